"""Multi-flight events on the command line: `slip verify`, the stage commands of `batch`, and
`demo --flights` (services/demo_flights.py).

No logic of its own: `slip verify` reads the record read-only and asks
``services.stages.check`` (domain/stages.check_slip) whether a chip-control slip is genuine;
the batch commands call ``services.stages`` and say in their answer what happened.

Importing this module loads no services (the command line builds its parser from it on every
call): each function imports what it works with.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_director import i18n, paths
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import DEFAULT_CURRENCY, format_amount, format_count
from tournament_director.i18n import t
from tournament_director.station import Station

if TYPE_CHECKING:
    from tournament_director.domain import stages as domain
    from tournament_director.domain.events import RecordedEvent
    from tournament_director.domain.operators import Operator
    from tournament_director.services import Services
    from tournament_director.services.demo_flights import FlightsDemoResult

EXIT_OK = 0
EXIT_REFUSED = 2
EXIT_SLIP_REFUSED = 3

Handler = Callable[[argparse.Namespace, Path, str | None], int]
TextField = Callable[..., str]
NumberField = Callable[..., int | None]

#: The start of a flight as the batch takes it: ISO ("2026-11-27T18:00", "2026-11-27 18:00")
#: or as the room writes it ("27/11/2026 18:00").
_START_FORMATS = ("%d/%m/%Y %H:%M", "%d-%m-%Y %H:%M")

#: Players per flight in `demo --flights` by default, as the help says it without loading
#: the services (services.demo_flights.DEMO_FLIGHT_PLAYERS, the one the demo uses;
#: tests/cli/test_startup_imports.py keeps them equal).
DEMO_FLIGHT_PLAYERS = 36


# --- arguments ------------------------------------------------------------------------------


def add_commands(
    command: Callable[[str, str], argparse.ArgumentParser],
    global_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    """Add `slip verify` with cli.py's `command(name, help_key)` helper; ``global_options``
    gives the sub-subcommand --data-dir, --db and --lang as every command has them."""
    slip = command("slip", "cli.help.slip")
    actions = slip.add_subparsers(
        dest="slip_command", title=t("cli.commands"), metavar="ACTION", required=True
    )
    verify = actions.add_parser(
        "verify",
        help=t("cli.help.slip_verify"),
        description=t("cli.help.slip_verify"),
        epilog=t("cli.epilog"),
    )
    global_options(verify)
    verify.add_argument("--code", required=True, metavar="TEXT", help=t("cli.help.slip_code"))
    verify.add_argument("--event", type=_event_id, metavar="ID", help=t("cli.help.slip_event"))
    verify.add_argument("--key", type=Path, metavar="FILE", help=t("cli.help.key"))
    verify.add_argument("--json", action="store_true", help=t("cli.help.json"))


def _event_id(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value < 2**63:
        raise argparse.ArgumentTypeError(t("cli.bad_number", value=text))
    return value


# --- slip verify ------------------------------------------------------------------------------


def _slip(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """`slip verify`: the record opened read-only (never written), the slip checked as the
    accreditation desk checks it (house "Etapa Final", domain.check_slip)."""
    from tournament_director.domain import stages as domain
    from tournament_director.services import open_services

    db_path = args.db if args.db is not None else data_dir / paths.DATABASE_NAME
    if not db_path.is_file():  # opening a file that does not exist would create it
        raise Refused("db.missing", path=str(db_path))
    services = open_services(
        db_path, read_only=True, station=Station.load(data_dir), key_file=args.key
    )
    try:
        if services.db.key is None:
            raise Refused("cli.slip.no_key", path=str(args.key or services.db.expected_key_path))
        try:
            code = domain.parse_code(args.code)
            event_id = args.event if args.event is not None else _event_of(services, code)
            checked = services.stages.check(event_id, args.code)
        except Refused as refusal:
            if not refusal.key.startswith("slip."):
                raise  # not about the slip: --event names no event
            return _refused(args, refusal)
        return _genuine(args, services, event_id, checked)
    finally:
        services.close()


def _event_of(services: Services, code: domain.SlipCode) -> int:
    """The event a code names: that of the flight it names (a typed code carries only the
    flight; a QR whose event was altered is then checked against the flight's own event and
    refused as altered), else the event the QR names. Refused as made up (or from another
    record) when the record has neither."""
    from tournament_director.domain import stages as domain

    known = {s.id for s in services.tournaments.list()}
    key = services.db.key
    if code.scanned and key is not None and code.record != key.record_id[:8].upper():
        raise domain.SlipRefused("other_record")
    if code.flight_id in known:
        stages = services.tournaments.state(code.flight_id).stages
        if stages.is_flight and stages.event_id is not None:
            return stages.event_id
    scanned_event = code.event_id if code.scanned and code.event_id in known else None
    if scanned_event is not None and services.tournaments.state(scanned_event).stages.is_event:
        return scanned_event
    raise domain.SlipRefused("made_up")


def _refused(args: argparse.Namespace, refusal: Refused) -> int:
    reason = refusal.key.split(".", 1)[1]
    if args.json:
        print(json.dumps({"genuine": False, "reason": reason, "error": refusal.message}))
    else:
        print(refusal.message, file=sys.stderr)
    return EXIT_SLIP_REFUSED


def _genuine(
    args: argparse.Namespace, services: Services, event_id: int, checked: domain.SlipCheck
) -> int:
    from tournament_director.domain import stages as domain

    slip, flight = checked.slip, checked.flight
    event = services.stages.event(event_id)
    label = flight.stages.label
    lines = [
        t(
            "cli.slip.genuine",
            slip=slip.slip,
            label=label,
            event=event.name,
            id=event_id,
        ),
        t(
            "cli.slip.player",
            name=slip.name,
            document_type=slip.document_type,
            document=slip.document,
            entry=slip.entry_id,
        ),
        t(
            "cli.slip.count",
            chips=format_count(slip.chips),
            level=slip.level,
            who=_confirmed_words(slip.confirmed_by),
            at=domain.local_time(slip.issued_at),
            operator=slip.operator,
            final_level=slip.final_level,
        ),
    ]
    directory = services.house.known().directory
    mine = domain.qualifications(
        services.stages.flights(event_id), directory.canonical, slip.house_player_id
    )
    counting = domain.counting_slip(mine, event.stages.settings.stack) if mine else slip
    if len(mine) > 1:
        lines.append(
            t(
                "cli.slip.twice",
                name=slip.name,
                count=len(mine),
                rule=t(f"cli.slip.rule.{event.stages.settings.stack}"),
                slip=counting.slip,
                label=event.stages.flight_label(counting.flight_id),
                chips=format_count(counting.chips),
            )
        )
    lines.append(t("cli.slip.not_accredited"))
    if args.json:
        print(
            json.dumps(
                {
                    "genuine": True,
                    "event": event_id,
                    "event_name": event.name,
                    "flight": slip.flight_id,
                    "flight_label": label,
                    "slip": slip.slip,
                    "entry": slip.entry_id,
                    "player": slip.name,
                    "house_player": slip.house_player_id,
                    "document_type": slip.document_type,
                    "document": slip.document,
                    "chips": slip.chips,
                    "level": slip.level,
                    "final_level": slip.final_level,
                    "table": slip.table,
                    "seat": slip.seat,
                    "confirmed_by": slip.confirmed_by,
                    "issued_at": slip.issued_at,
                    "issued_by": slip.operator,
                    "counts": counting.flight_id == slip.flight_id and counting.slip == slip.slip,
                    "text": " ".join(lines),
                },
                ensure_ascii=False,
            )
        )
    else:
        print("\n".join(lines))
    return EXIT_OK


def _confirmed_words(confirmed_by: str) -> str:
    from tournament_director.domain import stages as domain

    if confirmed_by == domain.PLAYER_CONFIRMED:
        return t("cli.slip.by_player")
    return confirmed_by


# --- demo --flights ---------------------------------------------------------------------------


def demo_flights(args: argparse.Namespace, data_dir: Path, language: str | None) -> int:
    """`demo --flights`: the event written aside and put in place whole
    (services/demo_flights.py), then said: the staff, three slips to try at the desk."""
    from tournament_director.services.demo_flights import DEMO_FLIGHT_PLAYERS, write_demo_flights

    db_path = args.db if args.db is not None else data_dir / paths.DEMO_DATABASE_NAME
    players = args.players if args.players is not None else DEMO_FLIGHT_PLAYERS
    try:
        result = write_demo_flights(db_path, Station.load(data_dir), players)
    except Refused as refusal:
        if refusal.key == "demo.not_demo_database":
            print(refusal.message, file=sys.stderr)
            print(t("cli.demo.use_new_db"), file=sys.stderr)
            return EXIT_REFUSED
        raise
    _say_demo(result, db_path)
    if args.no_window:
        return EXIT_OK
    from tournament_director.app import run_console  # Qt only for the console

    return run_console(db_path, data_dir, open_tournament=result.event_id, language=language)


def _say_demo(result: FlightsDemoResult, db_path: Path) -> None:
    print(
        t(
            "cli.demo.flights_done",
            id=result.event_id,
            name=result.event_name,
            flights=", ".join(f"{label} ({fid})" for fid, label in result.flights),
            players=result.players,
            qualifiers=result.qualifiers,
            chips=format_count(result.chips),
            path=db_path.resolve(),
        )
    )
    roles = {o.role: t("role." + o.role) for o in result.operators}
    width = max(map(len, roles.values()))
    for operator in result.operators:
        print(f"  {operator.name:<16} {roles[operator.role]:<{width}} {operator.pin}")
    print(t("cli.demo.slips"))
    for slip in result.slips:
        print(
            t(
                "cli.demo.slip",
                name=slip.name,
                document_type=slip.document_type,
                document=slip.document,
                chips=format_count(slip.chips),
                label=slip.label,
                code=slip.code,
                qr=slip.qr,
            )
        )
    if result.replaced is not None:
        old = result.replaced
        print(t("cli.demo.slip_replaced", name=old.name, code=old.code, label=old.label))
    print(t("cli.demo.slip_try", path=db_path.resolve(), code=result.slips[0].code))
    sys.stdout.flush()


# --- batch ------------------------------------------------------------------------------------

#: The batch commands of multi-flight events besides create_event (docs/batch.md).
BATCH_COMMANDS = (
    "set_flight_end",
    "bag_chips",
    "close_flight",
    "fix_event_pool",
    "accredit",
    "accredit_without_slip",
)


def create_event(
    services: Services,
    operator: Operator,
    command: dict[str, Any],
    text: TextField,
) -> dict[str, Any]:
    """The batch's ``create_event``: the final stage's tournament (the event) and one
    tournament per flight, in one transaction (services.stages.create_event)."""
    from tournament_director.services.stages import FlightPlan

    name = text(command, "name")
    plans = [FlightPlan(label, start) for label, start in _flight_plans(command.get("flights"))]
    settings = _settings(command.get("settings"))
    event_id = services.stages.create_event(operator, name, plans, settings)
    flights = services.stages.flights(event_id)
    event = services.stages.event(event_id)
    return {
        "ok": True,
        "seq": len(services.tournaments.events(event_id)),
        "tournament": event_id,
        "flights": [
            {"tournament": ref.tournament_id, "label": ref.label, "starts_at": ref.starts_at}
            for ref in event.stages.flights
            if ref.tournament_id in flights
        ],
    }


def _flight_plans(value: object) -> list[tuple[str, datetime]]:
    """The flights' field: a list of {"label", "starts_at"}, 1 to FLIGHTS_MAX of them."""
    from tournament_director.domain import stages as domain

    if not isinstance(value, list) or not all(isinstance(f, dict) for f in value):
        raise Refused("cli.batch.bad_flights")
    if not 1 <= len(value) <= domain.FLIGHTS_MAX:
        raise Refused("stages.flight_count", count=len(value), max=domain.FLIGHTS_MAX)
    plans = []
    for flight in value:
        label = flight.get("label")
        if not isinstance(label, str):
            raise Refused("cli.batch.bad_flights")
        label = domain.clean_label(label)
        plans.append((label, _start(label, flight.get("starts_at"))))
    return plans


