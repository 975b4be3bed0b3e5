"""The chip race as the floor records it: one table's race at a colour-up break, one event
(ADTP 24; Casino Club "Reemplazo de Fichas menores (Colour up)").

The race itself is worked out by :mod:`domain.chip_race` (pure: cards, chips raced, winners,
protection chips). This module says *which* colour-up a table races at, checks what the
floor typed against the tournament (the clock, the room, the schedule), and records the
result as ``ChipRaceRecorded``: the colour-up (the break, the chip removed and the chip it is
raced for), the odd chips of each seat with the entry sitting there, the cards as dealt at
the table or drawn by the application (and which), the winners in the order they won, the
awards, the protection chips, the odd value removed and the change of chips in play. The
state folds it into :class:`ChipRaces` (done tables) and into the chips in play through
``RegistrationBook.apply_chip_race``; undo reverts both, like any action.

What the rule text leaves to the product, and how it is decided here:

- *When*: ADTP 24 races the odd chips at the colour-up break. A race is recorded while the
  clock is at a break whose schedule removes a chip (`colour_up.schedule`, with the
  director's moves and cancellations), or during the level that follows it: a table still
  finishing its race when play resumes is not turned away. Before the clock starts, at any
  other moment, or once the tournament is over, it is refused in words.
- *Which chip*: each chip removed at the break is raced on its own (one race per table per
  colour-up: the break and the chip). When a break removes one chip it is the one; when it
  removes several, the floor says which.
- *For which chip*: the smallest chip still in play after the break. It is also the
  protection chip, "una ficha del valor más bajo en juego" (ADTP 24 A).
- *Who holds no other chips*: the record cannot know (chips change hands every hand; it
  knows only what was issued and removed), so the floor says it, seat by seat, among the
  seats with odd chips; everyone else holds some. A seat with no odd chips and no other chips
  would have been out in a hand, not in a race: refused.
- *Seats*: only the seats the room has occupied at that table hold odd chips; each is
  recorded with its entry, so a replay (and a later move or break of the table) knows who.
- *A table where nobody holds odd chips* is recorded too (nothing raced, nothing removed),
  so the overview counts it done.
- *Once*: a second race of the same table at the same colour-up is refused in words; undo
  the first to record it again.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tournament_director.domain.chip_race import Card, RaceResult, chips_raced, deal_order
from tournament_director.domain.chip_race import draw_cards as _draw_cards
from tournament_director.domain.chip_race import race as _race
from tournament_director.domain.clock import Status
from tournament_director.domain.colour_up import chip_text, schedule
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type
from tournament_director.domain.money import format_count

if TYPE_CHECKING:
    from tournament_director.domain.room import Table
    from tournament_director.domain.tournament import TournamentState


# --------------------------------------------------------------------------- the event


@event_type
@dataclass(frozen=True)
class ChipRaceRecorded(Event):
    """One table's chip race at the colour-up of ``removed`` at the break after level
    ``after_level``, raced for chips of ``to`` (ADTP 24).

    ``seats``: the seats with odd chips in the order their cards were dealt, each
    ``{"seat", "entry_id", "odd_chips", "cards": ["Jc", ...], "no_other_chips"}``;
    ``drawn``: the cards were drawn by the application (``secrets.SystemRandom``), not
    typed from the table. ``winners``: one ``{"seat", "entry_id", "card"}`` per chip won,
    in the order won; ``awards``: ``{"seat", "entry_id", "chips"}`` per winner;
    ``protected``: ``{"seat", "entry_id", "value"}`` per protection chip. Chips in play
    change by ``total_change`` = ``awarded_value`` + ``protected_value`` -
    ``odd_value_removed``."""

    TYPE = "ChipRaceRecorded"
    table: int
    after_level: int
    removed: int
    to: int
    seats: tuple[dict, ...] = ()
    winners: tuple[dict, ...] = ()
    awards: tuple[dict, ...] = ()
    protected: tuple[dict, ...] = ()
    chips_raced: int = 0
    odd_value_removed: int = 0
    awarded_value: int = 0
    protected_value: int = 0
    total_change: int = 0
    drawn: bool = False
    removed_colour: str = ""
    to_colour: str = ""
    rounding: str = "at_least_half"
    start_seat: int = 1


# --------------------------------------------------------------------------- the colour-up


@dataclass(frozen=True)
class Chip:
    denomination: int
    colour: str = ""

    @property
    def text(self) -> str:
        """25 (blanco)."""
        return chip_text(self.denomination, self.colour)


@dataclass(frozen=True)
class ColourUpBreak:
    """A break whose colour-up removes ``removed`` (smallest first); ``to`` is the smallest
    chip in play after it (raced for, and the protection chip). ``period``: the clock's
    index of the break. ``now``: the clock is at this break or in the level after it, so its
    races may be recorded; False for a break still to come."""

    after_level: int
    period: int
    removed: tuple[Chip, ...]
    to: Chip
    now: bool

    def chip(self, denomination: int) -> Chip | None:
        return next((c for c in self.removed if c.denomination == denomination), None)


def _break_of(state: TournamentState, index: int, now: bool) -> ColourUpBreak | None:
    periods = state.periods()
    if not 0 <= index < len(periods) or periods[index].kind != "break":
        return None
    after = periods[index].after_level
    sched = schedule(state)
    removed = sched.at_break(after) if after is not None else ()
    if not removed:
        return None
    in_play = sched.chips_in_play(after + 1)
    colours = {c.denomination: c.colour for c in state.structure.chips}
    if not in_play:
        return None
    smallest = min(in_play)
    return ColourUpBreak(
        after,
        index,
        tuple(
            Chip(c.denomination, c.colour) for c in sorted(removed, key=lambda c: c.denomination)
        ),
        Chip(smallest, colours.get(smallest, "")),
        now,
    )


def current_break(state: TournamentState, now: datetime) -> ColourUpBreak | None:
    """The colour-up whose races may be recorded now: the break the clock is at, or the one
    just behind it while the next level runs (see the module). None otherwise."""
    if state.structure is None or state.book.winner is not None:
        return None
    reading = state.reading(now)
    if reading.status in (Status.NOT_STARTED, Status.FINISHED):
        return None
    here = _break_of(state, reading.period, True)
    if here is not None:
        return here
    periods = state.periods()
    if 0 <= reading.period < len(periods) and periods[reading.period].kind == "level":
        return _break_of(state, reading.period - 1, True)
    return None


def next_break(state: TournamentState, now: datetime) -> ColourUpBreak | None:
    """The colour-up the floor prepares for: the current one (`current_break`), else the
    next break ahead of the clock that removes a chip (the sheets are printed before it)."""
    found = current_break(state, now)
    if found is not None or state.structure is None or state.book.winner is not None:
        return found
    reading = state.reading(now)
    start = 0 if reading.status is Status.NOT_STARTED else reading.period + 1
    for index in range(start, len(state.periods())):
        upcoming = _break_of(state, index, False)
        if upcoming is not None:
            return upcoming
    return None


# --------------------------------------------------------------------------- checks


class _Figure(int):
    """A chip amount in a message, grouped as the reader's language writes it."""

    def __format__(self, spec: str) -> str:
        return format(format_count(int(self)), spec)

    def __str__(self) -> str:
        return format_count(int(self))


