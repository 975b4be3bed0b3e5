"""Prize receipts, the final results sheet and the regulator's results table, from the record
(printing/prize_documents.py renders them).

The receipt's verification code and QR code come from the hash of the ``PrizePaid`` event
that recorded the payment, so a receipt can be checked against the log. The tax note is the
house setting ``prize_tax_note``. The results table is `domain/results.results_table` with
its reconciliation against the registration book's totals (SCJ "Resultados del torneo").
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain import payout_state as ps
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.identity import shown_document
from tournament_director.domain.prize_payments import CASH, PrizePaid
from tournament_director.domain.results import reconcile, results_table, standings_of
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import prize_documents as docs
from tournament_director.printing.documents import Paper
from tournament_director.printing.layout import local_time
from tournament_director.printing.money_text import format_money
from tournament_director.services.results import standing_rows
from tournament_director.storage.event_store import LogFilter

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

PDF, CSV = "pdf", "csv"

# The params of the results table's problems that are money (the rest are counts or words).
_MONEY_PARAMS = frozenset(
    {"cashier", "table", "collected", "parts", "pool", "prizes", "difference", "amount"}
)


def _currency(state: TournamentState) -> str:
    return state.book.buy_in.currency if state.book.buy_in else "CLP"


def _house(services: Services) -> str:
    return services.house.state().house_name


def _person(state: TournamentState, entry_id: int) -> tuple[str, str]:
    entry = state.book.entries[entry_id]
    player = state.players.get(entry.player_id)
    if player is None:
        return str(entry_id), ""
    return player.name, shown_document(player.document_type, player.document)


def _date(state: TournamentState) -> str:
    """The day play began: the first purchase's (else the tournament's creation)."""
    moments = [p.at for p in state.book.purchases.values()] or [state.created_at]
    return local_time(datetime.fromisoformat(min(moments)))[:10]


def payment_event(services: Services, tournament_id: int, payment_id: int) -> RecordedEvent:
    """The ``PrizePaid`` event of a standing payment (newest first: an undone payment of
    the same number came earlier)."""
    log_filter = LogFilter(types=[PrizePaid.TYPE])
    offset = 0
    while True:
        page = services.tournaments.log_page(tournament_id, log_filter, offset, 200)
        for event in page:
            if event.payload.get("payment_id") == payment_id:
                return event
        if len(page) < 200:
            raise Refused("prize.unknown_payment", id=payment_id)
        offset += len(page)


# --- the prize receipt ----------------------------------------------------------------------


def prize_receipt(
    services: Services, tournament_id: int, payment_id: int, reprint: bool = False
) -> docs.PrizeReceipt:
    state = services.tournaments.state(tournament_id)
    payment = state.prizes.payments.get(payment_id)
    if payment is None or payment.voided:
        raise Refused("prize.unknown_payment", id=payment_id)
    event = payment_event(services, tournament_id, payment_id)
    name, document = _person(state, payment.entry_id)
    standings = standings_of(state, services.now())
    award = standings.awards.get(payment.entry_id)
    figures = ps.current(state)
    return docs.PrizeReceipt(
        house=_house(services),
        tournament=state.name,
        tournament_id=str(tournament_id),
        payment_id=payment_id,
        entry_id=payment.entry_id,
        seq=event.seq,
        event_hash=event.hash,
        currency=_currency(state),
        amount=payment.amount,
        place=payment.place,
        field=figures.pool.entries,
        player_name=name,
        player_document=document,
        method=payment.method,
        operator=payment.operator,
        time=datetime.fromisoformat(payment.at),
        shared=tuple(payment.shared),
        reference=payment.reference,
        dealt=min(award.dealt, payment.amount) if award is not None else 0,
        tax_note=services.house.state().prize_tax_note,
        reprint=reprint,
    )


def prize_receipt_pdf(
    services: Services,
    tournament_id: int,
    payment_id: int,
    reprint: bool = False,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    copies: int = 1,
) -> bytes:
    """The prize receipt as PDF bytes; a reprint is marked COPIA."""
    receipt = prize_receipt(services, tournament_id, payment_id, reprint)
    return docs.render_prize_receipt(receipt, language, paper=paper, copies=copies)


# --- the results sheet ----------------------------------------------------------------------


def _lines(state: TournamentState, standings) -> list[docs.ResultLine]:
    lines = []
    for row in standing_rows(state, standings):
        if row.place == 1 and standings.over:
            exit_code = "winner"
        else:
            exit_code = row.exit.value if row.exit is not None else ""
        lines.append(
            docs.ResultLine(
                row.place,
                row.player,
                row.document,
                exit_code,
                row.due,
                row.shared,
                row.payment.amount if row.payment is not None else None,
                row.dealt > 0,
                row.payment.method if row.payment is not None else "",
            )
        )
    return lines


def results_sheet(
    services: Services, tournament_id: int, now: datetime | None = None
) -> docs.ResultsSheet:
    """Casino Club "Clasificación": the final (or current) standings with the money."""
    state = services.tournaments.state(tournament_id)
    standings = standings_of(state, services.now())
    figures = ps.current(state)
    deal = None
    if state.payouts.deals:
        recorded = state.payouts.deals[-1]
        deal = docs.DealNote(
            players=len(recorded["deal"]["players"]),
            at=local_time(datetime.fromisoformat(recorded["at"])),
            operator=recorded["operator"],
            left_to_play=tuple(
                (int(p["place"]), int(p["amount"])) for p in recorded["deal"]["left_to_play"]
            ),
        )
    winner = _person(state, standings.winner)[0] if standings.winner is not None else ""
    return docs.ResultsSheet(
        house=_house(services),
        tournament=state.name,
        currency=_currency(state),
        printed_at=local_time(now or services.now()),
        date=_date(state),
        entries=figures.pool.entries,
        pool=figures.pool.total,
        places_paid=standings.places_paid,
        lines=tuple(_lines(state, standings)),
        over=standings.over,
        provisional=standings.provisional,
        winner=winner,
        deal=deal,
    )


def results_sheet_pdf(services: Services, tournament_id: int, language: str = "es") -> bytes:
    return docs.render_results_sheet(results_sheet(services, tournament_id), language)


# --- the regulator's results table ----------------------------------------------------------


def _problem_text(problem, currency: str, language: str) -> str:
    """A reconcile problem in the document's language, amounts as money."""
    params = {
        name: (
            format_money(value, currency, language)
            if name in _MONEY_PARAMS and problem.key != "results.count_mismatch"
            else value
        )
        for name, value in problem.params.items()
    }
    spanish, english = i18n.CATALOG[problem.key]
    return (english if language == "en" else spanish).format(**params)


