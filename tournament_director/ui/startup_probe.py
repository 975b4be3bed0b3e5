"""TD_STARTUP_PROBE: say when the sign-in window is first on screen.

With TD_STARTUP_PROBE=print the console writes one line (LINE) to stderr when the sign-in
window (the first director's dialog on a new record) has been painted for the first time;
with TD_STARTUP_PROBE=exit it also closes that window, so the program ends as when nobody
signs in (exit code 0). Unset or empty: nothing is installed. benchmarks/bundle_startup.py
times the bundle's start with it; the bundle test knows by it that the console came up.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from tournament_director.ui.sign_in import FirstDirectorDialog, SignInDialog

VARIABLE = "TD_STARTUP_PROBE"
LINE = "startup-probe: sign-in window shown"


class StartupProbe(QObject):
    """Watches the application's paint events until the sign-in window's first one."""

    def __init__(self, app: QApplication, close: bool) -> None:
        super().__init__(app)
        self._app = app
        self._close = close
        self._done = False
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            not self._done
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and isinstance(watched.window(), (SignInDialog, FirstDirectorDialog))
        ):
            self._done = True
            window = watched.window()
            # Once this paint is over and the window's image is on screen.
            QTimer.singleShot(0, lambda: self._report(window))
        return False

    def _report(self, window: QDialog) -> None:
        self._app.removeEventFilter(self)
        print(LINE, file=sys.stderr, flush=True)
        if self._close:
            window.reject()


def install(app: QApplication) -> StartupProbe | None:
    """The probe TD_STARTUP_PROBE asks for ("exit" also closes the window), or None."""
    mode = os.environ.get(VARIABLE, "").strip().lower()
    if not mode:
        return None
    return StartupProbe(app, close=mode == "exit")
