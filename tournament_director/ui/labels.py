"""Readable, translated words for roles, event types and what an event did.

Every event type the application records has a label here (tests/ui/test_labels.py walks
the registry); a type from a later version is shown as recorded. A summary reads only the
payload (old events may lack fields) and, when given, a `Names` view of the tournament for
players' names, the currency and the structure's periods; without it, ids.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from tournament_director import i18n
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.identity import shown_document
from tournament_director.domain.money import DEFAULT_CURRENCY, format_amount, format_count
from tournament_director.domain.operators import Role
from tournament_director.domain.payouts import table_label
from tournament_director.domain.penalties import KINDS as PENALTY_KINDS
from tournament_director.domain.penalties import Step, offence_label, say
from tournament_director.domain.structure import Period
from tournament_director.domain.tournament import TournamentState
from tournament_director.ui.time_format import day_and_time

SUMMARY_LIMIT = 120  # characters of a one-line summary in the log view


class Counted(QObject):
    """The log's counted words ("1 table", "2 tables"): lupdate gives a string its plural
    forms only when it is a class's tr() with a count, so they are said through this class
    (its name is their context in the translation files)."""


def role_label(role: Role | str) -> str:
    """Director, Supervisor de sala, Cajero: the role's name from the catalogue, the same
    words the refusals use ("Bruno (supervisor de sala) no puede …")."""
    return _first_up(i18n.t(f"role.{Role(role).value}"))


def _type_labels() -> dict[str, str]:
    return {
        # the tournament and its record
        "TournamentCreated": QCoreApplication.translate("labels", "Tournament created"),
        "TournamentRenamed": QCoreApplication.translate("labels", "Tournament renamed"),
        "TournamentArchived": QCoreApplication.translate("labels", "Tournament archived"),
        "TournamentRestored": QCoreApplication.translate("labels", "Tournament restored"),
        "PlayerRegistered": QCoreApplication.translate("labels", "Player registered"),
        "PlayerDetailsCorrected": QCoreApplication.translate("labels", "Player details corrected"),
        "NoteAdded": QCoreApplication.translate("labels", "Note"),
        "ActionUndone": QCoreApplication.translate("labels", "Undo"),
        "ActionRedone": QCoreApplication.translate("labels", "Redo"),
        # structure, rules and the clock
        "StructureSet": QCoreApplication.translate("labels", "Structure set"),
        "RuleSetChosen": QCoreApplication.translate("labels", "Rule set chosen"),
        "ClockStarted": QCoreApplication.translate("labels", "Clock started"),
        "ClockPaused": QCoreApplication.translate("labels", "Clock paused"),
        "ClockResumed": QCoreApplication.translate("labels", "Clock resumed"),
        "ClockPeriodChanged": QCoreApplication.translate("labels", "Clock moved"),
        "ClockTimeAdjusted": QCoreApplication.translate("labels", "Clock time adjusted"),
        "HandForHandSwitched": QCoreApplication.translate("labels", "Hand-for-hand"),
        "HandCompleted": QCoreApplication.translate("labels", "Hand-for-hand hand done"),
        "ClockReanchored": QCoreApplication.translate("labels", "Clock kept after a time jump"),
        "ClockStartScheduled": QCoreApplication.translate("labels", "Clock start scheduled"),
        "AnnouncementScheduled": QCoreApplication.translate("labels", "Announcement"),
        "AnnouncementWithdrawn": QCoreApplication.translate("labels", "Announcement withdrawn"),
        "LateRegistrationClosed": QCoreApplication.translate("labels", "Late registration closed"),
        "ColourUpMoved": QCoreApplication.translate("labels", "Colour-up moved"),
        "ColourUpCancelled": QCoreApplication.translate("labels", "Colour-up cancelled"),
        "ChipRaceRecorded": QCoreApplication.translate("labels", "Chip race"),
        "PlayerClockCalled": QCoreApplication.translate("labels", "Clock on a player"),
        "PlayerClockOutcome": QCoreApplication.translate("labels", "Clock on a player: outcome"),
        # penalties (domain/penalties.py)
        "PenaltyGiven": QCoreApplication.translate("labels", "Penalty"),
        "PenaltyServed": QCoreApplication.translate("labels", "Penalty served"),
        "TableHandPlayed": QCoreApplication.translate("labels", "Hand played at a table"),
        # multi-flight events (domain/stages.py)
        "EventStagesDefined": QCoreApplication.translate("labels", "Event with flights"),
        "FlightDefined": QCoreApplication.translate("labels", "Qualifying flight"),
        "FlightEndSet": QCoreApplication.translate("labels", "Flight's end set"),
        "ChipsBagged": QCoreApplication.translate("labels", "Chips bagged"),
        "FlightClosed": QCoreApplication.translate("labels", "Flight closed"),
        "FlightDrawn": QCoreApplication.translate("labels", "Flight drawn"),
        "EventPoolFixed": QCoreApplication.translate("labels", "Event prize pool fixed"),
        "QualifierAccredited": QCoreApplication.translate("labels", "Qualifier accredited"),
        "FinalStartSet": QCoreApplication.translate("labels", "Final stage's first level"),
        # the registration desk and the cashier
        "BuyInSet": QCoreApplication.translate("labels", "Buy-in set"),
        "TablesSet": QCoreApplication.translate("labels", "Tables set"),
        "PurchaseMade": QCoreApplication.translate("labels", "Purchase"),
        "EntryCancelled": QCoreApplication.translate("labels", "Entry cancelled"),
        "WaitlistJoined": QCoreApplication.translate("labels", "Waiting list: joined"),
        "WaitlistLeft": QCoreApplication.translate("labels", "Waiting list: left"),
        "PlayerMarkedAbsent": QCoreApplication.translate("labels", "Player absent"),
        "PlayerArrived": QCoreApplication.translate("labels", "Player arrived"),
        "AbsentStackKept": QCoreApplication.translate("labels", "Absent player keeps stack"),
        "AbsentStacksRemoved": QCoreApplication.translate("labels", "Absent stacks removed"),
        "PlayerEliminated": QCoreApplication.translate("labels", "Player out"),
        "TournamentFinished": QCoreApplication.translate("labels", "Tournament finished"),
        "ShiftOpened": QCoreApplication.translate("labels", "Cashier shift opened"),
        "ShiftClosed": QCoreApplication.translate("labels", "Cashier shift closed"),
        # seating
        "TableOrdersSet": QCoreApplication.translate("labels", "Table orders set"),
        "SeatReserved": QCoreApplication.translate("labels", "Seat reserved"),
        "SeatReleased": QCoreApplication.translate("labels", "Seat released"),
        "ButtonDrawn": QCoreApplication.translate("labels", "Button drawn"),
        "ButtonSet": QCoreApplication.translate("labels", "Button set"),
        "PlayerSeated": QCoreApplication.translate("labels", "Player seated"),
        "PlayerMoved": QCoreApplication.translate("labels", "Player moved"),
        "TableBroken": QCoreApplication.translate("labels", "Table broken"),
        "RoomRedrawn": QCoreApplication.translate("labels", "Seats redrawn"),
        "HandDoneMarked": QCoreApplication.translate("labels", "Table's hand done"),
        # prize pool, payouts, prizes
        "AddedMoneySet": QCoreApplication.translate("labels", "Added money set"),
        "GuaranteeSet": QCoreApplication.translate("labels", "Guarantee set"),
        "PrizePoolFixed": QCoreApplication.translate("labels", "Prize pool fixed"),
        "PayoutStructureChosen": QCoreApplication.translate("labels", "Payouts chosen"),
        "PayoutUnitSet": QCoreApplication.translate("labels", "Prize rounding set"),
        "DealAgreed": QCoreApplication.translate("labels", "Deal agreed"),
        "PrizePaid": QCoreApplication.translate("labels", "Prize paid"),
        "PrizePaymentVoided": QCoreApplication.translate("labels", "Prize payment voided"),
        # the house
        "PlayerRecordCreated": QCoreApplication.translate("labels", "Player record created"),
        "PlayerRecordCorrected": QCoreApplication.translate("labels", "Player record corrected"),
        "PlayerRecordsMerged": QCoreApplication.translate("labels", "Player records merged"),
        "ExclusionsListed": QCoreApplication.translate("labels", "Exclusion list imported"),
        "ExclusionLifted": QCoreApplication.translate("labels", "Exclusion lifted"),
        "StaffDocumentListed": QCoreApplication.translate("labels", "Staff member listed"),
        "StaffDocumentRemoved": QCoreApplication.translate("labels", "Staff member removed"),
        "OperatorCreated": QCoreApplication.translate("labels", "Operator created"),
        "OperatorRoleChanged": QCoreApplication.translate("labels", "Operator role changed"),
        "OperatorPinChanged": QCoreApplication.translate("labels", "Operator PIN changed"),
        "OperatorActivationChanged": QCoreApplication.translate("labels", "Operator (de)activated"),
        "SignInFailed": QCoreApplication.translate("labels", "Wrong PIN"),
        "SignInSucceeded": QCoreApplication.translate("labels", "Signed in after wrong PINs"),
        "OperatorLocked": QCoreApplication.translate("labels", "Operator locked"),
        "OperatorUnlocked": QCoreApplication.translate("labels", "Operator unlocked"),
        "StructureSaved": QCoreApplication.translate("labels", "Structure saved to the library"),
        "StructureDeleted": QCoreApplication.translate(
            "labels", "Structure deleted from the library"
        ),
        "PayoutTableSaved": QCoreApplication.translate("labels", "Payout table saved"),
        "PayoutTableDeleted": QCoreApplication.translate("labels", "Payout table deleted"),
        "HouseSettingChanged": QCoreApplication.translate("labels", "House setting changed"),
        "PenaltyOffencesSet": QCoreApplication.translate("labels", "Penalty offences set"),
        "PenaltyLadderSet": QCoreApplication.translate("labels", "Penalty ladder set"),
        "RecordRestored": QCoreApplication.translate("labels", "Record restored from a backup"),
    }


def event_type_label(event_type: str) -> str:
    """A known type in the reader's language; an unknown one (a later version's) as recorded."""
    return _type_labels().get(event_type, event_type)


# --- what the log knows beyond the event ------------------------------------------------------


class Names:
    """Names, the currency and the periods of one tournament, read from its state for the
    log's summaries. Lookups never fail: an unknown id gives None."""

    def __init__(self, state: TournamentState | None = None) -> None:
        self._state = state
        self._house: dict[int, str] | None = None
        self._first_entries: dict[int, int] | None = None
        self._periods: list[Period] | None = None

    @property
    def currency(self) -> str:
        state = self._state
        if state is not None and state.book.buy_in is not None:
            return state.book.buy_in.currency
        if state is not None and state.structure is not None:
            return state.structure.currency
        return DEFAULT_CURRENCY

    def player(self, player_id: Any) -> str | None:
        player = self._state.players.get(player_id) if self._state else None
        return player.name if player else None

    def entry(self, entry_id: Any) -> str | None:
        entry = self._state.book.entries.get(entry_id) if self._state else None
        return self.player(entry.player_id) if entry else None

    def first_entry(self, player_id: Any) -> int | None:
        """The player's first entry in the tournament (the one bought with the
        registration at the desk), or None."""
        if self._state is None:
            return None
        if self._first_entries is None:
            self._first_entries = {}
            for entry in self._state.book.entries.values():
                known = self._first_entries.get(entry.player_id)
                if known is None or entry.entry_id < known:
                    self._first_entries[entry.player_id] = entry.entry_id
        return self._first_entries.get(player_id)

    def house_player(self, house_player_id: Any) -> str | None:
        if self._state is None:
            return None
        if self._house is None:
            self._house = {w.house_player_id: w.name for w in self._state.book.waiting}
            for p in self._state.players.values():
                if p.house_player_id is not None:
                    self._house[p.house_player_id] = p.name
        return self._house.get(house_player_id)

    def payment_entry(self, payment_id: Any) -> int | None:
        payment = self._state.prizes.payments.get(payment_id) if self._state else None
        return payment.entry_id if payment else None

    def penalty_entry(self, penalty_id: Any) -> int | None:
        """The entry a penalty was given to (a penalty undone since: None)."""
        penalties = self._state.penalties.items if self._state else {}
        penalty = penalties.get(penalty_id) if isinstance(penalty_id, int) else None
        return penalty.entry_id if penalty else None

    def period(self, index: Any) -> str | None:
        """Level 5, or Break (after level 4), for the clock's period index."""
        structure = self._state.structure if self._state else None
        if structure is None or not isinstance(index, int):
            return None
        if self._periods is None:
            self._periods = structure.periods()
        periods = self._periods
        if not 0 <= index < len(periods):
            return None
        period = periods[index]
        if period.kind == "break":
            return QCoreApplication.translate("labels", "break after level {level}").format(
                level=period.after_level
            )
        return QCoreApplication.translate("labels", "level {number}").format(
            number=period.level_number
        )


