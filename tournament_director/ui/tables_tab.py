"""The Tables tab: the floor's console for seating.

Left, the map of the room (:mod:`room_map`): every table with its seats, players, button,
reserved seats, the short-table warning and the players not dealt in yet; drag a player onto
an empty seat to move him (a reason is asked). Right, what the engine proposes now (ADTP 9,
10, 11) with its explanation (why this player, why this seat), to confirm or to send the
player to another seat with a reason; break the next table; the director's redraws; the
button, reserved seats and hand-for-hand marks of the selected table; the recent moves.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain.balancing import Decision, DecisionKind
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import Operator
from tournament_director.domain.room import SeatRef
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import slips
from tournament_director.services import Services, documents
from tournament_director.services import seating as seating_service
from tournament_director.ui import prompts, table_dialogs
from tournament_director.ui.bust_out_dialog import BustOutDialog
from tournament_director.ui.chip_race_dialog import ChipRaceDialog
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.penalties_tab import penalty_marks
from tournament_director.ui.print_adapter import DocumentKind, send, tournament_adapter
from tournament_director.ui.room_map import RoomMap, SeatInfo


def parse_seat(text: str) -> SeatRef | None:
    """ "12-4" (or "12 4", "12/4") as a seat; None when it is not two numbers."""
    parts = text.replace("/", "-").replace(" ", "-").split("-")
    parts = [p for p in parts if p]
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        return None
    return SeatRef(int(parts[0]), int(parts[1]))


class TablesTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        settings: ConsoleSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.adapter = (
            tournament_adapter(settings.data_dir, services, tournament_id) if settings else None
        )
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self._decision: Decision | None = None
        self._names: dict[int, str] = {}
        self.bust_out_dialog: BustOutDialog | None = None
        self.chip_race_dialog: ChipRaceDialog | None = None

        self.map = RoomMap()
        self.map.move_requested.connect(self.on_map_move_requested)
        self.map.table_selected.connect(self.on_map_table_selected)
        # Right-click a seat (or a table) to record a bust-out there.
        self.map.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.map.customContextMenuRequested.connect(self.on_map_context_menu_requested)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.map)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.show_closed = QCheckBox(self.tr("Show closed tables"))
        self.show_closed.toggled.connect(lambda _on: self.refresh())
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.show_closed)
        left_layout.addLayout(top)
        left_layout.addWidget(self.scroll, 1)
        hint = QLabel(self.tr("Drag a player onto an empty seat to move him (a reason is asked)."))
        hint.setWordWrap(True)
        left_layout.addWidget(hint)

        # What the engine proposes.
        self.pending_box = QGroupBox(self.tr("Pending"))
        self.decision_label = QLabel()
        self.decision_label.setWordWrap(True)
        self.stop_label = QLabel()
        self.stop_label.setWordWrap(True)
        self.stop_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.moves = QListWidget()
        self.moves.setMaximumHeight(80)
        self.moves.currentRowChanged.connect(self.on_moves_current_row_changed)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.confirm_button = QPushButton(self.tr("Confirm move"))
        self.confirm_button.clicked.connect(self.confirm_move)
        self.other_button = QPushButton(self.tr("Other seat…"))
        self.other_button.clicked.connect(self.other_seat)
        self.break_button = QPushButton(self.tr("Break table"))
        self.break_button.clicked.connect(self.break_table)
        self.redraw_button = QPushButton(self.tr("Redraw…"))
        self.redraw_button.clicked.connect(self.redraw)
        self.orders_button = QPushButton(self.tr("Table orders…"))
        self.orders_button.setToolTip(
            self.tr("ADTP 10: change the order the tables open and break in (director).")
        )
        self.orders_button.clicked.connect(self.change_orders)
        pending = QVBoxLayout(self.pending_box)
        pending.addWidget(self.decision_label)
        pending.addWidget(self.stop_label)
        pending.addWidget(self.moves)
        pending.addWidget(self.why)
        row = QHBoxLayout()
        row.addWidget(self.confirm_button)
        row.addWidget(self.other_button)
        pending.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.break_button)
        row.addWidget(self.redraw_button)
        pending.addLayout(row)
        # The starting button is drawn once for every open table (house rule "Posición
        # Inicial del Botón de Dealer"): a room's action, not the chosen table's.
        self.draw_button_button = QPushButton(self.tr("Draw the button"))
        self.draw_button_button.clicked.connect(self.draw_button)
        row = QHBoxLayout()
        row.addWidget(self.orders_button)
        row.addWidget(self.draw_button_button)
        pending.addLayout(row)

        # The selected table.
        self.table_box = QGroupBox(self.tr("Table"))
        self.table_label = QLabel(self.tr("Click a table on the map."))
        self.table_label.setWordWrap(True)
        self.button_button = QPushButton(self.tr("Set button…"))
        self.button_button.clicked.connect(self.set_button)
        self.reserve_button = QPushButton(self.tr("Reserve seat…"))
        self.reserve_button.clicked.connect(self.reserve_seat)
        self.hand_button = QPushButton(self.tr("Hand done"))
        self.hand_button.setToolTip(
            self.tr(
                "A hand was played at the selected table: a penalty served there counts one "
                "hand down (ADTP 68-C); during hand-for-hand, the table's mark"
            )
        )
        self.hand_button.clicked.connect(self.hand_done)
        self.bust_out_button = QPushButton(self.tr("Bust out…"))
        self.bust_out_button.setToolTip(
            self.tr("Record players out at the selected table (Ctrl+E; or right-click a seat)")
        )
        self.bust_out_button.clicked.connect(lambda: self.open_bust_outs(self.map.selected))
        self.bust_out_action = QAction(self.tr("Bust-outs…"), self)
        self.bust_out_action.setShortcut(QKeySequence("Ctrl+E"))
        self.bust_out_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.bust_out_action.triggered.connect(lambda: self.open_bust_outs(self.map.selected))
        self.addAction(self.bust_out_action)
        # ADTP 24: the colour-up's chip race, table by table (the colour-up sheets too).
        self.chip_race_button = QPushButton(self.tr("Chip race…"))
        self.chip_race_button.setToolTip(
            self.tr("The colour-up's chip race at the selected table (or right-click a table)")
        )
        self.chip_race_button.clicked.connect(lambda: self.open_chip_race(self.map.selected))
        table_layout = QVBoxLayout(self.table_box)
        table_layout.addWidget(self.table_label)
        row = QHBoxLayout()
        row.addWidget(self.button_button)
        row.addWidget(self.reserve_button)
        table_layout.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.hand_button)
        row.addWidget(self.bust_out_button)
        table_layout.addLayout(row)
        table_layout.addWidget(self.chip_race_button)
        # These act on the table chosen on the map: enabled only while one is chosen.
        self.table_buttons = (
            self.button_button,
            self.reserve_button,
            self.hand_button,
            self.bust_out_button,
        )

        self.recent = QListWidget()
        self.recent.setMinimumHeight(60)
        self.recent.currentRowChanged.connect(lambda row: self.reprint_button.setEnabled(row >= 0))
        self.reprint_button = QPushButton(self.tr("Reprint slip"))
        self.reprint_button.setToolTip(self.tr("Print the move slip of the selected move again"))
        self.reprint_button.setEnabled(False)
        self.reprint_button.clicked.connect(self.reprint_slip)
        self.auto_print_box = QCheckBox(self.tr("Print move slips automatically"))
        self.auto_print_box.setToolTip(
            self.tr("After a confirmed or manual move, print the move slip without asking.")
        )
        if settings is not None:
            self.auto_print_box.setChecked(settings.print_move_slips_automatically)
        self.auto_print_box.toggled.connect(self.on_auto_print_box_toggled)
        recent_box = QGroupBox(self.tr("Recent moves"))
        recent_layout = QVBoxLayout(recent_box)
        recent_layout.addWidget(self.recent)
        row = QHBoxLayout()
        row.addWidget(self.auto_print_box, 1)
        row.addWidget(self.reprint_button)
        recent_layout.addLayout(row)
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b3261e;")

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.refusal)
        right_layout.addWidget(self.pending_box)
        right_layout.addWidget(self.table_box)
        right_layout.addWidget(recent_box, 1)
        self.table_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        right.setMinimumWidth(330)
        right.setMaximumWidth(420)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def set_player_clocks(self, panel) -> None:
        """The clocks on players (ADTP 29; ui/player_clocks.py): the running clocks above
        the map (it scrolls, so they take none of the side column's height), the button
        beside the chip race's, calling at the table chosen on the map; its key (F8) on this
        tab; right-click a seat to call the clock on its player."""
        layout = self.scroll.parentWidget().layout()
        layout.insertWidget(layout.indexOf(self.scroll), panel)
        table_layout = self.table_box.layout()
        index = table_layout.indexOf(self.chip_race_button)
        table_layout.removeWidget(self.chip_race_button)
        row = QHBoxLayout()
        row.addWidget(self.chip_race_button)
        row.addWidget(panel.call_button)
        table_layout.insertLayout(index, row)
        panel.default_table = lambda: self.map.selected
        self.addAction(panel.call_action)
        self.player_clocks = panel

    def set_penalties(self, tab) -> None:
        """Penalties (ADTP 68; ui/penalties_tab.py, ui/penalty_dialog.py): the selected
        table's "Penalty…" button beside Bust out, its key (Ctrl+P) on this tab, right-click
        a seat for its player; the seats of players serving one marked on the map."""
        self.penalty_button = QPushButton(self.tr("Penalty…"))
        self.penalty_button.setToolTip(
            self.tr("A penalty for a player of the selected table (Ctrl+P; or right-click a seat)")
        )
        self.penalty_button.clicked.connect(lambda: self.open_penalty())
        table_layout = self.table_box.layout()
        for index in range(table_layout.count()):
            row = table_layout.itemAt(index).layout()
            if row is not None and row.indexOf(self.bust_out_button) >= 0:
                row.addWidget(self.penalty_button)
        self.penalty_action = QAction(self.tr("Penalty…"), self)
        self.penalty_action.setShortcut(QKeySequence("Ctrl+P"))
        self.penalty_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.penalty_action.triggered.connect(lambda: self.open_penalty())
        self.addAction(self.penalty_action)
        self.penalties = tab

    def open_penalty(self, entry_id: int | None = None):
        """The penalty dialog for the player ``entry_id`` (the seat clicked), else showing
        the selected table's players."""
        tab = getattr(self, "penalties", None)
        if tab is None:
            return None
        table = self.map.selected if entry_id is None else None
        return tab.open_penalty(entry_id, table)

    # --- showing the state ----------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        seating = state.seating
        room = seating.room
        self._names = {}
        infos: dict[int, SeatInfo] = {}
        serving = penalty_marks(state)  # ADTP 68-C: the hands left beside the name
        if room is not None:
            for entry_id in seating.where:
                entry = state.book.entries.get(entry_id)
                player = state.players.get(entry.player_id) if entry else None
                name = player.name if player else f"#{entry_id}"
                self._names[entry_id] = name
                infos[entry_id] = SeatInfo(
                    name, entry_id in seating.waiting_button, *serving.get(entry_id, ())
                )
        try:
            decision = self._services.seating.pending(self._tournament_id) if room else None
        except Refused:
            decision = None
        self._decision = decision
        stopped = {s.table for s in decision.stop_play} if decision else set()
        moves = decision.moves if decision else ()
        self.map.set_room(
            room,
            infos,
            stopped,
            {m.origin for m in moves[:1]},
            {m.to for m in moves[:1]},
            set(seating.hand_done),
            self.show_closed.isChecked(),
        )
        if room is None:
            self.summary.setText(self.tr("Set the structure and the number of tables first."))
        else:
            open_tables = room.open_tables()
            players = sum(t.count for t in open_tables)
            next_ = [n for n in room.breaking_order if room.tables[n].is_open][:5]
            self.summary.setText(
                self.tr("{players} at {tables}; next to break: {order}").format(
                    players=self.tr("%n player(s)", "", players),
                    tables=self.tr("%n open table(s)", "", len(open_tables)),
                    order=", ".join(map(str, next_)),
                )
            )
        self._show_decision(decision)
        self._show_table(state)
        self.recent.clear()
        for m in reversed(seating.recent[-15:]):
            name = self._names.get(m.entry_id, f"#{m.entry_id}")
            item = QListWidgetItem(f"{name}: {m.origin} → {m.to}")
            item.setData(Qt.ItemDataRole.UserRole, (m.entry_id, m.to))
            self.recent.addItem(item)
        self.reprint_button.setEnabled(False)

    def refresh(self) -> None:
        self.show_state(self._services.tournaments.state(self._tournament_id))

    def _show_decision(self, decision: Decision | None) -> None:
        self.moves.clear()
        self.why.clear()
        if decision is None:
            self.decision_label.setText("")
            self.stop_label.setText("")
        else:
            self.decision_label.setText(decision.explain())
            self.stop_label.setText("\n".join(s.reason.text() for s in decision.stop_play))
            for move in decision.moves:
                name = self._names.get(move.player, f"#{move.player}")
                item = QListWidgetItem(f"{name}: {move.origin.label()} → {move.to.label()}")
                item.setData(Qt.ItemDataRole.UserRole, move.player)
                self.moves.addItem(item)
            if decision.moves:
                self.moves.setCurrentRow(0)
        kind = decision.kind if decision else DecisionKind.NONE
        self.confirm_button.setEnabled(kind is DecisionKind.BALANCE)
        self.other_button.setEnabled(kind is DecisionKind.BALANCE)
        self.break_button.setEnabled(kind is DecisionKind.BREAK_TABLE)
        if kind is DecisionKind.BREAK_TABLE and decision is not None:
            self.break_button.setText(self.tr("Break table {n}").format(n=decision.table))
        else:
            self.break_button.setText(self.tr("Break table"))

    def _show_table(self, state: TournamentState) -> None:
        number = self.map.selected
        room = state.seating.room
        self.draw_button_button.setEnabled(
            room is not None and bool(room.open_tables()) and state.seating.button_drawn is None
        )
        if state.seating.button_drawn is not None:
            self.draw_button_button.setToolTip(
                self.tr("The button was drawn once: seat {seat}.").format(
                    seat=state.seating.button_drawn
                )
            )
        chosen = room is not None and number is not None and number in room.tables
        open_table = chosen and room.tables[number].is_open
        for button in self.table_buttons:
            button.setEnabled(open_table)
        if not chosen:
            self.table_box.setTitle(self.tr("Table"))
            self.table_label.setText(self.tr("Click a table on the map."))
            return
        self.table_box.setTitle(self.tr("Table {n}").format(n=number))
        table = room.tables[number]
        button = str(table.button) if table.button else self.tr("unknown")
        reserved = ", ".join(
            f"{s} ({state.seating.reserved_reasons.get(f'{number}-{s}', '')})"
            for s in sorted(table.reserved)
        )
        text = self.tr("Table {n}: {count} of {size} seats; button at seat {button}.").format(
            n=number, count=table.count, size=table.size, button=button
        )
        if reserved:
            text += " " + self.tr("Reserved: {seats}.").format(seats=reserved)
        played = state.penalties.hands_played.get(number, 0)  # its "Hand done" key (ADTP 68-C)
        if played:
            text += " " + self.tr("Hands recorded: {n}.").format(n=played)
        self.table_label.setText(text)

    # --- slots ----------------------------------------------------------------------------

    def on_moves_current_row_changed(self, row: int) -> None:
        if self._decision is None or not 0 <= row < len(self._decision.moves):
            self.why.clear()
            return
        move = self._decision.moves[row]
        self.why.setText(move.explain())
        self.map.selected = move.origin.table
        self.map.ensure_table_visible(self.scroll)
        self.map.update()

    def on_map_table_selected(self, _table: int) -> None:
        self._show_table(self._services.tournaments.state(self._tournament_id))

    def on_map_move_requested(self, entry_id: int, table: int, seat: int) -> None:
        name = self._names.get(entry_id, f"#{entry_id}")
        reason = prompts.ask_text(
            self,
            self.tr("Move a player"),
            self.tr("Reason for moving {name} to table {table}, seat {seat}:").format(
                name=name, table=table, seat=seat
            ),
        )
        if reason is None:
            return
        origin = self._services.seating.state(self._tournament_id).seat_of(entry_id)
        tables = (origin.table, table) if origin is not None else (table,)
        if self._ask_buttons(*tables) is None:
            self.refresh()
            return
        self._print_moved(
            self._run(self._services.seating.move, entry_id, SeatRef(table, seat), reason)
        )

    def bust_out_menu(self, point: QPoint) -> QMenu | None:
        """The map's context menu at ``point``: bust out the player in that seat, or record
        bust-outs at that table; None off the tables."""
        table, seat = self.map.hit(point)
        room = self._services.seating.state(self._tournament_id).room
        if table is None or room is None:
            return None
        self.map.selected = table
        self.map.update()
        self._show_table(self._services.tournaments.state(self._tournament_id))
        menu = QMenu(self)
        player = room.tables[table].player_at(seat) if seat is not None else None
        if player is not None:
            name = self._names.get(player, f"#{player}")
            menu.addAction(
                self.tr("Bust out {name}…").format(name=name),
                lambda: self.open_bust_outs(table, player),
            )
            clocks = getattr(self, "player_clocks", None)
            if clocks is not None:  # ADTP 29: "tiempo" on the player in that seat
                menu.addAction(
                    self.tr("Call the clock on {name}…").format(name=name),
                    lambda: clocks.open_call(table, seat),
                )
            if getattr(self, "penalties", None) is not None:  # ADTP 68
                menu.addAction(
                    self.tr("Penalty for {name}…").format(name=name),
                    lambda: self.open_penalty(player),
                )
        menu.addAction(
            self.tr("Bust-outs at table {n}…").format(n=table), lambda: self.open_bust_outs(table)
        )
        menu.addAction(
            self.tr("Chip race at table {n}…").format(n=table), lambda: self.open_chip_race(table)
        )
        return menu

    def on_map_context_menu_requested(self, point: QPoint) -> None:
        menu = self.bust_out_menu(point)
        if menu is not None:
            menu.exec(self.map.mapToGlobal(point))

    def open_bust_outs(
        self, table: int | None = None, entry_id: int | None = None
    ) -> BustOutDialog:
        """The Bust-outs dialog, showing ``table``'s players with ``entry_id`` ticked."""
        if self.bust_out_dialog is not None:
            self.bust_out_dialog.close()
        self.bust_out_dialog = BustOutDialog(
            self._services, self._tournament_id, self._current_operator, table, entry_id, self
        )
        self.bust_out_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.bust_out_dialog.show()
        return self.bust_out_dialog

    def open_chip_race(self, table: int | None = None) -> ChipRaceDialog:
        """The chip race assistant (ADTP 24) at ``table``: the colour-up's tables done and to
        race, the race of the chosen table, its papers."""
        if self.chip_race_dialog is not None:
            self.chip_race_dialog.close()
        self.chip_race_dialog = ChipRaceDialog(
            self._services, self._tournament_id, self._current_operator, table, self.adapter,
            self,
        )  # fmt: skip
        self.chip_race_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.chip_race_dialog.show()
        return self.chip_race_dialog

    # --- actions --------------------------------------------------------------------------

    def _run(self, command, *args, refresh: bool = True) -> list | None:
        """Run a seating command; the recorded events, or None when it was refused (the
        refusal is shown above the pending box)."""
        try:
            recorded = command(self._current_operator(), self._tournament_id, *args)
        except Refused as refusal:
            self.refusal.setText(refusal.message)
            return None
        self.refusal.clear()
        if refresh:
            self.refresh()
        return recorded

    def _ask_buttons(self, *tables: int) -> bool | None:
        """House rule "Botón de Dealer": the move dialog asks for the current button seat of
        the tables involved, offering the last known one, and records the changed ones.
        None: cancelled (or refused); otherwise whether any button changed."""
        room = self._services.seating.state(self._tournament_id).room
        if room is None:
            return False
        numbers = list(dict.fromkeys(tables))
        rows = [(n, room.tables[n].size, room.tables[n].button) for n in numbers]
        changed = table_dialogs.ask_buttons(self, rows)
        if changed is None:
            return None
        for number, seat in changed.items():
            if self._run(self._services.seating.set_button, number, seat, refresh=False) is None:
                return None
        return bool(changed)

    def _selected_move(self):
        if self._decision is None or not self._decision.moves:
            return None
        row = max(0, self.moves.currentRow())
        return self._decision.moves[min(row, len(self._decision.moves) - 1)]

    def confirm_move(self) -> None:
        move = self._selected_move()
        if move is None:
            return
        changed = self._ask_buttons(move.origin.table, move.to.table)
        if changed is None:
            self.refresh()
            return
        if changed:
            # The proposal is made from the buttons: confirm only if it still stands.
            now = self._services.seating.pending(self._tournament_id)
            if not any(m.player == move.player and m.to == move.to for m in now.moves):
                self.refresh()
                self.refusal.setText(
                    self.tr("The button changed the proposal: check it and confirm again.")
                )
                return
        self._print_moved(self._run(self._services.seating.confirm_move, move.player))

    def other_seat(self) -> None:
        move = self._selected_move()
        if move is None:
            return
        text = prompts.ask_text(
            self,
            self.tr("Other seat"),
            self.tr("Seat for {name} instead of {proposed} (table-seat, e.g. 12-4):").format(
                name=self._names.get(move.player, ""), proposed=move.to.label()
            ),
        )
        if text is None:
            return
        seat = parse_seat(text)
        if seat is None:
            self.refusal.setText(self.tr("Write the seat as table-seat, e.g. 12-4."))
            return
        reason = prompts.ask_text(self, self.tr("Other seat"), self.tr("Reason:"))
        if reason is None:
            return
        if (
            seat.table in self._open_tables()
            and self._ask_buttons(move.origin.table, seat.table) is None
        ):
            self.refresh()
            return
        self._print_moved(self._run(self._services.seating.confirm_move, move.player, seat, reason))

    def break_table(self) -> None:
        decision = self._decision
        if decision is None or decision.kind is not DecisionKind.BREAK_TABLE:
            return
        if prompts.confirm(
            self,
            self.tr("Break table"),
            self.tr("Break table {n}? Its players are drawn into the other tables.").format(
                n=decision.table
            ),
        ):
            self._print_sheets(self._run(self._services.seating.break_table, decision.table))

    def redraw(self) -> None:
        kinds = {
            self.tr("Final table"): "final_table",
            self.tr("Two tables"): "two_tables",
            self.tr("New day"): "new_day",
        }
        current = 0
        if self._decision is not None and self._decision.kind is DecisionKind.FINAL_TABLE:
            current = 0
        choice = prompts.ask_item(
            self,
            self.tr("Redraw"),
            self.tr("Every seat is drawn again (director):"),
            list(kinds),
            current,
        )
        if choice is not None:
            self._print_sheets(self._run(self._services.seating.redraw, kinds[choice]))

    def _open_tables(self) -> set[int]:
        room = self._services.seating.state(self._tournament_id).room
        return {t.number for t in room.open_tables()} if room else set()

    def change_orders(self) -> None:
        """ADTP 10: the director changes the announced opening or breaking order (the
        service refuses the floor, and the refusal is shown)."""
        room = self._services.seating.state(self._tournament_id).room
        if room is None:
            return
        orders = table_dialogs.ask_orders(self, room.opening_order, room.breaking_order)
        if orders is not None:
            self._run(self._services.seating.set_orders, orders[0], orders[1])

    def set_button(self) -> None:
        number = self.map.selected
        if number is None:
            return
        room = self._services.seating.state(self._tournament_id).room
        table = room.tables[number] if room else None
        if table is None:
            return
        seat = prompts.ask_int(
            self,
            self.tr("Button"),
            self.tr("Button seat at table {n} for the next hand:").format(n=number),
            table.button or 1,
            1,
            table.size,
        )
        if seat is not None:
            self._run(self._services.seating.set_button, number, seat)

    def reserve_seat(self) -> None:
        number = self.map.selected
        room = self._services.seating.state(self._tournament_id).room
        if number is None or room is None:
            return
        table = room.tables[number]
        seat = prompts.ask_int(
            self, self.tr("Reserve seat"), self.tr("Seat at table {n}:").format(n=number), 1, 1,
            table.size,
        )  # fmt: skip
        if seat is None:
            return
        if seat in table.reserved:
            self._run(self._services.seating.release_seat, number, seat)
            return
        reason = prompts.ask_text(
            self, self.tr("Reserve seat"), self.tr("Why (special needs, TV table, staff):")
        )
        if reason is not None:
            self._run(self._services.seating.reserve_seat, number, seat, reason)

    def hand_done(self) -> None:
        """The table's "hand done" key (services.penalties.hand_done): during hand-for-hand
        the table's hand-for-hand mark; otherwise a hand played there, which counts one
        down for a player serving a penalty at the table (ADTP 68-C)."""
        if self.map.selected is not None:
            self._run(self._services.penalties.hand_done, self.map.selected)

    def draw_button(self) -> None:
        if prompts.confirm(
            self,
            self.tr("Draw the button"),
            self.tr("Draw the starting button seat for every open table?"),
        ):
            self._run(self._services.seating.draw_button)

    # --- printing (printing/slips.py through the print adapter) -----------------------------

    def on_auto_print_box_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.print_move_slips_automatically = on

    def _language(self) -> str:
        return i18n.language()

    def _send(self, pdf: bytes, kind: DocumentKind, title: str, quietly: bool) -> bool:
        return send(self.adapter, pdf, kind, title, self, quietly)

    def _print_slips(self, recorded: list[RecordedEvent], quietly: bool) -> bool:
        found = seating_service.move_slips(self._services, self._tournament_id, recorded)
        if not found:
            return False
        pdf = slips.render_move_slips(found, self._language())
        return self._send(pdf, DocumentKind.MOVE_SLIP, self.tr("Move slip"), quietly)

    def _print_moved(self, recorded: list[RecordedEvent] | None) -> None:
        """After a confirmed or manual move: the slip, when the floor prints automatically."""
        if recorded and self.auto_print_box.isChecked():
            self._print_slips(recorded, quietly=True)

    def _print_sheets(self, recorded: list[RecordedEvent] | None) -> None:
        """After a break (the break sheet and a slip per player) or a redraw (a sheet per
        table): printed at once when the floor prints automatically, else the print dialog
        is offered (it can be cancelled)."""
        if not recorded:
            return
        quietly = self.auto_print_box.isChecked()
        for event in recorded:
            if event.type not in ("TableBroken", "RoomRedrawn"):
                continue
            sheets = seating_service.table_sheets(self._services, self._tournament_id, event)
            pdf = slips.render_table_sheets(sheets, self._language())
            title = (
                self.tr("Break sheet") if event.type == "TableBroken" else self.tr("Table sheets")
            )
            self._send(pdf, DocumentKind.TABLE_SHEET, title, quietly)
            if event.type == "RoomRedrawn":  # and a seat card for every player
                cards = documents.redraw_seat_cards(
                    self._services, self._tournament_id, event, self._language()
                )
                self._send(cards, DocumentKind.SEAT_TICKET, self.tr("Seat cards"), quietly)
        if any(e.type == "TableBroken" for e in recorded):
            self._print_slips(recorded, quietly)

    def reprint_slip(self) -> None:
        """The slip of the selected recent move, printed again (its event read back)."""
        item = self.recent.currentItem()
        if item is None:
            return
        entry_id, to = item.data(Qt.ItemDataRole.UserRole)
        for event in reversed(self._services.tournaments.events(self._tournament_id)):
            p = event.payload
            if event.type == "PlayerMoved" and p["entry_id"] == entry_id:
                if f"{p['to_table']}-{p['to_seat']}" == to:
                    break
            elif event.type == "TableBroken" and any(s["entry_id"] == entry_id for s in p["seats"]):
                break
        else:
            self.refusal.setText(self.tr("That move is no longer in the record."))
            return
        only = self._only(event, entry_id)
        self._print_slips([only], quietly=False)

    @staticmethod
    def _only(event: RecordedEvent, entry_id: int) -> RecordedEvent:
        """A break's event narrowed to one player's seat (a reprint is one slip)."""
        if event.type != "TableBroken":
            return event
        payload = dict(event.payload)
        payload["seats"] = [s for s in payload["seats"] if s["entry_id"] == entry_id]
        return dataclasses.replace(event, payload=payload)
