"""A tournament's prize pool settings, its payout structure and its deals, as events.

Pure. The events fold into `PayoutState` (held by TournamentState as ``payouts``); the
figures are computed from it and the registration book by `current`:

- the pool = prize_pool(the book's purchases, added money, guarantee, fixed at) (domain/
  prize_pool.py): live while registration is open, fixed when it closes (Casino Club
  "Premios": "El pozo total en premios será determinado luego de finalizar plazo de compra");
  purchases after the fix are listed apart, never in the pool;
- the payout = the chosen structure (a payout table, or the generator's parameters) applied
  to that pool; the shipped standard table until a director chooses one;
- a deal agreed by the players left is recorded with who agreed and what; the house does not
  endorse private deals (Casino Club "Premios"), so the record says so (``endorsed`` is always
  False).

A purchase is placed before or after the fix by its purchase id (ids only grow), so the fix
records the last purchase id it counted.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from fractions import Fraction

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, event_type
from tournament_director.domain.payouts import (
    DEFAULT_PLACES_ROUNDING,
    Payout,
    PayoutTable,
    PlacesRounding,
    min_cash_for,
    places_for,
    standard_table,
)
from tournament_director.domain.payouts import places_rounding as rounding_named
from tournament_director.domain.prize_pool import Contribution, PrizePool, payout, prize_pool
from tournament_director.domain.registration import ACTIVE
from tournament_director.domain.text import REASON_LIMIT, clean_text

MESSAGES: dict[str, tuple[str, str]] = {
    "payouts.fixed": (
        "El pozo ya está fijo (cerró la inscripción): no se cambian el dinero agregado ni la "
        "garantía. Para corregir, deshaga el cierre del pozo.",
        "The prize pool is fixed (registration closed): added money and the guarantee no "
        "longer change. To correct, undo the pool's fix.",
    ),
    "payouts.already_fixed": (
        "El pozo ya está fijo.",
        "The prize pool is already fixed.",
    ),
    "payouts.deal_recorded": (
        "Ya hay un acuerdo registrado: la estructura de premios no cambia.",
        "A deal is already recorded: the payout structure no longer changes.",
    ),
    "payouts.no_entries": (
        "Todavía no hay entradas: no hay premios que calcular.",
        "There are no entries yet: there are no prizes to work out.",
    ),
    "payouts.bad_structure": (
        "La estructura de premios no es válida.",
        "The payout structure is not valid.",
    ),
    "deal.pool_live": (
        "El pozo todavía no está fijo: un acuerdo se registra cuando cerró la inscripción.",
        "The prize pool is not fixed yet: a deal is recorded once registration has closed.",
    ),
    "deal.players_left": (
        "El acuerdo debe incluir a todos los jugadores que quedan ({left}); incluye {dealt}.",
        "The deal must include every player left ({left}); it includes {dealt}.",
    ),
    "deal.total": (
        "El acuerdo reparte {total} y el dinero que queda es {left}: deben ser iguales.",
        "The deal shares {total} and the money left is {left}: they must be equal.",
    ),
    "deal.already": (
        "Ya hay un acuerdo registrado en este torneo.",
        "A deal is already recorded in this tournament.",
    ),
    "deal.none": (
        "Todavía no hay un acuerdo registrado en este torneo.",
        "No deal is recorded in this tournament yet.",
    ),
    "deal.nobody_left": (
        "No quedan jugadores para un acuerdo.",
        "There are no players left for a deal.",
    ),
}
i18n.CATALOG.update(MESSAGES)

TABLE = "table"
GENERATOR = "generator"
DEFAULT_PAID_SHARE = Fraction(15)  # percent of the field paid
DEFAULT_MIN_CASH_MULTIPLE = Fraction(3, 2)  # of the buy-in
#: Generator structures recorded before the rounding of places was a setting were computed
#: half up: a replay pays them as they were recorded.
_RECORDED_BEFORE_THE_SETTING = PlacesRounding.HALF_UP


# --- events ---------------------------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class AddedMoneySet(Event):
    """The casino's added money (SCJ "Premios": a source of the prize money)."""

    TYPE = "AddedMoneySet"
    amount: int


@event_type
@dataclass(frozen=True)
class GuaranteeSet(Event):
    """A guaranteed prize pool; any shortfall is the house's overlay."""

    TYPE = "GuaranteeSet"
    amount: int


@event_type
@dataclass(frozen=True)
class PrizePoolFixed(Event):
    """Casino Club "Premios": the pool is fixed when registration closes. Purchases with an
    id up to last_purchase_id are in it. reason: "registration_closed" (recorded with the
    close) or "director" (a director fixed it, e.g. a tournament without late registration)."""

    TYPE = "PrizePoolFixed"
    last_purchase_id: int
    reason: str = "registration_closed"