def _start(label: str, value: object) -> datetime:
    """A flight's start, local time: "2026-11-27 18:00", "2026-11-27T18:00", "27/11/2026
    18:00"; seconds and a time zone are not taken."""
    text = value.strip() if isinstance(value, str) else ""
    if 10 <= len(text) <= 20:
        try:
            moment = datetime.fromisoformat(text)
            if moment.tzinfo is None and len(text) == 16:
                return moment
        except ValueError:
            for pattern in _START_FORMATS:
                try:
                    return datetime.strptime(text, pattern)
                except ValueError:
                    continue
    shown = str(value)[:40] if isinstance(value, str | int | float) else "—"
    raise Refused("cli.batch.bad_start", label=label, value=shown)


def _settings(value: object) -> domain.StageSettings:
    from tournament_director.domain import stages as domain

    if value is None:
        return domain.StageSettings()
    if not isinstance(value, dict):
        raise Refused("cli.batch.bad_settings")
    for name in ("assignment", "entries", "stack"):
        if name in value and not isinstance(value[name], str):
            raise Refused("cli.batch.bad_settings")
    return domain.StageSettings.from_dict(value).check()


def batch_runners(
    services: Services,
    operator: Operator,
    command: dict[str, Any],
    text: TextField,
    number: NumberField,
) -> dict[str, Callable[[int], list[RecordedEvent]]]:
    """The batch's stage commands, by name: each takes the tournament id (the flight, or
    the event for the pool and accreditation) and returns what it recorded."""
    stages = services.stages
    return {
        "set_flight_end": lambda tid: stages.set_flight_end(
            operator,
            tid,
            number(command, "level", optional=True),
            number(command, "qualifiers", optional=True),
            text(command, "reason", ""),
        ),
        "bag_chips": lambda tid: stages.bag(
            operator,
            tid,
            _entry(services, command, tid, number),
            number(command, "chips"),
            _confirmed_by(services, command, text),
        ),
        "close_flight": lambda tid: stages.close_flight(operator, tid),
        "fix_event_pool": lambda tid: stages.fix_pool(operator, tid, _reason(command, text)),
        "accredit": lambda tid: stages.accredit(
            operator, tid, text(command, "code"), text(command, "document")
        ),
        "accredit_without_slip": lambda tid: stages.accredit_without_slip(
            operator,
            tid,
            number(command, "flight"),
            number(command, "entry"),
            text(command, "document"),
        ),
    }


