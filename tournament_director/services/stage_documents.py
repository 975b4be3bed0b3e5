"""The papers of a multi-flight event from the record (printing/chip_control_slips.py and
printing/stage_reports.py render them), and the one entry point the console and the command
line call for each of them.

- ``slips``: the chip-control slip of one qualifier (``entry_id``, the flight's entry) or of
  every qualifier of a flight, two copies each (house "Etapa Final"); 80 mm roll or A4. Its
  QR and printed code are ``StageService.slip_codes``; a slip a later count replaced is
  refused (it is void).
- ``labels``: the chip bags' envelope labels (100 × 70 mm), of one qualifier or of all.
- ``register`` and ``waiting_list``: the flight's registration register and waiting list
  (a flight is a tournament: the registration desk's reports, services/documents.py).
- ``qualifiers``: the flight's qualifiers by chip count; ``ranking``: the flight's ranking,
  its qualifiers on top (house "Clasificación").
- ``event_results``: the event's results across stages (``StageService.event_results``).

Every paper but the slips and labels is A4 PDF or CSV. :func:`document` gives the bytes
(or CSV text); :func:`save` writes them to the tournament's papers folder
(services/papers.py: ``papers/<id>-<name>/``, a name that says what the paper is, never one
file over another) and returns the path. Both check their input and refuse in words.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain import payout_state
from tournament_director.domain import stages as domain
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.identity import shown_document
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing import chip_control_slips as slips_paper
from tournament_director.printing import stage_reports as reports
from tournament_director.printing.documents import Paper
from tournament_director.printing.reports import CSV_ENCODING
from tournament_director.services import documents, papers

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

PDF, CSV = "pdf", "csv"
FORMATS = (PDF, CSV)
SLIPS, LABELS = "slips", "labels"
REGISTER, WAITING_LIST = "register", "waiting_list"
QUALIFIERS, RANKING, EVENT_RESULTS = "qualifiers", "ranking", "event_results"
#: Every paper, and whether it is of a flight (else of the event).
PAPERS: dict[str, bool] = {
    SLIPS: True,
    LABELS: True,
    REGISTER: True,
    WAITING_LIST: True,
    QUALIFIERS: True,
    RANKING: True,
    EVENT_RESULTS: False,
}
PDF_ONLY = (SLIPS, LABELS)

# --- reading the record --------------------------------------------------------------------


def _house(services: Services) -> str:
    return services.house.state().house_name


def _start(text: str) -> datetime | None:
    try:
        return datetime.fromisoformat(text) if text else None
    except ValueError:
        return None


def _shown(document_type: str, document: str) -> str:
    return shown_document(document_type, document) if document else ""


def _player(state: TournamentState, entry_id: int) -> tuple[str, str]:
    """(name, "DNI 30.111.222") of a flight's entry."""
    entry = state.book.entries[entry_id]
    player = state.players.get(entry.player_id)
    if player is None:
        return f"#{entry_id}", ""
    return player.name, _shown(player.document_type, player.document)


def _slip_paper(
    services: Services, flight: TournamentState, slip: domain.Slip, reprint: bool
) -> slips_paper.ChipSlip:
    stages = flight.stages
    if slip.replaced_by is not None:
        newer = stages.slips[slip.replaced_by]
        raise Refused("stage_papers.replaced", slip=slip.slip, newer=newer.slip,
                      chips=newer.chips)  # fmt: skip
    event = services.stages.event(stages.event_id)
    qr_text, code = services.stages.slip_codes(flight.tournament_id, slip.slip)
    replaces = max(
        (s.slip for s in stages.slips.values() if s.replaced_by == slip.slip), default=None
    )
    return slips_paper.ChipSlip(
        house=_house(services),
        event=event.name,
        flight=stages.label,
        flight_starts=_start(stages.starts_at),
        number=slip.slip,
        player_name=slip.name,
        player_document=_shown(slip.document_type, slip.document),
        entry_id=slip.entry_id,
        table=slip.table,
        seat=slip.seat,
        chips=slip.chips,
        final_level=slip.final_level,
        issued_at=datetime.fromisoformat(slip.issued_at),
        operator=slip.operator,
        confirmed_by=(
            slips_paper.PLAYER if slip.confirmed_by == domain.PLAYER_CONFIRMED
            else slip.confirmed_by
        ),
        qr_text=qr_text,
        code=code,
        replaces=replaces,
        reprint=reprint,
    )  # fmt: skip


