"""Undo and redo bookkeeping: a stack of recent operator actions."""

from datetime import UTC, datetime

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.history import UNDO_DEPTH, ActionRedone, ActionUndone, History

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


def recorded(seq, type_="PlayerRegistered", command_seq=None, operator_id=1, payload=None):
    return RecordedEvent(
        1, seq, command_seq or seq, NOW, operator_id, "Ana", type_, payload or {}, 1
    )


def marker(seq, cls, seqs):
    return recorded(seq, cls.TYPE, payload={"target_seqs": seqs, "target_type": "X"})


def test_undo_takes_the_latest_action_with_all_its_events():
    history = History()
    history.record(recorded(1), True)
    history.record(recorded(2), True)
    history.record(recorded(3, command_seq=2), True)
    assert history.undo_target().seqs == [2, 3]
    history.apply_marker(marker(4, ActionUndone, [2, 3]))
    assert history.voided == {2, 3}
    assert history.undo_target().seqs == [1]
    assert history.redo_target().seqs == [2, 3]
    history.apply_marker(marker(5, ActionRedone, [2, 3]))
    assert history.voided == set()
    with pytest.raises(Refused):
        history.redo_target()


def test_a_new_action_empties_redo():
    history = History()
    history.record(recorded(1), True)
    history.apply_marker(marker(2, ActionUndone, [1]))
    history.record(recorded(3), True)
    with pytest.raises(Refused) as refused:
        history.redo_target()
    assert refused.value.key == "redo.nothing"


def test_system_events_are_not_actions():
    history = History()
    history.record(recorded(1), True)
    history.record(recorded(2, operator_id=None), False)
    assert history.undo_target().seqs == [1]


def test_not_undoable_action_refused():
    history = History()
    history.record(recorded(1, "TournamentCreated"), False)
    with pytest.raises(Refused) as refused:
        history.undo_target()
    assert refused.value.key == "undo.not_undoable"


def test_nothing_to_undo():
    with pytest.raises(Refused) as refused:
        History().undo_target()
    assert refused.value.key == "undo.nothing"


def test_depth_is_bounded():
    history = History()
    for seq in range(1, UNDO_DEPTH + 20):
        history.record(recorded(seq), True)
    assert len(history.actions) == UNDO_DEPTH


def test_round_trip():
    history = History()
    history.record(recorded(1), True)
    history.record(recorded(2), True)
    history.apply_marker(marker(3, ActionUndone, [2]))
    assert History.from_dict(history.to_dict()) == history
