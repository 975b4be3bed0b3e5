"""A tournament's own events and the state they fold into.

Later capabilities (structure and clock, registration money, seating, payouts) add their
events and their part of the state here or in modules of their own that this state holds.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, is_dataclass, replace
from datetime import datetime

from tournament_director.domain.chip_races import ChipRaceRecorded, ChipRaces
from tournament_director.domain.clock import ClockState, Reading, Status, read
from tournament_director.domain.clock_events import (
    FINISH_PAUSE,
    AnnouncementScheduled,
    AnnouncementWithdrawn,
    ClockEvent,
    ClockStartScheduled,
    LateRegistrationClosed,
    RuleSetChosen,
    StructureSet,
)
from tournament_director.domain.colour_up import ColourUpChanges
from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type, upcaster
from tournament_director.domain.operators import clean_name
from tournament_director.domain.payout_state import PayoutState
from tournament_director.domain.penalties import Penalties
from tournament_director.domain.player_clock import PlayerClocks
from tournament_director.domain.players import document_number
from tournament_director.domain.prize_payments import PrizeBook
from tournament_director.domain.registration import RegistrationBook, TournamentFinished, flat_row
from tournament_director.domain.rule_set import ADTP_2018, RuleSet
from tournament_director.domain.seating_state import SeatingState
from tournament_director.domain.stages import STAGE_EVENTS, Stages
from tournament_director.domain.structure import Period, Structure
from tournament_director.domain.text import REASON_LIMIT, clean_text

FINISHED = TournamentFinished.TYPE
# Bump when the state's shape or folding changes: older snapshots are then ignored.
STATE_VERSION = 14
TOURNAMENT_NAME_LIMIT = 120
PLAYER_NAME_LIMIT = 120
DOCUMENT_LIMIT = 40
NOTE_LIMIT = 2000
DOCUMENT_TYPES = ("RUT", "DNI", "CI", "CPF", "PASAPORTE", "OTRO")


@event_type
@dataclass(frozen=True)
class TournamentCreated(Event):
    TYPE = "TournamentCreated"
    UNDOABLE = False
    name: str


@event_type
@dataclass(frozen=True)
class TournamentRenamed(Event):
    TYPE = "TournamentRenamed"
    name: str


@event_type
@dataclass(frozen=True)
class TournamentArchived(Event):
    TYPE = "TournamentArchived"


@event_type
@dataclass(frozen=True)
class TournamentRestored(Event):
    TYPE = "TournamentRestored"


@event_type
@dataclass(frozen=True)
class PlayerRegistered(Event):
    """A person on the tournament's register. Version 2 names the house's player record
    (domain/players.py) when the entry was bought through the desk; version 1 (and the
    plain register command) has none: a registration with no money, no chips, no seat."""

    TYPE = "PlayerRegistered"
    VERSION = 2
    player_id: int
    name: str
    document_type: str
    document: str
    house_player_id: int | None = None


@upcaster("PlayerRegistered", 1)
def _no_house_record(payload):
    return {**payload, "house_player_id": None}


@event_type
@dataclass(frozen=True)
class PlayerDetailsCorrected(Event):
    TYPE = "PlayerDetailsCorrected"
    player_id: int
    name: str
    document_type: str
    document: str
    reason: str = ""


@event_type
@dataclass(frozen=True)
class NoteAdded(Event):
    TYPE = "NoteAdded"
    text: str
    player_id: int | None = None


@dataclass
class Player:
    player_id: int
    name: str
    document_type: str
    document: str
    registered_seq: int
    registered_at: str
    house_player_id: int | None = None


@dataclass
class Announcement:
    announcement_id: int
    text: str
    at: str  # UTC ISO text
    minutes: int


@dataclass
class TournamentState:
    """Everything known about one tournament, folded from its events."""

    tournament_id: int
    name: str = ""
    created_at: str = ""
    archived: bool = False
    players: dict[int, Player] = field(default_factory=dict)
    notes: int = 0
    last_seq: int = 0
    structure: Structure | None = None
    rule_set: RuleSet = ADTP_2018
    clock: ClockState = field(default_factory=ClockState)
    scheduled_start: str | None = None
    announcements: dict[int, Announcement] = field(default_factory=dict)
    late_registration_closed: bool = False
    #: Hand-for-hand hands the floor marked done (``HandCompleted``): numbers the next one.
    hands_completed: int = 0
    #: The seq of the latest ``TournamentFinished``, standing or undone (it stands while
    #: ``book.winner`` is set); whether the clock is still as the finish paused it
    #: (``ClockPaused`` for "finished"). Undoing the finish resumes that clock, redoing it
    #: pauses it again (`finish.finish_clock`).
    finish_seq: int | None = None
    paused_by_finish: bool = False
    # Entries, money, chips, shifts, the waiting list (domain/registration.py).
    book: RegistrationBook = field(default_factory=RegistrationBook)
    # The room: tables, seats, buttons, moves (domain/seating_state.py).
    seating: SeatingState = field(default_factory=SeatingState)
    # Added money, guarantee, the pool's fix, the payout structure, deals (payout_state.py).
    payouts: PayoutState = field(default_factory=PayoutState)
    # Prizes paid and voided (domain/prize_payments.py); cash also in the book's shifts.
    prizes: PrizeBook = field(default_factory=PrizeBook)
    # The director's moves and cancellations of colour-ups (domain/colour_up.py).
    colour_ups: ColourUpChanges = field(default_factory=ColourUpChanges)
    # The chip races recorded at colour-ups, by table (domain/chip_races.py).
    chip_races: ChipRaces = field(default_factory=ChipRaces)
    # The clocks called on players, with their outcomes (domain/player_clock.py).
    player_clocks: PlayerClocks = field(default_factory=PlayerClocks)
    # Penalties given, served and ended, and the hands recorded at each table
    # (domain/penalties.py; ADTP 68).
    penalties: Penalties = field(default_factory=Penalties)
    # Its place in a multi-flight event: a flight or the event's final stage, with the
    # slips, the pool and the accreditations (domain/stages.py).
    stages: Stages = field(default_factory=Stages)
    # (document type, number) -> player id: derived from players, so never stored.
    documents: dict[tuple[str, str], int] = field(default_factory=dict, compare=False, repr=False)
    # The highest player id so far (players are never removed): the next id without a scan.
    last_player_id: int = field(default=0, compare=False, repr=False)

    def apply(self, recorded: RecordedEvent) -> None:
        event = recorded.decode()
        match event:
            case TournamentCreated():
                self.name = event.name
                self.created_at = recorded.recorded_at.isoformat()
            case TournamentRenamed():
                self.name = event.name
            case TournamentArchived():
                self.archived = True
            case TournamentRestored():
                self.archived = False
            case PlayerRegistered():
                self.documents[(event.document_type, event.document)] = event.player_id
                self.players[event.player_id] = Player(
                    event.player_id,
                    event.name,
                    event.document_type,
                    event.document,
                    recorded.seq,
                    recorded.recorded_at.isoformat(),
                    event.house_player_id,
                )
                self.book.link(event.player_id, event.house_player_id)
                self.last_player_id = max(self.last_player_id, event.player_id)
                self.players_seq = recorded.seq
            case PlayerDetailsCorrected():
                player = self.players[event.player_id]
                del self.documents[(player.document_type, player.document)]
                self.documents[(event.document_type, event.document)] = event.player_id
                player.name = event.name
                player.document_type = event.document_type
                player.document = event.document
                self.players_seq = recorded.seq
            case NoteAdded():
                self.notes += 1
            case StructureSet():
                self.structure = Structure.from_dict(event.structure)
                self._periods = None
                self.seating.set_table_size(self.structure.table_size)
            case RuleSetChosen():
                self.rule_set = RuleSet.from_dict(event.rule_set)
            case ClockEvent():
                self.clock = ClockState.from_dict(event.clock)
                self.paused_by_finish = getattr(event, "reason", "") == FINISH_PAUSE
                if event.TYPE == "HandCompleted":
                    self.seating.hand_done.clear()
                    self.hands_completed += 1
                if self.clock.status is not Status.NOT_STARTED:
                    self.scheduled_start = None
            case ClockStartScheduled():
                self.scheduled_start = event.at
            case AnnouncementScheduled():
                self.announcements[event.announcement_id] = Announcement(
                    event.announcement_id, event.text, event.at, event.minutes
                )
            case AnnouncementWithdrawn():
                self.announcements.pop(event.announcement_id, None)
            case LateRegistrationClosed():
                self.late_registration_closed = True
            case _ if event.TYPE in RegistrationBook.TYPES:
                if event.TYPE == FINISHED:
                    self.finish_seq = recorded.seq
                self.book.apply(event, recorded.recorded_at.isoformat(), recorded.operator_name)
                self.seating.follow_book(event, self.book)
            case _ if event.TYPE in SeatingState.TYPES:
                moved = self.seating.apply(event, recorded.recorded_at.isoformat())
                self.book.reseat(moved, self.seating.where)
            case _ if event.TYPE in PayoutState.TYPES:
                self.payouts.apply(event, recorded.recorded_at.isoformat(), recorded.operator_name)
            case _ if event.TYPE in PrizeBook.TYPES:
                moved = self.prizes.apply(
                    event, recorded.recorded_at.isoformat(), recorded.operator_name
                )
                self.book.pay_out(*moved)
            case _ if event.TYPE in ColourUpChanges.TYPES:
                self.colour_ups.apply(
                    event, recorded.recorded_at.isoformat(), recorded.operator_name
                )
            case ChipRaceRecorded():
                # ADTP 24: the race's odd chips leave play, its awards and protection
                # chips come in (RegistrationBook.apply_chip_race).
                self.chip_races.apply(event, recorded)
                self.book.apply_chip_race(
                    event.odd_value_removed, event.awarded_value, event.protected_value
                )
            case _ if event.TYPE in PlayerClocks.TYPES:
                self.player_clocks.apply(event, recorded)
            case _ if event.TYPE in STAGE_EVENTS:
                self.stages.apply(event, recorded)
        if event.TYPE in Penalties.TYPES:
            # After the cases above: a hand marked or a player out, as the room now stands.
            self.penalties.apply(event, recorded, self)
        self.last_seq = recorded.seq

    _periods: list[Period] | None = field(default=None, compare=False, repr=False)
    #: The seq of the last event that registered a player or corrected one folded into this
    #: state (screens see whether the players changed without reading them all); derived,
    #: never stored: a state made from a snapshot starts at 0.
    players_seq: int = field(default=0, compare=False, repr=False)
    #: (key, payout_state.current(self)) for the structure in use; stale once what the
    #: figures are made of changes (payout_state._money_key; derived, never stored).
    payout_figures: tuple | None = field(default=None, compare=False, repr=False)
    #: (key, the money by place the standings pay) for the room's figures once a deal is
    #: recorded or the tournament is over (room_figures.py); derived, never stored.
    room_money: tuple | None = field(default=None, compare=False, repr=False)
    #: The ranking of the bust-outs so far (ranking.RankingFold), extended by the next ones
    #: rather than made again over the whole field (results.ranking_of); derived, never stored.
    ranking_fold: object | None = field(default=None, compare=False, repr=False)
    #: The standings' money of that ranking (prize_pool.KeptAwards), for the next ranking's
    #: awards to start from (results.standings_of); derived, never stored.
    awards_kept: object | None = field(default=None, compare=False, repr=False)

    def periods(self) -> list[Period]:
        """The structure's schedule, computed once per structure."""
        if self._periods is None:
            self._periods = self.structure.periods() if self.structure else []
        return self._periods

    def reading(self, now: datetime) -> Reading:
        """Where the clock stands at now. Casino Club "Clasificación": once the tournament is
        over (a winner recorded) the clock is finished, whatever its anchors say, at the
        time the finish stopped it; only undoing the finishing hand brings it back
        (`finish.finish_clock`)."""
        reading = read(self.clock, self.periods(), now)
        if self.book.winner is not None and reading.status is not Status.FINISHED:
            return replace(reading, status=Status.FINISHED, period_started_at=None)
        return reading

    def skip(self, recorded: RecordedEvent) -> None:
        """Move past an event that does not change the state (undone, or an undo marker)."""
        if recorded.type == FINISHED:
            self.finish_seq = recorded.seq
        self.last_seq = recorded.seq

    # --- decisions: each checks the command against the state and returns the events ------

    def check_open(self) -> None:
        if self.archived:
            raise Refused("tournament.archived", name=self.name)

    def next_player_id(self) -> int:
        return self.last_player_id + 1

    def player(self, player_id: int) -> Player:
        try:
            return self.players[player_id]
        except KeyError:
            raise Refused("player.unknown", id=player_id) from None

    def decide_register(self, name: str, document_type: str, document: str) -> PlayerRegistered:
        """The plain registration (no house record): the name by `clean_name`, the
        document by `_clean_document`."""
        self.check_open()
        name = _player_name(name)
        document_type, document = _clean_document(document_type, document)
        self._check_document_free(document_type, document, exclude=None)
        return PlayerRegistered(self.next_player_id(), name, document_type, document)

    def decide_correct(
        self, player_id: int, name: str, document_type: str, document: str, reason: str
    ) -> PlayerDetailsCorrected:
        """A correction of a plain registration: as `decide_register`, and the reason by
        `clean_text` (REASON_LIMIT, optional)."""
        self.check_open()
        self.player(player_id)
        name = _player_name(name)
        document_type, document = _clean_document(document_type, document)
        reason = clean_text(reason, limit=REASON_LIMIT, field="text.field.reason")
        self._check_document_free(document_type, document, exclude=player_id)
        return PlayerDetailsCorrected(player_id, name, document_type, document, reason)

    def _check_document_free(self, document_type: str, document: str, exclude: int | None) -> None:
        holder = self.documents.get((document_type, document))
        if holder is not None and holder != exclude:
            raise Refused(
                "player.document_taken",
                doc_type=document_type,
                document=document,
                name=self.players[holder].name,
            )

    # --- snapshots ------------------------------------------------------------------------

    def to_dict(self) -> dict:
        # Field by field, not asdict(self): that deep-copied every player, entry and
        # purchase only to replace them below. Derived fields (compare=False) are not stored.
        data = {
            f.name: asdict(value) if is_dataclass(value := getattr(self, f.name)) else value
            for f in fields(self)
            if f.compare and f.name not in _SNAPSHOT_PARTS
        }
        data["players"] = [flat_row(p) for p in self.players.values()]
        data["announcements"] = [flat_row(a) for a in self.announcements.values()]
        data["structure"] = self.structure.to_dict() if self.structure else None
        data["rule_set"] = self.rule_set.to_dict()
        data["clock"] = self.clock.to_dict()
        data["book"] = self.book.to_dict()
        data["seating"] = self.seating.to_dict()
        data["payouts"] = self.payouts.to_dict()
        data["prizes"] = self.prizes.to_dict()
        data["colour_ups"] = self.colour_ups.to_dict()
        data["chip_races"] = self.chip_races.to_dict()
        data["player_clocks"] = self.player_clocks.to_dict()
        data["penalties"] = self.penalties.to_dict()
        data["stages"] = self.stages.to_dict()
        return data

    def size(self) -> int:
        """Roughly how many rows a snapshot of this state holds (sets the snapshot pace)."""
        book = self.book
        return len(self.players) + len(book.entries) + len(book.purchases)

    @classmethod
    def from_dict(cls, data: dict) -> TournamentState:
        data = dict(data)
        players = {p["player_id"]: Player(**p) for p in data.pop("players")}
        documents = {(p.document_type, p.document): p.player_id for p in players.values()}
        structure = data.pop("structure")
        book = RegistrationBook.from_dict(data.pop("book", None))
        seating = SeatingState.from_dict(data.pop("seating", None))
        payouts = PayoutState.from_dict(data.pop("payouts", None))
        prizes = PrizeBook.from_dict(data.pop("prizes", None))
        colour_ups = ColourUpChanges.from_dict(data.pop("colour_ups", None))
        chip_races = ChipRaces.from_dict(data.pop("chip_races", None))
        player_clocks = PlayerClocks.from_dict(data.pop("player_clocks", None))
        penalties = Penalties.from_dict(data.pop("penalties", None))
        stages = Stages.from_dict(data.pop("stages", None))
        for p in players.values():
            book.link(p.player_id, p.house_player_id)
        return cls(
            players=players,
            documents=documents,
            last_player_id=max(players, default=0),
            announcements={
                a["announcement_id"]: Announcement(**a) for a in data.pop("announcements")
            },
            structure=Structure.from_dict(structure) if structure else None,
            rule_set=RuleSet.from_dict(data.pop("rule_set")),
            clock=ClockState.from_dict(data.pop("clock")),
            book=book,
            seating=seating,
            payouts=payouts,
            prizes=prizes,
            colour_ups=colour_ups,
            chip_races=chip_races,
            player_clocks=player_clocks,
            penalties=penalties,
            stages=stages,
            **data,
        )


# Serialised by their own code in to_dict.
_SNAPSHOT_PARTS = frozenset(
    {
        "players",
        "announcements",
        "structure",
        "rule_set",
        "clock",
        "book",
        "seating",
        "payouts",
        "prizes",
        "colour_ups",
        "chip_races",
        "player_clocks",
        "penalties",
        "stages",
    }
)


def _clean_document(document_type: str, document: str) -> tuple[str, str]:
    """Identity documents compare without spaces, dots or dashes and in capitals: the
    number by `players.document_number` (letters A-Z and digits; anything else refused in
    words), an unknown type read as OTRO."""
    if not isinstance(document_type, str):
        raise Refused("text.not_text", field=MessageRef("text.field.document"))
    document_type = document_type.strip().upper() or "OTRO"
    if document_type not in DOCUMENT_TYPES:
        document_type = "OTRO"
    return document_type, document_number(document)


def _player_name(name: str) -> str:
    return clean_name(
        name,
        "player.name_empty",
        "player.name_too_long",
        PLAYER_NAME_LIMIT,
        field="text.field.player_name",
    )
