"""Money: integer amounts in a currency's minor unit, and the currencies the house uses.

Never floats. Chile's peso (CLP, the default) has no minor unit in cash; the US dollar has
cents. An amount typed by a person is parsed exactly (no rounding): "12.50" USD is 1250,
"12.505" USD is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament_director import i18n
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
        Currency("ARS", 2, "AR$"),
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


# --- numbers as people read them: the one place the console, the big screen, the papers and
# the messages format chips, counts and money ------------------------------------------------
#
# The rule: digits are grouped in threes and the decimals marked as the language writes them,
# Spanish "1.000" and "1.234,56", English "1,000" and "1,234.56", for chips, counts and money
# alike; money carries its currency's symbol before the figure and a space, as the floor's
# glossary writes CLP ("$ 1.387.000"; "US$ 1,234.56", "-$ 5.000"); a currency with cents always
# shows them; a currency the house does not use is written with its code ("XYZ 100.00"). CSV
# files and the record keep plain digits.

#: language -> (thousands separator, decimal mark)
SEPARATORS = {"es": (".", ","), "en": (",", ".")}


def separators(language: str | None = None) -> tuple[str, str]:
    """The thousands separator and the decimal mark of ``language`` (the messages' language
    when None)."""
    return SEPARATORS.get(language or i18n.language(), SEPARATORS["es"])


def format_count(value: int, language: str | None = None) -> str:
    """Chips, entries, places: 12500 -> "12.500" in Spanish, "12,500" in English."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a count is an int, not {type(value).__name__}")
    thousands, _ = separators(language)
    text = f"{abs(value):,}".replace(",", thousands)
    return f"-{text}" if value < 0 else text


def format_decimal(value: float, decimals: int = 2, language: str | None = None) -> str:
    """A share or an equity (not money): 12.5 -> "12,50" in Spanish, "12.50" in English."""
    thousands, mark = separators(language)
    text = f"{value:,.{decimals}f}"
    return text.translate(str.maketrans({",": thousands, ".": mark}))


def money_style(code: str) -> Currency:
    """The currency's symbol and decimals; a code the house does not use (an old record, a
    house table) is written as its code with two decimals, never refused here."""
    try:
        return currency(code)
    except Refused:
        code = code.strip().upper() or "?"
        return Currency(code, 2, code)


def format_figure(minor: int, code: str = DEFAULT_CURRENCY, language: str | None = None) -> str:
    """The amount without its symbol: 5000000 CLP -> "5.000.000"; 10000 USD -> "100,00" in
    Spanish, "100.00" in English (what a field shows for editing)."""
    if isinstance(minor, bool) or not isinstance(minor, int):
        raise TypeError(f"money is an integer number of minor units, not {type(minor).__name__}")
    cur = money_style(code)
    units, cents = divmod(abs(minor), 10**cur.decimals)
    text = format_count(units, language)
    if cur.decimals:
        text += separators(language)[1] + f"{cents:0{cur.decimals}d}"
    return f"-{text}" if minor < 0 else text


def format_amount(
    minor: int, code: str = DEFAULT_CURRENCY, language: str | None = None, *, compact: bool = False
) -> str:
    """Money as people read it: 12345 CLP -> "$ 12.345" (English "$ 12,345"); 1250 USD ->
    "US$ 12,50" (English "US$ 12.50"); a negative amount "-$ 5.000". ``language``: the
    messages' when None. ``compact``: the big screen's, where three places share a line at a
    size read from the back of the room: the symbol joined to the figure and no zero cents
    ("$8.000.000", "US$80,000"), the digits by the same rule."""
    cur = money_style(code)
    text = format_figure(minor, code, language)
    if compact and cur.decimals and minor % 10**cur.decimals == 0:
        text = text[: -cur.decimals - 1]
    sign, text = ("-", text[1:]) if text.startswith("-") else ("", text)
    space = "" if compact and cur.symbol != cur.code else " "
    return f"{sign}{cur.symbol}{space}{text}"


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
