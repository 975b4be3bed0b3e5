"""domain/text.py: what people type is cleaned in one place, refused in words, and what is
about to be written passes the backstop (payload_problem)."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.text import (
    PAYLOAD_DEPTH_LIMIT,
    PAYLOAD_SIZE_LIMIT,
    PAYLOAD_STRING_LIMIT,
    bad_character,
    check_payload,
    clean_name,
    clean_text,
    depth_of,
    has_visible,
    parse_count,
    parse_json,
    payload_problem,
    visible,
)

BIDI = [chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)]
CONTROLS = [chr(c) for c in (*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F, 0x9B)]


@pytest.fixture(autouse=True)
def english():
    previous = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(previous)


def name(text: str) -> str:
    return clean_name(
        text, "player.name_empty", "player.name_too_long", 120, field="text.field.player_name"
    )


def refusal(fn, *args, **kwargs) -> Refused:
    with pytest.raises(Refused) as caught:
        fn(*args, **kwargs)
    return caught.value


# --- clean_name ---------------------------------------------------------------------------------


def test_names_are_trimmed_and_collapsed():
    assert name("  Sofía \t Núñez\n ") == "Sofía Núñez"
    assert name("李 小龍") == "李 小龍"
    assert name("O'Brien-Smith") == "O'Brien-Smith"


@pytest.mark.parametrize("bad", BIDI + CONTROLS + ["\ud800", "\udfff", "\ufffe", "\ufdd0"])
def test_refused_characters_are_named_with_their_position(bad):
    r = refusal(name, f"Juan{bad}Pérez")
    assert r.key == "text.bad_character"
    message = r.message
    assert f"U+{ord(bad):04X}" in message
    assert "position 5" in message and "after 'Juan'" in message
    assert "The player's name" in message
    assert bad not in message  # never echoed raw


def test_a_refused_character_at_the_start():
    r = refusal(name, "\u202eabc")
    assert r.key == "text.bad_character_start"
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in r.message and "at the start" in r.message


def test_the_kinds_are_said_in_words():
    assert "control character" in refusal(name, "a\x07").message
    assert "direction of the text" in refusal(name, "a\u2067b").message
    assert "broken character" in refusal(name, "a\udc80").message
    i18n.set_language("es")
    assert "carácter de control" in refusal(name, "a\x1b[31m").message


@pytest.mark.parametrize(
    "invisible",
    ["\u200b", "\u200b\u200c\u200d", "\u2060\ufeff", "\u3164", "\u115f\u1160", "\u2800", "\u0301"],
)
def test_names_of_only_invisible_characters_are_refused(invisible):
    r = refusal(name, f" {invisible} ")
    assert r.key == "text.invisible"
    assert "no visible character" in r.message


def test_an_empty_or_blank_name_is_missing():
    assert refusal(name, "").key == "player.name_empty"
    assert refusal(name, " \t\n ").key == "player.name_empty"


def test_an_over_long_name_says_its_length():
    r = refusal(name, "x" * 1_000_000)
    assert r.key == "player.name_too_long"
    assert r.params == {"length": 1_000_000, "limit": 120}


def test_a_name_that_is_not_text():
    assert refusal(name, 42).key == "text.not_text"
    assert refusal(name, None).message == "The player's name must be text."


# --- clean_text ---------------------------------------------------------------------------------


def test_one_line_text_collapses_line_breaks():
    assert clean_text("  mesa 3\r\n baraja\tnueva ", limit=50) == "mesa 3 baraja nueva"


def test_notes_keep_their_lines():
    text = " primera línea\r\nsegunda\rtercera\u2028cuarta  \n\n"
    assert clean_text(text, limit=100, multiline=True) == "primera línea\nsegunda\ntercera\ncuarta"
    assert clean_text("a\tb", limit=10, multiline=True) == "a\tb"


def test_optional_and_required_text():
    assert clean_text("   ", limit=10) == ""
    assert refusal(clean_text, " ", limit=10, empty_key="note.empty").key == "note.empty"
    assert refusal(clean_text, "\u200b", limit=10).key == "text.invisible"


def test_the_limit_and_the_callers_key():
    r = refusal(clean_text, "x" * 501, limit=500, field="text.field.reason")
    assert r.message == "The reason has 501 characters; the limit is 500. Make it shorter."
    r = refusal(clean_text, "x" * 61, limit=60, long_key="prize.reference_too_long")
    assert (r.key, r.params) == ("prize.reference_too_long", {"length": 61, "limit": 60})


def test_control_characters_are_refused_in_notes_too():
    r = refusal(clean_text, "línea 1\nlínea 2\x00", limit=100, multiline=True)
    assert r.key == "text.bad_character" and "U+0000 NUL" in r.message
    assert "after 'línea 2'" in r.message


# --- properties ---------------------------------------------------------------------------------

REFUSED = set(BIDI + CONTROLS + ["\r"])


def _has_refused(text: str) -> bool:
    return any(
        ch in REFUSED or (unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\n\t")
        for ch in text
    )


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.characters(exclude_categories=()), max_size=40))
def test_clean_name_never_returns_control_or_direction_characters(text):
    try:
        cleaned = name(text)
    except Refused as r:
        assert r.message  # refused in words
        return
    assert not _has_refused(cleaned)
    assert cleaned == cleaned.strip() and "  " not in cleaned
    assert has_visible(cleaned) and len(cleaned) <= 120


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.characters(blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp", "Zs", "Mn")),
        min_size=1,
        max_size=40,
    )
)
def test_valid_text_round_trips(text):
    """Text with nothing to refuse or collapse comes back as it went in."""
    assert name(text) == text
    assert clean_text(text, limit=40) == text
    assert clean_text(text, limit=40, multiline=True) == text
    assert clean_name(name(text), "player.name_empty", "player.name_too_long", 120) == text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_notes_never_keep_what_the_record_refuses(text):
    try:
        cleaned = clean_text(text, limit=60, multiline=True)
    except Refused:
        return
    assert payload_problem({"note": cleaned}) is None


def test_visible_names_what_it_replaces():
    assert visible("a\u202eb\x00c\nd") == "a[U+202E]b[U+0000]c d"
    assert visible("x" * 100, 10) == "x" * 9 + "…"
    assert bad_character("ok") is None


def test_parse_count_refuses_absurd_lengths():
    assert parse_count("12.500") == 12500
    with pytest.raises(ValueError):
        parse_count("9" * 5000)  # int() alone would say: exceeds the limit (4300 digits)


# --- JSON from people and files -----------------------------------------------------------------


def test_json_nested_100000_deep_is_refused_in_words():
    r = refusal(parse_json, "[" * 100_000 + "]" * 100_000)
    assert r.key == "json.too_deep"
    assert "nested more than 32 levels" in r.message


def test_json_nested_past_the_limit_but_parseable_is_refused():
    assert refusal(parse_json, "[" * 40 + "]" * 40).key == "json.too_deep"
    assert parse_json("[" * 32 + "]" * 32) is not None


def test_json_with_a_number_past_int_digits_is_refused_in_words():
    r = refusal(parse_json, '{"n": ' + "9" * 5000 + "}")
    assert r.key == "json.number_too_long" and "4300 digits" in r.message


def test_json_syntax_errors_stay_the_callers_to_word():
    with pytest.raises(json.JSONDecodeError):
        parse_json("{not json")


def test_depth_is_measured_without_recursion():
    value: list = []
    for _ in range(100_000):
        value = [value]
    assert depth_of(value, stop=50) == 50
    assert depth_of({"a": [1, {"b": 2}]}) == 3


# --- the backstop: payload_problem ------------------------------------------------------------


def test_plain_payloads_pass():
    payload = {
        "name": "Sofía Núñez",
        "note": "línea 1\nlínea 2\tfin",
        "amounts": [0, -(2**63), 2**63 - 1],
        "jump_s": 1.5,
        "seats": ({"table": 1, "seat": 2}, None, True),
    }
    assert payload_problem(payload) is None
    check_payload(payload)


@pytest.mark.parametrize(
    ("payload", "key", "where"),
    [
        ({"reason": "x\x1b[2J"}, "payload.bad_character", "'reason'"),
        ({"entries": [{"name": "a\ud800"}]}, "payload.bad_character", "'entries[0].name'"),
        ({"text": "a\u202eb"}, "payload.bad_character", "'text'"),
        ({"text": "a\rb"}, "payload.bad_character", "'text'"),
        ({"reason": "x" * (PAYLOAD_STRING_LIMIT + 1)}, "payload.string_too_long", "'reason'"),
        ({"amount": 2**63}, "payload.number_out_of_range", "'amount'"),
        ({"amount": -(2**63) - 1}, "payload.number_out_of_range", "'amount'"),
        ({"x": float("nan")}, "payload.number_out_of_range", "'x'"),
        ({"x": float("inf")}, "payload.number_out_of_range", "'x'"),
        ({"x": {1, 2}}, "payload.bad_type", "(set)"),
        ({"x": b"bytes"}, "payload.bad_type", "(bytes)"),
        ({"x": {1: "a"}}, "payload.bad_type", "(int)"),
    ],
)
def test_what_may_not_be_written_is_refused_in_words(payload, key, where):
    problem = payload_problem(payload)
    assert problem is not None and problem.key == key
    assert where in problem.message and problem.message.startswith("Nothing was written")
    with pytest.raises(Refused):
        check_payload(payload)


def test_nesting_past_the_limit_is_refused():
    value: list = []
    for _ in range(PAYLOAD_DEPTH_LIMIT - 1):
        value = [value]
    assert depth_of(value) == PAYLOAD_DEPTH_LIMIT
    assert payload_problem(value) is None  # exactly the limit
    assert payload_problem({"x": value}).key == "payload.too_deep"


def test_deep_nesting_does_not_recurse():
    value: list = []
    for _ in range(200_000):
        value = [value]
    assert payload_problem(value).key == "payload.too_deep"


def test_the_overall_size_is_capped():
    many = {"entries": ["x" * 10_000] * (PAYLOAD_SIZE_LIMIT // 10_000 + 1)}
    assert payload_problem(many).key == "payload.too_large"


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(alphabet=st.characters(exclude_categories=()), max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=30,
)


@settings(max_examples=500, deadline=None)
@given(json_values)
def test_what_the_backstop_lets_through_is_storable(value):
    """Whatever passes can be written as canonical JSON, UTF-8 encoded, and read back."""
    if payload_problem(value) is not None:
        assert payload_problem(value).message
        return
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    text.encode("utf-8")  # a lone surrogate would fail here
    assert json.loads(text) == json.loads(text)


def test_typed_amounts_and_percentages_of_thousands_of_digits_are_refused():
    from tournament_director.domain.money import parse_amount
    from tournament_director.domain.payouts import parse_percent

    r = refusal(parse_amount, "9" * 5000)  # int() alone: ValueError past 4,300 digits
    assert r.key == "money.bad_amount" and "…" in r.message and len(r.message) < 120
    assert "[U+0007]" in refusal(parse_amount, "12\x07").message
    assert parse_amount("1.000.000") == 1_000_000
    assert parse_percent("1" * 5000) is None
    assert parse_percent("12,5 %") == 12.5