def chip_slips(
    services: Services, flight_id: int, entry_id: int | None = None, reprint: bool = False
) -> list[slips_paper.ChipSlip]:
    """The slip of one qualifier (his standing one: a later count replaces an earlier one)
    or every qualifier's of the flight, by slip number. Refused in words: not a flight, an
    entry with no count bagged, a flight with none yet."""
    flight = services.stages.flight(flight_id)
    stages = flight.stages
    if entry_id is not None:
        if isinstance(entry_id, bool) or not isinstance(entry_id, int):
            raise Refused("stage_papers.no_slip", entry=entry_id, label=stages.label)
        number = stages.slip_of.get(entry_id)
        if number is None:
            raise Refused("stage_papers.no_slip", entry=entry_id, label=stages.label)
        return [_slip_paper(services, flight, stages.slips[number], reprint)]
    standing = [
        s for s in stages.current_slips() if flight.book.entries[s.entry_id].status == "active"
    ]
    if not standing:
        raise Refused("stage_papers.no_slips", label=stages.label)
    return [_slip_paper(services, flight, s, reprint) for s in standing]


def _final_level(services: Services, event_id: int) -> int:
    """House "Etapa Final": the level the final stage starts at, as set when its clock was
    put there, or else the next level after the flights' last."""
    set_level = services.stages.event(event_id).stages.start_level
    return set_level or services.stages.final_start_level(event_id)


def _facts(services: Services, flight: TournamentState) -> reports.FlightFacts:
    stages = flight.stages
    progress = services.stages.progress(flight.tournament_id)
    closed = stages.closed
    event_id = stages.event_id
    return reports.FlightFacts(
        house=_house(services),
        event=services.stages.event(event_id).name,
        flight=stages.label,
        tournament=flight.name,
        starts_at=_start(stages.starts_at),
        remaining=progress.remaining,
        qualifiers=len(closed["qualifiers"]) if closed else progress.remaining,
        bagged=progress.bagged,
        over=bool(progress.over),
        closed_at=datetime.fromisoformat(closed["at"]) if closed else None,
        closed_by=closed["operator"] if closed else "",
        end_level=stages.end_level,
        end_qualifiers=stages.end_qualifiers,
        final_level=_final_level(services, event_id),
        printed_at=services.now(),
    )


def _qualifier_entries(flight: TournamentState) -> list[int]:
    """The flight's qualifiers: those its close recorded, or (before it) the players left."""
    closed = flight.stages.closed
    if closed is not None:
        return [q["entry"] for q in closed["qualifiers"]]
    return [e.entry_id for e in flight.book.entries.values() if e.status == "active"]


def _status(
    event: TournamentState, flight: TournamentState, entry_id: int, bagged: bool
) -> tuple[str, int | None, str]:
    """Where a qualifier stands at the final stage (house "Etapa Final"): (status, his
    final-stage entry, the flight whose stack counts when his was forfeited)."""
    fid = flight.tournament_id
    done = event.stages.accreditation_of(fid, entry_id)
    if done is None:
        if not bagged:
            return reports.UNBAGGED, None, ""
        return (reports.PENDING if flight.stages.closed else reports.BAGGED), None, ""
    if done.flight_id != fid or done.flight_entry_id != entry_id:
        return reports.FORFEITED, done.entry_id, event.stages.flight_label(done.flight_id)
    status = reports.ACCREDITED if done.with_slip else reports.WITHOUT_SLIP
    return status, done.entry_id, ""


def qualifiers_report(services: Services, flight_id: int) -> reports.QualifiersReport:
    """House "Etapa Clasificatoria": the flight's qualifiers by bagged count, largest
    first (ties by slip number); those not counted yet last."""
    flight = services.stages.flight(flight_id)
    stages = flight.stages
    event = services.stages.event(stages.event_id)
    rows = []
    for entry_id in _qualifier_entries(flight):
        number = stages.slip_of.get(entry_id)
        slip = stages.slips[number] if number is not None else None
        entry = flight.book.entries[entry_id]
        name, document = _player(flight, entry_id)
        status, final_entry, counting = _status(event, flight, entry_id, slip is not None)
        earlier = tuple(
            sorted(s.slip for s in stages.slips.values()
                   if s.entry_id == entry_id and s.slip != number)
        )  # fmt: skip
        rows.append(
            reports.QualifierRow(
                entry_id=entry_id,
                player_name=name,
                player_document=document,
                table=slip.table if slip else entry.table,
                seat=slip.seat if slip else entry.seat,
                chips=slip.chips if slip else None,
                slip=number,
                replaces=earlier,
                status=status,
                final_entry=final_entry,
                counting_flight=counting,
            )
        )
    rows.sort(key=lambda r: (r.chips is None, -(r.chips or 0), r.slip or 0, r.entry_id))
    return reports.QualifiersReport(_facts(services, flight), tuple(rows))