_NO_NAMES = Names()


# --- pieces of a summary ----------------------------------------------------------------------


def _seqs(seqs: Iterable[int]) -> str:
    return ", ".join(f"#{s}" for s in seqs)


def _count(n: Any) -> str:
    """A number of chips the way the room writes it: 12.500 (English 12,500)."""
    return format_count(n) if isinstance(n, int) and not isinstance(n, bool) else str(n)


def _money(amount: Any, code: str) -> str:
    if not isinstance(amount, int):
        return "?"
    try:
        return format_amount(amount, code)
    except Exception:  # an unknown currency in an old record: the number, and the code
        return f"{_count(amount)} {code}"


def _entry(names: Names, entry_id: Any) -> str:
    """Ana Pérez (entry 12), or entry 12 when the name is not known."""
    if entry_id is None:
        return "?"
    name = names.entry(entry_id)
    if name:
        return QCoreApplication.translate("labels", "{name} (entry {id})").format(
            name=name, id=entry_id
        )
    return QCoreApplication.translate("labels", "entry {id}").format(id=entry_id)


def _first_up(text: str) -> str:
    """ "entry 12: …" at the start of a line reads "Entry 12: …"."""
    return text[:1].upper() + text[1:]


def _player(names: Names, player_id: Any) -> str:
    name = names.player(player_id)
    if name:
        return name
    return QCoreApplication.translate("labels", "player {id}").format(id=player_id)


def _seat(table: Any, seat: Any) -> str:
    return QCoreApplication.translate("labels", "table {table} seat {seat}").format(
        table=table, seat=seat
    )


def _tables(tables: Any) -> str:
    return ", ".join(str(t) for t in tables or ())


