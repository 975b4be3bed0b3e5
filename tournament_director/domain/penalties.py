"""Penalties: the kinds, the house's offence list and escalation ladder, the proposal, the
hands to serve, the events and what they fold into (ADTP 68; Casino Club "Penalidades").

Rules applied here (each function that applies one names it):

- ADTP 68-A, Casino Club "Penalidades": a penalty is given for an offence; the house keeps
  the list of offences it penalises, each with the rule it falls under (a house setting,
  ``PenaltyOffencesSet``; shipped: :data:`DEFAULT_OFFENCES`). "Other" asks for the floor's
  words. An offence may carry the least penalty its rule prescribes (Casino Club
  "Reorganización de Mesas": avoiding the blinds when moved costs one hand for each player
  at the table, one orbit).
- ADTP 68-B: the kinds are a verbal warning, missed hands, missed orbits and
  disqualification; an orbit is one hand for each player at the table when the offence
  happened, the offender included, times the number of orbits (9 players, 2 orbits: 18
  hands); the organisation may judge one hand, 1, 2, 3 or 4 orbits or disqualification
  (:data:`ORBITS_MAX`); repeated offences get increasing penalties: the house's ladder
  (``PenaltyLadderSet``; shipped: warning, 1, 2, 3 orbits, disqualification) and
  :func:`propose`, which proposes the step after the heaviest penalty the player already
  has in this event and says why. The floor may choose otherwise, with a reason.
- ADTP 68-C, Casino Club "Suspensión de Manos": the offender stays away from the table; his
  cards are dealt, blinds and antes posted, the hand killed. What is left to serve is kept
  here: a hand recorded at the table where the offender sits counts one down
  (``TableHandPlayed``, the per-table "hand done" key usable at any time, and
  ``HandDoneMarked``, the hand-for-hand mark); otherwise the floor marks it served
  (``PenaltyServed``; Casino Club: "hasta que el Director del Torneo le indique que la
  penalización finalizó"). Hands left are never below zero. Two penalties of one player
  are served one after the other (the oldest first). A player moved to another table
  carries the rest: the hands count wherever he sits.
- ADTP 68-B (last sentence): a player away serving a penalty may be blinded out; he is
  eliminated as usual, and his penalty ends there, recorded as ended by that elimination
  (the fold of ``PlayerEliminated``; undoing the bust-out brings the penalty back).
- ADTP 68-D, Casino Club "Penalidades" (Descalificación): one path. A penalty of kind
  disqualification is recorded together with the existing disqualification
  (``PlayerEliminated`` of kind "disqualified", a director's, the chips removed) in the
  same command; a disqualification recorded alone (the bust-out dialog, older records) is
  read as a penalty of that kind too, its reason as the offence's words. So every
  disqualification is in the penalty record once, and undoing it undoes both.

Pure Python: the service (services/penalties.py) checks the role and commits.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from tournament_director import i18n
from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event, RecordedEvent, event_type
from tournament_director.domain.text import REASON_LIMIT, clean_text

# --- kinds and steps ------------------------------------------------------------------------

WARNING, HANDS, ORBITS, DISQUALIFICATION = "warning", "hands", "orbits", "disqualification"
#: ADTP 68-B's options, from the lightest to the heaviest.
KINDS = (WARNING, HANDS, ORBITS, DISQUALIFICATION)
#: ADTP 68-B: "1, 2, 3 o 4 rondas"; Casino Club "Suspensión de Manos": "de 1 a 4 manos de
#: suspensión por cada jugador en la mesa".
ORBITS_MAX = 4
#: Missed hands given as a number: up to four orbits of a ten-seat table.
HANDS_MAX = 40
LADDER_MAX = 10
OFFENCES_MAX = 40
OFFENCE_NAME_LIMIT = 80
RULE_LIMIT = 80
KEY_LIMIT = 40
#: The most players a table seats (the structure's table size is at most 10).
TABLE_PLAYERS_MAX = 10

RULE_68_B = "ADTP 68-B"
RULE_68_D = "ADTP 68-D"


class _Counted(string.Formatter):
    """``{count:mano|manos}``: the first form when the count is 1 (as i18n writes them)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if i18n.is_one(value) else many


_COUNTED = _Counted()


def say(key: str, language: str | None = None, **params: object) -> str:
    """A catalogue message in ``language`` (the messages' language when None)."""
    if language is None:
        return i18n.t(key, **params)
    spanish, english = i18n.CATALOG[key]
    text = english if language == "en" else spanish
    if not params:
        return text
    return _COUNTED.format(text, **params) if "|" in text else text.format(**params)


