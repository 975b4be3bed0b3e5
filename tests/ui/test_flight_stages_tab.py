"""A flight's Stages tab (ui/flight_stages.py): its end set by a director with a reason and
listed, refused for the floor; its progress; bagging once it is over, the count confirmed
by the player or by a second operator (a wrong PIN refused, the right one taken), a second
count replacing the slip, the slip printed; the close refused in words until every player
left is bagged, then done."""

from __future__ import annotations

import pytest

from tests.ui.conftest import FLOOR_PIN
from tests.ui.stage_ui_helpers import flight_word, make_event, play_to_end, players, sell
from tournament_director.domain import stages as domain
from tournament_director.ui.flight_stages import FlightStagesTab
from tournament_director.ui.print_adapter import DocumentKind, PrintAdapter

ENTRIES, QUALIFIERS = 8, 3


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


@pytest.fixture
def flight(services, director) -> int:
    """Flight Día 1A of an event, with its entries sold (not started)."""
    _event_id, flights = make_event(services, director)
    sell(services, director, flights[0], players(services, director, 1, ENTRIES))
    return flights[0]


def tab_for(qtbot, services, operator, flight_id, printed=None) -> FlightStagesTab:
    tab = FlightStagesTab(
        services, flight_id, lambda: operator, adapter=printed.adapter if printed else None
    )
    qtbot.addWidget(tab)
    tab.resize(1150, 640)
    tab.show()
    tab.refresh()
    return tab


def stages_of(services, flight_id) -> domain.Stages:
    return services.tournaments.state(flight_id).stages


def column(tab: FlightStagesTab, col: int) -> list[str]:
    table = tab.players_table
    return [table.item(row, col).text() for row in range(table.rowCount())]


def test_the_end_set_by_a_director_and_refused_for_the_floor(
    qtbot, services, director, floor, flight
):
    tab = tab_for(qtbot, services, director, flight)
    assert tab.heading.text() == "Día 1A · Gran Evento · comienza 27/11 18:00"
    assert (
        tab.progress_label.text() == f"{flight_word('%1 left', 8)} · el término aún no está fijado"
    )
    assert not tab.director_note.isVisible()
    assert not tab.bag_button.isEnabled()  # nothing to bag while it plays

    tab.level_spin.setValue(6)
    tab.qualifiers_spin.setValue(QUALIFIERS)
    tab.reason_edit.setText("Anunciado al inicio")
    tab.set_end_button.click()

    stages = stages_of(services, flight)
    assert (stages.end_level, stages.end_qualifiers) == (6, QUALIFIERS)
    assert stages.end_changes[-1].reason == "Anunciado al inicio"
    assert tab.done.text() == "Nuevo fin de la serie: nivel 6 o 3 clasificados."
    assert tab.progress_label.text() == " · ".join(
        (
            flight_word("%1 qualify", 3),
            flight_word("%1 left", 8),
            flight_word("ends at the end of level %1", 6),
        )
    )
    assert tab.changes_list.count() == 1
    change = tab.changes_list.item(0).text()
    assert "Ana Director: nivel 6 o 3 clasificados — Anunciado al inicio" in change
    assert tab.reason_edit.text() == ""

    by_floor = tab_for(qtbot, services, floor, flight)
    assert by_floor.director_note.isVisible()
    by_floor.qualifiers_spin.setValue(5)
    by_floor.reason_edit.setText("Se adelanta")
    by_floor.set_end_button.click()
    assert by_floor.refusal.isVisible() and "Bruno Floor" in by_floor.refusal.text()
    assert stages_of(services, flight).end_qualifiers == QUALIFIERS  # nothing written
    assert len(stages_of(services, flight).end_changes) == 1


