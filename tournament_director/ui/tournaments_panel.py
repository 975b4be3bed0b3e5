"""The list of tournaments: create, open, archive and restore."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator
from tournament_director.domain.stages import flight_progress
from tournament_director.services import Services
from tournament_director.services.stage_list import event_flights
from tournament_director.storage.event_store import HOUSE_STREAM, TournamentSummary
from tournament_director.ui import prompts
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.event_dialog import NewEventDialog
from tournament_director.ui.flight_words import flight_title
from tournament_director.ui.tournaments_model import TournamentsTableModel

log = logging.getLogger(__name__)


class TournamentDelegate(QStyledItemDelegate):
    """A tournament in the list: its name in full (wrapped), its status and last change in
    grey under it."""

    MARGIN = 6
    INDENT = 18  # a flight under its event

    def __init__(self, model: TournamentsTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model

    def _indent(self, index: QModelIndex) -> int:
        return self.INDENT if self._model.is_flight(index.row()) else 0

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        name = QFont(option.font)
        name.setBold(True)
        small = QFont(option.font)
        small.setPointSizeF(option.font.pointSizeF() * 0.9)
        return name, small

    def _name_rect(self, option: QStyleOptionViewItem, name: str, indent: int = 0) -> QRect:
        width = max(option.rect.width() - 2 * self.MARGIN - indent, 20)
        name_font, _small = self._fonts(option)
        flags = Qt.TextFlag.TextWordWrap
        return QFontMetrics(name_font).boundingRect(QRect(0, 0, width, 10_000), flags, name)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        name = str(index.data() or "")
        _name_font, small = self._fonts(option)
        height = self._name_rect(option, name, self._indent(index)).height()
        height += QFontMetrics(small).lineSpacing()
        return QSize(option.rect.width(), height + 2 * self.MARGIN)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        name, item.text = item.text, ""
        style = item.widget.style() if item.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, item.widget)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        group = QPalette.ColorGroup.Active
        text_colour = option.palette.color(
            group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        name_font, small = self._fonts(option)
        box = option.rect.adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)
        indent = self._indent(index)
        painter.save()
        if indent:
            # A flight hangs from its event: a rule down its left side, the text after it.
            rule = QRect(box.left() + indent // 3, option.rect.top(), 3, option.rect.height())
            painter.fillRect(rule, QColor("#8a8a8a") if not selected else text_colour)
            box.setLeft(box.left() + indent)
        name_rect = self._name_rect(option, name, indent).translated(box.topLeft())
        painter.setFont(name_font)
        painter.setPen(text_colour)
        flags = Qt.TextFlag.TextWordWrap
        painter.drawText(name_rect, int(flags), name)
        painter.setFont(small)
        if not selected:
            painter.setPen(QColor("#5a5a5a"))
        under = QRect(
            box.left(), name_rect.bottom() + 1, box.width(), box.bottom() - name_rect.bottom()
        )
        painter.drawText(
            under,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
            self._model.subtitle(index.row()),
        )
        painter.restore()


class TournamentsPanel(QWidget):
    open_requested = Signal(int)  # tournament id

    def __init__(
        self,
        services: Services,
        bridge: EventBridge,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._current_operator = current_operator
        self.event_dialog: NewEventDialog | None = None
        self.model = TournamentsTableModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # One column, the whole name on as many lines as it takes and its status and last
        # change under it: two tournaments are told apart however narrow the list.
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().hide()
        self.table.setColumnHidden(TournamentsTableModel.STATUS, True)
        self.table.setColumnHidden(TournamentsTableModel.UPDATED, True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setItemDelegateForColumn(
            TournamentsTableModel.NAME, TournamentDelegate(self.model, self.table)
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(TournamentsTableModel.NAME, QHeaderView.ResizeMode.Stretch)
        # Row heights follow the width once the layout has settled (a queued call: while a
        # section is being resized the view still measures with the old width).
        self._fit_rows = QTimer(self)
        self._fit_rows.setSingleShot(True)
        self._fit_rows.setInterval(0)
        self._fit_rows.timeout.connect(self.table.resizeRowsToContents)
        header.sectionResized.connect(self._fit_rows.start)
        self.model.modelReset.connect(self._fit_rows.start)
        self.show_archived = QCheckBox(self.tr("Show archived"))
        self.new_button = QPushButton(self.tr("New…"))
        self.new_event_button = QPushButton(self.tr("New event with flights…"))
        self.new_event_button.setToolTip(
            self.tr("An event played in qualifying flights (Día 1A, Día 1B…) and a final stage")
        )
        self.open_button = QPushButton(self.tr("Open"))
        self.archive_button = QPushButton(self.tr("Archive"))
        self.restore_button = QPushButton(self.tr("Restore"))
        title = QLabel(self.tr("Tournaments"))
        title.setStyleSheet("font-weight: bold;")

        buttons = QGridLayout()
        buttons.addWidget(self.new_button, 0, 0)
        buttons.addWidget(self.open_button, 0, 1)
        buttons.addWidget(self.new_event_button, 1, 0, 1, 2)
        buttons.addWidget(self.archive_button, 2, 0)
        buttons.addWidget(self.restore_button, 2, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 0, 6)
        layout.addWidget(title)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.show_archived)
        layout.addLayout(buttons)

        self.show_archived.toggled.connect(self.refresh)
        self.new_button.clicked.connect(self.create_tournament)
        self.new_event_button.clicked.connect(self.create_event)
        self.open_button.clicked.connect(self.open_selected)
        self.archive_button.clicked.connect(self.archive_selected)
        self.restore_button.clicked.connect(self.restore_selected)
        self.table.doubleClicked.connect(self.open_selected)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        bridge.events_committed.connect(self.on_bridge_events_committed)
        self.refresh()

    # --- the list -------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.selected()
        rows = self._services.tournaments.list(include_archived=self.show_archived.isChecked())
        events, titles = self._events([r.id for r in rows])
        self.model.set_tournaments(rows, events, titles)
        if chosen is not None:
            self.select(chosen.id)
        self._update_buttons()

    def _events(self, shown: list[int]) -> tuple[dict[int, list[int]], dict[int, str]]:
        """The multi-flight events among the tournaments shown, with their flights, and each
        flight's line: "Día 1A · 27/11 18:00 · open" (house "Etapa Clasificatoria")."""
        events = event_flights(self._services, shown)
        listed = set(shown)
        now = self._services.now()
        titles = {}
        for flights in events.values():
            for fid in flights:
                if fid not in listed:
                    continue
                try:
                    state = self._services.tournaments.state(fid)
                    titles[fid] = flight_title(state, flight_progress(state, now))
                except Refused:  # not a flight after all: listed under its own name
                    log.warning("tournament %d listed under an event is not its flight", fid)
        return events, titles

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        if stream_id != HOUSE_STREAM:
            self.refresh()

    def selected(self) -> TournamentSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.summary(rows[0].row()) if rows else None

    def select(self, tournament_id: int) -> None:
        row = self.model.row_of(tournament_id)
        if row >= 0:
            self.table.selectRow(row)

    def _update_buttons(self) -> None:
        chosen = self.selected()
        self.open_button.setEnabled(chosen is not None)
        self.archive_button.setEnabled(chosen is not None and not chosen.archived)
        self.restore_button.setEnabled(chosen is not None and chosen.archived)

    # --- commands -------------------------------------------------------------------------

    def create_tournament(self) -> int | None:
        name = prompts.ask_text(self, self.tr("New tournament"), self.tr("Tournament name:"))
        if name is None:
            return None
        try:
            tournament_id = self._services.tournaments.create(self._current_operator(), name)
        except Refused as refusal:
            prompts.warn(self, self.tr("Tournament not created"), refusal.message)
            return None
        self.refresh()
        self.select(tournament_id)
        self.open_requested.emit(tournament_id)
        return tournament_id

    def create_event(self) -> NewEventDialog:
        """A multi-flight event (ui/event_dialog.py); once created, it is opened."""
        self.event_dialog = NewEventDialog(self._services, self._current_operator, self.window())
        self.event_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.event_dialog.finished.connect(self._after_event)
        self.event_dialog.show()
        return self.event_dialog

    def _after_event(self, _result: int = 0) -> None:
        event_id = self.event_dialog.event_id if self.event_dialog is not None else None
        if event_id is None:
            return
        self.refresh()
        self.select(event_id)
        self.open_requested.emit(event_id)

    def open_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.open_requested.emit(chosen.id)

    def archive_selected(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        question = self.tr(
            "Archive “{name}”? It leaves the list and can no longer be changed until a "
            "director restores it. Nothing is deleted."
        ).format(name=chosen.name)
        if not prompts.confirm(self, self.tr("Archive tournament"), question):
            return
        self._run(self._services.tournaments.archive, chosen.id, self.tr("Not archived"))

    def restore_selected(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self._run(self._services.tournaments.restore, chosen.id, self.tr("Not restored"))

    def _run(self, command, tournament_id: int, refused_title: str) -> None:
        try:
            command(self._current_operator(), tournament_id)
        except Refused as refusal:
            prompts.warn(self, refused_title, refusal.message)
