"""Identity documents at the desk: the player dialog picks the document by the nationality
(and follows it), refuses a wrong RUT in words under the form, shows a stored RUT as it is
written and says when a record from before the checks has a wrong one; the search list and
the registration tab show 12.345.678-5, and the tab's filter finds it typed either way."""

from __future__ import annotations

from dataclasses import replace

from tournament_director.domain.events import ActorRef
from tournament_director.domain.players import PlayerRecordCreated
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.entries_model import EntriesTableModel
from tournament_director.ui.player_dialog import PlayerDialog


def dialog_for(qtbot, services, operator, **kw) -> PlayerDialog:
    dialog = PlayerDialog(services, lambda: operator, **kw)
    qtbot.addWidget(dialog)
    return dialog


def test_the_document_type_follows_the_nationality_until_picked(qtbot, services, director):
    dialog = dialog_for(qtbot, services, director)
    assert dialog.nationality_combo.currentText() == "Chile"
    assert dialog.document_type_combo.currentText() == "RUT"  # not DNI for a Chilean
    for nationality, expected in (
        ("Argentina", "DNI"),
        ("Uruguay", "CI"),
        ("Perú", "DNI"),
        ("Brasil", "CPF"),
        ("España", "PASAPORTE"),
        ("Chile", "RUT"),
    ):
        dialog.nationality_combo.setCurrentText(nationality)
        assert dialog.document_type_combo.currentText() == expected, nationality
    dialog.document_type_combo.setCurrentText("PASAPORTE")
    dialog.on_document_type_activated(dialog.document_type_combo.currentIndex())  # by hand
    dialog.nationality_combo.setCurrentText("Argentina")
    assert dialog.document_type_combo.currentText() == "PASAPORTE"


def test_a_wrong_rut_is_refused_under_the_form(qtbot, services, director):
    dialog = dialog_for(qtbot, services, director)
    dialog.show()
    dialog.name_edit.setText("Ana Soto")
    dialog.document_edit.setText("12.345.678-9")
    dialog.birth_edit.setText("01/02/1985")
    dialog.on_buttons_accepted()
    assert dialog.record is None
    assert "debería ser 5" in dialog.error.text()
    dialog.document_edit.setText("12.345.678-5")
    dialog.on_buttons_accepted()
    assert dialog.record is not None and dialog.record.document == "123456785"


def test_a_stored_rut_is_shown_written_and_an_old_wrong_one_is_said(qtbot, services, director):
    def decide(_state, operator):  # a record an older version wrote without the check
        event = PlayerRecordCreated(1, "Luis Rojas", "RUT", "123456789", "Chile", "1980-01-01")
        return None, [event], ActorRef(operator.id, operator.name)

    services.house.run("manage_player_records", director, decide)
    dialog = dialog_for(qtbot, services, director, correcting=services.players.get(1))
    dialog.show()
    assert dialog.document_edit.text() == "12.345.678-9"
    assert dialog.document_type_combo.currentText() == "RUT"
    assert not dialog.document_warning.isHidden()
    assert "debería ser 5" in dialog.document_warning.text()


def test_the_desk_sees_and_finds_the_rut_as_it_is_written(qtbot, services, director, make_window):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(director, tid)
    record = services.players.create(
        director, "Ana Soto", "RUT", "123456785", "Chile", "1980-01-01"
    )
    services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    workspace = make_window(director).open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    tab = workspace.registration_tab
    tab.search.edit.setText("12.345.678-5")
    assert "RUT 12.345.678-5" in tab.search.results.item(0).text()
    model = tab.table.model()
    column = EntriesTableModel.DOCUMENT
    assert model.index(0, column).data() == "RUT 12.345.678-5"
    for typed in ("12345678", "12.345.678-5"):
        tab.filter_edit.setText(typed)
        assert model.rowCount() == 1, typed