def _clock_time(clock: Any, names: Names) -> str:
    """level 5, 12:34 left (from the anchors recorded with a clock event)."""
    if not isinstance(clock, dict):
        return ""
    index = clock.get("period")
    period = names.period(index)
    if period is None:
        if not isinstance(index, int):
            return ""
        period = QCoreApplication.translate("labels", "period {number}").format(number=index + 1)
    remaining = clock.get("remaining_ms")
    if not isinstance(remaining, int):
        return period
    return QCoreApplication.translate("labels", "{period}, {time} left").format(
        period=period, time=_minutes_seconds(remaining)
    )


def _minutes_seconds(ms: int) -> str:
    seconds = max(ms, 0) // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"


def _kind(kind: Any) -> str:
    return {
        "registration": QCoreApplication.translate("labels", "registration"),
        "late_registration": QCoreApplication.translate("labels", "late registration"),
        "re_entry": QCoreApplication.translate("labels", "re-entry"),
        "rebuy": QCoreApplication.translate("labels", "rebuy"),
        "add_on": QCoreApplication.translate("labels", "add-on"),
        "qualifier": QCoreApplication.translate("labels", "qualifier"),
    }.get(kind, str(kind))


def _method(method: Any) -> str:
    return {
        "cash": QCoreApplication.translate("labels", "cash"),
        "card": QCoreApplication.translate("labels", "card"),
        "voucher": QCoreApplication.translate("labels", "voucher"),
        "satellite": QCoreApplication.translate("labels", "satellite ticket"),
        "transfer": QCoreApplication.translate("labels", "bank transfer"),
        "cheque": QCoreApplication.translate("labels", "cheque"),
        "slip": QCoreApplication.translate("labels", "chip-control slip"),
    }.get(method, str(method))


def _role(role: Any) -> str:
    try:
        return role_label(role)
    except ValueError:
        return str(role)


def _with_reason(text: str, reason: Any) -> str:
    if reason and str(reason).strip():
        return f"{text} — {reason}" if text else str(reason)
    return text


def _join(parts: Iterable[str]) -> str:
    return ", ".join(part for part in parts if part)


# --- summaries by type ------------------------------------------------------------------------


def _tournament(p: dict, _names: Names) -> str:
    return str(p.get("name", ""))


def _document_words(p: dict) -> str:
    """The document as it is written (RUT 12.345.678-5), or as recorded when odd. The log
    says what was recorded: no mark for a number recorded before the checks."""
    kind, number = p.get("document_type", ""), p.get("document", "")
    if isinstance(kind, str) and isinstance(number, str):
        return shown_document(kind, number, mark=False)
    return f"{kind} {number}".strip()


def _registered(p: dict, names: Names) -> str:
    """Ana Pérez (DNI 30.111.222), entry 12: the player's number in the tournament is not
    shown, it is not an entry's (a re-entry takes the next entry number, not the next
    player's), and read beside the purchases it named the wrong entry."""
    text = f"{p.get('name')} ({_document_words(p)})"
    entry = names.first_entry(p.get("player_id"))
    if entry is not None:
        text += ", " + QCoreApplication.translate("labels", "entry {id}").format(id=entry)
    return _with_reason(text, p.get("reason"))


def _note(p: dict, names: Names) -> str:
    text = str(p.get("text", ""))
    if p.get("player_id") is None:
        return text
    name = names.player(p["player_id"])
    if name:
        return f"{name}: {text}"
    return QCoreApplication.translate("labels", "Player {id}: {text}").format(
        id=p["player_id"], text=text
    )


def _undone(p: dict, _names: Names) -> str:
    text = QCoreApplication.translate("labels", "Undoes {type} ({seqs})").format(
        type=event_type_label(p.get("target_type", "")), seqs=_seqs(p.get("target_seqs", []))
    )
    if p.get("reason"):
        text += " — " + QCoreApplication.translate("labels", "reason: {reason}").format(
            reason=p["reason"]
        )
    return text


def _redone(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Redoes {type} ({seqs})").format(
        type=event_type_label(p.get("target_type", "")), seqs=_seqs(p.get("target_seqs", []))
    )


def _nothing(_p: dict, _names: Names) -> str:
    return ""


def _structure_set(p: dict, _names: Names) -> str:
    structure = p.get("structure") or {}
    levels = len(structure.get("levels") or ())
    text = Counted.tr("“{name}”: %n level(s), starting stack {stack}", "", levels).format(
        name=structure.get("name", ""), stack=_count(structure.get("starting_stack", "?"))
    )
    return _with_reason(text, p.get("reason"))


def _rule_set(p: dict, _names: Names) -> str:
    name = str((p.get("rule_set") or {}).get("name", ""))
    presets = {"adtp-2018": "ADTP 2018", "tda-2024": "TDA 2024", "casino-club": "Casino Club"}
    return _with_reason(presets.get(name, name), p.get("reason"))


def _clock_where(p: dict, names: Names) -> str:
    """Level 2, 19:59 left: where the clock stood after it started, paused or resumed."""
    return _first_up(_clock_time(p.get("clock"), names))


def _clock_paused(p: dict, names: Names) -> str:
    text = _clock_where(p, names)
    if p.get("reason") == "finished":
        text += " " + QCoreApplication.translate("labels", "(tournament over)")
    return text


def _clock_moved(p: dict, names: Names) -> str:
    where = _clock_time(p.get("clock"), names)
    reason = p.get("reason")
    if reason == "next":
        return QCoreApplication.translate("labels", "Forward to {where}").format(where=where)
    if reason == "previous":
        return QCoreApplication.translate("labels", "Back to {where}").format(where=where)
    if reason == "jump":
        return QCoreApplication.translate("labels", "Jumped to {where}").format(where=where)
    if reason == "restart":
        return QCoreApplication.translate("labels", "Period restarted: {where}").format(where=where)
    return _join([str(reason or ""), where])


def _clock_adjusted(p: dict, names: Names) -> str:
    delta = p.get("delta_ms")
    where = _clock_time(p.get("clock"), names)
    if not isinstance(delta, int):
        return where
    if delta >= 0:
        text = QCoreApplication.translate("labels", "{time} added").format(
            time=_minutes_seconds(delta)
        )
    else:
        text = QCoreApplication.translate("labels", "{time} taken off").format(
            time=_minutes_seconds(-delta)
        )
    return _join([text, where])


def _hand_for_hand(p: dict, names: Names) -> str:
    if p.get("on"):
        text = QCoreApplication.translate("labels", "On: the clock stops, hand by hand")
    else:
        text = QCoreApplication.translate("labels", "Off: the clock runs again")
    return _join([text, _clock_time(p.get("clock"), names)])


def _hand_completed(p: dict, names: Names) -> str:
    deducted = p.get("deducted_ms")
    text = ""
    if isinstance(deducted, int):
        text = QCoreApplication.translate("labels", "{time} off the clock").format(
            time=_minutes_seconds(deducted)
        )
    return _join([text, _clock_time(p.get("clock"), names)])


def _reanchored(p: dict, names: Names) -> str:
    jump = p.get("jump_s")
    text = ""
    if isinstance(jump, int | float):
        text = QCoreApplication.translate(
            "labels", "System clock jumped {seconds} s; the room's time kept"
        ).format(seconds=round(jump))
    return _join([text, _clock_time(p.get("clock"), names)])


