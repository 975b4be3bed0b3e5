"""The prize pool, the payout structure, deals, and the house's payout tables, as commands.

Every tournament command goes through TournamentService.execute (role, decision, one
transaction, listeners after the commit); the house's library goes through HouseService.run,
like services/structures.py. Only a director changes payouts or records a deal (domain/
operators.py PERMISSIONS: change_payouts, manage_payout_tables, record_deal).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.deals import Deal, make_deal
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef, Event, RecordedEvent
from tournament_director.domain.money import currency, format_amount
from tournament_director.domain.operators import (
    HouseSettingChanged,
    HouseState,
    Operator,
    PayoutTableDeleted,
    PayoutTableSaved,
)
from tournament_director.domain.payout_state import PayoutFigures, PayoutStructure
from tournament_director.domain.payouts import (
    BASIS_POINTS,
    PARTS_PER_MILLION,
    PAYOUT_UNIT_MAX,
    SHIPPED_BANDS,
    TABLE_NAME_LIMIT,
    PayoutTable,
    TableBand,
    generate,
    house_payout_unit,
    min_cash_for,
    standard_table,
    table_problems,
)
from tournament_director.domain.registration import ACTIVE
from tournament_director.domain.text import clean_name
from tournament_director.domain.tournament import TournamentState

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

i18n.CATALOG.update(
    {
        "payouts.table.unknown": (
            "No hay una tabla de premios llamada «{name}».",
            "There is no payout table called '{name}'.",
        ),
    }
)

MONEY_LIMIT = 10**15  # far above any real pool, below what a float display could mangle


@dataclass(frozen=True)
class TableChoice:
    name: str
    table: PayoutTable
    shipped: bool  # True: comes with the application; False: saved by this house


@dataclass(frozen=True)
class PlayerLeft:
    entry_id: int
    name: str
    table: int | None
    seat: int | None


def _money(what: str, amount: int) -> int:
    if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount < MONEY_LIMIT:
        raise Refused("prize_pool.negative", what=what, value=amount)
    return amount


class PayoutService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def _execute(self, tournament_id: int, actor: Operator, action: str, decide):
        return self._services.tournaments.execute(tournament_id, actor, action, decide)

    # --- reading --------------------------------------------------------------------------

    def figures(
        self, tournament_id: int, structure: PayoutStructure | None = None
    ) -> PayoutFigures:
        """The pool (live or fixed), the structure and its payout; with ``structure``, a
        preview of another structure over the same pool (nothing is written)."""
        return ps.current(self._services.tournaments.state(tournament_id), structure)

    def players_left(self, tournament_id: int) -> list[PlayerLeft]:
        state = self._services.tournaments.state(tournament_id)
        out = []
        for entry in state.book.entries.values():
            if entry.status == ACTIVE:
                player = state.players.get(entry.player_id)
                name = player.name if player else str(entry.player_id)
                out.append(PlayerLeft(entry.entry_id, name, entry.table, entry.seat))
        return out

    # --- the pool -------------------------------------------------------------------------

    def set_added_money(
        self, actor: Operator, tournament_id: int, amount: int
    ) -> list[RecordedEvent]:
        _money("added", amount)

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            self._check_live(state)
            return [ps.AddedMoneySet(amount)]

        return self._execute(tournament_id, actor, "change_payouts", decide)

    def set_guarantee(
        self, actor: Operator, tournament_id: int, amount: int
    ) -> list[RecordedEvent]:
        _money("guarantee", amount)

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            self._check_live(state)
            return [ps.GuaranteeSet(amount)]

        return self._execute(tournament_id, actor, "change_payouts", decide)

    def fix_prize_pool(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        """A director fixes the pool by hand (a tournament without late registration closes
        at the start; with late registration the close records the fix by itself)."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            return [ps.decide_fix(state, "director")]

        return self._execute(tournament_id, actor, "change_payouts", decide)

    @staticmethod
    def _check_live(state: TournamentState) -> None:
        state.check_open()
        if state.payouts.fixed:
            raise Refused("payouts.fixed")

    # --- the structure --------------------------------------------------------------------

    def choose_structure(
        self, actor: Operator, tournament_id: int, structure: PayoutStructure
    ) -> list[RecordedEvent]:
        """Only a director may change payouts. Refused (nothing written) when the structure
        cannot pay the current field, or once a deal is recorded."""
        structure.check()

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            if state.payouts.deals:
                raise Refused("payouts.deal_recorded")
            figures = ps.current(state, structure)
            if figures.problem is not None and figures.pool.entries > 0:
                raise figures.problem
            return [structure.to_event()]

        return self._execute(tournament_id, actor, "change_payouts", decide)

    # --- deals ----------------------------------------------------------------------------

    def compute_deal(
        self,
        tournament_id: int,
        stacks: Mapping[int, int],
        method: str,
        *,
        left_to_play: Mapping[int, int] | None = None,
        unit: int | None = None,
        changes: Mapping[int, int] | None = None,
    ) -> Deal:
        """A deal for the players left (entry id -> stack the floor counted): ICM or chip
        chop over the prizes still to be won, money left to play for (place -> amount), and
        edits moving money between players. Nothing is written."""
        figures = self.figures(tournament_id)
        if figures.problem is not None:
            raise figures.problem
        assert figures.payout is not None
        left = [p.entry_id for p in self.players_left(tournament_id)]
        if not left:
            raise Refused("deal.nobody_left")
        missing = [e for e in left if e not in stacks]
        if missing or len(stacks) != len(left):
            raise Refused("deal.players_left", left=len(left), dealt=len(stacks))
        prizes = list(figures.payout.prizes[: len(left)])
        deal = make_deal(
            method,
            [stacks[e] for e in left],
            prizes,
            players=left,
            left_to_play=left_to_play,
            unit=unit or figures.structure.unit,
        )
        return deal.adjusted(changes) if changes else deal

    def record_deal(
        self, actor: Operator, tournament_id: int, deal: Deal, note: str = ""
    ) -> list[RecordedEvent]:
        """Record the deal the players left agreed (director). Casino Club "Premios": the house
        does not endorse private deals; the record says so."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [ps.decide_deal(state, deal.to_dict(), note)]

        return self._execute(tournament_id, actor, "record_deal", decide)

    # --- the house's rounding of prizes ----------------------------------------------------

    def house_unit(self, code: str) -> int:
        """The house's rounding unit of prizes in a currency (minor units): its setting, or
        the documented default (CLP 1.000, USD 1 dollar, others one whole unit)."""
        return house_payout_unit(self._services.house.state().settings, code)

    def set_house_unit(self, actor: Operator, code: str, unit: int) -> None:
        """A director sets the house's rounding of prizes in a currency (HouseSettingChanged
        ``payout_unit_<CODE>``). Tournaments record the unit in force when their buy-in is
        set: a change here never moves a tournament's prizes already shown or paid."""
        cur = currency(code)
        if not isinstance(unit, int) or isinstance(unit, bool) or not 1 <= unit <= PAYOUT_UNIT_MAX:
            raise Refused(
                "payouts.bad_house_unit",
                currency=cur.code,
                least=format_amount(1, cur.code),
                most=format_amount(PAYOUT_UNIT_MAX, cur.code),
                value=unit if not isinstance(unit, int) else format_amount(unit, cur.code),
            )

        def decide(_state: HouseState, operator: Operator):
            event = HouseSettingChanged(f"payout_unit_{cur.code}", unit)
            return None, [event], ActorRef(operator.id, operator.name)

        self._services.house.run("change_house_settings", actor, decide)

    # --- the house's library --------------------------------------------------------------

    def tables(self) -> list[TableChoice]:
        """The shipped standard table, then the house's own (by name)."""
        house = self._services.house.state().payout_tables
        own = [TableChoice(n, PayoutTable.from_dict(d), False) for n, d in house.items()]
        own.sort(key=lambda c: c.name.casefold())
        shipped = standard_table()
        if shipped.name in house:
            return own
        return [TableChoice(shipped.name, shipped, True), *own]

    def table(self, name: str) -> TableChoice:
        for choice in self.tables():
            if choice.name == name:
                return choice
        raise Refused("payouts.table.unknown", name=name)

    def save_table(self, actor: Operator, table: PayoutTable) -> None:
        """Keep a payout table in the house's library (replacing one of the same name).

        Issue 6 "Payouts" / Casino Club "Premios": refused in words with the first of
        `payouts.table_problems` (the editor shows the same list), e.g. a band whose places do
        not add up to exactly 100 %, a gap between bands, or the shipped table's name."""
        name = " ".join(table.name.split())
        problems = table_problems(name, table.bands)
        if problems:
            raise problems[0].refusal()
        if name != table.name:
            table = PayoutTable(name, table.bands)

        def decide(_state: HouseState, operator: Operator):
            return None, [PayoutTableSaved(table.to_dict())], ActorRef(operator.id, operator.name)

        self._services.house.run("manage_payout_tables", actor, decide)

    def delete_table(self, actor: Operator, name: str) -> None:
        def decide(state: HouseState, operator: Operator):
            if name not in state.payout_tables:
                raise Refused("payouts.table.unknown", name=name)
            return None, [PayoutTableDeleted(name)], ActorRef(operator.id, operator.name)

        self._services.house.run("manage_payout_tables", actor, decide)


