"""The colour-up schedule: at which break each chip comes off, and the director's changes.

ADTP 24 ("cambios de fichas programados") and Casino Club "Reemplazo de Fichas menores
(Colour up)": "las fichas de menor valor serán reemplazadas por otras de mayor denominación
cuando no sean necesarias según la estructura de Ciegas". ADTP 25 B: the director controls
the chips in play and may change them at discretion, announced.

The schedule is derived from the structure and its chip set (:func:`derive`): a chip comes
off at the first break after which nothing later in play needs it: every later level's small
blind, big blind and ante (a big-blind ante included) can be paid with the larger chips
alone. With the usual chip sets, where each denomination divides the next, that is "every
later amount is a multiple of the next larger denomination"; with any other set it is
"makeable from the larger denominations" (`structure.makeable`), which is the same test
in the usual case. Chips come off smallest first, so "the larger chips" are the ones above it.

How the rule text's gaps are read here (each is a decision of the product):
- *No break right after the last level that needs the chip*: the next break after it.
- *No break at or after it*: the chip is never removed (``after_level`` None), and neither is
  any larger chip the same levels need (a smaller chip's need is a larger chip's need).
- *The largest denomination* is never removed: there is nothing to change it for. It is not
  in the schedule at all.
- *A chip no level needs* (a 5 in a set whose blinds are multiples of 25) comes off at the
  first break: play starts with it in the stacks, so it cannot go before.
- *A chip set without the next denomination* (100, 500, 5.000: no 1.000): the next larger
  chip in the set is the one that counts (the 500s go when every later amount is a multiple
  of 5.000).
- *A break after the last level*: play goes on at the last level once the structure runs
  out, so the last level counts as later for it.
- *Stacks still sold after the break*: a stack of a late registration or re-entry (until
  the end of late registration), a rebuy (until its last level) or an add-on (after its
  break, as `structure.validate` checks it) must be paid with the chips then in play, so
  a chip such a stack needs stays until those sales end. The shipped templates' stacks are
  multiples of 5.000 and never hold a chip back.

A structure may still set its colour-ups by hand (``Break.colour_up``): a structure whose
breaks list any chip is *hand-set* and its lists are the plan as written (validate says
when one removes a chip a later level still needs: ``structure.colour_up_needed``); one
that lists none is *derived* (the default: the shipped templates list none). The plan of
the structure (:func:`plan`) is the one or the other.

For a tournament the director moves or cancels a colour-up (``ColourUpMoved``,
``ColourUpCancelled``: a director's, with a reason, undoable like any action). The
*effective* schedule (:func:`schedule`) is the plan with those changes. A change stands
across a later edit of the structure while it still makes sense; a move to a break the
structure no longer has falls back to the plan. A colour-up itself never changes the chips
in play (chips are exchanged at equal value); the odd chips raced do
(`RegistrationBook.apply_chip_race`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING

from tournament_director.domain.clock import Status
from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, event_type
from tournament_director.domain.money import format_count
from tournament_director.domain.structure import Structure, makeable
from tournament_director.domain.text import REASON_LIMIT, clean_text

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState

DERIVED, BY_HAND = "derived", "by_hand"

#: What play needs at a level, in the order a message names it.
NEED_KINDS = (
    "small_blind",
    "big_blind",
    "ante",
    "bb_ante",
    "starting_stack",
    "reduced_stack",
    "rebuy",
    "add_on",
)


# --------------------------------------------------------------------------- events


@event_type
@dataclass(frozen=True)
class ColourUpMoved(Event):
    """A director moved the colour-up of ``denomination`` to the break after level
    ``after_level`` (ADTP 25 B). ``from_after`` is where it was (None: it was not going to
    come off); ``colour`` the chip's colour, so the log reads without the structure."""

    TYPE = "ColourUpMoved"
    denomination: int
    after_level: int
    reason: str
    colour: str = ""
    from_after: int | None = None


@event_type
@dataclass(frozen=True)
class ColourUpCancelled(Event):
    """A director cancelled the colour-up of ``denomination``: the chip stays in play
    (ADTP 25 B). ``from_after`` is the break it was to come off at."""

    TYPE = "ColourUpCancelled"
    denomination: int
    reason: str
    colour: str = ""
    from_after: int | None = None


# --------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Change:
    """The director's latest word on one chip: the break it now comes off at (None:
    cancelled, it stays in play), why, who and when (UTC ISO text)."""

    denomination: int
    after_level: int | None
    reason: str = ""
    operator: str = ""
    at: str = ""


