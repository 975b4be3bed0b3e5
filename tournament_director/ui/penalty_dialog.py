"""The penalty dialog: the floor gives a player a penalty (ADTP 68; Casino Club
"Penalidades").

Opened from the Tables tab (right-click a seat, the table's "Penalty…" button, Ctrl+P) and
from the Penalties tab. Left, the player: the players in play, found by name, table-seat
("3-4") or entry number, the seat clicked chosen already; under them his penalties in this
event. Right, the offence from the house's list with the rule it falls under (what happened,
required for "other"), the application's proposal with its why (the next step of the house's
ladder from his record in this event, never lighter than the offence's least penalty), and
the penalty given: the proposal chosen at first; a verbal warning, missed hands (a number),
missed orbits (a number: one hand for each player at the table, the offender included, times
the orbits; the players as the room counts them now, or as the floor counts them) or a
disqualification (a director's, the chips removed from play). The hands to serve are worked
out as the floor chooses (the service's ``preview``: nothing written). Choosing otherwise than
the proposal needs the reason, which goes into the record. A refusal is said in red and
nothing is written. After recording, the player's notice (80 mm) is offered.

Keyboard: type in the search, the arrows choose the player, Enter goes on to the offence;
Enter elsewhere records.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import penalties as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.operators import PERMISSIONS, Operator
from tournament_director.domain.player_search import fold
from tournament_director.domain.text import REASON_LIMIT, parse_count
from tournament_director.printing.documents import Paper
from tournament_director.services import Services
from tournament_director.services.papers import paper_name
from tournament_director.ui import prompts
from tournament_director.ui.print_adapter import DocumentKind, PrintAdapter, send
from tournament_director.ui.screen_fit import ScrollBody, fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.time_format import day_and_time

GREY = "#5a5a5a"
AMBER = "#8a5300"
RED = "#b00020"
#: Where the floor's kinds sit in the button group.
KIND_IDS = {kind: n for n, kind in enumerate(domain.KINDS)}
#: "3-" (table 3) or "3-4" (table 3, seat 4) typed in the player's search.
TABLE_SEAT = re.compile(r"(\d+)[-/](\d*)")


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


class PenaltyDialog(QDialog):
    """Give a penalty: the player, the offence, the proposal and why, the penalty chosen and
    the hands it makes, the reason when otherwise, Record."""

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        entry_id: int | None = None,
        adapter: PrintAdapter | None = None,
        parent: QWidget | None = None,
        table: int | None = None,
    ) -> None:
        """``entry_id``: the player chosen (the seat clicked); else ``table``: its players
        shown ("3-" in the search)."""
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.adapter = adapter
        self.recorded: list[RecordedEvent] | None = None
        self.penalty_id: int | None = None
        #: The proposal last shown, so a new player or offence brings the choice back to it.
        self._proposed: domain.Step | None = None
        self._shown_for: tuple[int | None, str | None] = (None, None)
        self._shown_entry: int | None = None
        self._filling = False
        #: The players at the table as the floor typed them (None: as the room counts them).
        self._players_typed: int | None = None
        self.setWindowTitle(self.tr("Penalty"))
        self._build()
        self._fill_players()
        if entry_id is not None:
            self.choose_entry(entry_id)
        elif table is not None:
            self.search_edit.setText(f"{table}-")
            self.search_edit.selectAll()
        self._update()
        # Tall enough for the whole body on a 1280x720 screen (the offence, the proposal,
        # the penalty and the reason); a shorter screen scrolls the body, never the buttons.
        self.layout().activate()
        hint = self.sizeHint()
        fit_to_screen(self, (max(900, hint.width()), max(600, hint.height())))
        (self.offence_combo if entry_id is not None else self.search_edit).setFocus()

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        director = self._current_operator().role in PERMISSIONS["disqualify_player"]
        # The player.
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Name, table-seat (3-4) or entry number…"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.installEventFilter(self)
        self.players_list = QListWidget()
        self.players_list.setAlternatingRowColors(True)
        self.players_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        self.record_label = QLabel()
        self.record_label.setWordWrap(True)
        self.record_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.record_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        player_box = QGroupBox(self.tr("Player"))
        player_layout = QVBoxLayout(player_box)
        player_layout.addWidget(self.search_edit)
        player_layout.addWidget(self.players_list, 1)
        player_layout.addWidget(self.record_label)

        # The offence.
        self.offence_combo = QComboBox()
        self.offence_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.offence_combo.setMinimumContentsLength(28)
        for offence in self._services.penalties.offences():
            self.offence_combo.addItem(f"{offence.label()} — {offence.rule}", offence.key)
            self.offence_combo.setItemData(
                self.offence_combo.count() - 1,
                self.tr("Falls under: %1").replace("%1", offence.rule),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)
        self.rule_label.setStyleSheet(f"color: {GREY};")
        self.details_edit = QLineEdit()
        self.details_edit.setMaxLength(REASON_LIMIT)
        self.reason_edit = QLineEdit()
        self.reason_edit.setMaxLength(REASON_LIMIT)

        # The proposal and why.
        self.proposal_label = QLabel()
        self.proposal_label.setWordWrap(True)
        bold = self.proposal_label.font()
        bold.setBold(True)
        self.proposal_label.setFont(bold)
        self.why_label = QLabel()
        self.why_label.setWordWrap(True)
        self.why_label.setStyleSheet(f"color: {GREY};")
        self.why_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        proposal_box = QGroupBox(self.tr("Proposal"))
        proposal_layout = QVBoxLayout(proposal_box)
        proposal_layout.addWidget(self.proposal_label)
        proposal_layout.addWidget(self.why_label)

        # The penalty given.
        self.warning_radio = QRadioButton(self.tr("Verbal warning"))
        self.hands_radio = QRadioButton(self.tr("Missed hands:"))
        self.orbits_radio = QRadioButton(self.tr("Missed orbits:"))
        self.disqualification_radio = QRadioButton(self.tr("Disqualification"))
        self.kind_group = QButtonGroup(self)
        radios = (self.warning_radio, self.hands_radio, self.orbits_radio,
                  self.disqualification_radio)  # fmt: skip
        for kind, radio in zip(domain.KINDS, radios, strict=True):
            self.kind_group.addButton(radio, KIND_IDS[kind])
        self.hands_spin = QSpinBox()
        self.hands_spin.setRange(1, domain.HANDS_MAX)
        self.orbits_spin = QSpinBox()
        self.orbits_spin.setRange(1, domain.ORBITS_MAX)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(0, domain.TABLE_PLAYERS_MAX)
        self.players_spin.setSpecialValueText("—")
        self.players_spin.setToolTip(
            self.tr(
                "ADTP 68-B: an orbit is one hand for each player at the table when the "
                "offence happened, the offender included. Change it when the room's count "
                "is not what the table had."
            )
        )
        self.chips_edit = QLineEdit()
        self.chips_edit.setPlaceholderText(self.tr("chips counted"))
        self.chips_edit.setMaximumWidth(140)
        if director:
            self.disqualification_radio.setToolTip(
                self.tr(
                    "ADTP 68-D, Casino Club “Penalidades”: the player is out now and his "
                    "chips are removed from play (director)."
                )
            )
        else:
            self.disqualification_radio.setEnabled(False)
            self.disqualification_radio.setToolTip(
                self.tr("Only a director can disqualify a player.")
            )
            self.chips_edit.setEnabled(False)
        grid = QGridLayout()
        grid.addWidget(self.warning_radio, 0, 0)
        grid.addWidget(self.hands_radio, 1, 0)
        grid.addWidget(self.hands_spin, 1, 1)
        grid.addWidget(self.orbits_radio, 2, 0)
        grid.addWidget(self.orbits_spin, 2, 1)
        players_row = QHBoxLayout()
        players_row.addWidget(QLabel(self.tr("players at the table:")))
        players_row.addWidget(self.players_spin)
        players_row.addStretch(1)
        grid.addLayout(players_row, 2, 2)
        grid.addWidget(self.disqualification_radio, 3, 0)
        chips_row = QHBoxLayout()
        chips_row.addWidget(QLabel(self.tr("chips removed:")))
        chips_row.addWidget(self.chips_edit)
        chips_row.addStretch(1)
        grid.addLayout(chips_row, 3, 1, 1, 2)
        grid.setColumnStretch(2, 1)
        self.hands_label = QLabel()
        self.hands_label.setWordWrap(True)
        self.hands_label.setFont(bold)
        self.hands_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        given_box = QGroupBox(self.tr("Penalty given"))
        given_layout = QVBoxLayout(given_box)
        given_layout.addLayout(grid)
        given_layout.addWidget(self.hands_label)

        self.reason_hint = QLabel()
        self.reason_hint.setWordWrap(True)
        self.reason_hint.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)

        form = QGridLayout()
        form.addWidget(QLabel(self.tr("Offence:")), 0, 0)
        form.addWidget(self.offence_combo, 0, 1)
        form.addWidget(self.rule_label, 1, 1)
        form.addWidget(QLabel(self.tr("What happened:")), 2, 0)
        form.addWidget(self.details_edit, 2, 1)
        form.setColumnStretch(1, 1)
        reason_form = QGridLayout()
        reason_form.addWidget(QLabel(self.tr("Reason:")), 0, 0)
        reason_form.addWidget(self.reason_edit, 0, 1)
        reason_form.addWidget(self.reason_hint, 1, 1)
        reason_form.setColumnStretch(1, 1)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(form)
        right_layout.addWidget(proposal_box)
        right_layout.addWidget(given_box)
        right_layout.addLayout(reason_form)
        right_layout.addStretch(1)
        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(player_box, 2)
        columns.addWidget(right, 3)

        self.refusal = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.record_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.record_button.setText(self.tr("Record the penalty"))
        self.record_button.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(ScrollBody(body), 1)
        layout.addWidget(self.refusal)
        layout.addWidget(self.buttons)

        self.search_edit.textChanged.connect(lambda _text: self._apply_filter())
        self.players_list.currentRowChanged.connect(self.on_player_changed)
        self.offence_combo.currentIndexChanged.connect(lambda _i: self._update())
        self.kind_group.idToggled.connect(self.on_kind_toggled)
        self.hands_spin.valueChanged.connect(lambda _n: self._choose(domain.HANDS))
        self.orbits_spin.valueChanged.connect(lambda _n: self._choose(domain.ORBITS))
        self.players_spin.valueChanged.connect(self.on_players_changed)
        self.reason_edit.textChanged.connect(lambda _text: show_error(self.refusal, ""))
        self.details_edit.textChanged.connect(lambda _text: show_error(self.refusal, ""))

    # --- the players ----------------------------------------------------------------------

    def _state(self):
        return self._services.tournaments.state(self._tournament_id)

    def _fill_players(self) -> None:
        """The players in play, by table and seat (the unseated last)."""
        state = self._state()
        players = self._services.payouts.players_left(self._tournament_id)
        players.sort(key=lambda p: (p.table is None, p.table or 0, p.seat or 0, fold(p.name)))
        counts: dict[int, int] = {}
        for penalty in state.penalties.items.values():
            counts[penalty.entry_id] = counts.get(penalty.entry_id, 0) + 1
        self.players_list.clear()
        self._haystacks: list[str] = []
        self._seats: list[tuple[int | None, int | None]] = []
        for player in players:
            where = (
                f"{player.table}-{player.seat}"
                if player.table is not None and player.seat is not None
                else "—"
            )
            text = f"{where}   {player.name}"
            if counts.get(player.entry_id):
                text += "   ⚠ " + str(counts[player.entry_id])
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, player.entry_id)
            item.setToolTip(
                self.tr("%1 (entry %2)")
                .replace("%1", player.name)
                .replace("%2", str(player.entry_id))
            )
            self.players_list.addItem(item)
            self._haystacks.append(fold(player.name))
            self._seats.append((player.table, player.seat))

    def _matches(self, row: int, word: str) -> bool:
        """A word typed: part of the name; "3-" the players of table 3, "3-4" the seat; a
        number alone the entry's number (or part of the name)."""
        seat = TABLE_SEAT.fullmatch(word)
        if seat is not None:
            table, at = self._seats[row]
            return str(table) == seat.group(1) and (not seat.group(2) or str(at) == seat.group(2))
        if word.isdigit():
            entry = self.players_list.item(row).data(Qt.ItemDataRole.UserRole)
            return str(entry) == word or word in self._haystacks[row]
        return word in self._haystacks[row]

    def _apply_filter(self) -> None:
        words = fold(self.search_edit.text()).split()
        first = -1
        for row in range(self.players_list.count()):
            item = self.players_list.item(row)
            visible = all(self._matches(row, word) for word in words)
            item.setHidden(not visible)
            if visible and first < 0:
                first = row
        current = self.players_list.currentItem()
        if (current is None or current.isHidden()) and first >= 0:
            self.players_list.setCurrentRow(first)  # shown by on_player_changed
        if self.entry_id() != self._shown_entry:  # nobody found, or found again
            self._update()

    def choose_entry(self, entry_id: int) -> bool:
        for row in range(self.players_list.count()):
            if self.players_list.item(row).data(Qt.ItemDataRole.UserRole) == entry_id:
                self.players_list.setCurrentRow(row)
                self.players_list.scrollToItem(self.players_list.item(row))
                return True
        return False

    def showEvent(self, event) -> None:
        super().showEvent(event)
        item = self.players_list.currentItem()
        if item is not None:  # the seat clicked, in view once the list has its size
            self.players_list.scrollToItem(item)

    def entry_id(self) -> int | None:
        item = self.players_list.currentItem()
        if item is None or item.isHidden():
            return None
        return item.data(Qt.ItemDataRole.UserRole)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the search: the arrows move through the players, Enter goes on to the offence
        (it never records from the search)."""
        if watched is self.search_edit and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                rows = [
                    r
                    for r in range(self.players_list.count())
                    if not self.players_list.item(r).isHidden()
                ]
                if rows:
                    current = self.players_list.currentRow()
                    at = rows.index(current) if current in rows else -1
                    at = min(max(at + (1 if key == Qt.Key.Key_Down else -1), 0), len(rows) - 1)
                    self.players_list.setCurrentRow(rows[at])
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if self.entry_id() is not None:
                    self.offence_combo.setFocus()
                return True
        return super().eventFilter(watched, event)

    # --- the choice -----------------------------------------------------------------------

    def offence(self) -> str | None:
        return self.offence_combo.currentData()

    def chosen(self) -> domain.Step | None:
        kind = (
            domain.KINDS[self.kind_group.checkedId()] if self.kind_group.checkedId() >= 0 else None
        )
        if kind is None:
            return None
        if kind == domain.HANDS:
            return domain.Step(kind, self.hands_spin.value())
        if kind == domain.ORBITS:
            return domain.Step(kind, self.orbits_spin.value())
        return domain.Step(kind)

    def select_step(self, step: domain.Step) -> None:
        """Set the choice to ``step`` (the proposal when the dialog opens)."""
        self._filling = True
        try:
            if step.kind == domain.HANDS:
                self.hands_spin.setValue(step.count)
            elif step.kind == domain.ORBITS:
                self.orbits_spin.setValue(step.count)
            self.kind_group.button(KIND_IDS[step.kind]).setChecked(True)
        finally:
            self._filling = False
        self._update()

    def _choose(self, kind: str) -> None:
        """A number typed for missed hands or orbits chooses that kind."""
        if self._filling:
            return
        button = self.kind_group.button(KIND_IDS[kind])
        if not button.isChecked():
            button.setChecked(True)  # on_kind_toggled updates
        else:
            self._update()

    def on_kind_toggled(self, _id: int, on: bool) -> None:
        if on and not self._filling:
            show_error(self.refusal, "")
            self._update()

    def on_player_changed(self, _row: int) -> None:
        self._players_typed = None
        show_error(self.refusal, "")
        self._update()

    def on_players_changed(self, value: int) -> None:
        if self._filling:
            return
        self._players_typed = value or None
        self._update()

    def players(self) -> int | None:
        """The players at the table as the floor typed them; None: as the room counts."""
        return self._players_typed

    # --- showing what it makes ------------------------------------------------------------

    def _record_text(self, state, entry_id: int) -> str:
        entry = state.book.entries.get(entry_id)
        record = state.penalties.of_player(entry.player_id) if entry is not None else []
        if not record:
            return self.tr("No penalties in this event yet.")
        lines = []
        for p in record:
            day, time = day_and_time(p.at)
            line = (
                f"{time} {capitalised(p.step.words())} — {p.offence_words() or p.details} "
                f"({domain.status_words(p)})"
            )
            lines.append(line if not day else f"{day} {line}")
        return (
            self.tr("In this event (%n penalty(ies)):", "", len(record)) + "\n" + "\n".join(lines)
        )

    def _update(self) -> None:
        """Everything the choice makes, worked out by the service's preview (nothing
        written): the proposal and why, the hands, whether a reason is needed."""
        if self._filling:
            return
        state = self._state()
        entry = self._shown_entry = self.entry_id()
        offence_key = self.offence()
        offence = next(
            (o for o in self._services.penalties.offences() if o.key == offence_key), None
        )
        self.rule_label.setText(
            self.tr("Falls under: %1").replace("%1", offence.rule) if offence else ""
        )
        needs = offence is not None and offence.needs_details
        self.details_edit.setPlaceholderText(
            self.tr("Required: say what happened; it goes into the record.")
            if needs
            else self.tr("Optional")
        )
        dq = self.kind_group.checkedId() == KIND_IDS[domain.DISQUALIFICATION]
        self.chips_edit.setEnabled(dq)
        if entry is None:
            self.record_label.setText("")
            self.proposal_label.setText(self.tr("Choose the player."))
            self.why_label.setText("")
            self.hands_label.setText("")
            self._show_reason(False, None, None)
            self.record_button.setEnabled(False)
            return
        self.record_label.setText(self._record_text(state, entry))
        try:
            proposal = self._services.penalties.propose(self._tournament_id, entry, offence_key)
        except Refused as refusal:
            show_error(self.refusal, refusal.message)
            self.record_button.setEnabled(False)
            return
        if (entry, offence_key) != self._shown_for:
            self._shown_for = (entry, offence_key)
            if proposal.step != self._proposed or self.chosen() is None:
                self._proposed = proposal.step
                self.select_step(proposal.step)  # comes back here with the choice set
                return
        self._proposed = proposal.step
        step = self.chosen() or proposal.step
        plan = None
        problem = ""
        try:
            plan = self._services.penalties.preview(
                self._tournament_id, entry, offence_key, step.kind, step.count, self.players()
            )
        except Refused as refusal:
            problem = refusal.message
        seat_players = plan.players if plan is not None else self._players_typed
        self._set_players(seat_players)
        self.players_spin.setEnabled(step.kind == domain.ORBITS)
        self.proposal_label.setText(self._step_text(proposal.step, seat_players))
        self.why_label.setText(proposal.why)
        if plan is None:
            self.hands_label.setText("")
        else:
            self.hands_label.setText(self._hands_text(plan.step, plan.players, plan.hands))
        otherwise = step != proposal.step
        self._show_reason(otherwise, proposal.step, step)
        not_director = dq and not self.disqualification_radio.isEnabled()
        if not_director:
            problem = self.tr("Only a director can disqualify a player: call the director.")
        show_error(self.refusal, problem)
        self.record_button.setEnabled(plan is not None and not not_director)

    def _set_players(self, players: int | None) -> None:
        self._filling = True
        try:
            self.players_spin.setValue(players or 0)
        finally:
            self._filling = False

    def _step_text(self, step: domain.Step, players: int | None) -> str:
        """Pérdida de 1 órbita: 9 manos (9 jugadores en la mesa)."""
        words = capitalised(step.words())
        if step.kind == domain.HANDS:
            return words
        if step.kind == domain.ORBITS and players:
            hands = domain.hands_to_serve(step, players)
            return (
                self.tr("%1: %n hand(s) (%2 players at the table)", "", hands)
                .replace("%1", words)
                .replace("%2", str(players))
            )
        return words

    def _hands_text(self, step: domain.Step, players: int | None, hands: int) -> str:
        if step.kind == domain.WARNING:
            return self.tr("No hands to serve: the warning is recorded.")
        if step.kind == domain.DISQUALIFICATION:
            return self.tr("The player is out now and his chips are removed from play (ADTP 68-D).")
        if step.kind == domain.ORBITS:
            orbits = self.tr("%n orbit(s)", "", step.count)
            return (
                self.tr("To serve: %n hand(s) (%1 players at the table × %2).", "", hands)
                .replace("%1", str(players))
                .replace("%2", orbits)
            )
        return self.tr("To serve: %n hand(s).", "", hands)

    def _show_reason(
        self, otherwise: bool, proposed: domain.Step | None, chosen: domain.Step | None
    ) -> None:
        if otherwise and proposed is not None and chosen is not None:
            self.reason_hint.setText(
                self.tr("Required: the proposal is %1 and you chose %2; it goes into the record.")
                .replace("%1", proposed.words())
                .replace("%2", chosen.words())
            )
            self.reason_hint.setStyleSheet(f"color: {AMBER}; font-weight: bold;")
            self.reason_edit.setPlaceholderText(self.tr("Why otherwise than the proposal"))
        else:
            self.reason_hint.setText(self.tr("Only when choosing otherwise than the proposal."))
            self.reason_hint.setStyleSheet(f"color: {GREY};")
            self.reason_edit.setPlaceholderText("")

    # --- recording ------------------------------------------------------------------------

    def record(self) -> list[RecordedEvent] | None:
        """Give the penalty as chosen; a refusal is said in red, nothing written, and the
        dialog stays open (the proposal read again: another console may have given one)."""
        entry, step = self.entry_id(), self.chosen()
        if entry is None or step is None:
            show_error(self.refusal, self.tr("Choose the player."))
            return None
        chips = 0
        if step.kind == domain.DISQUALIFICATION:
            text = self.chips_edit.text()
            try:
                counted = parse_count(text)
            except ValueError:
                show_error(
                    self.refusal, self.tr("The chips are not a number: %1").replace("%1", text)
                )
                return None
            if counted is None:
                show_error(
                    self.refusal,
                    self.tr("Enter the chips removed from the table, as the floor counted them."),
                )
                self.chips_edit.setFocus()
                return None
            chips = counted
        count = step.count if step.kind in (domain.HANDS, domain.ORBITS) else None
        try:
            self.recorded = self._services.penalties.penalize(
                self._current_operator(),
                self._tournament_id,
                entry,
                self.offence(),
                step.kind,
                count,
                reason=self.reason_edit.text(),
                details=self.details_edit.text(),
                players=self.players() if step.kind == domain.ORBITS else None,
                chips=chips,
            )
        except Refused as refusal:
            self._shown_for = (None, None)
            self._update()
            show_error(self.refusal, refusal.message)
            self.record_button.setEnabled(True)
            return None
        self.penalty_id = self.recorded[0].seq
        self.offer_notice(self.penalty_id)
        self.accept()
        return self.recorded

    def offer_notice(self, penalty_id: int) -> bool:
        """The player's notice (80 mm), offered once the penalty is recorded."""
        penalty = self._services.penalties.penalty(self._tournament_id, penalty_id)
        text = domain.penalty_words(penalty)
        question = self.tr("Print the notice for the player (80 mm)?")
        if not prompts.confirm(self, self.tr("Penalty recorded"), f"{text}\n\n{question}"):
            return False
        return print_notice(self._services, self._tournament_id, penalty_id, self.adapter, self)


