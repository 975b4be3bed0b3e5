"""The cashier's drawer: open a shift with its float, what it should hold per payment
method as sales come in, and the close with the counted amounts and their differences.

Each payment method is its own count (cash in the drawer, card slips, vouchers, satellite
tickets): the panel never adds one method's difference to another's, so a cash shortage is
never hidden by a card surplus.

Once the tournament is over nothing is sold, but the drawer still matters: an open shift is
closed and counted as before, and a shift may still be opened, only to pay prizes in cash
(domain/prize_payments.py: cash comes out of the operator's open shift). The panel says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain import registration as reg
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import format_amount, parse_amount
from tournament_director.domain.operators import Operator
from tournament_director.domain.registration import RegistrationBook, Shift
from tournament_director.services import Services
from tournament_director.ui.entries_model import method_label
from tournament_director.ui.time_format import day_and_time


class CashierPanel(QGroupBox):
    refused = Signal(str)  # a refusal in words, for the tab to show
    report_requested = Signal(int)  # print the shift's report: the shift id

    def __init__(
        self,
        services: Services,
        tournament_id: int,
        current_operator: Callable[[], Operator],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Cashier"))
        self._services = services
        self._tournament_id = tournament_id
        self._current_operator = current_operator
        self._currency = "CLP"
        self._over = False  # the tournament is over: a shift opens only to pay prizes
        self.shift: Shift | None = None  # this operator's open shift
        self.last_closed: Shift | None = None

        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.float_edit = QLineEdit()
        self.float_edit.setPlaceholderText(self.tr("Float"))
        self.float_edit.setMaximumWidth(110)
        self.open_button = QPushButton(self.tr("Open shift"))
        self.close_button = QPushButton(self.tr("Close shift"))
        self.report_button = QPushButton(self.tr("Shift report…"))
        self.note_edit = QLineEdit()
        self.note_edit.setPlaceholderText(self.tr("Note on the count (optional)"))

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        for column, text in enumerate(
            (self.tr("Method"), self.tr("Expected"), self.tr("Counted"), self.tr("Difference"))
        ):
            header = QLabel(f"<b>{text}</b>")
            grid.addWidget(header, 0, column)
        self.expected_labels: dict[str, QLabel] = {}
        self.counted_edits: dict[str, QLineEdit] = {}
        self.difference_labels: dict[str, QLabel] = {}
        for row, method in enumerate(reg.METHODS, start=1):
            grid.addWidget(QLabel(method_label(method)), row, 0)
            self.expected_labels[method] = QLabel("—")
            self.counted_edits[method] = QLineEdit()
            self.counted_edits[method].setMaximumWidth(110)
            self.difference_labels[method] = QLabel("")
            grid.addWidget(self.expected_labels[method], row, 1)
            grid.addWidget(self.counted_edits[method], row, 2)
            grid.addWidget(self.difference_labels[method], row, 3)

        open_row = QHBoxLayout()
        open_row.addWidget(self.float_edit)
        open_row.addWidget(self.open_button)
        open_row.addStretch(1)
        close_row = QHBoxLayout()
        close_row.addStretch(1)
        close_row.addWidget(self.close_button)
        close_row.addWidget(self.report_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status_label)
        layout.addLayout(open_row)
        layout.addLayout(grid)
        layout.addWidget(self.note_edit)
        layout.addLayout(close_row)

        self.open_button.clicked.connect(self.on_open_button_clicked)
        self.close_button.clicked.connect(self.on_close_button_clicked)
        self.report_button.clicked.connect(self.on_report_button_clicked)
        self.float_edit.returnPressed.connect(self.on_open_button_clicked)

    def _money(self, amount: int) -> str:
        return format_amount(amount, self._currency)

    def show_book(self, book: RegistrationBook, archived: bool = False, over: bool = False) -> None:
        """The operator's shift; ``over``: the tournament is over (nothing is sold)."""
        self._over = over
        operator = self._current_operator()
        self._currency = book.buy_in.currency if book.buy_in else "CLP"
        self.shift = book.open_shift_of(operator.id)
        mine = [s for s in book.shifts.values() if s.operator_id == operator.id and not s.open]
        self.last_closed = mine[-1] if mine else None
        is_open = self.shift is not None
        self.float_edit.setVisible(not is_open)
        self.open_button.setVisible(not is_open)
        self.open_button.setEnabled(not archived)
        self.open_button.setToolTip(
            self.tr("Only to pay prizes in cash: nothing is sold any more.") if over else ""
        )
        for edit in self.counted_edits.values():
            edit.setEnabled(is_open)
        self.note_edit.setEnabled(is_open)
        self.close_button.setEnabled(is_open)
        self.report_button.setEnabled(is_open or self.last_closed is not None)
        if is_open:
            shift = self.shift
            expected = book.shift_expected(shift.shift_id)
            # Taken: what the shift's sales brought in, all methods (not what is left of it).
            taken = sum(p.amount for p in book.purchases.values() if p.shift_id == shift.shift_id)
            day, time = day_and_time(shift.opened_at)
            text = (
                self.tr("Shift {n} open since {date} at {time}: float {float}, taken {taken}.")
                if day
                else self.tr("Shift {n} open since {time}: float {float}, taken {taken}.")
            )
            self.status_label.setText(
                text.format(
                    n=shift.shift_id,
                    date=day,
                    time=time,
                    float=self._money(shift.opening_float),
                    taken=self._money(taken),
                )
            )
            for method in reg.METHODS:
                self.expected_labels[method].setText(self._money(expected[method]))
                self.difference_labels[method].setText("")
        else:
            self._show_closed()

    def _show_closed(self) -> None:
        shift = self.last_closed
        if shift is None or shift.differences is None:
            self.status_label.setText(
                self.tr(
                    "No shift open. The tournament is over: nothing is sold; open a shift "
                    "only to pay prizes in cash."
                )
                if self._over
                else self.tr(
                    "No shift open: type the float in the drawer and open a shift to sell."
                )
            )
            for method in reg.METHODS:
                self.expected_labels[method].setText("—")
                self.difference_labels[method].setText("")
            return
        # Per method: a cash shortage and a card surplus do not cancel out.
        off = [(m, d) for m in reg.METHODS if (d := shift.differences.get(m, 0))]
        if not off:
            summary = self.tr("the count matches.")
        else:
            summary = " ".join(
                f"{method_label(m)}: "
                + self.tr("difference {amount}.").format(amount=self._money(d))
                for m, d in off
            )
        day, time = day_and_time(shift.closed_at)
        if self._over:  # nothing more to sell: a new shift only pays prizes in cash
            text = (
                self.tr("Shift {n} closed on {date} at {time}: {summary}")
                if day
                else self.tr("Shift {n} closed at {time}: {summary}")
            )
        else:
            text = (
                self.tr("Shift {n} closed on {date} at {time}: {summary} Open a new shift to sell.")
                if day
                else self.tr("Shift {n} closed at {time}: {summary} Open a new shift to sell.")
            )
        self.status_label.setText(
            text.format(n=shift.shift_id, date=day, time=time, summary=summary)
        )
        for method in reg.METHODS:
            self.expected_labels[method].setText(self._money(shift.expected[method]))
            self.counted_edits[method].setText(self._money(shift.counted[method]))
            difference = shift.differences[method]
            label = self.difference_labels[method]
            label.setText(self._money(difference) if difference else "✓")
            label.setStyleSheet("color: #b00020; font-weight: bold;" if difference else "")

    # --- slots ----------------------------------------------------------------------------

    def on_open_button_clicked(self) -> None:
        text = self.float_edit.text().strip()
        try:
            amount = parse_amount(text, self._currency) if text else 0
            self._services.registration.open_shift(
                self._current_operator(), self._tournament_id, amount
            )
        except Refused as refusal:
            self.refused.emit(refusal.message)
            return
        self.float_edit.clear()
        for edit in self.counted_edits.values():
            edit.clear()
        self.refused.emit("")

    def counted(self) -> dict[str, int]:
        """The amounts typed; an empty field counts as nothing in the drawer."""
        out = {}
        for method, edit in self.counted_edits.items():
            text = edit.text().strip()
            out[method] = parse_amount(text, self._currency) if text else 0
        return out

    def on_close_button_clicked(self) -> None:
        if self.shift is None:
            return
        try:
            self._services.registration.close_shift(
                self._current_operator(),
                self._tournament_id,
                self.shift.shift_id,
                self.counted(),
                self.note_edit.text(),
            )
        except Refused as refusal:
            self.refused.emit(refusal.message)
            return
        self.note_edit.clear()
        self.refused.emit("")

    def on_report_button_clicked(self) -> None:
        shift = self.shift or self.last_closed
        if shift is not None:
            self.report_requested.emit(shift.shift_id)
