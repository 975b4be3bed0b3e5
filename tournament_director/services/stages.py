"""Multi-flight events (domain/stages.py): creating an event with its flights, the flight's
end, bagging and chip-control slips, the event's pool, the flight drawn for a player, and
accreditation at the final stage.

The event is the final stage's tournament; each flight is a tournament of its own. A command
writes to one of them; what it needs of the others (the flights' slips at accreditation,
their purchases for the pool, a player's entries in the other flights) is read first, under
the services' lock, so no other command of this process comes between.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import clock
from tournament_director.domain import stages as domain
from tournament_director.domain.clock import Status
from tournament_director.domain.clock_events import ClockPeriodChanged
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, RecordedEvent
from tournament_director.domain.money import format_count
from tournament_director.domain.operators import Operator
from tournament_director.domain.redraw import seat_one_new_player, system_rng
from tournament_director.domain.registration import PurchaseMade
from tournament_director.domain.seating_state import PlayerSeated
from tournament_director.domain.tournament import (
    PlayerRegistered,
    TournamentCreated,
    TournamentState,
)
from tournament_director.services.tournaments import _tournament_name
from tournament_director.storage import event_store
from tournament_director.storage.event_store import ActorRef

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

NO_SLIP_OFFENCE = "no_chip_slip"


@dataclass(frozen=True)
class FlightPlan:
    """A flight to create: its name ("Día 1A") and its start (local time)."""

    label: str
    starts_at: datetime


@dataclass(frozen=True)
class EventPlace:
    """A line of the event's results across stages (house "Clasificación"): the final
    stage's places first, then every flight's eliminations below them."""

    place: int | None  # None: still playing in the final stage
    name: str
    stage: str  # the final stage's name, or the flight's label
    flight_place: int | None
    prize: int
    house_player_id: int | None


class StageService:
    def __init__(self, services: Services) -> None:
        self._services = services
        self.rng: random.Random = system_rng()

    # --- reading ------------------------------------------------------------------------

    def _state(self, tournament_id: int) -> TournamentState:
        return self._services.tournaments.state(tournament_id)

    def event_id_of(self, tournament_id: int) -> int | None:
        """The event a tournament belongs to (itself when it is an event's final stage)."""
        stages = self._state(tournament_id).stages
        if stages.is_event:
            return tournament_id
        return stages.event_id if stages.is_flight else None

    def event(self, event_id: int) -> TournamentState:
        state = self._state(event_id)
        if not state.stages.is_event:
            raise Refused("stages.not_an_event", name=state.name)
        return state

    def flights(self, event_id: int) -> dict[int, TournamentState]:
        """The event's flights, by id, in their order."""
        event = self.event(event_id)
        return {f.tournament_id: self._state(f.tournament_id) for f in event.stages.flights}

    def flight(self, flight_id: int) -> TournamentState:
        state = self._state(flight_id)
        if not state.stages.is_flight:
            raise Refused("stages.not_a_flight", name=state.name)
        return state

    def progress(self, flight_id: int, now: datetime | None = None) -> domain.FlightProgress:
        return domain.flight_progress(self.flight(flight_id), now or self._services.now())

    def slip(self, flight_id: int, number: int) -> domain.Slip:
        slip = self.flight(flight_id).stages.slips.get(number)
        if slip is None:
            raise domain.SlipRefused("made_up")
        return slip

    def slip_codes(self, flight_id: int, number: int) -> tuple[str, str]:
        """(the QR's text, the printed code) of a slip."""
        key = self._key()
        slip = self.slip(flight_id, number)
        event_id = self.flight(flight_id).stages.event_id
        return domain.qr_text(key.record_id, event_id, slip), domain.printed_code(slip)

    def final_start_level(self, event_id: int) -> int:
        """House "Etapa Final": the next level after the flights' last level."""
        levels = [
            max((s.final_level for s in f.stages.slips.values()), default=0)
            for f in self.flights(event_id).values()
        ]
        return max(levels, default=0) or 1

    def _key(self) -> domain.SlipKey:
        key = self._services.db.key
        if key is None:
            raise Refused("stages.no_key")
        return key

    # --- the event ------------------------------------------------------------------------

    def create_event(
        self,
        actor: Operator,
        name: str,
        flights: list[FlightPlan],
        settings: domain.StageSettings | None = None,
    ) -> int:
        """A new multi-flight event: the final stage's tournament (the event, named
        ``name``) and one tournament per flight ("name — Día 1A"), all in one transaction.
        Returns the event's id. The structure and the buy-in are then set on each (the
        console sets the same on all)."""
        name = _tournament_name(name)
        settings = (settings or domain.StageSettings()).check()
        for plan in flights:
            domain.clean_label(plan.label)
        services = self._services
        with services.lock, services.db.write() as conn:
            operator = services.house.current(conn, actor, "create_tournament")
            signer = ActorRef(operator.id, operator.name)
            now = services.now()
            event_id = event_store.create_tournament_stream(conn, name, now)
            rows = []
            written: dict[int, list[RecordedEvent]] = {}
            for plan in flights:
                label = domain.clean_label(plan.label)
                flight_name = _tournament_name(f"{name} — {label}")
                fid = event_store.create_tournament_stream(conn, flight_name, now)
                at = plan.starts_at.isoformat(timespec="minutes")
                rows.append((fid, label, at))
                written[fid] = event_store.append(
                    conn,
                    fid,
                    [TournamentCreated(flight_name), domain.FlightDefined(event_id, label, at)],
                    signer,
                    now,
                )
            defined = domain.decide_stages(rows, settings)
            written[event_id] = event_store.append(
                conn, event_id, [TournamentCreated(name), defined], signer, now
            )
            for tid, recorded in written.items():
                state_name = name if tid == event_id else recorded[0].payload["name"]
                event_store.update_tournament_summary(
                    conn, tid, state_name, False, recorded[-1].seq, now
                )
        for tid, recorded in written.items():
            services.notify(tid, recorded)
        log.info("event %d created with %d flights: %s", event_id, len(flights), name)
        return event_id

    def set_flight_end(
        self,
        actor: Operator,
        flight_id: int,
        level: int | None,
        qualifiers: int | None,
        reason: str = "",
    ) -> list[RecordedEvent]:
        """House "Etapa Clasificatoria": the level the flight plays to and the number of
        qualifiers, whichever comes first; a director's, before or while it plays."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            return [domain.decide_flight_end(state, level, qualifiers, reason)]

        return self._services.tournaments.execute(flight_id, actor, "set_flight_end", decide)

    # --- bagging ------------------------------------------------------------------------------

    def bag(
        self,
        actor: Operator,
        flight_id: int,
        entry_id: int,
        chips: int,
        confirmed_by: str,
    ) -> list[RecordedEvent]:
        """A qualifier's count entered and confirmed (``confirmed_by``: a second operator's
        name, checked with his PIN by the caller, or ``domain.PLAYER_CONFIRMED``); the
        chip-control slip is issued with it. Refused before the flight's end."""
        key = self._key()
        now = self._services.now()

        def decide(state: TournamentState, op: Operator) -> list[Event]:
            state.check_open()
            return [domain.decide_bag(state, key, entry_id, chips, confirmed_by, op.name, now)]

        return self._services.tournaments.execute(flight_id, actor, "bag_chips", decide)

    def confirm_operator(self, name: str, pin: str) -> str:
        """A second operator confirms a count with his PIN: his name, or refused."""
        return self._services.house.authenticate(name, pin).name

    def close_flight(self, actor: Operator, flight_id: int) -> list[RecordedEvent]:
        """The flight closes once every player left has a bagged count; its clock stops.
        When it was the last flight with registration open, the event's pool is fixed."""
        now = self._services.now()

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            return [domain.decide_close(state, now)]

        recorded = self._services.tournaments.execute(flight_id, actor, "bag_chips", decide)
        reading = self._state(flight_id).reading(now)
        if reading.status.value == "running":
            recorded += self._services.clock.pause(actor, flight_id)
        self.fix_pool_if_due(self.flight(flight_id).stages.event_id)
        return recorded

    # --- the pool ----------------------------------------------------------------------------

    def fix_pool(self, actor: Operator, event_id: int, reason: str) -> list[RecordedEvent]:
        """A director fixes the event's pool before every flight's registration closed."""
        flights = list(self.flights(event_id).values())

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [domain.decide_pool(state, flights, reason)]

        return self._services.tournaments.execute(event_id, actor, "change_payouts", decide)

    def fix_pool_if_due(self, event_id: int | None) -> list[RecordedEvent]:
        """House "Premios": fixed by the application when the last flight's registration
        closes (recorded by the system)."""
        if event_id is None:
            return []
        with self._services.lock:
            flights = list(self.flights(event_id).values())
            if not all(domain.registration_closed(f) for f in flights):
                return []

            def decide(state: TournamentState) -> list[Event]:
                if state.stages.pool is not None:
                    return []
                return [domain.decide_pool(state, flights)]

            return self._services.tournaments.execute_system(event_id, decide)

    def on_committed(self, tournament_id: int, recorded: list[RecordedEvent]) -> None:
        """A flight's registration closed (by the clock or the director): fix the pool
        when it was the last."""
        if not any(r.type == "LateRegistrationClosed" for r in recorded):
            return
        try:
            state = self._state(tournament_id)
            if state.stages.is_flight:
                self.fix_pool_if_due(state.stages.event_id)
        except Exception:
            log.exception("the event pool of tournament %d was not fixed", tournament_id)

    # --- who plays which flight ---------------------------------------------------------------

    def check_entry(
        self, flight_id: int, house_player_id: int, actor: Operator | None = None
    ) -> None:
        """The event's entry rule, before a flight sells an entry: one purchase per event
        (house "Derecho de Participación"), or a new entry only in a later flight; and the
        flight drawn for the player, when the house draws them (house "Etapa
        Clasificatoria": with ``actor``, a player not drawn yet is drawn now, and the draw
        stands even when it sends him to another flight). Nothing for a tournament that is
        not a flight."""
        flight = self._state(flight_id)
        if not flight.stages.is_flight:
            return
        event = self.event(flight.stages.event_id)
        directory = self._services.house.known().directory
        who = directory.canonical(house_player_id)
        name = directory.record(who).name
        settings = event.stages.settings
        drawn = event.stages.drawn.get(who)
        if settings.assignment == domain.DRAW and drawn is None and actor is not None:
            drawn = self.draw_flight(actor, event.tournament_id, who)
        if settings.assignment == domain.DRAW and drawn is not None and drawn != flight_id:
            label = event.stages.flight_label(drawn)
            raise Refused("stages.drawn_elsewhere", name=name, label=label)
        order = [f.tournament_id for f in event.stages.flights]
        for ref in event.stages.flights:
            if ref.tournament_id == flight_id:
                continue
            other = self._state(ref.tournament_id)
            played = any(
                e.house_player_id is not None
                and directory.canonical(e.house_player_id) == who
                and e.status != "cancelled"
                for e in other.book.entries.values()
            )
            if not played:
                continue
            if settings.entries == domain.ONCE:
                raise Refused("stages.other_flight_entry", name=name, label=ref.label)
            later = (ref.starts_at, order.index(ref.tournament_id)) < (
                flight.stages.starts_at,
                order.index(flight_id),
            )
            if not later:
                raise Refused("stages.earlier_flight", name=name, label=ref.label)

    def draw_flight(self, actor: Operator, event_id: int, house_player_id: int) -> int:
        """House "Etapa Clasificatoria": the flight drawn for a player among those open for
        registration with a free seat, recorded before he pays (a draw stands: asking again
        gives the same flight)."""
        directory = self._services.house.known().directory
        who = directory.canonical(house_player_id)
        with self._services.lock:
            event = self.event(event_id)
            if who in event.stages.drawn:
                return event.stages.drawn[who]
            among = tuple(
                fid
                for fid, f in self.flights(event_id).items()
                if not domain.registration_closed(f)
                and (f.seating.room is None or f.seating.free_seats() > 0)
            )
            if not among:
                raise Refused("stages.no_flight_open")
            chosen = among[self.rng.randrange(len(among))]

            def decide(state: TournamentState, _op: Operator) -> list[Event]:
                return [domain.FlightDrawn(who, chosen, among)]

            self._services.tournaments.execute(event_id, actor, "register_player", decide)
            return chosen

    # --- accreditation --------------------------------------------------------------------------

    def check(self, event_id: int, code_text: str) -> domain.SlipCheck:
        """The slip behind a code (scanned or typed), genuine or refused with the reason
        (domain.check_slip). Reads only."""
        code = domain.parse_code(code_text)
        event = self.event(event_id)
        others = {s.id: s.name for s in self._services.tournaments.list() if s.id != event_id}
        flights = self.flights(event_id)
        if not code.scanned and code.flight_id not in flights and code.flight_id in others:
            # A typed code names only its flight: one issued in another event's flight is
            # said to be that event's (the QR's event is checked by check_slip).
            other = self._state(code.flight_id).stages
            if other.is_flight and other.event_id in others:
                try:
                    domain.check_slip(
                        code, self.event(other.event_id), self.flights(other.event_id), self._key()
                    )
                except domain.SlipRefused as refusal:
                    issued = refusal.reason != "made_up"
                else:
                    issued = True
                if issued:
                    raise domain.SlipRefused("other_event", event=others[other.event_id])
        return domain.check_slip(code, event, flights, self._key(), others)

    def accredit(
        self, actor: Operator, event_id: int, code_text: str, document: str
    ) -> list[RecordedEvent]:
        """House "Etapa Final" / "Acreditación al Evento": the qualifier shows his slip and
        his document; the slip is checked (domain.check_slip), the document must be the
        slip's, and he is given an entry of the final stage with the stack that counts for
        him (the event's rule when he qualified more than once; the others forfeited),
        seated by a random draw (house "Asignación de Asientos"). The last event is the
        QualifierAccredited; the one before it the entry's purchase (seat and chips)."""
        with self._services.lock:
            checked = self.check(event_id, code_text)
            slip = checked.slip
            _same_document(slip, document)
            return self._accredit(actor, event_id, slip, with_slip=True)

    def accredit_without_slip(
        self,
        actor: Operator,
        event_id: int,
        flight_id: int,
        flight_entry_id: int,
        document: str,
    ) -> list[RecordedEvent]:
        """House "Etapa Final": "De no presentar el comprobante de control de fichas, será
        penalizado aunque no perderá derecho a participar": the floor finds the qualifier in
        the record, checks his document, accredits him with the recorded count, and the
        house's penalty for a qualifier without a slip is recorded (the ladder's proposal,
        ADTP 68-B)."""
        with self._services.lock:
            slip = self._recorded_slip(event_id, flight_id, flight_entry_id)
            _same_document(slip, document)
            recorded = self._accredit(actor, event_id, slip, with_slip=False)
            entry_id = recorded[-1].payload["entry_id"]
            label = self.flight(flight_id).stages.label
            recorded += self._services.penalties.penalize(
                actor, event_id, entry_id, NO_SLIP_OFFENCE,
                details=f"{label}: comprobante n.º {slip.slip}",
            )  # fmt: skip
            return recorded

    def accredit_absent(
        self, actor: Operator, event_id: int, flight_id: int, flight_entry_id: int
    ) -> list[RecordedEvent]:
        """House "Jugadores Ausentes" at the final stage: a qualifier who has not come is
        seated by the floor with the recorded count (no slip, no document, and no penalty:
        absence is not a missing slip) and marked absent, so the absent-player rule applies
        to him (blinds and antes posted, his stack removed at the end of the first level
        unless he comes or asked to keep it). The accreditation's events first, then the
        absence."""
        with self._services.lock:
            slip = self._recorded_slip(event_id, flight_id, flight_entry_id)
            recorded = self._accredit(actor, event_id, slip, with_slip=False)
            entry_id = recorded[-1].payload["entry_id"]
            recorded += self._services.registration.mark_absent(actor, event_id, entry_id)
            return recorded

    def _recorded_slip(self, event_id: int, flight_id: int, flight_entry_id: int) -> domain.Slip:
        """The standing slip of a qualifier of one of the event's closed flights, found in
        the record (for an accreditation without the slip in hand)."""
        flight = self.flights(event_id).get(flight_id)
        if flight is None:
            raise Refused("stages.flight_unknown", flight=flight_id)
        closed = flight.stages.closed
        if closed is None:
            raise domain.SlipRefused("flight_open", label=flight.stages.label)
        q = next((q for q in closed["qualifiers"] if q["entry"] == flight_entry_id), None)
        if q is None:
            raise Refused("stages.not_qualified", entry=flight_entry_id, label=flight.stages.label)
        return flight.stages.slips[q["slip"]]

    def _accredit(
        self, actor: Operator, event_id: int, slip: domain.Slip, with_slip: bool
    ) -> list[RecordedEvent]:
        flights = self.flights(event_id)
        directory = self._services.house.known().directory
        canonical = directory.canonical
        rng = self.rng

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            stages = state.stages
            if state.book.winner is not None:
                raise Refused("stages.final_started_late")
            mine = domain.qualifications(flights, canonical, slip.house_player_id) or [slip]
            for other in mine:
                done = stages.accreditation_of(other.flight_id, other.entry_id)
                if done is not None:
                    raise Refused(
                        "stages.already_accredited",
                        name=slip.name,
                        entry=done.entry_id,
                        chips=format_count(done.chips),
                        at=domain.local_time(done.at),
                        operator=done.operator,
                    )
            counting = domain.counting_slip(mine, stages.settings.stack)
            forfeited = tuple(
                {"flight": s.flight_id, "entry": s.entry_id, "slip": s.slip, "chips": s.chips}
                for s in mine
                if s is not counting
            )
            book = state.book
            seating = state.seating
            if seating.room is None or seating.free_seats() < 1:
                structure = state.structure
                seats = book.seats_total(structure.table_size) if structure else 0
                raise Refused("seating.full", seats=seats)
            events: list[Event] = []
            player_id = state.documents.get((counting.document_type, counting.document))
            if player_id is None:
                player_id = state.next_player_id()
                events.append(
                    PlayerRegistered(
                        player_id,
                        counting.name,
                        counting.document_type,
                        counting.document,
                        counting.house_player_id,
                    )
                )
            entry_id = len(book.entries) + 1
            table = seating.new_player_table()
            assert table is not None
            drawn = seat_one_new_player(table, entry_id, rng)
            events.append(PlayerSeated(entry_id, drawn.to.table, drawn.to.seat, drawn.dealt_in))
            events.append(
                PurchaseMade(
                    purchase_id=len(book.purchases) + 1,
                    player_id=player_id,
                    house_player_id=counting.house_player_id,
                    entry_id=entry_id,
                    kind=domain.QUALIFIER_KIND,
                    chips=counting.chips,
                    chips_removed=0,
                    amount=0,
                    prize_pool=0,
                    fee=0,
                    staff_fee=0,
                    method=domain.QUALIFIER_METHOD,
                    shift_id=None,
                    table=drawn.to.table,
                    seat=drawn.to.seat,
                )
            )
            events.append(
                domain.QualifierAccredited(
                    entry_id,
                    counting.house_player_id,
                    counting.flight_id,
                    counting.entry_id,
                    counting.slip if with_slip else None,
                    counting.chips,
                    with_slip,
                    forfeited,
                )
            )
            return events

        return self._services.tournaments.execute(event_id, actor, "accredit_qualifier", decide)

    def start_final(self, actor: Operator, event_id: int) -> list[RecordedEvent]:
        """House "Etapa Final": "se iniciará en el próximo Nivel de Ciegas en que finalizó la
        Etapa Clasificatoria": the final stage's clock moved to that level before it starts,
        recorded as the day's first level (the absent-player rule counts from it); a
        director's. The clock is then started as any other."""
        level = self.final_start_level(event_id)
        now = self._services.now()

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            if not state.stages.is_event:
                raise Refused("stages.not_an_event", name=state.name)
            if state.structure is None:
                raise Refused("clock.no_structure")
            if state.clock.status is not Status.NOT_STARTED:
                raise Refused("stages.final_running")
            period = next(
                (
                    i
                    for i, p in enumerate(state.periods())
                    if p.kind == "level" and p.level_number == level
                ),
                None,
            )
            if period is None:
                raise Refused("stages.end_level", level=level, levels=len(state.structure.levels))
            moved = clock.jump(state.clock, state.periods(), now, period)
            return [ClockPeriodChanged(moved.to_dict(), "jump"), domain.FinalStartSet(level)]

        return self._services.tournaments.execute(event_id, actor, "set_flight_end", decide)

    # --- results across stages -----------------------------------------------------------------

    def event_results(self, event_id: int) -> list[EventPlace]:
        """House "Clasificación" across stages: the final stage's places (with their
        prizes), then each flight's eliminations, ranked by their place in their flight
        (equal places in different flights share a place) below every final-stage place."""
        event = self.event(event_id)
        results = self._services.results
        out: list[EventPlace] = []
        # A stage nobody entered yet (the final before its first accreditation) has no places.
        final_rows = results.rows(event_id) if event.book.entries else []
        for row in final_rows:
            house = event.book.entries[row.entry_id].house_player_id
            out.append(EventPlace(row.place, row.player, event.name, None, row.due, house))
        # Every qualifier finishes above every flight elimination, accredited or not yet.
        waiting = sum(
            1
            for fid, flight in self.flights(event_id).items()
            for q in (flight.stages.closed or {}).get("qualifiers", [])
            if event.stages.accreditation_of(fid, q["entry"]) is None
        )
        below = len(final_rows) + waiting
        flight_rows = []
        for fid, flight in self.flights(event_id).items():
            for row in results.rows(fid) if flight.book.entries else []:
                if row.place is None:  # a qualifier (or still playing the flight)
                    continue
                house = flight.book.entries[row.entry_id].house_player_id
                flight_rows.append((row.place, flight.stages.label, row.player, house))
        flight_rows.sort(key=lambda r: (r[0], r[1]))
        place, last = below, None
        for n, (flight_place, label, name, house) in enumerate(flight_rows):
            if flight_place != last:
                place, last = below + n + 1, flight_place
            out.append(EventPlace(place, name, label, flight_place, 0, house))
        return out


def _same_document(slip: domain.Slip, document: str) -> None:
    """House "Acreditación de Identidad": the document shown must be the slip's."""
    given = "".join(ch for ch in str(document or "")[:60] if ch.isalnum()).upper()
    if not given or given != "".join(ch for ch in slip.document if ch.isalnum()).upper():
        raise Refused(
            "stages.wrong_document",
            given=given or "—",
            document=slip.document,
            name=slip.name,
        )
