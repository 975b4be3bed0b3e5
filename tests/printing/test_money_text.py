"""Money in minor units written as the room reads it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director.printing.money_text import format_money, format_number, plain_amount


@pytest.mark.parametrize(
    ("minor", "currency", "text"),
    [
        (50000, "CLP", "$ 50.000"),
        (0, "CLP", "$ 0"),
        (999, "CLP", "$ 999"),
        (1000, "CLP", "$ 1.000"),
        (1234567890, "CLP", "$ 1.234.567.890"),
        (-50000, "CLP", "-$ 50.000"),
        (10000, "USD", "US$ 100.00"),
        (5, "USD", "US$ 0.05"),
        (123456789, "USD", "US$ 1,234,567.89"),
        (-2550, "USD", "-US$ 25.50"),
        (123456, "EUR", "€ 1.234,56"),
        (10000, "usd", "US$ 100.00"),
        (10000, "XYZ", "XYZ 100.00"),
    ],
)
def test_format_money(minor: int, currency: str, text: str) -> None:
    assert format_money(minor, currency) == text


@pytest.mark.parametrize(
    ("minor", "currency", "text"),
    [(50000, "CLP", "50000"), (10000, "USD", "100.00"), (-5, "USD", "-0.05"), (-7, "CLP", "-7")],
)
def test_plain_amount_for_csv(minor: int, currency: str, text: str) -> None:
    assert plain_amount(minor, currency) == text


@pytest.mark.parametrize("bad", [50000.0, "50000", True])
def test_money_is_an_integer(bad) -> None:
    with pytest.raises(TypeError):
        format_money(bad, "CLP")


@given(st.integers(min_value=-(10**15), max_value=10**15), st.sampled_from(["CLP", "USD"]))
def test_digits_survive_formatting(minor: int, currency: str) -> None:
    """Take the separators away and the amount is what was given, whatever its size."""
    text = format_number(minor, currency)
    digits = text.replace(".", "").replace(",", "").lstrip("-")
    assert int(digits) == abs(minor)
    assert text.startswith("-") == (minor < 0)
