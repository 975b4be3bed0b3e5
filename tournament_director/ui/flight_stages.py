"""The Stages tab of a qualifying flight (house "Etapa Clasificatoria"): where it ends, how
far it has come, and once it is over the bagging of every qualifier's chips, the
chip-control slips and the flight's close.

- Its end: the level it is played to and/or the number of qualifiers, whichever comes
  first, set and changed by a director with a reason ("La Dirección del Torneo podrá
  modificar el nivel y cantidad de jugadores clasificados por serie"); every change listed.
- Its progress, read again as the clock moves: "40 qualify · 55 left · ends at the end of
  level 12"; once over, why.
- Bagging, once it is over: every player left with his table and seat; the floor types the
  count, a second operator confirms it with his PIN or the player confirms it, and the slip
  is issued (its number and count in the list). A second count of the same player replaces
  his slip. The slip is printed from here.
- Close the flight: refused in words until every player left has his slip.

Refusals are said in red under the tab; nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import stages as domain
from tournament_director.domain.clock import Reading, Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import format_count
from tournament_director.domain.operators import Operator, Role
from tournament_director.domain.stages import FlightProgress
from tournament_director.domain.text import parse_count
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing.documents import Paper
from tournament_director.services import Services, stage_documents
from tournament_director.ui import prompts
from tournament_director.ui.column_fit import ColumnFit
from tournament_director.ui.elided_label import ElidedLabel, MessageArea
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.flight_words import (
    bagged_line,
    closed_line,
    over_line,
    progress_line,
    start_text,
    why_over,
)
from tournament_director.ui.print_adapter import DocumentKind, PrintAdapter, send
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.time_format import local_text

GREEN = "#1b5e20"
OVER_COLOUR = "#b00020"
BAGGED = QColor("#1b5e20")
_CENTRE = Qt.AlignmentFlag.AlignCenter


def _font(widget: QWidget, points: float, bold: bool = True) -> None:
    font = QFont(widget.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    widget.setFont(font)


def _seat_text(table: int | None, seat: int | None) -> str:
    if table is None:
        return "—"
    return f"{table}-{seat}" if seat is not None else str(table)


class FlightStagesTab(QWidget):
    """The Stages tab of one flight."""

    SEAT, PLAYER, ENTRY, CHIPS, SLIP, CONFIRMED = range(6)

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        driver=None,  # ClockDriver: the progress is read again as the clock moves
        bridge: EventBridge | None = None,
        adapter: PrintAdapter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.driver = driver
        self.adapter = adapter
        self._state: TournamentState | None = None
        self._progress: FlightProgress | None = None
        self._progress_key: tuple | None = None
        self._shown_end: tuple | None = None
        self._entries: list[int] = []  # the bagging list's entries, in row order
        self._player_rows: list[tuple] = []  # (entry, words, bagged) as the table shows
        self._players_due = False  # the players' table to fill when the tab is shown
        self._build()
        if driver is not None:
            driver.ticked.connect(self.on_driver_ticked)
        if bridge is not None:
            bridge.events_committed.connect(self.on_bridge_events_committed)

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.heading = ElidedLabel()
        _font(self.heading, self.font().pointSizeF() * 1.3)
        self.progress_label = ElidedLabel()
        _font(self.progress_label, 17)
        self.why_label = ElidedLabel()
        self.why_label.setStyleSheet("color: #5a5a5a;")

        # the flight's end
        self.level_spin = QSpinBox()
        self.level_spin.setSpecialValueText(self.tr("not set"))
        self.level_spin.setRange(0, 1)
        self.qualifiers_spin = QSpinBox()
        self.qualifiers_spin.setSpecialValueText(self.tr("not set"))
        self.qualifiers_spin.setRange(0, domain.QUALIFIERS_MAX)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(self.tr("Why (for the record)"))
        self.set_end_button = QPushButton(self.tr("Set the end"))
        self.set_end_button.setToolTip(
            self.tr(
                "Casino Club “Etapa Clasificatoria”: the director may change the level and the "
                "number of qualifiers of a flight"
            )
        )
        self.set_end_button.clicked.connect(self.set_end)
        self.reason_edit.returnPressed.connect(self.set_end)
        self.director_note = QLabel(self.tr("Only a director sets or changes the flight's end."))
        self.director_note.setWordWrap(True)
        self.director_note.setStyleSheet("color: #8a5a00;")
        # Every change of the end, the latest first, on as many lines as it takes.
        self.changes_list = QListWidget()
        self.changes_list.setWordWrap(True)
        self.changes_list.setSpacing(3)
        self.changes_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.changes_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.changes_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        end_box = QGroupBox(self.tr("Where the flight ends"))
        end_form = QFormLayout()
        end_form.addRow(self.tr("At the end of level:"), self.level_spin)
        end_form.addRow(self.tr("Or when this many are left:"), self.qualifiers_spin)
        end_form.addRow(self.tr("Reason:"), self.reason_edit)
        end_layout = QVBoxLayout(end_box)
        end_layout.addLayout(end_form)
        end_layout.addWidget(self.set_end_button, 0, Qt.AlignmentFlag.AlignRight)
        end_layout.addWidget(self.director_note)
        end_layout.addWidget(QLabel(self.tr("Changes:")))
        end_layout.addWidget(self.changes_list, 1)

        # bagging
        self.players_table = QTableWidget(0, 6)
        self.players_table.setHorizontalHeaderLabels(
            [
                self.tr("Table-seat"),
                self.tr("Player"),
                self.tr("Entry"),
                self.tr("Chips bagged"),
                self.tr("Slip"),
                self.tr("Confirmed by"),
            ]
        )
        self.players_table.verticalHeader().hide()
        self.players_table.verticalHeader().setDefaultSectionSize(24)
        self.players_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players_table.setAlternatingRowColors(True)
        self.players_table.setWordWrap(False)
        self.players_table.itemSelectionChanged.connect(self._show_chosen)
        self.column_fit = ColumnFit(
            self.players_table, self.PLAYER, squeeze=(self.CONFIRMED,), most=320, least=140
        )
        self.count_label = ElidedLabel()  # whose chips are being counted, in bold
        _font(self.count_label, self.font().pointSizeF())
        self.count_edit = QLineEdit()
        self.count_edit.setPlaceholderText(self.tr("Chips counted"))
        self.count_edit.setMaxLength(20)
        self.count_edit.returnPressed.connect(self.bag)
        self.player_box = QCheckBox(self.tr("The player confirms the count"))
        self.player_box.toggled.connect(self._show_confirmation)
        self.operator_combo = QComboBox()
        self.operator_combo.setMinimumContentsLength(14)
        self.operator_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.pin_edit = QLineEdit()
        self.pin_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_edit.setPlaceholderText(self.tr("PIN"))
        self.pin_edit.setMaxLength(12)
        self.pin_edit.setFixedWidth(self.fontMetrics().averageCharWidth() * 12)
        self.pin_edit.returnPressed.connect(self.bag)
        self.bag_button = QPushButton(self.tr("Bag and issue the slip"))
        self.bag_button.clicked.connect(self.bag)
        self.print_button = QToolButton()
        self.print_button.setText(self.tr("Print slip…"))
        self.print_button.setToolTip(self.tr("The chosen player's chip-control slip (80 mm)"))
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.print_button.clicked.connect(lambda: self.print_slip())
        print_menu = QMenu(self)
        print_menu.addAction(self.tr("The slip on the 80 mm roll…"), lambda: self.print_slip())
        print_menu.addAction(self.tr("The slip on A4…"), lambda: self.print_slip(paper=Paper.A4))
        print_menu.addSeparator()
        self.print_all_action = print_menu.addAction(
            self.tr("Every slip of the flight…"), self.print_all_slips
        )
        print_menu.addAction(self.tr("Qualifiers by chips (A4)…"), self.print_qualifiers)
        self.print_button.setMenu(print_menu)
        self.close_button = QPushButton(self.tr("Close flight…"))
        self.close_button.setToolTip(
            self.tr("Once every player left has his slip: they are the flight's qualifiers")
        )
        self.close_button.clicked.connect(self.close_flight)
        self.bagged_label = QLabel()
        _font(self.bagged_label, self.font().pointSizeF())
        self.bag_note = QLabel()
        self.bag_note.setWordWrap(True)
        self.bag_note.setStyleSheet("color: #5a5a5a;")

        form = QGridLayout()
        form.addWidget(self.count_label, 0, 0, 1, 4)
        form.addWidget(QLabel(self.tr("Count:")), 1, 0)
        form.addWidget(self.count_edit, 1, 1)
        form.addWidget(self.player_box, 1, 2, 1, 2)
        form.addWidget(QLabel(self.tr("Second operator:")), 2, 0)
        form.addWidget(self.operator_combo, 2, 1)
        form.addWidget(self.pin_edit, 2, 2)
        form.addWidget(self.bag_button, 2, 3)
        form.setColumnStretch(1, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.bagged_label)
        actions.addStretch(1)
        actions.addWidget(self.print_button)
        actions.addWidget(self.close_button)
        bag_box = QGroupBox(self.tr("Bagging: the players left"))
        bag_layout = QVBoxLayout(bag_box)
        bag_layout.addWidget(self.players_table, 1)
        bag_layout.addWidget(self.bag_note)
        bag_layout.addLayout(form)
        bag_layout.addLayout(actions)

        # What was done, or why not: one place, one message at a time.
        self.messages = MessageArea(2)
        self.refusal = self.messages.add(error_label())
        self.done = self.messages.add(QLabel())
        self.done.setWordWrap(True)
        self.done.setStyleSheet(f"color: {GREEN}; font-weight: bold;")
        self.done.hide()

        splitter = QSplitter()
        splitter.addWidget(end_box)
        splitter.addWidget(bag_box)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([360, 780])
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.why_label)
        layout.addWidget(self.messages)
        layout.addWidget(splitter, 1)

    # --- showing the state ----------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        """The flight as recorded (the workspace calls it after each commit)."""
        self._state = state
        stages = state.stages
        event_name = ""
        if stages.event_id is not None:
            try:
                event_name = self._services.stages.event(stages.event_id).name
            except Refused:
                event_name = ""
        parts = [stages.label, event_name]
        starts = start_text(stages.starts_at)
        if starts:
            parts.append(self.tr("starts %1").replace("%1", starts))
        self.heading.setText(" · ".join(p for p in parts if p))
        self._show_end(state)
        self._show_changes(state)
        self._fill_operators()
        self._progress_key = None
        self._show_progress(state, self._reading(state))

    def refresh(self) -> None:
        self.show_state(self._services.tournaments.state(self._tournament_id))

    def _reading(self, state: TournamentState) -> Reading:
        now = self.driver.now() if self.driver is not None else self._services.now()
        return state.reading(now)

    def on_driver_ticked(self, reading: Reading) -> None:
        """The flight may end by the clock alone (its level played): read again when the
        period or the clock's status changes."""
        if self._state is not None:
            self._show_progress(self._state, reading)

    def on_bridge_events_committed(self, stream_id: int, _events: list) -> None:
        """The event's name may change; the workspace refreshes the flight's own commits."""
        if self._state is not None and stream_id == self._state.stages.event_id:
            self.show_state(self._state)

    def _show_end(self, state: TournamentState) -> None:
        stages = state.stages
        levels = len(state.structure.levels) if state.structure else 0
        self.level_spin.setRange(0, max(levels, 1))
        end = (stages.end_level, stages.end_qualifiers)
        if end != self._shown_end:  # never under the director's fingers while he types
            self._shown_end = end
            self.level_spin.setValue(stages.end_level or 0)
            self.qualifiers_spin.setValue(stages.end_qualifiers or 0)
        closed = stages.closed is not None
        for widget in (self.level_spin, self.qualifiers_spin, self.reason_edit):
            widget.setEnabled(not closed)
        self.set_end_button.setEnabled(not closed)
        self.director_note.setVisible(self._current_operator().role is not Role.DIRECTOR)

    def end_words(self, level: int | None, qualifiers: int | None) -> str:
        parts = []
        if level is not None:
            parts.append(self.tr("level %1").replace("%1", str(level)))
        if qualifiers is not None:
            parts.append(self.tr("%1 qualifiers").replace("%1", str(qualifiers)))
        return self.tr(" or ").join(parts) if parts else "—"

    def change_words(self, change: domain.EndChange) -> str:
        """ "26/11 20:15 · Ana: level 12 or 40 qualifiers — the room is slow"."""
        text = (
            self.tr("%1 · %2: %3")
            .replace("%1", local_text(change.at, short=True))
            .replace("%2", change.operator)
            .replace("%3", self.end_words(change.level, change.qualifiers))
        )
        return f"{text} — {change.reason}" if change.reason else text

    def _show_changes(self, state: TournamentState) -> None:
        self.changes_list.clear()
        for change in reversed(state.stages.end_changes):  # the latest first
            self.changes_list.addItem(QListWidgetItem(self.change_words(change)))

    def _fill_operators(self) -> None:
        """Who may confirm a count: every active operator but the one typing it."""
        me = self._current_operator()
        chosen = self.operator_combo.currentText()
        names = sorted(
            (
                op.name
                for op in self._services.house.state().operators.values()
                if op.active and op.id != me.id and op.role in (Role.DIRECTOR, Role.FLOOR)
            ),
            key=str.casefold,
        )
        self.operator_combo.blockSignals(True)
        self.operator_combo.clear()
        self.operator_combo.addItems(names)
        if chosen in names:
            self.operator_combo.setCurrentText(chosen)
        self.operator_combo.blockSignals(False)
        self._show_confirmation()

    def _show_progress(self, state: TournamentState, reading: Reading) -> None:
        """House "Etapa Clasificatoria": how many qualify and remain, where it ends, and
        once over, the bagging. Read again only when the record, the period or the clock's
        status changed (the clock's seconds change nothing here)."""
        key = (state.last_seq, reading.period, reading.status)
        if key == self._progress_key:
            return
        self._progress_key = key
        now = self.driver.now() if self.driver is not None else self._services.now()
        progress = domain.flight_progress(state, now)
        self._progress = progress
        if progress.over == "closed":
            self.progress_label.setText(f"{closed_line()} · {bagged_line(progress)}")
            self.progress_label.setStyleSheet("")
        elif progress.over:
            # Over: where it was to end no longer matters; who is left to bag does.
            left = progress_line(progress, with_level=False)
            self.progress_label.setText(f"{over_line()} · {left}")
            self.progress_label.setStyleSheet(f"color: {OVER_COLOUR};")
        else:
            line = progress_line(progress)
            if progress.qualifiers is None and progress.end_level is None:
                line += " · " + self.tr("the end is not set yet")
            self.progress_label.setText(line)
            self.progress_label.setStyleSheet("")
        self.why_label.setText(self._why(state, progress))
        if self.isVisible():
            self._fill_players(state)
        else:  # another tab on screen: the players' table is filled when this one is shown
            self._players_due = True
        self._show_bagging(state, progress)

    def _why(self, state: TournamentState, progress: FlightProgress) -> str:
        closed = state.stages.closed
        if closed is not None:
            return (
                self.tr("Closed on %1 by %2: %3 qualifiers with %4 chips, to the final.")
                .replace("%1", local_text(closed["at"], short=True))
                .replace("%2", closed["operator"])
                .replace("%3", str(len(closed["qualifiers"])))
                .replace("%4", format_count(closed["chips"]))
            )
        if progress.over:
            return why_over(progress)
        if state.clock.status is Status.NOT_STARTED:
            return self.tr("The flight's clock has not started.")
        return self.tr("Playing level %1.").replace("%1", str(progress.level))

    def _fill_players(self, state: TournamentState) -> None:
        """Every player left, by table and seat, with his slip once bagged. Only what changed
        is written again (`_update_players`): with thousands of players left, filling the
        table again after every event took a fifth of a second."""
        chosen = self.chosen_entry()
        stages = state.stages
        active = sorted(
            (e for e in state.book.entries.values() if e.status == "active"),
            key=lambda e: (e.table is None, e.table or 0, e.seat or 0, e.entry_id),
        )
        self._update_players([self._player_row(state, stages, entry) for entry in active])
        self._entries = [e.entry_id for e in active]
        table = self.players_table
        if chosen is not None and chosen in self._entries:
            row = self._entries.index(chosen)
            if self.chosen_entry() != chosen:  # still selected when its row stayed
                table.selectRow(row)
        elif self._entries:
            self.select_next_unbagged()
        self._show_chosen()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._players_due and self._state is not None:
            self._players_due = False
            self._fill_players(self._state)

    def _player_row(self, state: TournamentState, stages, entry) -> tuple:
        """(entry, its row's words, bagged) for the players' table."""
        slip = stages.slips.get(stages.slip_of.get(entry.entry_id, 0))
        player = state.players.get(entry.player_id)
        confirmed = ""
        if slip is not None:
            confirmed = (
                self.tr("the player")
                if slip.confirmed_by == domain.PLAYER_CONFIRMED
                else slip.confirmed_by
            )
        texts = (
            _seat_text(entry.table, entry.seat),
            player.name if player else "—",
            str(entry.entry_id),
            format_count(slip.chips) if slip else "",
            str(slip.slip) if slip else "",
            confirmed,
        )
        return entry.entry_id, texts, slip is not None

    def _update_players(self, rows: list[tuple]) -> None:
        """Show ``rows`` in the players' table: the rows whose words changed written again,
        one row taken out or put in where it was, else the whole table filled again."""
        table = self.players_table
        old = self._player_rows
        self._player_rows = rows
        if len(old) == len(rows) and all(a[0] == b[0] for a, b in zip(old, rows, strict=True)):
            for row, (a, b) in enumerate(zip(old, rows, strict=True)):
                if a != b:
                    self._set_player_row(row, b)
            return
        first = 0
        limit = min(len(old), len(rows))
        while first < limit and old[first][0] == rows[first][0]:
            first += 1
        if (
            len(old) == len(rows) + 1
            and old[first + 1 :] == rows[first:]
            and old[:first] == rows[:first]
        ):
            table.removeRow(first)  # a player out
            return
        if (
            len(rows) == len(old) + 1
            and rows[first + 1 :] == old[first:]
            and old[:first] == rows[:first]
        ):
            table.insertRow(first)  # a player in
            self._set_player_row(first, rows[first])
            return
        table.setSortingEnabled(False)
        table.setRowCount(len(rows))
        for row, words in enumerate(rows):
            self._set_player_row(row, words)
        self.column_fit.schedule()

    def _set_player_row(self, row: int, words: tuple) -> None:
        _entry, texts, bagged = words
        table = self.players_table
        bold = QFont(table.font())
        bold.setBold(True)
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column in (self.SEAT, self.ENTRY, self.SLIP):
                item.setTextAlignment(_CENTRE)
            if column == self.CHIPS:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if bagged:
                item.setForeground(BAGGED)
                if column in (self.CHIPS, self.SLIP):
                    item.setFont(bold)
            table.setItem(row, column, item)

    def _show_bagging(self, state: TournamentState, progress: FlightProgress) -> None:
        closed = state.stages.closed is not None
        can_bag = bool(progress.over) and not closed
        for widget in (self.count_edit, self.player_box, self.bag_button):
            widget.setEnabled(can_bag)
        self._show_confirmation()
        self.close_button.setEnabled(not closed)
        if closed:
            note = self.tr("The flight is closed. Its slips are checked at the final's desk.")
        elif progress.over:
            note = self.tr(
                "Count each player's chips, type the count; a second operator confirms it with "
                "his PIN, or the player confirms it. A new count replaces the slip."
            )
        else:
            note = self.tr(
                "Chips are bagged once the flight is over (its level played, or the number of "
                "qualifiers left)."
            )
        self.bag_note.setText(note)
        if progress.remaining:
            self.bagged_label.setText(bagged_line(progress))
        else:
            self.bagged_label.setText("")

    def _show_confirmation(self) -> None:
        """A second operator's name and PIN, unless the player confirms the count."""
        by_operator = self.count_edit.isEnabled() and not self.player_box.isChecked()
        self.operator_combo.setEnabled(by_operator)
        self.pin_edit.setEnabled(by_operator)

    def chosen_entry(self) -> int | None:
        rows = self.players_table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self._entries):
            return None
        return self._entries[rows[0].row()]

    def select_entry(self, entry_id: int) -> bool:
        if entry_id not in self._entries:
            return False
        self.players_table.selectRow(self._entries.index(entry_id))
        return True

    def select_next_unbagged(self) -> None:
        """The first player left without a slip (the next to count), else the first."""
        state = self._state
        slip_of = state.stages.slip_of if state is not None else {}
        for row, entry_id in enumerate(self._entries):
            if entry_id not in slip_of:
                self.players_table.selectRow(row)
                return
        if self._entries:
            self.players_table.selectRow(0)

    def _show_chosen(self) -> None:
        entry_id = self.chosen_entry()
        state = self._state
        if entry_id is None or state is None:
            self.count_label.setText(self.tr("Choose the player in the list."))
            self.print_button.setEnabled(False)
            return
        entry = state.book.entries[entry_id]
        player = state.players.get(entry.player_id)
        name = player.name if player else str(entry_id)
        where = _seat_text(entry.table, entry.seat)
        slip_number = state.stages.slip_of.get(entry_id)
        if slip_number is not None:
            slip = state.stages.slips[slip_number]
            text = (
                self.tr("%1 (table-seat %2): slip no. %3, %4 chips. A new count replaces it.")
                .replace("%1", name)
                .replace("%2", where)
                .replace("%3", str(slip.slip))
                .replace("%4", format_count(slip.chips))
            )
        else:
            text = self.tr("%1 (table-seat %2): no count yet.").replace("%1", name)
            text = text.replace("%2", where)
        self.count_label.setText(text)
        self.print_button.setEnabled(slip_number is not None)

    # --- the flight's end -----------------------------------------------------------------

    def set_end(self) -> bool:
        """House "Etapa Clasificatoria": a director sets or changes where the flight ends
        (a level, a number of qualifiers, or both), with a reason."""
        level = self.level_spin.value() or None
        qualifiers = self.qualifiers_spin.value() or None
        try:
            self._services.stages.set_flight_end(
                self._current_operator(),
                self._tournament_id,
                level,
                qualifiers,
                self.reason_edit.text(),
            )
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        self.reason_edit.clear()
        self._say(
            self.tr("The flight now ends at %1.").replace("%1", self.end_words(level, qualifiers))
        )
        self.refresh()
        return True

    # --- bagging --------------------------------------------------------------------------

    def bag(self) -> bool:
        """The chosen player's count, confirmed by a second operator (his name and PIN) or
        by the player, and its chip-control slip issued (domain/stages.decide_bag); a second
        count replaces the first slip, once the floor has said so."""
        state = self._state
        entry_id = self.chosen_entry()
        if state is None or entry_id is None:
            self._refuse(self.tr("Choose the player in the list."))
            return False
        try:
            chips = parse_count(self.count_edit.text())
        except ValueError:
            chips = None
        if chips is None or chips <= 0:
            self._refuse(self.tr("Type the count as a whole number of chips, e.g. 45.500."))
            self.count_edit.setFocus()
            return False
        if self.player_box.isChecked():
            confirmed_by = domain.PLAYER_CONFIRMED
        else:
            name = self.operator_combo.currentText()
            if not name:
                self._refuse(
                    self.tr(
                        "Choose the operator who confirms the count, or tick that the player "
                        "confirms it."
                    )
                )
                return False
            try:
                confirmed_by = self._services.stages.confirm_operator(name, self.pin_edit.text())
            except Refused as refusal:
                self.pin_edit.clear()
                self.pin_edit.setFocus()
                self._refuse(refusal.message)
                return False
        earlier = state.stages.slip_of.get(entry_id)
        if earlier is not None:
            slip = state.stages.slips[earlier]
            question = (
                self.tr(
                    "%1 has slip no. %2 for %3 chips. Record a new count of %4? Slip no. %2 "
                    "becomes void: it will be refused at the final."
                )
                .replace("%1", slip.name)
                .replace("%2", str(slip.slip))
                .replace("%3", format_count(slip.chips))
                .replace("%4", format_count(chips))
            )
            if not prompts.confirm(self, self.tr("New count"), question):
                return False
        try:
            recorded = self._services.stages.bag(
                self._current_operator(), self._tournament_id, entry_id, chips, confirmed_by
            )
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        payload = recorded[-1].payload
        self.count_edit.clear()
        self.pin_edit.clear()
        self.player_box.setChecked(False)
        self.refresh()
        self.select_next_unbagged()
        self._say(
            self.tr("Slip no. %1 issued: %2 chips for %3.")
            .replace("%1", str(payload["slip"]))
            .replace("%2", format_count(payload["chips"]))
            .replace("%3", payload["name"])
        )
        self.count_edit.setFocus()
        return True

    def print_slip(self, entry_id: int | None = None, paper: Paper = Paper.ROLL_80) -> bool:
        """House "Etapa Final": the chosen player's chip-control slip (his standing one, two
        copies; services/stage_documents.py), on the desk's printer or kept as a PDF."""
        state = self._state
        entry_id = entry_id if entry_id is not None else self.chosen_entry()
        if state is None or entry_id is None:
            self._refuse(self.tr("Choose the player in the list."))
            return False
        number = state.stages.slip_of.get(entry_id)
        if number is None:
            self._refuse(self.tr("This player has no slip yet: bag his chips first."))
            return False
        title = (
            self.tr("Chip-control slip no. %1 — %2")
            .replace("%1", str(number))
            .replace("%2", state.stages.slips[number].name)
        )
        kind = DocumentKind.RECEIPT if paper is Paper.ROLL_80 else DocumentKind.REPORT
        return self._print(stage_documents.SLIPS, title, kind, paper=paper, entry_id=entry_id)

    def print_all_slips(self) -> bool:
        """Every standing slip of the flight, by slip number (80 mm roll)."""
        state = self._state
        label = state.stages.label if state is not None else ""
        title = self.tr("Chip-control slips — %1").replace("%1", label)
        return self._print(stage_documents.SLIPS, title, DocumentKind.RECEIPT)

    def print_qualifiers(self) -> bool:
        """The flight's qualifiers by bagged count, largest first (A4)."""
        state = self._state
        label = state.stages.label if state is not None else ""
        title = self.tr("Qualifiers by chips — %1").replace("%1", label)
        return self._print(stage_documents.QUALIFIERS, title, DocumentKind.REPORT, paper=Paper.A4)

    def _print(
        self,
        what: str,
        title: str,
        kind: DocumentKind,
        paper: Paper = Paper.ROLL_80,
        entry_id: int | None = None,
    ) -> bool:
        language = i18n.language()
        try:
            pdf = stage_documents.document(
                self._services, what, self._tournament_id, language, paper=paper,
                entry_id=entry_id,
            )  # fmt: skip
            name = stage_documents.file_name(
                self._services, what, self._tournament_id, language, entry_id
            )
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        assert isinstance(pdf, bytes)
        return send(self.adapter, pdf, kind, title, self, paper=name)

    def close_flight(self) -> bool:
        """The flight closes once every player left has his slip; they are its qualifiers
        (domain/stages.decide_close). Refused in words before."""
        state = self._services.tournaments.state(self._tournament_id)
        try:
            domain.decide_close(state, self._services.now())
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        closed = domain.decide_close(state, self._services.now())
        question = (
            self.tr(
                "Close %1 with %2 qualifiers and %3 chips? Their slips go to the final; the "
                "flight's clock stops."
            )
            .replace("%1", state.stages.label)
            .replace("%2", str(len(closed.qualifiers)))
            .replace("%3", format_count(closed.chips))
        )
        if not prompts.confirm(self, self.tr("Close flight"), question):
            return False
        try:
            self._services.stages.close_flight(self._current_operator(), self._tournament_id)
        except Refused as refusal:
            self._refuse(refusal.message)
            return False
        self.refresh()
        self._say(self.tr("%1 is closed.").replace("%1", state.stages.label))
        return True

    # --- messages -------------------------------------------------------------------------

    def _refuse(self, text: str) -> None:
        self.done.hide()
        show_error(self.refusal, text)

    def _say(self, text: str) -> None:
        show_error(self.refusal, "")
        self.done.setText(text)
        self.done.show()


__all__ = ["FlightStagesTab"]
