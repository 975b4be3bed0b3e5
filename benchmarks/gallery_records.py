"""The records the gallery shows, written through the ordinary services (benchmarks/gallery.py).

- ``demo``: the console's demo (`services.demo.create_demo`), its clock running in level 1,
  with a few entries on the house's lists (an exclusion, a self-exclusion, a staff member, a
  possible duplicate) so that every page of Players and lists has something to show.
- ``night``: a turbo with rebuys played to the end: players bought in at the desk from a
  cashier's shift, the room full and a waiting list, the clock started, a bust-out and a
  player seated from the waiting list, a rebuy and an add-on, late registration closed (the
  pool fixed), bust-outs with every seating decision confirmed (moves, a table broken, the
  final-table redraw), a deal among the last three, the winner, and two prizes paid (one in
  cash from the shift, one by bank transfer). The same record holds a second tournament
  stopped at the final three on a break (the big screen's break, the deal dialog), and a
  third at its first colour-up break (the 25s off for 100s) with table 1's chip race recorded
  and the other tables still to race (the chip race assistant and its papers).
- ``flights``: a multi-flight event (`services.demo_flights.create_demo_flights`): two
  flights played down, bagged and closed, the final stage ready, three qualifiers accredited;
  and a second event whose only flight has just reached its qualifiers, half of them bagged.
- ``empty``: a record with no operators (the first start).

Times: the night is written with a clock that starts hours ago and moves on a few minutes
with every hand, ending now, so the log and the papers read like a night in order.
"""

from __future__ import annotations

import random
import traceback
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tournament_director.domain.balancing import DecisionKind
from tournament_director.domain.deals import ICM
from tournament_director.domain.errors import Refused
from tournament_director.services import open_services
from tournament_director.services.demo import DEMO_STAFF, _clock_set_back, _people, create_demo
from tournament_director.services.structures import shipped_templates

DEMO_DB, NIGHT_DB, EMPTY_DB = "demo.sqlite3", "night.sqlite3", "empty.sqlite3"
FLIGHTS_DB = "flights.sqlite3"
NIGHT_STAFF = (("Ana Directora", "director", "123456"), ("Carla Caja", "cashier", "345678"))
NIGHT_FLOOR = ("Bruno Piso", "floor", "5678")
NIGHT_NAME = "Turbo del jueves — recompras y add-on"
FINAL_NAME = "Mesa final de demostración"
CHIP_RACE_NAME = "Regular del viernes — retiro de fichas"
NATIONALITY = {"DNI": "Argentina", "RUT": "Chile", "CI": "Uruguay", "PASAPORTE": "Brasil"}
PRICE = 100_000  # CLP: 80,000 to the prize pool, 15,000 fee, 5,000 staff fee


class Moment:
    """A clock the services read; the builder moves it on."""

    def __init__(self, start: datetime) -> None:
        self.moment = start

    def __call__(self) -> datetime:
        return self.moment

    def on(self, minutes: float) -> None:
        self.moment += timedelta(minutes=minutes)


@dataclass
class Records:
    """Where the records are and what the gallery needs to find in them."""

    folder: Path
    demo: dict = field(default_factory=dict)
    night: dict = field(default_factory=dict)
    empty: dict = field(default_factory=dict)
    flights: dict = field(default_factory=dict)
    #: record -> why it could not be written (its shots fail with this reason)
    problems: dict[str, str] = field(default_factory=dict)
    #: what could not be added to a record that was written (said in the summary)
    notes: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "folder": str(self.folder),
            "demo": self.demo,
            "night": self.night,
            "empty": self.empty,
            "flights": self.flights,
        }


# --- the demo -------------------------------------------------------------------------------


