"""Finishing places from the bust-outs: who finished where, and which places are shared.

Pure: a sequence of bust-out records (`BustOut`) in the order the floor recorded them, and
the entries of the tournament, give a `Ranking`: groups of places, best first, each either
one player in one place or several players sharing consecutive places. The shared groups
are what `payouts.share_places` needs; `prize_pool.awards` turns a ranking and a payout into
money per entry (including a disqualified player's prize, by `DisqualifiedPrize`).

Rules applied (each function names its own):

- Casino Club "Clasificación": players are ranked by how long they stay in with chips; the
  last player with all the chips wins. Out at different tables: order of elimination. Out
  in the same hand at one table: the larger stack at the start of the hand ranks higher.
  Order impossible to tell: they share the prizes of the places in play equally.
- Casino Club "Manos Simultáneas" / "Clasificación": out at different tables in the same
  hand while hands are dealt simultaneously (hand-for-hand): they share those places.
- TDA 2024 (recommended procedure 8, "bubble"): the players out in the hand that bursts the
  bubble share the places in play, whatever their tables and stacks (`bubble_hand_shares`).
- Casino Club "Abandono del torneo": a player who withdraws is ranked as eliminated at that
  moment and keeps any prize of that place.
- Casino Club "Penalidades" (Descalificación) / ADTP 68-D: a disqualified player's chips are
  removed and he is ranked as out at that moment; his prize, if in the money, is shared
  among the players active at that moment (house) or kept (`DisqualifiedPrize.KEPT`).

What a "moment" is (the records' grammar):

- Records with the same ``hand`` (not None) are out in the same hand: the floor says they
  went out at the same moment. The hand's moment is where its first record is.
- Every other record (``hand`` None, a withdrawal, a disqualification) is a moment of its
  own, at its place in the sequence: a withdrawal or a disqualification happens between
  hands and is never simultaneous with a bust-out.
- Records at different tables with the same ``hand`` outside hand-for-hand mean the floor
  could not tell the order (Casino Club "Clasificación": "imposible determinar el orden ...
  en mesas diferentes"): under the house policy that is a share, as in hand-for-hand.

Cases the rule texts do not cover, and what this module does (tests pin each one):

- Players out in one hand at several tables, with two or more of them at the same table
  (e.g. A and B at table 1, C at table 2, hand-for-hand). The house text says players out at
  different tables share "the prize of the places in play", and players at one table are
  ordered by stack: the two cannot both hold (C is tied with A and with B, but A is above
  B). Policy `STACK_AT_TABLE_SHARE_ACROSS` then shares **all** the places of that hand
  among **all** its players. Why: C's order against A and B is unknown, and of the orders
  consistent with what is known (A>B, C anywhere) C is equally likely first, second or
  third, which is exactly an equal share; any tiering (A and C share 1-2, B third) would pay
  C for an order nobody saw. Inside the group the larger starting stack is listed first, so
  it is the one that takes an indivisible unit (`splits` tie-break: the better place first).
- The same with equal stacks, or with a stack missing: still one shared group.
- A table unknown (``table`` None) in a hand of several: the tables cannot be compared, so
  under `STACK_AT_TABLE_SHARE_ACROSS` that hand is shared.
- Policy `STACK_ALWAYS` with some stacks missing: the order cannot be told for the players
  without a stack, so the whole hand shares (the same reasoning as above).
- The bubble hand (`bubble_hand_shares`): the hand whose places in play include the last
  paid place and at least one place after it. It needs ``places_paid``.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.rule_set import (
    DisqualifiedPrize,
    RuleSet,
    SimultaneousElimination,
)

MESSAGES: dict[str, tuple[str, str]] = {
    "ranking.no_entries": (
        "No hay inscripciones: no hay a quién clasificar.",
        "There are no entries: nobody to rank.",
    ),
    "ranking.entry_twice": (
        "La inscripción {entry} figura dos veces en el torneo.",
        "Entry {entry} is listed twice in the tournament.",
    ),
    "ranking.unknown_entry": (
        "La inscripción {entry} no es de este torneo.",
        "Entry {entry} is not an entry of this tournament.",
    ),
    "ranking.already_out": (
        "La inscripción {entry} ya quedó fuera del torneo; no puede salir dos veces.",
        "Entry {entry} is already out of the tournament; it cannot go out twice.",
    ),
    "ranking.nobody_left": (
        "En la mano {hand} quedarían fuera todos los jugadores ({count}); "
        "al menos uno debe seguir con fichas.",
        "Hand {hand} would leave nobody in ({count} players out); "
        "at least one player must keep chips.",
    ),
    "ranking.over": (
        "El torneo ya terminó (ganador: inscripción {winner}); "
        "no se pueden registrar más eliminaciones.",
        "The tournament is over (winner: entry {winner}); no more bust-outs can be recorded.",
    ),
    "ranking.bad_stack": (
        "La cantidad de fichas al inicio de la mano de la inscripción {entry} "
        "no es válida: {stack}.",
        "The starting stack of entry {entry} is not valid: {stack}.",
    ),
    "ranking.bubble_needs_places": (
        "La regla de la burbuja necesita saber cuántos lugares se pagan.",
        "The bubble rule needs to know how many places are paid.",
    ),
}
i18n.CATALOG.update(MESSAGES)

EntryId = int


class Exit(enum.StrEnum):
    """How a player left the tournament."""

    #: Lost all his chips at the table (Casino Club "Clasificación").
    ELIMINATED = "eliminated"
    #: Casino Club "Abandono del torneo": left voluntarily, chips removed.
    WITHDREW = "withdrew"
    #: Casino Club "Penalidades", ADTP 68-D: disqualified, chips removed.
    DISQUALIFIED = "disqualified"


class Why(enum.StrEnum):
    """Why a group of places is as it is (shown to the floor, printed on the results)."""

    ALONE = "alone"  # the only player out at that moment
    STACK = "stack"  # ordered by the larger stack at the start of the hand
    EQUAL_STACKS = "equal_stacks"  # same stack at the start of the hand: shared
    NO_STACKS = "no_stacks"  # a starting stack not entered: order cannot be told, shared
    ACROSS_TABLES = "across_tables"  # out at different tables in the same hand: shared
    SHARE_POLICY = "share_policy"  # the rule set shares every simultaneous elimination
    BUBBLE = "bubble"  # TDA 2024 RP-8: out on the bubble hand, shared
    WINNER = "winner"  # the last player with chips


@dataclass(frozen=True)
class BustOut:
    """One player out of the tournament, as the floor recorded it.

    ``hand``: the hand he went out in (any value; records with equal ``hand`` are out in the
    same hand); None when no hand groups him with anyone. ``starting_stack``: his chips at
    the start of that hand, when the floor entered it. ``hand_for_hand``: the hand was dealt
    hand-for-hand (Casino Club "Manos Simultáneas")."""

    entry_id: EntryId
    hand: Hashable | None = None
    table: int | None = None
    starting_stack: int | None = None
    hand_for_hand: bool = False
    kind: Exit = Exit.ELIMINATED


@dataclass(frozen=True)
class RankingPolicy:
    """The choices the rules leave open for ranking. Defaults: Casino Club house rules."""

    #: Casino Club "Clasificación" / "Manos Simultáneas" (rule set field).
    simultaneous: SimultaneousElimination = SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS
    #: TDA 2024 RP-8: everybody out on the bubble hand shares the places in play.
    bubble_hand_shares: bool = False
    #: Casino Club "Penalidades" (house) or ADTP 68-D (see DisqualifiedPrize).
    disqualified_prize: DisqualifiedPrize = DisqualifiedPrize.SHARED_AMONG_ACTIVE

    @classmethod
    def from_rules(cls, rules: RuleSet, **overrides: object) -> RankingPolicy:
        """The policy of a rule set (fields ``simultaneous_elimination``,
        ``bubble_hand_shares`` and ``disqualified_prize``); ``overrides`` win."""
        policy = cls(
            simultaneous=rules.simultaneous_elimination,
            bubble_hand_shares=rules.bubble_hand_shares,
            disqualified_prize=DisqualifiedPrize(rules.disqualified_prize),
        )
        return replace(policy, **overrides)  # type: ignore[arg-type]


#: Casino Club house rules (the default).
HOUSE_POLICY = RankingPolicy()
#: TDA 2024: stacks at one table, share across tables, and the bubble hand shares (RP-8).
TDA_2024_POLICY = RankingPolicy(bubble_hand_shares=True)
#: ADTP 2018 read literally: the house ranking (ADTP has no rule of its own) and 68-D on
#: disqualification (prize kept). The ADTP_2018 rule-set preset keeps the product default
#: (shared among the active players, see `rule_set.RuleSet.disqualified_prize`); a house
#: that reads 68-D this way sets ``disqualified_prize="kept"``.
ADTP_2018_POLICY = RankingPolicy(disqualified_prize=DisqualifiedPrize.KEPT)


@dataclass(frozen=True)
class PlaceGroup:
    """Consecutive places, best first, and the entries listed in them (same length).

    One entry: that entry's place. Several: they share the prizes of these places equally;
    the listing order is the tie-break for an indivisible unit (the first listed takes the
    better place's unit, `splits` convention)."""

    places: tuple[int, ...]
    entries: tuple[EntryId, ...]
    kind: Exit | None  # None for the winner, who never left
    why: Why
    hand: Hashable | None = None

    @property
    def shared(self) -> bool:
        return len(self.entries) > 1


@dataclass(frozen=True)
class Disqualification:
    """A disqualified entry, his place, and the entries active at that moment (in the order
    of the tournament's entries: the tie-break for sharing his prize)."""

    entry_id: EntryId
    place: int
    active: tuple[EntryId, ...]


@dataclass(frozen=True)
class Ranking:
    """The places so far. ``groups``: best place first. ``remaining``: entries still in
    with chips (tournament order), empty once there is a winner."""

    field: int
    groups: tuple[PlaceGroup, ...]
    remaining: tuple[EntryId, ...]
    disqualifications: tuple[Disqualification, ...] = ()

    @property
    def winner(self) -> EntryId | None:
        """Casino Club "Clasificación": the last player with all the chips in play."""
        if self.groups and self.groups[0].why is Why.WINNER:
            return self.groups[0].entries[0]
        return None

    @property
    def over(self) -> bool:
        """The tournament is over when one player is left (issue 6: the clock stops)."""
        return self.winner is not None

    def place_of(self, entry_id: EntryId) -> int | None:
        """The place an entry is listed in (None while still playing)."""
        for group in self.groups:
            if entry_id in group.entries:
                return group.places[group.entries.index(entry_id)]
        return None

    def group_of(self, entry_id: EntryId) -> PlaceGroup | None:
        for group in self.groups:
            if entry_id in group.entries:
                return group
        return None

    def shared_places(self) -> list[tuple[int, ...]]:
        """The groups of places to pool and split equally (`payouts.share_places`)."""
        return [g.places for g in self.groups if g.shared]

    def standings(self) -> list[tuple[int, EntryId]]:
        """(place, entry), place 1 first."""
        return [(p, e) for g in self.groups for p, e in zip(g.places, g.entries, strict=True)]


def _by_stack(record: tuple[int, BustOut]) -> tuple[int, int]:
    """Listing order inside a shared group: larger starting stack first (unknown last), then
    the order the floor recorded them."""
    index, r = record
    return (-(r.starting_stack if r.starting_stack is not None else -1), index)


def _stack_tiers(
    records: list[tuple[int, BustOut]],
) -> list[tuple[list[tuple[int, BustOut]], Why]]:
    """Casino Club "Clasificación": the larger stack at the start of the hand ranks higher;
    equal stacks, or any stack not entered (the order cannot be told), share."""
    if any(r.starting_stack is None for _, r in records):
        return [(sorted(records, key=_by_stack), Why.NO_STACKS)]
    tiers: list[tuple[list[tuple[int, BustOut]], Why]] = []
    for record in sorted(records, key=_by_stack):
        if tiers and tiers[-1][0][0][1].starting_stack == record[1].starting_stack:
            tiers[-1] = (tiers[-1][0] + [record], Why.EQUAL_STACKS)
        else:
            tiers.append(([record], Why.STACK))
    return tiers


def stacks_decide(policy: SimultaneousElimination, tables: list[int | None]) -> bool:
    """Whether the starting stacks order the players ticked out in one hand (``tables``:
    the table of each). Casino Club "Clasificación": out in the same hand at one table, the
    larger stack at the start of the hand ranks higher (house policy and TDA); with
    STACK_ALWAYS also across tables; SHARE_ALWAYS shares every simultaneous elimination."""
    if len(tables) < 2 or policy is SimultaneousElimination.SHARE_ALWAYS:
        return False
    if policy is SimultaneousElimination.STACK_ALWAYS:
        return True
    return any(tables.count(t) > 1 for t in set(tables) if t is not None)


def order_hand(
    records: Sequence[BustOut],
    policy: RankingPolicy,
    places: range,
    places_paid: int | None = None,
) -> list[tuple[list[BustOut], Why]]:
    """The players out in one hand, in tiers best first; a tier of several shares its places.

    Applies, by ``policy``: TDA 2024 RP-8 (bubble hand shares) first when on; then
    Casino Club "Clasificación" and "Manos Simultáneas" (STACK_AT_TABLE_SHARE_ACROSS: one
    table -> by starting stack; several tables, or a table unknown -> the whole hand shares,
    see the module docstring for the mixed case), STACK_ALWAYS (by starting stack across
    tables) or SHARE_ALWAYS (the whole hand shares). ``places``: the places in play, best
    first.
    """
    indexed = list(enumerate(records))
    if len(indexed) == 1:
        return [([records[0]], Why.ALONE)]
    if policy.bubble_hand_shares:
        if places_paid is None:
            raise Refused("ranking.bubble_needs_places")
        if places[0] <= places_paid < places[-1]:
            return [([r for _, r in sorted(indexed, key=_by_stack)], Why.BUBBLE)]
    match policy.simultaneous:
        case SimultaneousElimination.SHARE_ALWAYS:
            tiers = [(sorted(indexed, key=_by_stack), Why.SHARE_POLICY)]
        case SimultaneousElimination.STACK_ALWAYS:
            tiers = _stack_tiers(indexed)
        case SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS:
            tables = {r.table for _, r in indexed}
            if len(tables) > 1 or None in tables:
                tiers = [(sorted(indexed, key=_by_stack), Why.ACROSS_TABLES)]
            else:
                tiers = _stack_tiers(indexed)
    return [([r for _, r in tier], why) for tier, why in tiers]


def rank(
    entries: Sequence[EntryId],
    bust_outs: Sequence[BustOut],
    policy: RankingPolicy = HOUSE_POLICY,
    places_paid: int | None = None,
) -> Ranking:
    """The finishing places from the bust-outs, in the order recorded.

    Casino Club "Clasificación": by order of elimination, the first out takes the last
    place (the number of entries), the last player left wins (and the tournament is over).
    Simultaneous eliminations by `order_hand`. Casino Club "Abandono del torneo": a
    withdrawal is ranked as an elimination at that moment. Casino Club "Penalidades" /
    ADTP 68-D: a disqualification too, noting the players active at that moment.

    Refused in words: an entry listed twice, a bust-out of an unknown entry or of one already
    out, a hand that would leave nobody, a bust-out after the tournament is over, a negative
    starting stack.
    """
    fold = RankingFold(entries, policy, places_paid)
    fold.take(bust_outs)
    return fold.ranking()


def ranking_fold(
    fold: RankingFold | None,
    entries: Sequence[EntryId],
    bust_outs: Sequence[BustOut],
    policy: RankingPolicy = HOUSE_POLICY,
    places_paid: int | None = None,
) -> RankingFold:
    """The fold of all ``bust_outs``: ``fold`` extended by those it has not taken when it
    `extends` to them, otherwise a new fold taking them all; its `ranking` is `rank`'s.
    Refused as `rank`; the fold passed in is then spent (half-taken)."""
    if fold is None or not fold.extends(entries, policy, places_paid, bust_outs):
        fold = RankingFold(entries, policy, places_paid)
    fold.take(bust_outs[fold.taken :])
    return fold


class RankingFold:
    """`rank` taken one bust-out at a time: the places so far, kept so that the next
    bust-outs extend them instead of ranking the whole field again (a bust-out in a field of
    thousands). `rank` is this fold taking every record at once, so both give the same
    places by the same rules (Casino Club "Clasificación", "Manos Simultáneas", "Abandono
    del torneo", "Penalidades"; ADTP 68-D; TDA 2024 RP-8 through `order_hand`).

    A record out in a hand an earlier moment already holds changes that moment's places and
    every later one's: `extends` says no and the caller ranks again from the start. A
    refusal leaves the fold half-taken: the caller drops it."""

    def __init__(
        self,
        entries: Sequence[EntryId],
        policy: RankingPolicy = HOUSE_POLICY,
        places_paid: int | None = None,
    ) -> None:
        if not entries:
            raise Refused("ranking.no_entries")
        seen: set[EntryId] = set()
        for entry in entries:
            if entry in seen:
                raise Refused("ranking.entry_twice", entry=entry)
            seen.add(entry)
        self.entries = tuple(entries)
        self.policy = policy
        self.places_paid = places_paid
        self.taken = 0  # records taken
        self._seen = seen
        self._last: BustOut | None = None  # the last record taken
        self._left = set(entries)
        self._by_hand: dict[Hashable, list[BustOut]] = {}
        # Each moment's groups (best first); every moment's places are below the earlier's.
        self._blocks: list[list[PlaceGroup]] = []
        self._disqualified: list[Disqualification] = []
        self._winner: EntryId | None = None
        self._ranking: Ranking | None = None

    def extends(
        self,
        entries: Sequence[EntryId],
        policy: RankingPolicy,
        places_paid: int | None,
        bust_outs: Sequence[BustOut],
    ) -> bool:
        """Whether taking ``bust_outs[self.taken:]`` gives `rank` of all of them: the same
        entries and policy, the records taken still the first ones, and no new record out in
        a hand already taken."""
        if (
            policy != self.policy
            or places_paid != self.places_paid
            or len(bust_outs) < self.taken
            or (self.taken and bust_outs[self.taken - 1] is not self._last)
            or tuple(entries) != self.entries
        ):
            return False
        by_hand = self._by_hand
        return not any(
            r.kind is Exit.ELIMINATED and r.hand is not None and r.hand in by_hand
            for r in bust_outs[self.taken :]
        )

    def take(self, records: Sequence[BustOut]) -> None:
        """The next records, in the order recorded (see `rank`)."""
        if not records:
            return
        self._ranking = None
        # Moments, in order of their first record.
        moments: list[list[BustOut]] = []
        by_hand = self._by_hand
        for record in records:
            if record.starting_stack is not None and record.starting_stack < 0:
                raise Refused(
                    "ranking.bad_stack", entry=record.entry_id, stack=record.starting_stack
                )
            if record.kind is Exit.ELIMINATED and record.hand is not None:
                if record.hand in by_hand:
                    by_hand[record.hand].append(record)
                    continue
                by_hand[record.hand] = [record]
                moments.append(by_hand[record.hand])
            else:
                moments.append([record])
        seen, left = self._seen, self._left
        for moment in moments:
            for record in moment:
                if self._winner is not None:
                    raise Refused("ranking.over", winner=self._winner)
                if record.entry_id not in seen:
                    raise Refused("ranking.unknown_entry", entry=record.entry_id)
                if record.entry_id not in left:
                    raise Refused("ranking.already_out", entry=record.entry_id)
                left.discard(record.entry_id)
            if not left:
                hand = "-" if moment[0].hand is None else moment[0].hand
                raise Refused("ranking.nobody_left", hand=hand, count=len(moment))
            before = len(left) + len(moment)
            in_play = range(before - len(moment) + 1, before + 1)
            next_place = in_play[0]
            block: list[PlaceGroup] = []
            for tier, why in order_hand(moment, self.policy, in_play, self.places_paid):
                places = tuple(range(next_place, next_place + len(tier)))
                next_place += len(tier)
                block.append(
                    PlaceGroup(
                        places,
                        tuple(r.entry_id for r in tier),
                        tier[0].kind,
                        why,
                        moment[0].hand,
                    )
                )
            self._blocks.append(block)
            for record in moment:
                if record.kind is Exit.DISQUALIFIED:
                    # Rare: the players active at that moment, in entry order (O(entries)).
                    active = tuple(e for e in self.entries if e in left)
                    self._disqualified.append(
                        Disqualification(record.entry_id, block[-1].places[0], active)
                    )
            if len(left) == 1:
                (self._winner,) = left
        self.taken += len(records)
        self._last = records[-1]

    def ranking(self) -> Ranking:
        """The places of the records taken so far."""
        if self._ranking is None:
            groups = [group for block in reversed(self._blocks) for group in block]
            if self._winner is not None:
                groups.insert(0, PlaceGroup((1,), (self._winner,), None, Why.WINNER))
                remaining: tuple[EntryId, ...] = ()
            else:
                left = self._left
                remaining = tuple(e for e in self.entries if e in left)
            self._ranking = Ranking(
                len(self.entries), tuple(groups), remaining, tuple(self._disqualified)
            )
        return self._ranking
