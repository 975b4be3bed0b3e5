"""The payout table sheet and the deal sheet, from the record (printing/payout_documents.py).

Payout receipts per player need the places of the ranking: they come with the elimination
work (issue 6, "Printing"), not here.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import shown_document
from tournament_director.domain.payout_state import PayoutStructure
from tournament_director.domain.payouts import PlacesRounding, table_label
from tournament_director.domain.prize_pool import KINDS
from tournament_director.domain.results import standings_of
from tournament_director.printing import payout_documents as sheets
from tournament_director.printing.layout import local_time
from tournament_director.printing.money_text import format_money

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


def structure_words(structure: PayoutStructure, currency: str, language: str) -> str:
    unit = format_money(structure.unit, currency, language)
    en = language == "en"
    if structure.method == ps.TABLE:
        assert structure.table is not None
        name = table_label(structure.table.name, language)
        if en:
            return f"payout table “{name}”, prizes rounded to {unit}"
        return f"tabla de premios «{name}», premios redondeados a {unit}"
    share = f"{float(structure.paid_share):g}"
    multiple = f"{float(structure.min_cash_multiple):g}"
    if not en:
        share, multiple = share.replace(".", ","), multiple.replace(".", ",")
    rounded = ""
    if structure.places:
        paid = f"{structure.places} places" if en else f"{structure.places} lugares"
    else:
        rounded = {
            PlacesRounding.UP: ("places rounded up", "puestos redondeados hacia arriba"),
            PlacesRounding.HALF_UP: (
                "places rounded to the nearest",
                "puestos redondeados al más cercano",
            ),
            PlacesRounding.DOWN: ("places rounded down", "puestos redondeados hacia abajo"),
        }[structure.places_rounding][0 if en else 1]
        rounded = f" ({rounded})"
        paid = f"{share} % of the field" if en else f"{share} % de las entradas"
    if en:
        return (
            f"generator: {paid} paid{rounded}, minimum cash {multiple} × the buy-in, prizes "
            f"falling smoothly, rounded to {unit}; what rounding leaves goes to the top places"
        )
    return (
        f"generador: {paid} pagados{rounded}, premio mínimo {multiple} × la inscripción, "
        f"premios que bajan en forma suave, redondeados a {unit}; lo que deja el redondeo va "
        "a los primeros lugares"
    )


def payout_sheet(
    services: Services, tournament_id: int, language: str = "es", now: datetime | None = None
) -> sheets.PayoutSheet:
    state = services.tournaments.state(tournament_id)
    figures = ps.current(state)
    if figures.payout is None:
        raise figures.problem or Refused("payouts.no_entries")
    pool = figures.pool
    return sheets.PayoutSheet(
        house=services.house.state().house_name,
        tournament=state.name,
        currency=figures.currency,
        printed_at=local_time(now or services.now()),
        fixed=pool.fixed,
        counts=tuple(
            (kind, pool.counts[kind], pool.by_kind[kind]) for kind in KINDS if pool.counts[kind]
        ),
        entries=pool.entries,
        added=pool.added,
        guarantee=pool.guarantee,
        overlay=pool.overlay,
        total=pool.total,
        structure=structure_words(figures.structure, figures.currency, language),
        runs=tuple(figures.payout.runs()),
        deal=_payout_deal(state, now or services.now()),
    )


def _payout_deal(state, now: datetime) -> sheets.PayoutDeal | None:
    """A recorded deal as the payout table states it: each player's money as the standings
    pay it (the amount agreed, plus what was left to play for at the place he finished),
    his place once he is out or has won."""
    if not state.payouts.deals:
        return None
    recorded = state.payouts.deals[-1]
    deal = recorded["deal"]
    try:
        standings = standings_of(state, now)
        awards, over = standings.awards, standings.over
    except Refused:  # the standings cannot be read: the amounts agreed, places unknown
        awards, over = {}, False
    players = []
    for item in deal["players"]:
        entry_id = item["player"]
        entry = state.book.entries.get(entry_id)
        player = state.players.get(entry.player_id) if entry else None
        award = awards.get(entry_id)
        players.append(
            sheets.DealPaid(
                player.name if player else str(entry_id),
                award.place if award else None,
                award.total if award else item["amount"],
            )
        )
    return sheets.PayoutDeal(
        places=len(deal["players"]),
        recorded_at=local_time(datetime.fromisoformat(recorded["at"])),
        operator=recorded["operator"],
        method=deal["method"],
        players=tuple(players),
        left_to_play=tuple((p["place"], p["amount"]) for p in deal["left_to_play"]),
        dealt=sum(p["amount"] for p in deal["players"]),
        total=deal["total"],
        over=over,
    )


def deal_sheet(
    services: Services, tournament_id: int, now: datetime | None = None
) -> sheets.DealSheet:
    state = services.tournaments.state(tournament_id)
    if not state.payouts.deals:
        raise Refused("deal.none")
    recorded = state.payouts.deals[-1]
    deal = recorded["deal"]
    players = []
    for item in deal["players"]:
        entry = state.book.entries.get(item["player"])
        player = state.players.get(entry.player_id) if entry else None
        name = player.name if player else str(item["player"])
        document = shown_document(player.document_type, player.document) if player else ""
        players.append(sheets.DealPlayer(name, document, item["stack"], item["amount"]))
    currency = state.book.buy_in.currency if state.book.buy_in else "CLP"
    return sheets.DealSheet(
        house=services.house.state().house_name,
        tournament=state.name,
        currency=currency,
        printed_at=local_time(now or services.now()),
        recorded_at=local_time(datetime.fromisoformat(recorded["at"])),
        operator=recorded["operator"],
        method=deal["method"],
        players=tuple(players),
        left_to_play=tuple((p["place"], p["amount"]) for p in deal["left_to_play"]),
        total=deal["total"],
        note=recorded["note"],
    )


def payout_table_pdf(services: Services, tournament_id: int, language: str = "es") -> bytes:
    return sheets.render_payout_table(payout_sheet(services, tournament_id, language), language)


def deal_pdf(services: Services, tournament_id: int, language: str = "es") -> bytes:
    return sheets.render_deal_sheet(deal_sheet(services, tournament_id), language)