def ranking_report(services: Services, flight_id: int) -> reports.RankingReport:
    """House "Clasificación" for one flight: the qualifiers on top (largest count first),
    then the players still in without a count, then the eliminations by place."""
    flight = services.stages.flight(flight_id)
    stages = flight.stages
    standing = services.results.rows(flight_id) if flight.book.entries else []
    over = stages.closed is not None or _over(services, flight)
    qualifiers = set(_qualifier_entries(flight)) if over else set()
    top, out = [], []
    for row in standing:
        if row.place is None:
            number = stages.slip_of.get(row.entry_id)
            slip = stages.slips[number] if number is not None else None
            qualified = row.entry_id in qualifiers
            top.append(
                reports.RankingRow(
                    None, (), row.entry_id, row.player, row.document,
                    reports.QUALIFIED if qualified else reports.PLAYING,
                    slip.chips if slip and qualified else None,
                    number if qualified else None,
                )
            )  # fmt: skip
        else:
            result = row.exit.value if row.exit is not None else "eliminated"
            out.append(
                reports.RankingRow(row.place, row.shared, row.entry_id, row.player,
                                   row.document, result)
            )  # fmt: skip
    top.sort(
        key=lambda r: (r.result != reports.QUALIFIED, r.chips is None, -(r.chips or 0),
                       r.slip or 0, r.entry_id)
    )  # fmt: skip
    out.sort(key=lambda r: (r.place, r.entry_id))
    return reports.RankingReport(_facts(services, flight), tuple(top + out))


def _over(services: Services, flight: TournamentState) -> bool:
    return bool(services.stages.progress(flight.tournament_id).over)


def event_results(services: Services, event_id: int) -> reports.EventResults:
    """House "Clasificación" across stages: the event's flights, then the final stage's
    places with their prizes and the flights' eliminations (``StageService.event_results``)."""
    event = services.stages.event(event_id)
    flights = services.stages.flights(event_id)
    directory = services.players.directory()

    def document(house_player_id: int | None) -> str:
        if house_player_id is None:
            return ""
        try:
            record = directory.record(directory.canonical(house_player_id))
        except (KeyError, Refused):
            return ""
        return _shown(record.document_type, record.document)

    final_stage = event.name
    lines = tuple(
        reports.EventLine(
            place=p.place,
            player_name=p.name,
            player_document=document(p.house_player_id),
            stage=p.stage,
            flight_place=p.flight_place,
            prize=p.prize,
            final=p.flight_place is None and p.stage == final_stage,
        )
        for p in services.stages.event_results(event_id)
    )
    flight_lines = []
    for flight in flights.values():
        stages = flight.stages
        closed = stages.closed
        entries = sum(1 for e in flight.book.entries.values() if e.status != "cancelled")
        if closed is not None:
            state, qualifiers, chips = "closed", len(closed["qualifiers"]), closed["chips"]
        else:
            current = [
                s for s in stages.current_slips()
                if flight.book.entries[s.entry_id].status == "active"
            ]  # fmt: skip
            state = "waiting" if flight.clock.status == Status.NOT_STARTED else "open"
            qualifiers, chips = len(current), sum(s.chips for s in current)
        flight_lines.append(
            reports.FlightLine(stages.label, _start(stages.starts_at), entries, qualifiers,
                               chips, state)
        )  # fmt: skip
    # House "Premios": the event's pool once fixed (its flights' purchases, added money and
    # any overlay), as the final stage's payouts use it.
    # Every qualifier of a closed flight finishes above its eliminations, accredited or not.
    waiting = sum(
        1
        for fid, flight in flights.items()
        for q in (flight.stages.closed or {}).get("qualifiers", [])
        if event.stages.accreditation_of(fid, q["entry"]) is None
    )
    figures = payout_state.current(event)
    pool = figures.pool.total if event.stages.pool is not None else None
    return reports.EventResults(
        house=_house(services),
        event=event.name,
        currency=figures.currency,
        pool=pool,
        final_level=_final_level(services, event_id),
        flights=tuple(flight_lines),
        lines=lines,
        printed_at=services.now(),
        waiting=waiting,
    )


