"""Small dialogs of the Tables tab: the current button seats before a move."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


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