@dataclass(frozen=True)
class ColourUp:
    """One chip of the schedule (every denomination but the largest).

    ``after_level``: the break (after that level) it comes off at now; None: it stays in
    play. ``planned_after``: where the structure's plan puts it; ``derived_after``: where
    the blinds alone would (the same as the plan in a derived structure). ``by_hand``:
    the plan is the structure's hand-set colour-ups. ``change``: the director's change that
    stands, if any.
    """

    denomination: int
    colour: str
    after_level: int | None
    planned_after: int | None
    derived_after: int | None
    by_hand: bool = False
    change: Change | None = None

    @property
    def moved(self) -> bool:
        """The director moved it off the plan (to a break, not cancelled)."""
        return self.after_level is not None and self.after_level != self.planned_after

    @property
    def cancelled(self) -> bool:
        """The plan took it off and the director cancelled that: it stays in play."""
        return self.after_level is None and self.planned_after is not None


@dataclass(frozen=True)
class Schedule:
    """The colour-ups of a structure (its plan) or of a tournament (the plan and the
    director's changes), one per denomination but the largest, smallest first."""

    denominations: tuple[int, ...] = ()
    colour_ups: tuple[ColourUp, ...] = ()
    by_hand: bool = False

    def of(self, denomination: int) -> ColourUp | None:
        return next((c for c in self.colour_ups if c.denomination == denomination), None)

    def at_break(self, after_level: int) -> tuple[ColourUp, ...]:
        """The chips that come off at the break after ``after_level``."""
        return tuple(c for c in self.colour_ups if c.after_level == after_level)

    def denominations_at(self, after_level: int) -> tuple[int, ...]:
        return tuple(c.denomination for c in self.at_break(after_level))

    def changed_from(self, after_level: int) -> tuple[ColourUp, ...]:
        """The chips the plan took off at this break and the director moved away or
        cancelled (shown there, marked, so the floor sees what changed)."""
        return tuple(
            c
            for c in self.colour_ups
            if c.planned_after == after_level and c.after_level != after_level
        )

    def chips_in_play(self, level_number: int) -> tuple[int, ...]:
        """The denominations in play during level ``level_number`` (a colour-up at the
        break after level k takes its chips out from level k + 1 on)."""
        gone = {
            c.denomination
            for c in self.colour_ups
            if c.after_level is not None and c.after_level < level_number
        }
        return tuple(d for d in self.denominations if d not in gone)

    @property
    def changes(self) -> tuple[ColourUp, ...]:
        """The chips the director moved or cancelled."""
        return tuple(c for c in self.colour_ups if c.moved or c.cancelled)


EMPTY = Schedule()


# --------------------------------------------------------------------------- derivation


def needs(structure: Structure) -> list[tuple[int, str, int]]:
    """Everything play pays in chips, with the last level it is paid at: (level, kind,
    amount), kind one of NEED_KINDS. Blinds and antes at their level; the starting and
    reduced stacks until the end of late registration (level 1 without it); rebuy chips
    until the rebuy's last level; add-on chips from the level after its break."""
    s = structure
    count = len(s.levels)
    out: list[tuple[int, str, int]] = []
    for number, level in enumerate(s.levels, start=1):
        out.append((number, "small_blind", level.small_blind))
        out.append((number, "big_blind", level.big_blind))
        out.append((number, "bb_ante" if level.bb_ante else "ante", level.ante))
    if count:

        def within(level: int | None) -> int:
            return min(max(level or 1, 1), count)

        late = within(s.late_registration_until_level)
        out.append((late, "starting_stack", s.starting_stack))
        if s.reduced_stack:
            out.append((late, "reduced_stack", s.reduced_stack))
        if s.rebuy.allowed and s.rebuy.until_level is not None:
            out.append((within(s.rebuy.until_level), "rebuy", s.rebuy.chips))
        if s.add_on.allowed and s.add_on.at_break is not None:
            out.append((within(s.add_on.at_break + 1), "add_on", s.add_on.chips))
    return [(level, kind, amount) for level, kind, amount in out if amount > 0]


def _denominations(structure: Structure) -> tuple[int, ...]:
    return tuple(sorted({d for d in structure.denominations if d > 0}))


def _break_levels(structure: Structure) -> tuple[int, ...]:
    count = len(structure.levels)
    return tuple(sorted({b.after_level for b in structure.breaks if 1 <= b.after_level <= count}))