class _ChipWords:
    """A chip in a message ("25 (blanco)"), written when the message is shown."""

    def __init__(self, chip: Chip) -> None:
        self.chip = chip

    def __format__(self, spec: str) -> str:
        return format(self.chip.text, spec)

    def __str__(self) -> str:
        return self.chip.text


class _ChipList:
    def __init__(self, chips: Sequence[Chip]) -> None:
        self.chips = tuple(chips)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __str__(self) -> str:
        return ", ".join(c.text for c in self.chips)


def start_seat_of(start_seat: int, table_size: int) -> int:
    """ADTP 24 A: the deal starts at the rule set's seat (seat 1), or at seat 1 when this
    table has no such seat (a house's start seat 9 at a table of 6)."""
    return start_seat if 1 <= start_seat <= table_size else 1


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class RacePlan:
    """What the floor typed, checked against the tournament, before any card: the colour-up
    (``colour_up``, ``removed``), the table and its size, the entry at each seat with odd
    chips, the counts in deal order, who holds no other chips, and how many chips are
    raced."""

    colour_up: ColourUpBreak
    removed: Chip
    table: int
    table_size: int
    start_seat: int
    entries: Mapping[int, int]  # seat -> entry id, every occupied seat of the table
    odd_chips: Mapping[int, int]  # seat -> odd chips (> 0 only), in deal order
    order: tuple[int, ...]
    no_other_chips: frozenset[int]
    odd_value: int
    chips_raced: int

    @property
    def to(self) -> Chip:
        return self.colour_up.to

    @property
    def per_new_chip(self) -> int:
        return self.colour_up.to.denomination // self.removed.denomination


