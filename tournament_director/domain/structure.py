"""A tournament's structure: blind levels, breaks, chips, stacks, entries and the table size.

Pure data and pure functions: no Qt, no database, no clock. The clock (later) reads
:meth:`Structure.periods`; the editor (later) calls the editing helpers, each of which
returns a new structure, and shows :func:`validate`'s problems in the operator's language.

Conventions
- Levels are numbered from 1 in the order they are played; a level's number is its
  position, so moving or inserting a level renumbers the ones after it.
- A break is placed by the number of the level it follows (``after_level``). The
  structure keeps its breaks sorted by that number (stable), its chips by denomination
  and each colour-up's denominations ascending, so equal structures compare equal and
  every file format round-trips exactly.
- A colour-up at a break takes those denominations out of play from the next level on
  (ADTP 24, Casino Club "Reemplazo de Fichas menores": the lower chips go when the blind
  structure no longer needs them).
- Chip amounts (blinds, antes, stacks) are counted in tournament chips; prices (rebuy,
  add-on) are integers in the currency's minor unit (CLP by default, which has none).
- An amount is *makeable* when some combination of the denominations in play adds up to
  it exactly. With the usual chip sets, where each denomination is a multiple of the
  smallest, that is simply "a multiple of the smallest chip in play".
"""

from __future__ import annotations

import enum
import heapq
import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.text import bad_character, has_visible
from tournament_director.i18n import t

TABLE_SIZE_MIN = 6
TABLE_SIZE_MAX = 10
DEFAULT_CURRENCY = "CLP"
NAME_LIMIT = 120
COLOUR_LIMIT = 40
# The largest numbers a structure may hold, far above any real tournament; larger is a
# mistyped or damaged file (`validate`). Blinds, antes and chips: CHIPS_MAX (a progression
# stops there); the stacks, rebuy and add-on chips and prices: what the editor's fields
# hold (FORM_AMOUNT_MAX); a level's or a break's minutes, a level number, a per-player
# limit.
CHIPS_MAX = 10**15
FORM_AMOUNT_MAX = 2_000_000_000
MINUTES_MAX = 24 * 60
LEVEL_MAX = 999
PER_PLAYER_MAX = 99
_FIELD_MAX = {
    "starting_stack": FORM_AMOUNT_MAX,
    "reduced_stack": FORM_AMOUNT_MAX,
    "rebuy.chips": FORM_AMOUNT_MAX,
    "rebuy.price": FORM_AMOUNT_MAX,
    "add_on.chips": FORM_AMOUNT_MAX,
    "add_on.price": FORM_AMOUNT_MAX,
    "minutes": MINUTES_MAX,
    "after_level": LEVEL_MAX,
    "late_registration_until_level": LEVEL_MAX,
    "until_level": LEVEL_MAX,
    "at_break": LEVEL_MAX,
    "max_per_player": PER_PLAYER_MAX,
}
#: The problems a file may not be opened with (`structure_io`): the editor could neither
#: show nor fix them (text it refuses, numbers its fields cannot hold).
UNOPENABLE = frozenset(
    {
        "structure.name_too_long",
        "structure.number_too_large",
        "text.bad_character",
        "text.bad_character_start",
        "text.invisible",
        "text.too_long",
    }
)


# --------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Chip:
    """One denomination of the chip set and the colour the room knows it by."""

    denomination: int
    colour: str


@dataclass(frozen=True)
class Level:
    """One blind level.

    ``ante`` is each player's ante, or with ``bb_ante`` the single ante the big blind
    posts for the table (big-blind ante). ``minutes`` is the level's length.
    """

    small_blind: int
    big_blind: int
    ante: int = 0
    bb_ante: bool = False
    minutes: int = 20


@dataclass(frozen=True)
class Break:
    """A break after level ``after_level``; ``colour_up`` lists the denominations raced off."""

    after_level: int
    minutes: int
    colour_up: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "colour_up", tuple(sorted(self.colour_up)))


@dataclass(frozen=True)
class ReEntryPolicy:
    """Re-entry (ADTP 7): a busted player buys a new entry with a full stack.

    Re-entries are sold while late registration is open. ``max_per_player`` is how many
    re-entries one player may buy; ``None`` means no limit.
    """

    allowed: bool = False
    max_per_player: int | None = None


class RebuyCondition(enum.StrEnum):
    """When a player may rebuy (ADTP 27, Casino Club "Eliminación")."""

    ANY_STACK = "any_stack"
    AT_MOST_STARTING_STACK = "at_most_starting_stack"
    BELOW_STARTING_STACK = "below_starting_stack"
    NO_CHIPS = "no_chips"


@dataclass(frozen=True)
class RebuyPolicy:
    """Rebuys until the end of level ``until_level``, each for ``chips`` at ``price``."""

    allowed: bool = False
    until_level: int | None = None
    condition: RebuyCondition = RebuyCondition.AT_MOST_STARTING_STACK
    max_per_player: int | None = None
    chips: int = 0
    price: int = 0


