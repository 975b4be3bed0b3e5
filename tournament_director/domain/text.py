"""Cleaning what people type: names and short texts."""

from __future__ import annotations

from tournament_director.domain.errors import Refused

NAME_LIMIT = 80


def clean_name(name: str, empty_key: str, long_key: str, limit: int = NAME_LIMIT) -> str:
    """Trim and collapse whitespace; refuse an empty or over-long name."""
    cleaned = " ".join(name.split())
    if not cleaned:
        raise Refused(empty_key)
    if len(cleaned) > limit:
        raise Refused(long_key, length=len(cleaned), limit=limit)
    return cleaned


def parse_count(text: str) -> int | None:
    """A whole number as the floor types it (chips, entries, places): "12500", "12.500",
    "12,500" or "12 500"; None when nothing is typed. ValueError when it is not a whole
    number of ASCII digits (a sign, a fraction, letters, "²")."""
    cleaned = "".join(text.split()).replace(".", "").replace(",", "")
    if not cleaned:
        return None
    if not (cleaned.isascii() and cleaned.isdigit()):
        raise ValueError(text)
    return int(cleaned)
