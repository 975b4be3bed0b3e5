"""Payout tables: who is paid what, in integer minor units, adding up to the pool exactly.

Two ways to get a table of prizes:

- a **payout table** (`PayoutTable`): for each band of field sizes (e.g. 51-60 entries) a
  share per place, as integers out of a scale (10,000 = basis points; bands of large fields
  use 1,000,000, parts per million, because a min cash in a field of 10,000 is about 0.015 %
  of the pool, which basis points cannot say). Shipped defaults in `resources/payouts/`
  cover 2 to 10,000 entries; the house may save its own (to_dict / from_dict).
- the **generator** (`generate`): places paid, a minimum cash, and a curve that falls
  smoothly from first place to the min cash.

Both round the same way (`round_to_unit`): every place gets its exact share rounded down to
the house's unit (places paid the same share get the same amount), and what rounding left
over is split equally, by `splits.split`, over the top places (those paid one by one, not in
a band), first place first; the odd amount below one unit, when the pool is not a multiple
of the unit, goes to first place. So prizes never increase down the places, the total is the
pool to the unit, and the same inputs give the same table.

Casino Club "Premios": the pool is fixed when the buy-in period ends; the regulator (SCJ
catalogue, "Premios") requires the prize formula and its method of distribution to be stated:
this module is that formula.
"""

from __future__ import annotations

import csv
import enum
import functools
import io
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tournament_director import i18n
from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.money import currency, format_count
from tournament_director.domain.splits import split_equally
from tournament_director.domain.text import (
    bad_character,
    clean_name,
    has_visible,
    parse_json,
    visible,
)

BASIS_POINTS = 10_000
PARTS_PER_MILLION = 1_000_000
TABLE_FORMAT = "tournament-director.payout-table"
TABLE_VERSION = 1

STANDARD_NAME = "Estándar / Standard"
"""The shipped standard table's name as it is recorded (tournaments that chose it carry it);
people see it in the room's language (`table_label`: "Tabla estándar" / "Standard table").
A house table may take none of these names."""

#: The house's rounding of prizes by default, per currency, in minor units: CLP 1.000 (the
#: room pays prizes in thousands), USD 1 dollar; any other currency one whole unit. The house
#: changes it in Settings (a house setting per currency, ``payout_unit_<CODE>``); a
#: tournament records the unit in force when its buy-in is set (payout_state.PayoutUnitSet).
DEFAULT_PAYOUT_UNITS = {"CLP": 1_000, "USD": 100}
PAYOUT_UNIT_MAX = 10**9  # minor units: far above any prize's rounding


def default_payout_unit(code: str) -> int:
    """The documented default rounding unit of prizes in a currency (minor units)."""
    return DEFAULT_PAYOUT_UNITS.get(code, 10 ** currency(code).decimals)


def house_payout_unit(settings: dict, code: str) -> int:
    """The house's rounding unit for the currency: its setting, or the default."""
    value = settings.get(f"payout_unit_{code}")
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= PAYOUT_UNIT_MAX:
        return value
    return default_payout_unit(code)


def table_label(name: str, language: str | None = None) -> str:
    """A table's name as people read it: the shipped table in the reader's language (or
    ``language``: a paper's), "Tabla estándar" / "Standard table"; any other as named."""
    if name != STANDARD_NAME:
        return name
    spanish, english = i18n.CATALOG["payouts.standard_table"]
    return english if (language or i18n.language()) == "en" else spanish


def _shipped_names() -> set[str]:
    return {
        STANDARD_NAME.casefold(),
        *(n.casefold() for n in i18n.CATALOG["payouts.standard_table"]),
    }


INDIVIDUAL_PLACES = 9
"""In large fields, places 1-9 (a final table) are paid one by one; bands start at 10."""
FIRST_BAND_SIZE = 9
"""Bands are a table's worth of places (10-18, 19-27), doubling every two bands."""

_QUANTUM = 10**12  # the curve's shape is quantised to 12 digits before money is computed


# --- the result ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Payout:
    """The prizes of one tournament: place 1 first; sum(prizes) == pool."""

    pool: int
    prizes: tuple[int, ...]
    unit: int = 1

    @property
    def places(self) -> int:
        return len(self.prizes)

    def runs(self) -> list[tuple[int, int, int]]:
        """Consecutive places with the same prize: (first place, last place, amount each)."""
        out: list[tuple[int, int, int]] = []
        for place, amount in enumerate(self.prizes, start=1):
            if out and out[-1][2] == amount:
                out[-1] = (out[-1][0], place, amount)
            else:
                out.append((place, place, amount))
        return out

    def prize(self, place: int) -> int:
        """The prize of a place (0 for a place not paid)."""
        return self.prizes[place - 1] if 1 <= place <= len(self.prizes) else 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "pool": self.pool,
            "unit": self.unit,
            "places": self.places,
            "prizes": list(self.prizes),
            "runs": [{"first": a, "last": b, "amount": m} for a, b, m in self.runs()],
        }


def _check_money(pool: int, unit: int) -> None:
    if not isinstance(pool, int) or isinstance(pool, bool) or pool < 0:
        raise Refused("payouts.bad_pool", value=pool)
    if not isinstance(unit, int) or isinstance(unit, bool) or unit < 1:
        raise Refused("payouts.bad_unit", value=unit)


