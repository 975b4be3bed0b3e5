"""The colour-up schedule on the Clock tab: the structure's "Retiro" column, the level card
before and during the break, a director's move or cancellation from a right-click (refused
up front for anyone else, in words), undone like any action; the chips in play and the
average stack among the tournament's facts; the event log's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tournament_director.domain import colour_up
from tournament_director.ui.colour_up_dialog import STAY
from tournament_director.ui.labels import Names, event_summary, event_type_label
from tournament_director.ui.structure_table_model import ScheduleTableModel

REGULAR = "Regular 20 minutos"


@pytest.fixture
def clock_window(qtbot, make_window, services, director, answers):
    """A console on a tournament with the Regular 20 structure (colour-ups calculated: 25s
    after level 4, 100s after 8, 500s after 12, 1000s after 20), Clock tab shown."""

    def make(operator=None):
        tid = services.tournaments.create(director, "Principal")
        services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
        window = make_window(operator or director)
        workspace = window.open_tournament(tid)
        window.activateWindow()
        return window, workspace.clock_tab, tid

    return make


def _row(tab, after_level: int) -> int:
    model = tab.schedule_model
    return next(
        row
        for row in range(model.rowCount())
        if model.period(row).kind == "break" and model.period(row).after_level == after_level
    )


def _colour_up_cell(tab, after_level: int, role=Qt.ItemDataRole.DisplayRole):
    model = tab.schedule_model
    return model.data(model.index(_row(tab, after_level), ScheduleTableModel.COLOUR_UP), role)


def test_the_structure_and_the_card_say_the_calculated_colour_ups(clock_window, services, director):
    _window, tab, tid = clock_window()
    assert _colour_up_cell(tab, 4) == "25 (blanco)"
    assert _colour_up_cell(tab, 8) == "100 (negro)"
    assert _colour_up_cell(tab, 16) == ""
    assert _colour_up_cell(tab, 20) == "1.000 (amarillo)"
    tip = _colour_up_cell(tab, 4, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Retiros de fichas calculados según las ciegas\n")
    # before the break: level 4, the break comes next
    services.clock.start(director, tid)
    services.clock.jump(director, tid, 3)
    tab.driver.on_timer_timeout()
    assert tab.card.next_label.text() == "Próximo: descanso de 15 min — se retiran 25 (blanco)"
    # during the break
    services.clock.next_period(director, tid)
    tab.driver.on_timer_timeout()
    assert tab.card.blinds_label.text() == "DESCANSO"
    assert tab.card.ante_label.text() == "Se retiran las fichas: 25 (blanco)"


def test_a_director_moves_a_colour_up_from_the_structure(
    qtbot, clock_window, services, director, answers
):
    _window, tab, tid = clock_window()
    menu = tab.colour_up_menu(tab.schedule_model.index(_row(tab, 4), 0))
    texts = [a.text() for a in menu.actions()]
    assert texts[0] == "Retiro de las fichas de 25 (blanco)…"  # this break's chip first
    assert texts[1] == ""  # a separator, then the others
    assert texts[2:] == [
        "Retiro de las fichas de 100 (negro)…",
        "Retiro de las fichas de 500 (morado)…",
        "Retiro de las fichas de 1.000 (amarillo)…",
        "Retiro de las fichas de 5.000 (rojo)…",
    ]
    menu.actions()[0].trigger()
    dialog = tab.colour_up_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.choice() == 4
    assert dialog.now_label.text() == (
        "Ahora: se retiran en el descanso después del nivel 4. Calculado según las ciegas."
    )
    # a reason is required: refused in words, the dialog stays open
    dialog.record()
    assert answers.warnings[-1] == (
        "Retiro de fichas sin cambios",
        "Indique el motivo del cambio: queda en el registro.",
    )
    assert dialog.isVisible()
    dialog.reason_edit.setText("Faltan fichas de 100 en la caja")
    dialog.record()
    assert answers.warnings[-1][1] == (
        "Las fichas de 25 (blanco) ya se retiran en el descanso después del nivel 4."
    )
    dialog.where_combo.setCurrentIndex(dialog.where_combo.findData(8))
    dialog.record()
    assert not dialog.isVisible()
    assert [e.type for e in services.tournaments.events(tid)][-1] == "ColourUpMoved"
    assert _colour_up_cell(tab, 4) == "25 (blanco) → nivel 8"
    assert _colour_up_cell(tab, 8) == "25 (blanco) (trasladado); 100 (negro)"
    tip = _colour_up_cell(tab, 8, Qt.ItemDataRole.ToolTipRole)
    assert (
        "25 (blanco): trasladado al descanso después del nivel 8 por Ana Director: "
        "Faltan fichas de 100 en la caja"
    ) in tip
    model = tab.schedule_model
    colour = model.data(
        model.index(_row(tab, 4), ScheduleTableModel.COLOUR_UP), Qt.ItemDataRole.ForegroundRole
    )
    assert colour is not None
    # undo puts the plan back
    services.tournaments.undo(director, tid)
    QApplication.processEvents()
    assert colour_up.schedule(services.tournaments.state(tid)).of(25).after_level == 4
    assert _colour_up_cell(tab, 4) == "25 (blanco)"


def test_a_director_cancels_and_the_order_of_the_chips_is_kept(
    clock_window, services, director, answers
):
    _window, tab, tid = clock_window()
    tab.change_colour_up(100)
    dialog = tab.colour_up_dialog
    dialog.where_combo.setCurrentIndex(dialog.where_combo.findData(STAY))
    dialog.reason_edit.setText("Sin fichas de 500")
    dialog.record()
    assert dialog.isVisible()
    assert answers.warnings[-1][1].startswith("Las fichas de 500 (morado) se retiran en el")
    tab.change_colour_up(1000)
    tab.colour_up_dialog.where_combo.setCurrentIndex(
        tab.colour_up_dialog.where_combo.findData(STAY)
    )
    tab.colour_up_dialog.reason_edit.setText("Mesa final con fichas de 1.000")
    tab.colour_up_dialog.record()
    assert _colour_up_cell(tab, 20) == "1.000 (amarillo): cancelado"
    event = services.tournaments.events(tid)[-1]
    assert event_type_label(event.type) == "Retiro de fichas cancelado"
    assert event_summary(event, Names(services.tournaments.state(tid))) == (
        "1.000 (amarillo) siguen en juego (era: descanso después del nivel 20) — "
        "Mesa final con fichas de 1.000"
    )


def test_anyone_but_a_director_is_refused_up_front_in_words(clock_window, floor, answers):
    _window, tab, _tid = clock_window(floor)
    tab.change_colour_up(25)
    assert tab.colour_up_dialog is None  # no dialog opened
    title, text = answers.warnings[-1]
    assert title == "Retiro de fichas sin cambios"
    assert "no puede cambiar los retiros de fichas" in text


def test_the_chips_in_play_and_the_average_stack_are_facts_of_the_tournament(
    qtbot, clock_window, services, director
):
    _window, tab, tid = clock_window()
    services.registration.set_buy_in(director, tid, 80_000, 20_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    for i in range(3):
        record = services.players.create(
            director, f"Jugador {i}", "DNI", str(100 + i), "Chile", "1990-01-01"
        )
        services.registration.buy_entry(director, tid, record.player_id, "cash", 100_000)
    QApplication.processEvents()
    tab.show_state(services.tournaments.state(tid))
    assert tab.panel.fact("chips") == "90.000"
    assert tab.panel.fact("average") == "30.000"
    tip = tab.panel._values["chips"].toolTip()
    assert tip.splitlines() == [
        "Entregadas: 90.000",
        "  Inscripciones: 90.000",
        "Retiradas: 0",
        "En juego: 90.000",
    ]
