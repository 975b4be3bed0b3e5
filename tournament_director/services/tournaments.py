"""Tournaments: create, rename, archive, register players, notes, undo and redo, the log."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import SYSTEM, ActorRef, Event, RecordedEvent
from tournament_director.domain.finish import check_undo_before_finish, finish_clock
from tournament_director.domain.history import Action, ActionRedone, ActionUndone
from tournament_director.domain.money_corrections import check_money_redo, check_money_undo
from tournament_director.domain.operators import Operator, Role, clean_name
from tournament_director.domain.text import REASON_LIMIT, clean_text
from tournament_director.domain.tournament import (
    NOTE_LIMIT,
    TOURNAMENT_NAME_LIMIT,
    NoteAdded,
    Player,
    TournamentArchived,
    TournamentCreated,
    TournamentRenamed,
    TournamentRestored,
    TournamentState,
)
from tournament_director.services.projection import TournamentProjection
from tournament_director.storage import event_store
from tournament_director.storage.database import Connection
from tournament_director.storage.event_store import LogFilter, TournamentSummary

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services

log = logging.getLogger(__name__)

SNAPSHOT_EVERY = 1000  # events replayed before a new snapshot is asked for (at the least)
# A snapshot costs in proportion to the state (a 10,000-player field: ~30,000 rows, 7.5 MB,
# ~150 ms of work), so a big state waits for more events: one every size /
# SNAPSHOT_ROWS_PER_EVENT. Its cost per event then stays flat as the field grows, and the
# events replayed on opening or on an undo (~28 us each) cost about what reading the
# snapshot does (~8 us a row). The work is done by the snapshot writer's thread
# (services/snapshots.py), between commands: a command only asks for it.
SNAPSHOT_ROWS_PER_EVENT = 4

Decision = Callable[[TournamentState, Operator], list[Event]]


class TournamentService:
    def __init__(self, services: Services) -> None:
        self._services = services
        self._projections: dict[int, TournamentProjection] = {}

    def forget(self) -> None:
        """Rebuild every tournament from the file on its next reading (after a restore)."""
        with self._services.lock:
            self._projections.clear()

    # --- reading --------------------------------------------------------------------------

    def list(self, include_archived: bool = True) -> list[TournamentSummary]:
        with self._services.db.read() as conn:
            return event_store.list_tournaments(conn, include_archived)

    def _projection(self, conn: Connection, tournament_id: int) -> TournamentProjection:
        projection = self._projections.get(tournament_id)
        if projection is None:
            if tournament_id not in event_store.tournament_ids(conn):
                raise Refused("tournament.unknown", id=tournament_id)
            projection = TournamentProjection.load(conn, tournament_id, self._services.db.key)
        else:
            projection = projection.catch_up(conn, self._services.db.key)
        self._projections[tournament_id] = projection
        return projection

    def projection(self, tournament_id: int) -> TournamentProjection:
        """The tournament's state and history, brought up to date with the file; while the
        record's server cannot be reached, as last known (the console says the server is
        away, and every command is refused meanwhile)."""
        with self._services.lock:
            known = self._projections.get(tournament_id)
            if known is not None and not self._services.db.reachable:
                return known
            with self._services.db.read() as conn:
                projection = self._projection(conn, tournament_id)
            self._maybe_snapshot(projection)
            return projection

    def state(self, tournament_id: int) -> TournamentState:
        return self.projection(tournament_id).state

    def players(self, tournament_id: int) -> list[Player]:
        return sorted(self.state(tournament_id).players.values(), key=lambda p: p.player_id)

    def log_page(
        self, tournament_id: int, log_filter: LogFilter, offset: int, limit: int
    ) -> list[RecordedEvent]:
        with self._services.db.read() as conn:
            return event_store.query_log(conn, tournament_id, log_filter, offset, limit)

    def log_count(self, tournament_id: int, log_filter: LogFilter) -> int:
        with self._services.db.read() as conn:
            return event_store.count_log(conn, tournament_id, log_filter)

    def log_operators(self, tournament_id: int) -> list[str]:
        with self._services.db.read() as conn:
            return event_store.distinct_values(conn, tournament_id, "operator_name")

    def log_types(self, tournament_id: int) -> list[str]:
        with self._services.db.read() as conn:
            return event_store.distinct_values(conn, tournament_id, "type")

    def events(self, tournament_id: int) -> list[RecordedEvent]:
        with self._services.db.read() as conn:
            return list(event_store.read(conn, tournament_id))

    def finished_at(self, tournament_id: int) -> datetime | None:
        """When the tournament ended (Casino Club "Clasificación": its standing finish);
        None while it is not over."""
        with self._services.db.read() as conn:
            return event_store.finished_at(conn, tournament_id)

    # --- the one path every tournament command takes ------------------------------------

    def execute(
        self, tournament_id: int, actor: Operator, action: str, decide: Decision
    ) -> list[RecordedEvent]:
        """Check the role, let the domain decide, append the events, all in one transaction.

        A refusal anywhere rolls the transaction back: nothing is written. Listeners hear of
        the events only after the commit.
        """

        def signed(conn: Connection, state: TournamentState) -> tuple[list[Event], ActorRef]:
            operator = self._services.house.current(conn, actor, action)
            return decide(state, operator), ActorRef(operator.id, operator.name)

        return self._commit(tournament_id, signed)

    def execute_system(
        self, tournament_id: int, decide: Callable[[TournamentState], list[Event]]
    ) -> list[RecordedEvent]:
        """What the application does by itself (the calendar): no operator, no role; the
        events are signed by the system. Nothing is written when decide returns nothing."""
        return self._commit(tournament_id, lambda _conn, state: (decide(state), SYSTEM))

    def _commit(
        self,
        tournament_id: int,
        decide: Callable[[Connection, TournamentState], tuple[list[Event], ActorRef]],
    ) -> list[RecordedEvent]:
        services = self._services
        with services.lock:
            try:
                with services.db.write() as conn:
                    projection = self._projection(conn, tournament_id)
                    events, signer = decide(conn, projection.state)
                    if not events:
                        return []
                    recorded = event_store.append(
                        conn, tournament_id, events, signer, services.now()
                    )
                    projection = projection.advance(conn, recorded, services.db.key)
                    self._projections[tournament_id] = projection
                    self._update_summary(conn, projection)
            except BaseException:
                # Memory may hold events the rolled-back transaction never wrote.
                self._projections.pop(tournament_id, None)
                raise
            # The events are durable: the screens hear of them. A snapshot (an optimisation
            # of the next load, hundreds of ms for a big event) is only asked for: it is
            # written on the snapshot writer's thread, and its failure is logged there,
            # never reported as the command's.
            services.notify(tournament_id, recorded)
            self._maybe_snapshot(projection)
            return recorded

    def _update_summary(self, conn: Connection, projection: TournamentProjection) -> None:
        event_store.update_tournament_summary(
            conn,
            projection.stream_id,
            projection.state.name,
            projection.state.archived,
            projection.last_seq,
            self._services.now(),
        )

    def _maybe_snapshot(self, projection: TournamentProjection) -> None:
        """Ask for a snapshot when enough events were taken in since the last one asked
        for (services/snapshots.py writes it off the command path)."""
        services = self._services
        if services.db.read_only:  # reading commands never write, not even a cache
            return
        due = max(SNAPSHOT_EVERY, projection.state.size() // SNAPSHOT_ROWS_PER_EVENT)
        if projection.replayed_since_snapshot < due:
            return
        services.snapshots.request(projection.stream_id, services.now())
        projection.replayed_since_snapshot = 0

    # --- commands -------------------------------------------------------------------------

    def create(self, actor: Operator, name: str) -> int:
        """A new tournament; returns its id."""
        name = _tournament_name(name)
        services = self._services
        with services.lock:
            with services.db.write() as conn:
                operator = services.house.current(conn, actor, "create_tournament")
                now = services.now()
                tournament_id = event_store.create_tournament_stream(conn, name, now)
                recorded = event_store.append(
                    conn,
                    tournament_id,
                    [TournamentCreated(name)],
                    ActorRef(operator.id, operator.name),
                    now,
                )
                event_store.update_tournament_summary(
                    conn, tournament_id, name, False, recorded[-1].seq, now
                )
            services.notify(tournament_id, recorded)
        log.info("tournament %d created: %s", tournament_id, name)
        return tournament_id

    def rename(self, actor: Operator, tournament_id: int, name: str) -> list[RecordedEvent]:
        name = _tournament_name(name)

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            state.check_open()
            return [TournamentRenamed(name)]

        return self.execute(tournament_id, actor, "rename_tournament", decide)

    def archive(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if state.archived:
                raise Refused("tournament.already_archived", name=state.name)
            return [TournamentArchived()]

        return self.execute(tournament_id, actor, "archive_tournament", decide)

    def restore(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if not state.archived:
                raise Refused("tournament.not_archived", name=state.name)
            return [TournamentRestored()]

        return self.execute(tournament_id, actor, "archive_tournament", decide)

    def register_player(
        self, actor: Operator, tournament_id: int, name: str, document_type: str, document: str
    ) -> list[RecordedEvent]:
        return self.execute(
            tournament_id,
            actor,
            "register_player",
            lambda state, _op: [state.decide_register(name, document_type, document)],
        )

    def correct_player(
        self,
        actor: Operator,
        tournament_id: int,
        player_id: int,
        name: str,
        document_type: str,
        document: str,
        reason: str = "",
    ) -> list[RecordedEvent]:
        return self.execute(
            tournament_id,
            actor,
            "correct_player",
            lambda state, _op: [
                state.decide_correct(player_id, name, document_type, document, reason)
            ],
        )

    def add_note(
        self, actor: Operator, tournament_id: int, text: str, player_id: int | None = None
    ) -> list[RecordedEvent]:
        """A note in the log (lines kept): `clean_text`, NOTE_LIMIT, required."""
        text = clean_text(
            text,
            limit=NOTE_LIMIT,
            field="text.field.note",
            empty_key="note.empty",
            long_key="note.too_long",
            multiline=True,
        )

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if player_id is not None:
                state.player(player_id)
            return [NoteAdded(text, player_id)]

        return self.execute(tournament_id, actor, "add_note", decide)

    def undo(self, actor: Operator, tournament_id: int, reason: str = "") -> list[RecordedEvent]:
        """Undo the latest action: one's own, or anyone's for a director. Undoing the hand
        that finished the tournament resumes the clock the finish paused (`finish_clock`).
        Money that changed hands is not undone: refused with its rule's path
        (`money_corrections.check_money_undo`)."""

        def decide(conn: Connection, state: TournamentState, operator: Operator) -> list[Event]:
            target = self._projections[tournament_id].history.undo_target()
            _check_may_revert(operator, target.operator_id, "undo")
            now = self._services.now()
            self._check_undo(conn, tournament_id, state, target, now)
            marker = ActionUndone(target.seqs, target.type, _reason(reason))
            return [marker, *finish_clock(state, target.seqs, True, now)]

        return self._revert(tournament_id, actor, "undo", decide)

    def redo(self, actor: Operator, tournament_id: int) -> list[RecordedEvent]:
        """Redo the latest action undone; not a money action undone in an older record
        (`money_corrections.check_money_redo`)."""

        def decide(conn: Connection, state: TournamentState, operator: Operator) -> list[Event]:
            target = self._projections[tournament_id].history.redo_target()
            _check_may_revert(operator, target.operator_id, "redo")
            check_money_redo(state, _action_events(conn, tournament_id, target.seqs))
            marker = ActionRedone(target.seqs, target.type)
            return [marker, *finish_clock(state, target.seqs, False, self._services.now())]

        return self._revert(tournament_id, actor, "redo", decide)

    def undo_target(self, tournament_id: int) -> Action:
        """The action undo would revert, or refused in words as undo would refuse it (the
        author aside): the console asks this before it asks for the reason."""
        with self._services.lock, self._services.db.read() as conn:
            projection = self._projection(conn, tournament_id)
            target = projection.history.undo_target()
            now = self._services.now()
            self._check_undo(conn, tournament_id, projection.state, target, now)
        return target

    def redo_target(self, tournament_id: int) -> Action:
        """The action redo would put back, or refused in words as redo would refuse it."""
        with self._services.lock, self._services.db.read() as conn:
            projection = self._projection(conn, tournament_id)
            target = projection.history.redo_target()
            events = _action_events(conn, tournament_id, target.seqs)
            check_money_redo(projection.state, events)
        return target

    def _check_undo(
        self,
        conn: Connection,
        tournament_id: int,
        state: TournamentState,
        target: Action,
        now: datetime,
    ) -> None:
        check_undo_before_finish(state, target.seqs)
        check_money_undo(state, _action_events(conn, tournament_id, target.seqs), now)

    def _revert(
        self,
        tournament_id: int,
        actor: Operator,
        action: str,
        decide: Callable[[Connection, TournamentState, Operator], list[Event]],
    ) -> list[RecordedEvent]:
        """`execute` for undo and redo, whose decision also reads the events of the action
        it reverts (in the command's transaction)."""

        def signed(conn: Connection, state: TournamentState) -> tuple[list[Event], ActorRef]:
            operator = self._services.house.current(conn, actor, action)
            return decide(conn, state, operator), ActorRef(operator.id, operator.name)

        return self._commit(tournament_id, signed)

    def voided(self, tournament_id: int) -> set[int]:
        return set(self.projection(tournament_id).history.voided)


def _action_events(conn: Connection, tournament_id: int, seqs: list[int]) -> list[Event]:
    """The events of one action (its seqs), decoded, read from the record."""
    wanted, last = set(seqs), max(seqs)
    events: list[Event] = []
    for recorded in event_store.read(conn, tournament_id, min(seqs) - 1):
        if recorded.seq > last:
            break
        if recorded.seq in wanted:
            events.append(recorded.decode())
    return events


def _tournament_name(name: str) -> str:
    """A tournament's name: `clean_name`, TOURNAMENT_NAME_LIMIT."""
    return clean_name(
        name,
        "tournament.name_empty",
        "tournament.name_too_long",
        TOURNAMENT_NAME_LIMIT,
        field="text.field.tournament_name",
    )


def _reason(reason: str) -> str:
    """An undo's reason (optional): `clean_text`, REASON_LIMIT (a 1 MB reason is refused,
    not written into the permanent record)."""
    return clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")


def _check_may_revert(operator: Operator, author_id: int | None, action: str) -> None:
    """Only the author of an action, or a director, may undo or redo it."""
    if operator.role is not Role.DIRECTOR and operator.id != author_id:
        raise Refused(f"{action}.not_author", operator=operator.name)
