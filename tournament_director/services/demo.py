"""A demonstration tournament, written through the ordinary services.

Everything the demo writes goes through the same commands the floor uses, so the demo's log
looks like a real night: registrations by three operators, notes, and one registration made
by mistake and cancelled by the director with the reason, its refund recorded (money is put
right by its own rule, never undone: domain/money_corrections.py). The names and documents
are invented.

The demo only writes to a new database or to one that holds nothing but the demo staff, so
it can never mix invented players into a house's real records. :func:`write_demo` (the
command line's `demo`) writes it whole or not at all, as :func:`write_aside` writes every
demo: a demo that fails midway leaves no half-made tournament behind.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from stdnum.cl import rut as cl_rut

from tournament_director.domain.errors import Refused
from tournament_director.domain.operators import Operator, pin_matches
from tournament_director.station import Station
from tournament_director.storage import aside, keys
from tournament_director.storage.anchors import journal_path

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

Written = TypeVar("Written")


@dataclass(frozen=True)
class DemoOperator:
    name: str
    role: str
    pin: str


# The demo staff and their PINs are public (docs/export.md, the CLI's output): demo only.
# Six digits each, the house's shortest PIN for directors and cashiers by default.
DEMO_STAFF = (
    DemoOperator("Directora Demo", "director", "123456"),
    DemoOperator("Floor Demo", "floor", "234567"),
    DemoOperator("Cajero Demo", "cashier", "345678"),
)
DEMO_PLAYERS_MAX = 1000
DEMO_STRUCTURE = "Regular 20 minutos"  # a shipped template
DEMO_REGISTRATION_MINUTES = 40  # registrations began this long before the demo was written
DEMO_CLOCK_MINUTES = 7  # the clock started this long ago: level 1 is running
DEMO_ANNOUNCEMENT = "Bienvenidos al torneo de demostración. Cena a las 22:00."
# CLP: 80.000 to the prize pool, 15.000 house fee, 5.000 staff fee.
DEMO_BUY_IN = (80_000, 15_000, 5_000)
DEMO_PRICE = sum(DEMO_BUY_IN)
DEMO_FLOAT = 500_000
_METHODS = ("cash", "card", "voucher", "satellite")
_NATIONALITY = {"DNI": "Argentina", "RUT": "Chile", "CI": "Uruguay", "PASAPORTE": "Brasil"}


@dataclass(frozen=True)
class DemoResult:
    tournament_id: int
    tournament_name: str
    players: int
    operators: tuple[DemoOperator, ...]
    staff_created: bool  # False when the database already had the demo staff


_FIRST_NAMES = (
    "María José", "José Luis", "Sofía", "Martín", "Lucía", "Andrés", "Valentina", "Sebastián",
    "Camila", "Nicolás", "Agustina", "Matías", "Florencia", "Tomás", "Ramón", "Inés",
    "Joaquín", "Belén", "Hernán", "Mónica", "Germán", "Verónica", "Rubén", "Ángela", "Óscar",
    "Raúl", "Jesús", "Ximena", "Iván", "Patricio", "Fernanda", "Gonzalo", "Natalia",
    "Cristóbal", "Débora", "Elías", "Marisol", "Fabián", "Noemí", "Rocío",
)  # fmt: skip
_SURNAMES = (
    "González", "Rodríguez", "Pérez", "Fernández", "López", "Martínez", "Sánchez", "Gómez",
    "Díaz", "Álvarez", "Muñoz", "Rojas", "Castro", "Núñez", "Ibáñez", "Ortiz", "Suárez",
    "Benítez", "Peña", "Ríos", "Domínguez", "Vázquez", "Acuña", "Quiñones", "Giménez",
    "Araújo", "Sosa", "Medina", "Herrera", "Aguirre",
)  # fmt: skip


def is_demo_database(services: Services) -> bool:
    """True for a database with no operators, or with only the demo staff."""
    demo_names = {o.name.casefold() for o in DEMO_STAFF}
    return all(o.name.casefold() in demo_names for o in services.house.operators())


def _rut(number: int) -> str:
    """A Chilean RUT with its modulo-11 check digit (python-stdnum): 12.345.678-5."""
    return cl_rut.format(f"{number}{cl_rut.calc_check_digit(str(number))}")


def _uruguay_ci(number: int) -> str:
    """A Uruguayan cédula with its check digit: 4.123.456-7."""
    digits = f"{number:07d}"
    total = sum(int(d) * w for d, w in zip(digits, (2, 9, 8, 7, 6, 3, 4), strict=True))
    return f"{number:,}".replace(",", ".") + f"-{(10 - total % 10) % 10}"


def _document(rng: random.Random) -> tuple[str, str]:
    """A plausible document: mostly local DNIs, some visitors from Chile, Uruguay, abroad."""
    kind = rng.choices(("DNI", "RUT", "CI", "PASAPORTE"), weights=(70, 12, 10, 8))[0]
    if kind == "DNI":
        return kind, f"{rng.randint(18_000_000, 45_999_999):,}".replace(",", ".")
    if kind == "RUT":
        return kind, _rut(rng.randint(8_000_000, 24_999_999))
    if kind == "CI":
        return kind, _uruguay_ci(rng.randint(1_000_000, 5_999_999))
    letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVXYZ") for _ in range(3))
    return kind, f"{letters}{rng.randint(100_000, 999_999)}"


def _people(rng: random.Random, count: int) -> list[tuple[str, str, str]]:
    """count distinct (name, document type, document) triples."""
    names: set[str] = set()
    documents: set[str] = set()
    people = []
    while len(people) < count:
        surnames = rng.sample(_SURNAMES, 2)
        name = f"{rng.choice(_FIRST_NAMES)} {surnames[0]}"
        if rng.random() < 0.6:
            name += f" {surnames[1]}"
        doc_type, document = _document(rng)
        key = "".join(ch for ch in document if ch.isalnum())
        if name in names or key in documents:
            continue
        names.add(name)
        documents.add(key)
        people.append((name, doc_type, document))
    return people


def _staff(services: Services) -> tuple[dict[str, Operator], bool]:
    """The demo operators, created on a new database, taken as they are on a demo database.

    They are not signed in with their PINs (a demo database from before the six-digit PINs
    would record wrong PINs and lock them): a demo PIN that does not match is set again by the
    demo director, so the PINs the demo prints are always the ones that work.
    """
    house = services.house
    if not house.has_operators():
        director_spec, *others = DEMO_STAFF
        director = house.create_first_director(director_spec.name, director_spec.pin)
        staff = {director_spec.role: director}
        for spec in others:
            staff[spec.role] = house.create_operator(director, spec.name, spec.role, spec.pin)
        return staff, True
    if not is_demo_database(services):
        others = sorted(
            o.name
            for o in house.operators()
            if o.name.casefold() not in {d.name.casefold() for d in DEMO_STAFF}
        )
        raise Refused("demo.not_demo_database", names=", ".join(others))
    staff = {}
    for spec in DEMO_STAFF:
        operator = house.state().by_name(spec.name)
        if operator is None:
            raise Refused("operator.unknown", name=spec.name)
        staff[spec.role] = operator
    for spec in DEMO_STAFF:
        if not pin_matches(spec.pin, staff[spec.role].pin_hash):
            house.change_pin(staff["director"], staff[spec.role].id, spec.pin)
    operators = house.state().operators
    return {role: operators[operator.id] for role, operator in staff.items()}, False


def _record(services: Services, operator: Operator, rng: random.Random, person) -> int:
    """The person's house record: the one already on file (an earlier demo) or a new one."""
    name, doc_type, document = person
    known = services.players.find_document(doc_type, document)
    if known is not None:
        return known.player_id
    born = f"{rng.randint(1950, 2000)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    nationality = _NATIONALITY.get(doc_type, "Argentina")
    return services.players.create(operator, name, doc_type, document, nationality, born).player_id