@dataclass(frozen=True)
class AddOnPolicy:
    """One add-on, sold at the break after level ``at_break``, for ``chips`` at ``price``."""

    allowed: bool = False
    at_break: int | None = None
    chips: int = 0
    price: int = 0


@dataclass(frozen=True)
class Period:
    """One stretch of the schedule: a level or a break, with its start offset.

    ``index`` is the position in ``Structure.levels`` or ``Structure.breaks``;
    ``level_number`` is the level's number (``None`` for a break); ``after_level`` is the
    level a break follows (``None`` for a level).
    """

    kind: Literal["level", "break"]
    index: int
    level_number: int | None
    after_level: int | None
    start_s: int
    duration_s: int

    @property
    def end_s(self) -> int:
        return self.start_s + self.duration_s


@dataclass(frozen=True)
class Structure:
    """Everything about how a tournament is played that is fixed before it starts."""

    name: str
    chips: tuple[Chip, ...]
    levels: tuple[Level, ...]
    breaks: tuple[Break, ...] = ()
    starting_stack: int = 0
    reduced_stack: int | None = None
    late_registration_until_level: int | None = None
    re_entry: ReEntryPolicy = ReEntryPolicy()
    rebuy: RebuyPolicy = RebuyPolicy()
    add_on: AddOnPolicy = AddOnPolicy()
    table_size: int = 9
    currency: str = DEFAULT_CURRENCY

    def __post_init__(self) -> None:
        object.__setattr__(self, "chips", tuple(sorted(self.chips, key=lambda c: c.denomination)))
        object.__setattr__(self, "levels", tuple(self.levels))
        object.__setattr__(self, "breaks", tuple(sorted(self.breaks, key=lambda b: b.after_level)))

    # ---- views

    @property
    def denominations(self) -> tuple[int, ...]:
        return tuple(c.denomination for c in self.chips)

    def level(self, number: int) -> Level:
        """Level ``number`` (from 1); refused if there is no such level."""
        if not 1 <= number <= len(self.levels):
            raise Refused("structure.no_such_level", number=number, count=len(self.levels))
        return self.levels[number - 1]

    def break_after(self, level_number: int) -> Break | None:
        return next((b for b in self.breaks if b.after_level == level_number), None)

    def chips_in_play(self, level_number: int) -> tuple[int, ...]:
        """Denominations still in play during level ``level_number``.

        ADTP 24: a colour-up at the break after level k removes those chips from level k+1.
        """
        gone = {d for b in self.breaks if b.after_level < level_number for d in b.colour_up}
        return tuple(d for d in self.denominations if d not in gone)

    def periods(self) -> list[Period]:
        """The schedule the clock runs: levels and breaks in order, with start offsets.

        Offsets are seconds from the start of level 1. A break placed before level 1 or
        after a level that does not exist is left out (``validate`` reports it).
        """
        out: list[Period] = []
        start = 0
        by_level: dict[int, list[tuple[int, Break]]] = {}
        for i, b in enumerate(self.breaks):
            by_level.setdefault(b.after_level, []).append((i, b))
        for i, lvl in enumerate(self.levels):
            number = i + 1
            out.append(Period("level", i, number, None, start, lvl.minutes * 60))
            start += lvl.minutes * 60
            for bi, b in by_level.get(number, []):
                out.append(Period("break", bi, None, number, start, b.minutes * 60))
                start += b.minutes * 60
        return out

    schedule = periods

    def period_at(self, elapsed_s: int) -> Period | None:
        """The period running ``elapsed_s`` seconds after the start; ``None`` once all are over."""
        for p in self.periods():
            if p.start_s <= elapsed_s < p.end_s:
                return p
        return None

    # ---- plain data

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "currency": self.currency,
            "table_size": self.table_size,
            "chips": [{"denomination": c.denomination, "colour": c.colour} for c in self.chips],
            "starting_stack": self.starting_stack,
            "reduced_stack": self.reduced_stack,
            "late_registration_until_level": self.late_registration_until_level,
            "re_entry": {
                "allowed": self.re_entry.allowed,
                "max_per_player": self.re_entry.max_per_player,
            },
            "rebuy": {
                "allowed": self.rebuy.allowed,
                "until_level": self.rebuy.until_level,
                "condition": self.rebuy.condition.value,
                "max_per_player": self.rebuy.max_per_player,
                "chips": self.rebuy.chips,
                "price": self.rebuy.price,
            },
            "add_on": {
                "allowed": self.add_on.allowed,
                "at_break": self.add_on.at_break,
                "chips": self.add_on.chips,
                "price": self.add_on.price,
            },
            "levels": [level_to_dict(lvl) for lvl in self.levels],
            "breaks": [break_to_dict(b) for b in self.breaks],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Structure:
        """Rebuild a structure from :meth:`to_dict`'s output; bad data is refused in words."""
        r = DictReader(data, "")
        re_entry = r.child("re_entry")
        rebuy = r.child("rebuy")
        add_on = r.child("add_on")
        return cls(
            name=r.text("name"),
            currency=r.text("currency"),
            table_size=r.integer("table_size"),
            chips=tuple(
                Chip(c.integer("denomination"), c.text("colour")) for c in r.children("chips")
            ),
            starting_stack=r.integer("starting_stack"),
            reduced_stack=r.integer("reduced_stack", optional=True),
            late_registration_until_level=r.integer("late_registration_until_level", optional=True),
            re_entry=ReEntryPolicy(
                allowed=re_entry.yes_no("allowed"),
                max_per_player=re_entry.integer("max_per_player", optional=True),
            ),
            rebuy=RebuyPolicy(
                allowed=rebuy.yes_no("allowed"),
                until_level=rebuy.integer("until_level", optional=True),
                condition=rebuy.choice("condition", RebuyCondition),
                max_per_player=rebuy.integer("max_per_player", optional=True),
                chips=rebuy.integer("chips"),
                price=rebuy.integer("price"),
            ),
            add_on=AddOnPolicy(
                allowed=add_on.yes_no("allowed"),
                at_break=add_on.integer("at_break", optional=True),
                chips=add_on.integer("chips"),
                price=add_on.integer("price"),
            ),
            levels=tuple(level_from_reader(lv) for lv in r.children("levels")),
            breaks=tuple(break_from_reader(b) for b in r.children("breaks")),
        )


