"""One rule for numbers, in `domain/money.py`, that the console, the big screen, the command
line and the papers share: digits grouped (and decimals marked) as the language writes them,
Spanish 1.000 and 1.234,56, English 1,000 and 1,234.56, for chips and money alike; money with
its currency's symbol right before the figure."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain.money import (
    format_amount,
    format_count,
    format_decimal,
    format_figure,
    parse_amount,
)
from tournament_director.domain.payouts import TableBand, band_label
from tournament_director.printing.layout import group_int
from tournament_director.printing.money_text import format_money


@pytest.fixture
def language():
    """Set the messages' language for a test; the room's language comes back after."""
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


@pytest.mark.parametrize(
    ("minor", "code", "spanish", "english"),
    [
        (100_000, "CLP", "$ 100.000", "$ 100,000"),
        (664_000, "CLP", "$ 664.000", "$ 664,000"),
        (1_234_567, "CLP", "$ 1.234.567", "$ 1,234,567"),
        (0, "CLP", "$ 0", "$ 0"),
        (-5_000, "CLP", "-$ 5.000", "-$ 5,000"),
        (123_456_789, "USD", "US$ 1.234.567,89", "US$ 1,234,567.89"),
        (1_250, "USD", "US$ 12,50", "US$ 12.50"),
        (10_000, "USD", "US$ 100,00", "US$ 100.00"),
        (5, "USD", "US$ 0,05", "US$ 0.05"),
        (-2_550, "USD", "-US$ 25,50", "-US$ 25.50"),
    ],
)
def test_money_in_spanish_and_english(minor, code, spanish, english):
    assert format_amount(minor, code, "es") == spanish
    assert format_amount(minor, code, "en") == english
    # the papers write it the same way
    assert format_money(minor, code, "es") == spanish
    assert format_money(minor, code, "en") == english


@pytest.mark.parametrize(
    ("chips", "spanish", "english"),
    [(0, "0", "0"), (999, "999", "999"), (1_000, "1.000", "1,000"), (12_500, "12.500", "12,500"),
     (1_000_000, "1.000.000", "1,000,000"), (-25_000, "-25.000", "-25,000")],
)  # fmt: skip
def test_chips_in_spanish_and_english(chips, spanish, english):
    assert format_count(chips, "es") == group_int(chips, "es") == spanish
    assert format_count(chips, "en") == group_int(chips, "en") == english


def test_money_and_chips_follow_the_same_rule(language):
    """The English screens showed money "$100.000" beside chips "1,000": now one rule."""
    language("en")
    assert format_amount(100_000, "CLP") == "$ 100,000" and format_count(1_000) == "1,000"
    assert band_label(TableBand(8_001, 10_000, ())) == "8,001–10,000"
    language("es")
    assert format_amount(100_000, "CLP") == "$ 100.000" and format_count(1_000) == "1.000"
    assert band_label(TableBand(8_001, 10_000, ())) == "8.001–10.000"


def test_the_messages_language_is_the_default(language):
    language("en")
    assert format_amount(1_250, "USD") == "US$ 12.50"
    assert format_figure(1_250, "USD") == "12.50"
    assert format_decimal(12.5) == "12.50" and format_decimal(1234.5, 1) == "1,234.5"
    language("es")
    assert format_amount(1_250, "USD") == "US$ 12,50"
    assert format_figure(1_250, "USD") == "12,50"
    assert format_decimal(12.5) == "12,50" and format_decimal(1234.5, 1) == "1.234,5"


def test_the_big_screen_leaves_out_zero_cents():
    """Three places a line, read from the back of the room: the symbol joined to the figure,
    no zero cents; the digits by the same rule."""
    assert format_amount(8_000_000, "USD", "en", compact=True) == "US$80,000"
    assert format_amount(8_000_050, "USD", "en", compact=True) == "US$80,000.50"
    assert format_amount(8_000_000, "CLP", "es", compact=True) == "$8.000.000"
    assert format_amount(-5_000, "CLP", "en", compact=True) == "-$5,000"
    assert format_amount(10_000, "XYZ", "en", compact=True) == "XYZ 100"


def test_a_currency_the_house_does_not_use_is_written_with_its_code():
    assert format_amount(10_000, "XYZ", "es") == "XYZ 100,00"
    assert format_amount(10_000, "XYZ", "en") == "XYZ 100.00"


@given(
    st.integers(min_value=-(10**15), max_value=10**15),
    st.sampled_from(["CLP", "USD"]),
    st.sampled_from(["es", "en"]),
)
def test_what_is_written_reads_back(minor, code, language):
    """An amount a field shows (without its symbol) is read back exactly, in either language."""
    figure = format_figure(abs(minor), code, language)
    assert parse_amount(figure, code) == abs(minor)