def test_bagging_confirmed_by_the_player_and_by_a_second_operator_then_the_close(
    qtbot, services, director, floor, flight, answers, printed
):
    left = play_to_end(services, director, flight, QUALIFIERS)
    tab = tab_for(qtbot, services, floor, flight, printed)
    assert tab.progress_label.text().startswith(
        " · ".join(
            (
                flight_word("FLIGHT OVER: bag the chips"),
                flight_word("%1 qualify", 3),
                flight_word("%1 left", 3),
            )
        )
    )
    assert "la cantidad de clasificados anunciada" in tab.why_label.text()
    assert sorted(int(e) for e in column(tab, tab.ENTRY)) == left
    assert tab.bag_button.isEnabled() and tab.bagged_label.text() == flight_word(
        "Bagged: %1 of %2", 0, 3
    )
    assert [tab.operator_combo.itemText(i) for i in range(tab.operator_combo.count())] == [
        "Ana Director"  # whoever confirms is another operator
    ]
    first, second, third = left

    # The player confirms the count.
    assert tab.select_entry(first)
    tab.count_edit.setText("45.500")
    tab.player_box.setChecked(True)
    assert not tab.pin_edit.isEnabled()
    tab.bag_button.click()
    stages = stages_of(services, flight)
    slip = stages.slips[stages.slip_of[first]]
    assert (slip.slip, slip.chips, slip.confirmed_by) == (1, 45_500, domain.PLAYER_CONFIRMED)
    assert slip.operator == "Bruno Floor"
    assert tab.done.text() == f"Comprobante n.º 1 emitido: 45.500 fichas para {slip.name}."
    row = tab._entries.index(first)
    assert tab.players_table.item(row, tab.CHIPS).text() == "45.500"
    assert tab.players_table.item(row, tab.SLIP).text() == "1"
    assert tab.players_table.item(row, tab.CONFIRMED).text() == "el jugador"
    assert tab.chosen_entry() != first  # the next one to count
    assert not tab.player_box.isChecked()

    # A count that is not a number is refused before anything is asked.
    assert tab.select_entry(second)
    tab.count_edit.setText("cuarenta mil")
    tab.bag_button.click()
    assert tab.refusal.isVisible() and "número entero" in tab.refusal.text()

    # A second operator confirms it: a wrong PIN is refused, nothing written.
    tab.count_edit.setText("38000")
    tab.operator_combo.setCurrentText("Ana Director")
    tab.pin_edit.setText("000000")
    tab.bag_button.click()
    assert tab.refusal.isVisible() and "Ana Director" in tab.refusal.text()
    assert second not in stages_of(services, flight).slip_of
    assert tab.pin_edit.text() == ""
    tab.pin_edit.setText("123456")
    tab.bag_button.click()
    stages = stages_of(services, flight)
    slip = stages.slips[stages.slip_of[second]]
    assert (slip.slip, slip.chips, slip.confirmed_by) == (2, 38_000, "Ana Director")
    assert tab.bagged_label.text() == flight_word("Bagged: %1 of %2", 2, 3)

    # A re-count replaces the slip, once the floor says so.
    assert tab.select_entry(first)
    assert "comprobante n.º 1, 45.500 fichas" in tab.count_label.text()
    tab.count_edit.setText("46000")
    tab.player_box.setChecked(True)
    answers.confirm_answer = False
    tab.bag_button.click()
    assert "comprobante n.º 1 por 45.500 fichas" in answers.questions[-1]
    assert stages_of(services, flight).slip_of[first] == 1  # not replaced
    answers.confirm_answer = True
    tab.bag_button.click()
    stages = stages_of(services, flight)
    assert stages.slip_of[first] == 3 and stages.slips[1].replaced_by == 3
    assert stages.slips[3].chips == 46_000
    assert tab.players_table.item(tab._entries.index(first), tab.SLIP).text() == "3"

    # The slip printed: the standing one, on the roll.
    assert tab.select_entry(first)
    assert tab.print_slip()
    pdf, kind, title, _paper = printed.sent[-1]
    assert pdf.startswith(b"%PDF") and kind is DocumentKind.RECEIPT
    assert "n.º 3" in title

    # The close, refused in words while a player left has no slip.
    assert tab.close_flight() is False
    assert tab.refusal.isVisible() and "Faltan 1 conteos" in tab.refusal.text()
    assert stages_of(services, flight).closed is None

    assert tab.select_entry(third)
    tab.count_edit.setText("52.250")
    tab.player_box.setChecked(True)
    tab.bag_button.click()
    assert tab.bagged_label.text() == flight_word("Bagged: %1 of %2", 3, 3)
    tab.close_button.click()
    assert "3 clasificados y 136.250 fichas" in answers.questions[-1]
    closed = stages_of(services, flight).closed
    assert closed is not None and closed["chips"] == 46_000 + 38_000 + 52_250
    assert tab.progress_label.text() == " · ".join(
        (flight_word("FLIGHT CLOSED"), flight_word("Bagged: %1 of %2", 3, 3))
    )
    assert "Cerrada el" in tab.why_label.text() and "Bruno Floor" in tab.why_label.text()
    assert not tab.bag_button.isEnabled() and not tab.close_button.isEnabled()
    assert not tab.set_end_button.isEnabled()
    assert tab.print_all_slips()
    assert printed.sent[-1][1] is DocumentKind.RECEIPT


def test_a_director_s_count_confirmed_by_the_floor(qtbot, services, director, floor, flight):
    """The floor's PIN confirms a director's count; the director is not offered himself."""
    play_to_end(services, director, flight, QUALIFIERS)
    tab = tab_for(qtbot, services, director, flight)
    names = [tab.operator_combo.itemText(i) for i in range(tab.operator_combo.count())]
    assert names == ["Bruno Floor"]
    tab.count_edit.setText("30.000")
    tab.pin_edit.setText(FLOOR_PIN)
    tab.bag_button.click()
    stages = stages_of(services, flight)
    assert [s.confirmed_by for s in stages.slips.values()] == ["Bruno Floor"]
    assert [s.operator for s in stages.slips.values()] == ["Ana Director"]