def level_to_dict(level: Level) -> dict[str, Any]:
    return {
        "small_blind": level.small_blind,
        "big_blind": level.big_blind,
        "ante": level.ante,
        "bb_ante": level.bb_ante,
        "minutes": level.minutes,
    }


def break_to_dict(b: Break) -> dict[str, Any]:
    return {"after_level": b.after_level, "minutes": b.minutes, "colour_up": list(b.colour_up)}


def level_from_reader(r: DictReader) -> Level:
    return Level(
        small_blind=r.integer("small_blind"),
        big_blind=r.integer("big_blind"),
        ante=r.integer("ante"),
        bb_ante=r.yes_no("bb_ante"),
        minutes=r.integer("minutes"),
    )


def break_from_reader(r: DictReader) -> Break:
    return Break(
        after_level=r.integer("after_level"),
        minutes=r.integer("minutes"),
        colour_up=tuple(r.integers("colour_up")),
    )


class DictReader:
    """Reads plain data (decoded JSON) strictly, refusing in words with the field's path.

    Shared by the structure, the rule set and the file formats, so every "field missing"
    or "not a whole number" message reads the same.
    """

    def __init__(self, data: object, path: str) -> None:
        if not isinstance(data, Mapping):
            raise Refused("data.field_type", field=path or "/", kind=MessageRef("data.kind.object"))
        self.data = data
        self.path = path

    def _where(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def _get(self, name: str) -> object:
        if name not in self.data:
            raise Refused("data.field_missing", field=self._where(name))
        return self.data[name]

    def _wrong(self, name: str, kind: str) -> Refused:
        return Refused("data.field_type", field=self._where(name), kind=MessageRef(kind))

    def integer(self, name: str, *, optional: bool = False) -> Any:
        value = self._get(name)
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self._wrong(name, "data.kind.integer")
        return value

    def integers(self, name: str) -> list[int]:
        value = self._get(name)
        if not isinstance(value, list) or any(
            isinstance(v, bool) or not isinstance(v, int) for v in value
        ):
            raise self._wrong(name, "data.kind.integer_list")
        return list(value)

    def text(self, name: str) -> str:
        value = self._get(name)
        if not isinstance(value, str):
            raise self._wrong(name, "data.kind.text")
        return value

    def yes_no(self, name: str) -> bool:
        value = self._get(name)
        if not isinstance(value, bool):
            raise self._wrong(name, "data.kind.yes_no")
        return value

    def choice(self, name: str, enum_type: type[enum.StrEnum]) -> Any:
        value = self._get(name)
        try:
            return enum_type(value)
        except ValueError:
            raise Refused(
                "data.bad_choice",
                field=self._where(name),
                value=value,
                choices=", ".join(m.value for m in enum_type),
            ) from None

    def child(self, name: str) -> DictReader:
        return DictReader(self._get(name), self._where(name))

    def children(self, name: str) -> list[DictReader]:
        value = self._get(name)
        if not isinstance(value, list):
            raise self._wrong(name, "data.kind.list")
        return [DictReader(v, f"{self._where(name)}[{i}]") for i, v in enumerate(value)]


# --------------------------------------------------------------------------- chips


@lru_cache(maxsize=512)
def _smallest_sums(denominations: tuple[int, ...]) -> tuple[int, ...]:
    """For each residue r modulo the smallest denomination, the smallest makeable sum ≡ r.

    Dijkstra over residues (the classic coin-problem construction): an amount is makeable
    exactly when it is at least the smallest makeable sum of its residue.
    """
    m = denominations[0]
    dist = [math.inf] * m
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, r = heapq.heappop(heap)
        if d > dist[r]:
            continue
        for c in denominations[1:]:
            nd, nr = d + c, (r + c) % m
            if nd < dist[nr]:
                dist[nr] = nd
                heapq.heappush(heap, (nd, nr))
    return tuple(int(x) if x != math.inf else -1 for x in dist)


def makeable(amount: int, denominations: Iterable[int]) -> bool:
    """Whether ``amount`` chips can be paid exactly with the given denominations."""
    denoms = tuple(sorted({d for d in denominations if d > 0}))
    if amount == 0:
        return True
    if amount < 0 or not denoms:
        return False
    smallest = denoms[0]
    if all(d % smallest == 0 for d in denoms):
        return amount % smallest == 0
    if smallest > 100_000:  # keep the residue table small; multiples of the gcd is close enough
        return amount % math.gcd(*denoms) == 0
    best = _smallest_sums(denoms)[amount % smallest]
    return best >= 0 and amount >= best


# --------------------------------------------------------------------------- problems


class ProblemList:
    """Problems as a message parameter: rendered only when shown, in the current language.

    Also lets a caller (the editor, a test) read the individual problems back from the
    refusal: ``refused.params["problems"].problems``.
    """

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)

    def __str__(self) -> str:
        return "\n".join(f"- {p.message}" for p in self.problems)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def keys(self) -> list[str]:
        return [p.key for p in self.problems]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a structure (or a rule set), said in the reader's language.

    ``level`` is the number of the level it concerns and ``break_after`` the level a
    break it concerns follows; both ``None`` for a problem of the whole structure.
    """

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    level: int | None = None
    break_after: int | None = None

    @property
    def message(self) -> str:
        params = {k: (t(v.key) if isinstance(v, MessageRef) else v) for k, v in self.params.items()}
        text = t(self.key, **params)
        if self.level is not None:
            return t("structure.at_level", level=self.level, text=text)
        if self.break_after is not None:
            return t("structure.at_break", after=self.break_after, text=text)
        return text

    def __str__(self) -> str:
        return self.message


def problems_refusal(problems: list[Problem], key: str = "structure.invalid") -> Refused:
    """A refusal listing every problem, rendered in the language of whoever reads it."""
    return Refused(key, count=len(problems), problems=ProblemList(problems))


_WHAT = {
    "small_blind": "structure.what.small_blind",
    "big_blind": "structure.what.big_blind",
    "ante": "structure.what.ante",
}


def validate(structure: Structure) -> list[Problem]:
    """Every problem with the structure, in order; an empty list means it can be played.

    Never raises. Each problem names the level or break it concerns.
    """
    s = structure
    out: list[Problem] = []
    add = out.append
    count = len(s.levels)

    # the structure as a whole
    bad = bad_character(s.name, "text.field.structure_name")
    if bad is not None:
        add(Problem(bad.key, bad.params))
    elif not s.name.strip():
        add(Problem("structure.name_empty"))
    elif not has_visible(s.name):
        add(Problem("text.invisible", {"field": MessageRef("text.field.structure_name")}))
    elif len(s.name) > NAME_LIMIT:
        add(Problem("structure.name_too_long", {"length": len(s.name), "limit": NAME_LIMIT}))
    out.extend(_number_problems(s))
    if not (len(s.currency) == 3 and s.currency.isascii() and s.currency.isupper()):
        add(Problem("structure.bad_currency", {"currency": s.currency}))
    if not TABLE_SIZE_MIN <= s.table_size <= TABLE_SIZE_MAX:
        add(
            Problem(
                "structure.table_size",
                {"size": s.table_size, "min": TABLE_SIZE_MIN, "max": TABLE_SIZE_MAX},
            )
        )

    # chip set
    all_denoms = s.denominations
    if not s.chips:
        add(Problem("structure.no_chips"))
    seen_d: set[int] = set()
    seen_c: dict[str, int] = {}
    for chip in s.chips:
        d = chip.denomination
        if d <= 0:
            add(Problem("structure.chip_not_positive", {"denomination": d}))
        if d in seen_d:
            add(Problem("structure.duplicate_denomination", {"denomination": d}))
        seen_d.add(d)
        colour = chip.colour.strip().casefold()
        bad = bad_character(chip.colour, "text.field.chip_colour")
        if bad is not None:
            add(Problem(bad.key, bad.params))
        elif len(chip.colour) > COLOUR_LIMIT:
            field = MessageRef("text.field.chip_colour")
            length = {"field": field, "length": len(chip.colour), "limit": COLOUR_LIMIT}
            add(Problem("text.too_long", length))
        elif not colour:
            add(Problem("structure.chip_no_colour", {"denomination": d}))
        elif colour in seen_c and seen_c[colour] != d:
            add(
                Problem(
                    "structure.duplicate_colour",
                    {"colour": chip.colour, "first": seen_c[colour], "second": d},
                )
            )
        else:
            seen_c[colour] = d

    # stacks
    if s.starting_stack <= 0:
        add(Problem("structure.starting_stack_not_positive", {"stack": s.starting_stack}))
    elif s.chips and not makeable(s.starting_stack, all_denoms):
        add(
            Problem(
                "structure.starting_stack_unmakeable",
                {"stack": s.starting_stack, "smallest": min(all_denoms)},
            )
        )
    if s.reduced_stack is not None:
        if s.reduced_stack <= 0:
            add(Problem("structure.reduced_stack_not_positive", {"stack": s.reduced_stack}))
        elif s.reduced_stack > s.starting_stack:
            add(
                Problem(
                    "structure.reduced_stack_above_start",
                    {"reduced": s.reduced_stack, "start": s.starting_stack},
                )
            )
        elif s.chips and not makeable(s.reduced_stack, all_denoms):
            add(
                Problem(
                    "structure.reduced_stack_unmakeable",
                    {"stack": s.reduced_stack, "smallest": min(all_denoms)},
                )
            )
        if s.late_registration_until_level is None:
            add(Problem("structure.reduced_without_late_registration"))

    # levels
    if not s.levels:
        add(Problem("structure.no_levels"))
    previous: Level | None = None
    for i, lvl in enumerate(s.levels):
        out.extend(_level_problems(s, i + 1, lvl, previous))
        previous = lvl

    # breaks
    seen_after: set[int] = set()
    removed: dict[int, int] = {}  # denomination -> the level the break that removed it follows
    for b in s.breaks:
        where = {"break_after": b.after_level}
        if b.after_level < 1:
            add(Problem("structure.break_before_levels", **where))
        elif b.after_level > count:
            add(Problem("structure.break_after_missing_level", {"count": count}, **where))
        if b.after_level in seen_after:
            add(Problem("structure.two_breaks", **where))
        seen_after.add(b.after_level)
        if b.minutes <= 0:
            add(Problem("structure.duration_not_positive", {"minutes": b.minutes}, **where))
        if len(set(b.colour_up)) != len(b.colour_up):
            add(Problem("structure.colour_up_repeated", **where))
        for d in sorted(set(b.colour_up)):
            if d not in seen_d:
                add(Problem("structure.colour_up_unknown", {"denomination": d}, **where))
            elif d in removed:
                add(
                    Problem(
                        "structure.colour_up_gone",
                        {"denomination": d, "after": removed[d]},
                        **where,
                    )
                )
            else:
                removed[d] = b.after_level
    out.extend(_colour_up_problems(s))

    # late registration, re-entry, rebuy, add-on
    late = s.late_registration_until_level
    if late is not None and not 1 <= late <= count:
        add(Problem("structure.late_registration_level", {"level": late, "count": count}))
    if s.re_entry.allowed:
        if late is None:
            add(Problem("structure.reentry_without_late_registration"))
        if s.re_entry.max_per_player is not None and s.re_entry.max_per_player < 1:
            add(Problem("structure.reentry_max", {"max": s.re_entry.max_per_player}))
    rb = s.rebuy
    if rb.allowed:
        if rb.until_level is None:
            add(Problem("structure.rebuy_no_level"))
        elif not 1 <= rb.until_level <= count:
            add(Problem("structure.rebuy_level", {"level": rb.until_level, "count": count}))
        if rb.max_per_player is not None and rb.max_per_player < 1:
            add(Problem("structure.rebuy_max", {"max": rb.max_per_player}))
        out.extend(_purchase_problems("rebuy", rb.chips, rb.price, all_denoms))
    ao = s.add_on
    if ao.allowed:
        in_play = all_denoms
        if ao.at_break is None:
            add(Problem("structure.add_on_no_break"))
        elif s.break_after(ao.at_break) is None or not 1 <= ao.at_break <= count:
            add(Problem("structure.add_on_break", {"after": ao.at_break}))
        else:
            in_play = s.chips_in_play(ao.at_break + 1)
        out.extend(_purchase_problems("add_on", ao.chips, ao.price, in_play))
    return out


def _number_problems(s: Structure) -> list[Problem]:
    """Numbers beyond what a structure holds (CHIPS_MAX, FORM_AMOUNT_MAX, MINUTES_MAX,
    LEVEL_MAX for a level number, PER_PLAYER_MAX): a mistyped or damaged file. Each names
    the field (and the level or break); a number too long to print is written '≥ 10^15'."""
    out: list[Problem] = []

    def check(value: object, name: str, **where: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            return
        top = _FIELD_MAX.get(name, CHIPS_MAX)
        if abs(value) > top:
            params = {"field": name, "value": _number_text(value), "max": top}
            out.append(Problem("structure.number_too_large", params, **where))

    data = s.to_dict()
    for name in ("starting_stack", "reduced_stack", "late_registration_until_level"):
        check(data[name], name)
    for policy in ("re_entry", "rebuy", "add_on"):
        for name, value in data[policy].items():
            check(value, name if name in _FIELD_MAX else f"{policy}.{name}")
    for chip in s.chips:
        check(chip.denomination, "chips.denomination")
    for number, level in enumerate(data["levels"], start=1):
        for name, value in level.items():
            check(value, name, level=number)
    for b in s.breaks:
        after = b.after_level if abs(b.after_level) <= LEVEL_MAX else None
        where = {} if after is None else {"break_after": after}
        check(b.after_level, "after_level")
        check(b.minutes, "minutes", **where)
        for denomination in b.colour_up:
            check(denomination, "colour_up", **where)
    return out


def _number_text(value: int) -> str:
    """A number for a message; one past 10**15 (maybe past what str() prints) in short."""
    if abs(value) < 10**15:
        return str(value)
    return "≥ 10^15" if value > 0 else "≤ -10^15"


def _level_problems(s: Structure, number: int, lvl: Level, prev: Level | None) -> list[Problem]:
    out: list[Problem] = []
    at = {"level": number}
    if lvl.minutes <= 0:
        out.append(Problem("structure.duration_not_positive", {"minutes": lvl.minutes}, **at))
    for what in ("small_blind", "big_blind"):
        amount = getattr(lvl, what)
        if amount <= 0:
            out.append(
                Problem(
                    "structure.blind_not_positive",
                    {"what": MessageRef(_WHAT[what]), "amount": amount},
                    **at,
                )
            )
    if lvl.ante < 0:
        out.append(Problem("structure.ante_negative", {"ante": lvl.ante}, **at))
    if lvl.small_blind > lvl.big_blind:
        out.append(
            Problem(
                "structure.small_above_big",
                {"small": lvl.small_blind, "big": lvl.big_blind},
                **at,
            )
        )
    if lvl.ante > lvl.big_blind > 0:
        out.append(
            Problem("structure.ante_above_big", {"ante": lvl.ante, "big": lvl.big_blind}, **at)
        )
    if lvl.bb_ante and lvl.ante == 0:
        out.append(Problem("structure.bb_ante_zero", **at))
    if prev is not None:
        for what in ("small_blind", "big_blind"):
            before, now = getattr(prev, what), getattr(lvl, what)
            if now < before:
                out.append(
                    Problem(
                        "structure.blind_goes_down",
                        {"what": MessageRef(_WHAT[what]), "before": before, "now": now},
                        **at,
                    )
                )
    in_play = s.chips_in_play(number)
    if s.chips and not in_play:
        out.append(Problem("structure.no_chips_in_play", **at))
        return out
    for what in ("small_blind", "big_blind", "ante"):
        amount = getattr(lvl, what)
        if amount <= 0 or not in_play or makeable(amount, in_play):
            continue
        if makeable(amount, s.denominations) and _blamed_colour_up(s, number, amount):
            continue  # a colour-up took away a chip it needs: reported at that break
        out.append(
            Problem(
                "structure.amount_unmakeable",
                {"what": MessageRef(_WHAT[what]), "amount": amount, "smallest": min(in_play)},
                **at,
            )
        )
    return out


def _blamed_colour_up(s: Structure, number: int, amount: int) -> list[tuple[Break, int]]:
    """The colour-up (break, denomination) before level ``number`` that ``amount`` needs.

    When several removed chips would each make the amount again (25s or 100s for 200),
    the largest is blamed: keeping it is the smallest change to the colour-ups.
    Empty when no single removed chip would do.
    """
    in_play = s.chips_in_play(number)
    fixes = [
        (d, b)
        for b in s.breaks
        if 1 <= b.after_level < number
        for d in b.colour_up
        if d in s.denominations and makeable(amount, (*in_play, d))
    ]
    if not fixes:
        return []
    d, b = max(fixes, key=lambda f: f[0])
    return [(b, d)]


def _colour_up_problems(s: Structure) -> list[Problem]:
    """A colour-up of a chip a later blind or ante still needs, once per break and chip."""
    first_need: dict[tuple[int, int], int] = {}
    for i, lvl in enumerate(s.levels):
        number = i + 1
        in_play = s.chips_in_play(number)
        if not in_play:
            continue
        for amount in (lvl.small_blind, lvl.big_blind, lvl.ante):
            if amount <= 0 or makeable(amount, in_play):
                continue
            if not makeable(amount, s.denominations):
                continue
            for b, d in _blamed_colour_up(s, number, amount):
                first_need.setdefault((b.after_level, d), number)
    return [
        Problem(
            "structure.colour_up_needed",
            {"denomination": d, "needed_at": level},
            break_after=after,
        )
        for (after, d), level in sorted(first_need.items())
    ]


def _purchase_problems(what: str, chips: int, price: int, denoms: tuple[int, ...]) -> list[Problem]:
    out: list[Problem] = []
    label = MessageRef(f"structure.what.{what}")
    if chips <= 0:
        out.append(
            Problem("structure.purchase_chips_not_positive", {"what": label, "chips": chips})
        )
    elif denoms and not makeable(chips, denoms):
        out.append(
            Problem(
                "structure.purchase_chips_unmakeable",
                {"what": label, "chips": chips, "smallest": min(denoms)},
            )
        )
    if price < 0:
        out.append(Problem("structure.purchase_price_negative", {"what": label, "price": price}))
    return out


def check(structure: Structure) -> Structure:
    """The structure itself when it is valid; otherwise refused with every problem listed."""
    problems = validate(structure)
    if problems:
        raise problems_refusal(problems)
    return structure


# --------------------------------------------------------------------------- editing


def _require_level(s: Structure, number: int, *, allow_end: bool = False) -> None:
    top = len(s.levels) + (1 if allow_end else 0)
    if not 1 <= number <= top:
        raise Refused("structure.no_such_level", number=number, count=len(s.levels))


def _shift_references(s: Structure, changed: Callable[[int], int]) -> dict[str, Any]:
    """New values of every field that refers to a level number, after renumbering."""

    def opt(value: int | None) -> int | None:
        return None if value is None else changed(value)

    return {
        "breaks": tuple(replace(b, after_level=changed(b.after_level)) for b in s.breaks),
        "late_registration_until_level": opt(s.late_registration_until_level),
        "rebuy": replace(s.rebuy, until_level=opt(s.rebuy.until_level)),
        "add_on": replace(s.add_on, at_break=opt(s.add_on.at_break)),
    }


def add_level(s: Structure, level: Level, at: int | None = None) -> Structure:
    """A copy with ``level`` inserted as level number ``at`` (default: after the last).

    The levels from ``at`` on move down one number and so does every reference to them
    (breaks, late registration, rebuy period, add-on), so those stay where they were in
    the schedule: a break after old level 4 stays after the same level, now numbered 5
    when the new level is inserted at or before 4.
    """
    at = len(s.levels) + 1 if at is None else at
    _require_level(s, at, allow_end=True)
    levels = (*s.levels[: at - 1], level, *s.levels[at - 1 :])
    refs = _shift_references(s, lambda n: n + 1 if n >= at else n)
    return replace(s, levels=levels, **refs)


def remove_level(s: Structure, number: int) -> Structure:
    """A copy without level ``number``; later numbers move up one.

    A break after the removed level then follows the level before it (the same place in
    the schedule); references to the removed level move to the level before it too.
    Whatever that leaves wrong (a break before level 1, two breaks together) is for
    :func:`validate` to report.
    """
    _require_level(s, number)
    levels = (*s.levels[: number - 1], *s.levels[number:])
    refs = _shift_references(s, lambda n: n - 1 if n >= number else n)
    return replace(s, levels=levels, **refs)


def replace_level(s: Structure, number: int, level: Level) -> Structure:
    """A copy with level ``number`` replaced by ``level``."""
    _require_level(s, number)
    levels = list(s.levels)
    levels[number - 1] = level
    return replace(s, levels=tuple(levels))


def move_level(s: Structure, number: int, to: int) -> Structure:
    """A copy with level ``number`` moved to position ``to``.

    Only the blinds move: breaks and every other reference stay at their positions in
    the schedule (a break after level 4 is still after the fourth level played).
    """
    _require_level(s, number)
    _require_level(s, to)
    levels = list(s.levels)
    levels.insert(to - 1, levels.pop(number - 1))
    return replace(s, levels=tuple(levels))


def insert_break(
    s: Structure, after_level: int, minutes: int, colour_up: Iterable[int] = ()
) -> Structure:
    """A copy with a break after level ``after_level``; refused if one is already there."""
    _require_level(s, after_level)
    if s.break_after(after_level) is not None:
        raise Refused("structure.break_exists", after=after_level)
    new = Break(after_level, minutes, tuple(colour_up))
    return replace(s, breaks=(*s.breaks, new))


def remove_break(s: Structure, after_level: int) -> Structure:
    """A copy without the break after level ``after_level``; refused if there is none."""
    if s.break_after(after_level) is None:
        raise Refused("structure.no_such_break", after=after_level)
    return replace(s, breaks=tuple(b for b in s.breaks if b.after_level != after_level))


# --------------------------------------------------------------------------- progression

# "Nice" blind numbers: these mantissas times a power of ten (100, 150, 200, 250, 300,
# 400, 500, 600, 800, 1,000, 1,200, 1,500, ...), the values printed on real structures.
NICE_MANTISSAS = (10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80)
PROGRESSION_GROWTH = (1.05, 3.0)
PROGRESSION_LEVELS = (1, 100)


def _nice_numbers() -> Iterator[int]:
    """The nice numbers in increasing order, without end."""
    scale = 1
    while True:
        yield from (m * scale // 10 for m in NICE_MANTISSAS if m * scale % 10 == 0)
        scale *= 10


def _closer(a: int | None, b: int, target: float) -> int:
    if a is None or abs(math.log(b / target)) < abs(math.log(a / target)):
        return b
    return a


def _round_big_blind(target: float, above: int, in_play: tuple[int, ...]) -> int:
    """The big blind nearest ``target`` on a log scale, strictly above ``above``.

    Nice numbers whose half is also makeable come first; if none lies within a factor
    of ten of the aim (a chip set no nice number fits), the nearest multiple of twice the
    smallest chip in play is taken, whose half is always makeable.
    """
    target = max(target, above + 1)
    best: int | None = None
    for bb in _nice_numbers():
        if bb > 10 * target:
            break
        if bb <= above or bb % 2 or not makeable(bb, in_play):
            continue
        if not makeable(bb // 2, in_play):
            continue
        best = _closer(best, bb, target)
        if bb >= target:
            break
    if best is not None:
        return best
    step = 2 * min(in_play)
    low = max(above // step + 1, int(target // step)) * step
    return _closer(low, low + step, target)


def _round_down_makeable(amount: int, in_play: tuple[int, ...]) -> int:
    step = min(in_play)
    value = amount - amount % step
    while value > 0 and not makeable(value, in_play):
        value -= step
    return value


def from_progression(
    s: Structure,
    *,
    levels: int,
    starting_big_blind: int,
    growth: float,
    minutes: int | None = None,
    bb_ante_from_level: int | None = None,
    bb_ante_percent: int = 100,
) -> Structure:
    """A copy whose levels are recalculated from a blind progression.

    - Level 1's big blind is ``starting_big_blind`` rounded to a candidate; each next
      level aims at the previous big blind times ``growth`` (1.05 to 3.0) and takes the
      candidate nearest that aim on a log scale, always strictly above the previous one.
    - A candidate is a "nice" poker number (100, 150, 200, 250, 300, 400, 500, 600, 750,
      800, 1,000, 1,200, ...) that the chips in play at that level make, with a small
      blind of exactly half, also makeable (so a big blind of 2,500 is skipped once the
      25 chips are coloured up, as 1,250 cannot be made). With a chip set no nice number
      fits, multiples of twice the smallest chip in play are used.
    - From level ``bb_ante_from_level`` on, the big blind posts a big-blind ante of
      ``bb_ante_percent`` of the big blind, rounded down to what the chips make.
    - Every level lasts ``minutes`` (default: the first current level's, else 20).
    - Breaks after levels beyond the new count are dropped; other settings are kept
      (``validate`` reports any that now point past the last level).
    - A progression whose big blind would pass CHIPS_MAX is refused in words, naming the
      level ('structure.progression_too_high': fewer levels or a smaller growth).
    """
    lo, hi = PROGRESSION_GROWTH
    if not lo <= growth <= hi:
        raise Refused("structure.progression_growth", growth=growth, min=lo, max=hi)
    lo_n, hi_n = PROGRESSION_LEVELS
    if not lo_n <= levels <= hi_n:
        raise Refused("structure.progression_levels", levels=levels, min=lo_n, max=hi_n)
    if starting_big_blind <= 0:
        raise Refused("structure.progression_start", big_blind=starting_big_blind)
    if minutes is None:
        minutes = s.levels[0].minutes if s.levels else 20
    if minutes <= 0:
        raise Refused("structure.progression_minutes", minutes=minutes)
    if bb_ante_from_level is not None and not 1 <= bb_ante_from_level <= levels:
        raise Refused("structure.progression_ante_level", level=bb_ante_from_level, count=levels)
    if not 1 <= bb_ante_percent <= 100:
        raise Refused("structure.progression_ante_percent", percent=bb_ante_percent)
    if not s.chips or any(c.denomination <= 0 for c in s.chips):
        raise Refused("structure.progression_chips")

    kept_breaks = tuple(b for b in s.breaks if b.after_level < levels)
    shell = replace(s, levels=(), breaks=kept_breaks)
    out: list[Level] = []
    previous = 0
    target = float(starting_big_blind)
    for number in range(1, levels + 1):
        in_play = shell.chips_in_play(number) or (max(s.denominations),)
        if target > CHIPS_MAX:
            raise Refused("structure.progression_too_high", level=number, max=CHIPS_MAX)
        bb = _round_big_blind(target, previous, in_play)
        if bb > CHIPS_MAX:
            raise Refused("structure.progression_too_high", level=number, max=CHIPS_MAX)
        ante = 0
        bb_ante = bb_ante_from_level is not None and number >= bb_ante_from_level
        if bb_ante:
            ante = _round_down_makeable(bb * bb_ante_percent // 100, in_play) or bb
        out.append(Level(bb // 2, bb, ante, bb_ante, minutes))
        previous = bb
        target = bb * growth
    return replace(s, levels=tuple(out), breaks=kept_breaks)
