"""The tournament's record of events, with filters."""

from __future__ import annotations

from datetime import datetime, timedelta
from operator import attrgetter

from PySide6.QtCore import QDateTime, QTime
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain.identity import shown_document
from tournament_director.services import Services
from tournament_director.storage.event_store import LogFilter
from tournament_director.ui.event_log_model import PAGE_SIZE, EventLogTableModel
from tournament_director.ui.labels import event_type_label

DATE_TIME_FORMAT = "dd/MM/yyyy HH:mm"


class LogView(QWidget):
    def __init__(self, services: Services, tournament_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self.model = EventLogTableModel(services, tournament_id, self)
        # What the filters' lists were made from: the log's types and operators up to
        # _seen_seq, and the players' fields (see refresh).
        self._seen_seq: int | None = None
        self._types: set[str] = set()
        self._operators: set[str] = set()
        self._players: list[tuple] | None = None
        self._players_language = ""
        self._filled: dict[int, tuple[str, list]] = {}  # each combo's choices, by id

        self.type_combo = QComboBox()
        self.operator_combo = QComboBox()
        self.player_combo = QComboBox()
        for combo in (self.type_combo, self.operator_combo, self.player_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumContentsLength(14)
        self.since_check = QCheckBox(self.tr("From:"))
        self.until_check = QCheckBox(self.tr("To:"))
        self.since_edit = self._date_time_edit(QTime(0, 0))
        self.until_edit = self._date_time_edit(QTime(23, 59))
        self.clear_button = QPushButton(self.tr("Clear filters"))
        self.count_label = QLabel()

        filters = QGridLayout()
        filters.addWidget(QLabel(self.tr("Event:")), 0, 0)
        filters.addWidget(self.type_combo, 0, 1)
        filters.addWidget(QLabel(self.tr("Operator:")), 0, 2)
        filters.addWidget(self.operator_combo, 0, 3)
        filters.addWidget(QLabel(self.tr("Player:")), 0, 4)
        filters.addWidget(self.player_combo, 0, 5)
        filters.addWidget(self.since_check, 1, 0)
        filters.addWidget(self.since_edit, 1, 1)
        filters.addWidget(self.until_check, 1, 2)
        filters.addWidget(self.until_edit, 1, 3)
        filters.addWidget(self.clear_button, 1, 5)
        filters.setColumnStretch(6, 1)

        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EventLogTableModel.DETAILS, QHeaderView.ResizeMode.Stretch)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)

        self.type_combo.currentIndexChanged.connect(self.apply_filter)
        self.operator_combo.currentIndexChanged.connect(self.apply_filter)
        self.player_combo.currentIndexChanged.connect(self.apply_filter)
        self.since_check.toggled.connect(self.since_edit.setEnabled)
        self.until_check.toggled.connect(self.until_edit.setEnabled)
        for widget in (self.since_check, self.until_check):
            widget.toggled.connect(self.apply_filter)
        for edit in (self.since_edit, self.until_edit):
            edit.dateTimeChanged.connect(self.apply_filter)
        self.clear_button.clicked.connect(self.on_clear_button_clicked)
        self.model.rowsInserted.connect(lambda *_: self._fit_status_column())

        self.refresh()

    def _date_time_edit(self, time: QTime) -> QDateTimeEdit:
        """Today at time; disabled (meaning "any time") until its box is ticked."""
        edit = QDateTimeEdit(QDateTime(QDateTime.currentDateTime().date(), time))
        edit.setDisplayFormat(DATE_TIME_FORMAT)
        edit.setCalendarPopup(True)
        edit.setEnabled(False)
        return edit

    # --- filters ------------------------------------------------------------------------

    def _refill(self, combo: QComboBox, any_text: str, items: list[tuple[str, object]]) -> None:
        """Replace a combo's choices, keeping the chosen one if it is still there (the same
        choices: left alone, not sized again)."""
        if self._filled.get(id(combo)) == (any_text, items):
            return
        self._filled[id(combo)] = (any_text, items)
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(any_text, None)
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(chosen) if chosen is not None else 0
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def refresh(self) -> None:
        """New events: fresh choices in the filters, the newest rows on top.

        The log only grows: the event types and operators of the events since the last
        refresh are added to those known (the whole log is asked again only after more
        than a page of events, or if it shrank); the players' list is made again only when
        a player came or was corrected (with thousands of players, filling it and sizing it
        to its longest name took most of a refresh)."""
        tournaments = self._services.tournaments
        tid = self._tournament_id
        state = tournaments.state(tid)
        seen, last = self._seen_seq, state.last_seq
        if seen is not None and 0 <= last - seen <= PAGE_SIZE:
            for event in tournaments.log_page(tid, LogFilter(), 0, last - seen):
                self._types.add(event.type)
                self._operators.add(event.operator_name)
        else:
            self._types = set(tournaments.log_types(tid))
            self._operators = set(tournaments.log_operators(tid))
        self._seen_seq = last
        types = sorted(self._types, key=lambda t: event_type_label(t).casefold())
        self._refill(
            self.type_combo, self.tr("All events"), [(event_type_label(t), t) for t in types]
        )
        self._refill(
            self.operator_combo,
            self.tr("All operators"),
            [(name, name) for name in sorted(self._operators)],
        )
        # Players by name and document: their number in the tournament is no entry's.
        players = list(map(_PLAYER_FIELDS, state.players.values()))
        if players != self._players or i18n.language() != self._players_language:
            self._players, self._players_language = players, i18n.language()
            ordered = sorted(state.players.values(), key=lambda p: (p.name.casefold(), p.player_id))
            self._refill(
                self.player_combo,
                self.tr("All players"),
                [(_player_text(p), p.player_id) for p in ordered],
            )
        self.apply_filter()

    def current_filter(self) -> LogFilter:
        event_type = self.type_combo.currentData()
        since = until = None
        if self.since_check.isChecked():
            since = _aware(self.since_edit.dateTime())
        if self.until_check.isChecked():
            # The edit shows minutes: "to 14:05" includes everything during 14:05.
            until = _aware(self.until_edit.dateTime()) + timedelta(seconds=59, microseconds=999999)
        return LogFilter(
            types=[event_type] if event_type else None,
            operator_name=self.operator_combo.currentData(),
            player_id=self.player_combo.currentData(),
            since=since,
            until=until,
        )

    def apply_filter(self) -> None:
        wanted = self.current_filter()
        if wanted == self.model.log_filter:
            self.model.follow()  # the same filter: the new events on top
        else:
            self.model.set_filter(wanted)
        self.count_label.setText(self.tr("%n event(s)", "", self.model.total))
        self._fit_status_column()

    def _fit_status_column(self) -> None:
        """The Status column (undone, undoes #12) only while a row shown has one: empty, it
        took the width the details need."""
        self.table.setColumnHidden(EventLogTableModel.STATUS, not self.model.has_status())

    def on_clear_button_clicked(self) -> None:
        for combo in (self.type_combo, self.operator_combo, self.player_combo):
            combo.blockSignals(True)
            combo.setCurrentIndex(0)
            combo.blockSignals(False)
        for check in (self.since_check, self.until_check):
            check.blockSignals(True)
            check.setChecked(False)
            check.blockSignals(False)
        self.since_edit.setEnabled(False)
        self.until_edit.setEnabled(False)
        self.apply_filter()


_PLAYER_FIELDS = attrgetter("player_id", "name", "document_type", "document")


def _player_text(player) -> str:
    """Ana Pérez (DNI 30.111.222): a player in the log's filter."""
    document = shown_document(player.document_type, player.document, mark=False)
    return f"{player.name} ({document})"


def _aware(moment: QDateTime) -> datetime:
    """The edit's local date and time as an aware datetime (the log stores UTC)."""
    return moment.toPython().astimezone()
