"""The console's small panel for the big screens of one tournament: which displays are open,
on which monitor, full screen or a window, which theme, the house's logo; open and close them."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.ui import prompts
from tournament_director.ui.display.manager import DisplayManager
from tournament_director.ui.display.themes import THEMES

log = logging.getLogger(__name__)

LOGO_THUMBNAIL_SIZE = QSize(120, 36)
DISPLAY_LIST_HEIGHT = 84


class DisplayManagerPanel(QWidget):
    def __init__(
        self, manager: DisplayManager, tournament_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.manager = manager
        self.tournament_id = tournament_id

        self.list = QListWidget()
        self.list.setObjectName("displays")
        self.list.setMaximumHeight(DISPLAY_LIST_HEIGHT)  # a few displays; room for the rest
        self.screen = QComboBox()
        self.screen.setObjectName("screen")
        self.full_screen = QCheckBox(self.tr("Full screen"))
        self.full_screen.setObjectName("full_screen")
        # Full screen on the room's own monitor; with one monitor a window, so the console
        # stays in sight.
        self.full_screen.setChecked(len(manager.screen_names()) > 1)
        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        theme_names = {"dark": self.tr("Dark"), "light": self.tr("Light")}
        for name in THEMES:
            self.theme.addItem(theme_names.get(name, name), name)
        self.open_button = QPushButton(self.tr("Open display"))
        self.open_button.setObjectName("open")
        self.close_button = QPushButton(self.tr("Close display"))
        self.close_button.setObjectName("close")
        self.logo_label = QLabel()
        self.logo_label.setObjectName("logo")
        self.logo_label.setWordWrap(True)
        self.logo_button = QPushButton(self.tr("Choose…"))
        self.logo_button.setObjectName("choose_logo")
        self.logo_button.setToolTip(
            self.tr("A picture shown beside the event name on every display")
        )
        self.clear_logo_button = QPushButton(self.tr("Remove"))
        self.clear_logo_button.setObjectName("clear_logo")
        self.clear_logo_button.setToolTip(self.tr("Show the event name alone"))
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_label, 1)
        logo_row.addWidget(self.logo_button)
        logo_row.addWidget(self.clear_logo_button)

        form = QFormLayout()
        form.addRow(self.tr("Monitor:"), self.screen)
        form.addRow(self.tr("Theme:"), self.theme)
        form.addRow("", self.full_screen)
        form.addRow(self.tr("Logo:"), logo_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.close_button)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hint")
        self.hint_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.hint_label)

        self.open_button.clicked.connect(self.on_open_button_clicked)
        self.close_button.clicked.connect(self.on_close_button_clicked)
        self.list.currentRowChanged.connect(self.on_list_current_row_changed)
        self.screen.activated.connect(self.on_screen_activated)
        self.theme.activated.connect(self.on_theme_activated)
        self.full_screen.toggled.connect(self.on_full_screen_toggled)
        self.logo_button.clicked.connect(self.on_logo_button_clicked)
        self.clear_logo_button.clicked.connect(self.on_clear_logo_button_clicked)
        manager.changed.connect(self.refresh)
        self.refresh()

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    @Slot()
    def refresh(self) -> None:
        keep = self.selected()
        self.list.blockSignals(True)
        self.list.clear()
        for info in self.manager.displays(self.tournament_id):
            mode = self.tr("full screen") if info.full_screen else self.tr("window")
            text = (
                self.tr("Display %1: %2 (%3)")
                .replace("%1", str(info.number))
                .replace("%2", info.screen or "—")
                .replace("%3", mode)
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, info.number)
            self.list.addItem(item)
            if info.number == keep or keep is None:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        current = self.screen.currentText() or self.manager.suggested_screen()
        self.screen.clear()
        self.screen.addItems(self.manager.screen_names())
        self._show_selected(current)
        self._show_logo()
        hints = [info.hint for info in self.manager.displays(self.tournament_id) if info.hint]
        self.hint_label.setText(hints[0] if hints else "")
        self.hint_label.setVisible(bool(hints))

    def _show_selected(self, fallback_screen: str = "") -> None:
        number = self.selected()
        info = next((i for i in self.manager.displays() if i.number == number), None)
        self.close_button.setEnabled(info is not None)
        for widget, value in (
            (self.full_screen, info.full_screen if info else None),
            (self.theme, info.theme if info else None),
        ):
            widget.blockSignals(True)
            if value is not None and widget is self.full_screen:
                widget.setChecked(value)
            elif value is not None:
                widget.setCurrentIndex(max(self.theme.findData(value), 0))
            widget.blockSignals(False)
        name = info.screen if info else fallback_screen
        index = self.screen.findText(name)
        if index >= 0:
            self.screen.setCurrentIndex(index)

    @Slot(int)
    def on_list_current_row_changed(self, _row: int) -> None:
        self._show_selected()

    @Slot()
    def on_open_button_clicked(self) -> None:
        self.manager.open(
            self.tournament_id,
            screen=self.screen.currentText() or None,
            full_screen=self.full_screen.isChecked(),
            theme=self.theme.currentData(),
        )

    @Slot()
    def on_close_button_clicked(self) -> None:
        number = self.selected()
        if number is not None:
            self.manager.close(number)

    @Slot(int)
    def on_screen_activated(self, _index: int) -> None:
        number = self.selected()
        if number is not None:
            self.manager.move_to(number, self.screen.currentText())

    @Slot(int)
    def on_theme_activated(self, _index: int) -> None:
        number = self.selected()
        if number is not None:
            self.manager.set_theme(number, self.theme.currentData())

    @Slot(bool)
    def on_full_screen_toggled(self, on: bool) -> None:
        number = self.selected()
        if number is not None:
            self.manager.set_full_screen(number, on)

    def _show_logo(self) -> None:
        """A small picture of the logo in use, so the operator sees what the room sees."""
        logo = self.manager.logo
        picture = QPixmap(str(logo)) if logo is not None else QPixmap()
        if picture.isNull():
            self.logo_label.setPixmap(QPixmap())
            self.logo_label.setText(self.tr("None"))
            self.logo_label.setToolTip(self.tr("The displays show the event name alone"))
        else:
            self.logo_label.setText("")
            self.logo_label.setToolTip(self.tr("The logo shown beside the event name"))
            self.logo_label.setPixmap(
                picture.scaled(
                    LOGO_THUMBNAIL_SIZE,
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )
        self.clear_logo_button.setEnabled(logo is not None)

    @Slot()
    def on_logo_button_clicked(self) -> None:
        path = prompts.ask_open_path(
            self.window(),
            self.tr("Logo for the displays"),
            self.tr("Pictures (*.png *.jpg *.jpeg *.svg *.bmp *.gif);;All files (*)"),
        )
        if path is None:
            return
        try:
            self.manager.set_logo(path)
        except (OSError, ValueError) as problem:
            log.warning("logo %s refused: %s", path.name, problem)
            prompts.warn(
                self.window(),
                self.tr("Logo not changed"),
                self.tr("“%1” cannot be shown as a picture. Choose a PNG or JPG file.").replace(
                    "%1", path.name
                ),
            )

    @Slot()
    def on_clear_logo_button_clicked(self) -> None:
        self.manager.set_logo(None)
