"""The Bust-outs dialog: the floor records the players out of the tournament during play.

Three ways out, one command each (so one undo, Ctrl+Z in the console, reverts it):

- out in a hand: one or several players ticked, each with the stack he had at the start of
  the hand, and who eliminated them (``services.registration.eliminate_many``);
- a voluntary withdrawal, with the chips the floor counted (``withdraw``);
- a disqualification, a director's decision, with a reason and the chips counted
  (``disqualify``).

The places follow from the rule set (Casino Club "Clasificación", "Manos Simultáneas"):
the dialog says when the starting stacks decide the order and asks for them, and after a
record it tells the floor in words where each player finished (``services.results``).
A refusal is shown in red in the dialog and nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.money import format_amount
from tournament_director.domain.operators import PERMISSIONS, Operator
from tournament_director.domain.player_search import fold
from tournament_director.domain.ranking import PlaceGroup, Why, stacks_decide
from tournament_director.domain.rule_set import SimultaneousElimination
from tournament_director.domain.text import parse_count as parse_chips
from tournament_director.services import Services
from tournament_director.services.payouts import PlayerLeft
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.structure_table_model import chips_text

NAME, TABLE, SEAT = range(3)
HAND, WITHDRAWAL, DISQUALIFICATION = range(3)
RED = "#b3261e"
GREEN = "#1b5e20"


class BustOutDialog(QDialog):
    """``recorded`` (the events) after each confirmed record; the dialog stays open for the
    next hand and says what happened."""

    recorded = Signal(list)

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        table: int | None = None,
        entry_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self._players: dict[int, PlayerLeft] = {}
        self._ticked: list[int] = []  # in the order the floor ticked them
        self._stacks: dict[int, QLineEdit] = {}
        self._typed_stacks: dict[int, str] = {}  # kept while the panel is rebuilt
        self._filling = False
        self.setWindowTitle(self.tr("Bust-outs"))
        self._build()
        self._connect()
        self.reload()
        if table is not None:
            index = self.table_combo.findData(table)
            if index >= 0:
                self.table_combo.setCurrentIndex(index)
        if entry_id is not None:
            self.tick(entry_id)
        self.search_edit.setFocus()

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)

        self.hand_radio = QRadioButton(self.tr("Out in a hand"))
        self.hand_radio.setToolTip(self.tr("One or several players lost all their chips."))
        self.withdrawal_radio = QRadioButton(self.tr("Withdrawal"))
        self.withdrawal_radio.setToolTip(
            self.tr(
                "Casino Club “Abandono del torneo”: the player leaves voluntarily; his chips "
                "are removed, he is ranked as out now and keeps any prize of his place."
            )
        )
        self.disqualification_radio = QRadioButton(self.tr("Disqualification"))
        self.mode_group = QButtonGroup(self)
        for mode, radio in enumerate(
            (self.hand_radio, self.withdrawal_radio, self.disqualification_radio)
        ):
            self.mode_group.addButton(radio, mode)
        self.hand_radio.setChecked(True)
        director = PERMISSIONS["disqualify_player"]
        if self._current_operator().role not in director:
            self.disqualification_radio.setEnabled(False)
            self.disqualification_radio.setToolTip(
                self.tr("Only a director can disqualify a player.")
            )
        else:
            self.disqualification_radio.setToolTip(
                self.tr(
                    "Casino Club “Penalidades”, ADTP 68-D: the chips are removed and the "
                    "player is ranked as out now (director)."
                )
            )
        modes = QHBoxLayout()
        modes.addWidget(self.hand_radio)
        modes.addWidget(self.withdrawal_radio)
        modes.addWidget(self.disqualification_radio)
        modes.addStretch(1)

        # The players in play.
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Search by name, table or seat…"))
        self.search_edit.setClearButtonEnabled(True)
        self.table_combo = QComboBox()
        self.players_table = QTableWidget(0, 3)
        self.players_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("Table"), self.tr("Seat")]
        )
        self.players_table.verticalHeader().hide()
        self.players_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.players_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players_table.setAlternatingRowColors(True)
        self.players_table.setSortingEnabled(False)
        header = self.players_table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(TABLE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SEAT, QHeaderView.ResizeMode.ResizeToContents)
        self.count_label = QLabel()
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.table_combo)
        players_box = QGroupBox(self.tr("Players in play (tick who is out)"))
        players_layout = QVBoxLayout(players_box)
        players_layout.addLayout(search_row)
        players_layout.addWidget(self.players_table, 1)
        players_layout.addWidget(self.count_label)

        # Who is out, and how.
        self.out_box = QGroupBox(self.tr("Out in this hand"))
        self.out_grid = QGridLayout()
        self.out_scroll = QScrollArea()
        self.out_scroll.setWidgetResizable(True)
        self.out_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.out_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack_note = QLabel()
        self.stack_note.setWordWrap(True)
        self.order_note = QLabel()
        self.order_note.setWordWrap(True)
        self.order_unknown_box = QCheckBox(
            self.tr("The order cannot be told: they share the places")
        )
        self.order_unknown_box.setToolTip(
            self.tr(
                "Casino Club “Clasificación”: players out at different tables are ranked in "
                "the order they went out; if it cannot be told, they share the prizes of the "
                "places in play."
            )
        )
        self.by_combo = QComboBox()
        self.by_combo.setToolTip(
            self.tr("Optional: the player who won the chips (players at the same table first).")
        )
        self.chips_edit = QLineEdit()
        self.chips_edit.setPlaceholderText(self.tr("chips counted, e.g. 12.500"))
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(self.tr("what happened"))
        self.reason_edit.setMaxLength(500)
        self.details = QFormLayout()
        self.details.addRow(self.tr("Eliminated by:"), self.by_combo)
        self.details.addRow(self.tr("Chips removed:"), self.chips_edit)
        self.details.addRow(self.tr("Reason:"), self.reason_edit)
        out_layout = QVBoxLayout(self.out_box)
        out_layout.addWidget(self.out_scroll, 1)
        out_layout.addWidget(self.stack_note)
        out_layout.addWidget(self.order_note)
        out_layout.addWidget(self.order_unknown_box)
        out_layout.addLayout(self.details)

        self.error = error_label()
        self.error.setStyleSheet(f"color: {RED}; font-weight: bold;")
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result.setStyleSheet(f"color: {GREEN}; font-weight: bold;")
        self.result.hide()
        # No default button: Enter in the search box ticks a player, it never records.
        self.record_button = QPushButton()
        self.record_button.setAutoDefault(False)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setAutoDefault(False)
        undo_hint = QLabel(self.tr("A mistake? Undo it in the console (Ctrl+Z)."))
        undo_hint.setStyleSheet("color: #555555;")
        buttons = QHBoxLayout()
        buttons.addWidget(undo_hint, 1)
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.close_button)

        middle = QHBoxLayout()
        middle.addWidget(players_box, 3)
        middle.addWidget(self.out_box, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rule_label)
        layout.addLayout(modes)
        layout.addLayout(middle, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.result)
        layout.addLayout(buttons)
        fit_to_screen(self, (900, 600))

    def _connect(self) -> None:
        self.search_edit.textChanged.connect(lambda _text: self._apply_filter())
        self.table_combo.currentIndexChanged.connect(lambda _index: self._apply_filter())
        self.players_table.itemChanged.connect(self.on_players_table_item_changed)
        self.players_table.itemActivated.connect(self.on_players_table_item_activated)
        self.mode_group.idToggled.connect(self.on_mode_group_id_toggled)
        self.order_unknown_box.toggled.connect(lambda _on: self._show_notes())
        self.record_button.clicked.connect(self.record)
        self.close_button.clicked.connect(self.reject)
        # Enter in the search box ticks the only player found (type, Enter, next name).
        self.search_edit.returnPressed.connect(self.on_search_edit_return_pressed)
        QShortcut(QKeySequence("Ctrl+F"), self, self.search_edit.setFocus)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # a record is a click on its button, never a stray Enter
            return
        super().keyPressEvent(event)

    # --- reading --------------------------------------------------------------------------

    def mode(self) -> int:
        return self.mode_group.checkedId()

    def ticked(self) -> list[int]:
        return list(self._ticked)

    def _state(self):
        return self._services.tournaments.state(self._tournament_id)

    def _name(self, entry_id: int) -> str:
        player = self._players.get(entry_id)
        return player.name if player else f"#{entry_id}"

    # --- the players in play --------------------------------------------------------------

    def reload(self) -> None:
        """The players still in, from the services (after every record)."""
        players = self._services.payouts.players_left(self._tournament_id)
        players.sort(key=lambda p: (p.table or 0, p.seat or 0, fold(p.name)))
        self._players = {p.entry_id: p for p in players}
        self._ticked = [e for e in self._ticked if e in self._players]
        current_table = self.table_combo.currentData()
        self.table_combo.blockSignals(True)
        self.table_combo.clear()
        self.table_combo.addItem(self.tr("All tables"), None)
        for number in sorted({p.table for p in players if p.table is not None}):
            self.table_combo.addItem(self.tr("Table {n}").format(n=number), number)
        index = self.table_combo.findData(current_table)
        self.table_combo.setCurrentIndex(max(index, 0))
        self.table_combo.blockSignals(False)
        self._filling = True
        self.players_table.setRowCount(len(players))
        for row, player in enumerate(players):
            name = QTableWidgetItem(player.name)
            name.setFlags(
                Qt.ItemFlag.ItemIsEnabled
                | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsUserCheckable
            )
            ticked = player.entry_id in self._ticked
            name.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            name.setData(Qt.ItemDataRole.UserRole, player.entry_id)
            self.players_table.setItem(row, NAME, name)
            for column, value in ((TABLE, player.table), (SEAT, player.seat)):
                item = QTableWidgetItem("—" if value is None else str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.players_table.setItem(row, column, item)
        self._filling = False
        self._apply_filter()
        self._show_out()

    def _row_of(self, entry_id: int) -> int:
        for row in range(self.players_table.rowCount()):
            if self.players_table.item(row, NAME).data(Qt.ItemDataRole.UserRole) == entry_id:
                return row
        return -1

    def _apply_filter(self) -> None:
        """Accent- and case-insensitive: every word typed is in the name, table or seat."""
        words = fold(self.search_edit.text()).split()
        table = self.table_combo.currentData()
        shown = 0
        for row in range(self.players_table.rowCount()):
            entry_id = self.players_table.item(row, NAME).data(Qt.ItemDataRole.UserRole)
            player = self._players[entry_id]
            haystack = fold(f"{player.name} {player.table}-{player.seat}")
            visible = (table is None or player.table == table) and all(
                word in haystack for word in words
            )
            self.players_table.setRowHidden(row, not visible)
            shown += visible
        self.count_label.setText(
            self.tr("{shown} of %n player(s) in play", "", len(self._players)).format(shown=shown)
        )

    def _visible_rows(self) -> list[int]:
        return [
            row
            for row in range(self.players_table.rowCount())
            if not self.players_table.isRowHidden(row)
        ]

    def tick(self, entry_id: int, on: bool = True) -> None:
        row = self._row_of(entry_id)
        if row >= 0:
            state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            self.players_table.item(row, NAME).setCheckState(state)

    def on_players_table_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != NAME:
            return
        entry_id = item.data(Qt.ItemDataRole.UserRole)
        on = item.checkState() == Qt.CheckState.Checked
        if on and entry_id not in self._ticked:
            if self.mode() != HAND:  # a withdrawal or a disqualification: one player
                for other in list(self._ticked):
                    self._ticked.remove(other)
                    self.tick(other, False)
            self._ticked.append(entry_id)
        elif not on and entry_id in self._ticked:
            self._ticked.remove(entry_id)
        self.result.hide()
        show_error(self.error, "")
        self._show_out()

    def on_players_table_item_activated(self, item: QTableWidgetItem) -> None:
        name = self.players_table.item(item.row(), NAME)
        on = name.checkState() != Qt.CheckState.Checked
        name.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def on_search_edit_return_pressed(self) -> None:
        rows = self._visible_rows()
        if len(rows) == 1:
            self.players_table.item(rows[0], NAME).setCheckState(Qt.CheckState.Checked)
            self.search_edit.clear()

    def on_mode_group_id_toggled(self, mode: int, on: bool) -> None:
        if not on:
            return
        if mode != HAND and len(self._ticked) > 1:
            for other in self._ticked[:-1]:
                self._ticked.remove(other)
                self.tick(other, False)
        show_error(self.error, "")
        self._show_out()

    # --- who is out -----------------------------------------------------------------------

    def _show_out(self) -> None:
        """The panel of the ticked players: a starting-stack field each (out in a hand)."""
        for entry_id, edit in self._stacks.items():
            self._typed_stacks[entry_id] = edit.text()
        # A fresh panel each time (the scroll area deletes the old one).
        inner = QWidget()
        self.out_grid = QGridLayout(inner)
        self.out_grid.setColumnStretch(0, 1)
        self.out_grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._stacks = {}
        mode = self.mode()
        self.out_box.setTitle(
            [self.tr("Out in this hand"), self.tr("Withdraws"), self.tr("Disqualified")][mode]
        )
        if not self._ticked:
            empty = QLabel(self.tr("Tick the players out in the list."))
            empty.setStyleSheet("color: #555555;")
            self.out_grid.addWidget(empty, 0, 0, 1, 2)
        else:
            if mode == HAND:
                head = QLabel(self.tr("Stack at the start of the hand"))
                head.setWordWrap(True)
                self.out_grid.addWidget(head, 0, 1)
            for row, entry_id in enumerate(self._ticked, start=1):
                player = self._players[entry_id]
                where = self.tr("table {table}, seat {seat}").format(
                    table=player.table or "—", seat=player.seat or "—"
                )
                label = QLabel(f"<b>{player.name}</b><br>{where}")
                label.setWordWrap(True)
                self.out_grid.addWidget(label, row, 0)
                if mode == HAND:
                    edit = QLineEdit(self._typed_stacks.get(entry_id, ""))
                    edit.setPlaceholderText(self.tr("chips"))
                    edit.setMinimumWidth(90)
                    edit.setMaximumWidth(130)
                    edit.setAlignment(Qt.AlignmentFlag.AlignRight)
                    self._stacks[entry_id] = edit
                    self.out_grid.addWidget(edit, row, 1)
        self.out_scroll.setWidget(inner)
        self._fill_by_combo()
        hand = mode == HAND
        self.details.setRowVisible(self.by_combo, hand)
        self.details.setRowVisible(self.chips_edit, not hand)
        self.details.setRowVisible(self.reason_edit, mode == DISQUALIFICATION)
        self._show_notes()
        self._show_record_button()

    def _fill_by_combo(self) -> None:
        """Players still in who are not out in this hand: the same table(s) first."""
        current = self.by_combo.currentData()
        tables = {self._players[e].table for e in self._ticked}
        others = [p for p in self._players.values() if p.entry_id not in self._ticked]
        same = [p for p in others if p.table in tables]
        rest = [p for p in others if p.table not in tables]
        self.by_combo.clear()
        self.by_combo.addItem(self.tr("— not recorded —"), None)
        for group in (same, rest):
            if group and self.by_combo.count() > 1:
                self.by_combo.insertSeparator(self.by_combo.count())
            for p in group:
                text = self.tr("{name} (table {table}, seat {seat})").format(
                    name=p.name, table=p.table or "—", seat=p.seat or "—"
                )
                self.by_combo.addItem(text, p.entry_id)
        index = self.by_combo.findData(current)
        self.by_combo.setCurrentIndex(max(index, 0))

    def _several_tables(self) -> bool:
        return len({self._players[e].table for e in self._ticked}) > 1

    def _show_notes(self) -> None:
        state = self._state()
        policy = state.rule_set.simultaneous_elimination
        hand_for_hand = state.clock.hand_for_hand
        mode = self.mode()
        rule = {
            SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS: self.tr(
                "Rules: players out in the same hand at one table are ranked by their stack at "
                "the start of the hand; at different tables in a hand-for-hand hand they share "
                "the places (Casino Club “Clasificación”, “Manos Simultáneas”)."
            ),
            SimultaneousElimination.STACK_ALWAYS: self.tr(
                "Rules: players out in the same hand are ranked by their stack at the start of "
                "the hand, even at different tables."
            ),
            SimultaneousElimination.SHARE_ALWAYS: self.tr(
                "Rules: players out in the same hand share the places in play."
            ),
        }[policy]
        if hand_for_hand:
            rule += " " + self.tr("Hand-for-hand is on.")
        self.rule_label.setText(rule)
        several = mode == HAND and self._several_tables()
        tables = [self._players[e].table for e in self._ticked]
        required = mode == HAND and self._stacks_required()
        if required:
            self.stack_note.setText(
                self.tr(
                    "Required: several players out at the same table — enter each one's stack "
                    "at the start of the hand; the larger stack finishes higher."
                )
            )
            self.stack_note.setStyleSheet(f"color: {RED};")
        elif mode == HAND and len(tables) > 1:
            self.stack_note.setText(self.tr("Stacks optional: they do not decide these places."))
            self.stack_note.setStyleSheet("color: #555555;")
        else:
            self.stack_note.setText("")
        self.stack_note.setVisible(bool(self.stack_note.text()))
        self.order_unknown_box.setVisible(several and not hand_for_hand)
        if several and hand_for_hand:
            self.order_note.setText(
                self.tr("Hand-for-hand: out at different tables in this hand, they share.")
            )
        elif several and not self.order_unknown_box.isChecked():
            self.order_note.setText(
                self.tr(
                    "Different tables: ranked in the order ticked (the first ticked went out "
                    "first)."
                )
            )
        else:
            self.order_note.setText("")
        self.order_note.setVisible(bool(self.order_note.text()))

    def _shared_hand(self) -> bool:
        """The floor says players at different tables went out at the same moment."""
        state = self._state()
        return (
            self._several_tables()
            and not state.clock.hand_for_hand
            and self.order_unknown_box.isChecked()
        )

    def _stacks_required(self) -> bool:
        """Casino Club "Clasificación" by the rule set's ``simultaneous_elimination``: the
        stacks are required when they decide the order (`stacks_decide`). Players at
        different tables count as one hand only hand-for-hand or when the floor says the
        order cannot be told."""
        state = self._state()
        tables = [self._players[e].table for e in self._ticked]
        policy = state.rule_set.simultaneous_elimination
        one_moment = state.clock.hand_for_hand or self._shared_hand()
        if policy is SimultaneousElimination.STACK_ALWAYS and not one_moment:
            # Separate moments per table: only the tables with several players count.
            policy = SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS
        return stacks_decide(policy, tables)

    def _show_record_button(self) -> None:
        count = len(self._ticked)
        mode = self.mode()
        if mode == WITHDRAWAL:
            text = self.tr("Record withdrawal")
        elif mode == DISQUALIFICATION:
            text = self.tr("Disqualify")
        elif count > 1:
            text = self.tr("Record {n} players out").format(n=count)
        else:
            text = self.tr("Record player out")
        self.record_button.setText(text)
        self.record_button.setEnabled(count > 0)

    # --- recording ------------------------------------------------------------------------

    def _refuse(self, text: str) -> None:
        self.result.hide()
        show_error(self.error, text)

    def record(self) -> list[RecordedEvent] | None:
        """Run the command of the mode; the recorded events, or None when refused (the
        refusal is shown in red and nothing was written)."""
        if not self._ticked:
            self._refuse(self.tr("Tick the players out in the list."))
            return None
        try:
            command = self._command()
        except ValueError as problem:
            self._refuse(str(problem))
            return None
        entries = list(self._ticked)
        try:
            events = command()
        except Refused as refusal:
            self._refuse(refusal.message)
            return None
        show_error(self.error, "")
        names = {e: self._name(e) for e in entries}
        mode, chips = self.mode(), parse_chips(self.chips_edit.text()) or 0
        self._ticked = []
        self._typed_stacks = {}
        self.chips_edit.clear()
        self.reason_edit.clear()
        self.order_unknown_box.setChecked(False)
        self.search_edit.clear()
        self.reload()
        lead = ""
        if mode == WITHDRAWAL:
            lead = self.tr("{name} withdrew; {chips} chips removed.")
        elif mode == DISQUALIFICATION:
            lead = self.tr("{name} is disqualified; {chips} chips removed.")
        lead = lead.format(name=names[entries[0]], chips=chips_text(chips))
        self.result.setText("\n".join(t for t in (lead, self.describe(entries, names)) if t))
        self.result.show()
        self.recorded.emit(events)
        return events

    def _command(self) -> Callable[[], list[RecordedEvent]]:
        """The service call for what the floor entered; ValueError (a message) when a field
        is wrong or missing."""
        operator = self._current_operator()
        registration = self._services.registration
        tid = self._tournament_id
        mode = self.mode()
        if mode == HAND:
            outs: list[tuple[int, int | None]] = []
            for entry_id in self._ticked:
                text = self._stacks[entry_id].text()
                try:
                    stack = parse_chips(text)
                except ValueError:
                    raise ValueError(
                        self.tr("The stack of {name} is not a number: {text}").format(
                            name=self._name(entry_id), text=text
                        )
                    ) from None
                outs.append((entry_id, stack))
            if self._stacks_required():
                missing = [self._name(e) for e, stack in outs if stack is None]
                if missing:
                    raise ValueError(
                        self.tr(
                            "Enter the stack at the start of the hand of: {names}. Several "
                            "players out at one table are ranked by it."
                        ).format(names=", ".join(missing))
                    )
            hand = self._shared_hand_id() if self._shared_hand() else None
            by = self.by_combo.currentData()
            return lambda: registration.eliminate_many(operator, tid, outs, hand, by)
        entry_id = self._ticked[0]
        text = self.chips_edit.text()
        try:
            chips = parse_chips(text)
        except ValueError:
            raise ValueError(
                self.tr("The chips are not a number: {text}").format(text=text)
            ) from None
        if chips is None:
            raise ValueError(self.tr("Count the player's chips and enter them (0 if none)."))
        if mode == WITHDRAWAL:
            return lambda: registration.withdraw(operator, tid, entry_id, chips)
        reason = self.reason_edit.text().strip()
        if not reason:
            raise ValueError(self.tr("Write the reason for the disqualification."))
        return lambda: registration.disqualify(operator, tid, entry_id, reason, chips)

    def _shared_hand_id(self) -> str:
        """One hand id for players out at different tables whose order cannot be told: the
        ranking then treats them as simultaneous (Casino Club "Clasificación")."""
        book = self._state().book
        used = {b.hand for b in book.bust_outs if isinstance(b.hand, str)}
        n = 1
        while f"S{n}" in used:
            n += 1
        stamp = self._services.now().strftime("%H%M%S")
        return f"S{n}-{stamp}"

    # --- what happened, in words ----------------------------------------------------------

    def describe(self, entries: list[int], names: dict[int, str]) -> str:
        """Where each player finished (from the standings), whether it is provisional, and
        the winner when the tournament is over."""
        try:
            standings = self._services.results.standings(self._tournament_id)
        except Refused as refusal:
            return self.tr("Recorded.") + " " + refusal.message
        ranking = standings.ranking
        lines: list[str] = []
        done: set[int] = set()
        for entry_id in entries:
            if entry_id in done:
                continue
            group = ranking.group_of(entry_id)
            if group is None:
                lines.append(self.tr("{name}: recorded.").format(name=names[entry_id]))
                continue
            done.update(group.entries)
            lines.append(self._group_line(group, names) + self._prize(standings, group))
        if standings.provisional:
            lines.append(
                self.tr(
                    "Provisional: registration is still open, so more entries may come and the "
                    "places may change."
                )
            )
        winner = standings.winner
        if winner is not None:
            lines.append(
                self.tr("The tournament is over. Winner: {name}.").format(
                    name=self._winner_name(winner)
                )
                + self._prize(standings, ranking.group_of(winner))
            )
        elif not standings.provisional:
            lines.append(self.tr("{n} players left.").format(n=len(ranking.remaining)))
        return "\n".join(lines)

    def _winner_name(self, entry_id: int) -> str:
        state = self._state()
        entry = state.book.entries.get(entry_id)
        player = state.players.get(entry.player_id) if entry else None
        return player.name if player else f"#{entry_id}"

    def _group_line(self, group: PlaceGroup, names: dict[int, str]) -> str:
        who = [names.get(e) or self._winner_name(e) for e in group.entries]
        if not group.shared:
            return self.tr("{name} finished in place {place}.").format(
                name=who[0], place=group.places[0]
            )
        why = {
            Why.ACROSS_TABLES: self.tr("out at different tables in the same hand"),
            Why.EQUAL_STACKS: self.tr("the same stack at the start of the hand"),
            Why.NO_STACKS: self.tr("a starting stack was not entered"),
            Why.SHARE_POLICY: self.tr("the rules share simultaneous eliminations"),
            Why.BUBBLE: self.tr("out on the bubble hand"),
        }.get(group.why, "")
        text = self.tr("{names} share places {first}–{last}").format(
            names=", ".join(who), first=group.places[0], last=group.places[-1]
        )
        return text + (f" ({why})." if why else ".")

    def _prize(self, standings, group: PlaceGroup | None) -> str:
        """The money of the group's players when a payout is in use and the field closed."""
        if group is None or standings.provisional or not standings.awards:
            return ""
        amounts = [standings.awards[e].total for e in group.entries if e in standings.awards]
        if not any(amounts):
            return ""
        code = self._services.payouts.figures(self._tournament_id).currency
        text = ", ".join(format_amount(a, code) for a in amounts)
        return " " + self.tr("Prize: {amount}.").format(amount=text)


__all__ = ["BustOutDialog", "parse_chips", "stacks_decide"]
