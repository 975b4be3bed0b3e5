"""Widgets whose size never follows their text, so nothing laid out after them moves.

- :class:`ElidedLabel`: at most N lines, the rest cut with "…" (whole in the tooltip).
- :class:`MessageArea`: a place of fixed height for messages that come and go (a refusal
  under a form, the last sale): showing or clearing one moves no list or button.
- :class:`QuietBox`: holds a label whose text changes every second (a clock) so that the
  change repaints the label alone.

Where a text changes while the floor works (the next level, the clock's status, a table's
players), a QLabel that grows or wraps moves everything laid out after it, and a click meant
for a button lands elsewhere. This label keeps the height of its N lines whatever it holds
and takes the width its layout gives it; a text that does not fit ends in "…" and is shown
whole in the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextLayout,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

ELLIPSIS = "…"


def fitted_lines(text: str, font: QFont, width: int, lines: int) -> list[str]:
    """text broken at spaces into at most `lines` lines of `width` pixels in `font`; the
    last line ends in "…" when the rest does not fit."""
    words = " ".join(text.split())
    if not words:
        return []
    metrics = QFontMetrics(font)
    if width <= 0:
        return [words]
    out: list[str] = []
    rest = words
    while len(out) < lines - 1 and metrics.horizontalAdvance(rest) > width:
        layout = QTextLayout(rest, font)
        layout.beginLayout()
        line = layout.createLine()
        line.setLineWidth(width)
        layout.endLayout()
        cut = max(line.textLength(), 1)
        out.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    out.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
    return out


class ElidedLabel(QLabel):
    """A QLabel of a fixed number of lines; text() is always the whole text."""

    def __init__(self, text: str = "", lines: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._lines = max(1, lines)
        self.setWordWrap(False)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._refresh_tooltip()

    def lines(self) -> int:
        return self._lines

    def setText(self, text: str) -> None:
        if text == self.text():
            return
        super().setText(text)
        self._refresh_tooltip()
        self.update()

    def _height(self) -> int:
        margins = self.contentsMargins()
        return self.fontMetrics().lineSpacing() * self._lines + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 12, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 4, self._height())

    def heightForWidth(self, _width: int) -> int:
        return self._height()

    def hasHeightForWidth(self) -> bool:
        return False

    def shown_lines(self) -> list[str]:
        """The lines as painted at the label's width (the last one may end in "…")."""
        return fitted_lines(self.text(), self.font(), self.contentsRect().width(), self._lines)

    def is_cut(self) -> bool:
        """True when the text does not fit: the label shows less than it holds."""
        shown = " ".join(self.shown_lines())
        return shown != " ".join(self.text().split())

    def _refresh_tooltip(self) -> None:
        self.setToolTip(self.text() if self.is_cut() else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refresh_tooltip()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        spacing = self.fontMetrics().lineSpacing()
        shown = self.shown_lines()
        align = self.alignment()
        top = rect.top()
        if align & Qt.AlignmentFlag.AlignVCenter:
            top += (rect.height() - spacing * len(shown)) // 2
        elif align & Qt.AlignmentFlag.AlignBottom:
            top = rect.bottom() - spacing * len(shown)
        horizontal = align & (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignHCenter
        )
        for number, line in enumerate(shown):
            painter.drawText(
                rect.left(),
                top + number * spacing,
                rect.width(),
                spacing,
                horizontal | Qt.AlignmentFlag.AlignVCenter,
                line,
            )
        painter.end()


class MessageArea(QWidget):
    """Room for `lines` lines of messages; the labels put in it lie on top of each other
    (one speaks at a time) and never change its height."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = max(1, lines)
        self._labels: list[QLabel] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add(self, label: QLabel) -> QLabel:
        label.setParent(self)
        label.setGeometry(self.rect())
        self._labels.append(label)
        return label

    def _height(self) -> int:
        bold = QFont(self.font())
        bold.setBold(True)
        return QFontMetrics(bold).lineSpacing() * self._lines + 2

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 30, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for label in self._labels:
            label.setGeometry(self.rect())


class QuietBox(QWidget):
    """Holds one widget whose size hints never follow its text (an ElidedLabel), laid out by
    hand, so that its text changes stop here.

    QLabel.setText asks every layout above the label to lay out again, and a QTabWidget
    that is asked repaints all of itself (Qt): a clock's label changing each second
    repainted the whole console. In this box, which has no layout, the request ends and the
    label repaints alone. The box takes the child's size hints and policy."""

    def __init__(self, child: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.child = child
        child.setParent(self)
        self.setSizePolicy(child.sizePolicy())

    def sizeHint(self) -> QSize:
        return self.child.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.child.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.child.setGeometry(self.rect())
