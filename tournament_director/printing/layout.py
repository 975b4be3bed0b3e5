"""A column of blocks laid out once, measured, then drawn: what a ticket is made of.

A thermal roll prints as long a page as it is given, so a ticket's page is as tall as its
content; the Flow knows its height before anything is drawn. Every block is fitted to the
column's width (wrapped, shrunk or cut), so nothing is ever drawn outside it.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from tournament_director.domain.money import format_count
from tournament_director.printing.text import (
    BOLD,
    CONDENSED_BOLD,
    REGULAR,
    draw_text,
    fit,
    text_width,
    wrap,
)

Draw = Callable[[Canvas, float, float], None]  # (canvas, left x, top y)

LEADING = 1.22  # line height as a multiple of the font size
ASCENT = 0.93  # DejaVu's ascent: where the first baseline sits below the top of a line


def local_time(moment: datetime) -> str:
    """dd/mm/yyyy HH:MM in the room's local time (an aware datetime is converted first)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%d/%m/%Y %H:%M")


def group_int(value: int, language: str) -> str:
    """Chip counts: 20.000 in Spanish, 20,000 in English (`domain.money.format_count`)."""
    return format_count(value, language)


@dataclass
class _Block:
    height: float
    draw: Draw


class Flow:
    """Blocks stacked top to bottom in a column `width` points wide; sizes times `scale`."""

    def __init__(self, width: float, scale: float = 1.0) -> None:
        self.width = width
        self.scale = scale
        self._blocks: list[_Block] = []
        # How far down a diagonal mark may reach (kept off the code and the QR code).
        self.mark_limit: float | None = None

    @property
    def height(self) -> float:
        return sum(block.height for block in self._blocks)

    def draw(self, canvas: Canvas, x: float, top: float) -> None:
        y = top
        for block in self._blocks:
            block.draw(canvas, x, y)
            y -= block.height

    def _add(self, height: float, draw: Draw) -> None:
        self._blocks.append(_Block(height, draw))

    # blocks -----------------------------------------------------------------------------

    def gap(self, millimetres: float) -> None:
        self._add(millimetres * mm * self.scale, lambda c, x, y: None)

    def text(
        self,
        text: str,
        size: float,
        *,
        font: str = REGULAR,
        align: str = "left",
        min_size: float | None = None,
        max_lines: int = 3,
    ) -> None:
        """Text shrunk (down to min_size) to one line, else wrapped into max_lines lines."""
        size *= self.scale
        min_size = size if min_size is None else min_size * self.scale
        used, lines = fit(text, font, size, self.width, min_size=min_size, max_lines=max_lines)
        line_height = used * LEADING
        width = self.width

        def draw(c: Canvas, x: float, y: float) -> None:
            c.setFillColorRGB(0, 0, 0)
            for i, line in enumerate(lines):
                baseline = y - used * ASCENT - i * line_height
                anchor = {"left": x, "center": x + width / 2, "right": x + width}[align]
                draw_text(c, anchor, baseline, line, font, used, align)

        self._add(line_height * len(lines), draw)

    def pair(
        self,
        label: str,
        value: str,
        size: float = 9,
        *,
        label_font: str = REGULAR,
        value_font: str = BOLD,
    ) -> None:
        """Label on the left, value on the right; on two lines when they don't fit on one."""
        size *= self.scale
        gap = 2 * mm * self.scale
        line_height = size * LEADING
        width = self.width
        if text_width(label, label_font, size) + gap + text_width(value, value_font, size) <= width:

            def one(c: Canvas, x: float, y: float) -> None:
                baseline = y - size * ASCENT
                draw_text(c, x, baseline, label, label_font, size)
                draw_text(c, x + width, baseline, value, value_font, size, "right")

            self._add(line_height, one)
            return
        label_lines = wrap(label, label_font, size, width)
        value_size, value_lines = fit(
            value, value_font, size, width, min_size=max(6.5, size * 0.8), max_lines=4
        )
        value_height = value_size * LEADING

        def two(c: Canvas, x: float, y: float) -> None:
            for i, line in enumerate(label_lines):
                draw_text(c, x, y - size * ASCENT - i * line_height, line, label_font, size)
            y -= line_height * len(label_lines)
            for i, line in enumerate(value_lines):
                baseline = y - value_size * ASCENT - i * value_height
                draw_text(c, x + width, baseline, line, value_font, value_size, "right")

        self._add(line_height * len(label_lines) + value_height * len(value_lines), two)

    def rule(self, *, dashed: bool = False, weight: float = 0.8, space: float = 1.5) -> None:
        pad = space * mm * self.scale
        width = self.width

        def draw(c: Canvas, x: float, y: float) -> None:
            c.saveState()
            c.setLineWidth(weight * self.scale)
            if dashed:
                c.setDash(2 * self.scale, 2 * self.scale)
            c.line(x, y - pad, x + width, y - pad)
            c.restoreState()

        self._add(2 * pad, draw)

    def banner(self, text: str, size: float, *, inverse: bool = True) -> None:
        """A full-width band: white bold text on black (or black on white in a thick frame)."""
        size *= self.scale
        pad = 1.2 * mm * self.scale
        used, lines = fit(text, BOLD, size, self.width - 2 * pad, min_size=size * 0.6, max_lines=2)
        line_height = used * LEADING
        height = line_height * len(lines) + 2 * pad
        width = self.width

        def draw(c: Canvas, x: float, y: float) -> None:
            c.saveState()
            if inverse:
                c.setFillColorRGB(0, 0, 0)
                c.rect(x, y - height, width, height, stroke=0, fill=1)
                c.setFillColorRGB(1, 1, 1)
            else:
                lw = 1.6 * self.scale
                c.setLineWidth(lw)
                c.rect(x + lw / 2, y - height + lw / 2, width - lw, height - lw, stroke=1, fill=0)
            for i, line in enumerate(lines):
                baseline = y - pad - used * ASCENT - i * line_height
                draw_text(c, x + width / 2, baseline, line, BOLD, used, "center")
            c.restoreState()

        self._add(height, draw)

    def big_boxes(self, cells: list[tuple[str, str]], size: float, label_size: float) -> None:
        """Framed cells side by side, each a small label over a huge value (table, seat)."""
        size *= self.scale
        label_size *= self.scale
        gap = 2.5 * mm * self.scale
        pad = 1.5 * mm * self.scale
        border = 1.8 * self.scale
        count = len(cells)
        cell_width = (self.width - gap * (count - 1)) / count
        inner = cell_width - 2 * pad - 2 * border
        fitted = []
        for label, value in cells:
            label_used, label_lines = fit(
                label, BOLD, label_size, inner, min_size=label_size * 0.6, max_lines=2
            )
            value_used, value_lines = fit(
                value, CONDENSED_BOLD, size, inner, min_size=size * 0.3, max_lines=2
            )
            fitted.append((label_used, label_lines, value_used, value_lines))
        # All cells share the value size of the tightest, so "12" and "7" look alike.
        common = min(value_used for _, _, value_used, _ in fitted)
        rows = max(len(value_lines) for *_, value_lines in fitted)
        label_rows = max(len(label_lines) for _, label_lines, _, _ in fitted)
        label_height = label_size * LEADING * label_rows
        # figures have no descender: the first row is as tall as a digit, not a whole line
        value_height = common * 0.74 + common * 1.05 * (rows - 1)
        height = pad + label_height + pad * 0.5 + value_height + pad * 1.5

        def draw(c: Canvas, x: float, y: float) -> None:
            for i, (label_used, label_lines, _, _) in enumerate(fitted):
                left = x + i * (cell_width + gap)
                c.saveState()
                c.setLineWidth(border)
                c.rect(
                    left + border / 2,
                    y - height + border / 2,
                    cell_width - border,
                    height - border,
                    stroke=1,
                    fill=0,
                )
                centre = left + cell_width / 2
                top = y - pad
                for j, line in enumerate(label_lines):
                    baseline = top - label_used * ASCENT - j * label_size * LEADING
                    draw_text(c, centre, baseline, line, BOLD, label_used, "center")
                value = cells[i][1]
                _, lines = fit(value, CONDENSED_BOLD, common, inner, min_size=common, max_lines=2)
                top -= label_height + pad * 0.5
                for j, line in enumerate(lines):
                    # digits have no descender: sit them on the cap height, not the ascent
                    baseline = top - common * 0.74 - j * common * 1.05
                    draw_text(c, centre, baseline, line, CONDENSED_BOLD, common, "center")
                c.restoreState()

        self._add(height, draw)

    def signature(self, caption: str, size: float = 8, space: float = 12) -> None:
        """Room to sign (``space`` mm), a line across the column, the caption under it."""
        gap = space * mm * self.scale
        size *= self.scale
        used, lines = fit(caption, REGULAR, size, self.width, min_size=size * 0.8, max_lines=2)
        line_height = used * LEADING
        width = self.width

        def draw(c: Canvas, x: float, y: float) -> None:
            c.saveState()
            c.setLineWidth(0.7 * self.scale)
            c.line(x, y - gap, x + width, y - gap)
            c.restoreState()
            for i, line in enumerate(lines):
                baseline = y - gap - 1.2 * mm * self.scale - used * ASCENT - i * line_height
                draw_text(c, x + width / 2, baseline, line, REGULAR, used, "center")

        self._add(gap + 1.2 * mm * self.scale + line_height * len(lines), draw)

    def qr(self, payload: str, millimetres: float) -> None:
        """A QR code with a 3-module quiet zone, centred; side in millimetres (times scale)."""
        side = min(millimetres * mm * self.scale, self.width)
        width = self.width

        def draw(c: Canvas, x: float, y: float) -> None:
            draw_qr(c, payload, x + (width - side) / 2, y - side, side)

        self._add(side, draw)


