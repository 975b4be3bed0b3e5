"""What the room's web page shows, worked out from a tournament's state: plain data in, plain
data out (no web server here, no database), so the same rules are tested without either.

- ``clock_payload``: the clock page, as the big screen shows it (ui/display/window.py reads
  the same domain figures): level or break, time left, blinds and ante, the next level and
  break, the colour-up, players left, average stack, chips or late registration, prize pool
  and the places paid, announcements and the moves of the last minutes. The times are
  given as of ``now`` (the server's instant): the page counts them down from the moment it
  received them on its own monotonic clock, so a phone whose clock is wrong still shows the
  right time.
- ``waiting_payload``: the waiting list by position only (no names, as the big screen).
- ``results_payload``: the places so far with their player and prize (the results the room
  is told), and the payout table; never a document, a date of birth or an entry's money.
- ``parse_seat_code`` and ``seat_answer``: a player's own seat from the QR text of his seat
  ticket (its fields with their tag, the record's seal: domain/seat_codes.py) or his entry
  number with the last digits of his document (the page's rule "web.seat_code": nothing
  personal beyond his table and seat, and his move).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from tournament_director.domain.clock import Status
from tournament_director.domain.colour_up import schedule
from tournament_director.domain.registration import ACTIVE
from tournament_director.domain.room_figures import figures
from tournament_director.domain.room_words import (
    blinds_text,
    colour_up_text,
    money_text,
    next_break,
    next_level,
    number_text,
    ordinal,
    places_in_play,
    time_to_next_break_ms,
)
from tournament_director.domain.seat_codes import SEAT_TAG, TAG_CHARACTERS, SeatKey, tag_checks
from tournament_director.domain.tournament import TournamentState
from tournament_director.web.texts import text

#: The moves shown among the announcements, as on the big screen (services.seating).
RECENT_MOVE_MINUTES = 5
#: How many of the last characters of a document a player types (digits or letters).
DOCUMENT_TAIL = 4
#: The longest look-up text taken (a seat ticket's QR is about 30 characters).
CODE_LIMIT = 120


def _ante(level, language: str) -> str:
    if not level.ante:
        return ""
    key = "clock.bb_ante" if level.bb_ante else "clock.ante"
    return text(key, language, amount=number_text(level.ante, language))


def _run_text(run: tuple[int, int, int], currency: str, language: str) -> tuple[str, str]:
    first, last, amount = run
    places = ordinal(first, language)
    if last != first:
        places += f"–{ordinal(last, language)}"
    money = money_text(amount, currency, language)
    return places, (money if first == last else text("clock.each", language, amount=money))


def clock_payload(
    state: TournamentState,
    now: datetime,
    language: str,
    announcements: Sequence[str] = (),
) -> dict:
    """The clock page's data at ``now`` in ``language`` (texts formatted as the room reads
    them: "20.000" in Spanish, "20,000" in English). ``time_left_ms``, ``next_break_ms`` and
    ``late_registration_ms`` are as of ``now``; ``running`` says whether they count down."""
    out: dict = {
        "tournament": state.name,
        "server_ms": int(now.timestamp() * 1000),
        "utc_offset_min": int((now.astimezone().utcoffset() or timedelta()).total_seconds() // 60),
        "title": "",
        "status": "",
        "flags": "",
        "flags_warning": False,
        "on_break": False,
        "running": False,
        "time_left_ms": None,
        "blinds": "",
        "ante": "",
        "next_level": None,
        "next_break_ms": None,
        "notice": "",
        "winner": None,
    }
    structure = state.structure
    periods = state.periods()
    room = figures(state, now)
    if structure is None or not periods:
        out["title"] = text("clock.no_structure", language)
        out["status"] = "no_structure"
        _figures(out, state, room, language)
        out["announcements"] = _announcements(state, now, language, announcements)
        return out
    reading = state.reading(now)
    period = periods[reading.period]
    status = reading.status
    if status is Status.NOT_STARTED:  # the first period in full, as the big screen
        reading = replace(reading, time_left_ms=period.duration_s * 1000)
    on_break = period.kind == "break"
    finished = status is Status.FINISHED or room.winner is not None
    flowing = status is Status.RUNNING and not state.clock.hand_for_hand and not finished
    out["status"] = status.value
    out["on_break"] = on_break and not finished
    out["running"] = flowing
    out["time_left_ms"] = 0 if finished else max(reading.time_left_ms, 0)
    if finished:
        out["title"] = text("clock.over", language)
    elif on_break:
        out["title"] = text("clock.break", language)
    else:
        out["title"] = text("clock.level", language, number=period.level_number)
    flags = []
    if status is Status.PAUSED:
        flags.append(text("clock.paused", language))
    if state.clock.hand_for_hand and not finished:
        flags.append(text("clock.hand_for_hand", language))
    if flags:
        out["flags"] = " · ".join(flags)
        out["flags_warning"] = True  # paused or hand-for-hand: said as a warning
    elif status is Status.NOT_STARTED:
        if state.scheduled_start:
            at = datetime.fromisoformat(state.scheduled_start).astimezone().strftime("%H:%M")
            out["flags"] = text("clock.starts_at", language, time=at)
        else:
            out["flags"] = text("clock.starting_soon", language)
    elif finished:
        out["flags"] = text("clock.thanks", language)

    shown_level = None
    if on_break and not finished:
        following = next_level(structure, periods, reading.period)
        if following is not None:
            number, shown_level = following
            if not out["flags"]:
                out["flags"] = text("clock.next_after_break", language, number=number)
    elif not finished:
        shown_level = structure.levels[period.index]
    if shown_level is not None:
        out["blinds"] = blinds_text(shown_level, language)
        out["ante"] = _ante(shown_level, language)

    if not finished:
        # ADTP 24: the colour-up announced on the level before its break and on the break.
        chips = schedule(state)
        taken: tuple[int, ...] = ()
        key = ""
        if on_break:
            taken, key = chips.denominations_at(period.after_level or 0), "clock.colour_up_now"
        else:
            upcoming = next_break(structure, periods, reading.period)
            if upcoming is not None and upcoming[0] == reading.period + 1:
                taken = chips.denominations_at(upcoming[1].after_level)
                key = "clock.colour_up_next"
        if taken:
            out["notice"] = text(key, language, chips=colour_up_text(structure, taken, language))
        if not on_break:
            following = next_level(structure, periods, reading.period)
            if following is not None:
                number, level = following
                out["next_level"] = {
                    "caption": text("clock.next_level", language, number=number),
                    "blinds": blinds_text(level, language),
                    "ante": _ante(level, language),
                }
            to_break = time_to_next_break_ms(periods, reading)
            if to_break is not None:
                out["next_break_ms"] = max(to_break, 0)
    if room.winner is not None:
        out["winner"] = room.winner
        out["winner_caption"] = text("clock.winner", language)
        out["blinds"] = out["ante"] = out["notice"] = ""
        out["next_level"] = out["next_break_ms"] = None
    _figures(out, state, room, language)
    out["announcements"] = _announcements(state, now, language, announcements)
    return out


def _figures(out: dict, state: TournamentState, room, language: str) -> None:
    n = lambda v: number_text(v, language)  # noqa: E731
    finished = room.winner is not None
    out["players"] = f"{n(room.players_left)} / {n(room.entries)}"
    out["average"] = n(room.average_stack) if room.average_stack else "—"
    out["chips"] = n(room.chips_in_play)
    out["late_registration_ms"] = None if finished else room.late_registration_ms
    policy = getattr(state.structure, "re_entry", None) if state.structure else None
    out["re_entries"] = (
        n(room.re_entries) if room.re_entries or getattr(policy, "allowed", False) else None
    )
    out["prize_pool"] = (
        money_text(room.prize_pool, room.currency, language)
        if room.prize_pool is not None
        else None
    )
    out["places_paid"] = n(room.places_paid) if room.places_paid else None
    runs = places_in_play(room.runs, room.players_left, finished)
    payouts = []
    if room.deal and not finished:
        for name, amount in room.deal:
            money = money_text(amount, room.currency, language)
            payouts.append([text("clock.deal", language, name=name), money])
        for run in runs:
            if run[2] > 0 and run[0] <= room.deal_places:
                places, money = _run_text(run, room.currency, language)
                payouts.append([places, text("clock.still_in_play", language, amount=money)])
    else:
        payouts = [list(_run_text(run, room.currency, language)) for run in runs]
    out["payouts"] = payouts


def _announcements(
    state: TournamentState, now: datetime, language: str, typed: Sequence[str]
) -> list[str]:
    """The announcements the floor typed that are on now, then the moves of the last
    minutes ("María José Rojas: to table 5, seat 3"), as the big screen's band shows them."""
    shown = list(typed)
    since = now - timedelta(minutes=RECENT_MOVE_MINUTES)
    for move in state.seating.recent:
        if datetime.fromisoformat(move.at) >= since:
            table, seat = move.to.split("-")
            entry = state.book.entries.get(move.entry_id)
            player = state.players.get(entry.player_id) if entry else None
            name = player.name if player else f"#{move.entry_id}"
            shown.append(text("clock.moved", language, name=name, table=table, seat=seat))
    return shown


