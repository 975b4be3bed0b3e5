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


# --- amounts in words (the line "Son: ..." of a prize receipt) ------------------------------

_ES_UNITS = (
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
)
_ES_TENS = (
    "_",
    "_",
    "_",
    "treinta",
    "cuarenta",
    "cincuenta",
    "sesenta",
    "setenta",
    "ochenta",
    "noventa",
)
_ES_HUNDREDS = (
    "_",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
)
_EN_UNITS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_EN_TENS = (
    "_",
    "_",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)

# (singular, plural): the name of each currency's unit; the cents are written as NN/100.
_UNIT_NAMES = {
    "es": {"CLP": ("peso", "pesos"), "USD": ("dólar", "dólares"), "EUR": ("euro", "euros"),
           "ARS": ("peso", "pesos"), "MXN": ("peso", "pesos"), "COP": ("peso", "pesos"),
           "UYU": ("peso", "pesos"), "PEN": ("sol", "soles")},
    "en": {"CLP": ("peso", "pesos"), "USD": ("dollar", "dollars"), "EUR": ("euro", "euros"),
           "ARS": ("peso", "pesos"), "MXN": ("peso", "pesos"), "COP": ("peso", "pesos"),
           "UYU": ("peso", "pesos"), "PEN": ("sol", "soles")},
}  # fmt: skip


def _es_below_thousand(n: int, before_noun: bool) -> str:
    """1..999 in Spanish; ``before_noun``: "un"/"veintiún" (apocope) before a noun."""
    hundreds, rest = divmod(n, 100)
    words = []
    if hundreds:
        words.append("cien" if hundreds == 1 and rest == 0 else _ES_HUNDREDS[hundreds])
    if rest:
        if rest < 30:
            word = _ES_UNITS[rest]
        else:
            tens, unit = divmod(rest, 10)
            word = _ES_TENS[tens] + (f" y {_ES_UNITS[unit]}" if unit else "")
        if before_noun and word.endswith("uno"):
            word = word[:-3] + ("ún" if word.endswith("veintiuno") else "un")
        words.append(word)
    return " ".join(words)


def _es_words(n: int, before_noun: bool = True) -> str:
    """A whole number in Spanish words, as written on cheques ("doscientos veintiocho mil",
    "un millón quinientos mil", "mil millones")."""
    if n == 0:
        return "cero"
    millions, below_million = divmod(n, 1_000_000)
    parts = []
    if millions:
        if millions == 1:
            parts.append("un millón")
        else:
            parts.append(f"{_es_words(millions)} millones")
    thousands, units = divmod(below_million, 1000)
    if thousands:
        parts.append("mil" if thousands == 1 else f"{_es_below_thousand(thousands, True)} mil")
    if units:
        parts.append(_es_below_thousand(units, before_noun))
    return " ".join(parts)


def _en_below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    words = []
    if hundreds:
        words.append(f"{_EN_UNITS[hundreds]} hundred")
    if rest:
        if rest < 20:
            words.append(_EN_UNITS[rest])
        else:
            tens, unit = divmod(rest, 10)
            words.append(_EN_TENS[tens] + (f"-{_EN_UNITS[unit]}" if unit else ""))
    return " ".join(words)


def _en_words(n: int) -> str:
    if n == 0:
        return "zero"
    parts = []
    for value, name in ((10**9, "billion"), (10**6, "million"), (10**3, "thousand"), (1, "")):
        count, n = divmod(n, value)
        if count:
            words = _en_words(count) if count >= 1000 else _en_below_thousand(count)
            parts.append(f"{words} {name}".strip())
    return " ".join(parts)


def amount_in_words(minor: int, currency: str, language: str = "es") -> str:
    """The amount as written on a receipt or a cheque: 228000 CLP -> "doscientos veintiocho
    mil pesos"; 1000000 CLP -> "un millón de pesos"; 10050 USD -> "cien dólares con 50/100"
    ("one hundred dollars and 50/100"). A currency without a name here is named by its code."""
    if isinstance(minor, bool) or not isinstance(minor, int) or minor < 0:
        raise ValueError(f"an amount in words is a whole number of minor units >= 0: {minor}")
    if language not in _UNIT_NAMES:
        raise ValueError(f"unknown language: {language}")
    style = currency_style(currency)
    whole, cents = divmod(minor, 10**style.decimals)
    one, many = _UNIT_NAMES[language].get(style.code, (style.code, style.code))
    noun = one if whole == 1 else many
    if language == "es":
        number = _es_words(whole)
        # "un millón de pesos", "dos millones de pesos"; but "un millón cien mil pesos".
        joint = " de " if whole and whole % 1_000_000 == 0 else " "
        text = f"{number}{joint}{noun}"
        return f"{text} con {cents:0{style.decimals}d}/100" if style.decimals else text
    text = f"{_en_words(whole)} {noun}"
    return f"{text} and {cents:0{style.decimals}d}/100" if style.decimals else text
