"""The room's web page's rules without a server: its words in both languages, the language a
visitor gets, the limits' token buckets, the seat codes it takes, and the clock's times as
of the moment a page receives them."""

from __future__ import annotations

import re
import string

import pytest

from tournament_director.web import room
from tournament_director.web.follower import Feed
from tournament_director.web.limits import TokenBuckets
from tournament_director.web.texts import WEB_CATALOG, choose_language, text


def _fields(words_: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words_) if name}


def test_every_word_of_the_page_is_in_both_languages_with_the_same_fields():
    for key, (spanish, english) in WEB_CATALOG.items():
        assert spanish and english and spanish != "" and english != "", key
        assert _fields(spanish) == _fields(english), key


def test_counted_words_agree_with_their_number():
    assert text("waiting.count", "es", count=1) == "1 persona espera un asiento."
    assert text("waiting.count", "en", count=3) == "3 people are waiting for a seat."


@pytest.mark.parametrize(
    ("chosen", "header", "language"),
    [
        (None, None, "es"),
        (None, "en-US,en;q=0.9,es;q=0.8", "en"),
        (None, "fr-FR,es;q=0.4,en;q=0.7", "en"),
        (None, "es-CL", "es"),
        (None, "de, fr", "es"),
        ("en", "es-CL", "en"),
        ("xx", "en", "en"),
        (None, "en;q=0, es;q=0.1", "es"),
        (None, "en;q=bad, es", "es"),
    ],
)
def test_the_language_is_the_visitors_choice_then_his_browsers_then_spanish(
    chosen, header, language
):
    assert choose_language(chosen, header) == language


def test_a_bucket_lets_a_burst_through_then_its_rate():
    now = [0.0]
    buckets = TokenBuckets(burst=3, rate=0.5, clock=lambda: now[0])
    assert [buckets.take("10.0.0.5") for _ in range(4)] == [True, True, True, False]
    assert buckets.take("10.0.0.6")  # another phone has its own bucket
    assert buckets.retry_after("10.0.0.5") == 2
    now[0] = 1.0
    assert not buckets.take("10.0.0.5")  # half a token
    now[0] = 2.0
    assert buckets.take("10.0.0.5") and not buckets.take("10.0.0.5")
    now[0] = 1000.0  # refilled to the burst, never beyond
    assert [buckets.take("10.0.0.5") for _ in range(4)] == [True, True, True, False]


TAG = "K3FZQ7XW2M"


@pytest.mark.parametrize(
    ("code", "entry", "digits", "parsed"),
    [
        ("TD1-S-4-62-5-3-K3FZQ7XW2M", None, None, room.SeatCode("S", 4, 62, 5, 3, tag=TAG)),
        # a scanner on a Spanish keyboard, typed by hand in lower case, with spaces
        ("TD1'S'4'62'5'3'K3FZQ7XW2M", None, None, room.SeatCode("S", 4, 62, 5, 3, tag=TAG)),
        (" td1-s-4-62-5-3-k3fzq 7xw2m ", None, None, room.SeatCode("S", 4, 62, 5, 3, tag=TAG)),
        # a ticket printed before the tags: read, untagged (then refused as a wrong code)
        ("TD1|S|4|62|5|3", None, None, room.SeatCode("S", 4, 62, 5, 3)),
        ("TD1|W|4|17|2", None, None, room.SeatCode("W", 4, 17)),
        ("TD1-S-4-62-5-3-K3FZQ7XW2", None, None, None),  # a tag cut short
        ("TD1-S-4-62-5-3-K3FZQ7XW21", None, None, None),  # 1 is not base 32
        ("", "62", "5678", room.SeatCode("D", 9, 62, document_tail="5678")),
        (None, "#62", "67-8k", room.SeatCode("D", 9, 62, document_tail="678K")),
        ("TD1|S|4|62", None, None, None),
        ("TD1|R|4|62|10|3F9A1-C07B2", None, None, None),
        ("TD1|S|4|62|5|3|extra", None, None, None),
        ("x" * 500, None, None, None),
        (None, "62", "567", None),
        (None, "62", "56789", None),
        (None, "sesenta", "5678", None),
        (None, "1" * 12, "5678", None),
        (None, None, None, None),
    ],
)
def test_the_look_up_takes_a_tickets_qr_or_an_entry_with_the_documents_last_four(
    code, entry, digits, parsed
):
    assert room.parse_seat_code(code, entry, digits, 9) == parsed


def test_the_clock_is_sent_as_of_the_moment_it_leaves_the_server():
    feed = Feed(3, version=5, event_id=77, built=100.0)
    feed.payloads = {
        "es": {
            "server_ms": 1_000_000,
            "running": True,
            "time_left_ms": 60_000,
            "next_break_ms": 90_000,
            "late_registration_ms": None,
            "title": "NIVEL 4",
        }
    }
    fresh = feed.payload("es")
    assert (fresh["time_left_ms"], fresh["version"], fresh["event_id"]) == (60_000, 5, 77)
    frame = feed.frame("es", now=102.5)  # 2.5 s after it was made
    data = re.search(rb"data: (.*)\n\n", frame).group(1).decode()
    assert '"time_left_ms":57500' in data and '"next_break_ms":87500' in data
    assert '"server_ms":1002500' in data and frame.startswith(b"id: 5\nevent: clock\n")
    # A paused clock does not count: its time is sent as it is, the server's moment moves.
    feed.payloads["es"]["running"] = False
    feed.version = 6
    paused = feed.payload("es", age=2.5)
    assert paused["time_left_ms"] == 60_000 and paused["server_ms"] == 1_002_500
