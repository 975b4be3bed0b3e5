"""The rehearsal: whole tournaments played headlessly before the night.

A director planning an event asks when, with this structure and this field, the event
reaches the end of late registration, the money, the final table and the end. The
rehearsal answers by playing the tournament K times through the real services
(registration and late entries, re-entries, the seat draw, balancing and table breaks, the
two-table and final-table redraws, colour-ups and their chip races, bust-outs, the close of
late registration with the pool fixed, the finish, the prizes paid and the cashier's shift
closed), each run in a throw-away database in a temporary folder removed afterwards, on a
simulated clock: the services' ``now`` is a clock the rehearsal moves forward, so nothing
waits.

The cards are not dealt: bust-outs come from a model of play (:class:`PlayModel`, the
README's "Rehearsal" section says how its figures were chosen). Every open table deals
hands at the model's pace; a hand's blinds and antes are posted and won by one player, and
some hands end in an all-in confrontation between two players, more often the shorter the
stacks are in big blinds; the winner is drawn with the stacks' odds, and the loser busts
when covered. The stacks are kept here (the record does not know stacks); the chips in
play the record works out (issued less removed and raced) are checked against them at the
end of every run.

Each run is checked like a night's record: ``verify`` finds it sound, the results table
reconciles with the cashier (`domain.results.reconcile`), and the winner holds every chip
in play. A run that fails a check is reported, never hidden (``RunResult.problems``).
"""

from __future__ import annotations

import math
import random
import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tournament_director import i18n
from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import Level, Period, Structure, check
from tournament_director.station import Station

#: Limits of a rehearsal's request (checked by `check_request`, refused in words).
PLAYERS_MIN, PLAYERS_MAX = 2, 10_000
RUNS_MIN, RUNS_MAX = 1, 100
SEED_MAX = 2**31 - 1
#: The milestones, in the order a tournament reaches them.
MILESTONES = ("late_registration", "money", "final_table", "end")
#: The buy-in of a rehearsal (CLP): 80.000 to the pool, 15.000 fee, 5.000 staff fee.
BUY_IN = (80_000, 15_000, 5_000)
#: Where the simulated clock starts (any moment would do: the figures are elapsed times).
START = datetime(2026, 1, 2, 19, 0, tzinfo=UTC)


@dataclass(frozen=True)
class PlayModel:
    """How the simulated tables play (see the README's "Rehearsal" for the sources).

    hands_per_hour: hands a dealer deals in an hour at a full table (live tournaments:
        25-35; 30 by default).
    short_handed_share: the part of a hand's time that does not depend on how many are
        seated (shuffle, deal, showdown); the rest is each player's turn, so a table of n
        of ``size`` deals ``1 / (share + (1 - share) * n / size)`` times as fast.
    all_in_deep, all_in_short: the share of hands that end in an all-in confrontation when
        the player the action is on is deep (far above ``all_in_half_bb`` big blinds) and
        when he is very short.
    all_in_half_bb: the stack, in big blinds, at which that share is halfway between the two.
    all_in_steepness: how sharply the share changes around ``all_in_half_bb``.
    shorter_wins: the chance that the shorter stack wins an all-in (doubles up); the
        longer stack wins the rest and busts the shorter one.
    contested_bb: in a hand that ends without an all-in, the big blinds (raises and calls)
        the winner of the pot also takes from one other player, at most a third of what
        that player holds: the pots that move chips between stacks without a bust-out.
    """

    hands_per_hour: float = 30.0
    short_handed_share: float = 0.5
    all_in_deep: float = 0.01
    all_in_short: float = 0.40
    all_in_half_bb: float = 8.0
    all_in_steepness: float = 2.0
    shorter_wins: float = 0.5
    contested_bb: float = 1.5

    def all_in_share(self, stack_bb: float) -> float:
        """The share of hands that end all-in when the player the action is on holds
        ``stack_bb`` big blinds (a logistic step from ``all_in_short`` to ``all_in_deep``)."""
        ratio = max(stack_bb, 0.0) / self.all_in_half_bb
        weight = 1.0 / (1.0 + ratio**self.all_in_steepness)
        return self.all_in_deep + (self.all_in_short - self.all_in_deep) * weight

    def hand_speed(self, seated: int, size: int) -> float:
        """Hands dealt at a table of ``seated`` players for one at a full table."""
        share = self.short_handed_share
        return 1.0 / (share + (1.0 - share) * min(seated, size) / size)


