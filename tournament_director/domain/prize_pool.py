"""The prize pool, its payout, and the money each entry takes home.

Pure. Every peso is accounted for:

- the pool = the prize parts of the purchases counted + added money + overlay, where the
  overlay = max(0, guarantee - counted contributions - added money);
- fees and staff fees are kept apart (they are the house's and the staff's, never prizes);
- a refunded purchase counts nowhere but in the refunds;
- a purchase made after the pool was fixed is not in the pool and is reported
  (`PrizePool.after_fixed`), never dropped silently;
- the payout of the pool adds up to the pool exactly, shared places included, and so does
  the money per entry once the tournament is over (`awards`), a disqualified player's prize
  included.

Rules: Casino Club "Premios" (the pool is fixed when the buy-in period ends); SCJ catalogue
"Premios" (the sources of the prize money: registrations, re-entries, the casino's added
money; the formula and method of distribution); Casino Club "Clasificación" (shared places);
Casino Club "Penalidades" / ADTP 68-D (a disqualified player's prize).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import Payout, PayoutTable, generate, share_places
from tournament_director.domain.ranking import (
    DisqualifiedPrize,
    EntryId,
    PlaceGroup,
    Ranking,
    RankingPolicy,
)
from tournament_director.domain.splits import split_equally

MESSAGES: dict[str, tuple[str, str]] = {
    "prize_pool.bad_kind": (
        "«{kind}» no es un tipo de compra; use {known}.",
        "'{kind}' is not a kind of purchase; use {known}.",
    ),
    "prize_pool.negative": (
        "El monto «{what}» no puede ser negativo ({value}).",
        "The amount '{what}' cannot be negative ({value}).",
    ),
    "prize_pool.no_method": (
        "Para calcular los premios elija una tabla de premios o la cantidad de lugares pagados.",
        "To work out the prizes choose a payout table or the number of places paid.",
    ),
    "prize_pool.payout_mismatch": (
        "Los premios ({prizes}) no suman el pozo ({pool}).",
        "The prizes ({prizes}) do not add up to the pool ({pool}).",
    ),
}
i18n.CATALOG.update(MESSAGES)

ENTRY_KINDS = ("registration", "late_registration", "re_entry")
"""The kinds of purchase that make an entry (the registration book's names)."""
KINDS = (*ENTRY_KINDS, "rebuy", "add_on")


@dataclass(frozen=True)
class Contribution:
    """One purchase as the pool sees it: its kind, the part that goes to the prizes, the
    fees kept apart, and when it was made (the event's sequence number)."""

    kind: str
    prize: int
    fee: int = 0
    staff_fee: int = 0
    seq: int = 0
    refunded: bool = False

    @property
    def amount(self) -> int:
        """What the player paid."""
        return self.prize + self.fee + self.staff_fee


def _check(contribution: Contribution) -> None:
    if contribution.kind not in KINDS:
        raise Refused("prize_pool.bad_kind", kind=contribution.kind, known=", ".join(KINDS))
    for what in ("prize", "fee", "staff_fee"):
        value = getattr(contribution, what)
        if not isinstance(value, int) or value < 0:
            raise Refused("prize_pool.negative", what=what, value=value)


@dataclass(frozen=True)
class PrizePool:
    """The pool and its parts (SCJ catalogue "Premios": the sources of the prize money).

    ``counts`` / ``by_kind``: purchases counted and their prize parts, by kind. ``fixed``:
    the buy-in period has ended and the pool no longer changes (Casino Club "Premios")."""

    contributions: int
    added: int
    guarantee: int
    overlay: int
    fees: int
    staff_fees: int
    counts: Mapping[str, int]
    by_kind: Mapping[str, int]
    refunds: int = 0
    refunded: int = 0
    refunds_by_kind: Mapping[str, int] = field(default_factory=dict)
    fixed: bool = False
    after_fixed: tuple[Contribution, ...] = ()

    @property
    def total(self) -> int:
        """The prize pool: contributions + added money + overlay."""
        return self.contributions + self.added + self.overlay

    @property
    def entries(self) -> int:
        """Entries in the field (registrations, late registrations, re-entries)."""
        return sum(self.counts.get(k, 0) for k in ENTRY_KINDS)

    @property
    def collected(self) -> int:
        """Money taken at the cashier for the purchases counted, refunds included (gross)."""
        return self.contributions + self.fees + self.staff_fees + self.refunded


def prize_pool(
    contributions: Iterable[Contribution],
    added: int = 0,
    guarantee: int = 0,
    fixed_at: int | None = None,
) -> PrizePool:
    """The prize pool from the purchases, the added money and the guarantee.

    Casino Club "Premios": the pool is fixed when the buy-in period ends: with ``fixed_at``
    (the sequence number at which it ended) only purchases with ``seq <= fixed_at`` count;
    later ones are listed in ``after_fixed`` for the floor to explain. Without it, the pool is
    live (it grows as entries are sold). Issue 6 / SCJ "Premios": only the prize part of each
    purchase goes to the pool, fees kept apart; the casino's added money is added; a guarantee
    is met by an overlay = max(0, guarantee - contributions - added), shown on its own.
    Refunded purchases count only as refunds.
    """
    for what, value in (("added", added), ("guarantee", guarantee)):
        if not isinstance(value, int) or value < 0:
            raise Refused("prize_pool.negative", what=what, value=value)
    counts = dict.fromkeys(KINDS, 0)
    by_kind = dict.fromkeys(KINDS, 0)
    refunds_by_kind = dict.fromkeys(KINDS, 0)
    prize = fees = staff = refunded = refunds = 0
    late: list[Contribution] = []
    for c in contributions:
        _check(c)
        if fixed_at is not None and c.seq > fixed_at:
            late.append(c)
            continue
        if c.refunded:
            refunds += 1
            refunded += c.amount
            refunds_by_kind[c.kind] += 1
            continue
        counts[c.kind] += 1
        by_kind[c.kind] += c.prize
        prize += c.prize
        fees += c.fee
        staff += c.staff_fee
    overlay = max(0, guarantee - prize - added)
    return PrizePool(
        contributions=prize,
        added=added,
        guarantee=guarantee,
        overlay=overlay,
        fees=fees,
        staff_fees=staff,
        counts=counts,
        by_kind=by_kind,
        refunds=refunds,
        refunded=refunded,
        refunds_by_kind=refunds_by_kind,
        fixed=fixed_at is not None,
        after_fixed=tuple(late),
    )


def payout(
    pool: int,
    entries: int,
    *,
    table: PayoutTable | None = None,
    places: int | None = None,
    min_cash: int = 0,
    unit: int = 1,
) -> Payout:
    """The prizes of the pool: by a payout table for the field size, or by the generator
    (places paid and a minimum cash). Issue 6 "Payouts"; SCJ "Premios" (the method of
    distribution). Both add up to the pool exactly."""
    if table is not None:
        result = table.payout(pool, entries, unit)
    elif places is not None:
        result = generate(pool, places, min_cash, unit)
    else:
        raise Refused("prize_pool.no_method")
    if sum(result.prizes) != pool:  # the payout module's promise, checked where money moves
        raise Refused("prize_pool.payout_mismatch", prizes=sum(result.prizes), pool=pool)
    return result


def prizes_by_place(
    prizes: Sequence[int], shared: Iterable[Sequence[int]], unit: int = 1
) -> list[int]:
    """The prize of each place after the shared places are pooled and split equally.

    Casino Club "Clasificación" / "Manos Simultáneas" via `payouts.share_places` (largest
    remainder, the better place takes an indivisible unit). The list is as long as the
    payout, or longer when a shared group straddles the last paid place (the bubble): the
    places after it get their part of the pooled prize. The sum is unchanged.
    """
    out = list(prizes)
    for places in shared:
        out = share_places(out, places, unit)
    return out


@dataclass(frozen=True)
class Award:
    """The money of one entry: the prize of its place (after sharing), what a deal gave it
    (``dealt``: the amount agreed for it in a recorded deal, see `results.deal_money`),
    what it received from disqualified players' prizes, and what it forfeited when
    disqualified."""

    entry_id: EntryId
    place: int | None
    place_prize: int
    received: int = 0
    forfeited: int = 0
    dealt: int = 0

    @property
    def total(self) -> int:
        return self.place_prize + self.dealt + self.received - self.forfeited


def awards(
    ranking: Ranking,
    prizes: Sequence[int],
    policy: RankingPolicy,
    unit: int = 1,
    dealt: Mapping[EntryId, int] | None = None,
) -> dict[EntryId, Award]:
    """The money per entry, for every entry of the ranking (0 for those not paid).

    ``dealt``: amounts a recorded deal gives entries on top of their places' prizes (the
    caller has already taken the dealt money out of ``prizes``: `results.deal_money`).
    They count as the entry's own money, so a player disqualified after the deal forfeits
    his dealt amount too, by the same rule as a place's prize.

    Casino Club "Clasificación": shared places pooled and split (`prizes_by_place`); the
    first listed in a shared group takes the indivisible unit. Casino Club "Abandono del
    torneo": a withdrawn player keeps the prize of his place. Disqualification by
    ``policy.disqualified_prize``: Casino Club "Penalidades" (SHARED_AMONG_ACTIVE): his
    prize is split equally (`splits.split_equally`) among the players active at that
    moment, an indivisible unit to the first of them in the tournament's entry order (a
    stable order, known at the moment of the disqualification, unlike final places); a
    player disqualified after receiving such a share forfeits it too, so it passes on.
    ADTP 68-D (KEPT): he keeps it.

    Once the tournament is over the totals add up to sum(prizes) exactly; before, the
    places not yet decided are simply not awarded.
    """
    by_place = prizes_by_place(prizes, ranking.shared_places(), unit)

    def prize_of(place: int | None) -> int:
        return by_place[place - 1] if place is not None and place <= len(by_place) else 0

    extra = dealt or {}
    out: dict[EntryId, Award] = {}
    for group in ranking.groups:
        for place, entry in zip(group.places, group.entries, strict=True):
            out[entry] = Award(entry, place, prize_of(place), dealt=extra.get(entry, 0))
    for entry in ranking.remaining:
        out[entry] = Award(entry, None, 0, dealt=extra.get(entry, 0))
    if policy.disqualified_prize is DisqualifiedPrize.SHARED_AMONG_ACTIVE:
        for dq in ranking.disqualifications:
            mine = out[dq.entry_id]
            amount = mine.total
            if amount == 0:
                continue
            out[dq.entry_id] = replace(mine, forfeited=mine.forfeited + amount)
            for entry, share in zip(
                dq.active, split_equally(amount, len(dq.active), unit), strict=True
            ):
                a = out[entry]
                out[entry] = replace(a, received=a.received + share)
    return out


@dataclass(frozen=True)
class KeptAwards:
    """`awards` of one ranking with what they were made of, kept so that the next ranking
    of the same fold (more players out) is awarded from them (`awards_kept`)."""

    ranking: Ranking
    terms: tuple  # (prizes, policy, unit, dealt) as `awards` took them
    by_place: list[int]
    awards: dict[EntryId, Award]


def added_groups(old: Ranking, new: Ranking) -> Sequence[PlaceGroup] | None:
    """The groups ``new`` places before ``old``'s, when ``new`` is ``old`` with more players
    out (the same group objects after them, the same disqualifications); otherwise None."""
    added = len(new.groups) - len(old.groups)
    if added < 0 or new.field != old.field or new.disqualifications != old.disqualifications:
        return None
    if not all(a is b for a, b in zip(new.groups[added:], old.groups, strict=True)):
        return None
    groups = new.groups[:added]
    out = sum(len(g.entries) for g in groups)
    if len(new.remaining) + out != len(old.remaining):
        return None
    if not added and new.remaining != old.remaining:
        return None
    return groups


def awards_kept(
    kept: KeptAwards | None,
    ranking: Ranking,
    prizes: Sequence[int],
    policy: RankingPolicy,
    unit: int = 1,
    dealt: Mapping[EntryId, int] | None = None,
) -> KeptAwards:
    """`awards` of ``ranking``, taken from ``kept`` when ``ranking`` is kept's with more
    players out and the prizes by place are unchanged (no new shared group moved money
    between places, no new disqualification passed a prize on): only the players just out
    are awarded, each keeping what he received earlier from a disqualified player's prize
    (Casino Club "Penalidades"). Anything else is awarded whole by `awards`; both give the
    same money (a property test compares them)."""
    extra = dealt or {}
    terms = (tuple(prizes), policy, unit, tuple(sorted(extra.items())))
    by_place = prizes_by_place(prizes, ranking.shared_places(), unit)
    added = None
    if kept is not None and kept.terms == terms and kept.by_place == by_place:
        added = added_groups(kept.ranking, ranking)
    if added is None:
        return KeptAwards(ranking, terms, by_place, awards(ranking, prizes, policy, unit, dealt))
    out = dict(kept.awards)
    paid = len(by_place)
    for group in added:
        for place, entry in zip(group.places, group.entries, strict=True):
            before = out.get(entry)
            prize = by_place[place - 1] if place <= paid else 0
            received = before.received if before is not None else 0
            out[entry] = Award(entry, place, prize, received, dealt=extra.get(entry, 0))
    return KeptAwards(ranking, terms, by_place, out)
