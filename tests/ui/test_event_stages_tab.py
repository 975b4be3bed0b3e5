"""An event's Stages tab (ui/event_stages.py): its flights' figures, the event's pool before
and after a director fixes it (refused for the floor), the qualifiers accredited and to
come, the level the final starts at and the button that sets the final's clock there, the
accreditation desk in it, and a flight's commit followed."""

from __future__ import annotations

import pytest

from tests.ui.stage_ui_helpers import flight_word, make_event, play_down, players, sell
from tournament_director.ui.accreditation_desk import AccreditationDesk
from tournament_director.ui.event_bridge import EventBridge
from tournament_director.ui.event_stages import EventStagesTab
from tournament_director.ui.time_format import local_text


@pytest.fixture
def event(services, director) -> tuple[int, list[int]]:
    """Día 1A played down to 3 qualifiers and closed; Día 1B sold, not started."""
    event_id, flights = make_event(services, director)
    people = players(services, director, 1, 10)
    sell(services, director, flights[0], people[:6])
    sell(services, director, flights[1], people[6:])
    play_down(services, director, flights[0], 3)
    return event_id, flights


def tab_for(qtbot, services, operator, event_id, bridge=None) -> EventStagesTab:
    tab = EventStagesTab(services, event_id, lambda: operator, bridge=bridge)
    qtbot.addWidget(tab)
    tab.resize(1150, 640)
    tab.show()
    tab.refresh()
    return tab


def test_the_event_at_a_glance(qtbot, services, director, event, answers):
    event_id, (first, second) = event
    tab = tab_for(qtbot, services, director, event_id)
    assert tab.heading.text() == "Gran Evento — etapa final, 2 series"
    assert "el jugador elige su serie" in tab.settings_label.text()
    assert "una compra por evento" in tab.settings_label.text()
    closed_at = local_text(services.tournaments.state(first).stages.closed["at"], short=True)
    assert tab.flight_texts[first] == (
        f"Día 1A · 27/11 18:00 · {flight_word('closed')} {closed_at}",
        "6 entradas · Quedan 3 · 3 clasificados · inscripción cerrada",
    )
    assert tab.flight_texts[second] == (
        f"Día 1B · 28/11 18:00 · {flight_word('open')}",
        "4 entradas · Quedan 4 · inscripción abierta",
    )
    pool = tab.pool_label.text()
    assert pool.startswith("Aún sin fijar")
    assert "Día 1A: 6 entradas, $ 480.000" in pool and "Día 1B: 4 entradas, $ 320.000" in pool
    assert "Total: $ 800.000" in pool
    assert tab.qualifiers_label.text() == "Acreditados: 0 · Por acreditar: 3"
    level = services.stages.final_start_level(event_id)
    assert tab.final_label.text() == f"La final empieza en el nivel {level}. Por cerrar: Día 1B."
    assert tab.start_final_button.text() == f"Poner el reloj de la final en el nivel {level}"
    assert isinstance(tab.desk, AccreditationDesk)
    assert tab.desk.isVisible()

    # A qualifier accredited with his slip: both counts follow.
    flight = services.tournaments.state(first)
    slip = flight.stages.current_slips()[0]
    code, _printed = services.stages.slip_codes(first, slip.slip)
    services.stages.accredit(director, event_id, code, slip.document)
    tab.refresh()
    assert tab.qualifiers_label.text() == "Acreditados: 1 · Por acreditar: 2"
    assert tab.desk.counts_label.text() == "Acreditados 1 de 3"

    # The final's clock to the level after the flights' last.
    tab.start_final_button.click()
    assert f"nivel {level}" in answers.questions[-1]
    state = services.tournaments.state(event_id)
    period = state.periods()[state.clock.period]
    assert (period.kind, period.level_number) == ("level", level)
    assert tab.done.text() == f"El reloj de la final está al inicio del nivel {level}."


def test_the_pool_fixed_by_a_director_with_a_reason(
    qtbot, services, director, floor, event, answers
):
    event_id, _flights = event
    by_floor = tab_for(qtbot, services, floor, event_id)
    answers.texts.append("Se adelanta el cierre")
    assert not by_floor.fix_pool()
    assert by_floor.refusal.isVisible() and "Bruno Floor" in by_floor.refusal.text()
    assert services.stages.event(event_id).stages.pool is None

    tab = tab_for(qtbot, services, director, event_id)
    answers.texts.append("Se adelanta el cierre")
    tab.fix_pool_button.click()
    pool = services.stages.event(event_id).stages.pool
    assert pool is not None and pool["reason"] == "Se adelanta el cierre"
    text = tab.pool_label.text()
    assert text.startswith("Fijado el ") and "Motivo: Se adelanta el cierre" in text
    assert "Día 1A: 6 entradas, $ 480.000" in text
    assert not tab.fix_pool_button.isEnabled()
    assert tab.done.text() == "El pozo de premios del evento quedó fijado."


def test_a_flight_s_commit_is_followed(qtbot, services, director, event):
    event_id, (_first, second) = event
    bridge = EventBridge(services)
    tab = tab_for(qtbot, services, director, event_id, bridge)
    sell(services, director, second, players(services, director, 20, 1))
    qtbot.waitUntil(lambda: tab.flight_texts[second][1].startswith("5 entradas · Quedan 5"))
    bridge.close()