@event_type
@dataclass(frozen=True)
class PayoutStructureChosen(Event):
    """How the pool is paid: a payout table (its whole text, so a later change to the house's
    library never changes this tournament) or the generator's parameters.

    structure: {"method": "table", "table": PayoutTable.to_dict()} or {"method":
    "generator", "places": int | None, "paid_share": "15" (percent, when places is None),
    "min_cash_multiple": "3/2", "places_rounding": "up" | "half_up" | "down" (how the share
    of the field is rounded to whole places; absent in events recorded before the setting,
    which were computed "half_up" and are read so)}; unit: the rounding unit in minor
    units."""

    TYPE = "PayoutStructureChosen"
    structure: dict
    unit: int = 1


@event_type
@dataclass(frozen=True)
class PayoutUnitSet(Event):
    """The house's rounding unit of prizes for the tournament's currency (minor units),
    recorded with the buy-in while no structure is chosen: the shipped table rounds to it
    (CLP 1.000 by default, a house setting: payouts.house_payout_unit). Recorded, so a later
    change of the house's setting never changes this tournament's prizes; a tournament
    without it (recorded before the setting) rounds the shipped table to 1, as it did."""

    TYPE = "PayoutUnitSet"
    unit: int
    currency: str = ""


@event_type
@dataclass(frozen=True)
class DealAgreed(Event):
    """A deal the players left agreed (Deal.to_dict()), the entries that agreed, a note.
    endorsed is always False: Casino Club "Premios", the house does not endorse private
    deals; it only records what the players agreed. The operator is the event's signer."""

    TYPE = "DealAgreed"
    deal: dict
    agreed_by: tuple[int, ...]
    note: str = ""
    endorsed: bool = False


# --- structure --------------------------------------------------------------------------------


@dataclass(frozen=True)
class PayoutStructure:
    """The chosen way to pay the pool (see PayoutStructureChosen)."""

    method: str = TABLE
    table: PayoutTable | None = None
    places: int | None = None
    paid_share: Fraction = DEFAULT_PAID_SHARE
    min_cash_multiple: Fraction = DEFAULT_MIN_CASH_MULTIPLE
    unit: int = 1
    default: bool = False  # True: nothing chosen yet; the shipped standard table
    #: How a share of the field is rounded to whole places (payouts.PlacesRounding): the
    #: house's setting, up by default.
    places_rounding: PlacesRounding = DEFAULT_PLACES_ROUNDING

    def to_event(self) -> PayoutStructureChosen:
        if self.method == TABLE:
            assert self.table is not None
            return PayoutStructureChosen(
                {"method": TABLE, "table": self.table.to_dict()}, self.unit
            )
        return PayoutStructureChosen(
            {
                "method": GENERATOR,
                "places": self.places,
                "paid_share": str(self.paid_share),
                "min_cash_multiple": str(self.min_cash_multiple),
                "places_rounding": self.places_rounding.value,
            },
            self.unit,
        )

    @classmethod
    def from_event(cls, structure: dict, unit: int) -> PayoutStructure:
        try:
            if structure["method"] == TABLE:
                return cls(TABLE, PayoutTable.from_dict(structure["table"]), unit=unit)
            if structure["method"] == GENERATOR:
                return cls(
                    GENERATOR,
                    None,
                    structure.get("places"),
                    Fraction(structure.get("paid_share") or DEFAULT_PAID_SHARE),
                    Fraction(structure.get("min_cash_multiple") or 0),
                    unit,
                    places_rounding=rounding_named(
                        structure.get("places_rounding", _RECORDED_BEFORE_THE_SETTING)
                    ),
                )
        except (KeyError, ValueError, ZeroDivisionError, TypeError):
            pass
        raise Refused("payouts.bad_structure")

    def check(self) -> None:
        """Refused in words when the parameters cannot make a table."""
        if not isinstance(self.unit, int) or self.unit < 1:
            raise Refused("payouts.bad_unit", value=self.unit)
        if self.method == TABLE:
            if self.table is None:
                raise Refused("payouts.bad_structure")
            return
        if self.method != GENERATOR:
            raise Refused("payouts.bad_structure")
        if self.places is not None and (not isinstance(self.places, int) or self.places < 1):
            raise Refused("payouts.no_places")
        if self.places is None and not 0 < self.paid_share <= 100:
            raise Refused("payouts.bad_share", value=f"{float(self.paid_share):g}")
        if self.min_cash_multiple < 0:
            raise Refused("payouts.bad_min_cash", value=str(self.min_cash_multiple))
        rounding_named(self.places_rounding)

    def places_paid(self, entries: int) -> int:
        if self.method == TABLE:
            assert self.table is not None
            return len(self.table.band_for(entries).shares)
        if self.places is not None:
            return self.places
        return places_for(entries, self.paid_share / 100, self.places_rounding)

    def payout(self, pool: int, entries: int, buy_in: int) -> Payout:
        """The prizes of the pool for the field (prize_pool.payout: adds up exactly)."""
        if entries < 1:
            raise Refused("payouts.no_entries")
        if self.method == TABLE:
            return payout(pool, entries, table=self.table, unit=self.unit)
        places = self.places_paid(entries)
        if places > entries:
            raise Refused("payouts.places_over_entries", places=places, entries=entries)
        min_cash = min_cash_for(buy_in, self.min_cash_multiple)
        return payout(pool, entries, places=places, min_cash=min_cash, unit=self.unit)