def waiting_payload(state: TournamentState, language: str) -> dict:
    """The waiting list by position, with the time each was listed (the room's time):
    no names (the big screen shows none)."""
    rows = [
        {
            "position": position,
            "since": datetime.fromisoformat(w.since).astimezone().strftime("%H:%M"),
        }
        for position, w in enumerate(state.book.waiting, start=1)
    ]
    return {"tournament": state.name, "waiting": rows}


@dataclass(frozen=True)
class ResultRow:
    place: str
    player: str
    prize: str


def results_payload(state: TournamentState, rows: Iterable, now: datetime, language: str) -> dict:
    """The places decided so far (best first: place, the player's name as the room is told
    it, the prize) and the payout table of the pool; ``rows``: services.results.rows
    (players still in first, then the places)."""
    room = figures(state, now)
    remaining = 0
    places = []
    for row in rows:
        if row.place is None:
            remaining += 1
            continue
        shared = row.shared
        place = ordinal(row.place, language)
        if shared and len(shared) > 1:
            place = f"{ordinal(shared[0], language)}–{ordinal(shared[-1], language)}"
        prize = money_text(row.due, room.currency, language) if row.due else ""
        places.append({"place": place, "player": row.player, "prize": prize})
    payouts = [list(_run_text(run, room.currency, language)) for run in room.runs]
    return {
        "tournament": state.name,
        "remaining": remaining,
        "places": places,
        "prize_pool": (
            money_text(room.prize_pool, room.currency, language)
            if room.prize_pool is not None
            else None
        ),
        "payouts": payouts,
    }


