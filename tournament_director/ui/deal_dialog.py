"""The deal dialog: the players left with the stacks the floor counted, the method (ICM or
chip chop), money left to play for, edits between players, the rounding unit; the amounts
always add up to the money left. A director records the agreement.

Casino Club "Premios": the house does not endorse private deals; the dialog says so and the
record keeps it (domain/payout_state.py DealAgreed.endorsed is always False).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament_director.domain.deals import CHIP_CHOP, ICM, Deal
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import (
    format_amount,
    format_count,
    format_figure,
    parse_amount,
)
from tournament_director.domain.operators import Operator
from tournament_director.domain.text import parse_count
from tournament_director.services import Services
from tournament_director.ui import prompts
from tournament_director.ui.screen_fit import fit_to_screen
from tournament_director.ui.sign_in import error_label, show_error

NAME, SEAT, STACK, EQUITY, CHANGE, AMOUNT = range(6)


class DealDialog(QDialog):
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
        self.deal: Deal | None = None
        self.setWindowTitle(self.tr("Deal among the players left"))
        figures = services.payouts.figures(tournament_id)
        self._code = figures.currency
        self._players = services.payouts.players_left(tournament_id)
        self._money_left = figures.money_left

        self.notice = QLabel(
            self.tr(
                "The house does not endorse private deals. This records what the players "
                "agreed; the amounts are paid as agreed when each player finishes."
            )
        )
        self.notice.setWordWrap(True)
        self.money_left_label = QLabel(
            self.tr("Money left to share among %1 players: %2")
            .replace("%1", str(len(self._players)))
            .replace("%2", f"<b>{self._money(self._money_left)}</b>")
        )
        self.method_combo = QComboBox()
        self.method_combo.addItem(self.tr("ICM (by chances to finish in each place)"), ICM)
        self.method_combo.addItem(self.tr("Chip chop (by chips)"), CHIP_CHOP)
        self.unit_edit = QLineEdit(self._typed(figures.structure.unit))
        self.play_place_spin = QSpinBox()
        self.play_place_spin.setRange(1, max(1, len(self._players)))
        self.play_place_spin.setPrefix(self.tr("place "))
        self.play_amount_edit = QLineEdit()
        self.play_amount_edit.setPlaceholderText(self.tr("nothing"))
        play_row = QHBoxLayout()
        play_row.addWidget(self.play_amount_edit, 1)
        play_row.addWidget(QLabel(self.tr("for")))
        play_row.addWidget(self.play_place_spin)
        form = QFormLayout()
        form.addRow(self.tr("Method:"), self.method_combo)
        form.addRow(self.tr("Left to play for:"), play_row)
        form.addRow(self.tr("Rounding unit:"), self.unit_edit)

        self.table = QTableWidget(len(self._players), 6)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Table / seat"),
                self.tr("Chips (counted)"),
                self.tr("Equity"),
                self.tr("Give (−) / take (+)"),
                self.tr("Takes now"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            NAME, QHeaderView.ResizeMode.ResizeToContents
        )
        for row, player in enumerate(self._players):
            seat = f"{player.table} / {player.seat}" if player.table is not None else "—"
            for column, text in ((NAME, player.name), (SEAT, seat)):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
            for column in (STACK, CHANGE):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
            for column in (EQUITY, AMOUNT):
                item = QTableWidgetItem("")
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.total_label = QLabel()
        self.total_label.setWordWrap(True)
        self.note_edit = QLineEdit()
        self.note_edit.setPlaceholderText(self.tr("Note (optional), e.g. who witnessed it"))
        self.error = error_label()
        self.record_button = QPushButton(self.tr("Record the agreement"))
        self.record_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.record_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.money_left_label)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Type each player's chips as counted at the table.")))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total_label)
        layout.addWidget(self.note_edit)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        fit_to_screen(self, (820, 520))

        self.method_combo.currentIndexChanged.connect(self.on_inputs_changed)
        self.unit_edit.textEdited.connect(self.on_inputs_changed)
        self.play_place_spin.valueChanged.connect(self.on_inputs_changed)
        self.play_amount_edit.textEdited.connect(self.on_inputs_changed)
        self.table.itemChanged.connect(self.on_table_item_changed)
        self.record_button.clicked.connect(self.on_record_clicked)
        self.on_inputs_changed()

    # --- helpers ----------------------------------------------------------------------

    def _money(self, amount: int) -> str:
        return format_amount(amount, self._code)

    def _typed(self, amount: int) -> str:
        return format_figure(amount, self._code)

    def _amount(self, text: str) -> int:
        text = text.strip()
        if not text:
            return 0
        negative = text.startswith(("-", "−"))
        value = parse_amount(text.lstrip("-−+ "), self._code)
        return -value if negative else value

    def set_stacks(self, stacks: list[int]) -> None:
        """Fill the chips column (tests and a later import from the tables)."""
        self.table.blockSignals(True)
        for row, stack in enumerate(stacks):
            self.table.item(row, STACK).setText(format_count(stack))
        self.table.blockSignals(False)
        self.on_inputs_changed()

    def _stacks(self) -> dict[int, int] | None:
        stacks = {}
        for row, player in enumerate(self._players):
            typed = self.table.item(row, STACK).text()
            try:
                stack = parse_count(typed)
            except ValueError:
                stack = 0
            if stack is None:
                return None
            if stack <= 0:
                raise Refused("icm.bad_stack", value=typed)
            stacks[player.entry_id] = stack
        return stacks

    # --- computing --------------------------------------------------------------------

    def on_table_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() in (STACK, CHANGE):
            self.on_inputs_changed()

    def on_inputs_changed(self, *_args) -> None:
        self.deal = None
        self.record_button.setEnabled(False)
        try:
            stacks = self._stacks()
            if stacks is None:
                self._show(None)
                self.total_label.setText(self.tr("Type every player's chips to see the deal."))
                show_error(self.error, "")
                return
            unit = self._amount(self.unit_edit.text()) or 1
            kept = self._amount(self.play_amount_edit.text())
            left = {self.play_place_spin.value(): kept} if kept else None
            changes = {
                p.entry_id: self._amount(self.table.item(row, CHANGE).text())
                for row, p in enumerate(self._players)
            }
            changes = {k: v for k, v in changes.items() if v}
            self.deal = self._services.payouts.compute_deal(
                self._tournament_id,
                stacks,
                self.method_combo.currentData(),
                left_to_play=left,
                unit=unit,
                changes=changes or None,
            )
        except Refused as refusal:
            self._show(None)
            show_error(self.error, refusal.message)
            return
        show_error(self.error, "")
        self._show(self.deal)
        self.record_button.setEnabled(True)

    def _show(self, deal: Deal | None) -> None:
        self.table.blockSignals(True)
        for row in range(len(self._players)):
            equity = amount = ""
            if deal is not None:
                amount = self._money(deal.amounts[row])
                if deal.equities:
                    equity = self._money(round(deal.equities[row]))
            self.table.item(row, EQUITY).setText(equity)
            self.table.item(row, AMOUNT).setText(amount)
        self.table.blockSignals(False)
        if deal is not None:
            dealt = sum(deal.amounts)
            in_play = sum(a for _, a in deal.left_to_play)
            text = self.tr("Dealt %1 + left to play for %2 = %3 (the money left).")
            self.total_label.setText(
                text.replace("%1", self._money(dealt))
                .replace("%2", self._money(in_play))
                .replace("%3", f"<b>{self._money(deal.total)}</b>")
            )

    # --- recording --------------------------------------------------------------------

    def on_record_clicked(self) -> None:
        if self.deal is None:
            return
        if not prompts.confirm(
            self,
            self.tr("Record the agreement"),
            self.tr(
                "Every player left agreed to these amounts? The record says the house does "
                "not endorse the deal."
            ),
        ):
            return
        try:
            self._services.payouts.record_deal(
                self._current_operator(), self._tournament_id, self.deal, self.note_edit.text()
            )
        except Refused as refusal:
            show_error(self.error, refusal.message)
            return
        self.accept()