def round_to_unit(
    pool: int, shares: Sequence[int | Fraction], unit: int = 1, top: int | None = None
) -> list[int]:
    """Prizes from shares of the pool, rounded to the house unit, adding up to the pool.

    Issue 6 "Payouts" (rounding to a unit the house sets, the remainder spent): each place
    gets its exact share rounded down to `unit` (equal shares, equal amounts); the leftover
    is split equally over the `top` first places by `splits.split` (largest remainder, the
    better place first; the odd amount below a unit goes to first place). `top` defaults to
    all places. Non-increasing shares give non-increasing prizes.
    """
    _check_money(pool, unit)
    if all(type(s) is int for s in shares):
        weights = list(shares)
    else:  # fractions: the same proportions as integers over their common denominator
        exact = [Fraction(s) for s in shares]
        scale = math.lcm(*(f.denominator for f in exact))
        weights = [f.numerator * (scale // f.denominator) for f in exact]
    if not weights or any(s < 0 for s in weights) or sum(weights) == 0:
        raise Refused("payouts.no_places")
    # floor(pool * s / whole / unit) in integers; a share repeated down a band is computed once
    # (integer arithmetic gives exactly what exact fractions gave).
    divisor = sum(weights) * unit
    amount_of: dict[int, int] = {}
    prizes = []
    for s in weights:
        amount = amount_of.get(s)
        if amount is None:
            amount = amount_of[s] = pool * s // divisor * unit
        prizes.append(amount)
    top = len(prizes) if top is None else max(1, min(top, len(prizes)))
    extra = split_equally(pool - sum(prizes), top, unit)
    for i, amount in enumerate(extra):
        prizes[i] += amount
    return prizes


# --- shared places ---------------------------------------------------------------------------


def share_places(prizes: Sequence[int], places: Iterable[int], unit: int = 1) -> list[int]:
    """The prizes with `places` pooled and split equally among them.

    Casino Club "Clasificación" / "Manos Simultáneas": players out at different tables in
    the same hand during hand-for-hand, or whose order cannot be told, divide the prizes of
    the places in play in equal parts. The places must be consecutive (places beyond the
    paid ones count as 0). What does not divide into `unit`s goes by `splits.split`'s
    tie-break: the better of the shared places first; which player takes which of the shared
    places is the ranking's business (it lists them in the rule set's order).
    """
    chosen = sorted(set(places))
    if not chosen or chosen[0] < 1 or chosen != list(range(chosen[0], chosen[-1] + 1)):
        raise Refused("payouts.share_not_consecutive", places=", ".join(map(str, chosen)))
    out = list(prizes) + [0] * max(0, chosen[-1] - len(prizes))
    pooled = sum(out[p - 1] for p in chosen)
    for place, amount in zip(chosen, split_equally(pooled, len(chosen), unit), strict=True):
        out[place - 1] = amount
    while len(out) > len(prizes) and out[-1] == 0:
        out.pop()
    return out


# --- the generator ---------------------------------------------------------------------------


class PlacesRounding(enum.StrEnum):
    """How the places paid from a share of the field are rounded to a whole place.

    Issue "A night on the floor" (places paid from a share of the field): the published
    payouts of large fields round up (15 % of 9,735 entries, 1,460.25, pays 1,461 places),
    so the product's default is UP; a house that wants otherwise chooses HALF_UP or DOWN
    where it sets the payout parameters (the Payouts tab's generator, ``--places-rounding``
    of the ``payouts`` command). Generator structures recorded before the setting existed
    were computed half up and read so (:mod:`payout_state`)."""

    UP = "up"
    HALF_UP = "half_up"
    DOWN = "down"


DEFAULT_PLACES_ROUNDING = PlacesRounding.UP


def places_rounding(value: PlacesRounding | str) -> PlacesRounding:
    """The rounding of places named by ``value``; refused in words when it names none."""
    try:
        return PlacesRounding(value)
    except ValueError:
        choices = ", ".join(r.value for r in PlacesRounding)
        raise Refused("payouts.bad_places_rounding", value=value, choices=choices) from None


def places_for(
    entries: int, paid_share: Fraction, rounding: PlacesRounding | str = DEFAULT_PLACES_ROUNDING
) -> int:
    """Places paid for a field: entries times the share paid, rounded by ``rounding`` (the
    house's setting, :class:`PlacesRounding`; default up), at least 1 and at most the
    field."""
    if entries < 1:
        raise Refused("payouts.bad_entries", value=entries)
    if not 0 < paid_share <= 1:
        raise Refused("payouts.bad_share", value=f"{float(paid_share) * 100:g}")
    exact = entries * Fraction(paid_share)
    match places_rounding(rounding):
        case PlacesRounding.UP:
            places = math.ceil(exact)
        case PlacesRounding.HALF_UP:
            places = math.floor(exact + Fraction(1, 2))
        case PlacesRounding.DOWN:
            places = math.floor(exact)
    return min(entries, max(1, places))


def min_cash_for(buy_in: int, multiple: Fraction) -> int:
    """The minimum cash: the buy-in times the multiple, rounded up to a whole minor unit."""
    if buy_in < 0 or multiple < 0:
        raise Refused("payouts.bad_min_cash", value=f"{buy_in} x {multiple}")
    return math.ceil(buy_in * Fraction(multiple))


def band_layout(
    places: int, individual: int = INDIVIDUAL_PLACES, first_band: int = FIRST_BAND_SIZE
) -> list[tuple[int, int]]:
    """Groups of places paid the same: (first, last). Issue 6: equal prizes within bands.

    Up to individual + 2 bands' worth of places (27), every place is paid on its own. Beyond,
    places 1-9 are individual, then bands of 9, 9, 18, 18, 36, 36, ... places; a last band
    shorter than half the one before joins it.
    """
    if places <= individual + 2 * first_band:
        return [(p, p) for p in range(1, places + 1)]
    layout = [(p, p) for p in range(1, individual + 1)]
    start, size, count = individual + 1, first_band, 0
    while start <= places:
        end = min(places, start + size - 1)
        layout.append((start, end))
        start = end + 1
        count += 1
        if count % 2 == 0:
            size *= 2
    first, last = layout[-1]
    prev_first, prev_last = layout[-2]
    if prev_first != prev_last and (last - first + 1) * 2 < prev_last - prev_first + 1:
        layout[-2:] = [(prev_first, last)]
    return layout


def _curve_exponent(sizes: list[int], ratios: list[float], target: float) -> float:
    """alpha with sum(size * ratio**alpha) == target (ratios >= 1; bisection, increasing)."""

    def total(alpha: float) -> float:
        acc = 0.0
        for size, ratio in zip(sizes, ratios, strict=True):
            exponent = alpha * math.log(ratio)
            if exponent > 700:
                return math.inf
            acc += size * math.exp(exponent)
        return acc

    low, high = 0.0, 1.0
    while total(high) < target and high < 1e6:
        low, high = high, high * 2
    for _ in range(200):
        middle = (low + high) / 2
        if total(middle) < target:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def generate(pool: int, places: int, min_cash: int, unit: int = 1) -> Payout:
    """A payout table from a pool, the places paid and the minimum cash.

    Issue 6 "Payouts" (the generator). The curve: place k (or band b, at its middle place
    r_b) gets min_cash * (r_last / r_b) ** alpha, a power law with alpha fitted (bisection)
    so that the last place gets the min cash and the total is the pool. The money: every place
    gets the min cash (rounded up to the unit) and the rest of the pool is divided in
    proportion to each place's excess over the min cash on the curve, rounded down to the unit
    with places in a band paid alike; the leftover goes to the top places (`round_to_unit`).

    Refused in words when the pool cannot pay every place the min cash.
    """
    _check_money(pool, unit)
    if not isinstance(places, int) or places < 1:
        raise Refused("payouts.no_places")
    if min_cash < 0:
        raise Refused("payouts.bad_min_cash", value=min_cash)
    floor = math.ceil(min_cash / unit) * unit if min_cash else 0
    if floor * places > pool:
        raise Refused(
            "payouts.min_cash_too_high",
            pool=pool,
            places=places,
            min_cash=floor,
            most=pool // floor if floor else 0,
        )
    layout = band_layout(places)
    top = places if len(layout) == places else INDIVIDUAL_PLACES  # the places paid one by one
    if places == 1:
        return Payout(pool, (pool,), unit)
    sizes = [last - first + 1 for first, last in layout]
    middles = [(first + last) / 2 for first, last in layout]
    ratios = [middles[-1] / m for m in middles]
    # With no min cash the curve is anchored at one unit (or the pool shared out, if smaller).
    anchor = max(floor, min(unit, pool // places), 1)
    alpha = _curve_exponent(sizes, ratios, pool / anchor)
    excess = [r**alpha - 1.0 for r in ratios]
    biggest = excess[0]
    shape = [round(e / biggest * _QUANTUM) if biggest > 0 else 0 for e in excess]
    per_place: list[int] = []
    for size, weight in zip(sizes, shape, strict=True):
        per_place.extend([weight] * size)
    spare = pool - floor * places
    if sum(per_place) == 0:
        prizes = [floor] * places
        extra = split_equally(spare, top, unit)
        for i, amount in enumerate(extra):
            prizes[i] += amount
    else:
        prizes = [floor + p for p in round_to_unit(spare, per_place, unit, top)]
    return Payout(pool, tuple(prizes), unit)


# --- payout tables ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TableBand:
    """The shares of one band of field sizes: entries min..max, a share per place."""

    min_entries: int
    max_entries: int
    shares: tuple[int, ...]
    scale: int = BASIS_POINTS

    def runs(self) -> list[list[int]]:
        out: list[list[int]] = []
        for place, share in enumerate(self.shares, start=1):
            if out and out[-1][2] == share:
                out[-1][1] = place
            else:
                out.append([place, place, share])
        return out


@dataclass(frozen=True)
class PayoutTable:
    """Payout percentages by field size (issue 6: "payout tables by field size")."""

    name: str
    bands: tuple[TableBand, ...]

    def __post_init__(self) -> None:
        validate_table(self)

    def band_for(self, entries: int) -> TableBand:
        for band in self.bands:
            if band.min_entries <= entries <= band.max_entries:
                return band
        raise Refused("payouts.table.no_band", entries=entries, name=self.name)

    def payout(self, pool: int, entries: int, unit: int = 1) -> Payout:
        """The prizes for a field: the band's shares of the pool, by `round_to_unit`.

        The leftover of rounding goes to the places before the first run of equal shares of
        more than one place (the places paid one by one).
        """
        band = self.band_for(entries)
        top = next((first - 1 for first, last, _ in band.runs() if last > first), len(band.shares))
        return Payout(pool, tuple(round_to_unit(pool, band.shares, unit, top)), unit)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": TABLE_FORMAT,
            "version": TABLE_VERSION,
            "name": self.name,
            "bands": [
                {
                    "entries": [b.min_entries, b.max_entries],
                    "scale": b.scale,
                    "places": b.runs(),
                }
                for b in self.bands
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> PayoutTable:
        """A table from its dict (JSON); refused in words when it is not a sound table."""
        if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT:
            raise Refused("payouts.table.not_table")
        if data.get("version") != TABLE_VERSION:
            raise Refused("payouts.table.version", version=data.get("version"))
        name = data.get("name")
        bands_data = data.get("bands")
        if not isinstance(name, str) or not name.strip() or not isinstance(bands_data, list):
            raise Refused("payouts.table.not_table")
        bands = [_band_from(number, b) for number, b in enumerate(bands_data, start=1)]
        return cls(name.strip(), tuple(bands))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _band_from(number: int, data: Any) -> TableBand:
    if not isinstance(data, dict):
        raise Refused("payouts.table.bad_band", band=number)
    entries, scale, runs = data.get("entries"), data.get("scale", BASIS_POINTS), data.get("places")
    if (
        not isinstance(entries, list)
        or len(entries) != 2
        or not all(_is_int(e) for e in entries)
        or not _is_int(scale)
        or not isinstance(runs, list)
    ):
        raise Refused("payouts.table.bad_band", band=number)
    # Bounded before a run is spread into places: [share] * 10**12 would fill the memory.
    if any(abs(e) > ENTRIES_LIMIT for e in entries) or abs(scale) > SCALE_LIMIT:
        raise Refused("payouts.table.number_too_large", band=number, max=ENTRIES_LIMIT)
    for run in runs:
        if isinstance(run, list) and any(_is_int(v) and abs(v) > ENTRIES_LIMIT for v in run[:2]):
            raise Refused("payouts.table.number_too_large", band=number, max=ENTRIES_LIMIT)
        if isinstance(run, list) and len(run) == 3 and _is_int(run[2]) and abs(run[2]) > scale:
            raise Refused("payouts.table.number_too_large", band=number, max=scale)
    shares: list[int] = []
    for run in runs:
        if (
            not isinstance(run, list)
            or len(run) != 3
            or not all(_is_int(v) for v in run)
            or run[0] != len(shares) + 1
            or run[1] < run[0]
        ):
            raise Refused("payouts.table.bad_places", band=number)
        shares.extend([run[2]] * (run[1] - run[0] + 1))
    return TableBand(entries[0], entries[1], tuple(shares), scale)


def validate_table(table: PayoutTable) -> None:
    """A sound table (what any stored or recorded table must be): `table_problems` without
    the checks of a complete table (the name, the bands starting at 2 entries, no gaps), so
    records written before those checks still read. Raises the first problem."""
    problems = table_problems(table.name, table.bands, complete=False)
    if problems:
        raise problems[0].refusal()


# --- checking a table in words -----------------------------------------------------------------

TABLE_NAME_LIMIT = 80
SMALLEST_FIELD = 2  # a tournament of one entry has nothing to pay
#: The largest field size and place a table's file may name (the editor's limit too), and
#: the finest scale of shares: a file past them is damaged, refused before it is read.
ENTRIES_LIMIT = 1_000_000
SCALE_LIMIT = 10**9
#: A payout table file is a few KB (the shipped one, 66 bands: 20 KB).
FILE_LIMIT = 1_000_000
#: More digits than a table's numbers need (ENTRIES_LIMIT has 7).
NUMBER_DIGITS_MAX = 9

MESSAGES: dict[str, tuple[str, str]] = {
    "payouts.table.name_empty": (
        "Falta el nombre de la tabla de premios.",
        "The payout table's name is missing.",
    ),
    "payouts.table.name_too_long": (
        "El nombre de la tabla tiene {length} caracteres; el máximo es {limit}.",
        "The table's name has {length} characters; the limit is {limit}.",
    ),
    "payouts.table.shipped_name": (
        "«{name}» es el nombre de la tabla que viene con el programa: guarde la suya con otro "
        "nombre.",
        "'{name}' is the name of the table that comes with the program: save yours under "
        "another name.",
    ),
    "payouts.table.no_bands": (
        "La tabla no tiene filas: agregue al menos una (desde 2 entradas).",
        "The table has no bands: add at least one (from 2 entries).",
    ),
    "payouts.table.band_entries": (
        "Fila {band}: las entradas deben ir desde 2 o más y «desde» no puede pasar de «hasta».",
        "Band {band}: entries must start at 2 or more, and 'from' cannot be above 'to'.",
    ),
    "payouts.table.first_band": (
        "La primera fila empieza en {first} entradas: debe empezar en 2, para que todo torneo "
        "tenga premios.",
        "The first band starts at {first} entries: it must start at 2, so that every "
        "tournament has prizes.",
    ),
    "payouts.table.band_gap": (
        "Ninguna fila cubre de {low} a {high} entradas (entre las filas {before} y {band}).",
        "No band covers {low} to {high} entries (between bands {before} and {band}).",
    ),
    "payouts.table.band_overlap": (
        "Las filas {before} y {band} se superponen o no están en orden: {band} debe empezar "
        "en {next} entradas.",
        "Bands {before} and {band} overlap or are out of order: {band} must start at {next} "
        "entries.",
    ),
    "payouts.table.band_scale": (
        "Fila {band}: la escala de las partes ({scale}) no es válida.",
        "Band {band}: the scale of the shares ({scale}) is not valid.",
    ),
    "payouts.table.no_places": (
        "Fila {band}: no paga ningún lugar; agregue al menos el primero.",
        "Band {band}: it pays no place; add at least the first.",
    ),
    "payouts.table.place_zero": (
        "Fila {band}: el lugar {place} no tiene porcentaje; debe recibir más de 0 %.",
        "Band {band}: place {place} has no percentage; it must get more than 0 %.",
    ),
    "payouts.table.place_rises": (
        "Fila {band}: el lugar {place} recibe {share}, más que el lugar {above} ({above_share}); "
        "ningún lugar puede recibir más que el anterior.",
        "Band {band}: place {place} gets {share}, more than place {above} ({above_share}); no "
        "place may get more than the one above it.",
    ),
    "payouts.table.band_sum": (
        "Fila {band}: los lugares suman {total}; deben sumar exactamente 100 % ({gap}).",
        "Band {band}: the places add up to {total}; they must add up to exactly 100 % ({gap}).",
    ),
    "payouts.table.missing": ("faltan {amount}", "{amount} missing"),
    "payouts.table.over": ("sobran {amount}", "{amount} too much"),
    "payouts.table.band_places": (
        "Fila {band}: paga {places} lugares pero puede haber solo {entries} entradas; pague "
        "como máximo {entries} lugares o empiece la fila en {places} entradas.",
        "Band {band}: it pays {places} places but may have only {entries} entries; pay at "
        "most {entries} places or start the band at {places} entries.",
    ),
}
for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message key {_key} defined twice")
i18n.CATALOG.update(MESSAGES)


def percent_decimals(scale: int) -> int:
    """The decimals a percentage of this scale needs to be exact: 2 for basis points, 4 for
    parts per million (a scale that is not a power of ten gets 4, rounded)."""
    digits = len(str(scale)) - 1
    return max(0, digits - 2) if scale == 10**digits else 4


def percent_text(share: int | Fraction, scale: int, separator: str | None = None) -> str:
    """A share as a percentage, exact for a power-of-ten scale: 1250 of 10,000 -> '12,50 %'
    (the decimal comma in Spanish, a point in English, unless ``separator`` says)."""
    places = percent_decimals(scale)
    value = Fraction(share) * 100 / scale
    scaled = round(value * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, frac = divmod(abs(scaled), 10**places)
    sep = separator if separator is not None else ("," if i18n.language() == "es" else ".")
    text = f"{sign}{whole}" + (f"{sep}{frac:0{places}d}" if places else "")
    return text + " %"


class _Percent:
    """A percentage as a message parameter, written in the reader's language when shown."""

    def __init__(self, share: int | Fraction, scale: int) -> None:
        self.share, self.scale = share, scale

    def __format__(self, spec: str) -> str:
        return format(percent_text(self.share, self.scale), spec)

    def __str__(self) -> str:
        return percent_text(self.share, self.scale)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Percent) and (
            Fraction(self.share, self.scale) == Fraction(other.share, other.scale)
        )

    def __hash__(self) -> int:
        return hash(Fraction(self.share, self.scale))


class _Message:
    """A message as a parameter of another, written in the reader's language when shown."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params

    def __format__(self, spec: str) -> str:
        return format(i18n.t(self.key, **self.params), spec)


@dataclass(frozen=True)
class TableProblem:
    """One thing wrong with a payout table, said in the reader's language. ``band`` and
    ``place`` (1-based) say where, for the editor to point at; None for the whole table."""

    key: str
    params: dict[str, Any]
    band: int | None = None
    place: int | None = None

    @property
    def message(self) -> str:
        return i18n.t(self.key, **self.params)

    def refusal(self) -> Refused:
        return Refused(self.key, **self.params)

    def __str__(self) -> str:
        return self.message


def band_label(band: TableBand) -> str:
    """How a band is named to people: its field sizes, '11–20', '8.001–10.000' (in English
    '8,001–10,000': numbers as `money.format_count` writes them)."""
    return f"{format_count(band.min_entries)}–{format_count(band.max_entries)}"


def table_problems(
    name: str, bands: Sequence[TableBand], *, complete: bool = True
) -> list[TableProblem]:
    """Everything wrong with a payout table, in order; empty when it can be used.

    Issue 6 "Payouts" / Casino Club "Premios" (the prize formula stated and sound): bands of
    field sizes in order without overlap; in every band, shares above 0 that never rise
    down the places and add up to exactly 100 % (the scale), and no more places than the
    band's smallest field. ``complete`` (a table the house saves): also a name, the first
    band starting at 2 entries and no gap between bands, so every field up to the largest
    band's has prizes. Never raises.
    """
    out: list[TableProblem] = []
    if complete:
        cleaned = " ".join(name.split())
        bad = bad_character(name, "text.field.table_name")
        if bad is not None:  # text.py: control characters, direction marks, surrogates
            out.append(TableProblem(bad.key, bad.params))
        elif not cleaned:
            out.append(TableProblem("payouts.table.name_empty", {}))
        elif not has_visible(cleaned):
            out.append(
                TableProblem("text.invisible", {"field": MessageRef("text.field.table_name")})
            )
        elif len(cleaned) > TABLE_NAME_LIMIT:
            out.append(
                TableProblem(
                    "payouts.table.name_too_long",
                    {"length": len(cleaned), "limit": TABLE_NAME_LIMIT},
                )
            )
        elif cleaned.casefold() in _shipped_names():
            out.append(TableProblem("payouts.table.shipped_name", {"name": cleaned}))
    if not bands:
        out.append(TableProblem("payouts.table.no_bands", {}))
        return out
    previous: TableBand | None = None
    for number, band in enumerate(bands, start=1):
        label = band_label(band)
        if band.min_entries < SMALLEST_FIELD or band.max_entries < band.min_entries:
            # Its order against the others means nothing until its field sizes do.
            out.append(TableProblem("payouts.table.band_entries", {"band": label}, number))
        elif previous is not None:
            where = {"before": band_label(previous), "band": label}
            if band.min_entries <= previous.max_entries:
                next_min = previous.max_entries + 1
                out.append(
                    TableProblem("payouts.table.band_overlap", {**where, "next": next_min}, number)
                )
            elif complete and band.min_entries > previous.max_entries + 1:
                gap = {"low": previous.max_entries + 1, "high": band.min_entries - 1}
                out.append(TableProblem("payouts.table.band_gap", {**where, **gap}, number))
            previous = band
        else:
            if complete and band.min_entries > SMALLEST_FIELD:
                first = {"first": band.min_entries}
                out.append(TableProblem("payouts.table.first_band", first, number))
            previous = band
        out.extend(_band_problems(number, label, band))
    return out


def _band_problems(number: int, label: str, band: TableBand) -> list[TableProblem]:
    """The problems of one band's places (see `table_problems`)."""
    if not _is_int(band.scale) or band.scale < 1:
        return [TableProblem("payouts.table.band_scale", {"band": label, "scale": band.scale})]
    shares, scale = band.shares, band.scale
    if not shares:
        return [TableProblem("payouts.table.no_places", {"band": label}, number)]
    out: list[TableProblem] = []
    for place, share in enumerate(shares, start=1):
        if share <= 0:
            out.append(
                TableProblem(
                    "payouts.table.place_zero", {"band": label, "place": place}, number, place
                )
            )
        elif place > 1 and 0 < shares[place - 2] < share:
            params = {
                "band": label,
                "place": place,
                "share": _Percent(share, scale),
                "above": place - 1,
                "above_share": _Percent(shares[place - 2], scale),
            }
            out.append(TableProblem("payouts.table.place_rises", params, number, place))
    total = sum(shares)
    if total != scale:
        gap = _Message(
            "payouts.table.missing" if total < scale else "payouts.table.over",
            amount=_Percent(abs(scale - total), scale),
        )
        params = {"band": label, "total": _Percent(total, scale), "gap": gap}
        out.append(TableProblem("payouts.table.band_sum", params, number))
    if len(shares) > band.min_entries >= 1:
        params = {"band": label, "places": len(shares), "entries": band.min_entries}
        out.append(TableProblem("payouts.table.band_places", params, number))
    return out


def shipped_band(min_entries: int, max_entries: int, places: int) -> TableBand:
    """A band of the shipped tables, made by the generator: pool = the scale (basis points up
    to 1,000 entries, else ppm); min cash 1.5 buy-ins at the band's smallest field, or 60 % /
    places**1.1 of the pool when that is more (few places paid: about 50/30/20 for three)."""
    scale = BASIS_POINTS if min_entries <= 1000 else PARTS_PER_MILLION
    unit = 1 if scale == BASIS_POINTS else 10
    min_cash = max(
        min_cash_for(1, Fraction(3, 2) * scale / min_entries),
        math.ceil(scale * 0.6 / places**1.1),
    )
    payout = generate(scale, places, min_cash, unit)
    return TableBand(min_entries, max_entries, payout.prizes, scale)


SHIPPED_BANDS: tuple[tuple[int, int, int], ...] = (
    (2, 3, 1),
    (4, 6, 2),
    (7, 10, 3),
    (11, 15, 3),
    (16, 20, 4),
    (21, 30, 5),
    (31, 40, 6),
    (41, 50, 7),
    (51, 60, 8),
    (61, 75, 9),
    *(
        (low, high, math.floor(low * (Fraction(15, 100) if low <= 1000 else Fraction(1, 8))))
        for low, high in (
            (76, 100),
            (101, 125),
            (126, 150),
            (151, 200),
            (201, 250),
            (251, 300),
            (301, 400),
            (401, 500),
            (501, 600),
            (601, 700),
            (701, 800),
            (801, 1000),
            (1001, 1250),
            (1251, 1500),
            (1501, 2000),
            (2001, 2500),
            (2501, 3000),
            (3001, 4000),
            (4001, 5000),
            (5001, 6000),
            (6001, 7000),
            (7001, 8000),
            (8001, 10000),
        )
    ),
)
"""(min entries, max entries, places paid) of the shipped standard table: about 15 % of the
field paid up to 1,000 entries, 12.5 % of the band's smallest field above."""


@functools.cache
def standard_table() -> PayoutTable:
    """The shipped standard table, as the generator makes it (resources/payouts/standard.json
    is this, written out; a test checks they agree). Made once: generating its 66 bands takes
    a noticeable moment and the table is immutable."""
    return PayoutTable(
        STANDARD_NAME,
        tuple(shipped_band(low, high, places) for low, high, places in SHIPPED_BANDS),
    )


def table_to_json(table: PayoutTable) -> str:
    """The table as JSON text, one band to a line (readable, and small diffs when edited)."""
    data = table.to_dict()
    bands = data.pop("bands")
    head = json.dumps(data, ensure_ascii=False)[:-1]
    lines = [json.dumps(band, ensure_ascii=False, separators=(",", ":")) for band in bands]
    return head + ', "bands": [\n  ' + ",\n  ".join(lines) + "\n]}\n"


def table_from_json(text: str) -> PayoutTable:
    """A table from JSON text; refused in words when it is not JSON or not a sound table,
    over FILE_LIMIT characters, nested too deep or with too long a number
    (`text.parse_json`), with numbers past ENTRIES_LIMIT (`PayoutTable.from_dict`) or a
    name `text.clean_name` refuses (TABLE_NAME_LIMIT)."""
    _check_size(text)
    try:
        data = parse_json(text)
    except ValueError:
        raise Refused("payouts.table.not_table") from None
    if isinstance(data, dict) and isinstance(data.get("name"), str):
        clean_name(
            data["name"],
            "payouts.table.name_empty",
            "payouts.table.name_too_long",
            TABLE_NAME_LIMIT,
            field="text.field.table_name",
        )
    return PayoutTable.from_dict(data)


def _check_size(text: str) -> None:
    if len(text) > FILE_LIMIT:
        kb = -(-len(text) // 1024)
        raise Refused("import.too_large", size=kb, limit=FILE_LIMIT // 1024)


# --- percentages typed by people, and tables as CSV ---------------------------------------------


def parse_percent(text: str) -> Fraction | None:
    """A typed percentage: '12,5', '12.50', '12,5 %' -> 25/2; None when it is not a number
    of 0 or more (a comma or a point as the decimal mark; no thousands separators)."""
    raw = "".join(text.split()).removesuffix("%").replace(",", ".")
    if not raw or raw.count(".") > 1 or not raw.replace(".", "").isdigit() or not raw.isascii():
        return None
    if len(raw) > 20:  # no percentage needs more; Fraction() fails past 4,300 digits
        return None
    return Fraction(raw)


def share_for(percent: Fraction, scale: int) -> int | None:
    """The share of `scale` that is exactly `percent` %, or None when the scale cannot say it
    (12.345 % in basis points)."""
    share = percent * scale / 100
    return int(share) if share.denominator == 1 else None


def scale_for(percent: Fraction, scale: int) -> int | None:
    """The scale a band needs to hold `percent` exactly: its own, else parts per million when
    that can (the band's shares are multiplied up, nothing is lost), else None."""
    if share_for(percent, scale) is not None:
        return scale
    if PARTS_PER_MILLION % scale == 0 and share_for(percent, PARTS_PER_MILLION) is not None:
        return PARTS_PER_MILLION
    return None


def rescaled(band: TableBand, scale: int) -> TableBand:
    """The band's shares in a finer scale (a multiple of its own): the same percentages."""
    if scale == band.scale:
        return band
    if scale % band.scale:
        raise ValueError(f"scale {scale} is not a multiple of {band.scale}")
    factor = scale // band.scale
    return TableBand(
        band.min_entries, band.max_entries, tuple(s * factor for s in band.shares), scale
    )


CSV_FORMAT = "tournament-director/payout-table-csv"
CSV_VERSION = 1
CSV_COLUMNS = ("entries_from", "entries_to", "place_from", "place_to", "percent_each")

MESSAGES_CSV: dict[str, tuple[str, str]] = {
    "payouts.csv.no_format_line": (
        "El archivo CSV no es una tabla de premios: la primera línea debe ser «# {expected} 1».",
        "The CSV file is not a payout table: its first line must be '# {expected} 1'.",
    ),
    "payouts.csv.no_header": (
        "Falta la línea de columnas: {columns}.",
        "The line of column names is missing: {columns}.",
    ),
    "payouts.csv.bad_line": (
        "Línea {line}: se esperaban 5 números (entradas desde, hasta, lugar desde, hasta, "
        "porcentaje de cada uno).",
        "Line {line}: 5 numbers were expected (entries from, to, place from, to, percentage each).",
    ),
    "payouts.csv.bad_percent": (
        "Línea {line}: el porcentaje «{value}» no es un número con hasta 4 decimales.",
        "Line {line}: the percentage '{value}' is not a number with up to 4 decimals.",
    ),
    "payouts.csv.place_sequence": (
        "Línea {line}: los lugares de la fila deben seguir desde {expected}.",
        "Line {line}: the band's places must continue from {expected}.",
    ),
}
for _key in MESSAGES_CSV:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES_CSV[_key]:
        raise RuntimeError(f"message key {_key} defined twice")
i18n.CATALOG.update(MESSAGES_CSV)


def _csv_percent(share: int, scale: int) -> str:
    return percent_text(share, scale, ".").removesuffix(" %")


def table_to_csv(name: str, bands: Sequence[TableBand]) -> str:
    """A table as CSV for a spreadsheet: a format line, the name, then one line per group of
    places paid alike (entries from, to, place from, to, percentage of the pool each, with a
    decimal point). The bands need not be sound yet (the editor exports drafts)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    out.write(f"# {CSV_FORMAT} {CSV_VERSION}\n")
    writer.writerow(["name", name])
    writer.writerow(CSV_COLUMNS)
    for band in bands:
        for first, last, share in band.runs():
            writer.writerow(
                [band.min_entries, band.max_entries, first, last, _csv_percent(share, band.scale)]
            )
    return out.getvalue()


def table_from_csv(text: str) -> tuple[str, list[TableBand]]:
    """The name and bands in CSV text written by `table_to_csv` (or a spreadsheet: ';' as
    the separator and a decimal comma also read). Not checked as a table: the editor shows
    what is wrong (`table_problems`). Refused in words when a line cannot be read. Each band
    is in basis points when its percentages fit, else in parts per million. Refused too:
    a text over FILE_LIMIT characters, a number of more than NUMBER_DIGITS_MAX digits or past
    ENTRIES_LIMIT (field sizes and places), a percentage over 100, a name `text.clean_name`
    refuses (TABLE_NAME_LIMIT)."""
    _check_size(text)
    lines = text.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip().strip(",;") != f"# {CSV_FORMAT} {CSV_VERSION}":
        raise Refused("payouts.csv.no_format_line", expected=CSV_FORMAT)
    delimiter = ";" if any(";" in line for line in lines[1:3]) else ","
    reader = csv.reader(lines[1:], delimiter=delimiter)
    try:
        rows = list(reader)
    except csv.Error:  # a cell past csv.field_size_limit(), a stray NUL
        limit = csv.field_size_limit()
        raise Refused("payouts.csv.unreadable", line=reader.line_num + 1, limit=limit) from None
    name = ""
    header_at = None
    for index, row in enumerate(rows):
        cells = [c.strip() for c in row]
        if cells and cells[0] == "name" and len(cells) > 1:
            name = cells[1]
        elif tuple(cells[: len(CSV_COLUMNS)]) == CSV_COLUMNS:
            header_at = index
            break
    if header_at is None:
        raise Refused("payouts.csv.no_header", columns=", ".join(CSV_COLUMNS))
    if name:
        name = clean_name(
            name,
            "payouts.table.name_empty",
            "payouts.table.name_too_long",
            TABLE_NAME_LIMIT,
            field="text.field.table_name",
        )
    groups: dict[tuple[int, int], list[Fraction]] = {}
    for offset, row in enumerate(rows[header_at + 1 :], start=header_at + 3):
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        numbers = cells[:4]
        if len(cells) < 5 or not all(n.isdigit() and n.isascii() for n in numbers):
            raise Refused("payouts.csv.bad_line", line=offset)
        for n in numbers:
            if len(n) > NUMBER_DIGITS_MAX or int(n) > ENTRIES_LIMIT:
                shown = n if len(n) <= 20 else n[:12] + "…"
                raise Refused(
                    "payouts.csv.number_too_large", line=offset, value=shown, max=ENTRIES_LIMIT
                )
        low, high, first, last = (int(n) for n in numbers)
        percent = parse_percent(cells[4]) if len(cells[4]) <= 20 else None
        if percent is None or percent > 100 or share_for(percent, PARTS_PER_MILLION) is None:
            raise Refused("payouts.csv.bad_percent", line=offset, value=visible(cells[4], 20))
        places = groups.setdefault((low, high), [])
        if first != len(places) + 1 or last < first:
            raise Refused("payouts.csv.place_sequence", line=offset, expected=len(places) + 1)
        places.extend([percent] * (last - first + 1))
    bands = []
    for (low, high), percents in groups.items():
        exact = all(share_for(p, BASIS_POINTS) is not None for p in percents)
        scale = BASIS_POINTS if exact else PARTS_PER_MILLION
        shares = tuple(share_for(p, scale) or 0 for p in percents)
        bands.append(TableBand(low, high, shares, scale))
    return name, bands
