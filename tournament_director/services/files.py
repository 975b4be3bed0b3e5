"""Reading the files people import (structures, payout tables, exclusion and staff lists).

The console reads a file through here before the domain parses its text, so a file that is
too big is refused before a byte of it is held in memory, and one that is not text is
refused in words rather than with a decoder's traceback.
"""

from __future__ import annotations

from pathlib import Path

from tournament_director.domain.errors import Refused


def read_text_file(path: Path, limit: int, *, fallback: str | None = None) -> str:
    """The text of an imported file. Refused in words: a file over ``limit`` bytes
    ('import.too_large', in KB; checked before reading, and again while reading in case it
    grows), one that cannot be read ('import.cannot_read', the system's reason), and one
    that is not UTF-8 ('import.not_utf8': which byte, where) unless a ``fallback`` encoding
    is given (exclusion lists saved by Excel on Windows come in cp1252). A UTF-8 byte-order
    mark is dropped."""
    try:
        if path.stat().st_size > limit:
            raise _too_large(path.stat().st_size, limit)
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise Refused("import.cannot_read", error=error.strerror or error) from None
    if len(data) > limit:
        raise _too_large(len(data), limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if fallback is not None:
            return data.decode(fallback, errors="replace")
        byte = f"0x{data[error.start]:02X}"
        raise Refused("import.not_utf8", byte=byte, position=error.start + 1) from None


def _too_large(size: int, limit: int) -> Refused:
    return Refused("import.too_large", size=-(-size // 1024), limit=limit // 1024)
