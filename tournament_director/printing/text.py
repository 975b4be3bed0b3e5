"""Fonts and fitting text into a width.

ReportLab's built-in Helvetica covers Latin-1 only, so the renderers use DejaVu Sans shipped
in resources/fonts (found through paths.resources_dir(), so a frozen bundle on Windows has it
too). Characters DejaVu lacks (Chinese, Japanese, Korean) are written in ReportLab's CID font
STSong-Light, which is not embedded: a viewer or printer driver substitutes a system font.
If it has none, the character prints as nothing; it never raises.

Everything that measures text goes through text_width(), so a name is wrapped or shrunk by
what will really be drawn.
"""

from __future__ import annotations

import threading
import unicodedata
from functools import lru_cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tournament_director.paths import resources_dir

REGULAR = "TD-Sans"
BOLD = "TD-Sans-Bold"
CONDENSED_BOLD = "TD-SansCondensed-Bold"
FALLBACK = "STSong-Light"

_FILES = {
    REGULAR: "DejaVuSans.ttf",
    BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
_lock = threading.Lock()
_registered = False
_covered: frozenset[int] = frozenset()


def register_fonts() -> None:
    """Register the shipped fonts with ReportLab once (safe to call from any renderer)."""
    global _registered, _covered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        folder = resources_dir() / "fonts"
        for name, filename in _FILES.items():
            pdfmetrics.registerFont(TTFont(name, str(folder / filename)))
        pdfmetrics.registerFont(UnicodeCIDFont(FALLBACK))
        addMapping(REGULAR, 0, 0, REGULAR)
        addMapping(REGULAR, 1, 0, BOLD)
        addMapping(REGULAR, 0, 1, REGULAR)
        addMapping(REGULAR, 1, 1, BOLD)
        regular = pdfmetrics.getFont(REGULAR)
        bold = pdfmetrics.getFont(BOLD)
        condensed = pdfmetrics.getFont(CONDENSED_BOLD)
        # A character is drawn in DejaVu only if every DejaVu face used has it.
        _covered = (
            frozenset(regular.face.charToGlyph)
            & frozenset(bold.face.charToGlyph)
            & frozenset(condensed.face.charToGlyph)
        )
        _registered = True


def clean(text: str) -> str:
    """Printable text: control characters (tabs, new lines, NUL) become spaces; NFC form."""
    text = unicodedata.normalize("NFC", str(text))
    return "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in text)


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


@lru_cache(maxsize=4096)
def runs(text: str, font: str) -> tuple[tuple[str, str], ...]:
    """Split text into (font, piece) runs: DejaVu where it has the glyph, the CJK font where
    DejaVu lacks it and the character is East Asian wide; anything else stays in DejaVu
    (it prints as DejaVu's missing-glyph box rather than disappearing)."""
    register_fonts()
    result: list[tuple[str, str]] = []
    for ch in text:
        use = font if ord(ch) in _covered or not _wide(ch) else FALLBACK
        if result and result[-1][0] == use:
            result[-1] = (use, result[-1][1] + ch)
        else:
            result.append((use, ch))
    return tuple(result)


def text_width(text: str, font: str, size: float) -> float:
    return sum(pdfmetrics.stringWidth(piece, f, size) for f, piece in runs(text, font))


def draw_text(
    canvas: Canvas, x: float, y: float, text: str, font: str, size: float, align: str = "left"
) -> None:
    """Draw one line at baseline y; align is left (x is the left edge), right or center."""
    if align == "right":
        x -= text_width(text, font, size)
    elif align == "center":
        x -= text_width(text, font, size) / 2
    for f, piece in runs(text, font):
        canvas.setFont(f, size)
        canvas.drawString(x, y, piece)
        x += pdfmetrics.stringWidth(piece, f, size)


def _break_word(word: str, font: str, size: float, width: float) -> list[str]:
    """A word wider than the line, cut between characters (long unbroken names, CJK)."""
    pieces: list[str] = []
    current = ""
    for ch in word:
        if current and text_width(current + ch, font, size) > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Lines no wider than width, broken at spaces and, inside too-long words, anywhere."""
    words = clean(text).split()
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, font, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
            current = ""
        if text_width(word, font, size) <= width:
            current = word
        else:
            *full, current = _break_word(word, font, size, width)
            lines.extend(full)
    if current:
        lines.append(current)
    return lines or [""]


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    if text_width(text, font, size) <= width:
        return text
    while text and text_width(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit(
    text: str,
    font: str,
    size: float,
    width: float,
    *,
    min_size: float | None = None,
    max_lines: int = 3,
) -> tuple[float, list[str]]:
    """The largest size from size down to min_size at which text fits one line; failing that,
    text wrapped at min_size into at most max_lines lines (the last one cut with "…")."""
    text = " ".join(clean(text).split())
    min_size = size if min_size is None else min_size
    current = size
    while current >= min_size:
        if text_width(text, font, current) <= width:
            return current, [text]
        current -= 0.5
    lines = wrap(text, font, min_size, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", font, min_size, width)
    return min_size, lines
