"""The tournament's price (how an entry splits) and how many tables it uses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import registration as reg
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import (
    CURRENCIES,
    format_amount,
    format_figure,
    parse_amount,
)
from tournament_director.domain.operators import Operator
from tournament_director.services import Services
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

FIELDS = ("prize_pool", "fee", "staff_fee", "rebuy_fee", "add_on_fee")


def _refusal(check: Callable[[Operator, int], None], operator: Operator, tid: int) -> str | None:
    try:
        check(operator, tid)
    except Refused as refusal:
        return refusal.message
    return None


class BuyInDialog(QDialog):
    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self.setWindowTitle(self.tr("Buy-in and tables"))
        state = services.tournaments.state(tournament_id)
        book = state.book
        structure_currency = state.structure.currency if state.structure else None
        code = book.buy_in.currency if book.buy_in else (structure_currency or "CLP")
        self.currency_combo = QComboBox()
        self.currency_combo.addItems(sorted(CURRENCIES))
        self.currency_combo.setCurrentText(code)
        self.edits: dict[str, QLineEdit] = {}
        for name in FIELDS:
            edit = QLineEdit()
            value = getattr(book.buy_in, name) if book.buy_in else 0
            typed = format_figure(value, code)
            edit.setText(typed if book.buy_in else "")
            edit.textChanged.connect(self._show_price)
            self.edits[name] = edit
        self.tables_spin = QSpinBox()
        self.tables_spin.setRange(1, reg.TABLES_MAX)
        self.tables_spin.setValue(book.tables or 1)
        self.price_label = QLabel()
        self.error = error_label()
        # What stops a change is said as the dialog opens, and what cannot change is shown
        # read-only (never refused only on Save).
        operator = current_operator()
        fixed = _refusal(services.registration.check_buy_in, operator, tournament_id)
        tables_fixed = _refusal(services.registration.check_tables, operator, tournament_id)
        self.buy_in_fixed = fixed is not None
        if fixed is not None:
            self.currency_combo.setEnabled(False)
            for edit in self.edits.values():
                edit.setReadOnly(True)
                edit.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                edit.setStyleSheet("background: palette(window);")
        if tables_fixed is not None:
            self.tables_spin.setReadOnly(True)
            self.tables_spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.notice = QLabel(" ".join(dict.fromkeys(m for m in (fixed, tables_fixed) if m)))
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #8a5a00;")
        self.notice.setVisible(bool(self.notice.text()))
        form = QFormLayout()
        form.addRow(self.tr("Currency:"), self.currency_combo)
        form.addRow(self.tr("To the prize pool:"), self.edits["prize_pool"])
        form.addRow(self.tr("House fee:"), self.edits["fee"])
        form.addRow(self.tr("Staff fee:"), self.edits["staff_fee"])
        form.addRow(self.tr("Entry price:"), self.price_label)
        form.addRow(self.tr("Fee in a rebuy:"), self.edits["rebuy_fee"])
        form.addRow(self.tr("Fee in an add-on:"), self.edits["add_on_fee"])
        form.addRow(self.tr("Tables:"), self.tables_spin)
        if state.structure is not None:
            seats = self.tr("{size} seats a table").format(size=state.structure.table_size)
            form.addRow("", QLabel(seats))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
            if fixed is None or tables_fixed is None
            else QDialogButtonBox.StandardButton.Close
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)
        self.currency_combo.currentTextChanged.connect(self._show_price)
        self._show_price()
        fit_to_screen(self)

    def amounts(self) -> dict[str, int]:
        code = self.currency_combo.currentText()
        return {
            name: parse_amount(edit.text(), code) if edit.text().strip() else 0
            for name, edit in self.edits.items()
        }

    def _show_price(self) -> None:
        try:
            amounts = self.amounts()
        except Refused:
            self.price_label.setText("—")
            return
        price = amounts["prize_pool"] + amounts["fee"] + amounts["staff_fee"]
        self.price_label.setText(
            f"<b>{format_amount(price, self.currency_combo.currentText())}</b>"
        )

    def on_buttons_accepted(self) -> None:
        operator = self._current_operator()
        book = self._services.registration.book(self._tournament_id)
        try:
            amounts = self.amounts()
            current = {name: getattr(book.buy_in, name) for name in FIELDS} if book.buy_in else None
            code = self.currency_combo.currentText()
            changed = current != amounts or (book.buy_in and book.buy_in.currency != code)
            if changed and not self.buy_in_fixed:
                self._services.registration.set_buy_in(
                    operator, self._tournament_id, currency=code, **amounts
                )
            if self.tables_spin.value() != book.tables:
                self._services.registration.set_tables(
                    operator, self._tournament_id, self.tables_spin.value()
                )
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return
        self.accept()