def build_demo(folder: Path, notes: list[str]) -> dict:
    services = open_services(folder / DEMO_DB)
    try:
        result = create_demo(services, players=60, seed=7)
        staff = {spec.role: services.house.state().by_name(spec.name) for spec in DEMO_STAFF}
        director = staff["director"]
        players = services.players
        # The house's lists and a possible duplicate (the same person typed twice at the desk,
        # with two kinds of document): extras, so each is tried on its own.
        known = next(r for r in players.directory().records.values() if r.document_type == "DNI")
        extras = (
            (players.exclude, director, "27.345.678", "Rodolfo Ibarra Peña"),
            (players.exclude, director, "31.222.333", "Marcela Fuentes", "self_exclusion"),
            (players.add_staff, director, "29.876.543", "Luis Croupier Díaz", "crupier, noche"),
            (players.create, staff["cashier"], known.name.upper(), "PASAPORTE", known.document,
             "Brasil", known.birth_date),
        )  # fmt: skip
        for command, *arguments in extras:
            try:
                command(*arguments)
            except Refused as refusal:
                notes.append(f"demo: {command.__name__}{tuple(arguments[1:])} refused: {refusal}")
        tid = result.tournament_id
        book = services.registration.book(tid)
        closed = next(s.shift_id for s in book.shifts.values() if s.closed_at)
        purchase = min(book.purchases)
        cancelled = next(e.entry_id for e in book.entries.values() if e.status == "cancelled")
        penalties = {}
        try:
            penalties = _penalties(services, staff, tid)
        except Refused as refusal:  # the demo stands; the penalty shots say why
            notes.append(f"demo: the penalties not written: {refusal}")
        return {
            **penalties,
            "db": DEMO_DB,
            "tournament": tid,
            "director": director.name,
            "closed_shift": closed,
            "purchase": purchase,
            "entry": book.purchases[purchase].entry_id,
            "cancelled_entry": cancelled,
            "record": known.player_id,
        }
    finally:
        services.close()


PAST_NAME = "Torneo mensual de octubre"


def _penalties(services, staff: dict, tid: int) -> dict:
    """Penalties in the demo (ADTP 68): a warning for an "other" offence told in words, two
    orbits chosen over the proposed warning with the reason (three hands counted down at his
    table), one orbit for avoiding the blinds (the offence's least penalty) marked served, and
    a warning for a player who had two penalties in last month's tournament (archived, so
    the console's list is as before): the desk sees a repeat offender, the penalty dialog
    proposes his next step."""
    director, floor, cashier = staff["director"], staff["floor"], staff["cashier"]
    penalties = services.penalties
    room = services.seating.state(tid).room
    tables = sorted(room.open_tables(), key=lambda t: t.number)
    book = services.registration.book(tid)

    def seated(table, n):
        players = table.players()
        return players[sorted(players)[n]]

    offender = seated(tables[1], 2)
    house_id = book.entries[offender].house_player_id
    # Last month: the same player, two penalties, the tournament archived since.
    with _clock_set_back(services, 60 * 24 * 33):
        past = services.tournaments.create(director, PAST_NAME)
        structure = services.tournaments.state(tid).structure
        services.clock.set_structure(director, past, structure)
        services.registration.set_buy_in(director, past, 80_000, 15_000, 5_000)
        services.registration.set_tables(director, past, 1)
        services.registration.open_shift(cashier, past)
        others = [e.house_player_id for e in book.active_entries() if e.house_player_id != house_id]
        others = others[10:17]
        entries = {}
        for player in [house_id, *others]:
            paid = services.registration.buy_entry(cashier, past, player, "cash", 100_000)
            entries[player] = paid[-1].payload["entry_id"]
        services.clock.start(floor, past)
        penalties.penalize(floor, past, entries[house_id], "exposed_card")
        penalties.penalize(floor, past, entries[house_id], "abuse")
        for _ in range(8):
            penalties.hand_done(floor, past, 1)
        services.tournaments.archive(director, past)
    # Tonight.
    other = seated(tables[0], 3)
    penalties.penalize(floor, tid, other, "other",
                       details="Usó el teléfono en la mesa con una mano en juego")  # fmt: skip
    soft = seated(tables[0], 5)
    serving = penalties.penalize(
        floor, tid, soft, "soft_play", "orbits", 2, reason="Acuerdo evidente entre los dos"
    )[0].seq
    for _ in range(3):
        penalties.hand_done(floor, tid, tables[0].number)
    blinds = seated(tables[2], 1)
    marked = penalties.penalize(floor, tid, blinds, "avoiding_blinds")[0].seq
    penalties.mark_served(director, tid, marked, "Cambiado de mesa: la cumplió en la nueva")
    penalties.penalize(floor, tid, offender, "out_of_turn")
    return {
        "penalty_offender": house_id,
        "penalty_entry": offender,
        "penalty_table": tables[1].number,
        "penalty_serving": serving,
        "penalty_past": past,
    }


# --- the night: a tournament played to the end, and one at the final three ------------------


def _settle(services, floor, director, tid: int) -> None:
    """Confirm what the seating engine proposes until nothing is pending."""
    while True:
        decision = services.seating.pending(tid)
        match decision.kind:
            case DecisionKind.NONE:
                return
            case DecisionKind.BALANCE:
                services.seating.confirm_move(floor, tid, decision.moves[0].player)
            case DecisionKind.BREAK_TABLE:
                services.seating.break_table(floor, tid, decision.table)
            case DecisionKind.REDRAW_TWO_TABLES:
                services.seating.redraw(director, tid, "two_tables")
            case DecisionKind.FINAL_TABLE:
                services.seating.redraw(director, tid, "final_table")