def regulator_table(
    services: Services, tournament_id: int, language: str = "es", now: datetime | None = None
) -> docs.RegulatorTable:
    """SCJ "Resultados del torneo": the figures of `results.results_table` labelled in the
    document's language, the places with money, and the disagreements with the cashier."""
    state = services.tournaments.state(tournament_id)
    standings = standings_of(state, services.now())
    figures = ps.current(state)
    names = {e: _person(state, e)[0] for e in state.book.entries}
    table = results_table(figures.pool, standings.ranking, standings.awards, names)
    problems = reconcile(table, state.book.totals)
    index = 1 if language == "en" else 0
    counts = {"registrations", "re_entries", "rebuys", "add_ons", "players_paid"}
    rows = [
        docs.RegulatorFigure(i18n.CATALOG[f"results.row.{key}"][index], value, key not in counts)
        for key, value in table.figures()
    ]
    # What was paid, cash at the cashier apart from the other methods (the shift reports
    # count the cash), then the total paid and what is still to pay.
    by_method = state.prizes.by_method()
    paid = sum(by_method.values())
    rows.append(docs.RegulatorFigure(docs.word("regulator.paid_cash", language), by_method[CASH]))
    rows += [
        docs.RegulatorFigure(
            docs.word("regulator.paid_elsewhere", language, method=docs.method_words(m, language)),
            amount,
        )
        for m, amount in by_method.items()
        if m != CASH and amount
    ]
    rows += [
        docs.RegulatorFigure(docs.word("regulator.paid", language), paid),
        docs.RegulatorFigure(docs.word("regulator.unpaid", language), table.prizes_paid - paid),
    ]
    currency = _currency(state)
    places = tuple(
        docs.ResultLine(
            p.place,
            p.player,
            _person(state, p.entry_id)[1],
            p.exit.value if p.exit is not None else "winner",
            p.prize,
            p.shared,
        )
        for p in table.places
        if p.prize
    )
    return docs.RegulatorTable(
        house=_house(services),
        tournament=state.name,
        currency=currency,
        printed_at=local_time(now or services.now()),
        date=_date(state),
        figures=tuple(rows),
        places=places,
        problems=tuple(_problem_text(p, currency, language) for p in problems),
    )


def regulator_document(
    services: Services, tournament_id: int, language: str = "es", fmt: str = PDF
) -> bytes | str:
    """The regulator's results table as A4 PDF bytes or CSV text."""
    table = regulator_table(services, tournament_id, language)
    if fmt == CSV:
        return docs.regulator_csv(table, language)
    return docs.render_regulator_table(table, language)
