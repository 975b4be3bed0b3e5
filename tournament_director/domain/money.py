"""Money: integer amounts in a currency's minor unit, and the currencies the house uses.

Never floats. Chile's peso (CLP, the default) has no minor unit in cash; the US dollar has
cents. An amount typed by a person is parsed exactly (no rounding): "12.50" USD is 1250,
"12.505" USD is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament_director.domain.errors import Refused
from tournament_director.domain.text import visible


@dataclass(frozen=True)
class Currency:
    code: str
    decimals: int
    symbol: str


CURRENCIES: dict[str, Currency] = {
    c.code: c
    for c in (
        Currency("CLP", 0, "$"),
        Currency("USD", 2, "US$"),
        Currency("ARS", 2, "$"),
        Currency("UYU", 2, "$U"),
        Currency("EUR", 2, "€"),
    )
}
DEFAULT_CURRENCY = "CLP"
AMOUNT_DIGITS_MAX = 18  # digits of a typed amount's whole part


def currency(code: str) -> Currency:
    try:
        return CURRENCIES[code.strip().upper()]
    except KeyError:
        raise Refused(
            "money.unknown_currency", currency=code, known=", ".join(sorted(CURRENCIES))
        ) from None


def format_amount(minor: int, code: str = DEFAULT_CURRENCY) -> str:
    """12345 CLP -> '$12.345'; 1250 USD -> 'US$12,50' (the room writes Spanish numbers)."""
    cur = currency(code)
    sign = "-" if minor < 0 else ""
    units, cents = divmod(abs(minor), 10**cur.decimals) if cur.decimals else (abs(minor), 0)
    text = f"{units:,}".replace(",", ".")
    if cur.decimals:
        text += "," + f"{cents:0{cur.decimals}d}"
    return f"{sign}{cur.symbol}{text}"


def parse_amount(text: str, code: str = DEFAULT_CURRENCY) -> int:
    """A typed amount in minor units. Accepts '12.345' / '12345' (CLP), '12,50' / '12.50'
    (USD: the last separator followed by the currency's decimals is the decimal point)."""
    cur = currency(code)
    raw = "".join(text.split()).lstrip("$").removeprefix(cur.symbol)
    if not raw:
        raise Refused("money.empty")
    whole, frac = raw, ""
    if cur.decimals:
        for sep in (",", "."):
            head, found, tail = raw.rpartition(sep)
            if found and tail.isdigit() and len(tail) <= cur.decimals:
                whole, frac = head, tail
                break
    digits = whole.replace(".", "").replace(",", "")
    # More than 18 digits is no amount (and int() fails past 4,300): refused in words, the
    # text quoted short with any refused character by its code (text.visible).
    if (
        not digits.isdigit()
        or (frac and not frac.isdigit())
        or not digits.isascii()
        or len(digits) > AMOUNT_DIGITS_MAX
    ):
        raise Refused("money.bad_amount", text=visible(text, 40), currency=cur.code)
    return int(digits) * 10**cur.decimals + int(frac.ljust(cur.decimals, "0") or 0)