def plan(
    state: TournamentState,
    now: datetime,
    table: object,
    odd_chips: Mapping[int, int],
    *,
    no_other_chips: Iterable[int] = (),
    denomination: int | None = None,
) -> RacePlan:
    """ADTP 24 A: check a table's odd chips against the tournament (see the module): the
    tournament open and not over, a colour-up now, the chip removed at it, the table open,
    not raced yet at this colour-up, the seats occupied, the counts whole numbers below one
    new chip's worth, and who holds no other chips among the seats with odd chips. Refused
    in words; nothing is decided about cards here."""
    state.check_open()
    if state.book.winner is not None:
        raise Refused("clock.tournament_over")
    if state.structure is None:
        raise Refused("clock.no_structure")
    here = current_break(state, now)
    if here is None:
        upcoming = next_break(state, now)
        if upcoming is None:
            raise Refused("chip_race.no_colour_up")
        raise Refused(
            "chip_race.not_yet",
            after=upcoming.after_level,
            chips=_ChipList(upcoming.removed),
        )
    if denomination is None:
        if len(here.removed) > 1:
            raise Refused(
                "chip_race.which_chip", after=here.after_level, chips=_ChipList(here.removed)
            )
        removed = here.removed[0]
    else:
        found = here.chip(denomination) if _whole(denomination) else None
        if found is None:
            raise Refused(
                "chip_race.not_removed_here",
                chip=str(denomination)[:20],
                after=here.after_level,
                chips=_ChipList(here.removed),
            )
        removed = found
    room = state.seating.room
    if not _whole(table) or room is None or table not in room.tables:
        raise Refused("chip_race.no_table", table=str(table)[:20])
    where: Table = room.tables[table]
    if not where.is_open:
        raise Refused("chip_race.table_closed", table=table)
    done = state.chip_races.of(here.after_level, removed.denomination, table)
    if done is not None:
        raise Refused(
            "chip_race.already_recorded",
            table=table,
            chip=_ChipWords(removed),
            after=here.after_level,
            operator=done.operator,
        )
    entries = dict(where.players())
    counts: dict[int, int] = {}
    for seat, count in odd_chips.items():
        if not _whole(seat) or not 1 <= seat <= where.size:
            raise Refused("chip_race.bad_seat", seat=str(seat)[:20], max=where.size)
        if not _whole(count) or count < 0:
            raise Refused("chip_race.bad_count", seat=seat, count=str(count)[:20])
        if count and seat not in entries:
            raise Refused("chip_race.empty_seat", table=table, seat=seat)
        if count:
            counts[seat] = count
    per_new_chip = here.to.denomination // removed.denomination
    for seat, count in counts.items():
        if count >= per_new_chip:
            raise Refused(
                "chip_race.whole_chip",
                seat=seat,
                count=count,
                removed=_Figure(removed.denomination),
                value=_Figure(count * removed.denomination),
                to=_Figure(here.to.denomination),
            )
    bare: set[int] = set()
    for seat in no_other_chips:
        if not _whole(seat) or not 1 <= seat <= where.size:
            raise Refused("chip_race.bad_seat", seat=str(seat)[:20], max=where.size)
        if seat not in counts:
            raise Refused("chip_race.bare_without_odd", seat=seat)
        bare.add(seat)
    rules = state.rule_set
    start_seat = start_seat_of(rules.chip_race_start_seat, where.size)
    order = deal_order(counts, start_seat, where.size)
    odd_value = removed.denomination * sum(counts.values())
    return RacePlan(
        colour_up=here,
        removed=removed,
        table=table,
        table_size=where.size,
        start_seat=start_seat,
        entries=entries,
        odd_chips={seat: counts[seat] for seat in order},
        order=order,
        no_other_chips=frozenset(bare),
        odd_value=odd_value,
        chips_raced=chips_raced(odd_value, here.to.denomination, rules.chip_race_rounding)
        if odd_value
        else 0,
    )


