"""The Bust-outs dialog: players out in a hand (with starting stacks and who eliminated
them), a withdrawal, a disqualification (director only), refusals shown in red with nothing
written, undo, and opening it from the Tables and Clock tabs."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain.rule_set import SimultaneousElimination
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.bust_out_dialog import (
    DISQUALIFICATION,
    HAND,
    WITHDRAWAL,
    BustOutDialog,
    parse_chips,
    stacks_decide,
)

PRICE = 100_000
NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fabián", "Gloria", "Hugo", "Inés"]


def seated(services, director, players: int, tables: int, late: bool = False) -> int:
    """A tournament with its clock running; ``late``: late registration still open (the
    regular structure's), otherwise closed from the start (the places are final)."""
    tid = services.tournaments.create(director, "Principal")
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    structure = replace(import_json(text), table_size=6)
    if not late:
        structure = replace(structure, late_registration_until_level=None, re_entry=ReEntryPolicy())
    services.clock.set_structure(director, tid, structure)
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, tables)
    services.registration.open_shift(director, tid)
    for n in range(1, players + 1):
        record = services.players.create(
            director, f"{NAMES[n % len(NAMES)]} Pérez {n}", "DNI", str(30_000_000 + n),
            "Chile", "1990-01-01",
        )  # fmt: skip
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    services.seating.draw_button(director, tid)
    services.clock.start(director, tid)
    return tid


def entry_of(services, tid: int, name: str) -> int:
    return next(p.entry_id for p in services.payouts.players_left(tid) if p.name == name)


def at_table(services, tid: int, table: int) -> list[int]:
    return list(services.seating.state(tid).room.tables[table].players().values())


def eliminations(services, tid: int) -> list[dict]:
    return [e.payload for e in services.tournaments.events(tid) if e.type == "PlayerEliminated"]


def active(services, tid: int) -> set[int]:
    return {p.entry_id for p in services.payouts.players_left(tid)}


def dialog_for(qtbot, services, tid, operator, table=None, entry_id=None) -> BustOutDialog:
    dialog = BustOutDialog(services, tid, lambda: operator, table, entry_id)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def visible_entries(dialog: BustOutDialog) -> set[int]:
    table = dialog.players_table
    return {
        table.item(row, 0).data(Qt.ItemDataRole.UserRole)
        for row in range(table.rowCount())
        if not table.isRowHidden(row)
    }


def click_record(qtbot, dialog: BustOutDialog) -> None:
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)


# --- helpers -------------------------------------------------------------------------------


def test_chips_as_the_floor_types_them():
    assert parse_chips("12.500") == parse_chips("12,500") == parse_chips(" 12 500 ") == 12_500
    assert parse_chips("") is None
    with pytest.raises(ValueError):
        parse_chips("12k")


def test_when_the_stacks_decide_the_order():
    house = SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS
    assert stacks_decide(house, [1, 1])
    assert not stacks_decide(house, [1, 2])
    assert not stacks_decide(house, [1])
    assert stacks_decide(SimultaneousElimination.STACK_ALWAYS, [1, 2])
    assert not stacks_decide(SimultaneousElimination.SHARE_ALWAYS, [1, 1])


# --- out in a hand -------------------------------------------------------------------------


def test_one_bust_out_found_by_typing_without_accents(qtbot, services, director, floor):
    tid = seated(services, director, players=12, tables=2)
    carla = entry_of(services, tid, "Carla Pérez 11")
    dialog = dialog_for(qtbot, services, tid, floor)
    qtbot.keyClicks(dialog.search_edit, "PEREZ 11")
    assert visible_entries(dialog) == {carla}
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)  # ticks the only one; records nothing
    assert dialog.ticked() == [carla] and eliminations(services, tid) == []
    click_record(qtbot, dialog)
    (event,) = eliminations(services, tid)
    assert event["entry_id"] == carla and event["kind"] == "eliminated"
    assert carla not in active(services, tid)
    assert services.results.standings(tid).ranking.place_of(carla) == 12
    assert dialog.result.isVisible() and "Carla Pérez 11" in dialog.result.text()
    assert "12" in dialog.result.text()
    assert carla not in visible_entries(dialog) and dialog.ticked() == []


def test_two_at_one_table_need_their_stacks_and_are_ranked_by_them(
    qtbot, services, director, floor
):
    tid = seated(services, director, players=12, tables=2)
    first, second, *_ = at_table(services, tid, 1)
    dialog = dialog_for(qtbot, services, tid, floor, table=1, entry_id=first)
    dialog.tick(second)
    assert dialog.ticked() == [first, second]
    assert dialog.stack_note.isVisible()  # the house policy needs the stacks
    click_record(qtbot, dialog)
    assert dialog.error.isVisible() and dialog.error.text()
    assert eliminations(services, tid) == []  # refused in the dialog: nothing written
    qtbot.keyClicks(dialog._stacks[first], "5.000")
    qtbot.keyClicks(dialog._stacks[second], "8000")
    click_record(qtbot, dialog)
    events = eliminations(services, tid)
    assert [(e["entry_id"], e["starting_stack"]) for e in events] == [
        (first, 5_000),
        (second, 8_000),
    ]
    assert events[0]["hand"] == events[1]["hand"]  # one hand
    ranking = services.results.standings(tid).ranking
    assert ranking.place_of(second) == 11  # the larger stack finishes higher
    assert ranking.place_of(first) == 12
    assert not dialog.error.isVisible()
    assert "11" in dialog.result.text() and "12" in dialog.result.text()