@functools.cache
def default_structure(unit: int = 1) -> PayoutStructure:
    """The shipped standard table, nothing chosen yet, rounded to ``unit``."""
    return PayoutStructure(TABLE, standard_table(), unit=unit, default=True)


# --- state ----------------------------------------------------------------------------------


@dataclass
class PayoutState:
    added: int = 0
    guarantee: int = 0
    fixed_at: int | None = None  # the last purchase id in the fixed pool
    fixed_reason: str = ""
    structure: dict | None = None  # PayoutStructureChosen.structure
    unit: int = 1
    deals: list[dict] = field(default_factory=list)  # DealAgreed fields + at + operator

    TYPES = frozenset(
        {
            AddedMoneySet.TYPE,
            GuaranteeSet.TYPE,
            PrizePoolFixed.TYPE,
            PayoutStructureChosen.TYPE,
            PayoutUnitSet.TYPE,
            DealAgreed.TYPE,
        }
    )

    def apply(self, event: Event, at: str, operator: str) -> None:
        match event:
            case AddedMoneySet():
                self.added = event.amount
            case GuaranteeSet():
                self.guarantee = event.amount
            case PrizePoolFixed():
                self.fixed_at = event.last_purchase_id
                self.fixed_reason = event.reason
            case PayoutStructureChosen():
                self.structure = dict(event.structure)
                self.unit = event.unit
            case PayoutUnitSet():
                self.unit = event.unit
            case DealAgreed():
                self.deals.append(
                    {
                        "deal": event.deal,
                        "agreed_by": list(event.agreed_by),
                        "note": event.note,
                        "endorsed": event.endorsed,
                        "at": at,
                        "operator": operator,
                    }
                )

    @property
    def fixed(self) -> bool:
        return self.fixed_at is not None

    def chosen(self) -> PayoutStructure:
        if self.structure is None:
            return default_structure(self.unit)
        return PayoutStructure.from_event(self.structure, self.unit)

    def to_dict(self) -> dict:
        return {
            "added": self.added,
            "guarantee": self.guarantee,
            "fixed_at": self.fixed_at,
            "fixed_reason": self.fixed_reason,
            "structure": self.structure,
            "unit": self.unit,
            "deals": self.deals,
        }

    @classmethod
    def from_dict(cls, data: dict | None) -> PayoutState:
        return cls(**data) if data else cls()


# --- the figures ----------------------------------------------------------------------------


def contributions(book) -> list[Contribution]:
    """The book's purchases as the pool sees them (seq = purchase id)."""
    return [
        Contribution(p.kind, p.prize_pool, p.fee, p.staff_fee, p.purchase_id, p.refunded)
        for p in book.purchases.values()
    ]


@dataclass(frozen=True)
class PayoutFigures:
    """The pool, the structure and the payout (None with the reason when it cannot be made)."""

    pool: PrizePool
    structure: PayoutStructure
    payout: Payout | None
    problem: Refused | None
    currency: str
    buy_in: int  # the entry's price (the min cash multiple's base)
    players_left: int

    @property
    def money_left(self) -> int:
        """The prizes still to be won by the players left (places 1..players left)."""
        if self.payout is None:
            return 0
        return sum(self.payout.prizes[: self.players_left])


