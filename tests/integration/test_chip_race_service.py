"""The chip race through the services (ADTP 24): one event per table at the colour-up
break, the chips in play changed by exactly awarded + protection - odd value, undone exactly,
once per table and colour-up, cards drawn inside the command and recorded (replay equals
live), refusals in words that write nothing."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from registration_helpers import small_structure
from seating_helpers import seated_room

from tournament_director import i18n
from tournament_director.domain.chip_race import race
from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import Level
from tournament_director.services import open_services, tournaments

BREAK = 2  # the small structure's first break (after level 2) takes the 25s off, for 100s


@pytest.fixture
def room(services, director, cashier, tournament):
    """Two tables of 6 with 10 players, the clock started (level 1)."""
    seated_room(services, director, cashier, tournament, players=10, tables=2)
    services.clock.start(director, tournament)
    return tournament


@pytest.fixture
def at_break(services, director, room):
    services.clock.jump(director, room, BREAK)  # period 2: the break after level 2
    return room


def seats(services, tid, table) -> list[int]:
    return sorted(services.seating.state(tid).room.tables[table].players())


def in_play(services, tid) -> int:
    return services.chips.totals(tid).chips_in_play


def count(services, tid) -> int:
    return len(services.tournaments.events(tid))


def test_the_colour_up_now_and_the_overview(services, director, room):
    assert services.chip_races.colour_up_break(room) is None
    upcoming = services.chip_races.next_colour_up_break(room)
    assert (upcoming.after_level, upcoming.now) == (BREAK, False)
    assert [c.text for c in upcoming.removed] == ["25 (blanco)"]
    assert upcoming.to.text == "100 (negro)"
    services.clock.jump(director, room, BREAK)
    here = services.chip_races.colour_up_break(room)
    assert (here.after_level, here.now) == (BREAK, True)
    view = services.chip_races.overview(room)
    assert [t.table for t in view.remaining] == [1, 2] and not view.done


def test_typed_cards_recorded_chips_in_play_follow_and_undo_reverts(services, floor, at_break):
    tid = at_break
    s = seats(services, tid, 1)
    before = in_play(services, tid)
    odd = {s[0]: 3, s[1]: 1, s[2]: 2}
    cards = {s[0]: ["2c", "Qs", "3d"], s[1]: ["Ah"], s[2]: ["Kd", "4c"]}
    preview = services.chip_races.chip_race_preview(tid, 1, odd, cards, no_other_chips=[s[1]])
    recorded = services.chip_races.record_chip_race(
        floor, tid, 1, odd, cards, no_other_chips=[s[1]]
    )
    assert len(recorded) == 1 and recorded[0].type == "ChipRaceRecorded"
    p = recorded[0].payload
    # 6 chips of 25 = 150: one chip of 100 and 50 left, at least half: 2 chips raced.
    assert p["chips_raced"] == preview.result.chips_raced == 2
    assert [w["seat"] for w in p["winners"]] == [s[1], s[2]]  # A♥, then K♦
    assert [w["card"] for w in p["winners"]] == ["Ah", "Kd"]
    assert p["protected"] == []  # seat s[1] won a chip: nobody left without chips
    assert p["odd_value_removed"] == 150 and p["awarded_value"] == 200
    assert p["total_change"] == 50 and p["drawn"] is False
    entries = services.seating.state(tid).room.tables[1].players()
    assert [row["entry_id"] for row in p["seats"]] == [entries[x] for x in s[:3]]
    assert in_play(services, tid) == before + 50
    totals = services.chips.totals(tid)
    assert (totals.chips_race_removed, totals.chips_race_awarded, totals.chip_races) == (
        150,
        200,
        1,
    )
    view = services.chip_races.overview(tid)
    assert [t.table for t in view.done] == [1] and [t.table for t in view.remaining] == [2]
    services.tournaments.undo(floor, tid)
    assert in_play(services, tid) == before
    assert services.chips.totals(tid).chip_races == 0
    assert not services.chip_races.overview(tid).done
    services.tournaments.redo(floor, tid)
    assert in_play(services, tid) == before + 50


def test_protection_chip_for_a_player_left_without_chips(services, floor, at_break):
    tid = at_break
    s = seats(services, tid, 2)
    before = in_play(services, tid)
    odd = {s[0]: 1, s[1]: 1}
    recorded = services.chip_races.record_chip_race(
        floor, tid, 2, odd, {s[0]: ["Ac"], s[1]: ["2d"]}, no_other_chips=[s[1]]
    )
    p = recorded[0].payload
    # 50 raced for 100: at least half, one chip; seat s[1] loses and holds nothing else.
    assert [w["seat"] for w in p["winners"]] == [s[0]]
    assert p["protected"] == [
        {"seat": s[1], "entry_id": services.seating.state(tid).room.tables[2].player_at(s[1]),
         "value": 100}
    ]  # fmt: skip
    assert p["total_change"] == 100 + 100 - 50
    assert in_play(services, tid) == before + 150


def test_a_table_without_odd_chips_is_recorded_done(services, floor, at_break):
    before = in_play(services, at_break)
    recorded = services.chip_races.record_chip_race(floor, at_break, 2, {})
    assert recorded[0].payload["chips_raced"] == 0 and recorded[0].payload["seats"] == []
    assert in_play(services, at_break) == before
    assert [t.table for t in services.chip_races.overview(at_break).done] == [2]


def test_once_per_table_and_colour_up(services, director, floor, at_break):
    tid = at_break
    s = seats(services, tid, 1)
    services.chip_races.record_chip_race(floor, tid, 1, {s[0]: 2}, {s[0]: ["Jc", "Th"]})
    written = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(director, tid, 1, {s[0]: 1}, {s[0]: ["Jc"]})
    assert refused.value.key == "chip_race.already_recorded"
    i18n.set_language("es")
    assert "deshaga ese registro" in refused.value.message
    assert "Floor Luis" in refused.value.message
    assert count(services, tid) == written
    services.tournaments.undo(director, tid)
    services.chip_races.record_chip_race(director, tid, 1, {s[0]: 1}, {s[0]: ["Jc"]})


def test_drawn_cards_are_in_the_event_and_replay_equals_live(db_path, services, floor, at_break):
    tid = at_break
    saved = tournaments.SNAPSHOT_EVERY
    tournaments.SNAPSHOT_EVERY = 3
    try:
        services.chip_races.rng = random.Random(7)
        for table in (1, 2):
            s = seats(services, tid, table)
            odd = {seat: n % 4 for n, seat in enumerate(s, start=1)}
            recorded = services.chip_races.record_chip_race(
                floor, tid, table, odd, draw=True, no_other_chips=[s[0]]
            )
            p = recorded[0].payload
            assert p["drawn"] is True
            dealt = {row["seat"]: row["cards"] for row in p["seats"]}
            assert all(len(dealt[seat]) == n for seat, n in odd.items() if n)
            again = race(
                {row["seat"]: row["odd_chips"] for row in p["seats"]},
                dealt,
                removed=25,
                to=100,
                other_chips={s[0]: 0},
                table_size=6,
            )
            assert [w["seat"] for w in p["winners"]] == list(again.winners)
            assert p["total_change"] == again.total_change
        live = services.tournaments.state(tid)
        services.close()
        reopened = open_services(db_path)
        try:
            state = reopened.tournaments.state(tid)
            assert state.chip_races == live.chip_races
            assert state.book.totals == live.book.totals
        finally:
            reopened.close()
    finally:
        tournaments.SNAPSHOT_EVERY = saved


@pytest.mark.parametrize(
    ("odd", "cards", "key"),
    [
        ({4: 1}, {4: ["Ac"]}, "chip_race.empty_seat"),  # the room's seat 4 at table 1 is free
        ({"first": 4}, None, "chip_race.whole_chip"),  # 4 chips of 25 make a chip of 100
        ({"first": 2}, {"first": ["Ac"]}, "chip_race.wrong_card_count"),
        ({"first": 1}, {"first": ["Zz"]}, "chip_race.bad_card"),
        (
            {"first": 1, "second": 1},
            {"first": ["Ac"], "second": ["Ac"]},
            "chip_race.duplicate_card",
        ),
        ({"first": -1}, None, "chip_race.bad_count"),
        ({9: 1}, None, "chip_race.bad_seat"),
    ],
)
def test_bad_input_is_refused_in_words_and_writes_nothing(
    services, floor, at_break, odd, cards, key
):
    tid = at_break
    s = seats(services, tid, 1)
    named = {"first": s[0], "second": s[1]}
    if key == "chip_race.empty_seat":
        free = next(x for x in range(1, 7) if x not in s)
        odd, cards = {free: 1}, {free: ["Ac"]}
    odd = {named.get(k, k): v for k, v in odd.items()}
    cards = {named.get(k, k): v for k, v in (cards or {s[0]: ["Ac"]}).items()}
    before = count(services, tid)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(floor, tid, 1, odd, cards)
    assert refused.value.key == key
    assert refused.value.message != key
    assert count(services, tid) == before


def test_no_other_chips_only_where_there_are_odd_chips(services, floor, at_break):
    s = seats(services, at_break, 1)
    before = count(services, at_break)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(
            floor, at_break, 1, {s[0]: 1}, {s[0]: ["Ac"]}, no_other_chips=[s[1]]
        )
    assert refused.value.key == "chip_race.bare_without_odd"
    assert count(services, at_break) == before


def test_the_cashier_may_not_and_nothing_is_written(services, cashier, at_break):
    s = seats(services, at_break, 1)
    before = count(services, at_break)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(cashier, at_break, 1, {s[0]: 1}, {s[0]: ["Ac"]})
    assert refused.value.key == "operator.not_allowed"
    assert count(services, at_break) == before


def test_only_at_the_colour_up_break_or_the_level_after(services, director, floor, room):
    s = seats(services, room, 1)
    odd, cards = {s[0]: 1}, {s[0]: ["Ac"]}
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(floor, room, 1, odd, cards)
    assert refused.value.key == "chip_race.not_yet"
    i18n.set_language("es")
    assert "descanso después del nivel 2 (fichas de 25 (blanco))" in refused.value.message
    services.clock.jump(director, room, BREAK + 2)  # level 4: the break is two periods back
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(floor, room, 1, odd, cards)
    assert refused.value.key == "chip_race.not_yet"
    services.clock.jump(director, room, BREAK + 1)  # level 3, just after the break
    services.chip_races.record_chip_race(floor, room, 1, odd, cards)


def test_a_cancelled_colour_up_has_no_race(services, director, floor, tournament, cashier):
    seated_room(services, director, cashier, tournament, players=4, tables=1)
    services.chips.move_colour_up(director, tournament, 25, 8, "faltan fichas de 100")
    services.clock.start(director, tournament)
    services.clock.jump(director, tournament, BREAK)
    s = seats(services, tournament, 1)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(floor, tournament, 1, {s[0]: 1}, {s[0]: ["Ac"]})
    assert refused.value.key == "chip_race.not_yet"


def test_two_chips_off_at_one_break_each_raced_on_its_own(
    services, director, floor, cashier, tournament
):
    """Levels after the break in multiples of 500: the 25s and the 100s both come off."""
    base = small_structure(table_size=6)
    levels = base.levels[:2] + tuple(Level(500 * n, 1000 * n) for n in range(1, 8))
    structure = replace(base, levels=levels, breaks=base.breaks[:1])
    seated_room(services, director, cashier, tournament, 4, 1)
    services.clock.set_structure(director, tournament, structure)
    services.clock.start(director, tournament)
    services.clock.jump(director, tournament, BREAK)
    here = services.chip_races.colour_up_break(tournament)
    assert [c.denomination for c in here.removed] == [25, 100] and here.to.denomination == 500
    s = seats(services, tournament, 1)
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(floor, tournament, 1, {s[0]: 1}, {s[0]: ["Ac"]})
    assert refused.value.key == "chip_race.which_chip"
    with pytest.raises(Refused) as refused:
        services.chip_races.record_chip_race(
            floor, tournament, 1, {s[0]: 1}, {s[0]: ["Ac"]}, denomination=500
        )
    assert refused.value.key == "chip_race.not_removed_here"
    one = services.chip_races.record_chip_race(
        floor, tournament, 1, {s[0]: 19}, draw=True, denomination=25
    )
    assert one[0].payload["to"] == 500 and one[0].payload["chips_raced"] == 1  # 475 of 500
    services.chip_races.record_chip_race(
        floor, tournament, 1, {s[0]: 4}, {s[0]: ["2c", "3c", "4c", "5c"]}, denomination=100
    )
    view = services.chip_races.overview(tournament)
    assert [t.table for t in view.done] == [1]
    assert set(view.done[0].done) == {25, 100}


def test_the_papers_from_the_record(tmp_path, services, floor, at_break):
    """The colour-up sheets name every table's players; the race result's code is the
    event's and `verify --code` finds the race by it."""
    import subprocess

    from tournament_director.services import chip_documents, verification

    tid = at_break
    sheets = chip_documents.colour_up_sheets(services, tid)
    assert [s.table for s in sheets] == [1, 2]
    assert (sheets[0].removed, sheets[0].to, sheets[0].after_level) == (25, 100, BREAK)
    names = {p.name for p in services.tournaments.players(tid)}
    assert {s.player_name for sheet in sheets for s in sheet.seats} - {None} == names
    s = seats(services, tid, 1)
    recorded = services.chip_races.record_chip_race(
        floor, tid, 1, {s[0]: 2, s[1]: 1}, {s[0]: ["Th", "2c"], s[1]: ["Ks"]}
    )
    paper = chip_documents.race_result(services, tid, 1)
    assert paper.seq == recorded[0].seq and paper.event_hash == recorded[0].hash
    assert paper.operator == "Floor Luis"
    assert [w.card for w in paper.winners] == ["K♠"]  # 75: at least half, one chip
    (found,) = verification.find_code(services, verification.parse_code(paper.qr_payload))
    assert (found.seq, found.type, found.sound) == (recorded[0].seq, "ChipRaceRecorded", True)
    path = tmp_path / "race.pdf"
    path.write_bytes(chip_documents.race_result_pdf(services, tid, 1, "es"))
    done = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True
    )
    text = " ".join(done.stdout.decode().split())
    assert "CHIP RACE — MESA 1" in text and paper.code in text and "Floor Luis" in text
    with pytest.raises(Refused) as refused:
        chip_documents.race_result(services, tid, 2)
    assert refused.value.key == "chip_race.no_race"


def test_a_colour_up_already_raced_is_neither_moved_nor_cancelled(
    services, director, floor, at_break
):
    """ADTP 24: the race settled the chips at a table; the colour-up cannot move or vanish
    under it: undo the races first."""
    tid = at_break
    s = seats(services, tid, 1)
    services.chip_races.record_chip_race(floor, tid, 1, {s[0]: 2}, {s[0]: ["Jc", "Th"]})
    written = count(services, tid)
    later = services.chips.schedule(tid).of(100).after_level
    for attempt in (
        lambda: services.chips.move_colour_up(director, tid, 25, later, "otra hora"),
        lambda: services.chips.cancel_colour_up(director, tid, 25, "sin retiro"),
    ):
        with pytest.raises(Refused) as refused:
            attempt()
        assert refused.value.key == "colour_up.raced"
        assert "table 1" in refused.value.message or "mesa 1" in refused.value.message
        assert count(services, tid) == written
    services.tournaments.undo(director, tid)  # the race undone: now the director may
    with_100s = services.chips.schedule(tid).of(100).after_level
    services.chips.move_colour_up(director, tid, 25, with_100s, "junto con las de 100")
    assert services.chips.schedule(tid).of(25).after_level == with_100s
