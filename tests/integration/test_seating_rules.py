"""The rule set's seating settings reach the engine through services.seating: the Casino
Club two-table redraw and the TDA 2024 stop-play variant."""

import pytest
from seating_helpers import check_room, seated_room

from tournament_director.domain import stop_play
from tournament_director.domain.balancing import DecisionKind


def test_casino_club_redraws_when_two_tables_remain(services, director, cashier, floor):
    tid = services.tournaments.create(director, "Principal")
    services.clock.choose_rule_set(director, tid, "casino-club")
    entries = seated_room(services, director, cashier, tid, players=15, tables=3)
    services.clock.start(director, tid)
    for entry_id in entries[:3]:  # 12 players fit two tables of 6
        services.registration.eliminate(floor, tid, entry_id)
    decision = services.seating.pending(tid)
    while decision.kind is DecisionKind.BALANCE:
        services.seating.confirm_move(floor, tid, decision.moves[0].player)
        decision = services.seating.pending(tid)
    assert decision.kind is DecisionKind.REDRAW_TWO_TABLES
    assert "Asignación de Asientos" in decision.rule
    services.seating.redraw(director, tid, "two_tables")
    room = check_room(services.tournaments.state(tid))
    assert len(room.open_tables()) == 2


def test_adtp_breaks_the_third_table(services, director, cashier, floor):
    tid = services.tournaments.create(director, "Principal")
    entries = seated_room(services, director, cashier, tid, players=15, tables=3)
    services.clock.start(director, tid)
    for entry_id in entries[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    assert services.seating.pending(tid).kind in (DecisionKind.BREAK_TABLE, DecisionKind.BALANCE)
    assert services.seating.pending(tid).kind is not DecisionKind.REDRAW_TWO_TABLES


@pytest.mark.parametrize("variant", [False, True])
def test_tda_variant_narrows_the_stop_play_flags(services, director, cashier, floor, variant):
    tid = services.tournaments.create(director, "Principal")
    overrides = {"stop_play_when_blinds_affected": variant, "short_table_full_ring_only": False}
    services.clock.choose_rule_set(director, tid, "tda-2024", overrides)
    seated_room(services, director, cashier, tid, players=12, tables=2, seed=5)
    services.clock.start(director, tid)
    services.seating.draw_button(director, tid)
    room = services.seating.state(tid).room
    for entry_id in list(room.tables[1].players().values())[:3]:
        services.registration.eliminate(floor, tid, entry_id)
    room = services.seating.state(tid).room
    flags = services.seating.pending(tid).stop_play
    if not variant:
        assert [(s.table, s.rule) for s in flags] == [(1, "ADTP 10")]
    else:
        affected = stop_play.blinds_affected(room.tables[1])
        assert [(s.table, s.rule) for s in flags] == ([(1, stop_play.RULE)] if affected else [])


def test_tda_2024_nine_players_on_two_eight_max_tables_form_a_nine_handed_final_table(
    services, director, cashier, floor
):
    """TDA RP-9: an 8-handed event combines to a 9-handed final table (the TDA preset once
    kept the table size and proposed nothing with 9 players on two 8-max tables)."""
    tid = services.tournaments.create(director, "Principal")
    services.clock.choose_rule_set(director, tid, "tda-2024")
    entries = seated_room(services, director, cashier, tid, players=10, tables=2, size=8)
    services.clock.start(director, tid)
    services.registration.eliminate(floor, tid, entries[0])
    decision = services.seating.pending(tid)
    assert decision.kind is DecisionKind.FINAL_TABLE
    assert decision.final_table_size == 9 and decision.rule == "TDA RP-9"
    services.seating.redraw(director, tid, "final_table")
    room = check_room(services.tournaments.state(tid))
    (final,) = room.open_tables()
    assert final.size == 9 and final.count == 9 and room.final_table_formed