def _scheduled(p: dict, _names: Names) -> str:
    if not p.get("at"):
        return QCoreApplication.translate("labels", "Scheduled start cancelled")
    day, time = day_and_time(p["at"])
    if day:
        return QCoreApplication.translate("labels", "Starts by itself on {date} at {time}").format(
            date=day, time=time
        )
    return QCoreApplication.translate("labels", "Starts by itself at {time}").format(time=time)


def _announcement(p: dict, _names: Names) -> str:
    text = f"“{p.get('text', '')}”"
    if p.get("minutes"):
        day, time = day_and_time(p["at"]) if p.get("at") else ("", "")
        if not time:
            when = QCoreApplication.translate("labels", "from now, {minutes} min")
        elif day:
            when = QCoreApplication.translate("labels", "from {date} at {time}, {minutes} min")
        else:
            when = QCoreApplication.translate("labels", "from {time}, {minutes} min")
        text += " " + when.format(date=day, time=time, minutes=p["minutes"])
    return text


def _announcement_withdrawn(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Announcement no. {id}").format(
        id=p.get("announcement_id", "?")
    )


def _late_closed(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "At the end of level {level}").format(
        level=p.get("level_number", "?")
    )


def _chip(p: dict) -> str:
    """25 (blanco): the chip of a colour-up event, as the room knows it."""
    figure = _count(p.get("denomination", "?"))
    colour = str(p.get("colour") or "").strip()
    return f"{figure} ({colour})" if colour else figure


def _at_break(after: Any) -> str:
    if after is None:
        return QCoreApplication.translate("labels", "no colour-up")
    return QCoreApplication.translate("labels", "break after level {level}").format(level=after)


def _colour_up_moved(p: dict, _names: Names) -> str:
    """25 (blanco): break after level 4 → break after level 8 — reason."""
    text = QCoreApplication.translate("labels", "{chip}: {before} → {after}").format(
        chip=_chip(p), before=_at_break(p.get("from_after")), after=_at_break(p.get("after_level"))
    )
    return _with_reason(text, p.get("reason"))


def _colour_up_cancelled(p: dict, _names: Names) -> str:
    """25 (blanco) stay in play (was: break after level 4) — reason."""
    text = QCoreApplication.translate("labels", "{chip} stay in play (was: {before})").format(
        chip=_chip(p), before=_at_break(p.get("from_after"))
    )
    return _with_reason(text, p.get("reason"))


def _chip_race(p: dict, names: Names) -> str:
    """Table 4, 25 (blanco) → 100 (negro): 2 chips raced, chips in play +150; won: seat 3
    (Ana), seat 1 (Luis); protection chip: seat 2 (Marta)."""
    removed = _chip({"denomination": p.get("removed"), "colour": p.get("removed_colour")})
    to = _chip({"denomination": p.get("to"), "colour": p.get("to_colour")})
    text = QCoreApplication.translate("labels", "Table {table}, {removed} → {to}").format(
        table=p.get("table", "?"), removed=removed, to=to
    )
    change = p.get("total_change", 0)
    sign = "+" if isinstance(change, int) and change > 0 else ""
    raced = ", ".join(
        (
            Counted.tr("%n chip(s) raced", "", int(p.get("chips_raced") or 0)),
            QCoreApplication.translate("labels", "chips in play {change}").format(
                change=sign + _count(change)
            ),
        )
    )
    parts = [raced]

    def seat(row: dict) -> str:
        name = names.entry(row.get("entry_id"))
        where = QCoreApplication.translate("labels", "seat {seat}").format(seat=row.get("seat"))
        return f"{where} ({name})" if name else where

    winners = [seat(w) for w in p.get("winners") or ()]
    if winners:
        parts.append(
            QCoreApplication.translate("labels", "won: {seats}").format(seats=", ".join(winners))
        )
    protected = [seat(w) for w in p.get("protected") or ()]
    if protected:
        parts.append(
            QCoreApplication.translate("labels", "protection chip: {seats}").format(
                seats=", ".join(protected)
            )
        )
    if p.get("drawn"):
        parts.append(QCoreApplication.translate("labels", "cards drawn by the application"))
    return f"{text}: {'; '.join(parts)}"


def _clock_outcome_word(outcome: Any) -> str:
    return {
        "acted": QCoreApplication.translate("labels", "acted in time"),
        "hand_dead": QCoreApplication.translate("labels", "hand dead"),
        "checked": QCoreApplication.translate("labels", "checked (no bet to face)"),
        "withdrawn": QCoreApplication.translate("labels", "withdrawn by the floor"),
    }.get(outcome, str(outcome))


def _player_clock_where(p: dict, names: Names) -> str:
    """Table 5, seat 3: Ana Pérez (entry 12)."""
    where = QCoreApplication.translate("labels", "Table {table}, seat {seat}").format(
        table=p.get("table", "?"), seat=p.get("seat", "?")
    )
    return f"{where}: {_entry(names, p.get('entry_id'))}"


def _player_clock_called(p: dict, names: Names) -> str:
    """Table 5, seat 3: Ana Pérez (entry 12) — 30 s, the last 5 counted (ADTP 29); asked by
    Luis Soto; on the big screen."""
    parts = [
        QCoreApplication.translate("labels", "{total} s, the last {countdown} counted").format(
            total=p.get("total_seconds", "?"), countdown=p.get("countdown_seconds", "?")
        )
    ]
    if p.get("rule"):
        parts[0] += f" ({p['rule']})"
    asker = p.get("requested_by_entry")
    if asker is not None:
        parts.append(
            QCoreApplication.translate("labels", "asked by {player}").format(
                player=names.entry(asker) or _entry(names, asker)
            )
        )
    if p.get("on_display"):
        parts.append(QCoreApplication.translate("labels", "on the big screen"))
    return f"{_player_clock_where(p, names)} — {'; '.join(parts)}"


def _player_clock_outcome(p: dict, names: Names) -> str:
    """Table 5, seat 3: Ana Pérez (entry 12) — acted in time, 0:12 left."""
    text = _clock_outcome_word(p.get("outcome"))
    left = p.get("time_left_ms")
    if isinstance(left, int) and left > 0:
        text = QCoreApplication.translate("labels", "{outcome}, {time} left").format(
            outcome=text, time=_minutes_seconds(left + 999)
        )
    return f"{_player_clock_where(p, names)} — {text}"


def _stages_defined(p: dict, _names: Names) -> str:
    """Flights Día 1A (27/11 18:00), Día 1B (28/11 18:00); the player chooses; ..."""
    flights = ", ".join(
        f"{f.get('label', '?')} ({_local_start(f.get('starts_at'))})"
        for f in p.get("flights") or ()
        if isinstance(f, dict)
    )
    settings = p.get("settings") or {}
    words = {
        "choose": QCoreApplication.translate("labels", "the player chooses the flight"),
        "draw": QCoreApplication.translate("labels", "the flight is drawn"),
        "once": QCoreApplication.translate("labels", "one purchase per event"),
        "later_flight": QCoreApplication.translate("labels", "a new entry in a later flight"),
        "largest": QCoreApplication.translate("labels", "the largest stack counts"),
        "first": QCoreApplication.translate("labels", "the first flight's stack counts"),
        "last": QCoreApplication.translate("labels", "the last flight's stack counts"),
    }
    rules = [
        words.get(settings.get(k), str(settings.get(k))) for k in ("assignment", "entries", "stack")
    ]
    text = QCoreApplication.translate("labels", "Flights {flights}").format(flights=flights)
    return f"{text}; {'; '.join(rules)}"


