"""The Results tab: the standings with their money and payments, paying prizes, the prize
receipt, the final results sheet and the regulator's results table.

Everything is read from services.results (domain/results.py, domain/prize_payments.py) and
every payment goes through it, committed before the tab shows it; the tab refreshes from
the state after each committed event (show_state). A refusal is shown in words and nothing
is written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import shown_document
from tournament_director.domain.money import format_amount, parse_amount
from tournament_director.domain.operators import Operator
from tournament_director.domain.prize_payments import CASH, CHEQUE, TRANSFER
from tournament_director.domain.prize_pool import added_groups
from tournament_director.domain.registration import CANCELLED
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.services import prize_documents as docs
from tournament_director.services.results import StandingRow, field_open
from tournament_director.ui import prompts
from tournament_director.ui.column_fit import FEW_ROWS, FULL_ROWS
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.print_adapter import DocumentKind, PrintError, send, tournament_adapter
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

PLACE, PLAYER, DOCUMENT, EXIT, PRIZE, PAID = range(6)
NO_PARENT = QModelIndex()


def _style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it differs (Qt re-polishes and lays out again at every
    setStyleSheet, and the banner's is set at every event)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class PayPrizeDialog(QDialog):
    """Method, reference and the amount confirmed by the cashier; pays through the service
    (the tab's ``pay``) and stays open with the refusal in words when refused. When the
    cashier's drawer cannot pay the prize in cash (the drawer rule), the dialog says so and
    offers the bank transfer: on opening, and when a cash payment is refused."""

    #: Refusals of a cash payment that another method avoids.
    CASH_REFUSALS = frozenset({"prize.drawer_short", "prize.cash_needs_shift"})

    def __init__(self, tab: ResultsTab, row: StandingRow, due: int) -> None:
        super().__init__(tab)
        self._tab = tab
        self.row = row
        self.due = due
        self.paid_id: int | None = None
        self.setWindowTitle(self.tr("Pay prize"))
        place = "–".join(str(p) for p in (row.shared[0], row.shared[-1])) if row.shared else ""
        self.method = QComboBox()
        self.method.addItem(self.tr("Cash"), CASH)
        self.method.addItem(self.tr("Bank transfer"), TRANSFER)
        self.method.addItem(self.tr("Cheque"), CHEQUE)
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("Transfer or cheque number"))
        self.amount = QLineEdit(tab.money(due))
        self.amount.setToolTip(
            self.tr("Type the amount you hand over; it must be the prize of the standings.")
        )
        form = QFormLayout()
        form.addRow(self.tr("Player:"), QLabel(f"<b>{row.player}</b> ({row.document})"))
        place_text = (
            str(row.place)
            if not place
            else self.tr("{place} (shared {places})").format(place=row.place, places=place)
        )
        form.addRow(self.tr("Place:"), QLabel(place_text))
        form.addRow(self.tr("Prize:"), QLabel(f"<b>{tab.money(due)}</b>"))
        form.addRow(self.tr("Paid by:"), self.method)
        form.addRow(self.tr("Reference:"), self.reference)
        form.addRow(self.tr("Amount handed over:"), self.amount)
        hint = QLabel(self.tr("Check the player's identity document before paying."))
        hint.setStyleSheet("color: #5a5a5a;")
        # Why cash cannot be paid, said beside the method: an error while cash is chosen, a
        # note once another method is (only cash needs the drawer).
        self.cash_refusal: Refused | None = None
        self.cash_note = QLabel()
        self.cash_note.setWordWrap(True)
        self.cash_note.setStyleSheet("color: #8a5a00;")
        self.cash_note.hide()
        self.error = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Pay"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.cash_note)
        layout.addWidget(hint)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        self.method.currentIndexChanged.connect(self._show_cash_refusal)
        try:
            tab.check_cash(due)
        except Refused as refusal:
            self._offer_transfer(refusal)
        fit_to_screen(self)

    def on_buttons_accepted(self) -> None:
        try:
            amount = parse_amount(self.amount.text(), self._tab.currency)
            self.paid_id = self._tab.pay(
                self.row.entry_id, self.method.currentData(), amount, self.reference.text()
            )
        except Refused as refusal:
            if self.method.currentData() == CASH and refusal.key in self.CASH_REFUSALS:
                self._offer_transfer(refusal)
            else:
                show_error(self.error, refusal.message)
            return
        self.accept()

    def _offer_transfer(self, refusal: Refused) -> None:
        """Cash cannot be paid: the refusal in words (how much cash the drawer holds, the
        other ways to pay) and the bank transfer chosen, its number to be typed."""
        if refusal.key not in self.CASH_REFUSALS:
            show_error(self.error, refusal.message)
            return
        self.cash_refusal = refusal
        self.method.setCurrentIndex(self.method.findData(TRANSFER))
        self._show_cash_refusal()
        self.reference.setFocus()

    def _show_cash_refusal(self) -> None:
        """The reason cash cannot be paid: red while cash is chosen, a note beside another
        method (which needs no open shift nor cash in the drawer)."""
        refusal = self.cash_refusal
        cash = self.method.currentData() == CASH
        shown = refusal is not None and not cash
        self.cash_note.setText(refusal.message if shown else "")
        self.cash_note.setVisible(shown)
        if refusal is not None and cash:
            show_error(self.error, refusal.message)
        elif refusal is not None and self.error.text() == refusal.message:
            show_error(self.error, "")


class StandingRows:
    """``standing_rows(state, standings)`` kept between refreshes: a row is made again
    only when its place, money, payment or player changed, and a player's name and
    document are written once (writing a document checks it). With 10,000 entries a
    bust-out moves one row and changes no other: when the new standings are the last ones
    with more players out and nobody else's money or payment changed, only their rows are
    made and moved (`_moved_on`), without going through the others.

    The state is folded in place event after event; a rebuilt state (an undo, a restore)
    or another language starts again, and the players' names and documents are written
    again when any player's fields changed (a correction)."""

    def __init__(self) -> None:
        self._state: TournamentState | None = None
        self._language = ""
        self._players = -1  # the state's players_seq the names are from
        self._people: dict[int, tuple[str, str]] = {}  # entry id -> (name, document)
        self._made: dict[int, tuple[tuple, StandingRow]] = {}
        self._last: tuple | None = None  # (standings, rows, payments) of the last call

    def rows(self, state: TournamentState, standings) -> list[StandingRow]:
        language = i18n.language()
        if state is not self._state or language != self._language:
            self._state, self._language = state, language
            self._players, self._people, self._made, self._last = -1, {}, {}, None
        if state.players_seq != self._players:  # a player registered or corrected
            self._players, self._people, self._last = state.players_seq, {}, None
        paid: dict[int, object] = {}
        for payment in state.prizes.payments.values():
            if not payment.voided:  # the first standing payment, as PrizeBook.paid
                paid.setdefault(payment.entry_id, payment)
        last = self._last
        out = None
        if last is not None and last[2] == paid:
            out = self._moved_on(state, last[0], last[1], standings, paid)
        if out is None:
            out = [
                self._row(state, entry_id, place, shared, exit, standings.awards, paid)
                for entry_id, place, shared, exit in _places(standings.ranking)
            ]
        self._last = (standings, out, paid)
        return out

    def _moved_on(self, state, before, rows, standings, paid) -> list[StandingRow] | None:
        """The rows of ``standings`` from ``rows`` (those of ``before``) when the new
        standings only put more players out (`prize_pool.added_groups`) and every other
        entry's money is what it was; None otherwise."""
        added = added_groups(before.ranking, standings.ranking)
        if added is None:
            return None
        moved = {entry for group in added for entry in group.entries}
        awards = standings.awards
        expected = dict(before.awards)
        for entry in moved:
            if entry in awards:
                expected[entry] = awards[entry]
        if expected != awards:  # somebody else's money changed (a deal, a shared bubble)
            return None
        made = [
            self._row(state, entry_id, place, shared, exit, awards, paid)
            for entry_id, place, shared, exit in _places_of(added)
        ]
        still_in = len(before.ranking.remaining)
        return [
            *(row for row in rows[:still_in] if row.entry_id not in moved),
            *made,
            *rows[still_in:],
        ]

    def _row(self, state, entry_id, place, shared, exit, awards, paid) -> StandingRow:
        known = self._people.get(entry_id) or self._person(state, entry_id)
        award = awards.get(entry_id)
        if award is None:
            key = (place, shared, exit, 0, 0, paid.get(entry_id), known)
        else:
            key = (place, shared, exit, award.total, award.dealt, paid.get(entry_id), known)
        kept = self._made.get(entry_id)
        if kept is not None and kept[0] == key:
            return kept[1]
        row = StandingRow(place, shared, entry_id, *known, exit, key[3], key[4], key[5])
        self._made[entry_id] = (key, row)
        return row

    def _person(self, state: TournamentState, entry_id: int) -> tuple[str, str]:
        player = state.players.get(state.book.entries[entry_id].player_id)
        if player is None:
            known = (str(entry_id), "")
        else:
            known = (player.name, shown_document(player.document_type, player.document))
        self._people[entry_id] = known
        return known


def _places(ranking):
    """As `standing_rows`: the players still in first, then every place, place 1 first:
    (entry, place, places shared, how he went out)."""
    for entry_id in ranking.remaining:
        yield entry_id, None, (), None
    yield from _places_of(ranking.groups)


def _places_of(groups):
    for group in groups:
        shared = group.places if group.shared else ()
        kind = group.kind
        for place, entry_id in zip(group.places, group.entries, strict=True):
            yield entry_id, place, shared, kind



def _stretches(rows: list[int]) -> list[tuple[int, int]]:
    """Rows in increasing order as (first, last) stretches of consecutive rows."""
    out: list[tuple[int, int]] = []
    for row in rows:
        if out and out[-1][1] == row - 1:
            out[-1] = (out[-1][0], row)
        else:
            out.append((row, row))
    return out


class StandingsModel(QAbstractTableModel):
    """The standings as the table shows them: one row of texts per entry (a table widget
    item per cell made 60,000 objects for 10,000 entries), each row known by its entry.

    A new list is taken in place when it is the old one with rows changed, one row moved
    (a bust-out: from the players still in to its place), or rows added or removed in one
    stretch: only those rows are repainted. Anything else resets the table."""

    def __init__(self, headers: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._keys: list[int] | None = None
        self._headers = headers
        #: The rows changed, moved or added by the last set_rows (None: it reset).
        self.touched: list[int] | None = None

    def set_rows(self, rows: list[list[str]], keys: list[int] | None = None) -> None:
        """The rows' texts, and the entry of each (None: reset the table)."""
        if keys is None or self._keys is None or not self._update(rows, keys):
            self.beginResetModel()
            self._rows, self._keys = rows, keys
            self.endResetModel()
            self.touched = None

    def _update(self, rows: list[list[str]], keys: list[int]) -> bool:
        old = self._keys
        assert old is not None
        n_old, n_new = len(old), len(keys)
        limit = min(n_old, n_new)
        first = 0
        while first < limit and old[first] == keys[first]:
            first += 1
        tail = 0
        while tail < limit - first and old[n_old - 1 - tail] == keys[n_new - 1 - tail]:
            tail += 1
        was, now = old[first : n_old - tail], keys[first : n_new - tail]
        touched: list[int] = []
        if not was and not now:
            pass  # the same entries in the same order
        elif not was:
            self.beginInsertRows(NO_PARENT, first, first + len(now) - 1)
            self._rows[first:first] = rows[first : first + len(now)]
            self._keys = old[:first] + now + old[first:]
            self.endInsertRows()
            touched = list(range(first, first + len(now)))
        elif not now:
            self.beginRemoveRows(NO_PARENT, first, first + len(was) - 1)
            del self._rows[first : first + len(was)]
            self._keys = old[:first] + old[first + len(was) :]
            self.endRemoveRows()
        elif len(was) == len(now) and was[0] == now[-1] and was[1:] == now[:-1]:
            last = first + len(was) - 1  # one row moved down
            self.beginMoveRows(NO_PARENT, first, first, NO_PARENT, last + 1)
            self._rows.insert(last, self._rows.pop(first))
            self._keys = old[:first] + now + old[last + 1 :]
            self.endMoveRows()
            touched = [last]
        elif len(was) == len(now) and was[-1] == now[0] and was[:-1] == now[1:]:
            last = first + len(was) - 1  # one row moved up
            self.beginMoveRows(NO_PARENT, last, last, NO_PARENT, first)
            self._rows.insert(first, self._rows.pop(last))
            self._keys = old[:first] + now + old[last + 1 :]
            self.endMoveRows()
            touched = [first]
        else:
            return False
        changed = [
            i
            for i, (a, b) in enumerate(zip(self._rows, rows, strict=True))
            if a is not b and a != b
        ]
        self._rows = rows
        for first, last in _stretches(changed):
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(self._headers) - 1))
        touched.extend(changed)
        self.touched = touched
        return True

    def rowCount(self, parent: QModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (PRIZE, PAID):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None


class ResultsTab(QWidget):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        settings: ConsoleSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.settings = settings
        self.adapter = (
            tournament_adapter(settings.data_dir, services, tournament_id) if settings else None
        )
        self.currency = "CLP"
        self.rows: list[StandingRow] = []
        self._standing_rows = StandingRows()
        self._kept_standings: tuple | None = None  # (state, what they are made of, standings)
        # Each row's texts by the row object (kept while StandingRows keeps the row), for
        # the currency, the end and the language they were written in.
        self._cells_shape: tuple = ()
        self._cells_made: dict[int, tuple[StandingRow, list[str]]] = {}
        self._exits = {
            "eliminated": self.tr("Eliminated"),
            "withdrew": self.tr("Withdrew"),
            "disqualified": self.tr("Disqualified"),
        }
        self._methods = {
            CASH: self.tr("Cash"),
            TRANSFER: self.tr("Bank transfer"),
            CHEQUE: self.tr("Cheque"),
        }

        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        headers = [
            self.tr("Place"),
            self.tr("Player"),
            self.tr("Document"),
            self.tr("How out"),
            self.tr("Prize"),
            self.tr("Paid"),
        ]
        self.model = StandingsModel(headers, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Stretch)
        self.totals_label = QLabel()
        self.pay_button = QPushButton(self.tr("Pay prize…"))
        self.reprint_button = QPushButton(self.tr("Reprint receipt"))
        self.sheet_button = QPushButton(self.tr("Print results sheet…"))
        self.regulator_pdf_button = QPushButton(self.tr("Regulator's table (PDF)…"))
        self.regulator_csv_button = QPushButton(self.tr("Regulator's table (CSV)…"))
        self.auto_print_box = QCheckBox(self.tr("Print the receipt automatically"))
        self.auto_print_box.setToolTip(
            self.tr("After each payment, print the prize receipt without asking.")
        )
        if settings is not None:
            self.auto_print_box.setChecked(settings.print_receipt_automatically)
        self.error = error_label()
        # Paying on one row, the papers on the next: the console fits a 1280-px screen.
        buttons = QHBoxLayout()
        for button in (self.pay_button, self.reprint_button):
            buttons.addWidget(button)
        buttons.addWidget(self.auto_print_box)
        buttons.addStretch(1)
        papers = QHBoxLayout()
        papers.addStretch(1)
        for button in (self.sheet_button, self.regulator_pdf_button, self.regulator_csv_button):
            papers.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals_label)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        layout.addLayout(papers)

        self.pay_button.clicked.connect(self.on_pay_clicked)
        self.reprint_button.clicked.connect(self.on_reprint_clicked)
        self.sheet_button.clicked.connect(self.on_sheet_clicked)
        self.regulator_pdf_button.clicked.connect(self.on_regulator_pdf_clicked)
        self.regulator_csv_button.clicked.connect(self.on_regulator_csv_clicked)
        self.table.selectionModel().selectionChanged.connect(self._enable)
        self.table.doubleClicked.connect(lambda _index: self.on_pay_clicked())
        self.auto_print_box.toggled.connect(self.on_auto_print_box_toggled)
        self.show_state(services.tournaments.state(tournament_id))

    # --- helpers ----------------------------------------------------------------------

    def money(self, amount: int) -> str:
        return format_amount(amount, self.currency)

    def selected_row(self) -> StandingRow | None:
        chosen = self.table.selectionModel().selectedRows()
        if not chosen or chosen[0].row() >= len(self.rows):
            return None
        return self.rows[chosen[0].row()]

    def select_entry(self, entry_id: int) -> None:
        for i, row in enumerate(self.rows):
            if row.entry_id == entry_id:
                self.table.selectRow(i)
                return

    def _enable(self) -> None:
        row = self.selected_row()
        self.pay_button.setEnabled(row is not None and not row.paid and row.due > 0)
        self.reprint_button.setEnabled(row is not None and row.paid)

    # --- showing ----------------------------------------------------------------------

    def show_state(self, state: TournamentState) -> None:
        """Called by the workspace after each committed event of this tournament."""
        self.currency = state.book.buy_in.currency if state.book.buy_in else "CLP"
        selected = self.selected_row()
        try:
            standings = self._standings(state)
            self.rows = self._standing_rows.rows(state, standings)  # these standings
        except Refused as refusal:
            self.rows = []
            self.banner.setText(refusal.message)
            self.model.set_rows([])
            return
        if standings.provisional:
            self.banner.setText(
                "<b>"
                + self.tr("Provisional:")
                + "</b> "
                + self.tr(
                    "registration is still open, so the places may change and no prize is paid yet."
                )
            )
            _style(self.banner, "background: #fff3cd; padding: 6px;")
        elif standings.over:
            winner = next((r.player for r in self.rows if r.place == 1), "")
            self.banner.setText(
                "<b>" + self.tr("Tournament over. Winner: {name}").format(name=winner) + "</b>"
            )
            _style(self.banner, "background: #d4edda; padding: 6px;")
        else:
            left = sum(1 for r in self.rows if r.place is None)
            self.banner.setText(self.tr("In play: %n player(s) left.", "", left))
            _style(self.banner, "")
        if standings.deal is not None:
            self.banner.setText(
                self.banner.text()
                + "<br/>"
                + self.tr(
                    "A deal is recorded: the players in it are paid the amounts they agreed "
                    "(not endorsed by the house)."
                )
            )
        self.model.set_rows(
            self._cells_of(self.rows, standings.over), [row.entry_id for row in self.rows]
        )
        self._fit_columns()
        # The whole pool (places still to be decided included), what left the cashier, the rest.
        prizes = ps.current(state).pool.total
        paid = sum(r.payment.amount for r in self.rows if r.payment is not None)
        self.totals_label.setText(
            self.tr("Prizes {prizes} · paid {paid} · still to pay {due}").format(
                prizes=self.money(prizes), paid=self.money(paid), due=self.money(prizes - paid)
            )
        )
        if selected is not None:
            now_selected = self.selected_row()  # kept by an update in place; lost by a reset
            if now_selected is None or now_selected.entry_id != selected.entry_id:
                self.select_entry(selected.entry_id)
        self._enable()

    def _standings(self, state: TournamentState):
        """The services' standings, asked again only when what they are made of changed
        (`standings_of`: the field and its cancellations, the bust-outs, the rule set, the
        payout in use, the deals, whether the field is still open); a note, a seat move or
        a prize paid leaves them as they were (ranking 10,000 entries takes a while). The
        state is folded in place: its bust-outs and deals only grow, an entry is only ever
        cancelled once, the rule set is replaced when chosen; a rebuilt state asks again."""
        book = state.book
        figures = ps.current(state)
        key = (
            figures.payout,
            figures.problem is None,
            state.rule_set,
            len(book.entries),
            sum(1 for e in book.entries.values() if e.status == CANCELLED),
            len(book.bust_outs),
            len(state.payouts.deals),
            field_open(state, self._services.now()),
        )
        kept = self._kept_standings
        if kept is not None and kept[0] is state and kept[1] == key:
            return kept[2]
        standings = self._services.results.standings(self._tournament_id)
        self._kept_standings = (state, key, standings)
        return standings

    def _fit_columns(self) -> None:
        """The columns sized to their contents (never wrapped; ResizeToContents would
        measure every row again for every cell set): measured whole after a refill, or in a
        table of up to FULL_ROWS rows; otherwise only the rows that changed, moved or came
        in widen a column that needs more (a column keeps its width until the next refill)."""
        touched = self.model.touched
        if touched is None or self.model.rowCount() <= FULL_ROWS or len(touched) > FEW_ROWS:
            for column in (PLACE, DOCUMENT, EXIT, PRIZE, PAID):
                self.table.resizeColumnToContents(column)
            return
        grid = 1 if self.table.showGrid() else 0  # as QTableView.sizeHintForColumn counts
        header = self.table.horizontalHeader()
        for column in (PLACE, DOCUMENT, EXIT, PRIZE, PAID):
            width = max(
                (
                    self.table.sizeHintForIndex(self.model.index(row, column)).width() + grid
                    for row in touched
                ),
                default=0,
            )
            if width > header.sectionSize(column):
                header.resizeSection(column, width)

    def _cells_of(self, rows: list[StandingRow], over: bool) -> list[list[str]]:
        """Each row's texts, written again only for the rows made again (`StandingRows`
        keeps the others' objects) or when the currency or the end changes."""
        shape = (self.currency, over, i18n.language())
        if shape != self._cells_shape:
            self._cells_shape, self._cells_made = shape, {}
        made = self._cells_made
        out, kept = [], {}
        for row in rows:
            known = made.get(id(row))
            if known is None or known[0] is not row:
                known = (row, self._cells(row, over))
            kept[id(row)] = known
            out.append(known[1])
        self._cells_made = kept
        return out

    def _cells(self, row: StandingRow, over: bool) -> list[str]:
        if row.place is None:
            place = "—"
        elif row.shared:
            place = f"{row.shared[0]}–{row.shared[-1]}"
        else:
            place = str(row.place)
        if row.place is None:
            how = self.tr("Still playing")
        elif row.place == 1 and over:
            how = self.tr("Winner")
        else:
            how = self._exits.get(row.exit.value if row.exit else "", "")
        if row.dealt:
            how += " " + self.tr("(deal)")
        if row.payment is not None:
            paid = self.tr("No. {n} · {method}").format(
                n=row.payment.payment_id, method=self._methods.get(row.payment.method, "")
            )
        else:
            paid = "" if row.due <= 0 else self.tr("not paid")
        return [
            place,
            row.player,
            row.document,
            how,
            self.money(row.due) if row.due else "—",
            paid,
        ]

    # --- paying -------------------------------------------------------------------------

    def pay(self, entry_id: int, method: str, amount: int, reference: str = "") -> int:
        """Pay through the service (refused in words, nothing written); then print the
        receipt automatically or on request. Returns the payment id."""
        recorded = self._services.results.pay_prize(
            self._current_operator(), self._tournament_id, entry_id, method, amount, reference
        )
        payment_id = int(recorded[-1].payload["payment_id"])
        self.show_error("")
        self.show_state(self._services.tournaments.state(self._tournament_id))
        self._print_after_payment(payment_id)
        return payment_id

    def check_cash(self, amount: int) -> None:
        """Refused in words when the operator's drawer cannot pay ``amount`` in cash."""
        self._services.results.check_cash(self._current_operator(), self._tournament_id, amount)

    def pay_dialog(self, row: StandingRow) -> PayPrizeDialog | None:
        """The dialog for the row, or None with the refusal shown (nothing to pay)."""
        try:
            due = self._services.results.prize_due(self._tournament_id, row.entry_id)
        except Refused as refusal:
            self.show_error(refusal.message)
            return None
        return PayPrizeDialog(self, row, due)

    def on_pay_clicked(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        dialog = self.pay_dialog(row)
        if dialog is not None:
            dialog.exec()

    def show_error(self, text: str) -> None:
        show_error(self.error, text)

    def on_auto_print_box_toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.print_receipt_automatically = on

    # --- printing -----------------------------------------------------------------------

    def _print_after_payment(self, payment_id: int) -> None:
        if not self.auto_print_box.isChecked() and not prompts.confirm(
            self, self.tr("Print"), self.tr("Print the prize receipt?")
        ):
            return
        copies = self.settings.receipt_copies if self.settings is not None else 1
        pdf = docs.prize_receipt_pdf(
            self._services, self._tournament_id, payment_id, False, i18n.language(), copies=copies
        )
        self._print(pdf, DocumentKind.RECEIPT, self.tr("Prize receipt"), quietly=True)

    def _print(self, pdf: bytes, kind: DocumentKind, title: str, quietly: bool = False) -> bool:
        return send(self.adapter, pdf, kind, title, self, quietly)

    def on_reprint_clicked(self) -> None:
        row = self.selected_row()
        if row is None or row.payment is None:
            return
        try:
            pdf = docs.prize_receipt_pdf(
                self._services, self._tournament_id, row.payment.payment_id, True, i18n.language()
            )
        except Refused as refusal:
            self.show_error(refusal.message)
            return
        self._print(pdf, DocumentKind.RECEIPT, self.tr("Prize receipt (copy)"))

    def _name(self) -> str:
        return self._services.tournaments.state(self._tournament_id).name

    def on_sheet_clicked(self) -> None:
        pdf = docs.results_sheet_pdf(self._services, self._tournament_id, i18n.language())
        title = self.tr("Results — {name}").format(name=self._name())
        self._print(pdf, DocumentKind.REPORT, title)

    def on_regulator_pdf_clicked(self) -> None:
        pdf = docs.regulator_document(self._services, self._tournament_id, i18n.language())
        title = self.tr("Results table — {name}").format(name=self._name())
        self._print(pdf, DocumentKind.REPORT, title)

    def on_regulator_csv_clicked(self) -> None:
        if self.adapter is None:
            return
        text = docs.regulator_document(
            self._services, self._tournament_id, i18n.language(), docs.CSV
        )
        name = self.tr("Results table — {name}").format(name=self._name())
        try:
            self.adapter.save_csv(str(text), name, self)
        except PrintError as problem:
            prompts.warn(self, self.tr("Not saved"), str(problem))
