"""The penalties' papers from the record (printing/penalty_documents.py renders them): the
penalty report of an event (A4 PDF and CSV) and a player's notice, whose verification code
and QR code come from the hash of its ``PenaltyGiven`` event (kept in
``state.penalties``), so the paper can be checked against the log (`verify --code`)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import penalties as domain
from tournament_director.domain.identity import shown_document
from tournament_director.domain.penalties import Penalty
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import penalty_documents as docs
from tournament_director.printing.documents import Paper

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


def _document(state: TournamentState, player_id: int) -> str:
    player = state.players.get(player_id)
    if player is None or not player.document:
        return ""
    return shown_document(player.document_type, player.document)


def _offence(p: Penalty, language: str) -> str:
    return p.offence_words(language) if p.offence else domain.say("penalty.no_offence", language)


def _row(state: TournamentState, p: Penalty, language: str) -> docs.ReportRow:
    return docs.ReportRow(
        number=p.penalty_id,
        time=datetime.fromisoformat(p.at),
        level=p.level,
        on_break=p.on_break,
        table=p.table,
        seat=p.seat,
        players=p.players,
        entry_id=p.entry_id,
        player_name=p.player_name,
        player_document=_document(state, p.player_id),
        offence_key=p.offence,
        offence=_offence(p, language),
        rule=p.rule,
        details=p.details,
        kind=p.kind,
        count=p.count,
        penalty=p.step.words(language),
        hands=p.hands,
        hands_left=p.hands_left,
        proposed_kind=p.proposed_kind,
        proposed_count=p.proposed_count,
        proposed=p.proposed.words(language),
        chosen_otherwise=p.chosen_otherwise,
        reason=p.reason,
        status=domain.status_words(p, language),
        ended_at=datetime.fromisoformat(p.ended_at) if p.ended_at else None,
        operator=p.operator,
        event_hash=p.hash,
        player_key=p.house_player_id if p.house_player_id is not None else f"t{p.player_id}",
    )


def report(services: Services, tournament_id: int, language: str = "es") -> docs.PenaltyReport:
    """Every penalty of the event that stands, oldest first, as the report prints it."""
    state = services.tournaments.state(tournament_id)
    rows = tuple(_row(state, p, language) for p in state.penalties.items.values())
    kinds = tuple((k, domain.say(f"penalty.kind.{k}", language)) for k in domain.KINDS)
    return docs.PenaltyReport(
        house=services.house.state().house_name,
        tournament=state.name,
        tournament_id=str(tournament_id),
        rows=rows,
        printed_at=services.now(),
        kinds=kinds,
    )


def report_pdf(services: Services, tournament_id: int, language: str = "es") -> bytes:
    return docs.render_report(report(services, tournament_id, language), language)


def report_csv(services: Services, tournament_id: int, language: str = "es") -> str:
    return docs.report_csv(report(services, tournament_id, language), language)


def notice(
    services: Services, tournament_id: int, penalty_id: int, language: str = "es"
) -> docs.PenaltyNotice:
    """The notice of one penalty (refused in words when there is none)."""
    state = services.tournaments.state(tournament_id)
    p = state.penalties.get(penalty_id)
    return docs.PenaltyNotice(
        house=services.house.state().house_name,
        tournament=state.name,
        tournament_id=str(tournament_id),
        number=p.penalty_id,
        player_name=p.player_name,
        entry_id=p.entry_id,
        table=p.table,
        seat=p.seat,
        level=p.level,
        on_break=p.on_break,
        offence=_offence(p, language),
        rule=p.rule,
        details=p.details,
        kind=p.kind,
        count=p.count,
        penalty=p.step.words(language),
        hands=p.hands,
        players=p.players,
        operator=p.operator,
        time=datetime.fromisoformat(p.at),
        seq=p.penalty_id,
        event_hash=p.hash,
    )


def notice_pdf(
    services: Services,
    tournament_id: int,
    penalty_id: int,
    language: str = "es",
    *,
    paper: Paper | None = None,
) -> bytes:
    """The notice as PDF bytes: the 80 mm slip (default) or A4."""
    paper = paper or Paper.ROLL_80
    return docs.render_notice(notice(services, tournament_id, penalty_id, language),
                              language, paper=paper)  # fmt: skip


__all__ = ["notice", "notice_pdf", "report", "report_csv", "report_pdf"]