def _entry(services: Services, command: dict[str, Any], tid: int, number: NumberField) -> int:
    """The qualifier's entry, or the house player's entry in play in the flight."""
    if command.get("entry") is None and command.get("player") is not None:
        return services.penalties.entry_of_player(tid, number(command, "player"))
    return number(command, "entry")


def _confirmed_by(services: Services, command: dict[str, Any], text: TextField) -> str:
    """Who confirmed the count: "player", or a second operator with his PIN (checked as at
    the console; a wrong PIN counts towards his lock)."""
    from tournament_director.domain import stages as domain

    who = text(command, "confirmed_by")
    if who.strip().casefold() == domain.PLAYER_CONFIRMED:
        return domain.PLAYER_CONFIRMED
    pin = command.get("pin")
    if not isinstance(pin, str) or not pin:
        raise Refused("cli.batch.confirm_pin", name=who.strip()[:60])
    return services.stages.confirm_operator(who, pin)


def _reason(command: dict[str, Any], text: TextField) -> str:
    """House "Premios": a director fixing the pool before the last flight's registration
    closed says why."""
    reason = text(command, "reason", "")
    if not reason.strip():
        raise Refused("cli.batch.pool_reason")
    return reason


def batch_answer(
    services: Services, cmd: str, tid: int, recorded: Sequence[RecordedEvent]
) -> dict[str, Any]:
    """What a stage command answers besides ok, seq and tournament: what happened, in
    figures and in words."""
    from tournament_director.domain import stages as domain

    stages = services.stages
    match cmd:
        case "set_flight_end":
            flight = stages.flight(tid).stages
            return {
                "level": flight.end_level,
                "qualifiers": flight.end_qualifiers,
                "text": _end_words(flight),
            }
        case "bag_chips":
            bagged = next(r for r in recorded if r.type == domain.ChipsBagged.TYPE)
            slip = stages.slip(tid, bagged.payload["slip"])
            qr, code = stages.slip_codes(tid, slip.slip)
            label = stages.flight(tid).stages.label
            words = t(
                "cli.batch.bagged",
                slip=slip.slip,
                label=label,
                name=slip.name,
                chips=format_count(slip.chips),
                who=_confirmed_words(slip.confirmed_by),
            )
            replaces = bagged.payload.get("replaces")
            if replaces is not None:
                words += " " + t("cli.batch.bag_replaces", slip=replaces)
            return {
                "slip": slip.slip,
                "entry": slip.entry_id,
                "player": slip.name,
                "chips": slip.chips,
                "replaces": replaces,
                "qr": qr,
                "code": code,
                "text": words,
            }
        case "close_flight":
            flight = stages.flight(tid).stages
            closed = flight.closed or {}
            event = stages.event(flight.event_id)
            words = t(
                "cli.batch.closed",
                label=flight.label,
                count=len(closed.get("qualifiers", [])),
                chips=format_count(closed.get("chips", 0)),
            )
            if event.stages.pool is not None:
                words += " " + _pool_words(event)
            return {
                "qualifiers": len(closed.get("qualifiers", [])),
                "chips": closed.get("chips", 0),
                "pool_fixed": event.stages.pool is not None,
                "text": words,
            }
        case "fix_event_pool":
            event = stages.event(tid)
            pool = event.stages.pool or {}
            return {
                "entries": sum(f["entries"] for f in pool.get("flights", [])),
                "prize_pool": sum(f["prize"] for f in pool.get("flights", [])),
                "text": _pool_words(event),
            }
        case "accredit" | "accredit_without_slip":
            return _accredited_answer(services, tid, recorded)
    return {}