def current(state, structure: PayoutStructure | None = None) -> PayoutFigures:
    """The pool and payout of a tournament now (``structure``: a preview of another one).

    The figures of the structure in use are kept on the state until what they are made of
    changes (`_money_key`), not at every event: the screens, the standings and every
    bust-out ask for them, and with thousands of purchases each computation takes tens of
    milliseconds; a note, a bust-out or a seat move changes none of it (the players left
    are counted at each call)."""
    if structure is not None:
        return _figures(state, structure)
    key = _money_key(state)
    left = state.book.active_count
    kept = getattr(state, "payout_figures", None)
    if kept is not None and kept[0] == key:
        figures = kept[1]
        if figures.players_left == left:
            return figures
        figures = replace(figures, players_left=left)
    else:
        figures = _figures(state, None)
    if hasattr(state, "payout_figures"):
        state.payout_figures = (key, figures)
    return figures


def _money_key(state) -> tuple:
    """Everything `_figures` reads but the players left. The state is folded in place;
    within one state the purchases are only ever added to and a purchase changes only by
    being refunded (its figures never), and the payout settings, the buy-in, the structure
    and the event's pool are replaced, never changed in place, when their events come
    (the key holds them, compared by value). A rebuilt state (an undo) has no figures
    kept."""
    ps: PayoutState = state.payouts
    book = state.book
    return (
        state.stages.is_event,
        state.stages.pool,
        len(book.purchases),
        book.refunded_count,
        ps.added,
        ps.guarantee,
        ps.fixed_at,
        ps.structure,
        ps.unit,
        book.buy_in,
        state.structure.currency if state.structure else None,
    )


def _figures(state, structure: PayoutStructure | None) -> PayoutFigures:
    ps: PayoutState = state.payouts
    book = state.book
    if state.stages.is_event:
        # A multi-flight event's final stage pays the pool its flights collected (house
        # "Premios"), fixed when the last flight's registration closed; its own entries
        # (qualifiers) cost nothing.
        pool = prize_pool(state.stages.pool_contributions(), ps.added, ps.guarantee)
    else:
        pool = prize_pool(contributions(book), ps.added, ps.guarantee, ps.fixed_at)
    chosen = structure or ps.chosen()
    buy_in = book.buy_in.price if book.buy_in is not None else 0
    if book.buy_in is not None:
        currency = book.buy_in.currency
    else:
        currency = state.structure.currency if state.structure else "CLP"
    result: Payout | None = None
    problem: Refused | None = None
    try:
        result = chosen.payout(pool.total, pool.entries, buy_in)
    except Refused as refusal:
        problem = refusal
    left = sum(1 for e in book.entries.values() if e.status == ACTIVE)
    return PayoutFigures(pool, chosen, result, problem, currency, buy_in, left)


def last_purchase_id(state) -> int:
    return max(state.book.purchases, default=0)


def decide_fix(state, reason: str) -> PrizePoolFixed:
    if state.payouts.fixed:
        raise Refused("payouts.already_fixed")
    return PrizePoolFixed(last_purchase_id(state), reason)


def decide_deal(state, deal: dict, note: str) -> DealAgreed:
    """Casino Club "Premios": the deal recorded, not endorsed. Every player left is in it and
    it shares exactly the money left (the prizes of places 1..players left). The note:
    `text.clean_text`, one line, REASON_LIMIT."""
    state.check_open()
    ps: PayoutState = state.payouts
    if not ps.fixed:
        raise Refused("deal.pool_live")
    if ps.deals:
        raise Refused("deal.already")
    figures = current(state)
    if figures.problem is not None:
        raise figures.problem
    left = sorted(e.entry_id for e in state.book.entries.values() if e.status == ACTIVE)
    if not left:
        raise Refused("deal.nobody_left")
    dealt = sorted(p["player"] for p in deal["players"])
    if dealt != left:
        raise Refused("deal.players_left", left=len(left), dealt=len(dealt))
    if deal["total"] != figures.money_left:
        raise Refused("deal.total", total=deal["total"], left=figures.money_left)
    note = clean_text(note, limit=REASON_LIMIT, field="text.field.note")
    return DealAgreed(deal, tuple(left), note)


def structure_from_parts(
    method: str,
    *,
    table: PayoutTable | None = None,
    places: int | None = None,
    paid_share: Fraction | None = None,
    min_cash_multiple: Fraction | None = None,
    unit: int = 1,
    places_rounding: PlacesRounding | str = DEFAULT_PLACES_ROUNDING,
) -> PayoutStructure:
    structure = PayoutStructure(
        method,
        table,
        places,
        DEFAULT_PAID_SHARE if paid_share is None else Fraction(paid_share),
        DEFAULT_MIN_CASH_MULTIPLE if min_cash_multiple is None else Fraction(min_cash_multiple),
        unit,
        places_rounding=rounding_named(places_rounding),
    )
    structure.check()
    return structure
