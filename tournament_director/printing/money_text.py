"""Amounts in a currency's minor unit written the way the room reads them.

CLP has no decimals and groups thousands with a dot ("$ 50.000"); USD has two decimals, a
comma for thousands and a dot for cents ("US$ 100.00"). Integers only: a float never
touches money here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CurrencyStyle:
    code: str
    symbol: str
    decimals: int
    thousands: str
    decimal_point: str


CURRENCIES: dict[str, CurrencyStyle] = {
    "CLP": CurrencyStyle("CLP", "$", 0, ".", ","),
    "USD": CurrencyStyle("USD", "US$", 2, ",", "."),
    "EUR": CurrencyStyle("EUR", "€", 2, ".", ","),
    "ARS": CurrencyStyle("ARS", "AR$", 2, ".", ","),
    "PEN": CurrencyStyle("PEN", "S/", 2, ",", "."),
    "MXN": CurrencyStyle("MXN", "MX$", 2, ",", "."),
    "COP": CurrencyStyle("COP", "COL$", 0, ".", ","),
    "UYU": CurrencyStyle("UYU", "$U", 2, ".", ","),
}


def currency_style(code: str) -> CurrencyStyle:
    """The style of a known currency; an unknown code is written as itself with 2 decimals."""
    code = code.upper()
    return CURRENCIES.get(code, CurrencyStyle(code, code, 2, ",", "."))


def _group(digits: str, separator: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return separator.join(parts)


def format_number(minor: int, currency: str, *, grouped: bool = True) -> str:
    """The amount without the symbol: 5000000 CLP -> "5.000.000"; 10000 USD -> "100.00"."""
    if isinstance(minor, bool) or not isinstance(minor, int):
        raise TypeError(f"money is an integer number of minor units, not {type(minor).__name__}")
    style = currency_style(currency)
    sign = "-" if minor < 0 else ""
    whole, fraction = divmod(abs(minor), 10**style.decimals)
    text = _group(str(whole), style.thousands if grouped else "")
    if style.decimals:
        text += style.decimal_point + str(fraction).rjust(style.decimals, "0")
    return sign + text


def format_money(minor: int, currency: str) -> str:
    """50000 CLP -> "$ 50.000"; 10000 USD -> "US$ 100.00".

    A negative amount puts the sign before the symbol: "-$ 50.000".
    """
    style = currency_style(currency)
    number = format_number(minor, currency)
    if number.startswith("-"):
        return f"-{style.symbol} {number[1:]}"
    return f"{style.symbol} {number}"


def plain_amount(minor: int, currency: str) -> str:
    """For CSV files: no symbol, no grouping, a dot for decimals ("50000", "100.00")."""
    style = currency_style(currency)
    sign = "-" if minor < 0 else ""
    whole, fraction = divmod(abs(minor), 10**style.decimals)
    if style.decimals:
        return f"{sign}{whole}.{str(fraction).rjust(style.decimals, '0')}"
    return f"{sign}{whole}"
