"""Papers kept as PDF files when the station has no printer: one folder per tournament, a
name that says what each paper is, never one file over another.

A desk without a printer (a laptop at a satellite, a printer not yet installed) still
gives every sale its receipt and seat ticket: the console saves each as a PDF without
asking (`ui/print_adapter.py`), here:

    <data folder>/papers/<tournament id>-<tournament name>/<what>.pdf
    e.g. papers/12-Torneo-Aniversario/comprobante-entrada-62-RUT-12345678-5.pdf

The name says the paper (receipt, seat ticket, refund receipt...), the entry and the
player's document (written without dots, 12345678-5), and COPIA/COPY for a reprint; a name
already taken gets a counter (-2, -3...), so a paper never replaces another. Folders are
0700 and files 0600 (`station.private_dir`, created exclusive with mode 0600): they name
players and their documents.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from tournament_director.domain.identity import document_text
from tournament_director.i18n import CATALOG, LANGUAGES
from tournament_director.station import PRIVATE_FILE, make_private, private_dir, sync_dir

PAPERS_DIR = "papers"
PART_LIMIT = 60  # characters of one part of a name (a tournament's name, a title)
COUNTER_MAX = 10_000


def safe_part(text: str, limit: int = PART_LIMIT) -> str:
    """Text made a part of a file name any system accepts: letters (accents kept) and digits,
    everything else a single dash; "" when nothing is left."""
    normal = unicodedata.normalize("NFC", text)
    out: list[str] = []
    for ch in normal:
        if ch.isalnum() and ch.isprintable():
            out.append(ch)
        elif out and out[-1] != "-":
            out.append("-")
    return "".join(out).strip("-")[:limit].strip("-")


def tournament_folder(data_dir: Path, tournament_id: int, name: str) -> Path:
    """Where a tournament's papers go: ``papers/<id>-<name>`` in the data folder (the id
    first: two tournaments of one name never share a folder). Not created here."""
    part = safe_part(name)
    return Path(data_dir) / PAPERS_DIR / (f"{tournament_id}-{part}" if part else str(tournament_id))


def _word(key: str, language: str) -> str:
    return CATALOG[key][LANGUAGES.index(language)]


def paper_name(
    what: str,
    language: str,
    *,
    entry_id: int | None = None,
    document_type: str = "",
    document: str = "",
    copy: bool = False,
) -> str:
    """The name (without .pdf) of a paper: ``what`` is a key of the catalogue's "paper.*"
    words (receipt, refund_receipt, seat_ticket, waiting_ticket), then the entry, the
    player's document as written without dots, and COPIA/COPY for a reprint:
    comprobante-entrada-62-RUT-12345678-5-COPIA."""
    parts = [_word(f"paper.{what}", language)]
    if entry_id is not None:
        parts.append(f"{_word('paper.entry', language)}-{entry_id}")
    if document:
        written = document_text(document_type, document).replace(".", "")
        parts.append(safe_part(f"{document_type}-{written}" if document_type else written))
    if copy:
        parts.append(_word("paper.copy", language))
    return "-".join(p for p in parts if p)


def save_paper(folder: Path, name: str, data: bytes, suffix: str = ".pdf") -> Path:
    """Write a new file ``name``.pdf in the folder (created private), or ``name``-2.pdf,
    -3... when the name is taken: never over another paper. Readable by the user alone,
    flushed to the disk. Raises OSError when it cannot be written."""
    if folder.parent.name == PAPERS_DIR:
        private_dir(folder.parent)  # papers/ itself: its folder names name tournaments
    private_dir(folder)
    stem = safe_part(name, 2 * PART_LIMIT) or "papel"
    for number in range(1, COUNTER_MAX + 1):
        path = folder / (f"{stem}{suffix}" if number == 1 else f"{stem}-{number}{suffix}")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
        except FileExistsError:
            continue
        try:
            os.write(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        make_private(path)
        sync_dir(folder)
        return path
    raise FileExistsError(f"{COUNTER_MAX} papers named {stem} in {folder}")