def _local_start(at: Any) -> str:
    try:
        return datetime.fromisoformat(str(at)).strftime("%d/%m %H:%M")
    except ValueError:
        return str(at)


def _flight_defined(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Flight {label} of event no. {event}, {at}").format(
        label=p.get("label", "?"), event=p.get("event_id", "?"), at=_local_start(p.get("starts_at"))
    )


def _flight_end(p: dict, _names: Names) -> str:
    """Ends at the end of level 12 or with 40 qualifiers, whichever comes first."""
    level, qualifiers = p.get("level"), p.get("qualifiers")
    parts = []
    if level is not None:
        parts.append(
            QCoreApplication.translate("labels", "at the end of level {level}").format(level=level)
        )
    if qualifiers is not None:
        parts.append(
            QCoreApplication.translate("labels", "with {count} qualifiers left").format(
                count=_count(qualifiers)
            )
        )
    text = QCoreApplication.translate("labels", "Ends {when}").format(
        when=QCoreApplication.translate("labels", " or ").join(parts)
    )
    return _with_reason(text, p.get("reason"))


def _confirmer(who: Any) -> str:
    if who == "player":
        return QCoreApplication.translate("labels", "the player")
    return str(who)


def _bagged(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12): 352.000 chips, table 3 seat 5, confirmed by the player; slip
    no. 7 (replaces no. 4)."""
    parts = [
        QCoreApplication.translate("labels", "{chips} chips").format(chips=_count(p.get("chips"))),
    ]
    if p.get("table") is not None and p.get("seat") is not None:
        parts.append(_seat(p["table"], p["seat"]))
    parts.append(
        QCoreApplication.translate("labels", "confirmed by {who}").format(
            who=_confirmer(p.get("confirmed_by"))
        )
    )
    slip = QCoreApplication.translate("labels", "slip no. {slip}").format(slip=p.get("slip", "?"))
    if p.get("replaces") is not None:
        slip += " " + QCoreApplication.translate("labels", "(replaces no. {slip})").format(
            slip=p["replaces"]
        )
    parts.append(slip)
    name = p.get("name") or names.entry(p.get("entry_id"))
    who = QCoreApplication.translate("labels", "{name} (entry {id})").format(
        name=name, id=p.get("entry_id", "?")
    )
    return f"{who}: {_join(parts)}"


def _flight_closed(p: dict, _names: Names) -> str:
    qualifiers = p.get("qualifiers") or ()
    return QCoreApplication.translate(
        "labels", "{count} qualifiers with {chips} chips between them; ended in level {level}"
    ).format(count=len(qualifiers), chips=_count(p.get("chips")), level=p.get("level", "?"))


def _flight_drawn(p: dict, names: Names) -> str:
    who = names.house_player(p.get("house_player_id")) or str(p.get("house_player_id"))
    return QCoreApplication.translate(
        "labels", "{name}: flight no. {flight} drawn among {count}"
    ).format(name=who, flight=p.get("flight_id", "?"), count=len(p.get("among") or ()))


def _event_pool(p: dict, names: Names) -> str:
    groups = [g for g in p.get("groups") or () if isinstance(g, dict)]
    prize = sum(g.get("prize", 0) * g.get("count", 0) for g in groups)
    count = sum(g.get("count", 0) for g in groups)
    text = QCoreApplication.translate(
        "labels", "{amount} from {count} purchases in {flights} flights"
    ).format(
        amount=_money(prize, names.currency),
        count=_count(count),
        flights=len(p.get("flights") or ()),
    )
    return _with_reason(text, p.get("reason"))


def _accredited(p: dict, names: Names) -> str:
    """Ana Pérez (entry 3): 352.000 chips, slip no. 7 of flight no. 4; 1 other stack forfeited."""
    parts = [
        QCoreApplication.translate("labels", "{chips} chips").format(chips=_count(p.get("chips")))
    ]
    if p.get("with_slip"):
        parts.append(
            QCoreApplication.translate("labels", "slip no. {slip} of flight no. {flight}").format(
                slip=p.get("slip", "?"), flight=p.get("flight_id", "?")
            )
        )
    else:
        parts.append(QCoreApplication.translate("labels", "without a slip"))
    forfeited = p.get("forfeited") or ()
    if forfeited:
        parts.append(
            QCoreApplication.translate("labels", "other stacks forfeited: {chips}").format(
                chips=", ".join(_count(f.get("chips")) for f in forfeited if isinstance(f, dict))
            )
        )
    return _first_up(f"{_entry(names, p.get('entry_id'))}: {_join(parts)}")


def _final_start(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "The final stage starts at level {level}").format(
        level=p.get("level", "?")
    )


def _buy_in(p: dict, _names: Names) -> str:
    code = str(p.get("currency") or DEFAULT_CURRENCY)
    pool, fee, staff = (p.get(k, 0) or 0 for k in ("prize_pool", "fee", "staff_fee"))
    total = pool + fee + staff if all(isinstance(v, int) for v in (pool, fee, staff)) else None
    return QCoreApplication.translate(
        "labels", "{total}: {pool} prize pool, {fee} fee, {staff} staff fee"
    ).format(
        total=_money(total, code),
        pool=_money(pool, code),
        fee=_money(fee, code),
        staff=_money(staff, code),
    )


def _tables_set(p: dict, _names: Names) -> str:
    count = p.get("tables")
    if not isinstance(count, int):
        return "?"
    return Counted.tr("%n table(s)", "", count)


def _purchase(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12): re-entry, $100.000 cash, 30.000 chips, table 3 seat 5."""
    parts = [
        _kind(p.get("kind")),
        f"{_money(p.get('amount'), names.currency)} {_method(p.get('method'))}",
    ]
    chips = p.get("chips")
    if isinstance(chips, int):
        removed = p.get("chips_removed") or 0
        parts.append(
            QCoreApplication.translate("labels", "{chips} chips").format(
                chips=_count(chips - removed if isinstance(removed, int) else chips)
            )
        )
    if p.get("table") is not None and p.get("seat") is not None:
        parts.append(_seat(p["table"], p["seat"]))
    return _first_up(f"{_entry(names, p.get('entry_id'))}: {_join(parts)}")


def _cancelled(p: dict, names: Names) -> str:
    text = QCoreApplication.translate("labels", "{who}: {amount} refunded").format(
        who=_entry(names, p.get("entry_id")), amount=_money(p.get("refunded"), names.currency)
    )
    return _with_reason(_first_up(text), p.get("reason"))


def _waitlist_joined(p: dict, names: Names) -> str:
    return str(p.get("name") or names.house_player(p.get("house_player_id")) or "?")


def _waitlist_left(p: dict, names: Names) -> str:
    who = names.house_player(p.get("house_player_id"))
    if not who:
        who = QCoreApplication.translate("labels", "player record {id}").format(
            id=p.get("house_player_id", "?")
        )
    return _with_reason(who, p.get("reason"))


def _entry_only(p: dict, names: Names) -> str:
    return _first_up(_entry(names, p.get("entry_id")))


