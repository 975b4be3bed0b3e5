"""The tournament's state: decisions refuse bad input, folding and snapshots round-trip."""

from datetime import UTC, datetime

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.events import RecordedEvent
from tournament_director.domain.tournament import (
    PlayerRegistered,
    TournamentCreated,
    TournamentState,
)

NOW = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


def fold(state, events):
    for seq, event in enumerate(events, start=state.last_seq + 1):
        state.apply(RecordedEvent(1, seq, seq, NOW, 1, "Ana", event.TYPE, event.payload(), 1))
    return state


@pytest.fixture
def state():
    return fold(TournamentState(1), [TournamentCreated("Torneo de Aniversario")])


def test_register_cleans_name_and_document(state):
    event = state.decide_register("  María   José Ñúñez  ", "dni", "12.345.678-k")
    assert event == PlayerRegistered(1, "María José Ñúñez", "DNI", "12345678K")


@pytest.mark.parametrize(
    ("name", "doc", "key"),
    [
        ("", "123", "player.name_empty"),
        ("   ", "123", "player.name_empty"),
        ("x" * 121, "123", "player.name_too_long"),
        ("Ana", "", "player.document_empty"),
        ("Ana", " .-", "player.document_empty"),
        ("Ana", "9" * 41, "player.document_too_long"),
    ],
)
def test_register_refuses_bad_input(state, name, doc, key):
    with pytest.raises(Refused) as refused:
        state.decide_register(name, "DNI", doc)
    assert refused.value.key == key


def test_duplicate_document_refused_whatever_its_punctuation(state):
    fold(state, [state.decide_register("Ana Soto", "RUT", "11.111.111-1")])
    with pytest.raises(Refused) as refused:
        state.decide_register("Otra Persona", "RUT", "111111111")
    assert refused.value.key == "player.document_taken"
    # the same number under another document type is another document
    assert state.decide_register("Otra Persona", "DNI", "111111111").player_id == 2


def test_archived_tournament_refuses_changes(state):
    state.archived = True
    with pytest.raises(Refused) as refused:
        state.decide_register("Ana", "DNI", "1")
    assert refused.value.key == "tournament.archived"


def test_correction_checks_player_and_document(state):
    fold(state, [state.decide_register("Ana", "DNI", "1")])
    fold(state, [state.decide_register("Bea", "DNI", "2")])
    with pytest.raises(Refused):
        state.decide_correct(9, "X", "DNI", "3", "")
    with pytest.raises(Refused) as refused:
        state.decide_correct(2, "Bea", "DNI", "1", "typo")
    assert refused.value.key == "player.document_taken"
    fold(state, [state.decide_correct(2, "Beatriz", "DNI", "2", "full name")])
    assert state.players[2].name == "Beatriz"


def test_snapshot_round_trip(state):
    fold(state, [state.decide_register("Ana", "DNI", "1")])
    fold(state, [state.decide_register("Bea", "PASAPORTE", "AB1")])
    assert TournamentState.from_dict(state.to_dict()) == state


def test_document_index_follows_registrations_and_corrections(state):
    fold(state, [state.decide_register("Ana", "DNI", "1")])
    fold(state, [state.decide_correct(1, "Ana", "RUT", "5", "")])
    assert state.documents == {("RUT", "5"): 1}
    assert TournamentState.from_dict(state.to_dict()).documents == state.documents
    assert state.decide_register("Bea", "DNI", "1").player_id == 2  # the old number is free