def _end_words(flight: domain.Stages) -> str:
    level, qualifiers = flight.end_level, flight.end_qualifiers
    if level is not None and qualifiers is not None:
        return t("cli.batch.end_both", label=flight.label, level=level, count=qualifiers)
    if level is not None:
        return t("cli.batch.end_level", label=flight.label, level=level)
    return t("cli.batch.end_qualifiers", label=flight.label, count=qualifiers)


def _pool_words(event: Any) -> str:
    pool = event.stages.pool
    entries = sum(f["entries"] for f in pool["flights"])
    prize = sum(f["prize"] for f in pool["flights"])
    currency = event.structure.currency if event.structure is not None else DEFAULT_CURRENCY
    per_flight = ", ".join(
        f"{event.stages.flight_label(f['flight'])} {f['entries']}" for f in pool["flights"]
    )
    return t(
        "cli.batch.pool",
        entries=entries,
        prize=format_amount(prize, currency),
        flights=per_flight,
    )


def _accredited_answer(
    services: Services, tid: int, recorded: Sequence[RecordedEvent]
) -> dict[str, Any]:
    from tournament_director.domain import stages as domain
    from tournament_director.domain.penalties import penalty_words

    accredited = next(r for r in recorded if r.type == domain.QualifierAccredited.TYPE)
    purchase = next(r for r in recorded if r.type == "PurchaseMade")
    data = accredited.payload
    event = services.stages.event(tid)
    flight = services.stages.flight(data["flight_id"])
    slip = flight.stages.slips[flight.stages.slip_of[data["flight_entry_id"]]]
    label = flight.stages.label
    table, seat = purchase.payload["table"], purchase.payload["seat"]
    chips = format_count(data["chips"])
    if data["with_slip"]:
        words = t(
            "cli.batch.accredited",
            name=slip.name,
            chips=chips,
            slip=data["slip"],
            label=label,
            table=table,
            seat=seat,
        )
    else:
        words = t(
            "cli.batch.accredited_without_slip",
            name=slip.name,
            chips=chips,
            label=label,
            table=table,
            seat=seat,
        )
    if data["forfeited"]:
        words += " " + t(
            "cli.batch.forfeited",
            slips=", ".join(
                t(
                    "cli.batch.forfeited_one",
                    label=event.stages.flight_label(f["flight"]),
                    chips=format_count(f["chips"]),
                )
                for f in data["forfeited"]
            ),
        )
    answer: dict[str, Any] = {
        "entry": data["entry_id"],
        "player": slip.name,
        "chips": data["chips"],
        "table": table,
        "seat": seat,
        "flight": data["flight_id"],
        "flight_entry": data["flight_entry_id"],
        "slip": data["slip"],
        "forfeited": [dict(f) for f in data["forfeited"]],
    }
    penalties = [r for r in recorded if r.type == "PenaltyGiven"]
    if penalties:
        penalty = services.penalties.penalty(tid, penalties[-1].seq)
        answer["penalty"] = penalty.penalty_id
        words += " " + penalty_words(penalty)
    answer["text"] = words
    return answer