@contextlib.contextmanager
def _clock_set_back(services: Services, minutes: float) -> Iterator[None]:
    """Write as if it were `minutes` ago, so the demo's log reads like a night in order."""
    real_now = services.now

    def earlier():
        return real_now() - timedelta(minutes=minutes)

    services.now = earlier
    try:
        yield
    finally:
        services.now = real_now


def create_demo(services: Services, players: int = 60, seed: int | None = None) -> DemoResult:
    """Write a fresh demo tournament: the shipped "Regular 20" structure, a buy-in, tables,
    two cashier shifts (the director's closed and reconciled), players with house records
    paying with mixed methods and seated by the room's draw (the button drawn once), notes,
    one registration cancelled and refunded, a clock started a few minutes ago, a bust-out
    and its re-entry, and an announcement.

    Refused, with nothing written, when the database holds operators other than the demo
    staff. seed makes the invented people repeatable; by default each demo tournament in a
    database gets its own (its number).
    """
    if not 1 <= players <= DEMO_PLAYERS_MAX:
        raise Refused("demo.players_range", min=1, max=DEMO_PLAYERS_MAX)
    staff, created = _staff(services)
    director, floor, cashier = staff["director"], staff["floor"], staff["cashier"]
    tournaments = services.tournaments
    number = len(tournaments.list()) + 1
    rng = random.Random(number if seed is None else seed)

    name = "Torneo de demostración — Deepstack nocturno" + (f" ({number})" if number > 1 else "")
    registration = services.registration
    with _clock_set_back(services, DEMO_REGISTRATION_MINUTES):
        tid = tournaments.create(director, name)
        tournaments.add_note(
            director, tid, "Torneo de demostración: jugadores y documentos ficticios."
        )
        structure = services.structures.get(DEMO_STRUCTURE).structure
        services.clock.set_structure(director, tid, structure)
        registration.set_buy_in(director, tid, *DEMO_BUY_IN)
        registration.set_tables(director, tid, -(-players // structure.table_size))
        registration.open_shift(cashier, tid, DEMO_FLOAT)
        registration.open_shift(director, tid, 0)
        people = _people(rng, players + 1)  # one more: the registration made by mistake
        mistaken, people = people[-1], people[:-1]
        mistake_at = max(1, (2 * players) // 3)
        desk = (cashier, cashier, floor)  # most records at the cashier's desk, some at the floor
        for index, person in enumerate(people, start=1):
            operator = director if index <= 2 else desk[index % len(desk)]
            record_id = _record(services, operator, rng, person)
            payer = director if index <= 2 else cashier  # the floor takes no money
            method = rng.choices(_METHODS, weights=(60, 30, 5, 5))[0]
            recorded = registration.buy_entry(payer, tid, record_id, method, DEMO_PRICE)
            if index == min(3, players):
                player_id = recorded[-1].payload["player_id"]
                tournaments.add_note(
                    floor, tid, "Pide sentarse lejos de la ventana por el reflejo.", player_id
                )
            if index == 2 or index == players:  # the director's desk closes after two
                shift = registration.book(tid).open_shift_of(director.id)
                if shift is not None:
                    counted = registration.book(tid).shift_expected(shift.shift_id)
                    registration.close_shift(director, tid, shift.shift_id, counted)
            if index == mistake_at:
                wrong = _record(services, cashier, rng, mistaken)
                bought = registration.buy_entry(cashier, tid, wrong, "cash", DEMO_PRICE)
                registration.cancel_entry(
                    director,
                    tid,
                    bought[-1].payload["entry_id"],
                    "Inscripción por error: era para el torneo del sábado.",
                )
        tournaments.add_note(floor, tid, "Mesa 4: se cambió la baraja a pedido de los jugadores.")
        # House rule "Posición Inicial del Botón de Dealer": one draw for every table.
        services.seating.draw_button(floor, tid)
    with _clock_set_back(services, DEMO_CLOCK_MINUTES):
        services.clock.start(floor, tid)
    services.clock.announce(floor, tid, DEMO_ANNOUNCEMENT, minutes=60)
    if players >= 2 and structure.re_entry.allowed:  # a bust-out in level 1 and a re-entry
        book = registration.book(tid)
        busted = max(book.active_entries(), key=lambda e: e.entry_id)
        registration.eliminate(floor, tid, busted.entry_id)
        registration.buy_entry(cashier, tid, busted.house_player_id, "cash", DEMO_PRICE)
    return DemoResult(tid, name, players, DEMO_STAFF, created)


def write_demo(
    db_path: Path, station: Station, players: int = 60, seed: int | None = None
) -> DemoResult:
    """The demo tournament (:func:`create_demo`) written into ``db_path`` whole or not at
    all (:func:`write_aside`)."""
    return write_aside(db_path, station, lambda services: create_demo(services, players, seed))


def write_aside(db_path: Path, station: Station, write: Callable[[Services], Written]) -> Written:
    """Run ``write`` (a demo's many commands) on a database written whole or not at all:
    on a copy of the database (or a new file) in a folder beside it, with its own anchor
    journal and backups, then put in place with SQLite's online backup and its anchors
    appended to the record's journal (storage/aside.py). A failure midway (a refusal, an
    error, an interruption) leaves the database, its key folder and its journal as they
    were; a database that is not a demo one is refused before any work."""
    from tournament_director.services.app_services import open_services

    db_path = Path(db_path)
    existed = db_path.exists()
    if existed:
        # Opened once where it is: a record of an older version is migrated there, with its
        # backup, and a database that is not a demo one is refused before any work.
        services = open_services(db_path, station=station)
        try:
            if not is_demo_database(services):
                _staff(services)  # refused in words, naming the house's own operators
        finally:
            services.close()
    db_path.parent.mkdir(parents=True, exist_ok=True)  # as a new record's folder is made
    folder = Path(tempfile.mkdtemp(prefix=f".{db_path.name}.", dir=db_path.parent))
    work = folder / db_path.name
    record_id: str | None = None
    put = False
    try:
        copied_at = aside.copy_for_work(db_path, work) if existed else None
        working = replace(station, anchor_dir=folder / "anchors", backup_dir=folder / "backups")
        services = open_services(work, station=working)
        try:
            record_id = services.db.record_id
            result = write(services)
        finally:
            services.close()
        aside.put_in_place(work, db_path, copied_at)
        put = True
        assert record_id is not None
        aside.append_journal(
            journal_path(folder / "anchors", record_id), journal_path(station.anchor_dir, record_id)
        )
        return result
    finally:
        if not put and not existed and record_id is not None:
            # The key of a record that never came to be.
            keys.key_path(station.key_dir, record_id).unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)