@dataclass(frozen=True)
class Step:
    """A penalty as the floor gives it: its kind and, for missed hands or orbits, how many
    (0 for a warning or a disqualification)."""

    kind: str
    count: int = 0

    def severity(self) -> tuple[int, int]:
        """ADTP 68-B's order, lightest first: warning, missed hands (by number), missed
        orbits (by number), disqualification."""
        return (KINDS.index(self.kind), self.count)

    def words(self, language: str | None = None) -> str:
        """pérdida de 2 órbitas / 2 missed orbits; advertencia verbal / verbal warning."""
        return say(f"penalty.step.{self.kind}", language, count=self.count)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "count": self.count}


def check_step(kind: object, count: object = None) -> Step:
    """A step as typed, checked (ADTP 68-B): a known kind; missed hands 1 to HANDS_MAX,
    missed orbits 1 to ORBITS_MAX; a warning or a disqualification takes no number."""
    if not isinstance(kind, str) or kind.strip().lower() not in KINDS:
        raise Refused("penalty.bad_kind", kind=str(kind)[:40])
    kind = kind.strip().lower()
    if kind in (WARNING, DISQUALIFICATION):
        if count not in (None, 0):
            raise Refused("penalty.count_not_used", what=MessageRef(f"penalty.kind.{kind}"))
        return Step(kind, 0)
    if count is None:
        raise Refused(f"penalty.count_needed.{kind}")
    most = HANDS_MAX if kind == HANDS else ORBITS_MAX
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= most:
        raise Refused(f"penalty.bad_count.{kind}", count=str(count)[:20], max=most)
    return Step(kind, count)


def step_of(value: Step | Mapping | Sequence) -> Step:
    """A step from a Step, ``{"kind": "orbits", "count": 2}`` or ``("orbits", 2)``."""
    if isinstance(value, Step):
        return check_step(value.kind, value.count)
    if isinstance(value, Mapping):
        return check_step(value.get("kind"), value.get("count"))
    if isinstance(value, Sequence) and not isinstance(value, str) and 1 <= len(value) <= 2:
        return check_step(value[0], value[1] if len(value) == 2 else None)
    raise Refused("penalty.bad_kind", kind=str(value)[:40])


def hands_to_serve(step: Step, players: int | None) -> int:
    """ADTP 68-B: missed orbits are one hand for each player at the table when the offence
    happened, the offender included, times the number of orbits (9 players, 2 orbits: 18
    hands); missed hands are their number; a warning or a disqualification has none."""
    if step.kind == HANDS:
        return step.count
    if step.kind == ORBITS:
        if not players or players < 1:
            raise Refused("penalty.players_needed")
        return players * step.count
    return 0


# --- the house's offences and ladder ----------------------------------------------------------


@dataclass(frozen=True)
class Offence:
    """An offence the house penalises, with the rule it falls under. ``name``: the house's
    own words; empty for a shipped offence, said in the reader's language from the
    catalogue (``penalty.offence.<key>``). ``minimum``: the least penalty its rule
    prescribes, if any. ``needs_details``: the floor describes what happened ("other")."""

    key: str
    rule: str
    name: str = ""
    minimum: Step | None = None
    needs_details: bool = False

    def label(self, language: str | None = None) -> str:
        return offence_label(self.key, self.name, language)

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "rule": self.rule,
            "name": self.name,
            "minimum": None if self.minimum is None else self.minimum.to_dict(),
            "needs_details": self.needs_details,
        }

    @classmethod
    def from_dict(cls, data: Mapping) -> Offence:
        minimum = data.get("minimum")
        return cls(
            data["key"],
            data["rule"],
            data.get("name", ""),
            None if minimum is None else Step(minimum["kind"], minimum.get("count", 0)),
            bool(data.get("needs_details", False)),
        )


def offence_label(key: str, name: str = "", language: str | None = None) -> str:
    """The offence as recorded: the house's words, else the shipped offence's in
    ``language``, else its key (an offence the catalogue does not know)."""
    if name:
        return name
    if f"penalty.offence.{key}" in i18n.CATALOG:
        return say(f"penalty.offence.{key}", language)
    return key


