"""Counted words in the catalogue agree with their number, in Spanish and in English:
``{count:problema|problemas}`` (i18n._Counted), never "1 lugares" or "problema(s)"."""

from __future__ import annotations

import string
from collections.abc import Iterator

import pytest

from tournament_director import i18n


@pytest.fixture
def language() -> Iterator[None]:
    before = i18n.language()
    yield
    i18n.set_language(before)


def _counted_fields(text: str) -> set[str]:
    return {name for _, name, spec, _ in string.Formatter().parse(text) if spec and "|" in spec}


def test_no_message_leaves_a_count_to_brackets():
    for key, texts in i18n.CATALOG.items():
        for text in texts:
            assert "(s)" not in text and "(es)" not in text, key


@pytest.mark.parametrize("key", sorted(k for k, v in i18n.CATALOG.items() if "|" in v[0] + v[1]))
def test_both_languages_count_the_same_fields_and_read_for_one_and_many(key, language):
    spanish, english = i18n.CATALOG[key]
    # a count one language agrees with and the other need not ("1 año" / "is 1")
    assert _counted_fields(spanish) | _counted_fields(english)
    fields = {name for _, name, _, _ in string.Formatter().parse(spanish) if name}
    for language_code in i18n.LANGUAGES:
        i18n.set_language(language_code)
        for n in (1, 2, "1", "1.000"):
            text = i18n.t(key, **dict.fromkeys(fields, n))
            assert "|" not in text and "{" not in text, (key, language_code, text)


@pytest.mark.parametrize(
    ("language_code", "one", "many"),
    [
        (
            "es",
            "No se puede pagar 1 lugar con 1 entrada.",
            "No se pueden pagar 3 lugares con 2 entradas.",
        ),
        (
            "en",
            "1 place cannot be paid with 1 entry.",
            "3 places cannot be paid with 2 entries.",
        ),
    ],
)
def test_a_message_with_two_counts(language_code, one, many, language):
    i18n.set_language(language_code)
    assert i18n.t("payouts.places_over_entries", places=1, entries=1) == one
    assert i18n.t("payouts.places_over_entries", places=3, entries=2) == many


def test_a_form_may_hold_the_number_itself(language):
    i18n.set_language("es")
    assert i18n.t("rebuy.limit", max=1) == "El jugador ya hizo la recompra permitida."
    assert i18n.t("rebuy.limit", max=3) == "El jugador ya hizo las 3 recompras permitidas."
    i18n.set_language("en")
    assert i18n.t("rebuy.limit", max=1) == "The player has already made the rebuy allowed."
    assert i18n.t("structure.invalid", count=1, problems="x") == "The structure has 1 problem:\nx"
    assert i18n.t("structure.invalid", count=2, problems="x") == "The structure has 2 problems:\nx"


def test_a_written_number_counts_as_its_text(language):
    i18n.set_language("es")
    with_one = i18n.t("rebuy.condition_no_chips", stack="1", start="20.000")
    assert with_one.startswith("Con 1 ficha no puede")
    with_many = i18n.t("rebuy.condition_no_chips", stack="1.000", start="20.000")
    assert with_many.startswith("Con 1.000 fichas no puede")


def test_messages_without_counts_format_as_before(language):
    i18n.set_language("en")
    assert i18n.t("shift.unknown", id=7) == "There is no shift 7."
    assert i18n.is_one(1) and i18n.is_one("1") and not i18n.is_one(True)
    assert not i18n.is_one(0) and not i18n.is_one("1.000")