def work_out(
    state: TournamentState, race_plan: RacePlan, cards: Mapping[int, Sequence[Card | str]]
) -> RaceResult:
    """ADTP 24 A through `chip_race.race`: the planned table's race with these cards (one
    per odd chip, refused in words otherwise), by the tournament's rule set; the protection
    chip is the smallest chip in play after the break."""
    p = race_plan
    rules = state.rule_set
    if rules.chip_race_start_seat != p.start_seat:
        rules = replace(rules, chip_race_start_seat=p.start_seat)
    return _race(
        p.odd_chips,
        {seat: held for seat, held in cards.items() if held or seat in p.odd_chips},
        removed=p.removed.denomination,
        to=p.to.denomination,
        rules=rules,
        other_chips={seat: 0 for seat in p.no_other_chips},
        protection_chip=p.to.denomination,
        table_size=p.table_size,
    )


def draw(rng: random.Random, race_plan: RacePlan) -> dict[int, tuple[Card, ...]]:
    """The cards for a planned race drawn by the application (ADTP 24 A: one per odd chip,
    from seat 1 clockwise, each seat all its cards): ``rng`` is ``secrets.SystemRandom``;
    the caller records them."""
    return _draw_cards(rng, {seat: race_plan.odd_chips[seat] for seat in race_plan.order})


def decide_race(
    state: TournamentState,
    now: datetime,
    table: int,
    odd_chips: Mapping[int, int],
    cards: Mapping[int, Sequence[Card | str]] | None = None,
    *,
    rng: random.Random | None = None,
    no_other_chips: Iterable[int] = (),
    denomination: int | None = None,
) -> ChipRaceRecorded:
    """ADTP 24 A, Casino Club "Reemplazo de Fichas menores": one table's chip race at the
    colour-up now (`plan`), with the cards typed from the table or, with ``rng``, drawn by
    the application (`draw`), worked out (`work_out`) and made the event that records it.
    Refused in words, nothing decided, when anything does not hold."""
    race_plan = plan(
        state, now, table, odd_chips, no_other_chips=no_other_chips, denomination=denomination
    )
    if rng is not None:
        cards = draw(rng, race_plan)
    result = work_out(state, race_plan, cards or {})
    return event_of(state, race_plan, result, drawn=rng is not None)


def event_of(
    state: TournamentState, race_plan: RacePlan, result: RaceResult, *, drawn: bool
) -> ChipRaceRecorded:
    p = race_plan
    entry = p.entries
    seats = tuple(
        {
            "seat": seat,
            "entry_id": entry[seat],
            "odd_chips": result.odd_chips[seat],
            "cards": [str(card) for card in result.cards[seat]],
            "no_other_chips": seat in p.no_other_chips,
        }
        for seat in result.order
    )
    winners = tuple(
        {"seat": seat, "entry_id": entry[seat], "card": str(card)}
        for seat, card in zip(result.winners, result.winning_cards, strict=True)
    )
    awards = tuple(
        {"seat": seat, "entry_id": entry[seat], "chips": chips}
        for seat, chips in result.awards.items()
    )
    protected = tuple(
        {"seat": seat, "entry_id": entry[seat], "value": value}
        for seat, value in result.protected.items()
    )
    return ChipRaceRecorded(
        table=p.table,
        after_level=p.colour_up.after_level,
        removed=p.removed.denomination,
        to=p.to.denomination,
        seats=seats,
        winners=winners,
        awards=awards,
        protected=protected,
        chips_raced=result.chips_raced,
        odd_value_removed=result.odd_value_removed,
        awarded_value=result.awarded_value,
        protected_value=result.protection_value,
        total_change=result.total_change,
        drawn=drawn,
        removed_colour=p.removed.colour,
        to_colour=p.to.colour,
        rounding=str(result.rounding),
        start_seat=p.start_seat,
    )