#: The shipped list (ADTP 68-A and 75 name most; the house rules the rest).
DEFAULT_OFFENCES: tuple[Offence, ...] = (
    Offence("exposed_card", "ADTP 68-A, 70"),
    Offence("soft_play", "ADTP 68-A, 71, 75"),
    Offence("abuse", "ADTP 68-A, 75"),
    Offence(
        "avoiding_blinds",
        "ADTP 33; Casino Club «Reorganización de Mesas»",
        minimum=Step(ORBITS, 1),
    ),
    Offence("out_of_turn", "ADTP 44, 75"),
    Offence("device_hand_for_hand", "Casino Club «Manos Simultáneas»; ADTP 4"),
    Offence("no_chip_slip", "Casino Club «Etapa Final»"),
    Offence("other", "ADTP 68-A, 75", needs_details=True),
)

#: ADTP 68-B "increasing penalties for repeats", the house's default ladder.
DEFAULT_LADDER: tuple[Step, ...] = (
    Step(WARNING),
    Step(ORBITS, 1),
    Step(ORBITS, 2),
    Step(ORBITS, 3),
    Step(DISQUALIFICATION),
)

_KEY = re.compile(r"[a-z0-9_]{1,40}")


def check_offences(items: Iterable[Offence | Mapping]) -> tuple[Offence, ...]:
    """The house's offence list, checked in words: 1 to OFFENCES_MAX offences, each with a
    key (lower-case letters, digits and _, unique), the rule it falls under, its name (the
    house's words; a shipped key may keep the shipped words), and a least penalty that is a
    valid step (not a disqualification's only path: any step)."""
    out: list[Offence] = []
    seen: set[str] = set()
    for n, item in enumerate(items, start=1):
        if len(out) >= OFFENCES_MAX:
            raise Refused("penalty.offences.too_many", max=OFFENCES_MAX)
        data = item.to_dict() if isinstance(item, Offence) else item
        if not isinstance(data, Mapping):
            raise Refused("penalty.offences.bad_entry", n=n)
        key = data.get("key")
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise Refused("penalty.offences.bad_key", code=str(key)[:KEY_LIMIT], n=n)
        if key in seen:
            raise Refused("penalty.offences.duplicate", code=key)
        seen.add(key)
        name = clean_text(
            data.get("name") or "",
            limit=OFFENCE_NAME_LIMIT,
            field="text.field.offence_name",
        )
        if not name and f"penalty.offence.{key}" not in i18n.CATALOG:
            raise Refused("penalty.offences.name_needed", code=key)
        label = offence_label(key, name)
        rule = clean_text(data.get("rule") or "", limit=RULE_LIMIT, field="text.field.rule")
        if not rule:
            raise Refused("penalty.offences.rule_needed", offence=label)
        minimum = data.get("minimum")
        step = None if minimum in (None, {}) else step_of(minimum)
        needs = data.get("needs_details", False)
        if not isinstance(needs, bool):
            raise Refused("penalty.offences.bad_entry", n=n)
        out.append(Offence(key, rule, name, step, needs))
    if not out:
        raise Refused("penalty.offences.empty")
    return tuple(out)


def check_ladder(items: Iterable[Step | Mapping | Sequence]) -> tuple[Step, ...]:
    """The house's ladder, checked in words (ADTP 68-B "increasing penalties for repeats"):
    1 to LADDER_MAX valid steps, none lighter than the one before it (a step may repeat:
    Casino Club lets warnings repeat), a disqualification only as the last step."""
    steps: list[Step] = []
    for item in items:
        if len(steps) >= LADDER_MAX:
            raise Refused("penalty.ladder.too_long", max=LADDER_MAX)
        steps.append(step_of(item))
    if not steps:
        raise Refused("penalty.ladder.empty")
    for n, step in enumerate(steps[1:], start=2):
        before = steps[n - 2]
        if before.kind == DISQUALIFICATION:
            raise Refused("penalty.ladder.after_disqualification", n=n - 1)
        if step.severity() < before.severity():
            raise Refused(
                "penalty.ladder.lighter", n=n, step=step.words(), prev=n - 1, before=before.words()
            )
    return tuple(steps)


@event_type
@dataclass(frozen=True)
class PenaltyOffencesSet(Event):
    """The house's offence list (house stream): each offence as ``Offence.to_dict()``."""

    TYPE = "PenaltyOffencesSet"
    offences: tuple[dict, ...]


@event_type
@dataclass(frozen=True)
class PenaltyLadderSet(Event):
    """The house's escalation ladder (house stream): each step as ``Step.to_dict()``."""

    TYPE = "PenaltyLadderSet"
    steps: tuple[dict, ...]