def test_different_tables_in_order_or_sharing_when_it_cannot_be_told(
    qtbot, services, director, floor
):
    tid = seated(services, director, players=12, tables=2)
    a, b = at_table(services, tid, 1)[0], at_table(services, tid, 2)[0]
    dialog = dialog_for(qtbot, services, tid, floor, entry_id=b)
    dialog.tick(a)
    assert dialog.order_unknown_box.isVisible() and not dialog._stacks_required()
    dialog.order_unknown_box.setChecked(True)
    click_record(qtbot, dialog)  # no stacks needed: they share
    first, second = eliminations(services, tid)
    assert first["hand"] == second["hand"] and first["table"] != second["table"]
    group = services.results.standings(tid).ranking.group_of(a)
    assert group.shared and group.places == (11, 12) and set(group.entries) == {a, b}
    assert "11–12" in dialog.result.text()

    c, d = at_table(services, tid, 1)[1], at_table(services, tid, 2)[1]
    dialog.tick(c)
    dialog.tick(d)  # not ticked "cannot be told": c went out first
    click_record(qtbot, dialog)
    ranking = services.results.standings(tid).ranking
    assert (ranking.place_of(c), ranking.place_of(d)) == (10, 9)


def test_a_refusal_of_the_service_is_shown_in_red_and_nothing_is_written(
    qtbot, services, director, floor
):
    tid = seated(services, director, players=6, tables=1)
    before = services.tournaments.state(tid).last_seq
    everyone = at_table(services, tid, 1)
    dialog = dialog_for(qtbot, services, tid, floor)
    for n, entry_id in enumerate(everyone):
        dialog.tick(entry_id)
        dialog._stacks[entry_id].setText(str(1_000 * (n + 1)))
    click_record(qtbot, dialog)  # a hand that leaves nobody in
    assert dialog.error.isVisible()
    assert "al menos uno debe seguir" in dialog.error.text()  # the service's words, Spanish
    assert "b3261e" in dialog.error.styleSheet()
    assert services.tournaments.state(tid).last_seq == before
    assert active(services, tid) == set(everyone)
    assert dialog.ticked() == everyone  # the floor corrects and tries again


def test_eliminated_by_is_recorded_and_the_same_table_is_offered_first(
    qtbot, services, director, floor
):
    tid = seated(services, director, players=12, tables=2)
    out, *same_table = at_table(services, tid, 1)
    dialog = dialog_for(qtbot, services, tid, floor, table=1, entry_id=out)
    combo = dialog.by_combo
    assert combo.itemData(0) is None  # not recorded unless chosen
    offered = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i) is not None]
    assert set(offered[: len(same_table)]) == set(same_table)
    assert out not in offered and len(offered) == 11
    combo.setCurrentIndex(combo.findData(same_table[2]))
    click_record(qtbot, dialog)
    (event,) = eliminations(services, tid)
    assert event["entry_id"] == out and event["eliminated_by"] == same_table[2]


def test_provisional_while_registration_is_open(qtbot, services, director, floor):
    tid = seated(services, director, players=6, tables=1, late=True)
    out = at_table(services, tid, 1)[0]
    dialog = dialog_for(qtbot, services, tid, floor, entry_id=out)
    click_record(qtbot, dialog)
    assert services.results.standings(tid).provisional
    assert "Provisional" in dialog.result.text() or "Provisorio" in dialog.result.text()


def test_the_last_hand_names_the_winner(qtbot, services, director, floor):
    tid = seated(services, director, players=3, tables=1)
    first, second, last = at_table(services, tid, 1)
    dialog = dialog_for(qtbot, services, tid, floor, entry_id=first)
    dialog.tick(second)
    dialog._stacks[first].setText("3000")
    dialog._stacks[second].setText("2000")
    click_record(qtbot, dialog)
    standings = services.results.standings(tid)
    assert standings.winner == last
    name = next(
        p.name
        for p in services.tournaments.state(tid).players.values()
        if p.player_id == services.tournaments.state(tid).book.entries[last].player_id
    )
    assert name in dialog.result.text()
    assert standings.ranking.place_of(first) == 2 and standings.ranking.place_of(second) == 3


# --- withdrawal and disqualification -------------------------------------------------------


