"""Money in minor units written as the room reads it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.printing.money_text import (
    amount_in_words,
    format_money,
    format_number,
    plain_amount,
)


@pytest.mark.parametrize(
    ("minor", "currency", "spanish", "english"),
    [
        (50000, "CLP", "$ 50.000", "$ 50,000"),
        (0, "CLP", "$ 0", "$ 0"),
        (999, "CLP", "$ 999", "$ 999"),
        (1000, "CLP", "$ 1.000", "$ 1,000"),
        (1234567890, "CLP", "$ 1.234.567.890", "$ 1,234,567,890"),
        (-50000, "CLP", "-$ 50.000", "-$ 50,000"),
        (10000, "USD", "US$ 100,00", "US$ 100.00"),
        (5, "USD", "US$ 0,05", "US$ 0.05"),
        (123456789, "USD", "US$ 1.234.567,89", "US$ 1,234,567.89"),
        (-2550, "USD", "-US$ 25,50", "-US$ 25.50"),
        (123456, "EUR", "€ 1.234,56", "€ 1,234.56"),
        (10000, "usd", "US$ 100,00", "US$ 100.00"),
        (10000, "XYZ", "XYZ 100,00", "XYZ 100.00"),
    ],
)
def test_format_money(minor: int, currency: str, spanish: str, english: str) -> None:
    """The papers write money as the console and the big screen do: grouped by the paper's
    language, the currency's symbol right before the figure."""
    assert format_money(minor, currency, "es") == spanish
    assert format_money(minor, currency, "en") == english


@pytest.mark.parametrize(
    ("minor", "currency", "text"),
    [(50000, "CLP", "50000"), (10000, "USD", "100.00"), (-5, "USD", "-0.05"), (-7, "CLP", "-7")],
)
def test_plain_amount_for_csv(minor: int, currency: str, text: str) -> None:
    assert plain_amount(minor, currency) == text


@pytest.mark.parametrize("bad", [50000.0, "50000", True])
def test_money_is_an_integer(bad) -> None:
    with pytest.raises(TypeError):
        format_money(bad, "CLP", "es")


@given(
    st.integers(min_value=-(10**15), max_value=10**15),
    st.sampled_from(["CLP", "USD"]),
    st.sampled_from(["es", "en"]),
)
def test_digits_survive_formatting(minor: int, currency: str, language: str) -> None:
    """Take the separators away and the amount is what was given, whatever its size."""
    text = format_number(minor, currency, language)
    digits = text.replace(".", "").replace(",", "").lstrip("-")
    assert int(digits) == abs(minor)
    assert text.startswith("-") == (minor < 0)


@pytest.mark.parametrize(
    ("amount", "spanish"),
    [
        (0, "cero pesos"),
        (1, "un peso"),
        (16, "dieciséis pesos"),
        (21, "veintiún pesos"),
        (31, "treinta y un pesos"),
        (100, "cien pesos"),
        (101, "ciento un pesos"),
        (1_000, "mil pesos"),
        (1_001, "mil un pesos"),
        (21_000, "veintiún mil pesos"),
        (100_000, "cien mil pesos"),
        (228_000, "doscientos veintiocho mil pesos"),
        (500_000, "quinientos mil pesos"),
        (1_000_000, "un millón de pesos"),
        (1_131_000, "un millón ciento treinta y un mil pesos"),
        (2_000_000, "dos millones de pesos"),
        (21_000_000, "veintiún millones de pesos"),
        (1_000_000_000, "mil millones de pesos"),
    ],
)
def test_amounts_in_spanish_words_as_on_a_cheque(amount, spanish):
    assert amount_in_words(amount, "CLP", "es") == spanish


def test_amounts_in_english_words_and_cents():
    assert amount_in_words(1_131_000, "CLP", "en") == (
        "one million one hundred thirty-one thousand pesos"
    )
    assert amount_in_words(10_050, "USD", "es") == "cien dólares con 50/100"
    assert amount_in_words(10_050, "USD", "en") == "one hundred dollars and 50/100"
    assert amount_in_words(100, "USD", "en") == "one dollar and 00/100"
    assert amount_in_words(7, "XYZ", "en") == "zero XYZ and 07/100"


@pytest.mark.parametrize("bad", [-1, 1.5, True, "100"])
def test_an_amount_in_words_is_a_whole_number_of_minor_units(bad):
    with pytest.raises(ValueError):
        amount_in_words(bad, "CLP", "es")
