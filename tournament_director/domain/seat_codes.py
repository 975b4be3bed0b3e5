"""The seat ticket's code: what makes a player's own seat his alone on the room's web page.

The ticket's QR names the tournament, the entry, the table and the seat as printed; anybody
who knows or guesses an entry number could write those. The tag closes that door: an
HMAC-SHA256 under the record's key (storage/keys.RecordKey, kept outside the database file,
as the chip-control slips' codes) over the record, the tournament, the entry, the table and
the seat, of which the first SEAT_TAG base-32 characters (50 bits) are printed. Capitals and
digits only, with hyphens between the fields: what a barcode scanner types the same on any
keyboard layout. Without the key nobody can make a tag that checks, and a tag of another
record (another key) never checks on this one.
"""

from __future__ import annotations

import base64
import hmac
from typing import Protocol

#: The tag's characters in the QR: 10 of base 32, 50 bits (the web page allows a look-up a
#: few times a minute per phone: a guess in 2^50 is not a way in).
SEAT_TAG = 10
#: The tag's alphabet (RFC 4648 base 32): capitals A-Z and digits 2-7.
TAG_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class SeatKey(Protocol):
    """The record's key (storage/keys.RecordKey): the ticket's tag is sealed with it."""

    record_id: str

    def seal(self, *parts: object) -> str: ...


def seat_tag(key: SeatKey, tournament_id: int, entry_id: int, table: int, seat: int) -> str:
    """The tag printed in the seat ticket's QR: HMAC-SHA256 under the record's key over the
    record, the tournament, the entry, the table and the seat, as SEAT_TAG base-32 capitals."""
    digest = bytes.fromhex(
        key.seal(
            "seat-ticket", key.record_id, int(tournament_id), int(entry_id), int(table), int(seat)
        )
    )
    return base64.b32encode(digest[:10]).decode("ascii")[:SEAT_TAG]


def tag_checks(
    key: SeatKey, tournament_id: int, entry_id: int, table: int, seat: int, tag: str
) -> bool:
    """Rule "seat_ticket.tag": the tag is the record's seal of exactly these tournament,
    entry, table and seat (compared in constant time; an empty tag never checks)."""
    if not isinstance(tag, str) or len(tag) != SEAT_TAG:
        return False
    expected = seat_tag(key, tournament_id, entry_id, table, seat)
    return hmac.compare_digest(expected.encode("ascii"), tag.upper().encode("ascii", "replace"))
