"""Registering players through the form; the table, search and live updates."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tournament_director.ui.players_model import PlayersTableModel


def _rows(tab) -> list[tuple]:
    proxy = tab.proxy
    return [tuple(proxy.data(proxy.index(r, c)) for c in range(4)) for r in range(proxy.rowCount())]


def test_register_through_the_form(qtbot, make_window, services, director):
    tid = services.tournaments.create(director, "Principal")
    tab = make_window(director).open_tournament(tid).registration_tab

    tab.name_edit.insert("Carla Núñez")  # QTest types ASCII only
    tab.document_type_combo.setCurrentText("RUT")
    qtbot.keyClicks(tab.document_edit, "12.345.678-9")
    qtbot.keyClick(tab.document_edit, Qt.Key.Key_Return)  # Enter registers

    assert _rows(tab) == [(1, "Carla Núñez", "RUT", "123456789")]
    assert tab.name_edit.text() == "" and tab.document_edit.text() == ""
    assert tab.form_error.isHidden()
    assert tab.count_label.text() == "1 jugador"
    assert services.tournaments.players(tid)[0].name == "Carla Núñez"


def test_a_duplicate_document_is_refused_inline_and_the_table_unchanged(
    qtbot, make_window, services, director
):
    tid = services.tournaments.create(director, "Principal")
    services.tournaments.register_player(director, tid, "Carla Núñez", "DNI", "30111222")
    tab = make_window(director).open_tournament(tid).registration_tab
    before = _rows(tab)

    qtbot.keyClicks(tab.name_edit, "Otro Nombre")
    qtbot.keyClicks(tab.document_edit, "30.111.222")
    tab.register_button.click()

    assert _rows(tab) == before
    assert tab.form_error.isVisible()
    assert tab.form_error.text() == (
        "El documento DNI 30111222 ya está inscrito en este torneo (Carla Núñez)."
    )
    assert tab.name_edit.text() == "Otro Nombre"  # kept, so the operator can fix it
    assert len(services.tournaments.players(tid)) == 1


def test_search_as_you_type(qtbot, make_window, services, director):
    tid = services.tournaments.create(director, "Principal")
    for name, doc in [("Ana Pérez", "111"), ("Bruno Díaz", "222"), ("Ana Soto", "333")]:
        services.tournaments.register_player(director, tid, name, "DNI", doc)
    tab = make_window(director).open_tournament(tid).registration_tab

    qtbot.keyClicks(tab.search_edit, "ana")
    assert [r[1] for r in _rows(tab)] == ["Ana Pérez", "Ana Soto"]
    assert tab.count_label.text() == "2 de 3 jugadores"
    tab.search_edit.clear()
    qtbot.keyClicks(tab.search_edit, "222")
    assert [r[1] for r in _rows(tab)] == ["Bruno Díaz"]
    tab.search_edit.clear()
    assert len(_rows(tab)) == 3


def test_players_registered_elsewhere_appear(make_window, services, director, floor):
    tid = services.tournaments.create(director, "Principal")
    workspace = make_window(director).open_tournament(tid)
    services.tournaments.register_player(floor, tid, "Desde Caja", "CI", "4567")
    assert _rows(workspace.registration_tab) == [(1, "Desde Caja", "CI", "4567")]
    assert workspace.clock_tab.panel.fact("players") == "1"
    assert workspace.tables_tab.panel.fact("tables") == "1"


def test_an_archived_tournament_offers_no_form(make_window, services, director):
    tid = services.tournaments.create(director, "Principal")
    services.tournaments.archive(director, tid)
    tab = make_window(director).open_tournament(tid).registration_tab
    assert not tab.register_button.isEnabled()
    assert tab.archived_note.isVisible()


def test_players_model_headers(qapp):
    model = PlayersTableModel()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers == ["N.º", "Nombre", "Tipo de documento", "Documento", "Inscrito el"]
