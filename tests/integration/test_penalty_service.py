"""Penalties through the services (ADTP 68; Casino Club "Penalidades"): the proposal from the
player's record, the hands to serve counted down where hands are recorded, the rest carried
by a moved player, the penalty ended by a bust-out while serving, the floor's mark, undo and
redo as recorded corrections, one path for disqualifications, refusals in words that write
nothing, the house's offences and ladder, a house player's record across tournaments, and the
penalties in the export."""

from __future__ import annotations

import subprocess

import pytest
from registration_helpers import PRICE, person, ready, small_structure
from seating_helpers import seated_room

from tournament_director import i18n
from tournament_director.domain import penalties as domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.room import SeatRef
from tournament_director.domain.tournament import TournamentState
from tournament_director.services import open_services
from tournament_director.services.export import export_data
from tournament_director.services.verification import find_code, parse_code


@pytest.fixture(params=["sqlite", "postgresql"])
def db_path(request, tmp_path):
    """The record: a SQLite file, or a record on the test server opened as a station."""
    if request.param == "sqlite":
        return tmp_path / "record.sqlite3"
    return request.getfixturevalue("server_record")


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


@pytest.fixture
def room(services, director, cashier, tournament):
    """Two tables of 6 with 10 players (5 a table), the clock started."""
    seated_room(services, director, cashier, tournament, players=10, tables=2)
    services.clock.start(director, tournament)
    return tournament


def count(services, tid) -> int:
    return len(services.tournaments.events(tid))


def entry_at(services, tid, table, n=0) -> int:
    players = services.seating.state(tid).room.tables[table].players()
    return players[sorted(players)[n]]


def test_nine_players_two_orbits_make_eighteen_hands(services, director, cashier, tournament):
    """ADTP 68-B's example: 9 players at the table and 2 orbits: 18 hands."""
    seated_room(services, director, cashier, tournament, players=9, tables=1, size=9)
    offender = entry_at(services, tournament, 1)
    recorded = services.penalties.penalize(
        director, tournament, offender, "soft_play", "orbits", 2, reason="Juego suave evidente"
    )
    p = recorded[0].payload
    assert (p["kind"], p["count"], p["players"], p["hands"]) == ("orbits", 2, 9, 18)
    penalty = services.penalties.penalty(tournament, recorded[0].seq)
    assert penalty.hands_left == 18 and penalty.status == domain.SERVING
    assert penalty.chosen_otherwise and penalty.proposed == domain.Step("warning")


