"""The registration desk as a night's walkthrough found it: what was searched does not end up
glued to a new player's name, the search results show the whole line, and a refusal said
under the form moves nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.player_dialog import PlayerDialog, split_typed


def structure():
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    return replace(import_json(text), table_size=9)


@pytest.fixture
def tid(services, director):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, structure())
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    return tid


def open_tab(make_window, operator, tid, size=(1366, 768)):
    window = make_window(operator)
    window.resize(*size)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    return workspace.registration_tab


def _geometry(widget: QWidget) -> QRect:
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def test_the_searched_name_is_selected_so_typing_replaces_it(qtbot, services, director):
    dialog = PlayerDialog(services, lambda: director, typed="María José")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.name_edit.hasFocus)

    assert dialog.name_edit.selectedText() == "María José"
    qtbot.keyClicks(dialog.name_edit, "Carla Prueba")
    assert dialog.name_edit.text() == "Carla Prueba"  # not "María JoséCarla Prueba"


def test_only_a_name_or_a_document_is_copied_from_the_search():
    assert split_typed("  maría   josé ") == ("maría josé", "")
    assert split_typed("O'Higgins-Riquelme") == ("O'Higgins-Riquelme", "")
    assert split_typed("12.345.678-5") == ("", "12.345.678-5")
    assert split_typed("ABC123456") == ("", "ABC123456")
    assert split_typed("ana 12") == ("", "")  # neither: the form starts empty
    assert split_typed("") == ("", "")


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_a_result_shows_the_document_and_the_date_of_birth_whole(
    qtbot, make_window, services, director, tid, size
):
    services.players.create(
        director, "María José González Ríos", "DNI", "30123456", "Argentina", "1985-05-31"
    )
    tab = open_tab(make_window, director, tid, size)
    tab.search.edit.setText("maría")
    qtbot.wait(20)

    item = tab.search.results.item(0)
    assert "31/05/1985" in item.text()
    width = tab.search.results.viewport().width()
    metrics = tab.search.results.fontMetrics()
    assert all(metrics.horizontalAdvance(line) < width for line in item.text().splitlines())


def test_a_refusal_or_a_sale_said_under_the_form_moves_nothing(
    qtbot, make_window, services, director, tid
):
    tab = open_tab(make_window, director, tid)
    qtbot.wait(20)
    watched = [tab.search.results, tab.sell_button, tab.cashier_panel, tab.table]
    before = [_geometry(w) for w in watched]

    tab._show_refusal("Sofía Domínguez Muñoz ya tiene una entrada en juego (mesa 4, asiento 6).")
    qtbot.wait(20)
    assert tab.form_error.isVisible()
    assert [_geometry(w) for w in watched] == before

    tab._show_refusal("")
    tab.last_sale_label.setText("Vendida: entrada 7, Carla Núñez, mesa 1 asiento 3.")
    qtbot.wait(20)
    assert [_geometry(w) for w in watched] == before


def test_the_console_fits_a_1280_px_screen(make_window, director, services, tid):
    window = make_window(director)
    window.open_tournament(tid)
    assert window.minimumSizeHint().width() <= 1280
