"""The console's life: sign in, the main window, and rebuilding it in another language.

The main window (every tab, its models and dialogs) is imported once someone has signed in:
the sign-in window does not wait for it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QSize, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

from tournament_director.domain.operators import Operator
from tournament_director.services import Services
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.sign_in import FirstDirectorDialog, SignInDialog
from tournament_director.ui.translator import install_language

if TYPE_CHECKING:
    from tournament_director.ui.main_window import MainWindow

log = logging.getLogger(__name__)


#: The size the console is laid out for (the floor's common laptop screen), and room for
#: the window's frame and title bar around it.
PREFERRED_SIZE = QSize(1366, 768)
FRAME_ALLOWANCE = QSize(16, 40)


def fitted_geometry(available: QRect, preferred: QSize = PREFERRED_SIZE) -> tuple[QRect, bool]:
    """Where the console opens on a screen whose free area (without the task bar) is
    `available`: the preferred size centred when it fits with room to spare, else the whole
    free area, maximised (True). Never past the screen's edge (a 1280 x 800 screen)."""
    needed = preferred + FRAME_ALLOWANCE
    if available.width() >= needed.width() and available.height() >= needed.height():
        rect = QRect(QPoint(0, 0), preferred)
        rect.moveCenter(available.center())
        return rect, False
    return QRect(available), True


def show_fitted(window: QWidget) -> None:
    """Show the window inside the free area of its screen (see fitted_geometry)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.resize(PREFERRED_SIZE)
        window.show()
        return
    rect, maximised = fitted_geometry(screen.availableGeometry())
    window.setGeometry(rect)
    if maximised:
        window.showMaximized()
    else:
        window.show()


class Console(QObject):
    due = Signal(str, int, str)  # the calendar's (kind, tournament, text), on the GUI thread

    def __init__(
        self, services: Services, settings: ConsoleSettings, idle_ms: int | None = None
    ) -> None:
        super().__init__()
        self.services = services
        self.settings = settings
        self.idle_ms = idle_ms
        self.window: MainWindow | None = None
        self.due.connect(self.on_due)

    def calendar_due(self, kind: str, tournament_id: int, text: str) -> None:
        """Called by the calendar on its own thread: the signal carries it to the GUI's."""
        self.due.emit(kind, tournament_id, text)

    def on_due(self, kind: str, _tournament_id: int, text: str) -> None:
        if kind == "backup_failed" and self.window is not None:
            message = QCoreApplication.translate("Console", "The last backup failed: {problem}")
            self.window.show_problem(message.format(problem=text))

    def sign_in_dialog(self) -> FirstDirectorDialog | SignInDialog:
        """The first start creates a director; any later start asks who is there."""
        if not self.services.house.has_operators():
            return FirstDirectorDialog(self.services)
        return SignInDialog(self.services, preferred=self.settings.last_operator)

    def sign_in(self) -> Operator | None:
        dialog = self.sign_in_dialog()
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.operator is None:
            return None
        self.settings.last_operator = dialog.operator.name
        return dialog.operator

    def show_main(
        self, operator: Operator, open_tournament: int | None = None, open_display: bool = False
    ) -> MainWindow:
        from tournament_director.ui.main_window import MainWindow

        self.window = MainWindow(self.services, operator, self.settings, self.idle_ms)
        self._connect(self.window)
        show_fitted(self.window)
        if open_tournament is not None:
            self.window.open_tournament(open_tournament)
            if open_display:  # the demo: one display in a window, beside the console
                self.window.open_display(open_tournament, full_screen=False)
        return self.window

    def on_window_language_chosen(self, language: str) -> None:
        """Retranslate by rebuilding the window: same operator, same tournaments open.

        Rebuilding is simpler and surer than retranslating every label in place; what is
        lost is only text typed and not yet saved.
        """
        if self.window is None:
            return
        install_language(language)
        log.info("console language changed to %s", language)
        self._rebuild_window()

    def on_window_record_restored(self) -> None:
        """The record was put back to a backup: every screen is built again from it."""
        log.info("record restored: the console is rebuilt from the file")
        self._rebuild_window()

    def _rebuild_window(self) -> None:
        from tournament_director.ui.main_window import MainWindow

        old = self.window
        if old is None:
            return
        open_ids = [old.workspaces.widget(i).tournament_id for i in range(old.workspaces.count())]
        current = old.current_workspace()
        geometry = old.saveGeometry()
        new = MainWindow(self.services, old.operator, self.settings, self.idle_ms)
        self._connect(new)
        new.restoreGeometry(geometry)
        known = {s.id for s in self.services.tournaments.list()}
        for tournament_id in open_ids:
            if tournament_id in known:  # a restore may go back to before a tournament
                new.open_tournament(tournament_id)
        if current is not None and current.tournament_id in known:
            new.open_tournament(current.tournament_id)
        self.window = new
        new.show()
        old.ask_before_closing = False  # the same console goes on in the new window
        old.close()
        old.deleteLater()

    def _connect(self, window: MainWindow) -> None:
        window.language_chosen.connect(self.on_window_language_chosen)
        window.record_restored.connect(self.on_window_record_restored)