@dataclass
class PenaltySettings:
    """The house's offences and ladder, folded from the house stream (HouseState)."""

    offences: tuple[Offence, ...] = DEFAULT_OFFENCES
    ladder: tuple[Step, ...] = DEFAULT_LADDER

    TYPES = frozenset({PenaltyOffencesSet.TYPE, PenaltyLadderSet.TYPE})

    def apply(self, event: Event) -> None:
        if isinstance(event, PenaltyOffencesSet):
            self.offences = tuple(Offence.from_dict(o) for o in event.offences)
        elif isinstance(event, PenaltyLadderSet):
            self.ladder = tuple(Step(s["kind"], s.get("count", 0)) for s in event.steps)

    def offence(self, key: object) -> Offence:
        """The house's offence of that key; refused in words, listing the keys, if unknown."""
        for offence in self.offences:
            if offence.key == key:
                return offence
        known = ", ".join(o.key for o in self.offences)
        raise Refused("penalty.unknown_offence", offence=str(key)[:KEY_LIMIT], known=known)


# --- the proposal ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Proposal:
    """The step the application proposes and why, in words (the messages' language)."""

    kind: str
    count: int
    why: str
    #: The ladder's step it comes from (before any least penalty of the offence).
    ladder_step: int = 0

    @property
    def step(self) -> Step:
        return Step(self.kind, self.count)


def propose(
    record: Sequence[Any],
    ladder: Sequence[Step],
    offence: Offence | None = None,
    language: str | None = None,
) -> Proposal:
    """ADTP 68-B "increasing penalties for repeats", Casino Club "Penalidades" (a warning
    for a first offence unless the rule says otherwise; repeats lead to suspension and
    disqualification): the house's ladder gives the step after the heaviest penalty in the
    player's ``record`` in this event (anything with ``kind`` and ``count``), the first step
    for a first offence, the last once the ladder is climbed; never lighter than the
    offence's least penalty (Casino Club "Reorganización de Mesas"). ``why`` says so."""
    if not ladder:
        raise Refused("penalty.ladder.empty")
    steps = [Step(p.kind, p.count) for p in record]
    if not steps:
        index = 0
        why = say("penalty.why.first", language, step=ladder[0].words(language))
    else:
        worst = max(steps, key=Step.severity)
        reached = max(
            (i for i, s in enumerate(ladder) if s.severity() <= worst.severity()), default=-1
        )
        index = min(reached + 1, len(ladder) - 1)
        key = "penalty.why.top" if reached + 1 >= len(ladder) else "penalty.why.next"
        why = say(
            key,
            language,
            n=len(steps) + 1,
            worst=worst.words(language),
            step=ladder[index].words(language),
        )
    step = ladder[index]
    minimum = offence.minimum if offence is not None else None
    if offence is not None and minimum is not None and step.severity() < minimum.severity():
        step = minimum
        why += " " + say(
            "penalty.why.minimum",
            language,
            offence=offence.label(language),
            step=step.words(language),
            rule=offence.rule,
        )
    return Proposal(step.kind, step.count, why, index)


# --- events of a tournament -----------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class PenaltyGiven(Event):
    """A penalty (ADTP 68), signed by the floor or a director (a disqualification by a
    director, with its ``PlayerEliminated`` in the same command). The offence as the house
    listed it then (its key, the house's words or "" for the shipped words, its rule) and
    what the floor wrote; the step given and the hands to serve; where the offender sat and
    how many players were at the table; the step proposed, why, and the floor's reason when
    it chose otherwise; the level the clock was at."""

    TYPE = "PenaltyGiven"
    entry_id: int
    player_id: int
    house_player_id: int | None
    player_name: str
    offence: str
    offence_name: str
    rule: str
    kind: str
    count: int
    hands: int
    table: int | None
    seat: int | None
    players: int | None
    proposed_kind: str
    proposed_count: int
    proposal: str
    reason: str = ""
    details: str = ""
    level: int | None = None
    on_break: bool = False
    chips: int = 0


@event_type
@dataclass(frozen=True)
class PenaltyServed(Event):
    """The floor marks a penalty served (where hands are not recorded at the table, or when
    the director says it is over); ``hands_left``: what the count said then."""

    TYPE = "PenaltyServed"
    penalty_id: int
    hands_left: int
    note: str = ""


@event_type
@dataclass(frozen=True)
class TableHandPlayed(Event):
    """The per-table "hand done" key the dealer or the floor presses outside hand-for-hand
    (during hand-for-hand the table's ``HandDoneMarked`` is the mark): a hand was played at
    the table; a penalty served there counts one down (ADTP 68-C)."""

    TYPE = "TableHandPlayed"
    table: int