def test_a_withdrawal_removes_the_counted_chips(qtbot, services, director, floor):
    tid = seated(services, director, players=12, tables=2)
    leaving, other = at_table(services, tid, 2)[:2]
    dialog = dialog_for(qtbot, services, tid, floor, entry_id=leaving)
    dialog.withdrawal_radio.click()
    assert dialog.mode() == WITHDRAWAL
    dialog.tick(other)  # one player at a time: the last ticked is the one
    assert dialog.ticked() == [other]
    click_record(qtbot, dialog)
    assert dialog.error.isVisible() and eliminations(services, tid) == []  # chips not counted
    qtbot.keyClicks(dialog.chips_edit, "12.500")
    click_record(qtbot, dialog)
    (event,) = eliminations(services, tid)
    assert event["entry_id"] == other and event["kind"] == "withdrew"
    assert event["chips_removed"] == 12_500
    assert services.results.standings(tid).ranking.place_of(other) == 12
    assert "12.500" in dialog.result.text() or "12,500" in dialog.result.text()


def test_disqualification_is_a_directors(qtbot, services, director, floor):
    tid = seated(services, director, players=12, tables=2)
    cheat = at_table(services, tid, 1)[0]
    dialog = dialog_for(qtbot, services, tid, floor, entry_id=cheat)
    assert not dialog.disqualification_radio.isEnabled()
    assert dialog.disqualification_radio.toolTip()
    # Even if the choice were forced, the service refuses the floor and nothing is written.
    dialog.disqualification_radio.setEnabled(True)
    dialog.disqualification_radio.click()
    dialog.chips_edit.setText("20000")
    dialog.reason_edit.setText("Colusión con el asiento 4")
    click_record(qtbot, dialog)
    assert dialog.error.isVisible() and eliminations(services, tid) == []

    dialog = dialog_for(qtbot, services, tid, director, entry_id=cheat)
    assert dialog.disqualification_radio.isEnabled()
    dialog.disqualification_radio.click()
    assert dialog.mode() == DISQUALIFICATION and dialog.reason_edit.isVisible()
    dialog.chips_edit.setText("20000")
    click_record(qtbot, dialog)
    assert dialog.error.isVisible() and eliminations(services, tid) == []  # no reason
    dialog.reason_edit.setText("Colusión con el asiento 4")
    click_record(qtbot, dialog)
    (event,) = eliminations(services, tid)
    assert event["entry_id"] == cheat and event["kind"] == "disqualified"
    assert event["reason"] == "Colusión con el asiento 4" and event["chips_removed"] == 20_000


# --- undo and the tabs ---------------------------------------------------------------------


def test_one_undo_brings_the_whole_hand_back(
    qtbot, make_window, services, director, floor, answers
):
    tid = seated(services, director, players=12, tables=2)
    window = make_window(floor)
    workspace = window.open_tournament(tid)
    first, second = at_table(services, tid, 1)[:2]
    dialog = workspace.tables_tab.open_bust_outs(1, first)
    dialog.tick(second)
    dialog._stacks[first].setText("4000")
    dialog._stacks[second].setText("9000")
    click_record(qtbot, dialog)
    assert not {first, second} & active(services, tid)
    answers.texts.append("")  # the undo's reason
    window.undo()
    assert {first, second} <= active(services, tid)
    assert services.tournaments.state(tid).book.bust_outs == []
    dialog.reload()
    assert {first, second} <= visible_entries(dialog) | set(at_table(services, tid, 2))


def test_right_click_on_a_seat_opens_it_prefilled(qtbot, make_window, services, director, floor):
    tid = seated(services, director, players=12, tables=2)
    workspace = make_window(floor).open_tournament(tid)
    tab = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tab)
    room = services.seating.state(tid).room
    seat, player = next(iter(room.tables[2].players().items()))
    menu = tab.bust_out_menu(tab.map.seat_rect(2, seat).center())
    assert menu is not None
    first = menu.actions()[0]
    assert "Pérez" in first.text()
    first.trigger()
    dialog = tab.bust_out_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.ticked() == [player]
    assert dialog.table_combo.currentData() == 2
    assert visible_entries(dialog) == set(at_table(services, tid, 2))
    assert dialog.mode() == HAND


def test_ctrl_e_opens_it_from_the_clock_tab(qtbot, make_window, services, director, floor):
    tid = seated(services, director, players=6, tables=1)
    workspace = make_window(floor).open_tournament(tid)
    clock_tab = workspace.clock_tab
    workspace.tabs.setCurrentWidget(clock_tab)
    assert clock_tab.bust_outs_action.shortcut().toString() == "Ctrl+E"
    clock_tab.bust_outs_action.trigger()
    dialog = clock_tab.bust_out_dialog
    assert dialog is not None and dialog.isVisible()
    assert visible_entries(dialog) == active(services, tid)  # every table
    qtbot.mouseClick(clock_tab.bust_outs_button, Qt.MouseButton.LeftButton)
    assert clock_tab.bust_out_dialog is not dialog and clock_tab.bust_out_dialog.isVisible()
