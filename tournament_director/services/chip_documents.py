"""The chip race's papers from the record (printing/chip_race_documents.py renders them):
the colour-up sheet of each table for the colour-up now or next, and a recorded race's
result, whose verification code and QR code come from the hash of its
``ChipRaceRecorded`` event (kept in ``state.chip_races``), so the slip can be checked
against the log (`verify --code`)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain.chip_race import Card
from tournament_director.domain.chip_races import ColourUpBreak, start_seat_of
from tournament_director.domain.errors import Refused
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import chip_race_documents as docs
from tournament_director.printing.documents import Paper

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


def _house(services: Services) -> str:
    return services.house.state().house_name


def _name(state: TournamentState, entry_id: object) -> str:
    entry = state.book.entries.get(entry_id) if isinstance(entry_id, int) else None
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else f"#{entry_id}"


def _shown(card: str) -> str:
    try:
        return Card.parse(card).shown
    except Refused:
        return str(card)


# --- the colour-up sheets -------------------------------------------------------------------


def colour_up_sheets(
    services: Services,
    tournament_id: int,
    tables: Iterable[int] | None = None,
    colour_up: ColourUpBreak | None = None,
) -> list[docs.ColourUpSheet]:
    """A sheet per table (``tables``, default every open table with players) and per chip
    coming off at the colour-up now or next (``colour_up``); refused in words when there is
    no colour-up left."""
    state = services.tournaments.state(tournament_id)
    here = colour_up or services.chip_races.next_colour_up_break(tournament_id)
    if here is None:
        raise Refused("chip_race.no_colour_up")
    room = state.seating.room
    if room is None:
        return []
    numbers = [t.number for t in room.open_tables() if t.count] if tables is None else list(tables)
    rules = state.rule_set
    now = services.now()
    sheets = []
    for number in numbers:
        table = room.tables.get(number)
        if table is None:
            raise Refused("chip_race.no_table", table=number)
        seats = tuple(
            docs.SheetSeat(seat, None if entry is None else _name(state, entry))
            for seat, entry in sorted(table.seat_map().items())
        )
        for removed in here.removed:
            sheets.append(
                docs.ColourUpSheet(
                    house=_house(services),
                    tournament=state.name,
                    table=number,
                    after_level=here.after_level,
                    removed=removed.denomination,
                    removed_colour=removed.colour,
                    to=here.to.denomination,
                    to_colour=here.to.colour,
                    seats=seats,
                    printed_at=now,
                    rounding=str(rules.chip_race_rounding),
                    start_seat=start_seat_of(rules.chip_race_start_seat, table.size),
                    max_per_player=rules.chip_race_max_chips_per_player,
                    may_eliminate=rules.chip_race_may_eliminate,
                )
            )
    return sheets


def colour_up_sheets_pdf(
    services: Services,
    tournament_id: int,
    language: str = "es",
    tables: Iterable[int] | None = None,
) -> bytes:
    """The colour-up sheets as one PDF, a page per table (and chip)."""
    sheets = colour_up_sheets(services, tournament_id, tables)
    if not sheets:
        raise Refused("chip_race.no_table", table="—")
    return docs.render_colour_up_sheets(sheets, language)


# --- the race result ------------------------------------------------------------------------


def race_result(
    services: Services,
    tournament_id: int,
    table: int,
    after_level: int | None = None,
    removed: int | None = None,
) -> docs.RaceResultPaper:
    """The paper of a table's recorded race (`ChipRaceService.race_of`)."""
    record = services.chip_races.race_of(tournament_id, table, after_level, removed)
    state = services.tournaments.state(tournament_id)
    r = record.race
    lines = tuple(
        docs.RaceLine(
            seat=row["seat"],
            player_name=_name(state, row.get("entry_id")),
            odd_chips=row["odd_chips"],
            cards=tuple(_shown(c) for c in row.get("cards", ())),
            no_other_chips=bool(row.get("no_other_chips")),
        )
        for row in r.get("seats", ())
    )
    winners = tuple(
        docs.RaceWinner(w["seat"], _name(state, w.get("entry_id")), _shown(w["card"]))
        for w in r.get("winners", ())
    )
    protected = tuple(
        docs.RaceProtected(p["seat"], _name(state, p.get("entry_id")), p["value"])
        for p in r.get("protected", ())
    )
    return docs.RaceResultPaper(
        house=_house(services),
        tournament=state.name,
        tournament_id=str(tournament_id),
        table=r["table"],
        after_level=r["after_level"],
        removed=r["removed"],
        removed_colour=r.get("removed_colour", ""),
        to=r["to"],
        to_colour=r.get("to_colour", ""),
        lines=lines,
        winners=winners,
        protected=protected,
        chips_raced=r.get("chips_raced", 0),
        odd_value_removed=r.get("odd_value_removed", 0),
        awarded_value=r.get("awarded_value", 0),
        protected_value=r.get("protected_value", 0),
        total_change=r.get("total_change", 0),
        drawn=bool(r.get("drawn")),
        operator=record.operator,
        time=datetime.fromisoformat(record.at),
        seq=record.seq,
        event_hash=record.hash,
    )


def race_result_pdf(
    services: Services,
    tournament_id: int,
    table: int,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    after_level: int | None = None,
    removed: int | None = None,
) -> bytes:
    """A table's race result as PDF bytes: the 80 mm slip or A4."""
    result = race_result(services, tournament_id, table, after_level, removed)
    return docs.render_race_result(result, language, paper=paper)