# --- the entry point ---------------------------------------------------------------------------


def _check(what: object, language: object, fmt: object, paper: object, entry_id: object) -> None:
    """Every argument checked before anything is read or written (refused in words)."""
    if language not in i18n.LANGUAGES:
        raise Refused("stage_papers.bad_language", language=str(language)[:20],
                      known=", ".join(i18n.LANGUAGES))  # fmt: skip
    if not isinstance(what, str) or what not in PAPERS:
        raise Refused("stage_papers.unknown", what=str(what)[:40], known=", ".join(PAPERS))
    if fmt not in FORMATS:
        raise Refused("stage_papers.bad_format", fmt=str(fmt)[:20], known=", ".join(FORMATS))
    if fmt == CSV and what in PDF_ONLY:
        raise Refused("stage_papers.pdf_only")
    if paper not in tuple(Paper):
        known = ", ".join(p.value for p in Paper)
        raise Refused("stage_papers.bad_paper", paper=str(paper)[:20], known=known)
    if entry_id is not None and what not in PDF_ONLY:
        raise Refused("stage_papers.no_entry_here")


def document(
    services: Services,
    what: str,
    tournament_id: int,
    language: str = "es",
    *,
    fmt: str = PDF,
    paper: Paper | str = Paper.ROLL_80,
    entry_id: int | None = None,
    reprint: bool = False,
) -> bytes | str:
    """One of the event's papers (``what``: a key of PAPERS) as PDF bytes or CSV text:
    ``tournament_id`` is the flight's (the event's for ``event_results``); ``entry_id``
    (the flight's entry) picks one qualifier's slip or label, all of them without it;
    ``paper`` the slip's roll or A4; ``reprint`` marks the slip's copies as a reprint."""
    _check(what, language, fmt, paper, entry_id)
    if what == EVENT_RESULTS:
        report = event_results(services, tournament_id)
        if fmt == CSV:
            return reports.event_results_csv(report, language)
        return reports.render_event_results(report, language)
    services.stages.flight(tournament_id)  # refused in words when it is not a flight
    if what == SLIPS:
        found = chip_slips(services, tournament_id, entry_id, reprint)
        return slips_paper.render_slips(found, language, paper=Paper(paper))
    if what == LABELS:
        return slips_paper.render_labels(chip_slips(services, tournament_id, entry_id), language)
    if what == REGISTER:
        return documents.register_document(services, tournament_id, language, fmt)
    if what == WAITING_LIST:
        return documents.waiting_list_document(services, tournament_id, language, fmt)
    if what == QUALIFIERS:
        report = qualifiers_report(services, tournament_id)
        if fmt == CSV:
            return reports.qualifiers_csv(report, language)
        return reports.render_qualifiers(report, language)
    ranking = ranking_report(services, tournament_id)
    if fmt == CSV:
        return reports.ranking_csv(ranking, language)
    return reports.render_ranking(ranking, language)


#: The "paper.*" word that names each paper's file (services/papers.paper_name).
_FILE_WORDS = {
    SLIPS: "chip_slip",
    LABELS: "chip_bag_label",
    REGISTER: "flight_register",
    WAITING_LIST: "flight_waiting_list",
    QUALIFIERS: "flight_qualifiers",
    RANKING: "flight_ranking",
    EVENT_RESULTS: "event_results",
}


def file_name(
    services: Services,
    what: str,
    tournament_id: int,
    language: str = "es",
    entry_id: int | None = None,
) -> str:
    """The name (without its suffix) a paper is kept under: what it is, then the flight,
    or the entry and the player's document for one qualifier's slip or label
    ("comprobante-control-fichas-entrada-4-DNI-30000004", "clasificados-por-fichas-Día-1A")."""
    _check(what, language, PDF, Paper.ROLL_80, entry_id)
    key = _FILE_WORDS[what]
    if what == EVENT_RESULTS:
        return papers.paper_name(key, language)
    flight = services.stages.flight(tournament_id)
    number = flight.stages.slip_of.get(entry_id) if entry_id is not None else None
    if number is not None:
        slip = flight.stages.slips[number]
        return papers.paper_name(
            key,
            language,
            entry_id=entry_id,
            document_type=slip.document_type,
            document=slip.document,
        )
    return f"{papers.paper_name(key, language)}-{papers.safe_part(flight.stages.label)}"