@dataclass(frozen=True)
class Request:
    """What a rehearsal plays: the structure, the entries and the runs."""

    structure: Structure
    players: int
    late: int = 0
    re_entries: int = 0
    runs: int = 1
    seed: int = 1


@dataclass(frozen=True)
class Milestone:
    """When one run reached a milestone: seconds of clock since the start, and the level
    being played (the level just played during a break)."""

    elapsed_s: float
    level: int


@dataclass
class RunResult:
    """One simulated tournament."""

    entries: int = 0
    late_entries: int = 0
    re_entries: int = 0
    places_paid: int = 0
    milestones: dict[str, Milestone] = field(default_factory=dict)
    #: (seconds since the start, players left), at the start and at every change.
    curve: list[tuple[float, int]] = field(default_factory=list)
    hands: int = 0
    all_ins: int = 0
    chip_races: int = 0
    events: int = 0
    end_big_blind: int = 0
    chips_in_play: int = 0
    #: When the clock passed the end of the structure's last level (play went on at it);
    #: None when the tournament ended within the structure.
    ran_out_s: float | None = None
    problems: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Spread:
    """Median and the 10th and 90th percentiles over the runs."""

    median: float
    p10: float
    p90: float


@dataclass(frozen=True)
class MilestoneSummary:
    name: str
    runs: int  # how many runs reached it (a field with no late registration has none)
    elapsed_s: Spread | None
    level: Spread | None


@dataclass
class Rehearsal:
    """The runs of a rehearsal and their summary (`summarise`)."""

    request: Request
    model: PlayModel
    results: list[RunResult]
    milestones: list[MilestoneSummary]
    #: The structure's breaks as (start, end) seconds since the start.
    breaks: list[tuple[float, float]]

    def median_curve(self, points: int = 200) -> list[tuple[float, float]]:
        """The median players left over the runs at evenly spaced moments (a run that has
        ended counts its winner)."""
        curves = [r.curve for r in self.results if r.curve]
        if not curves:
            return []
        last = max(c[-1][0] for c in curves)
        out = []
        for step in range(points + 1):
            moment = last * step / points
            out.append((moment, percentile([_left_at(c, moment) for c in curves], 50)))
        return out

    @property
    def problems(self) -> list[str]:
        return [f"{i + 1}: {p}" for i, r in enumerate(self.results) for p in r.problems]

    def to_dict(self) -> dict:
        """The figures as the JSON output writes them."""
        request = self.request
        return {
            "structure": request.structure.name,
            "players": request.players,
            "late": request.late,
            "re_entries": request.re_entries,
            "runs": request.runs,
            "seed": request.seed,
            "model": asdict(self.model),
            "milestones": [
                {
                    "name": m.name,
                    "runs": m.runs,
                    "elapsed_s": asdict(m.elapsed_s) if m.elapsed_s else None,
                    "level": asdict(m.level) if m.level else None,
                }
                for m in self.milestones
            ],
            "breaks": [list(b) for b in self.breaks],
            "results": [
                {
                    "entries": r.entries,
                    "late_entries": r.late_entries,
                    "re_entries": r.re_entries,
                    "places_paid": r.places_paid,
                    "milestones": {k: asdict(v) for k, v in r.milestones.items()},
                    "hands": r.hands,
                    "all_ins": r.all_ins,
                    "chip_races": r.chip_races,
                    "events": r.events,
                    "end_big_blind": r.end_big_blind,
                    "chips_in_play": r.chips_in_play,
                    "ran_out_s": r.ran_out_s,
                    "curve": [list(p) for p in r.curve],
                    "problems": r.problems,
                }
                for r in self.results
            ],
        }


# --- the request ------------------------------------------------------------------------------