# --- the state ------------------------------------------------------------------------------

SERVING, SERVED, ENDED, WARNED, DISQUALIFIED = (
    "serving",
    "served",
    "ended",
    "warning",
    "disqualified",
)
#: How a penalty stopped: its hands counted down, marked served, or the player out.
END_HANDS, END_MARKED = "hands", "marked"


@dataclass
class Penalty:
    """One penalty as it stands. ``penalty_id`` is the seq of its ``PenaltyGiven`` (for a
    disqualification recorded alone, of its ``PlayerEliminated``): never reused."""

    penalty_id: int
    command_seq: int
    hash: str
    at: str  # UTC ISO
    operator: str
    entry_id: int
    player_id: int
    house_player_id: int | None
    player_name: str
    offence: str
    offence_name: str
    rule: str
    kind: str
    count: int
    hands: int
    table: int | None
    seat: int | None
    players: int | None
    proposed_kind: str
    proposed_count: int
    proposal: str
    reason: str = ""
    details: str = ""
    level: int | None = None
    on_break: bool = False
    chips: int = 0
    status: str = SERVING
    hands_left: int = 0
    #: Hands counted down at the tables (0: nothing counted, the floor marks it served).
    counted: int = 0
    #: How and when it stopped: END_HANDS, END_MARKED, or the exit of the player
    #: ("eliminated", "withdrew", "disqualified", "cancelled", "removed").
    ended_by: str = ""
    ended_seq: int | None = None
    ended_at: str | None = None
    ended_operator: str = ""
    note: str = ""
    #: "penalty": given as one; "disqualification": a disqualification recorded alone.
    source: str = "penalty"

    @property
    def step(self) -> Step:
        return Step(self.kind, self.count)

    @property
    def proposed(self) -> Step:
        return Step(self.proposed_kind, self.proposed_count)

    @property
    def chosen_otherwise(self) -> bool:
        return self.source == "penalty" and self.step != self.proposed

    @property
    def active(self) -> bool:
        return self.status == SERVING

    def offence_words(self, language: str | None = None) -> str:
        return offence_label(self.offence, self.offence_name, language)


def penalty_words(p: Penalty, language: str | None = None) -> str:
    """One line: kind, offence and rule, and the hands to serve (what the batch answers)."""
    name = p.player_name
    offence = p.offence_words(language) if p.offence else say("penalty.no_offence", language)
    if p.kind == WARNING:
        return say("penalty.given.warning", language, name=name, offence=offence, rule=p.rule)
    if p.kind == DISQUALIFICATION:
        return say("penalty.given.disqualification", language, name=name, offence=offence,
                   rule=p.rule)  # fmt: skip
    return say(
        "penalty.given.hands",
        language,
        name=name,
        step=p.step.words(language),
        offence=offence,
        rule=p.rule,
        hands=p.hands,
    )


def status_words(p: Penalty, language: str | None = None) -> str:
    """Where the penalty stands, in words: "cumpliendo: quedan 12 de 18 manos", "cumplida
    (manos contadas)", "cumplida (marcada por Floor Luis)", "terminó: eliminado", ..."""
    if p.status == SERVING:
        return say("penalty.status.serving", language, left=p.hands_left, hands=p.hands)
    if p.status == SERVED:
        if p.ended_by == END_HANDS:
            return say("penalty.status.served_hands", language)
        return say("penalty.status.served_marked", language, operator=p.ended_operator,
                   left=p.hands_left)  # fmt: skip
    if p.status == ENDED:
        return say(f"penalty.status.ended.{p.ended_by}", language)
    return say(f"penalty.status.{p.status}", language)


#: Registration events that take an entry out of play (its penalty ends there).
_OUT_TYPES = frozenset({"PlayerEliminated", "EntryCancelled", "AbsentStacksRemoved"})