def test_the_ladder_is_proposed_step_by_step_and_says_why(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    first = services.penalties.propose(tid, offender, "exposed_card")
    assert first.step == domain.Step("warning")
    assert "Primera infracción" in first.why
    services.penalties.penalize(floor, tid, offender, "exposed_card")
    second = services.penalties.propose(tid, offender, "out_of_turn")
    assert second.step == domain.Step("orbits", 1)
    assert "n.º 2" in second.why and "advertencia verbal" in second.why
    recorded = services.penalties.penalize(floor, tid, offender, "out_of_turn")
    assert recorded[0].payload["hands"] == 5  # 5 players at table 1, one orbit
    assert recorded[0].payload["proposal"] == second.why
    third = services.penalties.propose(tid, offender, "abuse")
    assert third.step == domain.Step("orbits", 2)


def test_an_offence_with_a_least_penalty_is_proposed_at_least_that(services, floor, room):
    """Casino Club "Reorganización de Mesas": avoiding the blinds costs one orbit."""
    tid = room
    offender = entry_at(services, tid, 2)
    proposal = services.penalties.propose(tid, offender, "avoiding_blinds")
    assert proposal.step == domain.Step("orbits", 1)
    assert "Reorganización de Mesas" in proposal.why


def test_choosing_otherwise_needs_a_reason_and_a_refusal_writes_nothing(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    before = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.penalties.penalize(floor, tid, offender, "abuse", "orbits", 1)
    assert refused.value.key == "penalty.reason_needed"
    assert "advertencia verbal" in refused.value.message
    assert "pérdida de 1 órbita" in refused.value.message
    assert count(services, tid) == before
    services.penalties.penalize(floor, tid, offender, "abuse", "orbits", 1, reason="Insultos")
    p = services.penalties.penalties(tid)[-1]
    assert p.reason == "Insultos" and p.chosen_otherwise


@pytest.mark.parametrize(
    ("args", "kwargs", "key"),
    [
        (("nothing_like_it",), {}, "penalty.unknown_offence"),
        (("other",), {}, "penalty.details_needed"),
        (("abuse", "orbits", 5), {"reason": "x"}, "penalty.bad_count.orbits"),
        (("abuse", "hands", 0), {"reason": "x"}, "penalty.bad_count.hands"),
        (("abuse", "orbits"), {"reason": "x"}, "penalty.count_needed.orbits"),
        (("abuse", "warning", 2), {}, "penalty.count_not_used"),
        (("abuse", "caning"), {"reason": "x"}, "penalty.bad_kind"),
        (("abuse", None, 2), {}, "penalty.count_without_kind"),
        (("abuse", "orbits", 1), {"reason": "x", "players": 11}, "penalty.bad_players"),
        (("abuse",), {"details": "a\u202eb"}, "text.bad_character"),
    ],
)
def test_refusals_in_words_write_nothing(services, floor, room, args, kwargs, key):
    tid = room
    offender = entry_at(services, tid, 1)
    before = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.penalties.penalize(floor, tid, offender, *args, **kwargs)
    assert refused.value.key == key
    assert refused.value.message.strip()
    assert count(services, tid) == before


def test_roles_a_cashier_gives_none_the_floor_no_disqualification(services, floor, cashier, room):
    tid = room
    offender = entry_at(services, tid, 1)
    before = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.penalties.penalize(cashier, tid, offender, "abuse")
    assert refused.value.key == "operator.not_allowed"
    assert "aplicar penalidades" in refused.value.message
    with pytest.raises(Refused) as refused:
        services.penalties.penalize(floor, tid, offender, "abuse", "disqualification", reason="x")
    assert "descalificar jugadores" in refused.value.message
    with pytest.raises(Refused):
        services.penalties.hand_done(cashier, tid, 1)
    assert count(services, tid) == before


def test_hands_count_down_at_the_table_never_below_zero(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 2, reason="Grave")
    penalty = services.penalties.active(tid)[0]
    assert services.penalties.at_table(tid, 1) == {
        services.seating.state(tid).where[offender].seat: penalty
    }
    services.penalties.hand_done(floor, tid, 2)  # another table: nothing counted
    assert services.penalties.penalty(tid, penalty.penalty_id).hands_left == 2
    services.penalties.hand_done(floor, tid, 1)
    assert services.penalties.penalty(tid, penalty.penalty_id).hands_left == 1
    services.penalties.hand_done(floor, tid, 1)
    served = services.penalties.penalty(tid, penalty.penalty_id)
    assert (served.hands_left, served.status, served.ended_by) == (0, "served", "hands")
    assert served.counted == 2
    services.penalties.hand_done(floor, tid, 1)
    assert services.penalties.penalty(tid, penalty.penalty_id).hands_left == 0
    assert services.penalties.active(tid) == []
    assert services.penalties.hands_played(tid, 1) == 3
    before = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.penalties.mark_served(floor, tid, penalty.penalty_id)
    assert refused.value.key == "penalty.not_serving"
    assert count(services, tid) == before


def test_the_floor_marks_served_and_only_undo_brings_it_back(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "orbits", 1, reason="Grave")
    pid = services.penalties.active(tid)[0].penalty_id
    services.penalties.mark_served(floor, tid, pid, "El director la dio por terminada")
    p = services.penalties.penalty(tid, pid)
    assert (p.status, p.ended_by, p.ended_operator) == ("served", "marked", "Floor Luis")
    assert domain.status_words(p) == "cumplida (marcada por Floor Luis)"
    services.tournaments.undo(floor, tid)
    p = services.penalties.penalty(tid, pid)
    assert p.status == "serving" and p.hands_left == 5
    services.tournaments.redo(floor, tid)
    assert services.penalties.penalty(tid, pid).status == "served"


def test_a_moved_player_carries_the_rest(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 4, reason="Grave")
    pid = services.penalties.active(tid)[0].penalty_id
    services.penalties.hand_done(floor, tid, 1)
    free = next(
        s for s in range(1, 7) if services.seating.state(tid).room.tables[2].seats[s - 1] is None
    )
    services.seating.move(floor, tid, offender, SeatRef(2, free), "Equilibrio")
    assert services.penalties.penalty(tid, pid).hands_left == 3  # the move counts nothing
    services.penalties.hand_done(floor, tid, 1)  # his old table: not his hand any more
    assert services.penalties.penalty(tid, pid).hands_left == 3
    services.penalties.hand_done(floor, tid, 2)
    p = services.penalties.penalty(tid, pid)
    assert p.hands_left == 2 and p.table == 1  # the table of the offence stays recorded
    assert services.penalties.at_table(tid, 2)[free].penalty_id == pid


def test_a_player_blinded_out_while_serving_is_eliminated_and_the_penalty_ends(
    services, floor, room
):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "orbits", 2, reason="Grave")
    pid = services.penalties.active(tid)[0].penalty_id
    services.registration.eliminate(floor, tid, offender)
    p = services.penalties.penalty(tid, pid)
    assert (p.status, p.ended_by) == ("ended", "eliminated")
    assert domain.status_words(p) == "terminó: eliminado"
    assert services.penalties.active(tid) == []
    services.tournaments.undo(floor, tid)
    assert services.penalties.penalty(tid, pid).status == "serving"


def test_undo_and_redo_of_a_penalty(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    recorded = services.penalties.penalize(floor, tid, offender, "exposed_card")
    assert services.tournaments.undo_target(tid).type == "PenaltyGiven"
    services.tournaments.undo(floor, tid, "Se equivocó de jugador")
    assert services.penalties.penalties(tid) == []
    assert services.penalties.propose(tid, offender).step == domain.Step("warning")
    services.tournaments.redo(floor, tid)
    assert [p.penalty_id for p in services.penalties.penalties(tid)] == [recorded[0].seq]


def test_two_penalties_are_served_one_after_the_other(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 1, reason="a")
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 2, reason="b")
    first, second = services.penalties.penalties(tid)
    services.penalties.hand_done(floor, tid, 1)
    first, second = services.penalties.penalties(tid)
    assert (first.status, second.hands_left) == ("served", 2)
    services.penalties.hand_done(floor, tid, 1)
    assert services.penalties.penalties(tid)[1].hands_left == 1


def test_a_disqualification_is_one_command_with_the_elimination(services, director, room):
    """ADTP 68-D: the penalty and the existing disqualification in one command (one undo)."""
    tid = room
    offender = entry_at(services, tid, 1)
    in_play = services.chips.totals(tid).chips_in_play
    recorded = services.penalties.penalize(
        director, tid, offender, "other", "disqualification",
        reason="Trampa", details="Pasó fichas a otro jugador", chips=30_000,
    )  # fmt: skip
    assert [e.type for e in recorded] == ["PenaltyGiven", "PlayerEliminated"]
    out = recorded[1].payload
    assert (out["kind"], out["chips_removed"]) == ("disqualified", 30_000)
    assert "Pasó fichas" in out["reason"]
    assert services.chips.totals(tid).chips_in_play == in_play - 30_000
    penalties = services.penalties.penalties(tid)
    assert len(penalties) == 1 and penalties[0].status == "disqualified"
    services.tournaments.undo(director, tid)
    assert services.penalties.penalties(tid) == []
    assert services.registration.book(tid).entries[offender].status == "active"


def test_a_disqualification_recorded_alone_is_in_the_penalty_record(services, director, room):
    tid = room
    offender = entry_at(services, tid, 2)
    services.registration.disqualify(director, tid, offender, "Agresión al crupier", 10_000)
    (p,) = services.penalties.penalties(tid)
    assert (p.kind, p.status, p.source, p.rule) == (
        "disqualification",
        "disqualified",
        "disqualification",
        "ADTP 68-D",
    )
    assert p.details == "Agresión al crupier" and not p.chosen_otherwise


def test_hand_for_hand_marks_count_down(services, director, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 3, reason="Grave")
    services.clock.set_hand_for_hand(director, tid, True)
    recorded = services.penalties.hand_done(floor, tid, 1)
    assert recorded[0].type == "HandDoneMarked"
    assert services.penalties.active(tid)[0].hands_left == 2
    recorded = services.penalties.hand_done(floor, tid, 2)
    assert [e.type for e in recorded] == ["HandDoneMarked", "HandCompleted"]
    assert services.penalties.active(tid)[0].hands_left == 2


def test_the_state_replays_and_snapshots_as_it_stood_live(services, floor, db_path, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "abuse", "hands", 3, reason="Grave")
    services.penalties.hand_done(floor, tid, 1)
    services.penalties.penalize(floor, tid, entry_at(services, tid, 2), "exposed_card")
    live = services.tournaments.state(tid)
    again = TournamentState.from_dict(live.to_dict())
    assert again.penalties == live.penalties
    fresh = open_services(db_path, services.now)
    try:
        assert fresh.tournaments.state(tid).penalties == live.penalties
    finally:
        fresh.close()


def test_the_export_holds_the_penalties(services, floor, room):
    tid = room
    offender = entry_at(services, tid, 1)
    services.penalties.penalize(floor, tid, offender, "exposed_card")
    data = export_data(services, tid, "record.sqlite3")
    (row,) = data["state"]["penalties"]["penalties"]
    assert (row["entry_id"], row["kind"], row["offence"]) == (offender, "warning", "exposed_card")
    assert any(e["type"] == "PenaltyGiven" for e in data["events"])


# --- the house's settings ----------------------------------------------------------------------


def test_the_house_sets_its_ladder_and_offences(services, director, floor, room):
    tid = room
    with pytest.raises(Refused) as refused:
        services.penalties.set_ladder(floor, [("warning",)])
    assert refused.value.key == "operator.not_allowed"
    with pytest.raises(Refused) as refused:
        services.penalties.set_ladder(director, [("orbits", 2), ("orbits", 1)])
    assert refused.value.key == "penalty.ladder.lighter"
    assert "pérdida de 1 órbita" in refused.value.message
    services.penalties.set_ladder(
        director, [("hands", 3), {"kind": "orbits", "count": 1}, ("disqualification",)]
    )
    assert services.penalties.ladder()[0] == domain.Step("hands", 3)
    offender = entry_at(services, tid, 1)
    assert services.penalties.propose(tid, offender).step == domain.Step("hands", 3)
    offences = [o.to_dict() for o in services.penalties.offences()]
    offences.append({"key": "slow_roll", "name": "Slow roll", "rule": "ADTP 75"})
    services.penalties.set_offences(director, offences)
    assert services.penalties.offences()[-1].label() == "Slow roll"
    recorded = services.penalties.penalize(floor, tid, offender, "slow_roll")
    assert recorded[0].payload["offence_name"] == "Slow roll"
    with pytest.raises(Refused) as refused:
        services.penalties.set_offences(director, [{"key": "mine", "rule": "ADTP 75"}])
    assert refused.value.key == "penalty.offences.name_needed"
    with pytest.raises(Refused) as refused:
        services.penalties.set_offences(director, [{"key": "abuse", "name": "", "rule": ""}])
    assert refused.value.key == "penalty.offences.rule_needed"


# --- a player's record across tournaments --------------------------------------------------


def test_a_house_players_penalties_across_tournaments(services, director, cashier, floor):
    structure = small_structure()
    tournaments = []
    for name in ("Martes", "Jueves"):
        tid = services.tournaments.create(director, name)
        ready(services, director, tid, tables=1, structure=structure)
        services.registration.open_shift(cashier, tid)
        tournaments.append(tid)
    ana = person(services, cashier, 1, name="Ana Pérez")
    bruno = person(services, cashier, 2, name="Bruno Díaz")
    entries = {}
    for tid in tournaments:
        for pid in (ana, bruno):
            paid = services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)
            entries[tid, pid] = paid[-1].payload["entry_id"]
    first, second = tournaments
    assert services.penalties.entry_of_player(first, ana) == entries[first, ana]
    services.penalties.penalize(floor, first, entries[first, ana], "exposed_card")
    services.penalties.penalize(floor, first, entries[first, bruno], "abuse")
    services.penalties.penalize(floor, second, entries[second, ana], "soft_play")
    services.penalties.penalize(floor, second, entries[second, ana], "abuse")
    services.tournaments.undo(floor, second)  # the second in Jueves does not stand
    services.registration.disqualify(director, second, entries[second, ana], "Agresión")
    record = services.penalties.player_record(ana)
    assert [(r.tournament_name, r.kind, r.offence) for r in record] == [
        ("Martes", "warning", "exposed_card"),
        ("Jueves", "warning", "soft_play"),
        ("Jueves", "disqualification", ""),
    ]
    assert record[0].player_name == "Ana Pérez" and record[2].player_name == "Ana Pérez"
    assert record[2].details == "Agresión"
    assert record[2].offence_words() == "Descalificación directa"
    assert [r.kind for r in services.penalties.player_record(bruno)] == ["warning"]
    with pytest.raises(Refused) as refused:
        services.penalties.entry_of_player(second, ana)
    assert refused.value.key == "penalty.no_entry_in_play"


