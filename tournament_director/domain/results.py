"""The regulator's results table, as data, and its reconciliation with the cashier.

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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from tournament_director import i18n
from tournament_director.domain.prize_pool import KINDS, Award, PrizePool
from tournament_director.domain.ranking import EntryId, Exit, Ranking
from tournament_director.domain.structure import Problem

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
    "results.row.overlay": ("Overlay (garantía)", "Overlay (guarantee)"),
    "results.row.prize_pool": ("Pozo de premios", "Prize pool"),
    "results.row.players_paid": ("Jugadores premiados", "Players paid"),
}
i18n.CATALOG.update(MESSAGES)


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

    def rows(self) -> list[tuple[str, int]]:
        """(label, figure) in the table's order, labels in the reader's language."""
        figures = (
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
        )
        return [(i18n.t(f"results.row.{key}"), value) for key, value in figures]


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