def last_need(structure: Structure, denomination: int) -> tuple[int, str, int] | None:
    """The last (level, kind, amount) that the chips larger than ``denomination`` cannot
    pay alone; None when they pay everything."""
    above = tuple(d for d in _denominations(structure) if d > denomination)
    found = [need for need in needs(structure) if not makeable(need[2], above)]
    return max(found, key=lambda need: need[0]) if found else None


def first_free_break(structure: Structure, needed_until: int) -> int | None:
    """The first break after which nothing needs a chip last needed at level
    ``needed_until`` (0: never needed): the first break after that level or at it; a break
    after the last level only when the last level does not need it. None: no such break."""
    count = len(structure.levels)
    for after in _break_levels(structure):
        if after >= needed_until and not (after == count and needed_until >= count):
            return after
    return None


@lru_cache(maxsize=64)
def derive(structure: Structure) -> tuple[tuple[int, int | None], ...]:
    """ADTP 24, Casino Club "Reemplazo de Fichas menores": (denomination, the level after
    whose break it comes off, or None) for every denomination but the largest, smallest
    first: the first break after which no later blind, ante or stack still sold needs it
    (see the module for the edge cases)."""
    denominations = _denominations(structure)
    out = []
    for d in denominations[:-1]:
        need = last_need(structure, d)
        out.append((d, first_free_break(structure, need[0] if need else 0)))
    return tuple(out)


def is_by_hand(structure: Structure) -> bool:
    """A structure sets its colour-ups by hand when any break lists a chip."""
    return any(b.colour_up for b in structure.breaks)


def _hand_set(structure: Structure) -> dict[int, int]:
    """denomination -> the first break that lists it (a later listing is validate's
    ``structure.colour_up_gone``)."""
    out: dict[int, int] = {}
    for b in structure.breaks:
        for d in b.colour_up:
            out.setdefault(d, b.after_level)
    return out


@lru_cache(maxsize=64)
def plan(structure: Structure) -> Schedule:
    """The structure's own schedule: its hand-set colour-ups when it has any, else the
    derived one (see the module)."""
    return effective(structure, ())


@lru_cache(maxsize=128)
def effective(structure: Structure, changes: tuple[Change, ...]) -> Schedule:
    """The plan with the director's changes: a change of a chip the chip set no longer has,
    or a move to a break the structure no longer has, is left out (the plan stands)."""
    denominations = _denominations(structure)
    if not denominations:
        return EMPTY
    colours = {c.denomination: c.colour for c in structure.chips}
    derived = dict(derive(structure))
    by_hand = is_by_hand(structure)
    planned = _hand_set(structure) if by_hand else derived
    breaks = set(_break_levels(structure))
    changed = {c.denomination: c for c in changes}
    out = []
    for d in denominations[:-1]:
        planned_after = planned.get(d)
        after = planned_after
        change = changed.get(d)
        if change is not None and (change.after_level is None or change.after_level in breaks):
            after = change.after_level
        else:
            change = None
        out.append(
            ColourUp(d, colours.get(d, ""), after, planned_after, derived.get(d), by_hand, change)
        )
    return Schedule(denominations, tuple(out), by_hand)


def schedule(state: TournamentState) -> Schedule:
    """The tournament's effective schedule: its structure's plan and the director's
    changes (``state.colour_ups``). Computed once per structure and changes (cached)."""
    if state.structure is None:
        return EMPTY
    return effective(state.structure, state.colour_ups.key())


def with_colour_ups(structure: Structure, chosen: dict[int, int]) -> Structure:
    """A copy of ``structure`` whose breaks list the colour-ups ``chosen`` (denomination ->
    the level its break follows) by hand; an empty choice gives the derived structure."""
    breaks = tuple(
        replace(b, colour_up=tuple(sorted(d for d, a in chosen.items() if a == b.after_level)))
        for b in structure.breaks
    )
    return replace(structure, breaks=breaks)


# --------------------------------------------------------------------------- checks


def chip_text(denomination: int, colour: str) -> str:
    """ "25 (blanco)": a chip as the room knows it, its figure grouped as the language
    writes it."""
    figure = format_count(denomination)
    return f"{figure} ({colour})" if colour.strip() else figure


