"""A panel of plain facts and a note: what the tabs of later capabilities show for now."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFormLayout, QFrame, QLabel, QVBoxLayout, QWidget


class FactsPanel(QWidget):
    def __init__(self, title: str, note: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        heading = QLabel(title)
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        heading.setFont(font)
        self._form = QFormLayout()
        self._form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self._values: dict[str, QLabel] = {}
        self.note = QLabel(note)
        self.note.setWordWrap(True)
        self.note.setObjectName("laterNote")
        self.note.setStyleSheet("color: #5a5a5a; font-style: italic;")
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(heading)
        layout.addLayout(self._form)
        layout.addWidget(line)
        layout.addWidget(self.note)
        layout.addStretch(1)

    def set_fact(self, key: str, label: str, value: str) -> None:
        if key not in self._values:
            value_label = QLabel()
            value_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._values[key] = value_label
            self._form.addRow(label, value_label)
        self._values[key].setText(value)

    def set_tip(self, key: str, text: str) -> None:
        """A tooltip on a fact's value (set_fact first)."""
        self._values[key].setToolTip(text)

    def fact(self, key: str) -> str:
        return self._values[key].text()
