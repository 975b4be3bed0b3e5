"""The chip race assistant: the floor runs a colour-up break table by table (ADTP 24; Casino
Club "Reemplazo de Fichas menores (Colour up)").

Opened from the Tables tab (a button, or right-click a table) and from the Clock tab. Left,
the colour-up's tables: which have raced and which remain, and the colour-up sheets to
print for the floor to carry. Right, the chosen table: its seats with the players, a field
per seat for the odd chips (what is left after exchanging whole chips of the new
denomination), "no other chips" for a player who holds nothing else, the chips raced said as
the floor types, and the cards: typed as dealt at the table (shown in the order they are
dealt, from seat 1 clockwise) or dealt by the application when the race is recorded (drawn
inside the command from the system's secure source and recorded). Once the cards are typed
the result is shown (winners, protection chips, the change of chips in play) before it is
recorded; a refusal is said in red and nothing is written. After recording, the result's
paper is offered (80 mm slip or A4). One table a command: undo (Ctrl+Z in the console)
reverts it.

Keyboard: Enter goes to the next field, Ctrl+Enter records, Alt+1..9 jumps to a table of
the list; cards may be typed "Jc 4d 9h" or "jc4d9h" (T or 10 for ten).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain.chip_race import Card
from tournament_director.domain.chip_races import ColourUpBreak, Overview, RaceRecord
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.money import format_count
from tournament_director.domain.operators import Operator
from tournament_director.printing.documents import Paper
from tournament_director.services import Services, chip_documents
from tournament_director.services.chip_races import Preview
from tournament_director.services.papers import paper_name
from tournament_director.ui import prompts
from tournament_director.ui.elided_label import ElidedLabel
from tournament_director.ui.print_adapter import DocumentKind, PrintAdapter, send
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error
from tournament_director.ui.time_format import day_and_time

RED = "#b3261e"
GREEN = "#1b5e20"
GREY = "#555555"

_CARD = r"(?:10|[2-9tjqka])[shdc♠♥♦♣♤♡♢♧]"
_RUN = re.compile(rf"(?:{_CARD}[\s,;]*)+", re.IGNORECASE)


def split_cards(text: str) -> list[str]:
    """The cards typed in a field: "Jc 4d 9h", "Jc,4d", "jc4d9h" or "10h Q♠"; anything
    else split at spaces and commas (Card.parse then says in words what is wrong)."""
    cleaned = text.strip()
    if not cleaned:
        return []
    if _RUN.fullmatch(cleaned):
        return re.findall(_CARD, cleaned, re.IGNORECASE)
    return [part for part in re.split(r"[\s,;]+", cleaned) if part]


@dataclass
class SeatRow:
    """One occupied seat's fields."""

    seat: int
    entry_id: int
    name: str
    odd_edit: QLineEdit
    bare_box: QCheckBox
    cards_edit: QLineEdit
    order_label: QLabel


class _EnterMovesOn(QObject):
    """Enter in a field goes to the next field, as on a paper form; Ctrl+Enter records."""

    def __init__(self, record: Callable[[], object], parent: QObject) -> None:
        super().__init__(parent)
        self._record = record

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(watched, QWidget)
        ):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self._record()
            else:
                watched.focusNextChild()
            return True
        return False