@dataclass
class Penalties:
    """Every penalty of one tournament (``state.penalties``), by id in the order given, and
    the hands recorded at each table."""

    items: dict[int, Penalty] = field(default_factory=dict)
    #: table -> hands recorded there (``TableHandPlayed`` and ``HandDoneMarked``).
    hands_played: dict[int, int] = field(default_factory=dict)

    TYPES = frozenset(
        {
            PenaltyGiven.TYPE,
            PenaltyServed.TYPE,
            TableHandPlayed.TYPE,
            "HandDoneMarked",
            *_OUT_TYPES,
        }
    )

    # --- reading --------------------------------------------------------------------------

    def get(self, penalty_id: object) -> Penalty:
        penalty = self.items.get(penalty_id) if isinstance(penalty_id, int) else None
        if penalty is None:
            raise Refused("penalty.unknown", id=str(penalty_id)[:20])
        return penalty

    def active(self) -> list[Penalty]:
        return [p for p in self.items.values() if p.status == SERVING]

    def of_player(self, player_id: int) -> list[Penalty]:
        """The player's penalties in this event (every entry of his), oldest first."""
        return [p for p in self.items.values() if p.player_id == player_id]

    def of_entry(self, entry_id: int) -> list[Penalty]:
        return [p for p in self.items.values() if p.entry_id == entry_id]

    def serving(self, entry_id: int) -> Penalty | None:
        """The penalty the entry is serving now (the oldest, when he has several)."""
        return next(
            (p for p in self.items.values() if p.entry_id == entry_id and p.status == SERVING),
            None,
        )

    # --- folding --------------------------------------------------------------------------

    def apply(self, event: Event, recorded: RecordedEvent, state: Any) -> None:
        at = recorded.recorded_at.isoformat()
        match event:
            case PenaltyGiven():
                self._given(event, recorded, at)
            case PenaltyServed():
                penalty = self.items.get(event.penalty_id)
                if penalty is not None and penalty.status == SERVING:
                    self._end(penalty, SERVED, END_MARKED, recorded, at)
                    penalty.note = event.note
            case TableHandPlayed():
                self._hand(event.table, state)
            case _ if event.TYPE == "HandDoneMarked":
                self._hand(event.table, state)  # type: ignore[attr-defined]
            case _ if event.TYPE == "PlayerEliminated":
                self._out(event, recorded, at, state)
            case _ if event.TYPE == "EntryCancelled":
                self._stop(event.entry_id, "cancelled", recorded, at)  # type: ignore[attr-defined]
            case _ if event.TYPE == "AbsentStacksRemoved":
                for entry_id in event.entry_ids:  # type: ignore[attr-defined]
                    self._stop(entry_id, "removed", recorded, at)

    def _given(self, event: PenaltyGiven, recorded: RecordedEvent, at: str) -> None:
        data = {f.name: getattr(event, f.name) for f in fields(event)}
        status = {WARNING: WARNED, DISQUALIFICATION: DISQUALIFIED}.get(event.kind, SERVING)
        self.items[recorded.seq] = Penalty(
            penalty_id=recorded.seq,
            command_seq=recorded.command_seq,
            hash=recorded.hash,
            at=at,
            operator=recorded.operator_name,
            status=status,
            hands_left=event.hands if status == SERVING else 0,
            **data,
        )

    def _hand(self, table: int, state: Any) -> None:
        """ADTP 68-C: a hand recorded at ``table`` counts one down for each player sitting
        there and serving (his oldest penalty first); never below zero; at zero it is
        served."""
        self.hands_played[table] = self.hands_played.get(table, 0) + 1
        where = state.seating.where
        done: set[int] = set()
        for penalty in self.items.values():
            if penalty.status != SERVING or penalty.entry_id in done:
                continue
            seat = where.get(penalty.entry_id)
            if seat is None or seat.table != table:
                continue
            done.add(penalty.entry_id)
            penalty.counted += 1
            penalty.hands_left = max(penalty.hands_left - 1, 0)
            if penalty.hands_left == 0:
                penalty.status = SERVED
                penalty.ended_by = END_HANDS

    def _end(
        self, penalty: Penalty, status: str, how: str, recorded: RecordedEvent, at: str
    ) -> None:
        penalty.status = status
        penalty.ended_by = how
        penalty.ended_seq = recorded.seq
        penalty.ended_at = at
        penalty.ended_operator = recorded.operator_name

    def _stop(self, entry_id: int, how: str, recorded: RecordedEvent, at: str) -> None:
        for penalty in self.items.values():
            if penalty.entry_id == entry_id and penalty.status == SERVING:
                self._end(penalty, ENDED, how, recorded, at)

    def _out(self, event: Any, recorded: RecordedEvent, at: str, state: Any) -> None:
        """ADTP 68-B: the player out (blinded off while serving, withdrawn, disqualified):
        what he was serving ends there. ADTP 68-D: a disqualification recorded alone is a
        penalty of that kind (one path); one given as a penalty is already here."""
        self._stop(event.entry_id, event.kind, recorded, at)
        if event.kind != "disqualified":
            return
        if any(
            p.entry_id == event.entry_id
            and p.kind == DISQUALIFICATION
            and p.command_seq == recorded.command_seq
            for p in self.items.values()
        ):
            return
        entry = state.book.entries.get(event.entry_id)
        player = state.players.get(entry.player_id) if entry is not None else None
        self.items[recorded.seq] = Penalty(
            penalty_id=recorded.seq,
            command_seq=recorded.command_seq,
            hash=recorded.hash,
            at=at,
            operator=recorded.operator_name,
            entry_id=event.entry_id,
            player_id=entry.player_id if entry is not None else 0,
            house_player_id=entry.house_player_id if entry is not None else None,
            player_name=player.name if player is not None else f"#{event.entry_id}",
            offence="",
            offence_name="",
            rule=RULE_68_D,
            kind=DISQUALIFICATION,
            count=0,
            hands=0,
            table=event.table,
            seat=None,
            players=None,
            proposed_kind=DISQUALIFICATION,
            proposed_count=0,
            proposal="",
            details=event.reason,
            chips=event.chips_removed,
            status=DISQUALIFIED,
            source="disqualification",
        )

    # --- snapshots ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "penalties": [asdict(p) for p in self.items.values()],
            "hands_played": {str(t): n for t, n in self.hands_played.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping | None) -> Penalties:
        if not data:
            return cls()
        items = {p["penalty_id"]: Penalty(**p) for p in data.get("penalties", ())}
        hands = {int(t): n for t, n in data.get("hands_played", {}).items()}
        return cls(items, hands)