def check_request(request: Request) -> None:
    """Refused in words, nothing played, when the request cannot be rehearsed: a structure
    that does not hold (`structure.check`); players from PLAYERS_MIN to PLAYERS_MAX, late
    entries and re-entries whole numbers not below 0, all entries together within
    PLAYERS_MAX; late entries only with late registration, re-entries only with a
    structure that sells them; runs from RUNS_MIN to RUNS_MAX; a seed from 0 to SEED_MAX."""
    structure = request.structure
    check(structure)

    def whole(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if not whole(request.players) or not PLAYERS_MIN <= request.players <= PLAYERS_MAX:
        raise Refused("rehearsal.players_range", min=PLAYERS_MIN, max=PLAYERS_MAX)
    for name, value in (("late", request.late), ("re_entries", request.re_entries)):
        if not whole(value) or value < 0:
            raise Refused(f"rehearsal.{name}_negative")
    if request.players + request.late + request.re_entries > PLAYERS_MAX:
        raise Refused("rehearsal.entries_range", max=PLAYERS_MAX)
    if request.late and structure.late_registration_until_level is None:
        raise Refused("rehearsal.no_late_registration", structure=structure.name)
    if request.re_entries and not structure.re_entry.allowed:
        raise Refused("rehearsal.no_re_entry", structure=structure.name)
    if request.re_entries and structure.late_registration_until_level is None:
        raise Refused("rehearsal.no_late_registration", structure=structure.name)
    limit = structure.re_entry.max_per_player
    if limit is not None and request.re_entries > limit * (request.players + request.late):
        raise Refused(
            "rehearsal.re_entries_limit",
            count=request.re_entries,
            max=limit * (request.players + request.late),
            per_player=limit,
        )
    if not whole(request.runs) or not RUNS_MIN <= request.runs <= RUNS_MAX:
        raise Refused("rehearsal.runs_range", min=RUNS_MIN, max=RUNS_MAX)
    if not whole(request.seed) or not 0 <= request.seed <= SEED_MAX:
        raise Refused("rehearsal.seed_range", max=SEED_MAX)


# --- the whole rehearsal ----------------------------------------------------------------------

Progress = Callable[[int, int], None]  # (runs done, runs asked)


class Cancelled(Exception):
    """The caller asked the rehearsal to stop (the console's Cancel)."""


def rehearse(
    request: Request,
    model: PlayModel | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    work_dir: Path | None = None,
) -> Rehearsal:
    """Play the request's runs (checked first: `check_request`), each from its own seed
    (the request's seed + the run's index), and summarise them. ``progress`` hears of each
    run done; ``cancelled`` is asked between hands and stops the rehearsal (Cancelled).
    ``work_dir``: where the throw-away folders go (the system's temporary folder)."""
    check_request(request)
    model = model or PlayModel()
    results = []
    for index in range(request.runs):
        results.append(play_once(request, model, request.seed + index, cancelled, work_dir))
        if progress is not None:
            progress(index + 1, request.runs)
    return summarise(request, model, results)


def summarise(request: Request, model: PlayModel, results: list[RunResult]) -> Rehearsal:
    summaries = []
    for name in MILESTONES:
        reached = [r.milestones[name] for r in results if name in r.milestones]
        if not reached:
            summaries.append(MilestoneSummary(name, 0, None, None))
            continue
        summaries.append(
            MilestoneSummary(
                name,
                len(reached),
                spread([m.elapsed_s for m in reached]),
                whole(spread([m.level for m in reached])),
            )
        )
    last = max((p[0] for r in results for p in r.curve), default=0.0)
    breaks = [
        (float(p.start_s), float(p.end_s))
        for p in request.structure.periods()
        if p.kind == "break" and p.start_s <= last
    ]
    return Rehearsal(request, model, results, summaries, breaks)


def whole(figures: Spread) -> Spread:
    """A spread of levels in whole levels (halves up)."""
    return Spread(*(float(math.floor(v + 0.5)) for v in (figures.median, figures.p10, figures.p90)))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation between the closest ranks."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    position = (len(ordered) - 1) * q / 100
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _left_at(curve: list[tuple[float, int]], moment: float) -> int:
    left = curve[0][1]
    for at, count in curve:
        if at > moment:
            break
        left = count
    return left


def spread(values: Sequence[float]) -> Spread:
    return Spread(percentile(values, 50), percentile(values, 10), percentile(values, 90))


# --- one run ----------------------------------------------------------------------------------


class SimulatedClock:
    """The services' now: moved forward by the rehearsal, never by the wall clock (the
    commands of one moment share it; the record keeps their order)."""

    def __init__(self, start: datetime = START) -> None:
        self.start = start
        self.moment = start

    def __call__(self) -> datetime:
        return self.moment

    @property
    def elapsed_s(self) -> float:
        return (self.moment - self.start).total_seconds()

    def advance_to(self, elapsed_s: float) -> None:
        target = self.start + timedelta(seconds=elapsed_s)
        if target > self.moment:
            self.moment = target


def play_once(
    request: Request,
    model: PlayModel,
    seed: int,
    cancelled: Callable[[], bool] | None = None,
    work_dir: Path | None = None,
) -> RunResult:
    """One tournament, played in a throw-away folder removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="td-rehearsal-", dir=work_dir))
    try:
        return TournamentRun(request, model, seed, folder, cancelled).play()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


#: How a run calls a command: (label, the service's method, its arguments) -> its events.
#: The benchmarks pass one that times each call; by default the call is made as it is.
Call = Callable[..., list]


def _direct(_label: str, command: Callable[..., list], *args: object, **kwargs: object) -> list:
    return command(*args, **kwargs)


class TournamentRun:
    """One tournament played through the services (see the module); ``until`` is the
    milestone it stops at (``end``: the prizes paid and the record checked), ``call``
    makes every command (the benchmarks time them)."""

    def __init__(
        self,
        request: Request,
        model: PlayModel,
        seed: int,
        folder: Path,
        cancelled: Callable[[], bool] | None = None,
        *,
        call: Call = _direct,
        until: str = "end",
    ) -> None:
        from tournament_director.services.app_services import open_services

        if until not in MILESTONES:
            raise ValueError(f"no milestone {until!r}")
        self.call = call
        self.until = until
        self._seen_room = None
        self.request = request
        self.structure = request.structure
        self.model = model
        self.rng = random.Random(seed)
        self.cancelled = cancelled
        self.clock = SimulatedClock()
        self.services = open_services(
            folder / "rehearsal.sqlite3",
            self.clock,
            station=Station.defaults(folder / "station"),
        )
        self.services.registration.rng = random.Random(seed * 7 + 1)
        self.services.seating.rng = random.Random(seed * 7 + 2)
        self.services.chip_races.rng = random.Random(seed * 7 + 3)
        self.result = RunResult()
        self.periods: tuple[Period, ...] = tuple(self.structure.periods())
        self.stacks: dict[int, int] = {}  # entry id -> chips, the players still in
        self.house_player: dict[int, int] = {}  # entry id -> house player id
        self.re_entries_of: dict[int, int] = {}  # house player id -> re-entries bought
        self.re_entries_left = request.re_entries
        self.hand_number: dict[int, int] = {}  # table -> hands dealt (the blinds' rotation)
        self.credit: dict[int, float] = {}  # table -> hands owed by the pace
        self.raced: set[int] = set()  # the breaks (period index) whose races are recorded
        self.field_closed = self.structure.late_registration_until_level is None
        self.late_end_s = self._late_end_s()
        self.places = 0

    # --- set-up ---------------------------------------------------------------------------

    def _late_end_s(self) -> float | None:
        last = self.structure.late_registration_until_level
        if last is None:
            return None
        return float(
            next(p.end_s for p in self.periods if p.kind == "level" and p.level_number == last)
        )

    def play(self) -> RunResult:
        try:
            self._set_up()
            self._play()
            if self.until == "end":
                self._pay_and_check()
            self.open_tables = len(self._room().open_tables())
        finally:
            self.services.close()
            self.snapshots_written = self.services.snapshots.written
        return self.result

    def _set_up(self) -> None:
        from tournament_director.services.demo import _people

        s = self.services
        request = self.request
        self.director = s.house.create_first_director("Directora Ensayo", "123456")
        self.cashier = s.house.create_operator(self.director, "Caja Ensayo", "cashier", "345678")
        self.floor = s.house.create_operator(self.director, "Piso Ensayo", "floor", "234567")
        self.tid = s.tournaments.create(self.director, "Ensayo")
        call = self._command
        call("set_structure", s.clock.set_structure, self.director, self.tid, self.structure)
        call("set_buy_in", s.registration.set_buy_in, self.director, self.tid, *BUY_IN)
        tables = -(-(request.players + request.late) // self.structure.table_size)
        call("set_tables", s.registration.set_tables, self.director, self.tid, tables)
        call("open_shift", s.registration.open_shift, self.cashier, self.tid, 0)
        self.people = list(_people(self.rng, request.players + request.late))
        for _ in range(request.players):
            self._stop_if_cancelled()
            self._enter(self._new_player())
        late_end = self.late_end_s or 0.0
        self.arrivals = sorted(self.rng.uniform(0, late_end) for _ in range(request.late))
        call("draw_button", s.seating.draw_button, self.floor, self.tid)
        self._settle()
        call("start clock", s.clock.start, self.director, self.tid)
        if self.field_closed:
            # No late registration: the director fixes the pool as play starts.
            call("fix_prize_pool", s.payouts.fix_prize_pool, self.director, self.tid)
            self.places = self._places()
        self.schedule = s.chips.schedule(self.tid)
        self._mark_curve()

    def _new_player(self) -> int:
        name, doc_type, document = self.people.pop()
        create = self.services.players.create
        record = self._command(
            "create_player", create, self.cashier, name, doc_type, document, "AR", "1985-06-15"
        )
        return record.player_id

    def _enter(self, house_player_id: int) -> None:
        buy = self.services.registration.buy_entry
        recorded = self._command(
            "buy_entry", buy, self.cashier, self.tid, house_player_id, "cash", sum(BUY_IN)
        )
        entry_id = next(e.payload["entry_id"] for e in recorded if "entry_id" in e.payload)
        self.stacks[entry_id] = self.structure.starting_stack
        self.house_player[entry_id] = house_player_id
        self.result.entries += 1

    # --- the clock --------------------------------------------------------------------------

    def _period_at(self, elapsed_s: float) -> Period:
        for period in self.periods:
            if elapsed_s < period.end_s:
                return period
        return self.periods[-1]  # play goes on at the last level once the structure runs out

    def _level_at(self, elapsed_s: float) -> int:
        period = self._period_at(elapsed_s)
        return period.level_number if period.kind == "level" else period.after_level

    def _level_played(self, period: Period) -> Level:
        if period.kind == "level":
            return self.structure.levels[period.index]
        return self.structure.levels[period.after_level - 1]

    def _milestone(self, name: str) -> None:
        if name not in self.result.milestones:
            elapsed = self.clock.elapsed_s
            self.result.milestones[name] = Milestone(elapsed, self._level_at(elapsed))

    def _mark_curve(self) -> None:
        left = len(self.stacks)
        curve = self.result.curve
        if not curve or curve[-1][1] != left:
            curve.append((self.clock.elapsed_s, left))

    # --- the loop ---------------------------------------------------------------------------

    def _play(self) -> None:
        step = 3600.0 / self.model.hands_per_hour
        while not self._over():
            self._stop_if_cancelled()
            now_s = self.clock.elapsed_s
            period = self._period_at(now_s)
            if self.result.ran_out_s is None and now_s >= self.periods[-1].end_s:
                self.result.ran_out_s = float(self.periods[-1].end_s)
            self._close_if_due(now_s)
            if self._over():
                break
            if period.kind == "break" and now_s < period.end_s:
                self._arrivals(period.end_s)
                self._races(period)
                self.clock.advance_to(period.end_s)
                continue
            number = self._level_at(now_s)
            # What a stack's chips are counted in at this level (the colour-ups so far).
            self.smallest_chip = min(self.schedule.chips_in_play(number))
            # A round never crosses the end of a period: the clock's moments (a break, the
            # close of late registration) are met on time.
            until = now_s + step
            if now_s < period.end_s:
                until = min(until, float(period.end_s))
            self._arrivals(until)
            self._deal_round(self._level_played(period), (until - now_s) / step)
            self.clock.advance_to(until)

    def _stop_if_cancelled(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise Cancelled()

    def _over(self) -> bool:
        return self.until in self.result.milestones

    def _arrivals(self, before_s: float) -> None:
        """The late entries arriving before ``before_s`` (the end of this round or break)
        buy in as it starts: every one before the end of late registration."""
        while self.arrivals and self.arrivals[0] < before_s and not self.field_closed:
            self.arrivals.pop(0)
            self._enter(self._new_player())
            self.result.late_entries += 1
            self._settle()
            self._mark_curve()

    def _close_if_due(self, now_s: float) -> None:
        if self.field_closed or self.late_end_s is None or now_s < self.late_end_s:
            return
        # The calendar's job at the end of late registration (services/calendar.py).
        close = self.services.clock.close_late_registration_if_due
        recorded = self._command("close late registration", close, self.tid)
        if not recorded:
            return
        self.field_closed = True
        self.arrivals.clear()
        self._milestone("late_registration")
        self.places = self._places()
        self._after_bust_outs(recorded)

    def _places(self) -> int:
        figures = self.services.payouts.figures(self.tid)
        return figures.payout.places if figures.payout is not None else 0

    # --- hands ------------------------------------------------------------------------------

    def _command(self, label: str, command: Callable[..., list], *args, **kwargs):
        """Every command goes through ``call``; the room read before it is forgotten."""
        self._seen_room = None
        return self.call(label, command, *args, **kwargs)

    def _room(self):
        """The room as the record has it (read again after any command)."""
        if self._seen_room is None:
            self._seen_room = self.services.seating.state(self.tid).room
        return self._seen_room

    def _deal_round(self, level: Level, share: float = 1.0) -> None:
        """``share`` of one full-table hand's time at every open table: each deals as many
        hands as its pace owes (a short-handed table deals faster)."""
        size = self.structure.table_size
        for table in list(self._room().open_tables()):
            number = table.number
            current = self._room().tables[number]
            if not current.is_open or current.count < 2:
                continue
            owed = self.credit.get(number, 0.0) + share * self.model.hand_speed(current.count, size)
            while owed >= 1.0 and not self._over():
                owed -= 1.0
                current = self._room().tables[number]
                if not current.is_open or current.count < 2:
                    break
                self._hand(number, list(current.players().values()), level)
            self.credit[number] = owed

    def _hand(self, table: int, players: list[int], level: Level) -> None:
        """One hand at a table (the model: see the class PlayModel and the module)."""
        self.result.hands += 1
        rng, model, stacks = self.rng, self.model, self.stacks
        count = len(players)
        dealt = self.hand_number.get(table, 0)
        self.hand_number[table] = dealt + 1
        start = {p: stacks[p] for p in players}
        small = players[(dealt + 1) % count] if count > 2 else players[dealt % count]
        big = players[(dealt + 2) % count] if count > 2 else players[(dealt + 1) % count]
        pot = 0

        def post(player: int, amount: int) -> None:
            nonlocal pot
            paid = min(stacks[player], amount)
            stacks[player] -= paid
            pot += paid

        if level.ante and not level.bb_ante:
            for player in players:
                post(player, level.ante)
        post(small, level.small_blind)
        post(big, level.big_blind)
        if level.ante and level.bb_ante:
            post(big, level.ante)
        bb = level.big_blind
        # The action falls on a player: the shortest when he cannot afford another orbit's
        # big blind (he is all in, or close to it), otherwise anyone at the table.
        shortest = min(players, key=lambda p: (start[p], p))
        spot = shortest if start[shortest] <= bb else rng.choice(players)
        forced = stacks[spot] == 0 or start[spot] <= bb
        if forced or rng.random() < model.all_in_share(start[spot] / bb):
            self.result.all_ins += 1
            caller = rng.choice([p for p in players if p != spot])
            winner = self._all_in(spot, caller)
        else:
            winner = rng.choice(players)
            if model.contested_bb > 0:
                loser = rng.choice([p for p in players if p != winner])
                taken = min(round(model.contested_bb * bb), stacks[loser] // 3)
                taken -= taken % self.smallest_chip
                stacks[loser] -= taken
                stacks[winner] += taken
        stacks[winner] += pot
        out = [p for p in players if stacks[p] == 0]
        if out:
            self._bust(out, start)

    def _all_in(self, a: int, b: int) -> int:
        """Two players all in: the shorter stack (of what is behind) doubles with the
        model's chance, else the longer wins it all; the winner's id is returned."""
        stacks = self.stacks
        if stacks[a] == stacks[b]:
            short, long = (a, b) if self.rng.random() < 0.5 else (b, a)
        else:
            short, long = (a, b) if stacks[a] < stacks[b] else (b, a)
        at_stake = stacks[short]
        if self.rng.random() < self.model.shorter_wins:
            stacks[short] += at_stake
            stacks[long] -= at_stake
            return short
        stacks[long] += at_stake
        stacks[short] = 0
        return long

    def _bust(self, out: list[int], start: dict[int, int]) -> None:
        """The players left without chips are out in one hand (their starting stacks rank
        them), then re-enter while the field is open and re-entries remain."""
        s = self.services
        outs = [(entry_id, start[entry_id]) for entry_id in out]
        for entry_id in out:
            del self.stacks[entry_id]
        recorded = self._command(
            "eliminate", s.registration.eliminate_many, self.floor, self.tid, outs
        )
        self._after_bust_outs(recorded)
        for entry_id in out:
            if self.field_closed or self.re_entries_left <= 0:
                break
            house_id = self.house_player[entry_id]
            limit = self.structure.re_entry.max_per_player
            if limit is not None and self.re_entries_of.get(house_id, 0) >= limit:
                continue
            self._enter(house_id)
            self.re_entries_of[house_id] = self.re_entries_of.get(house_id, 0) + 1
            self.re_entries_left -= 1
            self.result.re_entries += 1
            self._settle()
        self._mark_curve()

    def _after_bust_outs(self, recorded) -> None:
        final = self._settle()
        left = len(self.stacks)
        if any(e.type == "TournamentFinished" for e in recorded) or (
            self.field_closed and left <= 1
        ):
            self._milestone("final_table")
            self._milestone("end")
            return
        if self.field_closed and self.places and left <= self.places:
            self._milestone("money")
        if self.field_closed and final:
            self._milestone("final_table")

    def _settle(self) -> bool:
        """Confirm what the seating engine proposes until nothing is pending (as the floor
        does on the console); True when one table is left."""
        s = self.services
        while True:
            decision = s.seating.pending(self.tid)
            match decision.kind:
                case DecisionKind.NONE:
                    return len(self._room().open_tables()) == 1
                case DecisionKind.BALANCE:
                    player = decision.moves[0].player
                    self._command(
                        "confirm_move", s.seating.confirm_move, self.floor, self.tid, player
                    )
                case DecisionKind.BREAK_TABLE:
                    table = decision.table
                    self._command("break_table", s.seating.break_table, self.floor, self.tid, table)
                case DecisionKind.REDRAW_TWO_TABLES:
                    self._command(
                        "redraw two_tables", s.seating.redraw, self.director, self.tid, "two_tables"
                    )
                case DecisionKind.FINAL_TABLE:
                    self._command(
                        "redraw final_table",
                        s.seating.redraw,
                        self.director,
                        self.tid,
                        "final_table",
                    )

    # --- colour-ups -------------------------------------------------------------------------

    def _races(self, period: Period) -> None:
        """ADTP 24: at a colour-up break every table with odd chips races them off; the odd
        chips of each removed denomination are what a stack holds below one new chip."""
        if period.index in self.raced or period.kind != "break":
            return
        self.raced.add(period.index)
        s = self.services
        here = s.chip_races.colour_up_break(self.tid)
        if here is None or not here.now:
            return
        to = here.to.denomination
        removed = sorted((c.denomination for c in here.removed), reverse=True)
        for table in list(self._room().open_tables()):
            odd: dict[int, dict[int, int]] = {d: {} for d in removed}
            for seat, entry_id in table.players().items():
                rest = self.stacks[entry_id] % to
                for denomination in removed:
                    count, rest = divmod(rest, denomination)
                    if count:
                        odd[denomination][seat] = count
            for denomination in sorted(removed):
                if not odd[denomination]:
                    continue
                recorded = self._command(
                    "record_chip_race",
                    s.chip_races.record_chip_race,
                    self.floor,
                    self.tid,
                    table.number,
                    odd[denomination],
                    draw=True,
                    denomination=denomination if len(removed) > 1 else None,
                )
                self._apply_race(recorded[-1].payload)

    def _apply_race(self, race: dict) -> None:
        self.result.chip_races += 1
        for seat in race["seats"]:
            self.stacks[seat["entry_id"]] -= seat["odd_chips"] * race["removed"]
        for award in race["awards"]:
            self.stacks[award["entry_id"]] += award["chips"] * race["to"]
        for given in race["protected"]:
            self.stacks[given["entry_id"]] += given["value"]

    # --- the end ----------------------------------------------------------------------------

    def _pay_and_check(self) -> None:
        """Pay every prize at the cashier, close the shift counted as expected, then check
        the record: sound, reconciled, and the winner holding every chip in play."""
        from tournament_director.services.verification import verify_database

        s = self.services
        result = self.result
        result.places_paid = self.places
        for row in s.results.rows(self.tid):
            if row.due > 0 and not row.paid:
                s.results.pay_prize(self.cashier, self.tid, row.entry_id, "cash", row.due)
        book = s.registration.book(self.tid)
        shift = book.open_shift_of(self.cashier.id)
        if shift is not None:
            counted = book.shift_expected(shift.shift_id)
            s.registration.close_shift(self.cashier, self.tid, shift.shift_id, counted)
        _table, problems = s.results.results_table(self.tid)
        result.problems += [p.message for p in problems]
        totals = s.chips.totals(self.tid)
        result.chips_in_play = totals.chips_in_play
        held = sum(self.stacks.values())
        if held != totals.chips_in_play:
            result.problems.append(
                i18n.t("rehearsal.chips_mismatch", held=held, record=totals.chips_in_play)
            )
        state = s.tournaments.state(self.tid)
        if state.book.winner is None:
            result.problems.append(i18n.t("rehearsal.no_winner"))
        result.end_big_blind = self._level_played(self._period_at(self.clock.elapsed_s)).big_blind
        s.flush_snapshots()
        report = verify_database(s)
        result.events = report.events
        if not report.sound:
            result.problems.append(i18n.t("rehearsal.not_sound"))


MESSAGES = {
    "rehearsal.players_range": (
        "El ensayo juega de {min} a {max} jugadores.",
        "A rehearsal plays from {min} to {max} players.",
    ),
    "rehearsal.late_negative": (
        "Las inscripciones tardías son un número entero, 0 o más.",
        "Late entries are a whole number, 0 or more.",
    ),
    "rehearsal.re_entries_negative": (
        "Los reingresos son un número entero, 0 o más.",
        "Re-entries are a whole number, 0 or more.",
    ),
    "rehearsal.entries_range": (
        "Jugadores, inscripciones tardías y reingresos suman más de {max} entradas.",
        "Players, late entries and re-entries add up to more than {max} entries.",
    ),
    "rehearsal.no_late_registration": (
        "La estructura «{structure}» no tiene inscripción tardía: no hay entradas tardías "
        "ni reingresos que ensayar.",
        "Structure '{structure}' has no late registration: there are no late entries or "
        "re-entries to rehearse.",
    ),
    "rehearsal.no_re_entry": (
        "La estructura «{structure}» no permite reingresos.",
        "Structure '{structure}' allows no re-entries.",
    ),
    "rehearsal.re_entries_limit": (
        "{count} reingresos son más de los {max} que permite la estructura ({per_player} por "
        "jugador).",
        "{count} re-entries are more than the {max} the structure allows ({per_player} per "
        "player).",
    ),
    "rehearsal.runs_range": (
        "El ensayo juega de {min} a {max} torneos.",
        "A rehearsal plays from {min} to {max} tournaments.",
    ),
    "rehearsal.seed_range": (
        "La semilla es un número entero de 0 a {max}.",
        "The seed is a whole number from 0 to {max}.",
    ),
    "rehearsal.chips_mismatch": (
        "Las fichas de los jugadores ({held}) no son las fichas en juego del registro ({record}).",
        "The players' chips ({held}) are not the record's chips in play ({record}).",
    ),
    "rehearsal.no_winner": (
        "El torneo no terminó con un ganador.",
        "The tournament did not end with a winner.",
    ),
    "rehearsal.not_sound": (
        "La verificación del registro encontró problemas.",
        "Verifying the record found problems.",
    ),
}
i18n.CATALOG.update(MESSAGES)
