"""The house's rounding of prizes on screen: Settings shows and saves it per currency (a
director's), and the Payouts tab names the shipped table in the room's language and rounds
it to the house's unit."""

from __future__ import annotations

from dataclasses import replace

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.settings_dialog import SettingsDialog


def test_settings_show_and_save_the_rounding_per_currency(qtbot, services, director, settings):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    assert dialog.payout_units["CLP"].text() == "1.000"
    assert dialog.payout_units["USD"].text() == "1,00"
    dialog.payout_units["CLP"].setText("5.000")
    dialog.on_buttons_accepted()
    assert services.payouts.house_unit("CLP") == 5_000
    assert services.payouts.house_unit("USD") == 100  # unchanged: nothing recorded
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    dialog.payout_units["CLP"].setText("0")
    dialog.on_buttons_accepted()
    assert "redondeo de premios" in dialog.error.text()
    assert services.payouts.house_unit("CLP") == 5_000


def test_the_payouts_tab_names_the_shipped_table_and_rounds_it(
    qtbot, services, director, make_window
):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 3)
    services.registration.open_shift(director, tid)
    for n in range(1, 18):
        record = services.players.create(
            director, f"Jugador {n}", "DNI", str(30_000_000 + n), "Argentina", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    workspace = make_window(director).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.payouts_tab)
    tab = workspace.payouts_tab
    assert tab.table_combo.currentText() == "Tabla estándar"
    assert "Estándar / Standard" not in tab.payout_caption.text()
    assert "Tabla estándar" in tab.payout_caption.text()
    assert tab.unit_edit.text() == "1.000"
    for row in range(tab.payout_table.rowCount()):
        assert tab.payout_table.item(row, 1).text().endswith(".000")