def _period_after(structure, level: int) -> int:
    """The index of the first period after ``level`` (past late registration)."""
    return next(
        i for i, p in enumerate(structure.periods()) if (p.level_number or 0) > level
    )  # fmt: skip


def _break_period(structure) -> int:
    return next(i for i, p in enumerate(structure.periods()) if p.level_number is None)


def _active(services, tid: int) -> list[int]:
    book = services.registration.book(tid)
    return [e.entry_id for e in book.active_entries()]


def _person(services, operator, person, rng: random.Random) -> int:
    """A house record for an invented person (names and documents as the demo makes them)."""
    name, doc_type, document = person
    born = f"{rng.randint(1955, 2001)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    nationality = NATIONALITY.get(doc_type, "Argentina")
    return services.players.create(operator, name, doc_type, document, nationality, born).player_id


def _buy_field(services, cashier, tid: int, people, rng: random.Random) -> list[int]:
    entries = []
    for person in people:
        player_id = _person(services, cashier, person, rng)
        method = rng.choices(("cash", "card", "voucher"), weights=(70, 25, 5))[0]
        recorded = services.registration.buy_entry(cashier, tid, player_id, method, PRICE)
        entries.append(next(e.payload["entry_id"] for e in recorded if "entry_id" in e.payload))
    return entries