def _absent_removed(p: dict, names: Names) -> str:
    entries = p.get("entry_ids") or []
    text = Counted.tr(
        "%n stack(s), {chips} chips, at the end of level {level}", "", len(entries)
    ).format(chips=_count(p.get("chips", "?")), level=p.get("level_number"))
    who = [names.entry(e) or str(e) for e in entries]
    return f"{text}: {', '.join(who)}" if who else text


_HAND_AT_TABLE = re.compile(r"T\d+-H(\d+)")  # domain/registration.new_hand_id
_HAND_FOR_HAND = re.compile(r"HH(\d+)")
_SHARED_HAND = re.compile(r"S(\d+)-\d+")  # the bust-out dialog's shared hand


def hand_words(hand: str) -> str:
    """A recorded hand id in words: T4-H17 is "hand 17" (its table is said beside it),
    HH3 "hand 3" (said beside: hand-for-hand), S2-… "simultaneous hand 2"; any other id
    as recorded. The ids are codes for the ranking, not words for the floor."""
    for pattern in (_HAND_AT_TABLE, _HAND_FOR_HAND):
        found = pattern.fullmatch(hand)
        if found:
            return QCoreApplication.translate("labels", "hand {hand}").format(hand=found[1])
    found = _SHARED_HAND.fullmatch(hand)
    if found:
        return QCoreApplication.translate("labels", "simultaneous hand {n}").format(n=found[1])
    return QCoreApplication.translate("labels", "hand {hand}").format(hand=hand)


def _eliminated(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12) out, table 4, hand 17, stack 12.500, eliminated by entry 8."""
    who = _entry(names, p.get("entry_id"))
    kind = p.get("kind", "eliminated")
    if kind == "withdrew":
        head = QCoreApplication.translate("labels", "{who} withdrew").format(who=who)
    elif kind == "disqualified":
        head = QCoreApplication.translate("labels", "{who} disqualified").format(who=who)
    else:
        head = QCoreApplication.translate("labels", "{who} out").format(who=who)
    parts = [_first_up(head)]
    if p.get("table") is not None:
        parts.append(QCoreApplication.translate("labels", "table {table}").format(table=p["table"]))
    if p.get("hand"):
        parts.append(hand_words(str(p["hand"])))
    if p.get("hand_for_hand"):
        parts.append(QCoreApplication.translate("labels", "hand-for-hand"))
    if p.get("starting_stack") is not None:
        parts.append(
            QCoreApplication.translate("labels", "stack {chips}").format(
                chips=_count(p["starting_stack"])
            )
        )
    if p.get("chips_removed"):
        parts.append(
            QCoreApplication.translate("labels", "{chips} chips removed").format(
                chips=_count(p["chips_removed"])
            )
        )
    if p.get("eliminated_by") is not None:
        parts.append(
            QCoreApplication.translate("labels", "eliminated by {who}").format(
                who=_entry(names, p["eliminated_by"])
            )
        )
    return _with_reason(_join(parts), p.get("reason"))


def _finished(p: dict, names: Names) -> str:
    return QCoreApplication.translate("labels", "Winner: {who}").format(
        who=_entry(names, p.get("winner"))
    )


def _shift_opened(p: dict, names: Names) -> str:
    return QCoreApplication.translate("labels", "Shift {id}, {operator}, float {amount}").format(
        id=p.get("shift_id", "?"),
        operator=p.get("operator_name", "?"),
        amount=_money(p.get("opening_float"), names.currency),
    )


def _shift_closed(p: dict, names: Names) -> str:
    counted = p.get("counted") or {}
    differences = {k: v for k, v in (p.get("differences") or {}).items() if v}
    text = QCoreApplication.translate("labels", "Shift {id}, counted {counted}").format(
        id=p.get("shift_id", "?"),
        counted=_join(f"{_method(m)} {_money(a, names.currency)}" for m, a in counted.items()),
    )
    if differences:
        text += "; " + QCoreApplication.translate("labels", "differences: {list}").format(
            list=_join(f"{_method(m)} {_money(a, names.currency)}" for m, a in differences.items())
        )
    else:
        text += "; " + QCoreApplication.translate("labels", "no differences")
    return _with_reason(text, p.get("note"))


def _orders(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Opening: {opening}; breaking: {breaking}").format(
        opening=_tables(p.get("opening")), breaking=_tables(p.get("breaking"))
    )


def _seat_reserved(p: dict, _names: Names) -> str:
    return _with_reason(_seat(p.get("table", "?"), p.get("seat", "?")), p.get("reason"))


def _seat_released(p: dict, _names: Names) -> str:
    return _seat(p.get("table", "?"), p.get("seat", "?"))


def _button_drawn(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Seat {seat}, tables {tables}").format(
        seat=p.get("seat", "?"), tables=_tables(p.get("tables"))
    )


def _button_set(p: dict, _names: Names) -> str:
    text = QCoreApplication.translate("labels", "Table {table}: button on seat {seat}").format(
        table=p.get("table", "?"), seat=p.get("button", "?")
    )
    if p.get("small_blind") is not None:
        text += ", " + QCoreApplication.translate("labels", "small blind seat {seat}").format(
            seat=p["small_blind"]
        )
    return text


def _seated(p: dict, names: Names) -> str:
    text = f"{_entry(names, p.get('entry_id'))}: {_seat(p.get('table', '?'), p.get('seat', '?'))}"
    if p.get("dealt_in") is False:
        text += " " + QCoreApplication.translate("labels", "(waits for the button)")
    return _first_up(text)


def _moved(p: dict, names: Names) -> str:
    """Moved Ana Pérez (entry 12) from 4-7 to 2-3 (balancing)."""
    text = QCoreApplication.translate("labels", "Moved {who} from {origin} to {to}").format(
        who=_entry(names, p.get("entry_id")),
        origin=f"{p.get('from_table', '?')}-{p.get('from_seat', '?')}",
        to=f"{p.get('to_table', '?')}-{p.get('to_seat', '?')}",
    )
    kind = p.get("kind")
    if kind == "balance":
        return text + " " + QCoreApplication.translate("labels", "(balancing)")
    if kind == "other_seat":
        text += " " + QCoreApplication.translate(
            "labels", "(balancing, another seat than {seat})"
        ).format(seat=f"{p.get('proposed_table', '?')}-{p.get('proposed_seat', '?')}")
    elif kind == "manual":
        text += " " + QCoreApplication.translate("labels", "(by the floor)")
    return _with_reason(text, p.get("reason"))


def _moved_count(seats: Any) -> int:
    return len(seats) if isinstance(seats, list | tuple) else 0


def _table_broken(p: dict, _names: Names) -> str:
    count = _moved_count(p.get("seats"))
    return Counted.tr("Table {table}: %n player(s) redrawn", "", count).format(
        table=p.get("table", "?")
    )


def _redrawn(p: dict, _names: Names) -> str:
    kind = {
        "final_table": QCoreApplication.translate("labels", "Final table"),
        "two_tables": QCoreApplication.translate("labels", "Two tables"),
        "new_day": QCoreApplication.translate("labels", "New day"),
    }.get(p.get("kind"), str(p.get("kind", "")))
    numbers = p.get("tables") if isinstance(p.get("tables"), list | tuple) else ()
    tables = Counted.tr("table(s) {numbers}", "", len(numbers))
    text = Counted.tr("{kind}: %n player(s) at {tables}", "", _moved_count(p.get("seats"))).format(
        kind=kind, tables=tables.format(numbers=_tables(numbers))
    )
    if p.get("button") is not None:
        text += ", " + QCoreApplication.translate("labels", "button on seat {seat}").format(
            seat=p["button"]
        )
    return text


def _hand_done(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Table {table}").format(table=p.get("table", "?"))


def _amount(p: dict, names: Names) -> str:
    return _money(p.get("amount"), names.currency)


def _pool_fixed(p: dict, _names: Names) -> str:
    if p.get("reason") == "director":
        text = QCoreApplication.translate("labels", "By the director")
    else:
        text = QCoreApplication.translate("labels", "When registration closed")
    return (
        text
        + " "
        + QCoreApplication.translate("labels", "(purchases up to no. {id})").format(
            id=p.get("last_purchase_id", "?")
        )
    )


def _payout_unit(p: dict, names: Names) -> str:
    currency = p.get("currency") if isinstance(p.get("currency"), str) else ""
    amount = _money(p.get("unit"), currency or names.currency)
    return QCoreApplication.translate("labels", "Prizes rounded to {amount}").format(amount=amount)


def _payouts_chosen(p: dict, _names: Names) -> str:
    structure = p.get("structure") or {}
    if structure.get("method") == "table":
        name = (structure.get("table") or {}).get("name", "")
        return QCoreApplication.translate("labels", "Payout table “{name}”").format(
            name=table_label(name) if isinstance(name, str) else name
        )
    if structure.get("places"):
        places = structure["places"]
        return Counted.tr(
            "Generated: %n place(s) paid", "", places if isinstance(places, int) else 0
        )
    return QCoreApplication.translate("labels", "Generated: {share}% of the field paid").format(
        share=structure.get("paid_share", "?")
    )


def _deal(p: dict, names: Names) -> str:
    deal = p.get("deal") or {}
    method = {
        "icm": QCoreApplication.translate("labels", "ICM"),
        "chip_chop": QCoreApplication.translate("labels", "chip chop"),
    }.get(deal.get("method"), str(deal.get("method", "")))
    takes = []
    for row in deal.get("players") or []:
        who = row.get("player")
        name = names.entry(who) or (
            QCoreApplication.translate("labels", "entry {id}").format(id=who)
        )
        takes.append(f"{name} {_money(row.get('amount'), names.currency)}")
    text = f"{method}: {_join(takes)}"
    return _with_reason(text, p.get("note"))


def _prize_paid(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12): place 2, $260.160, cash."""
    shared = [s for s in p.get("shared") or () if isinstance(s, int)]
    if len(shared) > 1:
        place = QCoreApplication.translate(
            "labels", "place {place} (shared {first}-{last})"
        ).format(place=p.get("place", "?"), first=min(shared), last=max(shared))
    else:
        place = QCoreApplication.translate("labels", "place {place}").format(
            place=p.get("place", "?")
        )
    method = _method(p.get("method"))
    if p.get("reference"):
        method += f" ({p['reference']})"
    amount = _money(p.get("amount"), names.currency)
    return _first_up(f"{_entry(names, p.get('entry_id'))}: {_join([place, amount, method])}")


