"""The house's side of registration (House > Players and lists): correcting a record,
merging duplicates (a director's), the exclusion lists from a CSV, the staff list, and the
house name in Settings. Real services; the questions answered by the test."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui import prompts
from tournament_director.ui.players_admin_dialog import PlayersAdminDialog
from tournament_director.ui.settings_dialog import SettingsDialog

PRICE = 100_000


@pytest.fixture
def cashier(services, director):
    return services.house.create_operator(director, "Caja Marta", "cashier", "876543")


@pytest.fixture
def open_admin(qtbot, services):
    def make(operator) -> PlayersAdminDialog:
        dialog = PlayersAdminDialog(services, lambda: operator)
        qtbot.addWidget(dialog)
        dialog.resize(1366, 768)
        dialog.show()
        return dialog

    return make


@pytest.fixture
def csv_file(monkeypatch, tmp_path):
    """The file the operator picks in the open dialog."""
    path = tmp_path / "excluidos.csv"
    monkeypatch.setattr(prompts, "ask_open_path", lambda _parent, _title, _filters: path)
    return path


def person(services, actor, n, name=None, document_type="DNI", document=None):
    return services.players.create(
        actor, name or f"Jugador {n}", document_type, document or str(30_000_000 + n), "Chile",
        "1990-04-01",
    )  # fmt: skip


def a_tournament(services, director):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 1)
    services.registration.open_shift(director, tid)
    return tid


def test_a_corrected_record_is_found_by_its_new_name(open_admin, services, cashier, answers):
    record = person(services, cashier, 1, name="Jose Peres")
    dialog = open_admin(cashier)
    dialog.search.edit.setText("peres")
    assert dialog.search.current_record().player_id == record.player_id
    assert dialog.detail_labels["document"].text() == "DNI 30000001"
    editor = dialog.edit_selected()
    editor.name_edit.setText("José Pérez")
    editor.on_buttons_accepted()
    assert editor.isVisible()  # a correction needs its reason: nothing written
    assert "por qué" in editor.error.text().lower()
    assert services.players.get(record.player_id).name == "Jose Peres"
    editor.reason_edit.setText("Nombre mal escrito")
    editor.on_buttons_accepted()
    assert not editor.isVisible()
    assert services.players.get(record.player_id).name == "José Pérez"
    assert dialog.detail_labels["name"].text() == "José Pérez"
    dialog.search.edit.setText("perez jos")
    assert [r.name for r in [dialog.search.current_record()]] == ["José Pérez"]


def test_a_new_player_from_the_page(open_admin, services, cashier):
    dialog = open_admin(cashier)
    dialog.search.edit.setText("40111222")
    creator = dialog.on_new_button_clicked()
    assert creator.document_edit.text() == "40111222"
    creator.nationality_combo.setCurrentText("Argentina")  # an Argentine shows a DNI
    creator.name_edit.setText("Ñandú Rojas")
    creator.birth_edit.setText("01/02/1985")
    creator.on_buttons_accepted()
    found = services.players.find_document("DNI", "40111222")
    assert found is not None and found.name == "Ñandú Rojas"
    assert dialog.search.current_record().player_id == found.player_id


def test_merge_is_a_directors_and_moves_the_entries(open_admin, services, director, floor, answers):
    tid = a_tournament(services, director)
    dni = person(services, director, 1, name="Ramón Díaz")
    passport = person(
        services, director, 2, name="Ramon Diaz", document_type="PASAPORTE", document="30000001"
    )
    services.registration.buy_entry(director, tid, passport.player_id, "cash", PRICE)

    page = open_admin(floor)
    assert page.tabs.tabText(page.DUPLICATES) == "Duplicados (1)"
    page.select_duplicate(dni.player_id)
    assert not page.merge_note.isHidden() and not page.merge_button.isEnabled()
    page.on_merge_button_clicked()  # however it is reached: refused in words, nothing asked
    assert answers.questions == []
    assert "Bruno Floor" in answers.warnings[-1][1]
    assert services.players.get(passport.player_id).merged_into is None

    dialog = open_admin(director)
    dialog.select_duplicate(dni.player_id)
    assert dialog.merge_button.isEnabled()
    answers.texts = ["Misma persona: DNI y pasaporte"]
    dialog.on_merge_button_clicked()
    assert "Ramón Díaz" in answers.questions[-1] and "Ramon Diaz" in answers.questions[-1]
    assert services.players.get(passport.player_id).merged_into == dni.player_id
    assert services.players.directory().aliases(dni.player_id) == [
        dni.player_id,
        passport.player_id,
    ]
    # the passport's entry is the DNI record's now: one purchase per event
    with pytest.raises(Refused) as caught:
        services.registration.buy_entry(director, tid, dni.player_id, "cash", PRICE)
    assert caught.value.key == "entry.already_playing"
    assert not dialog.duplicates_empty.isHidden()
    assert dialog.tabs.tabText(dialog.DUPLICATES) == "Duplicados"


def test_a_cancelled_merge_writes_nothing(open_admin, services, director, answers):
    dni = person(services, director, 1, name="Ramón Díaz")
    other = person(
        services, director, 2, name="Ramon Diaz", document_type="RUT", document="3.000.000-5"
    )
    dialog = open_admin(director)
    dialog.select_duplicate(other.player_id)
    answers.texts = ["Misma persona"]
    answers.confirm_answer = False
    dialog.on_merge_button_clicked()
    assert services.players.get(dni.player_id).merged_into is None


def test_exclusions_import_reports_bad_lines_and_the_desk_refuses_them(
    open_admin, services, director, cashier, csv_file, answers
):
    csv_file.write_bytes(
        "documento;nombre\n"
        "30000001;Jugador Uno\n"
        "sin documento\n"
        "12.345.678-9;Pedro Gómez;autoexclusión\n".encode("cp1252")  # Excel on Windows
    )
    dialog = open_admin(director)
    dialog.tabs.setCurrentIndex(dialog.EXCLUSIONS)
    dialog.on_import_button_clicked()
    report = dialog.import_report.toPlainText()
    assert not dialog.import_report.isHidden()
    assert "2 personas" in report and "excluidos.csv" in report
    assert "línea 3: sin documento" in report
    assert "línea 2" not in report and "línea 4" not in report
    listed = services.players.directory().excluded
    assert set(listed) == {"30000001", "123456789"}
    assert listed["123456789"].name == "Pedro Gómez"
    assert listed["123456789"].kind == "self_exclusion"
    assert listed["30000001"].source == "excluidos.csv"
    assert dialog.exclusions.model.rowCount() == 2

    record = person(services, cashier, 1)
    tid = a_tournament(services, director)
    with pytest.raises(Refused) as caught:
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    assert caught.value.key == "player.exclusion"

    # and the record's page says so
    dialog.search.edit.setText("30000001")
    assert "no puede jugar" in dialog.player_status.text()

    # lifted with a reason, the player may register
    dialog.exclusions.filter_edit.setText("uno")
    assert dialog.exclusions.proxy.rowCount() == 1
    dialog.exclusions.view.selectRow(0)
    answers.texts = ["Resolución 45/2024 levanta la exclusión"]
    dialog.on_lift_button_clicked()
    assert "30000001" not in services.players.directory().excluded
    assert dialog.exclusions.model.rowCount() == 1
    services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)


def test_a_file_with_nothing_readable_is_refused(open_admin, services, director, csv_file, answers):
    csv_file.write_text("hola\nsin documento\n", "utf-8")
    dialog = open_admin(director)
    dialog.on_import_button_clicked()
    assert answers.warnings and services.players.directory().excluded == {}


def test_exclusion_by_hand_and_refusals_for_the_floor(
    open_admin, services, director, floor, csv_file, answers
):
    page = open_admin(floor)
    assert not page.exclusions_note.isHidden()
    assert not page.exclude_box.isEnabled() and not page.import_button.isEnabled()
    page.exclude_document.setText("555")
    page.exclude_name.setText("Nadie")
    page.on_exclude_button_clicked()
    page.on_import_button_clicked()
    assert len(answers.warnings) == 2
    assert services.players.directory().excluded == {}

    dialog = open_admin(director)
    assert dialog.exclusions_note.isHidden()
    dialog.exclude_document.setText("")
    dialog.exclude_name.setText("Sin Documento")
    dialog.on_exclude_button_clicked()
    assert not dialog.exclude_error.isHidden()
    dialog.exclude_document.setText("22.333.444")
    dialog.exclude_kind.setCurrentIndex(1)
    dialog.on_exclude_button_clicked()
    listed = services.players.directory().excluded["22333444"]
    assert (listed.name, listed.kind, listed.source) == ("Sin Documento", "self_exclusion", "")
    assert dialog.exclude_error.isHidden()
    assert dialog.exclusions.selected().document == "22333444"
    assert dialog.lift_button.isEnabled()
    answers.texts = [None]  # cancelled
    dialog.on_lift_button_clicked()
    assert "22333444" in services.players.directory().excluded


def test_staff_add_and_remove(open_admin, services, director, cashier, answers):
    dialog = open_admin(director)
    dialog.tabs.setCurrentIndex(dialog.STAFF)
    dialog.staff_document.setText("11.222.333")
    dialog.staff_name.setText("Carla Crupier")
    dialog.staff_note.setText("crupier")
    dialog.on_staff_add_button_clicked()
    assert services.players.directory().staff["11222333"].note == "crupier"
    assert dialog.staff.selected().name == "Carla Crupier"

    record = person(services, cashier, 5, document="11222333")
    tid = a_tournament(services, director)
    with pytest.raises(Refused) as caught:
        services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)
    assert caught.value.key == "player.staff"

    answers.texts = ["   "]
    dialog.on_staff_remove_button_clicked()
    assert "11222333" in services.players.directory().staff  # a reason is needed
    answers.texts = ["Dejó de trabajar en la casa"]
    dialog.on_staff_remove_button_clicked()
    assert services.players.directory().staff == {}
    assert dialog.staff.model.rowCount() == 0
    services.registration.buy_entry(director, tid, record.player_id, "cash", PRICE)


def test_the_staff_list_is_read_only_for_a_cashier(open_admin, services, director, cashier):
    services.players.add_staff(director, "999", "Inspector Uno", "fiscalizador")
    dialog = open_admin(cashier)
    assert dialog.staff.model.rowCount() == 1
    assert not dialog.staff_note_label.isHidden() and not dialog.staff_box.isEnabled()
    dialog.staff.view.selectRow(0)
    assert not dialog.staff_remove_button.isEnabled()


def test_the_house_menu_opens_the_dialog(make_window, director):
    window = make_window(director)
    dialog = window.show_players_admin()
    assert isinstance(dialog, PlayersAdminDialog) and dialog.isVisible()
    dialog.close()


def test_a_director_renames_the_house(qtbot, services, director, settings):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    assert not dialog.house_name.isReadOnly()
    dialog.house_name.setText("  Casino   Club Viña ")
    dialog.on_buttons_accepted()
    assert services.house.state().house_name == "Casino Club Viña"


def test_the_house_name_is_read_only_for_a_cashier(qtbot, services, director, cashier, settings):
    services.house.set_house_name(director, "Casino Club")
    dialog = SettingsDialog(services, cashier, settings)
    qtbot.addWidget(dialog)
    assert dialog.house_name.text() == "Casino Club"
    assert dialog.house_name.isReadOnly()
    dialog.on_buttons_accepted()  # the rest of the settings still save
    assert services.house.state().house_name == "Casino Club"
    assert dialog.result() == dialog.DialogCode.Accepted