# --- decisions ------------------------------------------------------------------------------


@dataclass(frozen=True)
class PenaltyPlan:
    """A penalty worked out before it is given (the dialog's preview, and the command's
    own check): the offender and where he sits, his record in this event, the proposal,
    the step chosen and the hands it makes."""

    entry_id: int
    player_id: int
    house_player_id: int | None
    player_name: str
    offence: Offence
    table: int | None
    seat: int | None
    players: int | None
    record: tuple[Penalty, ...]
    proposal: Proposal
    step: Step
    hands: int

    @property
    def chosen_otherwise(self) -> bool:
        return self.step != self.proposal.step


def plan_penalty(
    state: Any,
    settings: PenaltySettings,
    entry_id: object,
    offence: object,
    kind: object = None,
    count: object = None,
    players: object = None,
) -> PenaltyPlan:
    """ADTP 68: the penalty for an entry in play. The offence from the house's list; the
    proposal from the player's record in this event and the house's ladder (`propose`);
    the step given is the proposal unless ``kind`` (and ``count``) say otherwise
    (`check_step`); the players at the table are the room's count at the offender's table
    now, or ``players`` as the floor counts them (1 to the table's size); missed orbits need
    a seat (ADTP 68-B, `hands_to_serve`). Refused in words: the tournament over, an unknown
    or finished entry, an unknown offence, a bad step or count."""
    state.check_open()
    if state.book.winner is not None:
        raise Refused("penalty.tournament_over")
    if not isinstance(entry_id, int) or isinstance(entry_id, bool):
        raise Refused("entry.unknown", id=str(entry_id)[:20])
    entry = state.book.entries.get(entry_id)
    if entry is None:
        raise Refused("entry.unknown", id=entry_id)
    player = state.players.get(entry.player_id)
    name = player.name if player is not None else f"#{entry_id}"
    if entry.status != "active":
        raise Refused("penalty.entry_out", name=name, id=entry_id)
    chosen = settings.offence(offence)
    record = tuple(state.penalties.of_player(entry.player_id))
    proposal = propose(record, settings.ladder, chosen)
    if kind is None:
        if count is not None:
            raise Refused("penalty.count_without_kind")
        step = proposal.step
    else:
        step = check_step(kind, count)
    where = state.seating.where.get(entry_id)
    table = where.table if where is not None else None
    seat = where.seat if where is not None else None
    size = TABLE_PLAYERS_MAX
    at_table = None
    if where is not None and state.seating.room is not None:
        t = state.seating.room.tables[where.table]
        size, at_table = t.size, t.count
    if players is not None:
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= size:
            raise Refused("penalty.bad_players", players=str(players)[:20], max=size)
        at_table = players
    if step.kind == ORBITS and at_table is None:
        raise Refused("penalty.not_seated", name=name)
    hands = hands_to_serve(step, at_table)
    return PenaltyPlan(
        entry_id,
        entry.player_id,
        entry.house_player_id,
        name,
        chosen,
        table,
        seat,
        at_table,
        record,
        proposal,
        step,
        hands,
    )


