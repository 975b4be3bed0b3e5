"""Child process for test_display_manager: the display manager on offscreen screens.

    QT_QPA_PLATFORM=offscreen:configfile=screens.json python display_two_screens.py DIR CASE

The platform (and so the set of screens) is chosen once per process, hence a process of its
own. Exits 0 when every check holds, 1 with the failed check on stderr otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication


def check(condition: bool, message: str) -> None:
    if not condition:
        print(f"FAILED: {message}", file=sys.stderr)
        raise SystemExit(1)


def main() -> int:
    data_dir, case = Path(sys.argv[1]), sys.argv[2]
    app = QApplication([])
    from tournament_director.domain.structure import Chip, Level, Structure
    from tournament_director.services import open_services
    from tournament_director.ui.display.manager import DisplayManager, DisplaySettings

    services = open_services(data_dir / "td.sqlite3")
    director = services.house.create_first_director("Ana", "123456")
    tid = services.tournaments.create(director, "Torneo")
    services.clock.set_structure(
        director,
        tid,
        Structure("S", (Chip(25, "verde"),), (Level(25, 50),), starting_stack=10_000),
    )
    if case in ("remembered", "missing"):
        DisplaySettings(data_dir).set_screen(1, "TV-Sala")
    manager = DisplayManager(services, data_dir)
    names = manager.screen_names()

    if case == "remembered":
        check(names == ["Console", "TV-Sala"], f"two screens expected, got {names}")
        window = manager.open(tid)
        app.processEvents()
        check(window.screen().name() == "TV-Sala", f"on {window.screen().name()}, not TV-Sala")
        check(window.isFullScreen(), "not full screen")
        tv = next(s for s in app.screens() if s.name() == "TV-Sala")
        check(window.geometry() == tv.geometry(), f"geometry {window.geometry()}")

        # A second display at once, as a plain window on the console's screen.
        second = manager.open(tid, screen="Console", full_screen=False, theme="light")
        app.processEvents()
        check(second.screen().name() == "Console", "second display not on Console")
        check(not second.isFullScreen(), "second display should be a window")
        check(second.theme.name == "light", "second display theme")
        check(len(manager.displays(tid)) == 2, "two displays open")

        # The TV is unplugged: its display moves to the console's screen ...
        console = next(s for s in app.screens() if s.name() == "Console")
        manager._screens = lambda: [console]
        manager.on_app_screen_removed(tv)
        app.processEvents()
        check(window.screen().name() == "Console", "display did not leave the lost screen")
        check(DisplaySettings(data_dir).screen(1) == "TV-Sala", "remembered screen overwritten")
        # ... and goes back when it returns.
        manager._screens = app.screens
        manager.on_app_screen_added(tv)
        app.processEvents()
        check(window.screen().name() == "TV-Sala", "display did not return to TV-Sala")
        check(window.isFullScreen(), "not full screen after returning")

        manager.close(2)
        app.processEvents()
        check([d.number for d in manager.displays()] == [1], "closing display 2")
    elif case == "missing":
        check("TV-Sala" not in names, f"TV-Sala should be missing: {names}")
        window = manager.open(tid)
        app.processEvents()
        primary = app.primaryScreen().name()
        check(window.screen().name() == primary, f"on {window.screen().name()}, not {primary}")
        check(window.isFullScreen(), "not full screen")
        check(DisplaySettings(data_dir).screen(1) == "TV-Sala", "remembered screen overwritten")
    elif case == "fresh":
        # Never placed: the first display goes to the monitor beside the console's (asked for
        # a window, as the demo does, it is a window on the TV); the panel offers the TV.
        check(names == ["Console", "TV-Sala"], f"two screens expected, got {names}")
        from tournament_director.ui.display.panel import DisplayManagerPanel

        panel = DisplayManagerPanel(manager, tid)
        check(panel.screen.currentText() == "TV-Sala", f"panel offers {panel.screen.currentText()}")
        check(panel.full_screen.isChecked(), "full screen not offered with two monitors")
        window = manager.open(tid, full_screen=False)
        app.processEvents()
        check(window.screen().name() == "TV-Sala", f"on {window.screen().name()}, not TV-Sala")
        check(window.hint == "" and not panel.hint_label.text(), "a hint with two monitors")
        panel.on_open_button_clicked()  # display 2, from the panel: the TV as well
        app.processEvents()
        second = manager.window(2)
        check(second is not None and second.screen().name() == "TV-Sala", "display 2 not on TV")
        panel.close()
    elif case == "single":
        # One monitor: a window over the console, and both the display and the panel say how
        # to move it to the TV.
        check(names == ["Console"], f"one screen expected, got {names}")
        from tournament_director.ui.display.panel import DisplayManagerPanel

        panel = DisplayManagerPanel(manager, tid)
        check(not panel.full_screen.isChecked(), "full screen offered with one monitor")
        panel.on_open_button_clicked()
        app.processEvents()
        window = manager.window(1)
        check(window is not None and not window.isFullScreen(), "not a window")
        check("F11" in window.hint, f"no hint: {window.hint!r}")
        check("F11" in window.windowTitle(), f"title {window.windowTitle()!r}")
        check("F11" in window.texts().get("hint", ""), "the display does not say it")
        check(panel.hint_label.text() == window.hint, "the panel does not say it")
        check(not window.overlaps(), f"overlaps {window.overlaps()}")
        panel.close()
    else:
        check(False, f"unknown case {case}")

    manager.close_all()
    app.processEvents()
    services.close()
    print("OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
