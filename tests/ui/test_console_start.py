"""The console's start and end: it opens inside the screen, the demo's sign-in offers the
director the README names, and quitting asks first while the room's clock runs."""

from __future__ import annotations

from PySide6.QtCore import QRect

from tournament_director.services.demo import create_demo
from tournament_director.ui.console import PREFERRED_SIZE, Console, fitted_geometry

REGULAR = "Regular 20 minutos"


def test_on_a_1280_by_800_screen_the_console_fills_it_and_goes_no_further():
    available = QRect(0, 0, 1280, 770)  # 1280 x 800 less a task bar
    rect, maximised = fitted_geometry(available)
    assert maximised and rect == available

    big = QRect(0, 0, 1920, 1040)
    rect, maximised = fitted_geometry(big)
    assert not maximised and rect.size() == PREFERRED_SIZE and big.contains(rect)

    laptop = QRect(0, 0, 1366, 728)  # 1366 x 768 less a task bar: the window would spill
    assert fitted_geometry(laptop) == (laptop, True)


def test_show_main_never_opens_past_the_screen(qtbot, services, settings, director):
    window = Console(services, settings).show_main(director)
    qtbot.addWidget(window)
    # The offscreen screen (800 x 800) is smaller than the console: it opens maximised,
    # where it used to be resized to 1366 x 768 whatever the screen.
    assert window.screen().availableGeometry().width() < PREFERRED_SIZE.width()
    assert window.isMaximized()


def test_the_demo_sign_in_starts_on_the_director(qtbot, services, settings):
    create_demo(services, players=3, seed=1)
    settings.last_operator = "Ana de otra base"  # remembered from the house's own database
    dialog = Console(services, settings).sign_in_dialog()
    qtbot.addWidget(dialog)
    assert dialog.form.operator_combo.currentData() == "Directora Demo"


def test_quitting_asks_first_while_a_clock_runs(qtbot, make_window, services, director, answers):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
    window = make_window(director)
    window.open_tournament(tid)

    window.quit_action.trigger()  # nothing runs: it closes without a question
    assert answers.questions == [] and not window.isVisible()

    window.show()
    window.ask_before_closing = True
    services.clock.start(director, tid)
    answers.confirm_answer = False
    window.quit_action.trigger()  # Ctrl+Q
    assert "Principal" in answers.questions[-1]
    assert window.isVisible()  # declined: the console stays

    answers.confirm_answer = True
    window.quit_action.trigger()
    assert not window.isVisible()
