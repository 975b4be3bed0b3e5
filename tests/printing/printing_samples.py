"""Sample documents and the poppler/zbar tools that read the PDFs back (no Qt here).

pdftotext, pdftoppm, pdfinfo (poppler-utils) and zbarimg (zbar-tools) are installed by
installer/bootstrap.sh; a machine without them fails these tests rather than skipping them.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

from tournament_director.printing.documents import (
    EntryKind,
    Receipt,
    SeatTicket,
    WaitingTicket,
)

MM = 72 / 25.4  # points per millimetre

LONG_NAME = (
    "Maximiliano Alejandro de la Santísima Trinidad Fernández-Villavicencio Ossandón "
    "y Montalva-Errázuriz"
)
UNBROKEN_NAME = "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft" * 2
CJK_NAME = "王小明 Wang Xiaoming 山田太郎"
CYRILLIC_NAME = "Дмитрий Ковалёв"
GREEK_NAME = "Νίκος Παπαδόπουλος"


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        pytest.fail(f"{name} is missing: run installer/bootstrap.sh (poppler-utils, zbar-tools)")
    return found


def _run(args: list[str], data: bytes | None = None) -> bytes:
    done = subprocess.run(args, input=data, capture_output=True, check=False, timeout=60)
    return done.stdout


@dataclass
class Word:
    text: str
    x_min: float
    y_min: float
    x_max: float
    y_max: float


@dataclass
class Page:
    width: float
    height: float
    words: list[Word]

    @property
    def text(self) -> str:
        return " ".join(word.text for word in self.words)


class PdfTools:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._count = 0

    def save(self, pdf: bytes) -> Path:
        assert pdf.startswith(b"%PDF"), pdf[:20]
        self._count += 1
        path = self.folder / f"doc{self._count}.pdf"
        path.write_bytes(pdf)
        return path

    def text(self, pdf: bytes, page: int | None = None) -> str:
        args = [_tool("pdftotext"), "-layout", "-enc", "UTF-8"]
        if page is not None:
            args += ["-f", str(page), "-l", str(page)]
        return _run([*args, str(self.save(pdf)), "-"]).decode("utf-8")

    def pages(self, pdf: bytes) -> list[Page]:
        out = _run([_tool("pdftotext"), "-bbox", "-enc", "UTF-8", str(self.save(pdf)), "-"])
        pages = []
        for match in re.finditer(
            r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', out.decode(), re.S
        ):
            words = [
                Word(html.unescape(w[4]), *(float(v) for v in w[:4]))
                for w in re.findall(
                    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">'
                    r"(.*?)</word>",
                    match.group(3),
                )
            ]
            pages.append(Page(float(match.group(1)), float(match.group(2)), words))
        return pages

    def page_count(self, pdf: bytes) -> int:
        info = _run([_tool("pdfinfo"), str(self.save(pdf))]).decode()
        return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))

    def png(self, pdf: bytes, dpi: int = 150) -> list[Path]:
        path = self.save(pdf)
        _run([_tool("pdftoppm"), "-r", str(dpi), "-png", str(path), str(path.with_suffix(""))])
        return sorted(self.folder.glob(f"{path.stem}-*.png"))

    def gray(self, pdf: bytes, dpi: int = 150) -> list[tuple[int, int, bytes]]:
        """Each page as (width, height, 8-bit grey pixels), read from pdftoppm's PGM."""
        path = self.save(pdf)
        _run([_tool("pdftoppm"), "-r", str(dpi), "-gray", str(path), str(path.with_suffix(""))])
        images = []
        for pgm in sorted(self.folder.glob(f"{path.stem}-*.pgm")):
            data = pgm.read_bytes()
            magic, width, height, maximum, rest = data.split(maxsplit=4)
            assert magic == b"P5" and maximum == b"255"
            images.append((int(width), int(height), rest))
        return images

    def qr_codes(self, pdf: bytes, dpi: int = 150) -> list[str]:
        codes = []
        for png in self.png(pdf, dpi):
            out = _run(
                [_tool("zbarimg"), "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(png)]
            )
            codes += out.decode("utf-8").splitlines()
        return codes


WHEN = datetime(2026, 11, 25, 21, 7)


def make_receipt() -> Receipt:
    return Receipt(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="T42",
        entry_id="E57",
        entry_number=57,
        seq=1234,
        event_hash="3f9a1c07b2d4e5f60718293a4b5c6d7e8f901234",
        kind=EntryKind.REENTRY,
        currency="CLP",
        amount=50000,
        prize_pool=45000,
        fee=4000,
        staff_fee=1000,
        payment_method="cash",
        player_name="José Ñúñez Peña",
        player_document="12.345.678-9",
        operator="Ana Director",
        time=WHEN,
        chips=20000,
        table="3",
        seat=7,
    )


def make_seat_ticket() -> SeatTicket:
    return SeatTicket(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="T42",
        entry_id="E57",
        player_name="José Ñúñez Peña",
        table="12",
        seat=7,
        time=WHEN,
        chips=20000,
        tag="K3FZQ7XW2M",
    )


def make_waiting_ticket() -> WaitingTicket:
    return WaitingTicket(
        house="Casino Enjoy Viña del Mar",
        tournament="Torneo Semanal Deep Stack",
        tournament_id="T42",
        waiting_id="W9",
        player_name="Camila Rojas",
        position=4,
        time=WHEN,
    )


def assert_inside_roll(pdf_tools: PdfTools, document: bytes) -> None:
    """Every word and every dark pixel of every page within the 72 mm printable column."""
    for page in pdf_tools.pages(document):
        assert page.width == pytest.approx(80 * MM, abs=0.01)
        for word in page.words:
            assert word.x_min >= 4 * MM - 0.5, word
            assert word.x_max <= 76 * MM + 0.5, word
    dpi = 150
    margin = int(4 / 25.4 * dpi) - 1  # pixels of the 4 mm margins, less one for anti-aliasing
    for width, height, pixels in pdf_tools.gray(document, dpi):
        for row in range(height):
            line = pixels[row * width : (row + 1) * width]
            assert min(line[:margin]) > 200, f"ink in the left margin, row {row}"
            assert min(line[width - margin :]) > 200, f"ink in the right margin, row {row}"
