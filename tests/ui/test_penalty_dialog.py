"""The penalty dialog (ADTP 68; Casino Club "Penalidades"): the proposal shown with its why
and chosen at first, the hands worked out as the floor chooses (9 players, one orbit: 9
hands; the players as the floor counts them), choosing otherwise needs the reason, refusals in
red with nothing written, the record, the 80 mm notice offered after it, the search by name,
table-seat and entry, the disqualification a director's, and the dialog inside a 1280x720
screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.penalty_helpers import house_players, install_proposed, seat_of, tournament
from tournament_director.domain import penalties as domain
from tournament_director.ui import print_adapter
from tournament_director.ui.penalty_dialog import PenaltyDialog
from tournament_director.ui.print_adapter import PrintAdapter


@pytest.fixture(autouse=True)
def proposed_spanish(spanish):
    from PySide6.QtCore import QCoreApplication

    proposed = install_proposed()
    yield
    QCoreApplication.removeTranslator(proposed)


@pytest.fixture
def room(services, director):
    records = house_players(services, director)[:9]
    tid, entries = tournament(services, director, records)
    return tid, entries, records


def events(services, tid) -> int:
    return len(services.tournaments.events(tid))


def dialog_for(qtbot, services, operator, tid, entry=None, adapter=None, **kw) -> PenaltyDialog:
    dialog = PenaltyDialog(services, tid, lambda: operator, entry, adapter, **kw)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_proposal_and_why_are_shown_and_chosen(qtbot, services, floor, room):
    tid, entries, records = room
    ana = entries[records[0]]
    services.penalties.penalize(floor, tid, ana, "exposed_card")  # a warning: her first
    dialog = dialog_for(qtbot, services, floor, tid, ana)
    assert dialog.windowTitle() == "Penalidad"
    assert dialog.entry_id() == ana
    # Her second offence: one orbit, 9 players at her table, 9 hands; the why in words.
    proposal = dialog.proposal_label.text()
    assert proposal == "Pérdida de 1 órbita: 9 manos (9 jugadores en la mesa)"
    assert "Infracción n.º 2" in dialog.why_label.text()
    assert "advertencia verbal" in dialog.why_label.text()
    assert dialog.orbits_radio.isChecked() and dialog.orbits_spin.value() == 1
    assert dialog.players_spin.value() == 9
    assert dialog.hands_label.text() == (
        "Por cumplir: 9 manos (9 jugadores en la mesa × 1 órbita)."
    )
    # Her record in this event, under the players.
    assert "Advertencia verbal" in dialog.record_label.text()
    assert "Exponer una carta" in dialog.record_label.text()
    assert dialog.record_button.isEnabled() and dialog.record_button.text() == (
        "Registrar la penalidad"
    )


def test_the_hands_are_worked_out_as_the_floor_chooses(qtbot, services, floor, room):
    tid, entries, records = room
    dialog = dialog_for(qtbot, services, floor, tid, entries[records[1]])
    assert dialog.warning_radio.isChecked()  # a first offence: the house starts with a warning
    dialog.orbits_spin.setValue(2)  # choosing a number chooses missed orbits
    assert dialog.orbits_radio.isChecked()
    # ADTP 68-B: 9 players, 2 orbits
    assert dialog.hands_label.text() == (
        "Por cumplir: 18 manos (9 jugadores en la mesa × 2 órbitas)."
    )
    dialog.players_spin.setValue(8)  # the floor counts 8 at the table when it happened
    assert "Por cumplir: 16 manos (8 jugadores" in dialog.hands_label.text()
    dialog.hands_spin.setValue(5)
    assert dialog.hands_radio.isChecked()
    assert dialog.hands_label.text() == "Por cumplir: 5 manos."
    assert not dialog.players_spin.isEnabled()  # counted hands do not depend on the table
    dialog.warning_radio.setChecked(True)
    assert events(services, tid) == events(services, tid)  # nothing written by the preview


def test_choosing_otherwise_needs_a_reason(qtbot, services, floor, room, answers):
    tid, entries, records = room
    carla = entries[records[2]]
    before = events(services, tid)
    dialog = dialog_for(qtbot, services, floor, tid, carla)
    dialog.offence_combo.setCurrentIndex(dialog.offence_combo.findData("soft_play"))
    assert "Solo si elige otra" in dialog.reason_hint.text()
    dialog.orbits_spin.setValue(2)
    assert "Obligatorio" in dialog.reason_hint.text()
    assert "advertencia verbal" in dialog.reason_hint.text()
    assert dialog.record() is None  # no reason: refused in red, nothing written
    assert dialog.refusal.isVisible()
    assert "indique el motivo" in dialog.refusal.text()
    assert events(services, tid) == before
    assert dialog.isVisible()
    dialog.reason_edit.setText("Acuerdo evidente en la burbuja")
    answers.confirm_answer = False
    recorded = dialog.record()
    assert recorded is not None and not dialog.isVisible()
    penalty = services.penalties.penalty(tid, dialog.penalty_id)
    assert (penalty.kind, penalty.count, penalty.hands) == ("orbits", 2, 18)
    assert penalty.chosen_otherwise and penalty.reason == "Acuerdo evidente en la burbuja"
    assert penalty.proposed == domain.Step("warning")


def test_a_refusal_is_shown_in_red_and_nothing_written(qtbot, services, floor, room):
    tid, entries, records = room
    before = events(services, tid)
    dialog = dialog_for(qtbot, services, floor, tid, entries[records[3]])
    dialog.offence_combo.setCurrentIndex(dialog.offence_combo.findData("other"))
    assert "Obligatorio" in dialog.details_edit.placeholderText()
    assert dialog.record() is None  # "other" needs what happened
    assert "Describa lo ocurrido" in dialog.refusal.text()
    assert events(services, tid) == before
    # The player gone meanwhile (another console): the preview says so in red.
    services.registration.eliminate(floor, tid, entries[records[3]])
    dialog.details_edit.setText("Usó el teléfono durante la mano")
    assert dialog.record() is None
    assert "ya no está en juego" in dialog.refusal.text()


def test_record_and_the_notice_offered(qtbot, services, floor, room, answers, tmp_path):
    tid, entries, records = room
    diego = entries[records[3]]
    printed = []
    adapter = PrintAdapter(tmp_path)
    adapter.print_document = lambda pdf, kind, title, parent=None, paper=None: printed.append(
        (pdf[:5], kind, title, paper)
    )
    dialog = dialog_for(qtbot, services, floor, tid, diego, adapter)
    answers.confirm_answer = True
    recorded = dialog.record()
    assert recorded is not None
    (question,) = answers.questions
    assert "advertencia verbal" in question and "Diego Soto" in question
    assert "¿Imprimir el aviso para el jugador (80 mm)?" in question
    ((head, kind, title, paper),) = printed
    assert head == b"%PDF-" and kind == print_adapter.DocumentKind.RECEIPT
    assert "Diego Soto" in title
    assert paper == f"aviso-penalidad-{dialog.penalty_id}-entrada-{diego}"
    assert services.penalties.of_entry(tid, diego)[0].kind == "warning"


def test_no_notice_when_the_floor_says_no(qtbot, services, floor, room, answers, tmp_path):
    tid, entries, records = room
    printed = []
    adapter = PrintAdapter(tmp_path)
    adapter.print_document = lambda *a, **k: printed.append(a)
    dialog = dialog_for(qtbot, services, floor, tid, entries[records[4]], adapter)
    answers.confirm_answer = False
    assert dialog.record() is not None
    assert printed == [] and len(answers.questions) == 1


def test_the_search_finds_by_name_table_seat_and_entry(qtbot, services, floor, room):
    tid, entries, records = room
    dialog = dialog_for(qtbot, services, floor, tid)
    assert dialog.entry_id() is None or dialog.players_list.count() == 9
    dialog.search_edit.setText("nunez")  # accents and case aside
    assert dialog.entry_id() == entries[records[2]]
    where = seat_of(services, tid, entries[records[5]])
    dialog.search_edit.setText(f"{where.table}-{where.seat}")
    assert dialog.entry_id() == entries[records[5]]
    dialog.search_edit.setText(str(entries[records[6]]))
    assert dialog.entry_id() == entries[records[6]]
    dialog.search_edit.setText("nadie así")
    assert dialog.entry_id() is None
    assert not dialog.record_button.isEnabled()
    dialog.search_edit.clear()  # everyone again, the player chosen before too
    assert dialog.entry_id() == entries[records[6]]
    assert dialog.record_button.isEnabled()
    # Opened at a table: its players shown ("1-" in the search).
    at_table = dialog_for(qtbot, services, floor, tid, table=1)
    assert at_table.search_edit.text() == "1-"
    visible = [
        at_table.players_list.item(r)
        for r in range(at_table.players_list.count())
        if not at_table.players_list.item(r).isHidden()
    ]
    assert len(visible) == 9


def test_a_disqualification_is_a_directors(qtbot, services, floor, director, room, answers):
    tid, entries, records = room
    elena = entries[records[4]]
    dialog = dialog_for(qtbot, services, floor, tid, elena)
    assert not dialog.disqualification_radio.isEnabled()
    assert "director" in dialog.disqualification_radio.toolTip()
    by_director = dialog_for(qtbot, services, director, tid, elena)
    by_director.offence_combo.setCurrentIndex(by_director.offence_combo.findData("abuse"))
    by_director.disqualification_radio.setChecked(True)
    assert by_director.chips_edit.isEnabled()
    by_director.reason_edit.setText("Agresión a otro jugador")
    assert by_director.record() is None  # the chips counted are asked
    assert "fichas" in by_director.refusal.text()
    by_director.chips_edit.setText("12.500")
    answers.confirm_answer = False
    assert by_director.record() is not None
    entry = services.tournaments.state(tid).book.entries[elena]
    assert entry.status != "active"
    (penalty,) = services.penalties.of_entry(tid, elena)
    assert penalty.status == domain.DISQUALIFIED and penalty.chips == 12_500


def test_enter_in_the_search_goes_on_to_the_offence(qtbot, services, floor, room):
    tid, entries, records = room
    before = events(services, tid)
    dialog = dialog_for(qtbot, services, floor, tid)
    qtbot.keyClicks(dialog.search_edit, "carla")
    qtbot.keyClick(dialog.search_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and events(services, tid) == before
    assert dialog.entry_id() == entries[records[2]]


def test_the_dialog_fits_a_1280x720_screen(qtbot, services, floor, room):
    tid, entries, records = room
    dialog = dialog_for(qtbot, services, floor, tid, entries[records[0]])
    area = dialog.screen().availableGeometry()
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    assert dialog.height() <= 720 - 40 - 40  # a taskbar and the title bar
    assert dialog.width() <= 1280 - 16


def test_a_disqualification_proposed_to_the_floor_asks_for_the_director(
    qtbot, services, floor, director, room
):
    tid, entries, records = room
    services.penalties.set_ladder(director, [("warning",), ("disqualification",)])
    gloria = entries[records[6]]
    services.penalties.penalize(floor, tid, gloria, "abuse")  # a warning
    dialog = dialog_for(qtbot, services, floor, tid, gloria)
    assert dialog.proposal_label.text() == "Descalificación"
    assert "sigue con descalificación" in dialog.why_label.text()
    assert dialog.disqualification_radio.isChecked()
    assert not dialog.record_button.isEnabled()
    assert "llame al director" in dialog.refusal.text()
    dialog.orbits_spin.setValue(2)  # the floor gives two orbits instead, with the reason
    assert dialog.record_button.isEnabled() and not dialog.refusal.isVisible()
