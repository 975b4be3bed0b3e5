"""The waiting list (alternates): who waits, in order; join, leave, print the ticket.

Once nobody on it can be seated (registration has closed, or the tournament is over) the
list is shown closed: its reason over it, the names greyed, nobody joins and no ticket is
printed (a ticket promises a seat). After the finish nobody is taken off either: those left
on it never played, and the list stays as the record of who waited (its report prints it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.registration import RegistrationBook
from tournament_director.ui.time_format import day_and_time

CLOSED_COLOUR = "#808080"


class WaitingListPanel(QGroupBox):
    join_requested = Signal()  # the player selected in the search joins
    leave_requested = Signal(int)  # house player id
    ticket_requested = Signal(int)  # house player id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Waiting list"))
        self.closed = ""  # why nobody on the list can be seated any more; "" while open
        self.over = False  # the tournament is over: the list is only a record now
        self.closed_label = QLabel()
        self.closed_label.setWordWrap(True)
        self.closed_label.setStyleSheet("color: #5a5a5a; font-style: italic;")
        self.closed_label.hide()
        self.list = QListWidget()
        self.join_button = QPushButton(self.tr("Add selected player"))
        self.leave_button = QPushButton(self.tr("Remove…"))
        self.ticket_button = QPushButton(self.tr("Print ticket"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.join_button)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.ticket_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.closed_label)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.join_button.clicked.connect(self.join_requested)
        self.leave_button.clicked.connect(lambda: self._emit_selected(self.leave_requested))
        self.ticket_button.clicked.connect(lambda: self._emit_selected(self.ticket_requested))
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())

    def show_book(self, book: RegistrationBook, closed: str = "") -> None:
        """The list in order; ``closed``: why nobody on it can be seated any more."""
        self.closed = closed
        self.over = book.winner is not None
        self.closed_label.setText(closed)
        self.closed_label.setVisible(bool(closed) and bool(book.waiting))
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
            if closed:
                item.setForeground(QBrush(QColor(CLOSED_COLOUR)))
            self.list.addItem(item)
            if waiting.house_player_id == selected:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count() and not self.over:
            self.list.setCurrentRow(0)
        count = len(book.waiting)
        if closed and count:
            self.setTitle(self.tr("Waiting list (%n) — closed", "", count))
        elif count:
            self.setTitle(self.tr("Waiting list (%n)", "", count))
        else:
            self.setTitle(self.tr("Waiting list"))
        self._update_buttons()

    def selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _update_buttons(self) -> None:
        has = self.selected() is not None
        self.leave_button.setEnabled(has and not self.over)
        self.ticket_button.setEnabled(has and not self.closed)
        self.leave_button.setToolTip(
            self.tr("The tournament is over: the list stays as the record of who waited.")
            if self.over
            else ""
        )
        self.ticket_button.setToolTip(
            self.tr("Nobody on the list can be seated: there is no ticket to print.")
            if self.closed
            else ""
        )

    def _emit_selected(self, signal) -> None:
        selected = self.selected()
        if selected is not None:
            signal.emit(selected)