def _deal(services, director, tid: int, note: str) -> None:
    """ICM among the players left, on stacks as the floor would count them."""
    left = [p.entry_id for p in services.payouts.players_left(tid)]
    book = services.registration.book(tid)
    chips = sum(e.chips - e.chips_removed for e in book.entries.values() if e.status != "cancelled")
    shares = (0.47, 0.33, 0.20, 0.1, 0.1, 0.1)[: len(left)]
    total = sum(shares)
    stacks = {e: int(chips * s / total) // 1_000 * 1_000 for e, s in zip(left, shares, strict=True)}
    deal = services.payouts.compute_deal(tid, stacks, ICM, unit=1_000)
    services.payouts.record_deal(director, tid, deal, note=note)


def build_night(folder: Path, _notes: list[str], seed: int = 11) -> dict:
    now = datetime.now(UTC)
    clock = Moment(now - timedelta(hours=5))
    services = open_services(folder / NIGHT_DB, now=clock)
    rng = random.Random(seed)
    try:
        house = services.house
        director = house.create_first_director(*NIGHT_STAFF[0][::2])
        cashier = house.create_operator(director, *NIGHT_STAFF[1])
        floor = house.create_operator(director, *NIGHT_FLOOR)
        house.set_house_name(director, "Casino del Puerto")
        structure = next(t.structure for t in shipped_templates() if t.name.startswith("Turbo"))
        people = _people(rng, 40)

        # The night's tournament: 27 seats, 30 people at the desk.
        tid = services.tournaments.create(director, NIGHT_NAME)
        services.clock.set_structure(director, tid, structure)
        services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000, rebuy_fee=5_000)
        services.registration.set_tables(director, tid, 3)
        services.registration.open_shift(cashier, tid, 300_000)
        clock.on(20)
        entries = _buy_field(services, cashier, tid, people[:27], rng)
        waiting = []
        for person in people[27:30]:
            player_id = _person(services, floor, person, rng)
            services.registration.join_waiting_list(floor, tid, player_id)
            waiting.append(player_id)
        services.tournaments.add_note(floor, tid, "Mesa 2: cambio de baraja en el nivel 3.")
        services.seating.draw_button(floor, tid)
        clock.on(10)
        services.clock.start(director, tid)
        clock.on(12)
        services.registration.eliminate(floor, tid, entries[5])
        # The first on the waiting list takes the seat (late registration).
        services.registration.buy_entry(cashier, tid, waiting[0], "cash", PRICE)
        clock.on(4)
        rebuy = services.registration.rebuy(
            cashier, tid, entries[2], 0, "cash", structure.rebuy.price or 0
        )
        clock.on(30)
        services.clock.jump(director, tid, _period_after(structure, 5))
        add_on = None
        if structure.add_on.allowed:
            services.clock.jump(director, tid, _break_period(structure))
            add_on = services.registration.add_on(
                cashier, tid, entries[3], "card", structure.add_on.price or 0
            )
        clock.on(10)
        late = structure.late_registration_until_level or 0
        services.clock.jump(director, tid, _period_after(structure, late))
        services.clock.close_late_registration_if_due(tid)
        services.clock.announce(floor, tid, "Quedan tres niveles para la mesa final.", minutes=30)

        # Bust-outs to the final three, every seating decision confirmed; then the deal. (The
        # final-table redraw's papers are printed from the record at the end: the same paper.)
        alive = _active(services, tid)
        rng.shuffle(alive)
        _settle(services, floor, director, tid)
        while len(_active(services, tid)) > 3:
            clock.on(rng.uniform(3, 9))
            services.registration.eliminate(floor, tid, alive.pop())
            _settle(services, floor, director, tid)
        clock.on(6)
        _deal(services, director, tid, "Acordado en la mesa; testigo: Bruno Piso.")
        for _ in range(2):
            clock.on(rng.uniform(8, 15))
            left = _active(services, tid)
            services.registration.eliminate(floor, tid, left[-1])
        state = services.tournaments.state(tid)
        rows = services.results.rows(tid)
        placed = {row.place: row.entry_id for row in rows if row.place}
        clock.on(5)
        third = services.results.prize_due(tid, placed[3])
        paid_cash = services.results.pay_prize(cashier, tid, placed[3], "cash", third)
        first = services.results.prize_due(tid, placed[1])
        services.results.pay_prize(director, tid, placed[1], "transfer", first, "TRF 0042917")
        events = services.tournaments.events(tid)
        moved = next(e.seq for e in events if e.type == "PlayerMoved")
        broken = next((e.seq for e in events if e.type == "TableBroken"), None)
        redrawn = next((e.seq for e in events if e.type == "RoomRedrawn"), None)
        night = {
            "db": NIGHT_DB,
            "folder": str(folder),
            "tournament": tid,
            "director": director.name,
            "finished": state.finish_seq is not None,
            "shift": next(iter(services.registration.book(tid).shifts)),
            "waiting_player": waiting[1],
            "moved_seq": moved,
            "broken_seq": broken,
            "redraw_seq": redrawn,
            "prize_payment": paid_cash[-1].payload["payment_id"],
            "unpaid_entry": placed[2],
            "rebuy_purchase": rebuy[-1].payload.get("purchase_id"),
            "add_on_purchase": add_on[-1].payload.get("purchase_id") if add_on else None,
        }

        # The final table: ten players down to three, then the break before the last levels.
        final = services.tournaments.create(director, FINAL_NAME)
        services.clock.set_structure(director, final, structure)
        services.registration.set_buy_in(director, final, 80_000, 15_000, 5_000, rebuy_fee=5_000)
        services.registration.set_tables(director, final, 2)
        services.registration.open_shift(director, final, 200_000)
        _buy_field(services, director, final, people[30:40], rng)
        services.seating.draw_button(floor, final)
        services.clock.start(director, final)
        services.clock.jump(director, final, _period_after(structure, late))
        services.clock.close_late_registration_if_due(final)
        alive = _active(services, final)
        rng.shuffle(alive)
        _settle(services, floor, director, final)
        while len(_active(services, final)) > 3:
            services.registration.eliminate(floor, final, alive.pop())
            _settle(services, floor, director, final)
        # On a break that began three minutes ago, at the real time.
        clock.moment = datetime.now(UTC) - timedelta(minutes=3)
        after = _period_after(structure, late)
        breaks = [
            i for i, p in enumerate(structure.periods()) if p.level_number is None and i > after
        ]
        services.clock.jump(director, final, breaks[0])
        night["final_table"] = final
        try:
            night.update(_chip_race(services, clock, (director, cashier, floor), people, rng))
        except Exception as error:  # the night stands; the chip race's shots say why
            _notes.append(f"night: the chip race tournament not written: {error}")
        return night
    finally:
        services.close()


def _chip_race(services, clock: Moment, staff, people, rng: random.Random) -> dict:
    """A regular tournament of 22 at its first colour-up break (the 25s come off for 100s),
    begun two minutes ago at the real time: table 1's chip race recorded from the cards
    dealt (a protection chip among them), the other tables still to race."""
    director, cashier, floor = staff
    structure = next(t.structure for t in shipped_templates() if t.name.startswith("Regular"))
    taken = {p[2] for p in people} | {p[0] for p in people}
    fresh = [p for p in _people(random.Random(rng.random()), 80) if not taken & {p[0], p[2]}]
    tid = services.tournaments.create(director, CHIP_RACE_NAME)
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid, 100_000)
    _buy_field(services, cashier, tid, fresh[:22], rng)
    services.seating.draw_button(floor, tid)
    clock.moment = datetime.now(UTC) - timedelta(minutes=2)
    services.clock.start(director, tid)
    services.clock.jump(director, tid, services.chip_races.next_colour_up_break(tid).period)
    seats = sorted(services.seating.state(tid).room.tables[1].players())
    odd = {seats[0]: 3, seats[1]: 1, seats[3]: 2}
    cards = {seats[0]: ["Jc", "4d", "9h"], seats[1]: ["2s"], seats[3]: ["Qs", "7c"]}
    services.chip_races.record_chip_race(floor, tid, 1, odd, cards, no_other_chips=[seats[1]])
    return {"chip_race": tid, "chip_race_done": 1, "chip_race_open": 2}


