"""Payout tables checked in words (payouts.table_problems): each problem, the shipped table
passing, and a property: a table the check accepts always pays the whole pool, never more to
a lower place. Also percentages typed exactly and the CSV round trip."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import (
    BASIS_POINTS,
    PARTS_PER_MILLION,
    STANDARD_NAME,
    PayoutTable,
    TableBand,
    parse_percent,
    percent_text,
    scale_for,
    share_for,
    standard_table,
    table_from_csv,
    table_problems,
    table_to_csv,
)
from tournament_director.domain.prize_pool import payout


def band(low: int, high: int, *shares: int, scale: int = BASIS_POINTS) -> TableBand:
    return TableBand(low, high, tuple(shares), scale)


GOOD = [band(2, 5, 10_000), band(6, 10, 6_500, 3_500), band(11, 20, 5_000, 3_000, 2_000)]


def keys(name: str, bands: list[TableBand], **kw) -> list[str]:
    return [p.key for p in table_problems(name, bands, **kw)]


@pytest.fixture(autouse=True)
def english():
    before = i18n.language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


def test_the_shipped_table_and_a_good_house_table_pass():
    shipped = standard_table()
    assert table_problems("Casa", shipped.bands) == []
    assert table_problems("Casa", GOOD) == []
    # The shipped table keeps its name; a house table may not take it.
    assert keys(STANDARD_NAME, shipped.bands) == ["payouts.table.shipped_name"]
    assert table_problems(STANDARD_NAME, shipped.bands, complete=False) == []


@pytest.mark.parametrize(
    ("name", "bands", "key", "words"),
    [
        ("  ", GOOD, "payouts.table.name_empty", "name is missing"),
        ("x" * 81, GOOD, "payouts.table.name_too_long", "81 characters"),
        ("Casa", [], "payouts.table.no_bands", "no bands"),
        ("Casa", [band(2, 5, 10_000), band(9, 7, 10_000)], "payouts.table.band_entries", "9–7"),
        ("Casa", [band(3, 5, 10_000)], "payouts.table.first_band", "starts at 3 entries"),
        (
            "Casa",
            [band(2, 5, 10_000), band(8, 10, 10_000)],
            "payouts.table.band_gap",
            "No band covers 6 to 7 entries",
        ),
        (
            "Casa",
            [band(2, 5, 10_000), band(5, 10, 10_000)],
            "payouts.table.band_overlap",
            "must start at 6 entries",
        ),
        ("Casa", [band(2, 5)], "payouts.table.no_places", "pays no place"),
        ("Casa", [band(2, 5, 10_000, 0)], "payouts.table.place_zero", "place 2 has no"),
        (
            "Casa",
            [band(2, 5, 4_000, 6_000)],
            "payouts.table.place_rises",
            "place 2 gets 60.00 %, more than place 1 (40.00 %)",
        ),
        (
            "Casa",
            [band(2, 5, 6_000, 3_950)],
            "payouts.table.band_sum",
            "add up to 99.50 %; they must add up to exactly 100 % (0.50 % missing)",
        ),
        (
            "Casa",
            [band(2, 5, 6_000, 4_001)],
            "payouts.table.band_sum",
            "(0.01 % too much)",
        ),
        (
            "Casa",
            [band(2, 5, 5_000, 3_000, 2_000)],
            "payouts.table.band_places",
            "pays 3 places but may have only 2 entries",
        ),
    ],
)
def test_each_problem_in_words(name, bands, key, words):
    problems = table_problems(name, bands)
    assert [p.key for p in problems] == [key]
    assert words in problems[0].message
    i18n.set_language("es")  # the same problem, read in Spanish: its own words and decimal mark
    spanish = problems[0].message
    assert spanish and spanish != problems[0].refusal().key
    if "." in words and "%" in words:
        number = words.split("%")[0].split()[-1].strip("(")
        assert number.replace(".", ",") + " %" in spanish


def test_problems_say_where():
    (problem,) = table_problems("Casa", [*GOOD[:2], band(11, 20, 5_000, 3_000, 2_500)])
    assert problem.band == 3 and problem.place is None
    (problem,) = table_problems("Casa", [band(2, 5, 4_000, 6_000)])
    assert (problem.band, problem.place) == (1, 2)


def test_the_constructor_checks_only_a_sound_table():
    # Gaps and a first band above 2 entries read (tables recorded before the check) ...
    PayoutTable("Vieja", (band(5, 9, 10_000), band(20, 30, 10_000)))
    # ... but shares that do not add up never do.
    with pytest.raises(Refused) as refused:
        PayoutTable("Mala", (band(2, 5, 9_000),))
    assert refused.value.key == "payouts.table.band_sum"


def test_percentages_typed_exactly():
    assert parse_percent("12,5 %") == Fraction(25, 2)
    assert parse_percent(" 12.50") == Fraction(25, 2)
    assert parse_percent("0") == 0
    for bad in ("", "abc", "1.2.3", "-5", "1e3", "١٢"):
        assert parse_percent(bad) is None
    assert share_for(Fraction(25, 2), BASIS_POINTS) == 1_250
    assert share_for(Fraction("12.345"), BASIS_POINTS) is None
    assert scale_for(Fraction("12.345"), BASIS_POINTS) == PARTS_PER_MILLION
    assert scale_for(Fraction("12.34567"), BASIS_POINTS) is None
    assert percent_text(1_250, BASIS_POINTS, ",") == "12,50 %"
    assert percent_text(123_450, PARTS_PER_MILLION, ".") == "12.3450 %"


def test_csv_round_trip_and_refusals():
    table = standard_table()
    name, bands = table_from_csv(table_to_csv("Casa", table.bands))
    assert name == "Casa" and tuple(bands) == table.bands
    # A spreadsheet's semicolons and decimal commas read too.
    text = (
        "# tournament-director/payout-table-csv 1\n"
        "name;Casa\n"
        "entries_from;entries_to;place_from;place_to;percent_each\n"
        "2;5;1;1;100\n"
        "6;10;1;1;62,5\n"
        "6;10;2;2;37,5\n"
    )
    name, bands = table_from_csv(text)
    assert bands == [band(2, 5, 10_000), band(6, 10, 6_250, 3_750)]
    for bad, key in (
        ("name,x\n", "payouts.csv.no_format_line"),
        ("# tournament-director/payout-table-csv 1\nname,x\n", "payouts.csv.no_header"),
        (text.replace("62,5", "6x"), "payouts.csv.bad_percent"),
        (text.replace("6;10;2;2", "6;10;3;3"), "payouts.csv.place_sequence"),
        (text.replace("2;5;1;1", "2;5;1"), "payouts.csv.bad_line"),
    ):
        with pytest.raises(Refused) as refused:
            table_from_csv(bad)
        assert refused.value.key == key and refused.value.message


# --- the property -----------------------------------------------------------------------------


@st.composite
def accepted_tables(draw) -> PayoutTable:
    """Random tables the check accepts: contiguous bands from 2, non-increasing shares that
    add up to the scale, no more places than the band's smallest field."""
    bands = []
    low = 2
    for _ in range(draw(st.integers(1, 5))):
        high = low + draw(st.integers(0, 400))
        scale = draw(st.sampled_from([BASIS_POINTS, PARTS_PER_MILLION]))
        places = draw(st.integers(1, min(low, 60)))
        # non-increasing positive shares summing to the scale: sorted cut points
        weights = sorted(
            draw(st.lists(st.integers(1, 1_000), min_size=places, max_size=places)), reverse=True
        )
        total = sum(weights)
        shares = [scale * w // total for w in weights]
        shares[0] += scale - sum(shares)
        if any(s <= 0 for s in shares):
            shares = [scale - (places - 1)] + [1] * (places - 1) if places <= scale else [scale]
        bands.append(TableBand(low, high, tuple(shares), scale))
        low = high + 1
    return PayoutTable("Casa", tuple(bands))


@settings(max_examples=150, deadline=None)
@given(
    table=accepted_tables(),
    pool=st.integers(0, 10**12),
    unit=st.sampled_from([1, 10, 1000, 5000]),
    pick=st.floats(0, 1),
)
def test_an_accepted_table_pays_the_whole_pool_never_more_to_a_lower_place(table, pool, unit, pick):
    assert table_problems(table.name, table.bands) == []
    largest = table.bands[-1].max_entries
    entries = 2 + round(pick * (largest - 2))
    result = payout(pool, entries, table=table, unit=unit)
    assert sum(result.prizes) == pool
    assert all(a >= b for a, b in pairwise(result.prizes))
    assert result.places == len(table.band_for(entries).shares) <= entries