# --------------------------------------------------------------------------- the state


@dataclass
class RaceRecord:
    """A recorded race as it stands: the event's payload (``race``), where it is in the
    record (``seq``, ``hash``: the paper's verification code), when (UTC ISO text) and who
    recorded it."""

    seq: int
    hash: str
    at: str
    operator: str
    race: dict[str, Any]

    @property
    def table(self) -> int:
        return int(self.race["table"])

    @property
    def key(self) -> tuple[int, int, int]:
        r = self.race
        return int(r["after_level"]), int(r["removed"]), int(r["table"])


@dataclass
class ChipRaces:
    """The chip races that stand in one tournament (held by TournamentState as
    ``state.chip_races``), by (break, chip removed, table)."""

    races: dict[tuple[int, int, int], RaceRecord] = field(default_factory=dict)

    TYPES = frozenset({ChipRaceRecorded.TYPE})

    def apply(self, event: Event, recorded: RecordedEvent) -> None:
        if isinstance(event, ChipRaceRecorded):
            payload = _plain(event.payload())
            record = RaceRecord(
                recorded.seq,
                recorded.hash,
                recorded.recorded_at.isoformat(),
                recorded.operator_name,
                payload,
            )
            self.races[record.key] = record

    def of(self, after_level: int, removed: int, table: int) -> RaceRecord | None:
        return self.races.get((after_level, removed, table))

    def at_break(self, after_level: int) -> list[RaceRecord]:
        """The races of the colour-up at the break after ``after_level``, by table."""
        found = [r for key, r in self.races.items() if key[0] == after_level]
        return sorted(found, key=lambda r: (r.table, r.key[1]))

    def to_dict(self) -> dict:
        return {"races": [asdict(r) for r in self.races.values()]}

    @classmethod
    def from_dict(cls, data: dict | None) -> ChipRaces:
        races = [RaceRecord(**r) for r in (data or {}).get("races", ())]
        return cls({r.key: r for r in races})


def _plain(value: Any) -> Any:
    """The payload as JSON reads it back (lists, not tuples): live and replayed states
    compare equal."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


# --------------------------------------------------------------------------- the overview


@dataclass(frozen=True)
class TableRaces:
    """One table at a colour-up: its number, the players seated, and the race recorded for
    each chip removed (absent: still to run)."""

    table: int
    players: int
    done: Mapping[int, RaceRecord]  # chip removed -> its race


@dataclass(frozen=True)
class Overview:
    """Which tables have run the races of a colour-up and which remain."""

    colour_up: ColourUpBreak
    tables: tuple[TableRaces, ...]

    def finished(self, table: TableRaces) -> bool:
        return all(c.denomination in table.done for c in self.colour_up.removed)

    @property
    def done(self) -> tuple[TableRaces, ...]:
        return tuple(t for t in self.tables if self.finished(t))

    @property
    def remaining(self) -> tuple[TableRaces, ...]:
        return tuple(t for t in self.tables if not self.finished(t))


def overview(state: TournamentState, now: datetime) -> Overview | None:
    """The tables of the colour-up now (or the next one, `next_break`): every open table
    with players, and every table that recorded a race at it (one broken since stays
    listed, done). None when no colour-up is now or ahead."""
    here = next_break(state, now)
    if here is None:
        return None
    room = state.seating.room
    records = state.chip_races.at_break(here.after_level)
    tables: dict[int, TableRaces] = {}
    if room is not None:
        for t in room.open_tables():
            if t.count:
                tables[t.number] = TableRaces(t.number, t.count, {})
    for record in records:
        number = record.table
        known = tables.get(number)
        players = known.players if known is not None else 0
        done = dict(known.done) if known is not None else {}
        done[record.key[1]] = record
        tables[number] = TableRaces(number, players, done)
    return Overview(here, tuple(tables[n] for n in sorted(tables)))