# --- messages ---------------------------------------------------------------------------------

MESSAGES: dict[str, tuple[str, str]] = {
    "cli.help.slip": (
        "comprobantes de control de fichas de los eventos con series",
        "chip-control slips of multi-flight events",
    ),
    "cli.help.slip_verify": (
        "dice si un comprobante de control de fichas es auténtico, de quién y por cuántas "
        "fichas, o por qué no (sale con 0 si es auténtico, 3 si se rechaza)",
        "say whether a chip-control slip is genuine, for whom and for what count, or why not "
        "(exit 0 genuine, 3 refused)",
    ),
    "cli.help.slip_code": (
        "el texto del QR del comprobante o su código impreso (p. ej. 12-7-K3F9Q-7XW2M)",
        "the slip's QR text or its printed code (e.g. 12-7-K3F9Q-7XW2M)",
    ),
    "cli.help.slip_event": (
        "el evento (el número de su etapa final); por defecto, el que dice el código",
        "the event (its final stage's id); by default the one the code names",
    ),
    "cli.help.flights": (
        "escribe en cambio un evento con dos series clasificatorias terminadas y la etapa "
        "final lista para acreditar (--players: jugadores por serie, {default} si no se indica)",
        "write a multi-flight event instead: two finished flights and a final stage ready for "
        "accreditation (--players: players per flight, {default} unless given)",
    ),
    "cli.slip.no_key": (
        "Falta la llave de este registro (se esperaba en {path}): sin ella no se puede "
        "verificar ningún comprobante. Restaure la carpeta de llaves desde su copia de "
        "seguridad, o indique la copia de la llave con --key ARCHIVO.",
        "This record's key is missing (expected at {path}): without it no slip can be "
        "checked. Put the key folder back from its backup, or give the key's copy with "
        "--key FILE.",
    ),
    "cli.slip.genuine": (
        "Comprobante auténtico: n.º {slip} de la serie {label} de «{event}» (evento {id}).",
        "Genuine slip: no. {slip} of flight {label} of '{event}' (event {id}).",
    ),
    "cli.slip.player": (
        "Jugador: {name}, {document_type} {document} (entrada {entry} de la serie).",
        "Player: {name}, {document_type} {document} (entry {entry} of the flight).",
    ),
    "cli.slip.count": (
        "Conteo: {chips} fichas, embolsadas en el nivel {level}, confirmadas por {who}; "
        "emitido a las {at} por {operator}. La etapa final empieza en el nivel {final_level}.",
        "Count: {chips} chips, bagged at level {level}, confirmed by {who}; issued at {at} by "
        "{operator}. The final stage starts at level {final_level}.",
    ),
    "cli.slip.by_player": ("el jugador", "the player"),
    "cli.slip.twice": (
        "{name} clasificó {count} veces en este evento: cuenta el stack de la regla del "
        "evento ({rule}), el comprobante n.º {slip} de la serie {label} ({chips} fichas); los "
        "demás se pierden al acreditarse.",
        "{name} qualified {count} times in this event: the stack that counts is the event's "
        "rule's ({rule}), slip no. {slip} of flight {label} ({chips} chips); the others are "
        "forfeited at accreditation.",
    ),
    "cli.slip.rule.largest": ("el más grande", "the largest"),
    "cli.slip.rule.first": ("el de la primera serie", "the first flight's"),
    "cli.slip.rule.last": ("el de la última serie", "the last flight's"),
    "cli.slip.not_accredited": (
        "Todavía no se acreditó: preséntelo con el documento del jugador en la acreditación.",
        "Not accredited yet: present it with the player's document at the accreditation desk.",
    ),
    "cli.demo.flights_done": (
        "Evento {id}: «{name}», series {flights}: {players} jugadores, {qualifiers} "
        "clasificados con {chips} fichas; la etapa final está lista para acreditar.\n"
        "Base de datos: {path}\nPersonal de demostración (nombre, rol, PIN):",
        "Event {id}: '{name}', flights {flights}: {players} players, {qualifiers} qualifiers "
        "with {chips} chips; the final stage is ready for accreditation.\n"
        "Database: {path}\nDemo staff (name, role, PIN):",
    ),
    "cli.demo.slips": (
        "Comprobantes para probar en la acreditación (el documento del jugador, el código "
        "impreso y el texto del QR):",
        "Slips to try at the accreditation desk (the player's document, the printed code and "
        "the QR's text):",
    ),
    "cli.demo.slip": (
        "  {name} ({document_type} {document}), {chips} fichas, serie {label}\n"
        "    código {code}\n    QR     {qr}",
        "  {name} ({document_type} {document}), {chips} chips, flight {label}\n"
        "    code {code}\n    QR   {qr}",
    ),
    "cli.demo.slip_replaced": (
        "Un comprobante reemplazado por un nuevo conteo (la acreditación lo rechaza): {code} "
        "({name}, serie {label}).",
        "A slip replaced by a recount (the desk refuses it): {code} ({name}, flight {label}).",
    ),
    "cli.demo.slip_try": (
        'Verifique uno desde aquí: tournament-director slip verify --db "{path}" --code {code}',
        'Check one from here: tournament-director slip verify --db "{path}" --code {code}',
    ),
    "cli.batch.bad_flights": (
        'El campo «flights» debe ser una lista de series, cada una {"label": "Día 1A", '
        '"starts_at": "2026-11-27 18:00"}.',
        'The field \'flights\' must be a list of flights, each {"label": "Day 1A", '
        '"starts_at": "2026-11-27 18:00"}.',
    ),
    "cli.batch.bad_start": (
        "El inicio de la serie {label} debe ser una fecha y hora como 2026-11-27 18:00 o "
        "27/11/2026 18:00; se indicó «{value}».",
        "The start of flight {label} must be a date and time such as 2026-11-27 18:00 or "
        "27/11/2026 18:00; '{value}' was given.",
    ),
    "cli.batch.bad_settings": (
        "El campo «settings» debe ser un objeto con textos en assignment (choose, draw), "
        "entries (once, later_flight) y stack (largest, first, last).",
        "The field 'settings' must be an object with texts in assignment (choose, draw), "
        "entries (once, later_flight) and stack (largest, first, last).",
    ),
    "cli.batch.confirm_pin": (
        "El conteo lo confirma {name}: indique su PIN en «pin» (o «confirmed_by»: «player» "
        "si lo confirmó el jugador).",
        "The count is confirmed by {name}: give his PIN in 'pin' (or 'confirmed_by': "
        "'player' when the player confirmed it).",
    ),
    "cli.batch.pool_reason": (
        "Indique en «reason» por qué se fija el pozo antes de que cierre la inscripción de "
        "la última serie; queda en el registro.",
        "Say in 'reason' why the pool is fixed before the last flight's registration "
        "closed; it goes into the record.",
    ),
    "cli.batch.end_both": (
        "La serie {label} termina al final del nivel {level} o cuando {count:quede 1 jugador|"
        "queden {count} jugadores}, lo que ocurra primero.",
        "Flight {label} ends at the end of level {level} or when {count:1 player remains|"
        "{count} players remain}, whichever comes first.",
    ),
    "cli.batch.end_level": (
        "La serie {label} termina al final del nivel {level}.",
        "Flight {label} ends at the end of level {level}.",
    ),
    "cli.batch.end_qualifiers": (
        "La serie {label} termina cuando {count:quede 1 jugador|queden {count} jugadores}.",
        "Flight {label} ends when {count:1 player remains|{count} players remain}.",
    ),
    "cli.batch.bagged": (
        "Comprobante n.º {slip} de la serie {label}: {name}, {chips} fichas, confirmado por {who}.",
        "Slip no. {slip} of flight {label}: {name}, {chips} chips, confirmed by {who}.",
    ),
    "cli.batch.bag_replaces": (
        "Reemplaza al n.º {slip}, que queda anulado.",
        "It replaces no. {slip}, void from now on.",
    ),
    "cli.batch.closed": (
        "Serie {label} cerrada: {count} {count:clasificado|clasificados} con {chips} fichas.",
        "Flight {label} closed: {count} {count:qualifier|qualifiers} with {chips} chips.",
    ),
    "cli.batch.pool": (
        "El pozo del evento está fijado: {entries} {entries:entrada|entradas}, {prize} para "
        "premios ({flights}).",
        "The event's pool is fixed: {entries} {entries:entry|entries}, {prize} to the prizes "
        "({flights}).",
    ),
    "cli.batch.accredited": (
        "{name} acreditado con {chips} fichas (comprobante n.º {slip} de la serie {label}): "
        "mesa {table}, asiento {seat}.",
        "{name} accredited with {chips} chips (slip no. {slip} of flight {label}): table "
        "{table}, seat {seat}.",
    ),
    "cli.batch.accredited_without_slip": (
        "{name} acreditado sin comprobante, con el conteo registrado de {chips} fichas "
        "(serie {label}): mesa {table}, asiento {seat}.",
        "{name} accredited without a slip, with the recorded count of {chips} chips (flight "
        "{label}): table {table}, seat {seat}.",
    ),
    "cli.batch.forfeited": (
        "Pierde sus otras clasificaciones: {slips}.",
        "His other qualifications are forfeited: {slips}.",
    ),
    "cli.batch.forfeited_one": ("{label}, {chips} fichas", "{label}, {chips} chips"),
}

for _key in MESSAGES:
    if _key in i18n.CATALOG and i18n.CATALOG[_key] != MESSAGES[_key]:
        raise RuntimeError(f"message {_key} defined twice")
i18n.CATALOG.update(MESSAGES)

COMMANDS: dict[str, Handler] = {"slip": _slip}
