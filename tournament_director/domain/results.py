"""The standings and their money, the regulator's results table, and its reconciliation
with the cashier.

The standings (`standings_of`) are derived on demand from the state, never stored: the
bust-outs in the registration book ranked by `ranking.rank` under the rule set's policy,
and the payout in use (`payout_state.current`) turned into money per entry by
`prize_pool.awards`, following a recorded deal when there is one (`deal_money`).

SCJ catalogue, "Resultados del torneo": the structure of the table that sums up the
tournament's registrations, money collected and prizes paid; "Premios": the sources of the
prize money (registrations, re-entries, the casino's contributions) and the prizes. This
module holds the figures; printing (PDF/CSV) renders them.

`reconcile` checks the table against the cashier's own totals (the registration book's
`Totals`, or anything with the same fields): the money the cashier took must be the pool
contributions + fees + staff fees + refunds, and the prizes must add up to the pool. Every
disagreement comes back as a `Problem`, said in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.prize_pool import KINDS, Award, PrizePool, awards_kept
from tournament_director.domain.ranking import (
    BustOut,
    EntryId,
    Exit,
    Ranking,
    RankingFold,
    RankingPolicy,
    rank,
    ranking_fold,
)
from tournament_director.domain.registration import entry_phase, ranked_entries
from tournament_director.domain.structure import Problem

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState

MESSAGES: dict[str, tuple[str, str]] = {
    "results.collected_mismatch": (
        "La caja recaudó {cashier}, pero la tabla de resultados dice {table}.",
        "The cashier collected {cashier}, but the results table says {table}.",
    ),
    "results.part_mismatch": (
        "«{what}»: la caja dice {cashier}, la tabla de resultados {table}.",
        "'{what}': the cashier says {cashier}, the results table {table}.",
    ),
    "results.count_mismatch": (
        "Compras de tipo «{kind}»: la caja registró {cashier}, la tabla de resultados {table}.",
        "Purchases of kind '{kind}': the cashier recorded {cashier}, the results table {table}.",
    ),
    "results.collected_not_parts": (
        "Lo recaudado ({collected}) no es igual a premios + comisiones + propinas del "
        "personal + devoluciones ({parts}).",
        "The money collected ({collected}) is not prize contributions + fees + staff fees + "
        "refunds ({parts}).",
    ),
    "results.pool_not_parts": (
        "El pozo ({pool}) no es igual a aportes + dinero agregado + overlay ({parts}).",
        "The prize pool ({pool}) is not contributions + added money + overlay ({parts}).",
    ),
    "results.prizes_not_pool": (
        "Los premios pagados suman {prizes}, pero el pozo es {pool} (diferencia {difference}).",
        "The prizes paid add up to {prizes}, but the pool is {pool} (difference {difference}).",
    ),
    "results.after_fixed": (
        "Hay {count} compras por {amount} hechas después de fijar el pozo; no están en el pozo.",
        "There are {count} purchases for {amount} made after the pool was fixed; "
        "they are not in the pool.",
    ),
    "results.not_fixed": (
        "El pozo todavía no está fijo: el período de compra no ha terminado.",
        "The pool is not fixed yet: the buy-in period has not ended.",
    ),
    "results.not_over": (
        "El torneo no ha terminado: quedan {count} jugadores con fichas.",
        "The tournament is not over: {count} players still have chips.",
    ),
    # the table's row labels
    "results.row.registrations": ("Inscripciones", "Registrations"),
    "results.row.re_entries": ("Reingresos", "Re-entries"),
    "results.row.rebuys": ("Recompras", "Rebuys"),
    "results.row.add_ons": ("Add-ons", "Add-ons"),
    "results.row.collected": ("Recaudación", "Money collected"),
    "results.row.refunded": ("Devoluciones", "Refunds"),
    "results.row.fees": ("Comisión del casino", "Fees"),
    "results.row.staff_fees": ("Aporte al personal", "Staff fees"),
    "results.row.contributions": ("Aportes al pozo", "Prize contributions"),
    "results.row.added": ("Dinero agregado", "Added money"),
    "results.row.overlay": ("Overlay (diferencia garantizada)", "Overlay (guarantee)"),
    "results.row.prize_pool": ("Pozo de premios", "Prize pool"),
    "results.row.players_paid": ("Jugadores premiados", "Players paid"),
    "results.deal_mismatch": (
        "El acuerdo registrado reparte {dealt}, pero los premios de los lugares 1 a {places} "
        "suman {prizes}: revise la estructura de premios.",
        "The recorded deal shares {dealt}, but the prizes of places 1 to {places} add up to "
        "{prizes}: check the payout structure.",
    ),
}
i18n.CATALOG.update(MESSAGES)


# --- the standings and their money -----------------------------------------------------------


def deal_money(prizes: Sequence[int], deal: Mapping | None) -> tuple[list[int], dict[EntryId, int]]:
    """The prizes by place and the dealt amounts per entry once a deal is recorded.

    Casino Club "Premios": the house does not endorse private deals, but it pays what the
    players agreed when they finish (the deal sheet says so). A deal among the n players
    left replaces the prizes of places 1..n: each of them takes the amount agreed for him
    (``dealt``, whatever place he finishes in), and the money left to play for stays in
    places 1..n, paid to whoever finishes there (shared, like any prize, if that place is
    shared). Places after n, decided before the deal, keep their prizes. Nothing is
    created or lost: the deal shares exactly the prizes of places 1..n (`payout_state.
    decide_deal`), so sum(prizes out) + sum(dealt) = sum(prizes in). Without a deal the
    prizes come back unchanged and nobody has a dealt amount.

    ``deal``: a `Deal.to_dict()` as `DealAgreed` records it (players by entry id).
    """
    if not deal:
        return list(prizes), {}
    players = deal["players"]
    n = len(players)
    out = list(prizes) + [0] * max(0, n - len(prizes))
    before = sum(out[:n])
    kept = {int(item["place"]): int(item["amount"]) for item in deal.get("left_to_play", ())}
    for place in range(1, n + 1):
        out[place - 1] = kept.get(place, 0)
    dealt = {int(p["player"]): int(p["amount"]) for p in players}
    if sum(dealt.values()) + sum(out[:n]) != before:
        # Recorded deals share exactly the money left; a payout changed since is not paid
        # by guesswork.
        raise Refused(
            "results.deal_mismatch",
            dealt=sum(dealt.values()) + sum(out[:n]),
            prizes=before,
            places=n,
        )
    return out, dealt


@dataclass(frozen=True)
class Standings:
    """``ranking``: places and shared groups. ``awards``: money per entry by the payout in
    use (empty while there is no payout), after any recorded deal. ``places_paid``: None
    without a payout. ``provisional``: the field is still open (registration or late
    registration), so more entries may come: the places are as of now and nobody has won
    yet, even when one player is left (he may be joined by a late entry or a re-entry).
    ``deal``: the recorded deal the money follows (None without one)."""

    ranking: Ranking
    awards: dict[int, Award]
    places_paid: int | None
    provisional: bool = False
    deal: dict | None = None

    @property
    def over(self) -> bool:
        return self.ranking.over and not self.provisional

    @property
    def winner(self) -> int | None:
        return self.ranking.winner if self.over else None


def ranking_of(state: TournamentState, more: Sequence[BustOut] = ()) -> tuple[Ranking, object]:
    """The ranking of the state's bust-outs (and ``more`` not yet recorded: a decision
    checks the ranking they would make), with the payout figures in use."""
    figures = ps.current(state)
    places_paid = figures.payout.places if figures.payout is not None else None
    policy = RankingPolicy.from_rules(state.rule_set)
    entries = ranked_entries(state.book)
    if more:
        return rank(entries, [*state.book.bust_outs, *more], policy, places_paid), figures
    return _kept_ranking(state, entries, policy, places_paid), figures


def _kept_ranking(
    state: TournamentState,
    entries: Sequence[EntryId],
    policy: RankingPolicy,
    places_paid: int | None,
) -> Ranking:
    """`rank` of the state's bust-outs through the fold kept on the state: the state is
    folded in place and its bust-outs only grow, so the ranking taken so far is extended by
    the new ones (a bust-out in a field of thousands); different entries, rule set or places
    paid, a rebuilt state, or a record out in a hand already ranked rank from the start."""
    kept = getattr(state, "ranking_fold", None)
    if hasattr(state, "ranking_fold"):
        state.ranking_fold = None  # a refusal halfway leaves no half-taken fold behind
    fold = ranking_fold(
        kept if isinstance(kept, RankingFold) else None,
        entries,
        state.book.bust_outs,
        policy,
        places_paid,
    )
    if hasattr(state, "ranking_fold"):
        state.ranking_fold = fold
    return fold.ranking()


def field_open(state: TournamentState, now: datetime) -> bool:
    """Entries may still come in (`registration.entry_phase` does not refuse)."""
    try:
        entry_phase(state, now)
    except Refused:
        return False
    return True


def standings_of(state: TournamentState, now: datetime) -> Standings:
    """Casino Club "Clasificación": the places so far, the shared groups, the money (by the
    payout in use, after a recorded deal: `deal_money`). Refused (``ranking.nobody_left``)
    only in an open field whose every entry is out."""
    ranking, figures = ranking_of(state)
    provisional = field_open(state, now)
    payout = figures.payout  # type: ignore[attr-defined]
    if payout is None:
        return Standings(ranking, {}, None, provisional)
    policy = RankingPolicy.from_rules(state.rule_set)
    deal = state.payouts.deals[-1]["deal"] if state.payouts.deals else None
    prizes, dealt = deal_money(payout.prizes, deal)
    kept = awards_kept(
        getattr(state, "awards_kept", None), ranking, prizes, policy, payout.unit, dealt
    )
    if hasattr(state, "awards_kept"):
        state.awards_kept = kept
    return Standings(ranking, dict(kept.awards), payout.places, provisional, deal)


# --- the regulator's results table -----------------------------------------------------------


class CashierTotals(Protocol):
    """The cashier's totals, as the registration book keeps them (`registration.Totals`):
    ``collected`` gross (refunds included), ``prize_pool`` / ``fees`` / ``staff_fees`` net of
    refunds, ``count_by_kind`` every purchase made, refunded or not."""

    collected: int
    prize_pool: int
    fees: int
    staff_fees: int
    refunded: int
    count_by_kind: dict[str, int]


@dataclass(frozen=True)
class PlaceResult:
    """One line of the prizes: the place, who finished there, and what he was paid.

    ``shared``: the places whose prizes he shared (empty when none). ``prize`` is what he
    takes home: his place's prize after sharing, plus shares of disqualified players' prizes,
    minus his own prize if disqualified under the house rule."""

    place: int
    entry_id: EntryId
    player: str
    prize: int
    shared: tuple[int, ...] = ()
    exit: Exit | None = None


@dataclass(frozen=True)
class ResultsTable:
    """SCJ catalogue "Resultados del torneo": registrations, money collected, prizes paid."""

    registrations: int
    re_entries: int
    rebuys: int
    add_ons: int
    collected: int
    refunded: int
    fees: int
    staff_fees: int
    contributions: int
    added: int
    overlay: int
    prize_pool: int
    places: tuple[PlaceResult, ...]
    purchases_by_kind: Mapping[str, int]
    pool_fixed: bool = True
    after_fixed: tuple[int, int] = (0, 0)  # (count, amount) of purchases after the pool fixed
    players_left: int = 0

    @property
    def players_paid(self) -> int:
        return sum(1 for p in self.places if p.prize > 0)

    @property
    def prizes_paid(self) -> int:
        return sum(p.prize for p in self.places)

    def figures(self) -> list[tuple[str, int]]:
        """(key, figure) in the table's order; the label of a key is the message
        ``results.row.<key>``. Money in minor units; registrations to players paid: counts."""
        return [
            ("registrations", self.registrations),
            ("re_entries", self.re_entries),
            ("rebuys", self.rebuys),
            ("add_ons", self.add_ons),
            ("collected", self.collected),
            ("refunded", self.refunded),
            ("fees", self.fees),
            ("staff_fees", self.staff_fees),
            ("contributions", self.contributions),
            ("added", self.added),
            ("overlay", self.overlay),
            ("prize_pool", self.prize_pool),
            ("players_paid", self.players_paid),
        ]

    def rows(self) -> list[tuple[str, int]]:
        """(label, figure) in the table's order, labels in the reader's language."""
        return [(i18n.t(f"results.row.{key}"), value) for key, value in self.figures()]


def results_table(
    pool: PrizePool,
    ranking: Ranking,
    awards: Mapping[EntryId, Award],
    players: Mapping[EntryId, str],
) -> ResultsTable:
    """The results table of a tournament (SCJ "Resultados del torneo").

    Registrations count registrations and late registrations (not refunded); re-entries,
    rebuys, add-ons likewise. Money collected is gross (refunds included, shown apart), as the
    cashier counts it. Every place of the ranking is listed, paid or not, place 1 first.
    """
    lines: list[PlaceResult] = []
    for group in ranking.groups:
        for place, entry in zip(group.places, group.entries, strict=True):
            award = awards.get(entry)
            lines.append(
                PlaceResult(
                    place,
                    entry,
                    players.get(entry, str(entry)),
                    award.total if award else 0,
                    group.places if group.shared else (),
                    group.kind,
                )
            )
    purchases = {k: pool.counts.get(k, 0) + pool.refunds_by_kind.get(k, 0) for k in KINDS}
    return ResultsTable(
        registrations=pool.counts.get("registration", 0) + pool.counts.get("late_registration", 0),
        re_entries=pool.counts.get("re_entry", 0),
        rebuys=pool.counts.get("rebuy", 0),
        add_ons=pool.counts.get("add_on", 0),
        collected=pool.collected,
        refunded=pool.refunded,
        fees=pool.fees,
        staff_fees=pool.staff_fees,
        contributions=pool.contributions,
        added=pool.added,
        overlay=pool.overlay,
        prize_pool=pool.total,
        places=tuple(lines),
        purchases_by_kind=purchases,
        pool_fixed=pool.fixed,
        after_fixed=(len(pool.after_fixed), sum(c.amount for c in pool.after_fixed)),
        players_left=len(ranking.remaining),
    )


def reconcile(table: ResultsTable, cashier: CashierTotals) -> list[Problem]:
    """Every disagreement between the results table and the cashier, in words; empty when
    they agree.

    SCJ "Resultados del torneo" / registration book: collected (gross) = prize contributions
    + fees + staff fees + refunds, each part equal to the cashier's; purchases of each kind
    as many as the cashier recorded; pool = contributions + added money + overlay; prizes
    paid = pool (every peso). Also said: a pool not fixed yet (Casino Club "Premios"),
    purchases after it was fixed, a tournament not over.
    """
    out: list[Problem] = []
    parts = table.contributions + table.fees + table.staff_fees + table.refunded
    if table.collected != parts:
        out.append(
            Problem("results.collected_not_parts", {"collected": table.collected, "parts": parts})
        )
    if cashier.collected != table.collected:
        out.append(
            Problem(
                "results.collected_mismatch",
                {"cashier": cashier.collected, "table": table.collected},
            )
        )
    for key, mine, theirs in (
        ("results.row.contributions", table.contributions, cashier.prize_pool),
        ("results.row.fees", table.fees, cashier.fees),
        ("results.row.staff_fees", table.staff_fees, cashier.staff_fees),
        ("results.row.refunded", table.refunded, cashier.refunded),
    ):
        if mine != theirs:
            out.append(
                Problem(
                    "results.part_mismatch",
                    {"what": i18n.t(key), "cashier": theirs, "table": mine},
                )
            )
    for kind in KINDS:
        mine = table.purchases_by_kind.get(kind, 0)
        theirs = cashier.count_by_kind.get(kind, 0)
        if mine != theirs:
            out.append(
                Problem("results.count_mismatch", {"kind": kind, "cashier": theirs, "table": mine})
            )
    pool_parts = table.contributions + table.added + table.overlay
    if table.prize_pool != pool_parts:
        out.append(
            Problem("results.pool_not_parts", {"pool": table.prize_pool, "parts": pool_parts})
        )
    if not table.pool_fixed:
        out.append(Problem("results.not_fixed"))
    count, amount = table.after_fixed
    if count:
        out.append(Problem("results.after_fixed", {"count": count, "amount": amount}))
    if table.players_left:
        out.append(Problem("results.not_over", {"count": table.players_left}))
    elif table.prizes_paid != table.prize_pool:
        out.append(
            Problem(
                "results.prizes_not_pool",
                {
                    "prizes": table.prizes_paid,
                    "pool": table.prize_pool,
                    "difference": table.prize_pool - table.prizes_paid,
                },
            )
        )
    return out