def build_flights(folder: Path, _notes: list[str]) -> dict:
    """The multi-flight event of `demo --flights`, three of its qualifiers accredited (one
    slip to try left aside); and an event whose flight is being bagged."""
    from tournament_director.domain.stages import PLAYER_CONFIRMED
    from tournament_director.services.demo_flights import create_demo_flights
    from tournament_director.services.stages import FlightPlan

    services = open_services(folder / FLIGHTS_DB)
    try:
        result = create_demo_flights(services, players=36, seed=5)
        house = services.house.state()
        director, floor = (house.by_name(spec.name) for spec in DEMO_STAFF[:2])
        event = result.event_id
        to_try = result.slips[0]
        flights = services.stages.flights(event)
        accredited = 0
        for fid, flight in flights.items():
            for slip in flight.stages.current_slips():
                if accredited == 3 or slip.name == to_try.name:
                    continue
                qr, _code = services.stages.slip_codes(fid, slip.slip)
                services.stages.accredit(floor, event, qr, slip.document)
                accredited += 1
        # A second event: its one flight down to its six qualifiers, three bagged.
        now = datetime.now(UTC).astimezone()
        second = services.stages.create_event(
            director, "Evento de prueba — serie en juego", [FlightPlan("Día 1A", now)]
        )
        (flight,) = services.stages.flights(second)
        structure = next(t.structure for t in shipped_templates() if t.name.startswith("Regular"))
        for tid in (flight, second):
            services.clock.set_structure(director, tid, structure)
            services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
            services.registration.set_tables(director, tid, 3)
        services.registration.open_shift(director, flight)
        rng = random.Random(303)
        known = {
            (r.document_type, r.document) for r in services.players.directory().records.values()
        }
        people = [p for p in _people(rng, 40) if (p[1], p[2]) not in known][:18]
        for person in people:
            pid = _person(services, director, person, rng)
            services.registration.buy_entry(director, flight, pid, "cash", PRICE)
        services.clock.start(director, flight)
        services.stages.set_flight_end(director, flight, 10, 6, "anunciado al inicio")
        left = _active(services, flight)
        for entry_id in left[6:]:
            services.registration.eliminate(floor, flight, entry_id)
            _settle(services, floor, director, flight)
        for n, entry_id in enumerate(_active(services, flight)[:3]):
            services.stages.bag(floor, flight, entry_id, 41_000 + 7_300 * n, PLAYER_CONFIRMED)
        return {
            "db": FLIGHTS_DB,
            "director": director.name,
            "event": event,
            "flight_closed": result.flights[0][0],
            "flight_bagging": flight,
            "bagging_event": second,
            "qr": to_try.qr,
            "document": to_try.document,
            "replaced_qr": result.replaced.qr if result.replaced else "",
            "slip_entry": flights[result.flights[0][0]].stages.current_slips()[0].entry_id,
        }
    finally:
        services.close()


def build_empty(folder: Path, _notes: list[str]) -> dict:
    services = open_services(folder / EMPTY_DB)
    services.close()
    return {"db": EMPTY_DB}


def build(folder: Path, which: set[str]) -> Records:
    """The records named in ``which`` (demo, night, empty), written in ``folder``. A record
    that cannot be written is named in ``problems`` with the reason (the rest go on)."""
    folder.mkdir(parents=True, exist_ok=True)
    records = Records(folder)
    builders = {
        "demo": build_demo,
        "night": build_night,
        "empty": build_empty,
        "flights": build_flights,
    }
    for name, builder in builders.items():
        if name not in which:
            continue
        try:
            setattr(records, name, builder(folder, records.notes))
        except Exception as error:  # the shots of this record fail, saying why
            where = traceback.extract_tb(error.__traceback__)[-1]
            records.problems[name] = (
                f"the {name} record could not be written: {type(error).__name__}: {error} "
                f"({Path(where.filename).name}:{where.lineno})"
            )
    return records
