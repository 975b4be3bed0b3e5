"""The payout table editor with real services: a percentage edited, the problem shown in red
and saving disabled, fixed and saved; the table in the Payouts tab's combo, ready to use; a
floor person refused; bands split, added and removed; a CSV round trip."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from tournament_director.domain.payouts import BASIS_POINTS, PARTS_PER_MILLION, standard_table
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui import prompts
from tournament_director.ui.payout_table_editor import PayoutTableEditor

PRICE = 100_000
SHOTS = os.environ.get("TD_SCREENSHOTS")  # a folder: the tests leave their screenshots there
EACH = 2  # the places table's "% of pool each" column
COUNT = 1  # its "Number of places" column


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Caja Marta", "cashier", "876543")


@pytest.fixture
def tid(services, director, cashier):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(cashier, tid, 0)
    for n in range(1, 13):
        pid = services.players.create(
            cashier, f"Jugador {n}", "DNI", str(30_000_000 + n), "Chile", "1990-04-01"
        ).player_id
        services.registration.buy_entry(cashier, tid, pid, "cash", PRICE)
    return tid


def editor(qtbot, services, operator, table=None, **kw) -> PayoutTableEditor:
    dialog = PayoutTableEditor(services, lambda: operator, table, **kw)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def edit(table, row: int, column: int, text: str) -> None:
    table.item(row, column).setText(text)  # as a finished cell edit does


def test_edit_a_percentage_problem_then_fix_and_save(qtbot, services, director):
    dialog = editor(qtbot, services, director)  # a new table: one band 2-10, 100 % to first
    assert dialog.problems[0].key == "payouts.table.name_empty"
    assert not dialog.save_button.isEnabled() and dialog.problem_label.isVisible()
    dialog.name_edit.setText("Casa 60/40")
    dialog.name_edit.textEdited.emit("Casa 60/40")
    assert dialog.save_button.isEnabled() and not dialog.problem_label.isVisible()
    dialog.select_band(0)
    dialog.add_place()
    edit(dialog.places_table, 0, EACH, "60")
    # 60 % + 0 %: the new place has no share; the problem names it, saving is off.
    assert [p.key for p in dialog.problems] == [
        "payouts.table.place_zero",
        "payouts.table.band_sum",
    ]
    assert not dialog.save_button.isEnabled()
    assert "lugar 2" in dialog.problem_label.text()
    assert dialog.places_table.item(1, EACH).foreground().color().name() == "#b00020"
    edit(dialog.places_table, 1, EACH, "45")
    assert dialog.problems[0].key == "payouts.table.band_sum"
    assert (
        "105,00 %" in dialog.problem_label.text() and "sobran 5,00 %" in dialog.problem_label.text()
    )
    assert "105,00 %" in dialog.band_total_label.text()
    edit(dialog.places_table, 1, EACH, "40,0")
    assert dialog.problems == [] and dialog.save_button.isEnabled()
    assert "100,00 %" in dialog.band_total_label.text()
    # The preview: 10 entries, a pool of 1.000.000 -> 600.000 / 400.000.
    dialog.entries_spin.setValue(10)
    dialog.pool_edit.setText("1.000.000")
    dialog.pool_edit.textEdited.emit("1.000.000")
    preview = [
        [dialog.preview_table.item(r, c).text() for c in range(3)]
        for r in range(dialog.preview_table.rowCount())
    ]
    assert preview == [["1", "$ 600.000", "$ 600.000"], ["2", "$ 400.000", "$ 400.000"]]
    saved = []
    dialog.saved.connect(saved.append)
    dialog.save_button.click()
    assert saved == ["Casa 60/40"]
    table = services.payouts.table("Casa 60/40").table
    assert table.bands[0].shares == (6_000, 4_000)


def test_a_percentage_with_more_decimals_is_kept_exactly(qtbot, services, director):
    dialog = editor(qtbot, services, director)
    dialog.select_band(0)
    dialog.add_place()
    edit(dialog.places_table, 0, EACH, "66,6667")
    edit(dialog.places_table, 1, EACH, "33,3333")
    band = dialog.bands()[0]
    assert band.scale == PARTS_PER_MILLION and band.shares == (666_667, 333_333)
    assert dialog.places_table.item(0, EACH).text() == "66,6667 %"
    # Too many decimals, or not a number: refused in words, nothing changed.
    edit(dialog.places_table, 0, EACH, "66,66667")
    assert dialog.bands()[0].shares == (666_667, 333_333)
    assert "4 decimales" in dialog.status_label.text() or "4 decimals" in (
        dialog.status_label.text()
    )
    assert dialog.places_table.item(0, EACH).text() == "66,6667 %"


def test_edit_the_shipped_table_as_a_copy_and_use_it(
    qtbot, make_window, services, director, tid, answers
):
    workspace = make_window(director).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.payouts_tab)
    tab = workspace.payouts_tab
    tab.edit_table_button.click()
    dialog = tab.table_editor
    assert dialog.name_edit.text() == "Tabla estándar (copia)"  # named in the room's language
    assert dialog.problems == [] and dialog.hint_label.isVisible()
    # The preview starts at the tournament's field and pool (12 entries, 960.000).
    assert dialog.entries_spin.value() == 12 and dialog.pool_edit.text() == "960.000"
    band = next(i for i, d in enumerate(dialog.drafts) if d.low <= 12 <= d.high)
    dialog.select_band(band)
    edit(dialog.places_table, 0, EACH, "55")
    edit(dialog.places_table, 1, EACH, "30")
    edit(dialog.places_table, 2, EACH, "15")
    assert dialog.problems == []
    dialog.name_edit.setText("Estándar / Standard")
    dialog.name_edit.textEdited.emit("Estándar / Standard")
    assert dialog.problems[0].key == "payouts.table.shipped_name"
    assert not dialog.save_button.isEnabled()
    for shipped in ("Tabla estándar", "standard table"):  # the name people see is taken too
        dialog.name_edit.setText(shipped)
        dialog.name_edit.textEdited.emit(shipped)
        assert dialog.problems[0].key == "payouts.table.shipped_name"
    dialog.name_edit.setText("Casa 55/30/15")
    dialog.name_edit.textEdited.emit("Casa 55/30/15")
    dialog.save_button.click()
    assert not dialog.isVisible()
    # In the combo, chosen and previewed: "Use this structure" pays the pool this way.
    assert tab.table_combo.currentData() == "Casa 55/30/15"
    assert tab.use_button.isEnabled()
    tab.use_button.click()
    figures = services.payouts.figures(tid)
    assert figures.structure.table.name == "Casa 55/30/15"
    assert figures.payout.prizes == (528_000, 288_000, 144_000)
    # The shipped table is untouched.
    assert services.payouts.table(standard_table().name).table == standard_table()


def test_floor_is_refused(qtbot, make_window, services, director, floor, tid):
    workspace = make_window(floor).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.payouts_tab)
    tab = workspace.payouts_tab
    tab.new_table_button.click()
    dialog = tab.table_editor
    dialog.name_edit.setText("Del floor")
    dialog.name_edit.textEdited.emit("Del floor")
    assert dialog.save_button.isEnabled()
    dialog.save_button.click()
    assert dialog.isVisible() and dialog.problem_label.isVisible()
    assert "director" in dialog.problem_label.text()
    assert "Del floor" not in services.house.state().payout_tables


def test_bands_split_added_removed_and_their_problems(qtbot, services, director):
    dialog = editor(qtbot, services, director)
    dialog.name_edit.setText("Casa")
    dialog.name_edit.textEdited.emit("Casa")
    dialog.select_band(0)
    dialog.split_band()
    assert [(d.low, d.high) for d in dialog.drafts] == [(2, 6), (7, 10)]
    assert dialog.selected_band() == 1
    dialog.add_band()
    assert [(d.low, d.high) for d in dialog.drafts][-1] == (11, 14)
    assert dialog.problems == []
    # A gap: the band's check mark turns red, the words say which entries are not covered.
    edit(dialog.bands_table, 2, 0, "12")
    assert dialog.problems[0].key == "payouts.table.band_gap"
    assert "11" in dialog.problem_label.text()
    assert dialog.bands_table.item(2, 3).text() == "✗"
    edit(dialog.bands_table, 2, 0, "11")
    # More places than the smallest field.
    dialog.select_band(0)
    for _ in range(2):
        dialog.add_place()
    edit(dialog.places_table, 0, EACH, "50")
    edit(dialog.places_table, 1, EACH, "30")
    edit(dialog.places_table, 2, EACH, "20")
    assert [p.key for p in dialog.problems] == ["payouts.table.band_places"]
    edit(dialog.bands_table, 0, 1, "2")  # 2-2 then 7-10: a gap
    assert {p.key for p in dialog.problems} >= {"payouts.table.band_gap"}
    dialog.select_band(0)
    dialog.remove_band()
    assert dialog.problems[0].key == "payouts.table.first_band"
    # A group of places: 3 places paid alike.
    dialog.select_band(0)
    edit(dialog.places_table, 0, COUNT, "3")
    assert dialog.places_table.item(0, 0).text() == "1–3"


def test_csv_export_then_import(qtbot, services, director, tmp_path, monkeypatch):
    dialog = editor(qtbot, services, director, standard_table(), shipped=True)
    path = tmp_path / "tabla.csv"
    monkeypatch.setattr(prompts, "ask_save_path", lambda *a: path)
    dialog.export_button.click()
    assert path.read_text("utf-8").startswith("# tournament-director/payout-table-csv 1")
    other = editor(qtbot, services, director)
    monkeypatch.setattr(prompts, "ask_open_path", lambda *a: path)
    other.import_button.click()
    assert tuple(other.bands()) == standard_table().bands
    assert other.bands()[0].scale == BASIS_POINTS
    assert other.name_edit.text() == dialog.name_edit.text()


def test_screenshot(qtbot, services, director):
    """With TD_SCREENSHOTS set: the dialog with a band whose places add up to too much."""
    dialog = editor(qtbot, services, director, standard_table(), shipped=True, entries=48)
    dialog.resize(1100, 720)
    dialog.select_band(7)
    edit(dialog.places_table, 1, EACH, "25")
    assert not dialog.save_button.isEnabled()
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(Path(SHOTS) / "payout-table-editor.png"))