def save(
    services: Services,
    what: str,
    tournament_id: int,
    language: str = "es",
    *,
    fmt: str = PDF,
    paper: Paper | str = Paper.ROLL_80,
    entry_id: int | None = None,
    reprint: bool = False,
    data_dir: Path | None = None,
) -> Path:
    """:func:`document`, written to the tournament's papers folder under the data folder
    (this station's, or ``data_dir``) as a new file (services/papers.save_paper: never one
    over another); returns its path. Refused in words when it cannot be written."""
    data = document(services, what, tournament_id, language, fmt=fmt, paper=paper,
                    entry_id=entry_id, reprint=reprint)  # fmt: skip
    name = file_name(services, what, tournament_id, language, entry_id)
    state = services.tournaments.state(tournament_id)
    folder = papers.tournament_folder(
        data_dir if data_dir is not None else services.db.station.data_dir,
        tournament_id,
        state.name,
    )
    raw = data.encode(CSV_ENCODING) if isinstance(data, str) else data
    try:
        return papers.save_paper(folder, name, raw, f".{fmt}")
    except OSError as error:
        raise Refused("stage_papers.not_saved", path=str(folder),
                      error=error.strerror or str(error)) from error  # fmt: skip


# --- messages ------------------------------------------------------------------------------

MESSAGES: dict[str, tuple[str, str]] = {
    "stage_papers.unknown": (
        "«{what}» no es un papel de un evento con series; use {known}.",
        "'{what}' is not a paper of a multi-flight event; use {known}.",
    ),
    "stage_papers.bad_format": (
        "«{fmt}» no es un formato de papel; use {known}.",
        "'{fmt}' is not a paper format; use {known}.",
    ),
    "stage_papers.pdf_only": (
        "Los comprobantes de control de fichas y las etiquetas de las bolsas se imprimen "
        "solo en PDF.",
        "Chip-control slips and chip-bag labels are printed as PDF only.",
    ),
    "stage_papers.bad_paper": (
        "«{paper}» no es un papel para el comprobante; use {known}.",
        "'{paper}' is not a paper for the slip; use {known}.",
    ),
    "stage_papers.bad_language": (
        "«{language}» no es un idioma de los papeles; use {known}.",
        "'{language}' is not a language of the papers; use {known}.",
    ),
    "stage_papers.no_entry_here": (
        "Solo el comprobante y la etiqueta de la bolsa son de una entrada; los reportes son "
        "de la serie o del evento entero.",
        "Only the slip and the bag's label are of one entry; the reports are of the whole "
        "flight or event.",
    ),
    "stage_papers.no_slip": (
        "La entrada {entry} de la serie {label} no tiene un conteo embolsado: no hay "
        "comprobante que imprimir.",
        "Entry {entry} of flight {label} has no bagged count: there is no slip to print.",
    ),
    "stage_papers.no_slips": (
        "La serie {label} no tiene conteos embolsados todavía: no hay comprobantes que imprimir.",
        "Flight {label} has no bagged counts yet: there are no slips to print.",
    ),
    "stage_papers.replaced": (
        "El comprobante n.º {slip} fue reemplazado por un nuevo conteo (n.º {newer}, {chips} "
        "fichas) y quedó anulado: imprima ese.",
        "Slip no. {slip} was replaced by a new count (no. {newer}, {chips} chips) and is "
        "void: print that one.",
    ),
    "stage_papers.not_saved": (
        "No se pudo guardar el papel en «{path}»: {error}",
        "Could not save the paper in '{path}': {error}",
    ),
    "paper.chip_slip": ("comprobante-control-fichas", "chip-control-slip"),
    "paper.chip_bag_label": ("etiqueta-bolsa-fichas", "chip-bag-label"),
    "paper.flight_register": ("registro-inscripciones", "registration-register"),
    "paper.flight_waiting_list": ("lista-de-espera", "waiting-list"),
    "paper.flight_qualifiers": ("clasificados-por-fichas", "qualifiers-by-chips"),
    "paper.flight_ranking": ("clasificacion-serie", "flight-ranking"),
    "paper.event_results": ("resultados-evento", "event-results"),
}

for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message {_key} defined twice")
i18n.CATALOG.update(MESSAGES)

__all__ = [
    "FORMATS",
    "PAPERS",
    "chip_slips",
    "document",
    "event_results",
    "file_name",
    "qualifiers_report",
    "ranking_report",
    "save",
]