def decide_penalty(
    plan: PenaltyPlan,
    reason: str = "",
    details: str = "",
    *,
    level: int | None = None,
    on_break: bool = False,
    chips: int = 0,
) -> PenaltyGiven:
    """ADTP 68-B: choosing otherwise than the proposal needs the floor's reason (it goes
    into the record); an offence that asks for it ("other") needs what happened
    (``details``). Both by `clean_text`, REASON_LIMIT."""
    reason = clean_text(reason or "", limit=REASON_LIMIT, field="text.field.reason")
    if plan.chosen_otherwise and not reason:
        raise Refused(
            "penalty.reason_needed",
            proposed=plan.proposal.step.words(),
            chosen=plan.step.words(),
        )
    details = clean_text(details or "", limit=REASON_LIMIT, field="text.field.penalty_details")
    if plan.offence.needs_details and not details:
        raise Refused("penalty.details_needed", offence=plan.offence.label())
    return PenaltyGiven(
        plan.entry_id,
        plan.player_id,
        plan.house_player_id,
        plan.player_name,
        plan.offence.key,
        plan.offence.name,
        plan.offence.rule,
        plan.step.kind,
        plan.step.count,
        plan.hands,
        plan.table,
        plan.seat,
        plan.players,
        plan.proposal.kind,
        plan.proposal.count,
        plan.proposal.why,
        reason,
        details,
        level,
        on_break,
        chips if plan.step.kind == DISQUALIFICATION else 0,
    )


def disqualification_reason(event: PenaltyGiven) -> str:
    """The reason the disqualification's ``PlayerEliminated`` carries (ADTP 68-D): the
    offence, its rule and what happened, within REASON_LIMIT."""
    text = f"{offence_label(event.offence, event.offence_name)} ({event.rule})"
    if event.details:
        text += f": {event.details}"
    return text if len(text) <= REASON_LIMIT else text[: REASON_LIMIT - 1] + "…"


def decide_served(state: Any, penalty_id: object, note: str = "") -> PenaltyServed:
    """ADTP 68-C, Casino Club "Suspensión de Manos" ("hasta que el Director del Torneo le
    indique que la penalización finalizó"): the floor marks a penalty being served as
    served, whatever the count says (kept in the event). Refused in words when it is not
    being served (served already, a warning, the player out); a served penalty comes back
    only by undo."""
    state.check_open()
    penalty = state.penalties.get(penalty_id)
    if penalty.status != SERVING:
        raise Refused(
            "penalty.not_serving",
            id=penalty.penalty_id,
            name=penalty.player_name,
            status=status_words(penalty),
        )
    note = clean_text(note or "", limit=REASON_LIMIT, field="text.field.note")
    return PenaltyServed(penalty.penalty_id, penalty.hands_left, note)


def decide_hand_played(state: Any, table: object) -> TableHandPlayed:
    """ADTP 68-C: a hand played at an open table with players (outside hand-for-hand; the
    hand-for-hand mark is ``HandDoneMarked``)."""
    state.check_open()
    room = state.seating.room
    if room is None:
        raise Refused("seating.no_room")
    if not isinstance(table, int) or isinstance(table, bool) or table not in room.tables:
        raise Refused("room.unknown_table", table=str(table)[:20])
    t = room.tables[table]
    if not t.is_open or t.count == 0:
        raise Refused("seating.table_not_playing", table=table)
    return TableHandPlayed(table)


__all__ = [
    "DEFAULT_LADDER",
    "DEFAULT_OFFENCES",
    "DISQUALIFICATION",
    "HANDS",
    "KINDS",
    "ORBITS",
    "SERVED",
    "SERVING",
    "WARNING",
    "Offence",
    "Penalties",
    "Penalty",
    "PenaltyGiven",
    "PenaltyLadderSet",
    "PenaltyOffencesSet",
    "PenaltyPlan",
    "PenaltyServed",
    "PenaltySettings",
    "Proposal",
    "Step",
    "TableHandPlayed",
    "check_ladder",
    "check_offences",
    "check_step",
    "decide_hand_played",
    "decide_penalty",
    "decide_served",
    "disqualification_reason",
    "hands_to_serve",
    "offence_label",
    "penalty_words",
    "plan_penalty",
    "propose",
    "say",
    "status_words",
]
