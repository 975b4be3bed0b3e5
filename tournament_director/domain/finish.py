"""The end of a tournament and the clock it stops.

Casino Club "Clasificación": when one player has all the chips he wins and the tournament is
over; the clock stops with it. Clock events stand outside undo (the anchors refer to them),
so the pause is marked (`FINISH_PAUSE`) and undo/redo of the finishing command move the clock
back and forth themselves: undoing the finish resumes a clock the finish paused (when nobody
touched it since), redoing it pauses it again.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain import clock
from tournament_director.domain.clock import Status
from tournament_director.domain.clock_events import FINISH_PAUSE, ClockPaused, ClockResumed
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event
from tournament_director.domain.registration import TournamentFinished
from tournament_director.domain.results import ranking_of

if TYPE_CHECKING:
    from tournament_director.domain.ranking import Ranking
    from tournament_director.domain.tournament import TournamentState


def decide_finish(state: TournamentState, ranking: Ranking, now: datetime) -> list[Event]:
    """Casino Club "Clasificación": one player left wins; the tournament is over
    (``TournamentFinished``) and a running clock is paused (``ClockPaused`` marked
    `FINISH_PAUSE`). Nothing while more than one player is left."""
    if not ranking.over or ranking.winner is None:
        return []
    return [TournamentFinished(ranking.winner), *_pause(state, now)]


def decide_finish_at_close(state: TournamentState, now: datetime) -> list[Event]:
    """Casino Club "Clasificación" when late registration closes: the players out while it
    was open were not ranked to the end (entries could still come in); now one player left
    wins (`decide_finish`). A field with nobody left (the last player withdrew while it was
    open) has no winner to record: the standings say so."""
    try:
        ranking, _ = ranking_of(state)
    except Refused:
        return []
    return decide_finish(state, ranking, now)


def _pause(state: TournamentState, now: datetime) -> list[Event]:
    """A pause marked `FINISH_PAUSE`, if the clock is running (a structure run to its end
    has nothing to pause)."""
    if clock.settle(state.clock, state.periods(), now).status is not Status.RUNNING:
        return []
    paused = clock.pause(state.clock, state.periods(), now)
    return [ClockPaused(paused.to_dict(), FINISH_PAUSE)]


def check_undo_before_finish(state: TournamentState, action_seqs: Sequence[int]) -> None:
    """Refused: undoing an action older than a finish the application recorded by itself
    (late registration closed with one player left). That finish is not part of the action,
    so the undo would leave a tournament over with more than one player in it."""
    finished = state.book.winner is not None
    if finished and state.finish_seq is not None and state.finish_seq > max(action_seqs):
        raise Refused("undo.before_finish")


def finish_clock(
    state: TournamentState, action_seqs: Sequence[int], undo: bool, now: datetime
) -> list[Event]:
    """The clock move that goes with undoing (``undo``) or redoing the action of
    ``action_seqs``, when it holds the ``TournamentFinished``: undo resumes the clock if the
    finish paused it and nobody touched it since; redo pauses a running clock again."""
    if state.finish_seq is None or state.finish_seq not in action_seqs:
        return []
    finished = state.book.winner is not None  # the finish stands (not undone)
    paused = state.clock.status is Status.PAUSED
    if undo and finished and state.paused_by_finish and paused:
        return [ClockResumed(clock.resume(state.clock, state.periods(), now).to_dict())]
    if not undo and not finished:
        return _pause(state, now)
    return []


def ranking_needed(state: TournamentState, outs: int) -> bool:
    """Whether ``outs`` players out in one hand need the whole field ranked before they are
    recorded: ranking is O(bust-outs), too slow to repeat for each of 10,000 bust-outs, and
    skipping it changes nothing but the speed. A hand that leaves more than one player, in a
    tournament not over, can be neither refused by `ranking.rank` nor end it; only the
    bubble rule (TDA 2024 RP-8), with several out in one hand, needs the places paid
    (`ranking.bubble_needs_places`)."""
    if len(state.book.active_entries()) - outs <= 1 or state.book.winner is not None:
        return True
    return outs > 1 and state.rule_set.bubble_hand_shares