def draw_qr(canvas: Canvas, payload: str, x: float, y: float, side: float, border: int = 3):
    """ReportLab's QR encoder (the one QrCodeWidget uses), drawn as one filled path.

    Drawing the widget through renderPDF builds a shape object per dark run and costs about
    three times as much; a path of rectangles prints the same modules.
    """
    widget = QrCodeWidget(payload, barLevel="M", barBorder=border)
    code = widget.qr
    code.make()
    count = code.getModuleCount()
    box = side / (count + 2 * border)
    path = canvas.beginPath()
    top = y + side
    for row_index, row in enumerate(code.modules):
        column = 0
        for dark, run in itertools.groupby(bool(module) for module in row):
            length = sum(1 for _ in run)
            if dark:
                path.rect(
                    x + (column + border) * box,
                    top - (row_index + border + 1) * box,
                    length * box,
                    box,
                )
            column += length
    canvas.saveState()
    canvas.setFillColorRGB(0, 0, 0)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


def diagonal_mark(canvas: Canvas, text: str, x: float, y: float, width: float, height: float):
    """Light grey text across the box's diagonal ("COPIA"), kept inside the box.

    Drawn before the content, so every figure prints over it in black; a thermal head prints
    the grey as a sparse dot pattern that reads as a watermark.
    """
    angle = min(math.degrees(math.atan2(height, width)), 45.0)
    rad = math.radians(angle)
    size = 40.0
    extent_w = text_width(text, BOLD, size) * math.cos(rad) + size * math.sin(rad)
    extent_h = text_width(text, BOLD, size) * math.sin(rad) + size * math.cos(rad)
    size *= min(0.9 * width / extent_w, 0.9 * height / extent_h)
    canvas.saveState()
    canvas.translate(x + width / 2, y + height / 2)
    canvas.rotate(angle)
    canvas.setFillGray(0.8)
    canvas.setFont(BOLD, size)
    canvas.drawCentredString(0, -size * 0.35, text)
    canvas.restoreState()