def _payment_voided(p: dict, names: Names) -> str:
    text = QCoreApplication.translate("labels", "Payment no. {id}").format(
        id=p.get("payment_id", "?")
    )
    entry_id = names.payment_entry(p.get("payment_id"))
    if entry_id is not None:
        text += f", {_entry(names, entry_id)}"
    return _with_reason(text, p.get("reason"))


def _record(p: dict, _names: Names) -> str:
    document = _document_words(p)
    return _with_reason(f"{p.get('player_id')}. {p.get('name', '')} ({document})", p.get("reason"))


def _merged(p: dict, _names: Names) -> str:
    text = QCoreApplication.translate("labels", "Record {merged} merged into {kept}").format(
        merged=p.get("merged_id", "?"), kept=p.get("kept_id", "?")
    )
    return _with_reason(text, p.get("reason"))


def _exclusions(p: dict, _names: Names) -> str:
    count = len(p.get("entries") or ())
    return Counted.tr("%n document(s) from {source}", "", count).format(source=p.get("source", "?"))


def _document(p: dict, _names: Names) -> str:
    text = QCoreApplication.translate("labels", "Document {document}").format(
        document=p.get("document", "?")
    )
    return _with_reason(text, p.get("reason"))


def _staff_listed(p: dict, _names: Names) -> str:
    return _with_reason(f"{p.get('name', '')} ({p.get('document', '')})", p.get("note"))


def _record_restored(p: dict, _names: Names) -> str:
    text = QCoreApplication.translate("labels", "Backup {backup} taken {taken}")
    parts = [text.format(backup=p.get("backup", "?"), taken=p.get("taken_at", "?"))]
    lost = p.get("lost")
    if isinstance(lost, dict) and lost:
        spans = ", ".join(
            f"{stream}: {span[0]}-{span[1]}"
            for stream, span in sorted(lost.items())
            if isinstance(span, list) and len(span) == 2
        )
        parts.append(
            QCoreApplication.translate("labels", "events given up {spans}").format(spans=spans)
        )
    return _join(parts)


def _operator_created(p: dict, _names: Names) -> str:
    return f"{p.get('name', '')} ({_role(p.get('role'))})"


def _operator_role(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Operator {id}: {role}").format(
        id=p.get("operator_id", "?"), role=_role(p.get("role"))
    )


def _operator_pin(p: dict, _names: Names) -> str:
    return QCoreApplication.translate("labels", "Operator {id}").format(
        id=p.get("operator_id", "?")
    )


def _operator_active(p: dict, _names: Names) -> str:
    if p.get("active"):
        text = QCoreApplication.translate("labels", "Operator {id} activated")
    else:
        text = QCoreApplication.translate("labels", "Operator {id} deactivated")
    return text.format(id=p.get("operator_id", "?"))


def _operator_locked(p: dict, _names: Names) -> str:
    minutes = p.get("minutes")
    if minutes is None:
        text = QCoreApplication.translate(
            "labels", "Operator {id}: {failures} wrong PINs, until a director unlocks"
        )
        return text.format(id=p.get("operator_id", "?"), failures=p.get("failures", "?"))
    text = QCoreApplication.translate(
        "labels", "Operator {id}: {failures} wrong PINs, for {minutes} min"
    )
    return text.format(
        id=p.get("operator_id", "?"), failures=p.get("failures", "?"), minutes=minutes
    )


def _named(key: str) -> Callable[[dict, Names], str]:
    def summary(p: dict, _names: Names) -> str:
        return str((p.get(key) or {}).get("name", ""))

    return summary


def _name(p: dict, _names: Names) -> str:
    return str(p.get("name", ""))


def _setting(p: dict, _names: Names) -> str:
    return f"{p.get('key', '?')} = {p.get('value', '')}"


def _penalty_step(kind: Any, count: Any) -> str:
    """pérdida de 2 órbitas (the messages' words, the console's language); as recorded when
    this version does not know the kind."""
    if kind in PENALTY_KINDS:
        return Step(kind, count if isinstance(count, int) else 0).words()
    return str(kind or "?")


