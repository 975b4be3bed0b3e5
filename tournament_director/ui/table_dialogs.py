"""Small dialogs of the Tables tab: the current button seats before a move, and the table
orders (opening and breaking) the director may change (ADTP 10)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_director.ui.screen_fit import fit_to_screen


class ButtonsDialog(QDialog):
    """House rule "Botón de Dealer": before a move the floor says where the button is now at
    each table involved; the last known seat is offered (0: unknown)."""

    def __init__(
        self, tables: Sequence[tuple[int, int, int | None]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Button seats"))
        self.known = {number: button for number, _size, button in tables}
        self.spins: dict[int, QSpinBox] = {}
        form = QFormLayout()
        for number, size, button in tables:
            spin = QSpinBox()
            spin.setRange(0, size)
            spin.setSpecialValueText(self.tr("unknown"))
            spin.setValue(button or 0)
            spin.setToolTip(self.tr("The seat with the dealer button now (last known offered)."))
            self.spins[number] = spin
            form.addRow(self.tr("Table {n}").format(n=number), spin)
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Where is the button now? The move is proposed from it."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self)

    def changed(self) -> dict[int, int]:
        """The tables whose button the floor changed (unknown is never recorded)."""
        out = {}
        for number, spin in self.spins.items():
            value = spin.value()
            if value and value != self.known.get(number):
                out[number] = value
        return out


def ask_buttons(
    parent: QWidget | None, tables: Sequence[tuple[int, int, int | None]]
) -> dict[int, int] | None:
    """(table, size, last known button) for each table of the move -> the changed buttons,
    or None when the floor cancelled."""
    dialog = ButtonsDialog(tables, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.changed()


def parse_order(text: str) -> list[int] | None:
    """ "3, 2, 1" (commas or spaces) as table numbers; None when something is not a number."""
    parts = text.replace(",", " ").split()
    if not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


class OrdersDialog(QDialog):
    """ADTP 10: the order the tables open in and the order they break in, announced in
    advance; the director may change them (every table once in each)."""

    def __init__(
        self, opening: Sequence[int], breaking: Sequence[int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Table orders"))
        self.opening_edit = QLineEdit(", ".join(map(str, opening)))
        self.breaking_edit = QLineEdit(", ".join(map(str, breaking)))
        self.opening_edit.setToolTip(self.tr("ADTP 10: the tables in the order they open."))
        self.breaking_edit.setToolTip(
            self.tr("ADTP 10: the tables in the order they break (first breaks first).")
        )
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3261e;")
        form = QFormLayout()
        form.addRow(self.tr("Opening order"), self.opening_edit)
        form.addRow(self.tr("Breaking order"), self.breaking_edit)
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Every table once, separated by commas (director)."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.on_buttons_accepted)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self)

    def orders(self) -> tuple[list[int], list[int]] | None:
        opening = parse_order(self.opening_edit.text())
        breaking = parse_order(self.breaking_edit.text())
        if opening is None or breaking is None:
            return None
        return opening, breaking

    def on_buttons_accepted(self) -> None:
        if self.orders() is None:
            self.problem.setText(self.tr("Write table numbers only, separated by commas."))
            return
        self.accept()


def ask_orders(
    parent: QWidget | None, opening: Sequence[int], breaking: Sequence[int]
) -> tuple[list[int], list[int]] | None:
    """The new (opening, breaking) orders, or None when the director cancelled."""
    dialog = OrdersDialog(opening, breaking, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.orders()