class _Chip:
    """A chip in a message, written when the message is shown (its figure in the reader's
    language)."""

    def __init__(self, denomination: int, colour: str) -> None:
        self.denomination, self.colour = denomination, colour

    def __format__(self, spec: str) -> str:
        return format(chip_text(self.denomination, self.colour), spec)

    def __str__(self) -> str:
        return chip_text(self.denomination, self.colour)


class _Figure(int):
    """A chip amount in a message, grouped as the reader's language writes it."""

    def __format__(self, spec: str) -> str:
        return format(format_count(int(self)), spec)

    def __str__(self) -> str:
        return format_count(int(self))


def problem(structure: Structure, sched: Schedule, denomination: int) -> Refused | None:
    """What is wrong with the schedule for ``denomination`` after a change, or None:

    - ADTP 24 (chips come off smallest first): a smaller chip may not stay in play after
      this one goes (``colour_up.smaller_stays``), nor a larger one go before it
      (``colour_up.larger_goes_first``);
    - Casino Club "Reemplazo de Fichas menores" (only when the blinds no longer need them):
      no later level's blind or ante, nor a stack still sold, may need it
      (``colour_up.still_needed``).
    """
    this = sched.of(denomination)
    if this is None:
        return None
    colours = {c.denomination: c.colour for c in structure.chips}
    chip = _Chip(denomination, colours.get(denomination, ""))
    never = 10**9

    def when(c: ColourUp) -> int:
        return never if c.after_level is None else c.after_level

    for other in sched.colour_ups:
        other_chip = _Chip(other.denomination, other.colour)
        if other.denomination < denomination and when(other) > when(this):
            if other.after_level is None:
                return Refused("colour_up.smaller_stays", chip=chip, smaller=other_chip)
            return Refused(
                "colour_up.smaller_later", chip=chip, smaller=other_chip, after=other.after_level
            )
        if other.denomination > denomination and when(other) < when(this):
            return Refused(
                "colour_up.larger_goes_first",
                chip=chip,
                larger=other_chip,
                after=other.after_level,
            )
    if this.after_level is None:
        return None
    for level, kind, amount in sorted(needs(structure), key=_need_order):
        if level <= this.after_level and not (this.after_level == len(structure.levels) == level):
            continue
        in_play = sched.chips_in_play(max(level, this.after_level + 1))
        if makeable(amount, in_play) or not makeable(amount, (*in_play, denomination)):
            continue
        return Refused(
            "colour_up.still_needed",
            chip=chip,
            after=this.after_level,
            level=level,
            what=MessageRef(f"colour_up.what.{kind}"),
            amount=_Figure(amount),
        )
    return None


def _need_order(need: tuple[int, str, int]) -> tuple[int, int]:
    """By level, then as a message names them: blinds, ante, stacks."""
    return need[0], NEED_KINDS.index(need[1])


def _break_index(state: TournamentState, after_level: int) -> int | None:
    """The clock's period index of the break after ``after_level``."""
    return next(
        (
            i
            for i, p in enumerate(state.periods())
            if p.kind == "break" and p.after_level == after_level
        ),
        None,
    )


def _over(state: TournamentState, after_level: int, now: datetime) -> bool:
    """Whether the break after ``after_level`` is behind the clock (its colour-up done)."""
    index = _break_index(state, after_level)
    if index is None:
        return False
    reading = state.reading(now)
    if reading.status is Status.NOT_STARTED:
        return False
    return reading.status is Status.FINISHED or reading.period > index


def _common(state: TournamentState, denomination: object, reason: str, now: datetime):
    """The checks a move and a cancellation share: the tournament open, a structure, a
    chip of its set that is not the largest, its colour-up not done yet, and a reason."""
    state.check_open()
    structure = state.structure
    if structure is None:
        raise Refused("clock.no_structure")
    if isinstance(denomination, bool) or not isinstance(denomination, int):
        raise Refused("colour_up.unknown_chip", chip=str(denomination))
    sched = schedule(state)
    current = sched.of(denomination)
    if current is None:
        if denomination in structure.denominations:
            raise Refused(
                "colour_up.largest", chip=_Chip(denomination, _colour(state, denomination))
            )
        raise Refused("colour_up.unknown_chip", chip=format_count(denomination))
    if current.after_level is not None and _over(state, current.after_level, now):
        raise Refused(
            "colour_up.done", chip=_Chip(denomination, current.colour), after=current.after_level
        )
    if current.after_level is not None:
        # ADTP 24: the race settles the chips at the tables; a colour-up some tables have
        # already raced cannot move or vanish under them (undo the races first).
        raced = [
            r.table
            for r in state.chip_races.at_break(current.after_level)
            if r.key[1] == denomination
        ]
        if raced:
            raise Refused(
                "colour_up.raced",
                chip=_Chip(denomination, current.colour),
                tables=", ".join(str(t) for t in sorted(raced)),
                count=len(raced),
            )
    reason = clean_text(
        reason, limit=REASON_LIMIT, field="text.field.reason", empty_key="colour_up.reason_needed"
    )
    return structure, current, reason


