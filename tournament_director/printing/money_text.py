"""Money on the papers, written by the rule of `domain/money.py` (the one place numbers are
formatted, for the console, the big screen and the papers alike): digits grouped by the
paper's language, "$ 50.000" and "US$ 1.234,56" in Spanish, "$ 50,000" and "US$ 1,234.56" in
English, the symbol before the figure as the floor's glossary writes it. CSV files take plain
amounts ("50000", "100.00"). Integers only: a float never touches money here.
"""

from __future__ import annotations

from tournament_director.domain.money import format_amount, format_figure, money_style


def format_number(minor: int, currency: str, language: str) -> str:
    """The amount without the symbol: 5000000 CLP -> "5.000.000" (es) / "5,000,000" (en)."""
    return format_figure(minor, currency, language)


def format_money(minor: int, currency: str, language: str) -> str:
    """50000 CLP -> "$ 50.000" (es) / "$ 50,000" (en); 10000 USD -> "US$ 100,00" (es) /
    "US$ 100.00" (en); a negative amount puts the sign before the symbol: "-$ 50.000"."""
    return format_amount(minor, currency, language)


def plain_amount(minor: int, currency: str) -> str:
    """For CSV files: no symbol, no grouping, a dot for decimals ("50000", "100.00")."""
    decimals = money_style(currency).decimals
    sign = "-" if minor < 0 else ""
    whole, fraction = divmod(abs(minor), 10**decimals)
    if decimals:
        return f"{sign}{whole}.{str(fraction).rjust(decimals, '0')}"
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


def _es_below_thousand(
    n: int, before_noun: bool, feminine: bool = False, before_mil: bool = False
) -> str:
    """1..999 in Spanish; ``before_noun``: "un"/"veintiún" (apocope) before a noun;
    ``feminine``: agreeing with a feminine noun ("doscientas", "veintiuna fichas");
    ``before_mil``: the group before "mil", where "uno" always takes the apocope
    ("veintiún mil", also before a feminine noun: "veintiún mil fichas", which the RAE
    accepts beside "veintiuna mil"), while the hundreds still agree ("doscientas mil")."""
    hundreds, rest = divmod(n, 100)
    words = []
    if hundreds:
        word = "cien" if hundreds == 1 and rest == 0 else _ES_HUNDREDS[hundreds]
        words.append(word.replace("ientos", "ientas") if feminine else word)
    if rest:
        if rest < 30:
            word = _ES_UNITS[rest]
        else:
            tens, unit = divmod(rest, 10)
            word = _ES_TENS[tens] + (f" y {_ES_UNITS[unit]}" if unit else "")
        if before_noun and word.endswith("uno"):
            if feminine and not before_mil:
                word = word[:-1] + "a"  # "una", "veintiuna", "treinta y una"
            else:
                word = word[:-3] + ("ún" if word.endswith("veintiuno") else "un")
        words.append(word)
    return " ".join(words)


def _es_words(n: int, before_noun: bool = True, feminine: bool = False) -> str:
    """A whole number in Spanish words, as written on cheques ("doscientos veintiocho mil",
    "un millón quinientos mil", "mil millones"); ``feminine`` before a feminine noun
    ("trescientas cincuenta y dos mil", "una"). "Millón" is itself a masculine noun, so the
    millions never agree: "doscientos millones de fichas"."""
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
        if thousands == 1:
            parts.append("mil")
        else:
            parts.append(f"{_es_below_thousand(thousands, True, feminine, before_mil=True)} mil")
    if units:
        parts.append(_es_below_thousand(units, before_noun, feminine))
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


def number_in_words(n: int, language: str = "es", *, feminine: bool = False) -> str:
    """A whole number >= 0 in words, as it stands before a noun: 352000 -> "trescientos
    cincuenta y dos mil" (``feminine``: "trescientas cincuenta y dos mil"), 21 -> "veintiún"
    ("veintiuna"), 1 -> "un" ("una"); "three hundred fifty-two thousand" in English."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"a number in words is a whole number >= 0: {n}")
    if language == "es":
        return _es_words(n, feminine=feminine)
    if language == "en":
        return _en_words(n)
    raise ValueError(f"unknown language: {language}")


def count_in_words(
    n: int, one: str, many: str, language: str = "es", *, feminine: bool = False
) -> str:
    """A count and its noun in words: (352000, "ficha", "fichas", feminine) -> "trescientas
    cincuenta y dos mil fichas"; 1 -> "una ficha"; 1000000 -> "un millón de fichas" (a round
    million takes "de"); (352000, "chip", "chips", "en") -> "three hundred fifty-two thousand
    chips". ``feminine`` only changes the Spanish."""
    number = number_in_words(n, language, feminine=feminine)
    noun = one if n == 1 else many
    # "un millón de pesos", "dos millones de fichas"; but "un millón cien mil fichas".
    joint = " de " if language == "es" and n and n % 1_000_000 == 0 else " "
    return f"{number}{joint}{noun}"


def amount_in_words(minor: int, currency: str, language: str = "es") -> str:
    """The amount as written on a receipt or a cheque: 228000 CLP -> "doscientos veintiocho
    mil pesos"; 1000000 CLP -> "un millón de pesos"; 10050 USD -> "cien dólares con 50/100"
    ("one hundred dollars and 50/100"). A currency without a name here is named by its code."""
    if isinstance(minor, bool) or not isinstance(minor, int) or minor < 0:
        raise ValueError(f"an amount in words is a whole number of minor units >= 0: {minor}")
    if language not in _UNIT_NAMES:
        raise ValueError(f"unknown language: {language}")
    style = money_style(currency)
    whole, cents = divmod(minor, 10**style.decimals)
    one, many = _UNIT_NAMES[language].get(style.code, (style.code, style.code))
    text = count_in_words(whole, one, many, language)
    if not style.decimals:
        return text
    joint = "con" if language == "es" else "and"
    return f"{text} {joint} {cents:0{style.decimals}d}/100"
