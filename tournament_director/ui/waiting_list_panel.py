"""The waiting list (alternates): who waits, in order; join, leave, print the ticket."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.registration import RegistrationBook
from tournament_director.ui.time_format import day_and_time


class WaitingListPanel(QGroupBox):
    join_requested = Signal()  # the player selected in the search joins
    leave_requested = Signal(int)  # house player id
    ticket_requested = Signal(int)  # house player id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Waiting list"))
        self.list = QListWidget()
        self.join_button = QPushButton(self.tr("Add selected player"))
        self.leave_button = QPushButton(self.tr("Remove…"))
        self.ticket_button = QPushButton(self.tr("Print ticket"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.ticket_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.join_button.clicked.connect(self.join_requested)
        self.leave_button.clicked.connect(lambda: self._emit_selected(self.leave_requested))
        self.ticket_button.clicked.connect(lambda: self._emit_selected(self.ticket_requested))
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())

    def show_book(self, book: RegistrationBook) -> None:
        selected = self.selected()
        self.list.clear()
        for position, waiting in enumerate(book.waiting, start=1):
            day, time = day_and_time(waiting.since)
            text = (
                self.tr("{position}. {name} — since {date} at {time}")
                if day
                else self.tr("{position}. {name} — since {time}")
            ).format(position=position, name=waiting.name, date=day, time=time)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, waiting.house_player_id)
            self.list.addItem(item)
            if waiting.house_player_id == selected:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        count = len(book.waiting)
        self.setTitle(self.tr("Waiting list (%n)", "", count) if count else self.tr("Waiting list"))
        self._update_buttons()

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _update_buttons(self) -> None:
        has = self.selected() is not None
        self.leave_button.setEnabled(has)
        self.ticket_button.setEnabled(has)

    def _emit_selected(self, signal) -> None:
        selected = self.selected()
        if selected is not None:
            signal.emit(selected)
