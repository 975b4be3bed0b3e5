"""Penalties as commands and readings (ADTP 68; Casino Club "Penalidades").

`domain/penalties.py` holds the rules: the house's offences and ladder, the proposal, the
hands to serve, the events and their fold into ``state.penalties``. Here:

- the house's settings: ``offences``, ``ladder``, ``set_offences``, ``set_ladder`` (a
  director's, "change_house_settings"; checked in words, recorded in the house stream);
- for the penalty dialog: ``propose`` (the step proposed for a player and why) and
  ``preview`` (the whole penalty worked out as typed, nothing written);
- the commands, each one transaction and one undo through TournamentService.execute, a
  refusal writing nothing: ``penalize`` (the floor or a director; a disqualification a
  director's, recorded with the existing disqualification in the same command),
  ``mark_served`` and ``hand_done`` (the per-table "hand done" key; during hand-for-hand
  it is the table's hand-for-hand mark);
- readings for the Tables tab, the Penalties panel and the desk: ``penalties``,
  ``active``, ``at_table``, ``of_entry``, ``penalty``, ``entry_of_player`` and
  ``player_record`` (a house player's penalties in every tournament of the record, read
  through the event store's index by type, never by replaying the tournaments);
- papers (services/penalty_documents.py): the report (A4 PDF and CSV) and the player's
  notice (80 mm or A4, with the verification code and QR of its event).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import penalties as domain
from tournament_director.domain import registration as reg
from tournament_director.domain.clock import Status
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import ActorRef, Event, RecordedEvent
from tournament_director.domain.history import MARKERS
from tournament_director.domain.operators import HouseState, Operator, require
from tournament_director.domain.penalties import (
    Offence,
    Penalty,
    PenaltyGiven,
    PenaltyLadderSet,
    PenaltyOffencesSet,
    PenaltyPlan,
    Proposal,
    Step,
)
from tournament_director.domain.ranking import Exit
from tournament_director.domain.tournament import TournamentState
from tournament_director.printing.documents import Paper
from tournament_director.storage import event_store

if TYPE_CHECKING:
    from tournament_director.services.app_services import Services


@dataclass(frozen=True)
class PlayerPenalty:
    """A penalty of a house player in some tournament of the record (the desk's view): what
    its ``PenaltyGiven`` (or the disqualification recorded alone) says, and whether the floor
    marked it served."""

    tournament_id: int
    tournament_name: str
    penalty_id: int
    at: datetime
    operator: str
    player_name: str
    entry_id: int
    offence: str
    offence_name: str
    details: str
    rule: str
    kind: str
    count: int
    hands: int
    reason: str
    marked_served: bool = False

    @property
    def step(self) -> Step:
        return Step(self.kind, self.count)

    def offence_words(self, language: str | None = None) -> str:
        if not self.offence:
            return domain.say("penalty.no_offence", language)
        return domain.offence_label(self.offence, self.offence_name, language)


def _level(state: TournamentState, now: datetime) -> tuple[int | None, bool]:
    """The level the clock is at (on a break: the level before it, and True)."""
    if state.structure is None or state.clock.status is Status.NOT_STARTED:
        return None, False
    periods = state.periods()
    reading = state.reading(now)
    if not 0 <= reading.period < len(periods):
        return None, False
    period = periods[reading.period]
    if period.kind == "break":
        return period.after_level, True
    return period.level_number, False


class PenaltyService:
    def __init__(self, services: Services) -> None:
        self._services = services

    def _state(self, tournament_id: int) -> TournamentState:
        return self._services.tournaments.state(tournament_id)

    def _settings(self) -> domain.PenaltySettings:
        return self._services.house.state().penalties

    # --- the house's settings -------------------------------------------------------------

    def offences(self) -> tuple[Offence, ...]:
        """The house's offence list (shipped: `domain.DEFAULT_OFFENCES`), in its order."""
        return self._settings().offences

    def ladder(self) -> tuple[Step, ...]:
        """The house's escalation ladder (shipped: warning, 1, 2, 3 orbits, DQ)."""
        return self._settings().ladder

    def set_offences(self, actor: Operator, offences: Iterable[Offence | Mapping]) -> None:
        """A director sets the house's offence list (`domain.check_offences`, refused in
        words); penalties already given keep the offence as it was then."""
        checked = domain.check_offences(offences)
        event = PenaltyOffencesSet(tuple(o.to_dict() for o in checked))
        self._house_setting(actor, event)

    def set_ladder(self, actor: Operator, steps: Iterable[Step | Mapping | Sequence]) -> None:
        """A director sets the house's ladder (`domain.check_ladder`: ADTP 68-B, never
        lighter step after step, a disqualification last)."""
        checked = domain.check_ladder(steps)
        self._house_setting(actor, PenaltyLadderSet(tuple(s.to_dict() for s in checked)))

    def _house_setting(self, actor: Operator, event: Event) -> None:
        def decide(_state: HouseState, operator: Operator):
            return None, [event], ActorRef(operator.id, operator.name)

        self._services.house.run("change_house_settings", actor, decide)

    # --- for the penalty dialog -----------------------------------------------------------

    def propose(self, tournament_id: int, entry_id: int, offence: str | None = None) -> Proposal:
        """ADTP 68-B: the step proposed for the entry's player from his record in this event
        and the house's ladder (and the offence's least penalty, when given), with why."""
        state = self._state(tournament_id)
        entry = state.book.entries.get(entry_id)
        if entry is None:
            raise Refused("entry.unknown", id=entry_id)
        settings = self._settings()
        chosen = settings.offence(offence) if offence is not None else None
        record = state.penalties.of_player(entry.player_id)
        return domain.propose(record, settings.ladder, chosen)

    def preview(
        self,
        tournament_id: int,
        entry_id: int,
        offence: str,
        kind: str | None = None,
        count: int | None = None,
        players: int | None = None,
    ) -> PenaltyPlan:
        """The penalty worked out as typed, nothing written: the offender's seat and the
        players at his table, his record in this event, the proposal and why, the step and
        the hands it makes (`domain.plan_penalty`); refused in words as ``penalize`` would
        (but for the reason and the details, asked when giving it)."""
        state = self._state(tournament_id)
        return domain.plan_penalty(state, self._settings(), entry_id, offence, kind, count, players)

    # --- commands -------------------------------------------------------------------------

    def penalize(
        self,
        actor: Operator,
        tournament_id: int,
        entry_id: int,
        offence: str,
        kind: str | None = None,
        count: int | None = None,
        *,
        reason: str = "",
        details: str = "",
        players: int | None = None,
        chips: int = 0,
    ) -> list[RecordedEvent]:
        """ADTP 68: give a penalty, signed by the floor or a director. Without ``kind`` the
        proposal is given (`propose`); another step needs ``reason``. ``details``: what
        happened (required for an offence that asks for it, "other"). ``players``: the
        players at the table when the offence happened, when the floor counts otherwise
        than the room now. A disqualification (ADTP 68-D) is a director's: its
        ``PlayerEliminated`` (the ``chips`` removed, the offence as the reason) and the
        finish it may make are recorded in the same command (one path with
        ``registration.disqualify``). Refused in words, nothing written."""
        now = self._services.now()

        def decide(state: TournamentState, operator: Operator) -> list[Event]:
            # The house's list and ladder as the command's transaction has just read them.
            settings = self._services.house.known().penalties
            plan = domain.plan_penalty(state, settings, entry_id, offence, kind, count, players)
            level, on_break = _level(state, now)
            given = domain.decide_penalty(
                plan, reason, details, level=level, on_break=on_break, chips=chips
            )
            if given.kind != domain.DISQUALIFICATION:
                return [given]
            require(operator, "disqualify_player")
            out = reg.decide_leave(
                state, entry_id, Exit.DISQUALIFIED, chips, domain.disqualification_reason(given)
            )
            return [given, *self._services.registration.with_finish(state, [out])]

        return self._services.tournaments.execute(tournament_id, actor, "penalize", decide)

    def mark_served(
        self, actor: Operator, tournament_id: int, penalty_id: int, note: str = ""
    ) -> list[RecordedEvent]:
        """ADTP 68-C, Casino Club "Suspensión de Manos": the floor marks a penalty served
        (`domain.decide_served`); undone like any action."""

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            return [domain.decide_served(state, penalty_id, note)]

        return self._services.tournaments.execute(tournament_id, actor, "penalize", decide)

    def hand_done(self, actor: Operator, tournament_id: int, table: int) -> list[RecordedEvent]:
        """The table's "hand done" key (ADTP 68-C: a penalty served there counts one hand
        down). During hand-for-hand it is the table's hand-for-hand mark
        (``seating.mark_hand_done``: when every table has marked, the clock takes the hand
        off); otherwise ``TableHandPlayed``. Refused in words for a table not in play."""
        state = self._state(tournament_id)
        if state.clock.hand_for_hand:
            return self._services.seating.mark_hand_done(actor, tournament_id, table)

        def decide(state: TournamentState, _op: Operator) -> list[Event]:
            if state.clock.hand_for_hand:  # switched on meanwhile: the mark is the clock's
                raise Refused("penalty.hand_for_hand_on", table=table)
            return [domain.decide_hand_played(state, table)]

        return self._services.tournaments.execute(tournament_id, actor, "record_hand", decide)

    # --- readings -------------------------------------------------------------------------

    def penalties(self, tournament_id: int) -> list[Penalty]:
        """Every penalty of the event that stands (undone ones are gone), oldest first:
        being served, served, warnings, ended, disqualifications."""
        return list(self._state(tournament_id).penalties.items.values())

    def active(self, tournament_id: int) -> list[Penalty]:
        """The penalties being served now (ADTP 68-C), oldest first."""
        return self._state(tournament_id).penalties.active()

    def at_table(self, tournament_id: int, table: int) -> dict[int, Penalty]:
        """Seat -> the penalty its player is serving, at one table (the seat marks)."""
        state = self._state(tournament_id)
        room = state.seating.room
        if room is None or table not in room.tables:
            return {}
        out = {}
        for seat, entry_id in room.tables[table].players().items():
            serving = state.penalties.serving(entry_id)
            if serving is not None:
                out[seat] = serving
        return out

    def of_entry(self, tournament_id: int, entry_id: int) -> list[Penalty]:
        return self._state(tournament_id).penalties.of_entry(entry_id)

    def penalty(self, tournament_id: int, penalty_id: int) -> Penalty:
        """One penalty by its id (the seq of its event); refused in words if none."""
        return self._state(tournament_id).penalties.get(penalty_id)

    def hands_played(self, tournament_id: int, table: int) -> int:
        """How many hands were recorded at the table (its key and hand-for-hand marks)."""
        return self._state(tournament_id).penalties.hands_played.get(table, 0)

    def entry_of_player(self, tournament_id: int, house_player_id: int) -> int:
        """The entry in play of a house player in the tournament (after merges, any of his
        records); refused in words when he has none."""
        state = self._state(tournament_id)
        directory = self._services.house.state().directory
        book = state.book
        for hid in directory.aliases(directory.canonical(house_player_id)):
            player_id = book.participant_of.get(hid)
            for entry_id in book.entries_of.get(player_id, ()) if player_id else ():
                if book.entries[entry_id].status == reg.ACTIVE:
                    return entry_id
        raise Refused("penalty.no_entry_in_play", id=house_player_id)

    def player_record(self, house_player_id: int) -> list[PlayerPenalty]:
        """A house player's penalties in every tournament of the record, oldest first (the
        desk sees repeat offenders across events): the standing ``PenaltyGiven`` events
        that name any of his records (merged ones too) and the disqualifications recorded
        alone of his entries. Read from the event store's index by stream and type, and
        the undo markers of only the tournaments where he has any: never by replaying a
        tournament."""
        directory = self._services.house.state().directory
        ids = directory.aliases(directory.canonical(house_player_id))
        with self._services.db.read() as conn:
            summaries = {s.id: s.name for s in event_store.list_tournaments(conn)}
            streams = list(summaries)
            given = event_store.read_types_in(
                conn, streams, [PenaltyGiven.TYPE], {"house_player_id": ids}
            )
            alone = self._disqualifications_alone(conn, streams, ids)
            hits = sorted({e.stream_id for e in (*given, *alone)})
            by_stream: dict[int, list[RecordedEvent]] = {s: [] for s in hits}
            for marker in event_store.read_types_in(conn, hits, sorted(MARKERS)):
                by_stream[marker.stream_id].append(marker)
            voided = {s: _voided(found) for s, found in by_stream.items()}
            served = event_store.read_types_in(conn, hits, [domain.PenaltyServed.TYPE])
        marked = {
            (e.stream_id, e.payload.get("penalty_id"))
            for e in served
            if e.seq not in voided[e.stream_id]
        }
        out = []
        for e in sorted((*given, *alone), key=lambda e: (e.recorded_at, e.stream_id, e.seq)):
            if e.seq in voided[e.stream_id]:
                continue
            p = e.payload
            if e.type == PenaltyGiven.TYPE:
                fields = (
                    p["entry_id"], p["offence"], p.get("offence_name", ""), p.get("details", ""),
                    p["rule"], p["kind"], p["count"], p["hands"], p.get("reason", ""),
                    p.get("player_name", ""),
                )  # fmt: skip
            else:
                fields = (
                    p["entry_id"], "", "", p.get("reason", ""), domain.RULE_68_D,
                    domain.DISQUALIFICATION, 0, 0, "", p.get("_player_name", ""),
                )  # fmt: skip
            entry_id, offence, name, details, rule, kind, count, hands, reason, player = fields
            out.append(
                PlayerPenalty(
                    e.stream_id,
                    summaries.get(e.stream_id, ""),
                    e.seq,
                    e.recorded_at,
                    e.operator_name,
                    player,
                    entry_id,
                    offence,
                    name,
                    details,
                    rule,
                    kind,
                    count,
                    hands,
                    reason,
                    (e.stream_id, e.seq) in marked,
                )
            )
        return out

    def _disqualifications_alone(self, conn, streams: list[int], ids: list[int]) -> list:
        """The disqualifications of the player's entries recorded without a penalty (the
        bust-out dialog, older records), with the player's name as bought in."""
        found = event_store.read_types_in(
            conn, streams, ["PlayerEliminated"], {"kind": [Exit.DISQUALIFIED.value]}
        )
        if not found:
            return []
        penalties = event_store.read_types_in(
            conn,
            sorted({e.stream_id for e in found}),
            [PenaltyGiven.TYPE],
            {"kind": [domain.DISQUALIFICATION]},
        )
        given = {(e.stream_id, e.command_seq) for e in penalties}
        out = []
        for e in found:
            if (e.stream_id, e.command_seq) in given:
                continue
            bought = event_store.read_types_in(
                conn, [e.stream_id], ["PurchaseMade"], {"entry_id": [e.payload["entry_id"]]}
            )
            entry = next((b for b in bought if b.payload.get("kind") in reg.ENTRY_KINDS), None)
            if entry is None or entry.payload.get("house_player_id") not in ids:
                continue
            who = {"player_id": [entry.payload["player_id"]]}
            registered = event_store.read_types_in(conn, [e.stream_id], ["PlayerRegistered"], who)
            name = registered[0].payload.get("name", "") if registered else ""
            out.append(_with_name(e, name))
        return out

    # --- papers ---------------------------------------------------------------------------

    def report_pdf(self, tournament_id: int, language: str = "es") -> bytes:
        """The penalty report for the regulator and the house (A4)."""
        from tournament_director.services import penalty_documents  # ReportLab: when printed

        return penalty_documents.report_pdf(self._services, tournament_id, language)

    def report_csv(self, tournament_id: int, language: str = "es") -> str:
        """The same report as CSV (write it with "utf-8-sig")."""
        from tournament_director.services import penalty_documents

        return penalty_documents.report_csv(self._services, tournament_id, language)

    def notice_pdf(
        self,
        tournament_id: int,
        penalty_id: int,
        language: str = "es",
        paper: Paper | None = None,
    ) -> bytes:
        """The player's notice of a penalty (80 mm by default, or A4), with the verification
        code and QR of its event."""
        from tournament_director.services import penalty_documents

        return penalty_documents.notice_pdf(
            self._services, tournament_id, penalty_id, language, paper=paper
        )


def _voided(markers: list[RecordedEvent]) -> set[int]:
    voided: set[int] = set()
    for marker in markers:
        seqs = {int(s) for s in marker.payload.get("target_seqs", ())}
        if marker.type == "ActionUndone":
            voided |= seqs
        else:
            voided -= seqs
    return voided


def _with_name(event: RecordedEvent, name: str) -> RecordedEvent:
    return replace(event, payload={**event.payload, "_player_name": name})


__all__ = ["PenaltyService", "PlayerPenalty"]