# --- a player's own seat ----------------------------------------------------------------------


@dataclass(frozen=True)
class SeatCode:
    """What a player gave: the QR of his seat ticket (kind "S": tournament, entry, table and
    seat as printed, and the ticket's tag: "" on a ticket printed before seat tickets were
    tagged), of his waiting ticket (kind "W": tournament and his waiting id), or his entry
    number and the last characters of his document (kind "D")."""

    kind: str
    tournament_id: int | None
    entry_id: int
    table: int | None = None
    seat: int | None = None
    document_tail: str = ""
    tag: str = ""


# The fields are read with "-" or "|" between them (the tickets before tags were printed
# with "|"), so an old ticket is read and then refused as a wrong code is.
_SEAT_QR = re.compile(
    rf"TD1-S-(\d{{1,9}})-(\d{{1,9}})-(\d{{1,6}})-(\d{{1,3}})(?:-([{TAG_CHARACTERS}]{{{SEAT_TAG}}}))?"
)
_WAITING_QR = re.compile(r"TD1-W-(\d{1,9})-(\d{1,9})-(\d{1,6})")


def parse_seat_code(
    code: str | None, entry: str | None, digits: str | None, tournament_id: int
) -> SeatCode | None:
    """The look-up asked for, or None when the input is not one (rule "web.seat_code": a
    seat ticket's QR text "TD1-S-<tournament>-<entry>-<table>-<seat>-<tag>", a waiting
    ticket's "TD1|W|<tournament>|<waiting id>|<position>", or an entry number with the last
    DOCUMENT_TAIL letters or digits of the document). Spaces and case do not matter, nor
    the hyphen some scanners type as an apostrophe or a slash on a Spanish keyboard."""
    code = (code or "").strip()
    if code:
        if len(code) > CODE_LIMIT:
            return None
        code = re.sub(r"\s+", "", code).upper()
        for typed in ("|", "'", "/", "_"):
            code = code.replace(typed, "-")
        seat = _SEAT_QR.fullmatch(code)
        if seat is not None:
            tid, entry_id, table, number = (int(g) for g in seat.groups()[:4])
            return SeatCode("S", tid, entry_id, table, number, tag=seat.group(5) or "")
        waiting = _WAITING_QR.fullmatch(code)
        if waiting is not None:  # its position as printed is not needed: it is read now
            return SeatCode("W", int(waiting.group(1)), int(waiting.group(2)))
        return None
    entry = (entry or "").strip().lstrip("#")
    tail = _alnum(digits or "")
    if not entry.isdigit() or len(entry) > 9 or len(tail) != DOCUMENT_TAIL:
        return None
    if len((digits or "").strip()) > 16:
        return None
    return SeatCode("D", tournament_id, int(entry), document_tail=tail)


def _alnum(value: str) -> str:
    return "".join(ch for ch in value.upper() if ch.isalnum())