# --- papers from the record -----------------------------------------------------------------


def test_the_report_and_the_notice_from_the_record(services, floor, director, room, tmp_path):
    tid = room
    offender = entry_at(services, tid, 1)
    recorded = services.penalties.penalize(
        floor, tid, offender, "soft_play", "orbits", 2, reason="Acuerdo en la burbuja"
    )
    services.penalties.hand_done(floor, tid, 1)
    services.penalties.penalize(floor, tid, entry_at(services, tid, 2), "exposed_card")
    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(services.penalties.report_pdf(tid, "es"))
    text = subprocess.run(
        ["pdftotext", "-raw", str(pdf), "-"], capture_output=True, check=True
    ).stdout.decode()
    assert "Reporte de penalidades" in text and "Torneo Aniversario" in text
    assert "pérdida de 2 órbitas" in text and "advertencia verbal" in text
    assert "quedan 9 de 10" in text  # 5 players, 2 orbits, one hand played
    assert "Acuerdo en la" in " ".join(text.split())
    table = services.penalties.report_csv(tid, "en").splitlines()
    assert len(table) == 3 and table[0].startswith("number,date_time,level")
    notice = tmp_path / "notice.pdf"
    notice.write_bytes(services.penalties.notice_pdf(tid, recorded[0].seq, "es"))
    text = subprocess.run(
        ["pdftotext", "-raw", str(notice), "-"], capture_output=True, check=True
    ).stdout.decode()
    assert "MANOS POR CUMPLIR" in text and "10" in text
    code = next(line for line in text.splitlines() if len(line) == 11 and line[5] == "-")
    (found,) = find_code(services, parse_code(code))
    assert (found.type, found.seq, found.sound) == ("PenaltyGiven", recorded[0].seq, True)
    with pytest.raises(Refused) as refused:
        services.penalties.notice_pdf(tid, 9999)
    assert refused.value.key == "penalty.unknown"