class ChipRaceDialog(QDialog):
    """``recorded`` (the events) after each table's race is recorded; the dialog stays open
    for the next table."""

    recorded = Signal(list)

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        table: int | None = None,
        adapter: PrintAdapter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.adapter = adapter
        self._overview: Overview | None = None
        self._colour_up: ColourUpBreak | None = None
        self._table: int | None = table
        self._rows: list[SeatRow] = []
        self._preview: Preview | None = None
        self._filling = False  # fields being filled from a recorded race: no preview
        self._deals = False  # the floor chose "Deal with the application"
        self._enter = _EnterMovesOn(self.record, self)
        self.setWindowTitle(self.tr("Chip race"))
        self._build()
        self._connect()
        self.reload()
        fit_to_screen(self, (1060, 660))

    # --- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.header = QLabel()
        self.header.setWordWrap(True)
        font = self.header.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.header.setFont(font)
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)
        self.rule_label.setStyleSheet(f"color: {GREY};")

        # The colour-up's tables.
        self.tables_list = QListWidget()
        self.tables_list.setMinimumWidth(210)
        self.count_label = QLabel()
        self.count_label.setWordWrap(True)
        self.print_sheets_button = QPushButton(self.tr("Print colour-up sheets…"))
        self.print_sheets_button.setToolTip(
            self.tr("A sheet per table: what comes off, the race to run, lines to write on")
        )
        self.print_sheets_button.setAutoDefault(False)
        tables_box = QGroupBox(self.tr("Tables at this colour-up"))
        tables_box.setMaximumWidth(320)
        tables_layout = QVBoxLayout(tables_box)
        tables_layout.addWidget(self.tables_list, 1)
        tables_layout.addWidget(self.count_label)
        tables_layout.addWidget(self.print_sheets_button)

        # The chosen table.
        self.table_box = QGroupBox(self.tr("Table"))
        self.chip_combo = QComboBox()
        self.chip_row = QWidget()
        chip_layout = QHBoxLayout(self.chip_row)
        chip_layout.setContentsMargins(0, 0, 0, 0)
        chip_layout.addWidget(QLabel(self.tr("Chip raced:")))
        chip_layout.addWidget(self.chip_combo)
        chip_layout.addStretch(1)
        self.seats_scroll = QScrollArea()
        self.seats_scroll.setWidgetResizable(True)
        self.seats_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.seats_scroll.setMinimumHeight(150)
        self.raced_label = QLabel()
        self.raced_label.setWordWrap(True)
        bold = self.raced_label.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.raced_label.setFont(bold)
        self.deal_label = QLabel()
        self.deal_label.setWordWrap(True)
        self.typed_radio = QRadioButton(self.tr("Cards dealt at the table"))
        self.typed_radio.setToolTip(self.tr("Type each seat's cards as the dealer turns them up"))
        self.drawn_radio = QRadioButton(self.tr("Deal with the application"))
        self.drawn_radio.setToolTip(
            self.tr(
                "The application deals the cards from the system's secure random source when "
                "the race is recorded; the cards drawn are kept in the record"
            )
        )
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.typed_radio, 0)
        self.mode_group.addButton(self.drawn_radio, 1)
        self.typed_radio.setChecked(True)
        modes = QHBoxLayout()
        modes.addWidget(self.typed_radio)
        modes.addWidget(self.drawn_radio)
        modes.addStretch(1)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.preview_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)
        table_layout = QVBoxLayout(self.table_box)
        table_layout.addWidget(self.chip_row)
        table_layout.addWidget(self.seats_scroll, 1)
        table_layout.addWidget(self.raced_label)
        table_layout.addWidget(self.deal_label)
        table_layout.addLayout(modes)
        table_layout.addWidget(self.preview_label)

        self.error = error_label()
        self.error.setStyleSheet(f"color: {RED}; font-weight: bold;")
        undo_hint = QLabel(self.tr("A mistake? Undo it in the console (Ctrl+Z)."))
        undo_hint.setStyleSheet(f"color: {GREY};")
        undo_hint.setWordWrap(True)
        self.paper_combo = QComboBox()
        self.paper_combo.addItem(self.tr("80 mm slip"), Paper.ROLL_80)
        self.paper_combo.addItem(self.tr("A4"), Paper.A4)
        self.paper_combo.setToolTip(self.tr("The paper of the race result"))
        self.print_sheet_button = QPushButton(self.tr("Print this table's sheet"))
        self.print_result_button = QPushButton(self.tr("Print result"))
        # No default button: Enter moves between fields, it never records.
        self.record_button = QPushButton(self.tr("Record the race"))
        self.record_button.setToolTip(self.tr("Record this table's race (Ctrl+Enter)"))
        self.close_button = QPushButton(self.tr("Close"))
        for button in (
            self.print_sheet_button,
            self.print_result_button,
            self.record_button,
            self.close_button,
        ):
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(undo_hint, 1)
        buttons.addWidget(self.paper_combo)
        buttons.addWidget(self.print_sheet_button)
        buttons.addWidget(self.print_result_button)
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.close_button)

        middle = QHBoxLayout()
        middle.addWidget(tables_box, 1)
        middle.addWidget(self.table_box, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.rule_label)
        layout.addLayout(middle, 1)
        layout.addWidget(self.error)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        self.tables_list.currentItemChanged.connect(self.on_tables_list_current_item_changed)
        self.chip_combo.currentIndexChanged.connect(lambda _index: self.show_table(self._table))
        self.mode_group.idToggled.connect(self.on_mode_group_id_toggled)
        self.print_sheets_button.clicked.connect(lambda: self.print_sheets(every_table=True))
        self.print_sheet_button.clicked.connect(lambda: self.print_sheets(every_table=False))
        self.print_result_button.clicked.connect(self.print_result)
        self.record_button.clicked.connect(self.record)
        self.close_button.clicked.connect(self.reject)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.record)
        for n in range(1, 10):
            QShortcut(QKeySequence(f"Alt+{n}"), self, lambda n=n: self._jump_to(n - 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # a record is Ctrl+Enter or its button, never a stray Enter
            return
        super().keyPressEvent(event)

    # --- reading --------------------------------------------------------------------------

    def _state(self):
        return self._services.tournaments.state(self._tournament_id)

    def _name(self, entry_id: int | None) -> str:
        state = self._state()
        entry = state.book.entries.get(entry_id) if entry_id is not None else None
        player = state.players.get(entry.player_id) if entry is not None else None
        return player.name if player is not None else f"#{entry_id}"

    def chip(self) -> int | None:
        """The chip raced (several come off at this break), else None: the only one."""
        if self._colour_up is None or len(self._colour_up.removed) < 2:
            return None
        return self.chip_combo.currentData()

    def _removed(self):
        if self._colour_up is None:
            return None
        chosen = self.chip()
        if chosen is None:
            return self._colour_up.removed[0]
        return self._colour_up.chip(chosen) or self._colour_up.removed[0]

    def drawn(self) -> bool:
        return self.drawn_radio.isChecked()

    def table(self) -> int | None:
        return self._table

    def row(self, seat: int) -> SeatRow:
        return next(r for r in self._rows if r.seat == seat)

    def _record_of(self, table: int | None) -> RaceRecord | None:
        removed = self._removed()
        if table is None or removed is None or self._colour_up is None:
            return None
        return self._state().chip_races.of(self._colour_up.after_level, removed.denomination, table)

    # --- the colour-up and its tables -----------------------------------------------------

    def reload(self) -> None:
        """The colour-up now (or next) and its tables, from the services."""
        self._overview = self._services.chip_races.overview(self._tournament_id)
        here = self._overview.colour_up if self._overview is not None else None
        self._colour_up = here
        chosen = self.chip_combo.currentData()
        self.chip_combo.blockSignals(True)
        self.chip_combo.clear()
        for c in here.removed if here is not None else ():
            self.chip_combo.addItem(self.tr("{chip} for {to}").format(chip=c.text, to=here.to.text),
                                    c.denomination)  # fmt: skip
        index = self.chip_combo.findData(chosen)
        self.chip_combo.setCurrentIndex(max(index, 0))
        self.chip_combo.blockSignals(False)
        self.chip_row.setVisible(here is not None and len(here.removed) > 1)
        self._show_header(here)
        self._fill_tables()

    def _show_header(self, here: ColourUpBreak | None) -> None:
        if here is None:
            self.header.setText(self.tr("This tournament has no colour-up left."))
            self.rule_label.setText("")
            return
        removed = ", ".join(c.text for c in here.removed)
        if here.now:
            text = self.tr(
                "Colour-up at the break after level {after}: the {removed} chips come off for "
                "{to} chips."
            )
        else:
            text = self.tr(
                "No colour-up now. The next is at the break after level {after}: the {removed} "
                "chips come off for {to} chips. Print the sheets now; the race is recorded at "
                "that break."
            )
        self.header.setText(text.format(after=here.after_level, removed=removed, to=here.to.text))
        rules = self._state().rule_set
        to = format_count(here.to.denomination)
        start = rules.chip_race_start_seat
        self.rule_label.setText(
            self.tr(
                "ADTP 24: each player exchanges what makes whole {to} chips; the odd chips left "
                "are raced. One card face up per odd chip, from seat {start} clockwise; the "
                "highest card wins, at most one chip a player; nobody is raced out (a player "
                "left without chips gets a {to} chip)."
            ).format(to=to, start=start)
        )

    def _fill_tables(self) -> None:
        overview = self._overview
        self.tables_list.blockSignals(True)
        self.tables_list.clear()
        tables = overview.tables if overview is not None else ()
        for t in tables:
            done = overview.finished(t)
            if done:
                raced = sum(int(r.race.get("chips_raced", 0)) for r in t.done.values())
                text = self.tr("Table {n}: done, %n chip(s) raced", "", raced).format(n=t.table)
            elif t.done:
                text = self.tr("Table {n}: partly done").format(n=t.table)
            else:
                text = self.tr("Table {n}: to race (%n player(s))", "", t.players).format(n=t.table)
            item = QListWidgetItem(("✓ " if done else "• ") + text)
            item.setData(Qt.ItemDataRole.UserRole, t.table)
            if done:
                item.setForeground(Qt.GlobalColor.darkGreen)
            self.tables_list.addItem(item)
        self.tables_list.blockSignals(False)
        if overview is not None and tables:
            self.count_label.setText(
                self.tr("{done} of %n table(s) done", "", len(tables)).format(
                    done=len(overview.done)
                )
            )
        else:
            self.count_label.setText(self.tr("No tables in play."))
        self.print_sheets_button.setEnabled(bool(tables))
        numbers = [t.table for t in tables]
        wanted = self._table
        if wanted not in numbers:
            remaining = overview.remaining if overview is not None else ()
            wanted = remaining[0].table if remaining else (numbers[0] if numbers else None)
        if wanted is not None:
            self.tables_list.setCurrentRow(numbers.index(wanted))  # shows it
        else:
            self.show_table(None)

    def _jump_to(self, index: int) -> None:
        if 0 <= index < self.tables_list.count():
            self.tables_list.setCurrentRow(index)

    def on_tables_list_current_item_changed(self, item: QListWidgetItem | None, _old) -> None:
        self.show_table(item.data(Qt.ItemDataRole.UserRole) if item is not None else None)

    def select_table(self, table: int) -> None:
        for index in range(self.tables_list.count()):
            if self.tables_list.item(index).data(Qt.ItemDataRole.UserRole) == table:
                self.tables_list.setCurrentRow(index)
                return

    # --- the chosen table -----------------------------------------------------------------

    def show_table(self, table: int | None) -> None:
        """The table's seats (its fields empty), or its recorded race."""
        self._table = table
        show_error(self.error, "")
        self._rows = []
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(1, 1)
        heads = [
            self.tr("Seat"),
            self.tr("Player"),
            self.tr("Odd chips"),
            self.tr("No other chips"),
            self.tr("Cards"),
            self.tr("Deal"),
        ]
        for column, text in enumerate(heads):
            head = QLabel(f"<b>{text}</b>")
            grid.addWidget(head, 0, column)
        room = self._state().seating.room
        here = self._colour_up
        record = self._record_of(table)
        can_record = here is not None and here.now and record is None
        if table is None:
            self.table_box.setTitle(self.tr("Table"))
        else:
            self.table_box.setTitle(self.tr("Table {n}").format(n=table))
        seats = {}
        if room is not None and table in room.tables:
            seats = room.tables[table].players()
        per = (here.to.denomination // self._removed().denomination) if here is not None else 1
        for line, (seat, entry_id) in enumerate(sorted(seats.items()), start=1):
            name = self._name(entry_id)
            seat_label = QLabel(f"<b>{seat}</b>")
            name_label = ElidedLabel(name)
            name_label.setMinimumWidth(90)
            odd = QLineEdit()
            odd.setValidator(QIntValidator(0, 999, odd))
            odd.setPlaceholderText("0")
            odd.setAlignment(Qt.AlignmentFlag.AlignRight)
            odd.setFixedWidth(64)
            if here is not None:
                odd.setToolTip(
                    self.tr(
                        "Chips of {removed} left at seat {seat} after exchanging (0 to {most})"
                    ).format(
                        removed=format_count(self._removed().denomination),
                        seat=seat,
                        most=per - 1,
                    )
                )
            bare = QCheckBox()
            bare.setToolTip(
                self.tr("The player holds nothing but these odd chips (nobody is raced out)")
            )
            cards = QLineEdit()
            cards.setPlaceholderText(self.tr("e.g. Jc 4d 9h"))
            cards.setFixedWidth(max(150, self.fontMetrics().horizontalAdvance("10♠ " * 5)))
            order = QLabel()
            order.setAlignment(Qt.AlignmentFlag.AlignCenter)
            for widget in (odd, cards):
                widget.installEventFilter(self._enter)
                widget.textChanged.connect(lambda _text: self.update_preview())
            bare.installEventFilter(self._enter)
            bare.toggled.connect(lambda _on: self.update_preview())
            for column, widget in enumerate((seat_label, name_label, odd, bare, cards, order)):
                centred = column in (3, 5)
                grid.addWidget(widget, line, column, Qt.AlignmentFlag.AlignCenter if centred
                               else Qt.AlignmentFlag.AlignVCenter)  # fmt: skip
            self._rows.append(SeatRow(seat, entry_id, name, odd, bare, cards, order))
            for widget in (odd, bare, cards):
                widget.setEnabled(can_record)
        if table is not None and not seats and record is None:
            empty = QLabel(self.tr("Nobody is seated at this table."))
            empty.setStyleSheet(f"color: {GREY};")
            grid.addWidget(empty, 1, 0, 1, len(heads))
        self.seats_scroll.setWidget(inner)
        for radio in (self.typed_radio, self.drawn_radio):
            radio.setEnabled(can_record)
        self.print_sheet_button.setEnabled(here is not None and table is not None)
        self.print_result_button.setEnabled(record is not None)
        if record is not None:
            self._show_recorded(record)
        else:
            self._filling = True
            (self.drawn_radio if self._deals else self.typed_radio).setChecked(True)
            self._filling = False
            self.update_preview()
        if self._rows and can_record:
            self._rows[0].odd_edit.setFocus()

    def _show_recorded(self, record: RaceRecord) -> None:
        """A table done: its fields as recorded (read only), who recorded it and when, the
        result, and how to correct it."""
        self.record_button.setEnabled(False)
        self.deal_label.setText("")
        r = record.race
        self._filling = True
        try:
            for position, row in enumerate(r.get("seats", ()), start=1):
                found = [x for x in self._rows if x.seat == row["seat"]]
                if not found:  # moved or out since: the paper still says who
                    continue
                found[0].odd_edit.setText(str(row["odd_chips"]))
                found[0].bare_box.setChecked(bool(row.get("no_other_chips")))
                found[0].cards_edit.setText(
                    " ".join(Card.parse(c).shown for c in row.get("cards", ()))
                )
                found[0].order_label.setText(str(position))
            (self.drawn_radio if r.get("drawn") else self.typed_radio).setChecked(True)
        finally:
            self._filling = False
        day, time = day_and_time(record.at)
        said = (
            self.tr("Recorded by {operator} on {date} at {time}.")
            if day
            else self.tr("Recorded by {operator} at {time}.")
        )
        self.raced_label.setText(said.format(operator=record.operator, date=day, time=time))
        self.raced_label.setStyleSheet(f"color: {GREEN};")
        lines = [self._raced_words(r), *self._result_lines(r)]
        lines.append(self.tr("To correct it, undo it in the console (Ctrl+Z) and record it again."))
        self.preview_label.setText("\n".join(line for line in lines if line))
        self.preview_label.setStyleSheet("")

    # --- as the floor types ----------------------------------------------------------------

    def _typed(self) -> tuple[dict[int, int], list[int]]:
        """seat -> odd chips typed (empty is 0), and the seats ticked "no other chips";
        ValueError (a message) for a count that is not a number."""
        odd: dict[int, int] = {}
        bare: list[int] = []
        for r in self._rows:
            text = r.odd_edit.text().strip()
            if text:
                if not text.isdigit():
                    raise ValueError(
                        self.tr("Seat {seat}: “{text}” is not a number of chips.").format(
                            seat=r.seat, text=text
                        )
                    )
                odd[r.seat] = int(text)
            if r.bare_box.isChecked():
                bare.append(r.seat)
        return odd, bare

    def _cards(self) -> dict[int, list[str]]:
        return {r.seat: split_cards(r.cards_edit.text()) for r in self._rows}

    def update_preview(self) -> None:
        """What is typed, worked out (nothing written): the chips raced, the deal, and once
        every seat has its cards, the result; a problem is said in red."""
        if self._filling:
            return
        self.raced_label.setStyleSheet("")
        self.preview_label.setStyleSheet("")
        self._preview = None
        for r in self._rows:
            r.order_label.setText("")
            r.cards_edit.setEnabled(r.odd_edit.isEnabled() and not self.drawn())
        here = self._colour_up
        table = self._table
        ready = here is not None and here.now and table is not None
        self._show_record_button(ready)
        if not ready:
            self.raced_label.setText("")
            self.deal_label.setText("")
            self.preview_label.setText(
                self.tr("The race is recorded at the colour-up break.")
                if here is not None and table is not None
                else ""
            )
            self.record_button.setEnabled(False)
            return
        try:
            odd, bare = self._typed()
            preview = self._services.chip_races.chip_race_preview(
                self._tournament_id, table, odd, None, no_other_chips=bare,
                denomination=self.chip(),
            )  # fmt: skip
        except (ValueError, Refused) as problem:
            self._problem(problem)
            return
        show_error(self.error, "")
        self._preview = preview
        plan = preview.plan
        for position, seat in enumerate(plan.order, start=1):
            self.row(seat).order_label.setText(str(position))
        self.raced_label.setText(self._raced_text(plan.chips_raced, plan.odd_value))
        if plan.order:
            order = ", ".join(
                self.tr("seat {seat} ({cards})").format(seat=s, cards=plan.odd_chips[s])
                for s in plan.order
            )
            self.deal_label.setText(
                self.tr("Deal from seat {start}, clockwise, one card per odd chip: {order}").format(
                    start=plan.start_seat, order=order
                )
            )
        else:
            self.deal_label.setText("")
        if self.drawn():
            self.preview_label.setText(
                self.tr("The application deals the cards when you record; then the result is "
                        "shown and the paper offered.")
                if plan.order else self.tr("Nothing to race: record the table as done.")
            )  # fmt: skip
            self.preview_label.setStyleSheet(f"color: {GREY};")
            return
        cards = self._cards()
        for seat in plan.order:
            typed, wanted = len(cards.get(seat, [])), plan.odd_chips[seat]
            if typed < wanted:
                self.preview_label.setText(
                    self.tr("Type the cards of seat {seat}: {typed} of {count}.").format(
                        seat=seat, typed=typed, count=wanted
                    )
                )
                self.preview_label.setStyleSheet(f"color: {GREY};")
                return
        try:
            preview = self._services.chip_races.chip_race_preview(
                self._tournament_id, table, odd, cards, no_other_chips=bare,
                denomination=self.chip(),
            )  # fmt: skip
        except Refused as problem:
            self._problem(problem)
            return
        self._preview = preview
        result = preview.result
        if not plan.order:
            self.preview_label.setText(self.tr("Nothing to race: record the table as done."))
            return
        payload = {
            "to": result.to,
            "winners": [
                {"seat": s, "entry_id": plan.entries[s], "card": str(c)}
                for s, c in zip(result.winners, result.winning_cards, strict=True)
            ],
            "protected": [
                {"seat": s, "entry_id": plan.entries[s], "value": v}
                for s, v in result.protected.items()
            ],
            "awarded_value": result.awarded_value,
            "protected_value": result.protection_value,
            "odd_value_removed": result.odd_value_removed,
            "total_change": result.total_change,
        }
        self.preview_label.setText("\n".join(self._result_lines(payload)))

    def _problem(self, problem: Exception) -> None:
        text = problem.message if isinstance(problem, Refused) else str(problem)
        show_error(self.error, text)
        self.record_button.setEnabled(False)
        self.preview_label.setText("")

    def _show_record_button(self, ready: bool) -> None:
        self.record_button.setText(
            self.tr("Deal and record") if self.drawn() else self.tr("Record the race")
        )
        self.record_button.setEnabled(ready)

    def on_mode_group_id_toggled(self, mode: int, on: bool) -> None:
        if on and not self._filling:
            self._deals = mode == 1  # the floor's choice, kept from table to table
            self.update_preview()

    # --- words ----------------------------------------------------------------------------

    def _raced_text(self, chips: int, odd_value: int) -> str:
        if not odd_value:
            return self.tr("No odd chips: nothing is raced.")
        here = self._colour_up
        return self.tr("%n chip(s) of {to} raced", "", chips).format(
            to=format_count(here.to.denomination)
        ) + " " + self.tr("(odd chips worth {value} in chips of {removed})").format(
            value=format_count(odd_value), removed=format_count(self._removed().denomination)
        )  # fmt: skip

    def _raced_words(self, r: dict) -> str:
        odd = int(r.get("odd_value_removed", 0))
        if not odd:
            return self.tr("No odd chips: nothing is raced.")
        return self.tr("%n chip(s) of {to} raced", "", int(r.get("chips_raced", 0))).format(
            to=format_count(int(r.get("to", 0)))
        )

    def _result_lines(self, r: dict) -> list[str]:
        """Who won with which card, who got a protection chip, and the chips in play."""
        to = format_count(int(r.get("to", 0)))
        lines = []
        for w in r.get("winners", ()):
            lines.append(
                self.tr("Seat {seat} ({name}) wins a {to} chip with {card}.").format(
                    seat=w["seat"], name=self._name(w.get("entry_id")), to=to,
                    card=Card.parse(w["card"]).shown,
                )
            )  # fmt: skip
        for p in r.get("protected", ()):
            lines.append(
                self.tr(
                    "Seat {seat} ({name}) is left without chips: receives a {value} chip."
                ).format(seat=p["seat"], name=self._name(p.get("entry_id")),
                         value=format_count(int(p["value"])))
            )  # fmt: skip
        change = int(r.get("total_change", 0))
        sign = "+" if change > 0 else ""
        lines.append(
            self.tr(
                "Chips in play: {change} ({won} won + {protection} protection − {removed} odd "
                "chips removed)."
            ).format(
                change=sign + format_count(change),
                won=format_count(int(r.get("awarded_value", 0))),
                protection=format_count(int(r.get("protected_value", 0))),
                removed=format_count(int(r.get("odd_value_removed", 0))),
            )
        )
        return lines

    # --- recording ------------------------------------------------------------------------

    def record(self) -> list[RecordedEvent] | None:
        """Record the chosen table's race; the events, or None when refused (said in red,
        nothing written). Then the result is shown and its paper offered."""
        table = self._table
        if table is None or not self.record_button.isEnabled():
            return None
        try:
            odd, bare = self._typed()
        except ValueError as problem:
            self._problem(problem)
            return None
        drawn = self.drawn()
        try:
            events = self._services.chip_races.record_chip_race(
                self._current_operator(), self._tournament_id, table, odd,
                None if drawn else self._cards(), draw=drawn, no_other_chips=bare,
                denomination=self.chip(),
            )  # fmt: skip
        except Refused as refusal:
            self._problem(refusal)
            return None
        show_error(self.error, "")
        self.reload()  # the list marks the table done and shows its race
        self.recorded.emit(events)
        if prompts.confirm(
            self,
            self.tr("Print"),
            self.tr("Table {n} is recorded. Print the race result?").format(n=table),
        ):
            self.print_result()
        return events

    # --- printing (printing/chip_race_documents.py through the print adapter) ---------------

    def _send(self, pdf: bytes, kind: DocumentKind, title: str, paper: str) -> bool:
        return send(self.adapter, pdf, kind, title, self, paper=paper)

    def print_result(self) -> bool:
        """The chosen table's race result on the paper chosen (80 mm slip or A4)."""
        table = self._table
        record = self._record_of(table)
        if table is None or record is None:
            return False
        language = i18n.language()
        paper = self.paper_combo.currentData()
        try:
            pdf = chip_documents.race_result_pdf(
                self._services, self._tournament_id, table, language, paper=paper,
                after_level=record.key[0], removed=record.key[1],
            )  # fmt: skip
        except Refused as refusal:
            self._problem(refusal)
            return False
        kind = DocumentKind.MOVE_SLIP if paper == Paper.ROLL_80 else DocumentKind.TABLE_SHEET
        title = self.tr("Chip race, table {n}").format(n=table)
        return self._send(pdf, kind, title, f"{paper_name('chip_race', language)}-{table}")

    def print_sheets(self, every_table: bool = True) -> bool:
        """The colour-up sheets: a page per table of the list, or the chosen table's."""
        if self._colour_up is None:
            return False
        if every_table:
            tables = [t.table for t in self._overview.tables] if self._overview else []
        else:
            tables = [self._table] if self._table is not None else []
        if not tables:
            return False
        language = i18n.language()
        try:
            pdf = chip_documents.colour_up_sheets_pdf(
                self._services, self._tournament_id, language, tables
            )
        except Refused as refusal:
            self._problem(refusal)
            return False
        title = self.tr("Colour-up sheets")
        name = paper_name("colour_up_sheet", language)
        if not every_table:
            name += f"-{tables[0]}"
        return self._send(pdf, DocumentKind.TABLE_SHEET, title, name)


__all__ = ["ChipRaceDialog", "split_cards"]
