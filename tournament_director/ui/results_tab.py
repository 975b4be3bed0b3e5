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
from tournament_director.domain.money import format_amount, parse_amount
from tournament_director.domain.operators import Operator
from tournament_director.domain.prize_payments import CASH, CHEQUE, TRANSFER
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import Services
from tournament_director.services import prize_documents as docs
from tournament_director.services.results import StandingRow, standing_rows
from tournament_director.ui import prompts
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.print_adapter import DocumentKind, PrintError, send, tournament_adapter
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

PLACE, PLAYER, DOCUMENT, EXIT, PRIZE, PAID = range(6)
NO_PARENT = QModelIndex()


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


class StandingsModel(QAbstractTableModel):
    """The standings as the table shows them: one row of texts per entry, made once per
    refill (a table widget item per cell made 60,000 objects for 10,000 entries)."""

    def __init__(self, headers: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._headers = headers

    def set_rows(self, rows: list[list[str]]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

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
            standings = self._services.results.standings(self._tournament_id)
            self.rows = standing_rows(state, standings)  # the same standings, not again
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
            self.banner.setStyleSheet("background: #fff3cd; padding: 6px;")
        elif standings.over:
            winner = next((r.player for r in self.rows if r.place == 1), "")
            self.banner.setText(
                "<b>" + self.tr("Tournament over. Winner: {name}").format(name=winner) + "</b>"
            )
            self.banner.setStyleSheet("background: #d4edda; padding: 6px;")
        else:
            left = sum(1 for r in self.rows if r.place is None)
            self.banner.setText(self.tr("In play: %n player(s) left.", "", left))
            self.banner.setStyleSheet("")
        if standings.deal is not None:
            self.banner.setText(
                self.banner.text()
                + "<br/>"
                + self.tr(
                    "A deal is recorded: the players in it are paid the amounts they agreed "
                    "(not endorsed by the house)."
                )
            )
        self.model.set_rows([self._cells(row, standings.over) for row in self.rows])
        # Sized to the contents once per refill (never wrapped; ResizeToContents would
        # measure every row again for every cell set).
        for column in (PLACE, DOCUMENT, EXIT, PRIZE, PAID):
            self.table.resizeColumnToContents(column)
        # The whole pool (places still to be decided included), what left the cashier, the rest.
        prizes = ps.current(state).pool.total
        paid = sum(r.payment.amount for r in self.rows if r.payment is not None)
        self.totals_label.setText(
            self.tr("Prizes {prizes} · paid {paid} · still to pay {due}").format(
                prizes=self.money(prizes), paid=self.money(paid), due=self.money(prizes - paid)
            )
        )
        if selected is not None:
            self.select_entry(selected.entry_id)
        self._enable()

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