def _penalty_given(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12): pérdida de 2 órbitas, 18 manos, «Soft play» (ADTP 68-A, 71,
    75), propuesta: advertencia verbal — the floor's reason or the details (the seat is in
    the Penalties panel and the report: the line is cut at SUMMARY_LIMIT)."""
    step = _penalty_step(p.get("kind"), p.get("count"))
    parts = [_first_up(f"{_entry(names, p.get('entry_id'))}: {step}")]
    if isinstance(p.get("hands"), int) and p["hands"] > 0:
        parts.append(say("penalty.log.hands", hands=p["hands"]))
    if p.get("offence"):
        offence = offence_label(str(p["offence"]), str(p.get("offence_name") or ""))
        parts.append(say("penalty.log.offence", offence=offence, rule=p.get("rule", "")))
    proposed = (p.get("proposed_kind"), p.get("proposed_count"))
    if proposed[0] and proposed != (p.get("kind"), p.get("count")):
        parts.append(say("penalty.log.proposed", step=_penalty_step(*proposed)))
    return _with_reason(_join(parts), p.get("reason") or p.get("details"))


def _penalty_served(p: dict, names: Names) -> str:
    """Ana Pérez (entry 12): penalidad n.º 57 marcada cumplida; quedaban 3 manos según la
    cuenta — the floor's note."""
    text = say("penalty.log.served", id=p.get("penalty_id", "?"), left=p.get("hands_left", "?"))
    entry_id = names.penalty_entry(p.get("penalty_id"))
    if entry_id is not None:
        text = f"{_entry(names, entry_id)}: {text}"
    return _with_reason(_first_up(text), p.get("note"))


def _penalty_offences(p: dict, _names: Names) -> str:
    offences = [o for o in p.get("offences") or () if isinstance(o, dict)]
    listed = ", ".join(offence_label(str(o.get("key", "?")), str(o.get("name") or ""))
                       for o in offences)  # fmt: skip
    return say("penalty.log.offences", count=len(offences), offences=listed)


def _penalty_ladder(p: dict, _names: Names) -> str:
    steps = [s for s in p.get("steps") or () if isinstance(s, dict)]
    listed = " → ".join(_penalty_step(s.get("kind"), s.get("count")) for s in steps)
    return say("penalty.log.ladder", ladder=listed or "—")


_SUMMARIES: dict[str, Callable[[dict, Names], str]] = {
    "TournamentCreated": _tournament,
    "TournamentRenamed": _tournament,
    "TournamentArchived": _nothing,
    "TournamentRestored": _nothing,
    "PlayerRegistered": _registered,
    "PlayerDetailsCorrected": _registered,
    "NoteAdded": _note,
    "ActionUndone": _undone,
    "ActionRedone": _redone,
    "StructureSet": _structure_set,
    "RuleSetChosen": _rule_set,
    "ClockStarted": _clock_where,
    "ClockPaused": _clock_paused,
    "ClockResumed": _clock_where,
    "ClockPeriodChanged": _clock_moved,
    "ClockTimeAdjusted": _clock_adjusted,
    "HandForHandSwitched": _hand_for_hand,
    "HandCompleted": _hand_completed,
    "ClockReanchored": _reanchored,
    "ClockStartScheduled": _scheduled,
    "AnnouncementScheduled": _announcement,
    "AnnouncementWithdrawn": _announcement_withdrawn,
    "LateRegistrationClosed": _late_closed,
    "ColourUpMoved": _colour_up_moved,
    "ColourUpCancelled": _colour_up_cancelled,
    "ChipRaceRecorded": _chip_race,
    "PlayerClockCalled": _player_clock_called,
    "PlayerClockOutcome": _player_clock_outcome,
    "EventStagesDefined": _stages_defined,
    "FlightDefined": _flight_defined,
    "FlightEndSet": _flight_end,
    "ChipsBagged": _bagged,
    "FlightClosed": _flight_closed,
    "FlightDrawn": _flight_drawn,
    "EventPoolFixed": _event_pool,
    "QualifierAccredited": _accredited,
    "FinalStartSet": _final_start,
    "BuyInSet": _buy_in,
    "TablesSet": _tables_set,
    "PurchaseMade": _purchase,
    "EntryCancelled": _cancelled,
    "WaitlistJoined": _waitlist_joined,
    "WaitlistLeft": _waitlist_left,
    "PlayerMarkedAbsent": _entry_only,
    "PlayerArrived": _entry_only,
    "AbsentStackKept": _entry_only,
    "AbsentStacksRemoved": _absent_removed,
    "PlayerEliminated": _eliminated,
    "TournamentFinished": _finished,
    "ShiftOpened": _shift_opened,
    "ShiftClosed": _shift_closed,
    "TableOrdersSet": _orders,
    "SeatReserved": _seat_reserved,
    "SeatReleased": _seat_released,
    "ButtonDrawn": _button_drawn,
    "ButtonSet": _button_set,
    "PlayerSeated": _seated,
    "PlayerMoved": _moved,
    "TableBroken": _table_broken,
    "RoomRedrawn": _redrawn,
    "HandDoneMarked": _hand_done,
    "AddedMoneySet": _amount,
    "GuaranteeSet": _amount,
    "PrizePoolFixed": _pool_fixed,
    "PayoutStructureChosen": _payouts_chosen,
    "PayoutUnitSet": _payout_unit,
    "DealAgreed": _deal,
    "PrizePaid": _prize_paid,
    "PrizePaymentVoided": _payment_voided,
    "PlayerRecordCreated": _record,
    "PlayerRecordCorrected": _record,
    "PlayerRecordsMerged": _merged,
    "ExclusionsListed": _exclusions,
    "ExclusionLifted": _document,
    "StaffDocumentListed": _staff_listed,
    "StaffDocumentRemoved": _document,
    "OperatorCreated": _operator_created,
    "OperatorRoleChanged": _operator_role,
    "OperatorPinChanged": _operator_pin,
    "OperatorActivationChanged": _operator_active,
    "SignInFailed": _operator_pin,
    "SignInSucceeded": _operator_pin,
    "OperatorLocked": _operator_locked,
    "OperatorUnlocked": _operator_pin,
    "StructureSaved": _named("structure"),
    "StructureDeleted": _name,
    "PayoutTableSaved": _named("table"),
    "PayoutTableDeleted": _name,
    "HouseSettingChanged": _setting,
    "RecordRestored": _record_restored,
    "PenaltyGiven": _penalty_given,
    "PenaltyServed": _penalty_served,
    "TableHandPlayed": _hand_done,
    "PenaltyOffencesSet": _penalty_offences,
    "PenaltyLadderSet": _penalty_ladder,
}


def _recorded(payload: Any) -> str:
    return json.dumps(payload, ensure_ascii=False, sort_keys=True, default=str)


def event_summary(event: RecordedEvent, names: Names | None = None) -> str:
    """One line saying what the event did, for the log view and the undo question. ``names``:
    the tournament's players, currency and periods (ids and pesos without it). An unknown
    type, or a payload this version cannot read, is shown as recorded."""
    p = event.payload
    summary = _SUMMARIES.get(event.type)
    text = _recorded(p)
    if summary is not None and isinstance(p, dict):
        try:
            text = summary(p, names or _NO_NAMES)
        except (AttributeError, KeyError, TypeError, ValueError, RuntimeError):  # odd payload
            text = _recorded(p)
    text = " ".join(str(text).split())  # one line, whatever the payload held
    return text if len(text) <= SUMMARY_LIMIT else text[: SUMMARY_LIMIT - 1] + "…"
