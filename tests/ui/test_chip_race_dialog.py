"""The chip race assistant (ADTP 24): the floor types each seat's odd chips and the cards
dealt, or has the application deal them; the chips raced and the result are said before
recording; refusals in red with nothing written; after recording the table is done, its
result's paper offered; opened from the Tables tab (button, right-click) and the Clock tab;
keyboard-friendly; inside a 1280x720 screen."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractButton

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.printing.documents import Paper
from tournament_director.ui import screen_fit
from tournament_director.ui.chip_race_dialog import ChipRaceDialog, split_cards
from tournament_director.ui.print_adapter import DocumentKind
from tournament_director.ui.screen_fit import FRAME_ALLOWANCE

PRICE = 100_000
BREAK = 4  # the regular structure: the 25s come off at the break after level 4 (period 4)


def seated(services, director, players: int = 14, tables: int = 2, size: int = 9) -> int:
    tid = services.tournaments.create(director, "Principal")
    services.registration.rng = random.Random(3)
    services.seating.rng = random.Random(4)
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=size))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, tables)
    services.registration.open_shift(director, tid)
    for n in range(1, players + 1):
        record = services.players.create(
            director, f"Jugadora Número {n}", "DNI", str(30_000_000 + n), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    services.clock.start(director, tid)
    return tid


@pytest.fixture
def tid(services, director):
    tid = seated(services, director)
    services.clock.jump(director, tid, BREAK)
    return tid


class Printed:
    def __init__(self) -> None:
        self.papers: list[tuple[bytes, DocumentKind, str, str]] = []

    def __call__(self, pdf, kind, title, paper) -> bool:
        self.papers.append((pdf, kind, title, paper))
        return True


@pytest.fixture
def printed() -> Printed:
    return Printed()


def dialog_for(qtbot, services, tid, operator, printed=None, table=None) -> ChipRaceDialog:
    dialog = ChipRaceDialog(services, tid, lambda: operator, table)
    if printed is not None:
        dialog._send = printed
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def races(services, tid) -> list[dict]:
    return [e.payload for e in services.tournaments.events(tid) if e.type == "ChipRaceRecorded"]


def test_cards_are_read_as_the_floor_types_them():
    assert split_cards("Jc 4d 9h") == ["Jc", "4d", "9h"]
    assert split_cards("jc4d9h") == ["jc", "4d", "9h"]
    assert split_cards("10h,Q♠") == ["10h", "Q♠"]
    assert split_cards(" Zz 4d ") == ["Zz", "4d"]
    assert split_cards("") == []


def test_typed_cards_the_result_said_then_recorded_and_printed(
    qtbot, services, floor, tid, answers, printed
):
    dialog = dialog_for(qtbot, services, tid, floor, printed, table=1)
    assert dialog.table() == 1
    assert "después del nivel 4" in dialog.header.text() or "after level 4" in dialog.header.text()
    rows = dialog._rows
    rows[0].odd_edit.setText("3")
    assert "100" in dialog.raced_label.text()  # 75: at least half of 100: one chip raced
    rows[2].odd_edit.setText("3")
    rows[2].bare_box.setChecked(True)
    # the deal order, from seat 1 clockwise
    assert rows[0].order_label.text() == "1" and rows[2].order_label.text() == "2"
    rows[0].cards_edit.setText("jc4d9h")
    assert f"{rows[2].seat}" in dialog.preview_label.text()  # waiting for its cards
    rows[2].cards_edit.setText("As 2c 3d")
    preview = dialog.preview_label.text()
    assert "A♠" in preview and rows[2].name in preview
    assert "+50" in preview  # chips in play: 2 chips of 100 raced for 150
    assert not dialog.error.isVisible()
    before = len(services.tournaments.events(tid))
    events = dialog.record()
    assert events and len(services.tournaments.events(tid)) == before + 1
    (race,) = races(services, tid)
    assert race["table"] == 1 and race["drawn"] is False
    assert [w["card"] for w in race["winners"]] == ["As", "Jc"]
    assert race["seats"][1]["no_other_chips"] is True
    # the paper was offered and printed on the 80 mm roll
    assert any("Print" in q or "Imprimir" in q or "Table 1" in q for q in answers.questions)
    ((pdf, kind, _title, name),) = printed.papers
    assert pdf.startswith(b"%PDF") and kind is DocumentKind.MOVE_SLIP
    assert name.endswith("-1")
    # the table is done: its race is shown, nothing more to record
    assert not dialog.record_button.isEnabled()
    assert dialog.print_result_button.isEnabled()
    assert "✓" in dialog.tables_list.item(0).text()
    assert not dialog._rows[0].odd_edit.isEnabled()


def test_the_application_deals_and_the_cards_drawn_are_recorded(
    qtbot, services, floor, tid, answers, printed
):
    answers.confirm_answer = False  # no paper this time
    services.chip_races.rng = random.Random(5)
    dialog = dialog_for(qtbot, services, tid, floor, printed, table=2)
    dialog.drawn_radio.setChecked(True)
    assert not dialog._rows[0].cards_edit.isEnabled()
    dialog._rows[0].odd_edit.setText("1")
    dialog._rows[1].odd_edit.setText("3")
    assert dialog.record_button.isEnabled()
    dialog.record()
    (race,) = races(services, tid)
    assert race["drawn"] is True and race["table"] == 2
    assert [len(s["cards"]) for s in race["seats"]] == [1, 3]
    assert race["chips_raced"] == 1 and len(race["winners"]) == 1
    assert printed.papers == []
    assert answers.questions  # the paper was offered


def test_a_refusal_is_said_in_red_and_nothing_is_written(qtbot, services, floor, tid, answers):
    dialog = dialog_for(qtbot, services, tid, floor, table=1)
    before = len(services.tournaments.events(tid))
    rows = dialog._rows
    rows[0].odd_edit.setText("4")  # 4 chips of 25 make a chip of 100: exchange them
    assert dialog.error.isVisible() and "100" in dialog.error.text()
    assert not dialog.record_button.isEnabled()
    rows[0].odd_edit.setText("1")
    assert not dialog.error.isVisible()
    rows[0].cards_edit.setText("Zz")
    assert dialog.error.isVisible() and "Zz" in dialog.error.text()
    rows[0].cards_edit.setText("Ac")
    rows[1].odd_edit.setText("1")
    rows[1].cards_edit.setText("Ac")  # the same card twice
    assert dialog.error.isVisible()
    assert dialog.record() is None
    assert len(services.tournaments.events(tid)) == before
    assert answers.questions == []


def test_the_cashier_is_refused_in_words(qtbot, services, director, tid, answers):
    cashier = services.house.create_operator(director, "Carla Caja", "cashier", "345678")
    dialog = dialog_for(qtbot, services, tid, cashier, table=1)
    dialog._rows[0].odd_edit.setText("1")
    dialog._rows[0].cards_edit.setText("Kd")
    assert dialog.record() is None
    assert dialog.error.isVisible() and "Carla Caja" in dialog.error.text()
    assert races(services, tid) == []


def test_the_overview_counts_the_tables_done(qtbot, services, floor, tid, answers):
    answers.confirm_answer = False
    dialog = dialog_for(qtbot, services, tid, floor)
    assert dialog.tables_list.count() == 2
    first = dialog.tables_list.item(0).data(Qt.ItemDataRole.UserRole)
    assert dialog.table() == first
    dialog.record()  # nobody typed odd chips: the table is done, nothing raced
    assert races(services, tid)[0]["chips_raced"] == 0
    assert "1" in dialog.count_label.text() and "2" in dialog.count_label.text()
    dialog.select_table(2)
    assert dialog.table() == 2 and dialog.record_button.isEnabled()


def test_before_the_break_the_sheets_print_and_nothing_records(
    qtbot, services, director, floor, answers, printed
):
    tid = seated(services, director)
    dialog = dialog_for(qtbot, services, tid, floor, printed)
    assert not dialog.record_button.isEnabled()
    assert "4" in dialog.header.text()  # the next colour-up: the break after level 4
    assert not dialog._rows[0].odd_edit.isEnabled()
    assert dialog.print_sheets(every_table=True)
    ((pdf, kind, _title, _name),) = printed.papers
    assert kind is DocumentKind.TABLE_SHEET and pdf.startswith(b"%PDF")


def test_keyboard_enter_moves_on_ctrl_enter_records(qtbot, services, floor, tid, answers):
    answers.confirm_answer = False
    dialog = dialog_for(qtbot, services, tid, floor, table=1)
    dialog.activateWindow()
    first = dialog._rows[0]
    first.odd_edit.setFocus()
    qtbot.keyClicks(first.odd_edit, "2")
    qtbot.keyClick(first.odd_edit, Qt.Key.Key_Return)
    assert dialog.focusWidget() is first.bare_box
    qtbot.keyClick(first.bare_box, Qt.Key.Key_Return)
    assert dialog.focusWidget() is first.cards_edit
    qtbot.keyClicks(first.cards_edit, "kdqh")
    qtbot.keyClick(first.cards_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    (race,) = races(services, tid)
    assert race["seats"][0]["cards"] == ["Kd", "Qh"]


def test_a4_paper_is_chosen_for_the_result(qtbot, services, floor, tid, answers, printed):
    dialog = dialog_for(qtbot, services, tid, floor, printed, table=1)
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData(Paper.A4))
    dialog._rows[0].odd_edit.setText("1")
    dialog._rows[0].cards_edit.setText("7h")
    dialog.record()
    ((_pdf, kind, _title, _name),) = printed.papers
    assert kind is DocumentKind.TABLE_SHEET


def test_opened_from_the_tables_tab_and_the_clock_tab(qtbot, make_window, floor, services, tid):
    window = make_window(floor)
    workspace = window.open_tournament(tid)
    tables = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tables)
    menu = tables.bust_out_menu(tables.map.seat_rect(2, 1).center())
    (action,) = [a for a in menu.actions() if "hip race" in a.text()]
    action.trigger()
    assert tables.chip_race_dialog.table() == 2
    tables.chip_race_dialog.close()
    tables.map.selected = 2
    tables.chip_race_button.click()
    assert tables.chip_race_dialog is not None and tables.chip_race_dialog.table() == 2
    assert tables.chip_race_dialog.adapter is tables.adapter
    tables.chip_race_dialog.close()
    clock = workspace.clock_tab
    clock.chip_race_button.click()
    assert clock.chip_race_dialog is not None
    assert clock.chip_race_dialog.adapter is tables.adapter
    assert clock.chip_race_button.font().bold()  # the clock is at the colour-up break
    clock.chip_race_dialog.close()


def test_it_fits_a_1280x720_screen(qtbot, services, floor, tid, monkeypatch):
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget: QRect(0, 0, 1280, 680))
    from tournament_director.ui.translator import install_language

    for language in ("es", "en"):
        install_language(language)
        dialog = dialog_for(qtbot, services, tid, floor, table=1)
        frame = dialog.size() + FRAME_ALLOWANCE
        assert frame.width() <= 1280 and frame.height() <= 680
        for button in dialog.findChildren(QAbstractButton):
            if button.isVisible() and button.text():
                corner = button.mapTo(dialog, button.rect().bottomRight())
                assert dialog.rect().contains(corner), button.text()
        # nine seats and their fields, no sideways scrolling
        assert not dialog.seats_scroll.horizontalScrollBar().isVisible()
        dialog.close()


def test_the_log_says_the_race_in_words(qtbot, services, floor, tid, answers):
    from tournament_director.ui.labels import Names, event_summary, event_type_label

    answers.confirm_answer = False
    s = sorted(services.seating.state(tid).room.tables[1].players())
    services.chip_races.record_chip_race(
        floor, tid, 1, {s[0]: 1, s[1]: 1}, {s[0]: ["Ac"], s[1]: ["2d"]}, no_other_chips=[s[1]]
    )
    event = services.tournaments.events(tid)[-1]
    state = services.tournaments.state(tid)
    names = Names(state)
    text = event_summary(event, names)
    winner = names.entry(state.seating.room.tables[1].player_at(s[0]))
    assert event_type_label(event.type)
    assert "25 (blanco) → 100 (negro)" in text and winner in text
    assert "+150" in text  # 100 won + 100 protection - 50 odd chips