def generated_table(name: str, structure: PayoutStructure) -> PayoutTable:
    """A house table made by the generator with the structure's parameters over the shipped
    bands of field sizes (as the shipped standard table is made, payouts.shipped_band): at
    each band's smallest field, the places paid and a min cash of the multiple of one
    buy-in (the pool / entries), at most half the pool over the places paid. Refused in
    words when the parameters cannot make a sound table (e.g. no min cash, so the last
    places would get nothing)."""
    name = clean_name(
        name,
        "payouts.table.name_empty",
        "payouts.table.name_too_long",
        TABLE_NAME_LIMIT,
        field="text.field.table_name",
    )
    if structure.method == ps.TABLE:
        assert structure.table is not None
        return PayoutTable(name, structure.table.bands)
    bands = []
    for low, high, _places in SHIPPED_BANDS:
        scale = BASIS_POINTS if low <= 1000 else PARTS_PER_MILLION
        unit = 1 if scale == BASIS_POINTS else 10
        places = min(low, structure.places_paid(low))
        # In small fields the multiple may ask for more than the pool: the min cash is then
        # capped so that the places paid take at most half the pool at the min cash.
        min_cash = min(
            min_cash_for(1, structure.min_cash_multiple * scale / low), scale // (2 * places)
        )
        prizes = generate(scale, places, min_cash, unit).prizes
        bands.append(TableBand(low, high, prizes, scale))
    return PayoutTable(name, tuple(bands))
