"""Penalties on the console (ADTP 68; Casino Club "Penalidades"): the Penalties tab (every
penalty of the event and those being served, mark served with a note, the player's notice,
the report printed and saved), the Tables tab (the seat mark with the hands left, the
per-table "hand done" key counting them down outside and during hand-for-hand, Ctrl+P and
right-click a seat), F10, the desk's record of a player across tournaments, and the house's
offences and ladder from Settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QFont

from tests.ui.penalty_helpers import house_players, install_proposed, seat_of, tournament
from tournament_director.domain import penalties as domain
from tournament_director.printing.documents import Paper
from tournament_director.ui import print_adapter
from tournament_director.ui.penalties_tab import PenaltiesModel, PenaltiesTab
from tournament_director.ui.penalty_record import PenaltyRecordNote, PlayerPenaltiesDialog
from tournament_director.ui.penalty_settings_dialog import PenaltySettingsDialog, new_key
from tournament_director.ui.print_adapter import DocumentKind, PrintAdapter
from tournament_director.ui.settings_dialog import SettingsDialog


@pytest.fixture(autouse=True)
def proposed_spanish(spanish):
    proposed = install_proposed()
    yield
    QCoreApplication.removeTranslator(proposed)


@pytest.fixture
def records(services, director):
    return house_players(services, director)


@pytest.fixture
def room(services, director, records):
    """One table of 9."""
    tid, entries = tournament(services, director, records[:9])
    return tid, entries


class Printed:
    def __init__(self, tmp_path) -> None:
        self.sent: list[tuple[bytes, DocumentKind, str, str | None]] = []
        self.adapter = PrintAdapter(tmp_path)
        self.adapter.print_document = self.print_document

    def print_document(self, pdf, kind, title, parent=None, paper=None) -> bool:
        self.sent.append((pdf, kind, title, paper))
        return True


@pytest.fixture
def printed(tmp_path) -> Printed:
    return Printed(tmp_path)


def penalties_tab(qtbot, services, operator, tid, adapter=None) -> PenaltiesTab:
    tab = PenaltiesTab(services, tid, lambda: operator, adapter=adapter)
    qtbot.addWidget(tab)
    tab.resize(1100, 500)
    tab.show()
    tab.refresh()
    return tab


def shown(tab: PenaltiesTab, column: int) -> list[str]:
    return [tab.proxy.index(r, column).data() for r in range(tab.proxy.rowCount())]


def test_the_tab_lists_every_penalty_and_those_being_served(
    qtbot, services, floor, director, room, records
):
    tid, entries = room
    ana, bruno, carla = (entries[r] for r in records[:3])
    tab = penalties_tab(qtbot, services, floor, tid)
    assert tab.proxy.rowCount() == 0 and not tab.empty_label.isHidden()
    services.penalties.penalize(floor, tid, ana, "exposed_card")  # a warning
    serving = services.penalties.penalize(
        floor, tid, bruno, "soft_play", "orbits", 1, reason="Acuerdo en la burbuja"
    )[0].seq
    marked = services.penalties.penalize(floor, tid, carla, "avoiding_blinds")[0].seq
    services.penalties.mark_served(floor, tid, marked, "Cumplida en la mesa nueva")
    tab.refresh()
    # Newest first: the served one, the one being served, the warning.
    assert shown(tab, PenaltiesModel.PLAYER) == ["Carla Núñez", "Bruno Díaz", "Ana Pérez"]
    assert shown(tab, PenaltiesModel.KIND) == [
        "Pérdida de 1 órbita",
        "Pérdida de 1 órbita *",  # chosen otherwise than the proposed warning
        "Advertencia verbal",
    ]
    assert shown(tab, PenaltiesModel.HANDS) == ["9", "9", "—"]
    assert shown(tab, PenaltiesModel.LEFT) == ["—", "9", "—"]
    assert shown(tab, PenaltiesModel.OFFENCE)[2] == "Exponer una carta con acción pendiente"
    where = seat_of(services, tid, ana)
    assert shown(tab, PenaltiesModel.WHERE)[2] == f"{where.table}-{where.seat}"
    assert shown(tab, PenaltiesModel.STATUS)[0] == "cumplida (marcada por Bruno Floor)"
    assert shown(tab, PenaltiesModel.OPERATOR) == ["Bruno Floor"] * 3
    # The one being served stands out; its tooltip says why otherwise.
    index = tab.proxy.index(1, PenaltiesModel.LEFT)
    assert isinstance(index.data(Qt.ItemDataRole.FontRole), QFont)
    assert index.data(Qt.ItemDataRole.FontRole).bold()
    kind_tip = tab.proxy.index(1, PenaltiesModel.KIND).data(Qt.ItemDataRole.ToolTipRole)
    assert "Acuerdo en la burbuja" in kind_tip
    assert tab.all_radio.text() == "Todas (3)" and tab.serving_radio.text() == "Cumpliéndose (1)"
    tab.serving_radio.setChecked(True)
    assert shown(tab, PenaltiesModel.NUMBER) == [str(serving)]
    assert tab.chosen().penalty_id == serving
    # The chosen penalty in words under the list: the proposal, the reason.
    assert "Acuerdo en la burbuja" in tab.details.text()
    assert "Primera infracción" in tab.details.text()
    assert tab.served_button.isEnabled()


def test_mark_served_with_a_note(qtbot, services, floor, room, records, answers):
    tid, entries = room
    penalty = services.penalties.penalize(floor, tid, entries[records[0]], "abuse", "hands", 3,
                                          reason="Grave")[0].seq  # fmt: skip
    tab = penalties_tab(qtbot, services, floor, tid)
    assert tab.select(penalty)
    answers.texts = [None]  # cancelled: nothing written
    before = len(services.tournaments.events(tid))
    assert tab.mark_served() is None
    assert len(services.tournaments.events(tid)) == before
    answers.texts = ["El director la dio por terminada"]
    assert tab.mark_served() is not None
    question = answers.questions[-1]
    assert "Penalidad n.º" in question and "quedan 3 de 3 manos" in question
    p = services.penalties.penalty(tid, penalty)
    assert p.status == domain.SERVED and p.note == "El director la dio por terminada"
    assert tab.chosen().penalty_id == penalty and not tab.served_button.isEnabled()
    assert "El director la dio por terminada" in tab.details.text()
    # Marked meanwhile from another console: nothing more to mark, nothing asked.
    other = services.penalties.penalize(floor, tid, entries[records[1]], "abuse", "hands", 2,
                                        reason="Grave")[0].seq  # fmt: skip
    tab.refresh()
    tab.select(other)
    assert tab.served_button.isEnabled()
    services.penalties.mark_served(floor, tid, other)
    tab.refresh()
    asked = len(answers.questions)
    assert not tab.served_button.isEnabled()
    assert tab.mark_served() is None and len(answers.questions) == asked


def test_the_notice_and_the_report(qtbot, services, floor, room, records, printed, monkeypatch,
                                   tmp_path):  # fmt: skip
    tid, entries = room
    penalty = services.penalties.penalize(floor, tid, entries[records[2]], "exposed_card")[0].seq
    tab = penalties_tab(qtbot, services, floor, tid, printed.adapter)
    tab.select(penalty)
    assert tab.print_notice()  # the 80 mm roll
    assert tab.print_notice(Paper.A4)
    (roll, a4) = printed.sent
    assert roll[1] is DocumentKind.RECEIPT and a4[1] is DocumentKind.REPORT
    assert roll[0].startswith(b"%PDF-") and roll[0] != a4[0]
    assert roll[3] == f"aviso-penalidad-{penalty}-entrada-{entries[records[2]]}"
    assert tab.print_report()
    report = printed.sent[-1]
    assert report[1] is DocumentKind.REPORT and report[3] == "reporte-penalidades"
    assert "Torneo del Jueves" in report[2]
    # Saved: the CSV as the regulator's spreadsheet reads it, the PDF.
    monkeypatch.setattr(
        print_adapter,
        "ask_save_path",
        lambda parent, title, suggested, file_filter: str(tmp_path / "reporte"),
    )
    path = tab.save_report("csv")
    text = path.read_bytes().decode("utf-8-sig")
    assert path.suffix == ".csv" and "Carla Núñez" in text
    pdf = tab.save_report("pdf")
    assert pdf.read_bytes().startswith(b"%PDF-")


def test_a_new_penalty_from_the_tab(qtbot, services, floor, room, records, answers):
    tid, entries = room
    tab = penalties_tab(qtbot, services, floor, tid)
    assert tab.new_action.shortcut().toString() == "Ctrl+P"
    dialog = tab.open_penalty(entries[records[4]])
    answers.confirm_answer = False
    dialog.record()
    assert tab.proxy.rowCount() == 1 and tab.chosen().penalty_id == dialog.penalty_id


# --- the Tables tab ---------------------------------------------------------------------


def _seat_point(room_map, table: int, seat: int) -> QPoint:
    for y in range(0, room_map.height(), 3):
        for x in range(0, room_map.width(), 7):
            point = QPoint(x, y)
            if room_map.hit(point) == (table, seat):
                return point
    raise AssertionError(f"seat {table}-{seat} not on the map")


@pytest.fixture
def running(services, director, room):
    tid, entries = room
    services.clock.start(director, tid)
    return tid, entries


def test_the_seat_mark_and_the_hand_done_key(
    qtbot, make_window, services, floor, director, running, records
):
    tid, entries = running
    hugo = entries[records[7]]
    window = make_window(director)
    workspace = window.open_tournament(tid)
    tab = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tab)
    services.penalties.penalize(floor, tid, hugo, "soft_play", "orbits", 1, reason="Juego suave")
    info = tab.map._names[hugo]
    assert info.penalty_left == 9  # 9 players at the table, one orbit
    assert "Soft play" in info.penalty and "quedan 9 de 9 manos" in info.penalty
    assert tab.map._names[entries[records[0]]].penalty_left is None
    # The table's key: a hand played there counts one down.
    where = seat_of(services, tid, hugo)
    tab.map.selected = where.table
    tab.map.table_selected.emit(where.table)
    assert tab.hand_button.isEnabled() and "ADTP 68-C" in tab.hand_button.toolTip()
    tab.hand_button.click()
    tab.hand_button.click()
    assert tab.map._names[hugo].penalty_left == 7
    assert "Manos registradas: 2." in tab.table_label.text()
    assert services.tournaments.events(tid)[-1].type == "TableHandPlayed"
    # During hand-for-hand the same key is the table's hand-for-hand mark (and counts too).
    services.clock.set_hand_for_hand(director, tid, True)
    tab.hand_button.click()
    assert tab.refusal.text() == ""
    types = [e.type for e in services.tournaments.events(tid)[-3:]]
    assert "HandDoneMarked" in types
    assert tab.map._names[hugo].penalty_left == 6
    # Served out: the mark goes.
    services.clock.set_hand_for_hand(director, tid, False)
    for _ in range(6):
        services.penalties.hand_done(floor, tid, where.table)
    tab.refresh()
    assert tab.map._names[hugo].penalty_left is None
    assert services.penalties.of_entry(tid, hugo)[0].status == domain.SERVED


def test_the_seat_menu_ctrl_p_and_f10(qtbot, make_window, services, floor, running, records):
    tid, entries = running
    window = make_window(floor)
    workspace = window.open_tournament(tid)
    tab = workspace.tables_tab
    workspace.tabs.setCurrentWidget(tab)
    qtbot.waitExposed(tab)
    ines = entries[records[8]]
    where = seat_of(services, tid, ines)
    menu = tab.bust_out_menu(_seat_point(tab.map, where.table, where.seat))
    (give,) = [a for a in menu.actions() if a.text() == "Penalidad a Inés Rojas…"]
    give.trigger()
    dialog = workspace.penalties_tab.dialog
    assert dialog.isVisible() and dialog.entry_id() == ines
    dialog.close()
    # Ctrl+P on the Tables tab: the selected table's players.
    assert tab.penalty_action.shortcut().toString() == "Ctrl+P"
    assert tab.penalty_action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
    assert tab.penalty_button.text() == "Penalidad…"
    tab.penalty_action.trigger()
    assert workspace.penalties_tab.dialog.search_edit.text() == f"{where.table}-"
    workspace.penalties_tab.dialog.close()
    # F10: the Penalties tab.
    assert window.penalties_action.shortcut().toString() == "F10"
    window.penalties_action.trigger()
    assert workspace.tabs.currentWidget() is workspace.penalties_tab
    assert workspace.tabs.tabText(workspace.PENALTIES) == "Penalidades"


def test_the_tab_follows_the_record(qtbot, make_window, services, floor, running, records):
    tid, entries = running
    window = make_window(floor)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.penalties_tab)
    services.penalties.penalize(floor, tid, entries[records[3]], "out_of_turn")
    assert workspace.penalties_tab.proxy.rowCount() == 1
    # Undone as a recorded correction: gone from the list, the log keeps both.
    services.tournaments.undo(floor, tid, "Era otro jugador")
    assert workspace.penalties_tab.proxy.rowCount() == 0
    types = [e.type for e in services.tournaments.events(tid)[-2:]]
    assert types == ["PenaltyGiven", "ActionUndone"]


# --- the desk ---------------------------------------------------------------------------


def test_the_desk_sees_a_players_penalties_across_tournaments(
    qtbot, services, director, floor, records
):
    ana = records[0]
    first, in_first = tournament(services, director, records[:9], "Torneo de octubre")
    services.penalties.penalize(floor, first, in_first[ana], "exposed_card")
    services.penalties.penalize(floor, first, in_first[ana], "abuse")
    second, in_second = tournament(services, director, [ana, *records[9:]], "Torneo de noviembre")
    note = PenaltyRecordNote(services)
    qtbot.addWidget(note)
    note.resize(300, 30)
    note.show()
    note.show_player(records[1])  # nobody's penalty: nothing said
    assert note.button.isHidden() and note.text() == ""
    note.show_player(ana)
    assert not note.button.isHidden()
    assert note.text() == "⚠ 2 penalidades"
    assert "#8a5300" in note.button.styleSheet()  # one tournament: amber
    services.penalties.penalize(floor, second, in_second[ana], "soft_play")
    note.show_player(ana)
    assert note.text() == "⚠ 3 penalidades"
    assert "#b00020" in note.button.styleSheet()  # a repeat offender across events: red
    tip = note.button.toolTip()
    assert "3 penalidades en 2 torneos" in tip and "Torneo de noviembre" in tip
    dialog = note.open_record()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, PlayerPenaltiesDialog)
    assert dialog.table.rowCount() == 3
    assert [dialog.table.item(r, dialog.TOURNAMENT).text() for r in range(3)] == [
        "Torneo de noviembre",
        "Torneo de octubre",
        "Torneo de octubre",
    ]
    assert dialog.table.item(1, dialog.PENALTY).text() == "Pérdida de 1 órbita"
    assert dialog.table.item(1, dialog.HANDS).text() == "9"
    assert dialog.summary.text() == "3 penalidades en 2 torneos"


def test_the_registration_tab_shows_the_note(qtbot, make_window, services, floor, director, room,
                                             records):  # fmt: skip
    tid, entries = room
    services.penalties.penalize(floor, tid, entries[records[0]], "exposed_card")
    window = make_window(director)
    desk = window.open_tournament(tid).registration_tab
    desk.search.edit.setText("Ana Pérez")
    assert desk.search.current_record().player_id == records[0]
    assert desk.penalty_note.text() == "⚠ 1 penalidad"
    desk.search.edit.setText("Bruno")
    assert desk.penalty_note.text() == ""


# --- Settings ---------------------------------------------------------------------------


def settings_dialog(qtbot, services, operator, settings) -> SettingsDialog:
    dialog = SettingsDialog(services, operator, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_house_changes_its_offences_and_ladder(qtbot, services, director, settings):
    dialog = settings_dialog(qtbot, services, director, settings)
    box = dialog.penalties_box
    assert "8 infracciones; escala: advertencia verbal → pérdida de 1 órbita" in box.summary.text()
    sub = box.open_dialog()
    assert isinstance(sub, PenaltySettingsDialog) and sub.save_button is not None
    assert sub.offence_table.rowCount() == 8
    assert sub.offence_table.item(3, sub.LEAST).text() == "pérdida de 1 órbita"
    # A house offence: named, its rule, its least penalty, the floor's words required.
    sub.add_button.click()
    assert sub.offence_table.rowCount() == 9 and sub.current_offence() == 8
    sub.name_edit.setText("Lenguaje soez con el dealer")
    sub.name_edit.textEdited.emit(sub.name_edit.text())
    sub.rule_edit.setText("Casino Club «Penalidades»")
    sub.rule_edit.textEdited.emit(sub.rule_edit.text())
    sub.least_edit.kind.setCurrentIndex(sub.least_edit.kind.findData("hands"))
    sub.least_edit.count.setValue(3)
    sub.details_box.setChecked(True)
    sub.up_button.click()  # before "other"
    assert sub.current_offence() == 7
    # The shipped "exposed card" goes.
    sub.offence_table.setCurrentCell(0, 0)
    sub.remove_button.click()
    # The ladder: a warning, then 2 orbits, then disqualification.
    sub.ladder_list.setCurrentRow(1)
    sub.remove_step_button.click()  # 1 orbit gone
    sub.ladder_list.setCurrentRow(2)
    sub.remove_step_button.click()  # 3 orbits gone
    assert [sub.ladder_list.item(r).text() for r in range(sub.ladder_list.count())] == [
        "1. advertencia verbal",
        "2. pérdida de 2 órbitas",
        "3. descalificación",
    ]
    assert sub.save()
    offences = services.penalties.offences()
    assert [o.key for o in offences][-2:] == ["lenguaje_soez_con_el_dealer", "other"]
    added = offences[-2]
    assert added.name == "Lenguaje soez con el dealer" and added.rule == "Casino Club «Penalidades»"
    assert added.minimum == domain.Step("hands", 3) and added.needs_details
    assert "exposed_card" not in {o.key for o in offences}
    assert offences[0].name == ""  # the shipped words stay the catalogue's
    assert services.penalties.ladder() == (
        domain.Step("warning"),
        domain.Step("orbits", 2),
        domain.Step("disqualification"),
    )
    assert (
        "8 infracciones; escala: advertencia verbal → pérdida de 2 órbitas → descalificación"
        in box.summary.text()
    )


def test_a_bad_ladder_is_refused_in_red_and_nothing_saved(qtbot, services, director, settings):
    sub = PenaltySettingsDialog(services, director)
    qtbot.addWidget(sub)
    sub.show()
    sub.ladder_list.setCurrentRow(0)
    sub.step_edit.kind.setCurrentIndex(sub.step_edit.kind.findData("orbits"))
    sub.step_edit.count.setValue(4)  # heavier than the 1 orbit after it
    assert not sub.save()
    assert sub.error.isVisible() and "más leve" in sub.error.text()
    assert services.penalties.ladder() == domain.DEFAULT_LADDER
    sub.offence_table.setCurrentCell(1, 0)
    sub.rule_edit.setText("")
    sub.rule_edit.textEdited.emit("")
    sub.ladder_list.setCurrentRow(0)
    sub.step_edit.kind.setCurrentIndex(sub.step_edit.kind.findData("warning"))
    assert not sub.save()
    assert "Indique la regla" in sub.error.text()
    assert services.penalties.offences() == domain.DEFAULT_OFFENCES


def test_the_floor_sees_the_lists_but_cannot_change_them(qtbot, services, floor, settings):
    dialog = settings_dialog(qtbot, services, floor, settings)
    sub = dialog.penalties_box.open_dialog()
    assert sub.save_button is None
    assert not sub.add_button.isEnabled() and not sub.name_edit.isEnabled()
    assert not sub.add_step_button.isEnabled()
    assert sub.offence_table.rowCount() == 8


def test_a_new_offence_gets_a_key_of_its_own():
    assert new_key("Uso del teléfono", set()) == "uso_del_telefono"
    assert new_key("Uso del teléfono", {"uso_del_telefono"}) == "uso_del_telefono_2"
    assert new_key("¡¿!", set()) == "offence"