@dataclass(frozen=True)
class SeatAnswer:
    """A look-up's answer: found (table, seat, the last move if any: from where and when)
    or a refusal's message key; ``position`` for a waiting ticket."""

    found: bool
    key: str = ""
    entry_id: int | None = None
    table: int | None = None
    seat: int | None = None
    moved_from: tuple[int, int] | None = None
    moved_at: str | None = None
    position: int | None = None

    def as_json(self, language: str) -> dict:
        if not self.found:
            return {"ok": False, "error": text(self.key, language, entry=self.entry_id)}
        if self.position is not None:
            message = text("seat.waiting", language, position=self.position)
            return {"ok": True, "waiting_position": self.position, "message": message}
        answer: dict = {"ok": True, "entry": self.entry_id, "table": self.table, "seat": self.seat}
        if self.moved_from is not None:
            at = datetime.fromisoformat(self.moved_at).astimezone().strftime("%H:%M")
            answer["moved"] = text(
                "seat.moved", language, time=at, table=self.moved_from[0], seat=self.moved_from[1]
            )
        return answer


NO_MATCH = SeatAnswer(False, "seat.no_match")
NO_KEY = SeatAnswer(False, "seat.no_key")


@dataclass(frozen=True)
class Move:
    """One of an entry's seat changes (a move, a broken table, a redraw), oldest first."""

    at: str
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int


def moves_of(entry_id: int, seating_events: Iterable) -> list[Move]:
    """The entry's seat changes in recorded events (PlayerMoved, TableBroken, RoomRedrawn
    that stand, i.e. not undone), oldest first."""
    moves = []
    for event in sorted(seating_events, key=lambda e: e.seq):
        payload = event.payload
        at = event.recorded_at.isoformat()
        if event.type == "PlayerMoved":
            if payload.get("entry_id") == entry_id:
                moves.append(
                    Move(
                        at,
                        payload["from_table"],
                        payload["from_seat"],
                        payload["to_table"],
                        payload["to_seat"],
                    )
                )
            continue
        for seat in payload.get("seats", ()):
            if seat.get("entry_id") == entry_id:
                moves.append(
                    Move(
                        at,
                        seat.get("from_table"),
                        seat.get("from_seat"),
                        seat["table"],
                        seat["seat"],
                    )
                )
    return moves


def seat_answer(
    state: TournamentState, code: SeatCode, moves: Sequence[Move], key: SeatKey | None
) -> SeatAnswer:
    """Rule "web.seat_code": the entry's own seat, only when what he gave matches him: the
    seat ticket's QR carries the record's tag of its tournament, entry, table and seat
    (rule "seat_ticket.tag", checked with the record's ``key``) and names a seat this entry
    held (its seat now, or one it was moved from or to), or the document's last characters
    are his (RUT: with or without the check digit). Anything else, an untagged ticket
    included, is the same refusal, which says nothing of why (no way to learn whether an
    entry exists or whose it is). Without the record's key no ticket's code can be checked:
    the look-up by QR is refused in words that point to the entry and document."""
    if code.kind == "W":
        for position, waiting in enumerate(state.book.waiting, start=1):
            if waiting.house_player_id == code.entry_id:
                return SeatAnswer(True, position=position)
        return SeatAnswer(False, "seat.not_waiting")
    if code.kind == "S":
        if key is None:
            return NO_KEY
        if code.tournament_id != state.tournament_id or not tag_checks(
            key, state.tournament_id, code.entry_id, code.table, code.seat, code.tag
        ):
            return NO_MATCH
    entry = state.book.entries.get(code.entry_id)
    if entry is None:
        return NO_MATCH
    if code.kind == "S":
        held = {(m.to_table, m.to_seat) for m in moves}
        held |= {(m.from_table, m.from_seat) for m in moves if m.from_table is not None}
        if entry.seat_ref is not None:
            held.add(entry.seat_ref)
        if (code.table, code.seat) not in held:
            return NO_MATCH
    else:
        player = state.players.get(entry.player_id)
        document = _alnum(player.document) if player else ""
        tails = {document[-DOCUMENT_TAIL:], document[:-1][-DOCUMENT_TAIL:]}
        if len(document) < DOCUMENT_TAIL or code.document_tail not in tails:
            return NO_MATCH
    if entry.status != ACTIVE:
        return SeatAnswer(False, "seat.out", entry_id=entry.entry_id)
    if entry.seat_ref is None:
        return SeatAnswer(False, "seat.not_seated", entry_id=entry.entry_id)
    table, seat = entry.seat_ref
    last = next(
        (
            m
            for m in reversed(moves)
            if m.from_table is not None and (m.from_table, m.from_seat) != (m.to_table, m.to_seat)
        ),
        None,
    )
    if last is not None and (last.to_table, last.to_seat) == (table, seat):
        return SeatAnswer(
            True,
            entry_id=entry.entry_id,
            table=table,
            seat=seat,
            moved_from=(last.from_table, last.from_seat),
            moved_at=last.at,
        )
    return SeatAnswer(True, entry_id=entry.entry_id, table=table, seat=seat)
