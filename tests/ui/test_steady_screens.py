"""Nothing on the Clock tab moves as its texts change: a click meant for a button lands on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

REGULAR = "Regular 20 minutos"
LONG_NEXT = (
    "Próximo: descanso de 15 min — retiro de fichas 25 (blanco), 100 (negro) y 500 (violeta)"
    " — nivel 13: 12.000 / 24.000 — ante 24.000"
)


def _geometry(widget: QWidget) -> QRect:
    window = widget.window()
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_the_clock_buttons_stay_put_whatever_the_next_level_says(
    qtbot, make_window, services, director, answers, size
):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
    services.clock.start(director, tid)
    window = make_window(director)
    window.resize(*size)
    workspace = window.open_tournament(tid)
    tab = workspace.clock_tab
    qtbot.wait(20)
    # The texts below are set by hand: the clock's next second must not write over them.
    workspace.clock_driver.stop()
    buttons = [*tab.controls.buttons.values(), tab.bust_outs_button]
    card = tab.card

    card.next_label.setText("Próximo: nivel 2 — 150 / 300")
    card.status_label.setText("EN MARCHA")
    qtbot.wait(20)
    short = [_geometry(b) for b in buttons]
    card_short = _geometry(card)
    table = _geometry(tab.schedule_view)

    card.next_label.setText(LONG_NEXT)
    card.status_label.setText("MANO POR MANO · EN PAUSA")
    card.title_label.setText("Descanso después del nivel 12")
    card.ante_label.setText("Retiro de fichas: 25 (blanco), 100 (negro), 500 (violeta)")
    tab.controls.start_pause_action.setText("Reanudar el reloj")
    tab.schedule_label.setText("El reloj se inicia solo a las 21:00.")
    tab.schedule_label.show()
    qtbot.wait(20)

    assert [_geometry(b) for b in buttons] == short
    assert _geometry(card) == card_short
    assert _geometry(tab.schedule_view) == table
    assert card.next_label.text() == LONG_NEXT  # shown on two lines, cut, whole in its tooltip
    assert card.next_label.toolTip() == LONG_NEXT


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_withdraw_announcement_is_in_view_without_scrolling(
    qtbot, make_window, services, director, answers, size
):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
    window = make_window(director)
    window.resize(*size)
    tab = window.open_tournament(tid).clock_tab
    qtbot.wait(20)
    button = tab.withdraw_button
    viewport = button.window()
    scroll = next(w for w in _ancestors(button) if type(w).__name__ == "QScrollArea")
    seen = QRect(
        scroll.viewport().mapTo(viewport, scroll.viewport().rect().topLeft()),
        scroll.viewport().size(),
    )
    assert seen.contains(_geometry(button))  # whole, not half hidden under the fold


def _ancestors(widget: QWidget):
    while widget is not None:
        yield widget
        widget = widget.parentWidget()