def print_notice(
    services: Services,
    tournament_id: int,
    penalty_id: int,
    adapter: PrintAdapter | None,
    parent: QWidget,
    paper: Paper | None = None,
) -> bool:
    """The player's notice of a penalty, through the print adapter (80 mm by default; kept
    as a PDF in the tournament's folder when there is no printer)."""
    language = i18n.language()
    try:
        pdf = services.penalties.notice_pdf(tournament_id, penalty_id, language, paper)
    except Refused as refusal:
        prompts.warn(
            parent, QCoreApplication.translate("PrintAdapter", "Not printed"), refusal.message
        )
        return False
    penalty = services.penalties.penalty(tournament_id, penalty_id)
    # aviso-penalidad-34-entrada-12: the penalty's number, then the entry's
    entry = paper_name("penalty_notice", language, entry_id=penalty.entry_id)
    base = paper_name("penalty_notice", language)
    name = f"{base}-{penalty_id}{entry[len(base) :]}"
    title = QCoreApplication.translate("PenaltyDialog", "Penalty notice — %1").replace(
        "%1", penalty.player_name
    )
    kind = DocumentKind.REPORT if paper is Paper.A4 else DocumentKind.RECEIPT
    return send(adapter, pdf, kind, title, parent, paper=name)


__all__ = ["PenaltyDialog", "print_notice"]