def _colour(state: TournamentState, denomination: int) -> str:
    structure = state.structure
    chips = structure.chips if structure is not None else ()
    return next((c.colour for c in chips if c.denomination == denomination), "")


def decide_move(
    state: TournamentState, denomination: int, after_level: int, reason: str, now: datetime
) -> ColourUpMoved:
    """ADTP 25 B (the director changes the chips in play at discretion, announced) within
    ADTP 24 and Casino Club "Reemplazo de Fichas menores" (only chips the blinds no longer
    need, smallest first): move the colour-up of ``denomination`` to the break after level
    ``after_level``, one that exists and is not over, with the reason. Refused in words:
    not a chip of the set or the largest, its colour-up already done, no such break, the
    break over, already there, a later level still needing it, or the order of the chips
    (`problem`)."""
    structure, current, reason = _common(state, denomination, reason, now)
    if isinstance(after_level, bool) or not isinstance(after_level, int):
        raise Refused("colour_up.no_such_break", after=str(after_level))
    if structure.break_after(after_level) is None or not 1 <= after_level <= len(structure.levels):
        raise Refused("colour_up.no_such_break", after=after_level)
    chip = _Chip(denomination, current.colour)
    if current.after_level == after_level:
        raise Refused("colour_up.already_there", chip=chip, after=after_level)
    if _over(state, after_level, now):
        raise Refused("colour_up.break_over", after=after_level)
    change = Change(denomination, after_level, reason)
    changes = tuple(c for c in state.colour_ups.key() if c.denomination != denomination)
    refusal = problem(structure, effective(structure, (*changes, change)), denomination)
    if refusal is not None:
        raise refusal
    return ColourUpMoved(denomination, after_level, reason, current.colour, current.after_level)


def decide_cancel(
    state: TournamentState, denomination: int, reason: str, now: datetime
) -> ColourUpCancelled:
    """ADTP 25 B (the director's discretion over the chips in play): cancel the colour-up
    of ``denomination``, with the reason; the chip stays in play. Refused in words: not a
    chip of the set or the largest, nothing to cancel, already done, or a larger chip still
    coming off (chips come off smallest first, ADTP 24: cancel that one first)."""
    structure, current, reason = _common(state, denomination, reason, now)
    chip = _Chip(denomination, current.colour)
    if current.after_level is None:
        raise Refused("colour_up.not_scheduled", chip=chip)
    change = Change(denomination, None, reason)
    changes = tuple(c for c in state.colour_ups.key() if c.denomination != denomination)
    refusal = problem(structure, effective(structure, (*changes, change)), denomination)
    if refusal is not None:
        raise refusal
    return ColourUpCancelled(denomination, reason, current.colour, current.after_level)


# --------------------------------------------------------------------------- state


@dataclass
class ColourUpChanges:
    """The director's changes to the colour-ups of one tournament (held by TournamentState
    as ``state.colour_ups``): the latest change of each chip."""

    changes: dict[int, Change] = field(default_factory=dict)

    TYPES = frozenset({ColourUpMoved.TYPE, ColourUpCancelled.TYPE})

    def apply(self, event: Event, at: str, operator: str) -> None:
        match event:
            case ColourUpMoved():
                self.changes[event.denomination] = Change(
                    event.denomination, event.after_level, event.reason, operator, at
                )
            case ColourUpCancelled():
                self.changes[event.denomination] = Change(
                    event.denomination, None, event.reason, operator, at
                )

    def key(self) -> tuple[Change, ...]:
        """The changes in a fixed order (the cache key of the effective schedule)."""
        return tuple(self.changes[d] for d in sorted(self.changes))

    def to_dict(self) -> dict:
        return {"changes": [asdict(c) for c in self.key()]}

    @classmethod
    def from_dict(cls, data: dict | None) -> ColourUpChanges:
        changes: Iterable[dict] = (data or {}).get("changes", ())
        return cls({c["denomination"]: Change(**c) for c in changes})
