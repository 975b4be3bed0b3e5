"""Puts display windows on the room's monitors and keeps them there.

Each display has a number (1, 2, ...). What the station remembers per number (in the
console's INI file in the data directory, group ``display/``): the monitor, by
``QScreen.name()`` (stable across restarts, unlike the screens' order), full screen or a
plain window, and the theme.

A display never placed before opens on a monitor other than the console's (the room's TV
beside the console's screen); with a single monitor it opens there, and the display and the
console's panel say how to move it to the TV (drag it there, F11 or a double click for full
screen). A display whose monitor is missing opens on the primary screen (or any screen
left). When a monitor is unplugged its displays move to another screen; when it comes back
they return to it, because the remembered name is never overwritten by a fallback.

Full screen or a window is also remembered when the operator switches it at the screen
itself (F11, Esc, a double click). The house's logo, shown on every display beside the event
name, is copied into the data directory, so the picture survives the USB stick it came from.
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QGuiApplication, QImageReader, QScreen
from PySide6.QtWidgets import QWidget

from tournament_director.services import Services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.console_settings import SETTINGS_FILE
from tournament_director.ui.display.themes import DEFAULT_THEME, THEMES
from tournament_director.ui.display.window import DisplayWindow
from tournament_director.ui.event_bridge import EventBridge

log = logging.getLogger(__name__)

LOGO_STEM = "display-logo"  # the copy of the logo in the data directory: display-logo.png


class DisplaySettings:
    """What this station remembers about each display number (``display/<n>/...``)."""

    def __init__(self, data_dir: Path) -> None:
        self._qsettings = QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)

    def _get(self, number: int, key: str, default: str) -> str:
        return str(self._qsettings.value(f"display/{number}/{key}", default))

    def _set(self, number: int, key: str, value: str) -> None:
        self._qsettings.setValue(f"display/{number}/{key}", value)
        self._qsettings.sync()

    def screen(self, number: int) -> str:
        return self._get(number, "screen", "")

    def set_screen(self, number: int, name: str) -> None:
        self._set(number, "screen", name)

    def full_screen(self, number: int) -> bool:
        return self._get(number, "full_screen", "true").lower() == "true"

    def set_full_screen(self, number: int, on: bool) -> None:
        self._set(number, "full_screen", "true" if on else "false")

    def theme(self, number: int) -> str:
        name = self._get(number, "theme", DEFAULT_THEME)
        return name if name in THEMES else DEFAULT_THEME

    def set_theme(self, number: int, name: str) -> None:
        self._set(number, "theme", name if name in THEMES else DEFAULT_THEME)

    @property
    def logo(self) -> Path | None:
        value = str(self._qsettings.value("display/logo", ""))
        return Path(value) if value else None

    @logo.setter
    def logo(self, path: Path | None) -> None:
        self._qsettings.setValue("display/logo", str(path) if path else "")
        self._qsettings.sync()


@dataclass(frozen=True)
class DisplayInfo:
    number: int
    tournament_id: int
    screen: str  # where it is now
    wanted_screen: str  # where the station remembers it
    full_screen: bool
    theme: str
    hint: str = ""  # how to move it to the room's TV, when it shares the console's monitor


class DisplayManager(QObject):
    """Opens and closes display windows, each on its remembered monitor."""

    changed = Signal()  # a display opened, closed, moved or changed mode/theme

    def __init__(
        self,
        services: Services,
        data_dir: Path,
        bridge: EventBridge | None = None,
        screens: Callable[[], list[QScreen]] | None = None,
        parent: QObject | None = None,
        console_screen: Callable[[], QScreen | None] | None = None,
    ) -> None:
        super().__init__(parent)
        if console_screen is None:  # the console's window (the parent), else the primary
            console_screen = (
                parent.screen if isinstance(parent, QWidget) else QGuiApplication.primaryScreen
            )
        self._console_screen = console_screen
        self._services = services
        self._data_dir = data_dir
        self.settings = DisplaySettings(data_dir)
        self._bridge = bridge if bridge is not None else EventBridge(services, self)
        self._screens = screens or QGuiApplication.screens
        self._windows: dict[int, DisplayWindow] = {}
        self._drivers: dict[int, ClockDriver] = {}
        self._own_drivers: set[int] = set()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self.on_app_screen_added)
            app.screenRemoved.connect(self.on_app_screen_removed)

    # --- drivers ------------------------------------------------------------------------

    def set_driver(self, tournament_id: int, driver: ClockDriver) -> None:
        """Share a driver the console already runs (the clock tab's) instead of a new one."""
        self._drivers[tournament_id] = driver
        self._own_drivers.discard(tournament_id)

    def driver(self, tournament_id: int) -> ClockDriver:
        driver = self._drivers.get(tournament_id)
        if driver is None:
            driver = ClockDriver(self._services, tournament_id, self._bridge, parent=self)
            driver.start()
            self._drivers[tournament_id] = driver
            self._own_drivers.add(tournament_id)
        return driver

    # --- screens ------------------------------------------------------------------------

    def screen_names(self) -> list[str]:
        return [screen.name() for screen in self._screens()]

    def _console_name(self) -> str:
        screen = self._console_screen()
        return screen.name() if screen is not None else ""

    def suggested_screen(self, number: int | None = None) -> str:
        """The monitor display ``number`` (default: the next one opened) would go to."""
        if number is None:
            number = next(n for n in range(1, len(self._windows) + 2) if n not in self._windows)
        screen = self._target(self.settings.screen(number))
        return screen.name() if screen is not None else ""

    def _target(self, wanted: str, exclude: str | None = None) -> QScreen | None:
        """The remembered screen; for a display never placed, a monitor other than the
        console's (the room's TV) when there is one; else the primary one, else any."""
        screens = [s for s in self._screens() if exclude is None or s.name() != exclude]
        for screen in screens:
            if screen.name() == wanted:
                return screen
        if not wanted:
            console = self._console_name()
            others = [s for s in screens if s.name() != console]
            if others and len(others) < len(screens):
                return others[0]
        primary = QGuiApplication.primaryScreen()
        if primary is not None and any(s is primary for s in screens):
            return primary
        return screens[0] if screens else None

    def _place(self, number: int, exclude: str | None = None) -> None:
        window = self._windows[number]
        screen = self._target(self.settings.screen(number), exclude)
        if screen is None:
            return
        full = self.settings.full_screen(number)
        if window.isFullScreen():
            window.showNormal()
        window.setScreen(screen)
        area = screen.geometry()
        if full:
            window.setGeometry(area)
            window.set_full_screen(True)
        else:
            free = screen.availableGeometry()
            width = min(1280, free.width())
            height = min(720, free.height())
            window.setGeometry(free.x() + 40, free.y() + 40, width - 80, height - 80)
            window.set_full_screen(False)
        window.placed_on = screen.name()
        alone = len(self._screens()) == 1
        window.set_hint(self.move_hint() if alone else "")
        log.info(
            "display %d on screen %s (%s)%s",
            number,
            screen.name(),
            "full" if full else "window",
            ", the only monitor" if alone else "",
        )
        self.changed.emit()

    def move_hint(self) -> str:
        """What to do when the display shares the only monitor with the console."""
        return self.tr(
            "One monitor only: drag this display to the room's TV (extend the desktop to it).\n"
            "F11 or a double click: full screen; Esc: back to a window."
        )

    @Slot(QScreen)
    def on_app_screen_added(self, screen: QScreen) -> None:
        name = screen.name()
        for number, window in self._windows.items():
            if self.settings.screen(number) == name and window.placed_on != name:
                self._place(number)

    @Slot(QScreen)
    def on_app_screen_removed(self, screen: QScreen) -> None:
        name = screen.name()
        for number, window in self._windows.items():
            if window.placed_on == name:
                self._place(number, exclude=name)

    # --- displays -----------------------------------------------------------------------

    def open(
        self,
        tournament_id: int,
        number: int | None = None,
        screen: str | None = None,
        full_screen: bool | None = None,
        theme: str | None = None,
    ) -> DisplayWindow:
        """Open display ``number`` (the first free one if None) for a tournament."""
        if number is None:
            number = next(n for n in range(1, len(self._windows) + 2) if n not in self._windows)
        if number in self._windows:
            self.close(number)
        if screen is not None:
            self.settings.set_screen(number, screen)
        if full_screen is not None:
            self.settings.set_full_screen(number, full_screen)
        if theme is not None:
            self.settings.set_theme(number, theme)
        window = DisplayWindow(
            self._services,
            tournament_id,
            self.driver(tournament_id),
            self.settings.theme(number),
            self.logo,
        )
        window.number = number
        window.placed_on = ""
        window.setWindowTitle(
            self.tr("Display %1 — %2")
            .replace("%1", str(number))
            .replace("%2", window.windowTitle())
        )
        window.closed.connect(lambda n=number: self._forget(n))
        window.full_screen_changed.connect(lambda on, n=number: self.set_full_screen(n, on))
        self._windows[number] = window
        self._place(number)
        return window

    def close(self, number: int) -> None:
        window = self._windows.get(number)
        if window is not None:
            window.close()  # closeEvent -> _forget

    def close_all(self) -> None:
        for number in list(self._windows):
            self.close(number)

    def _forget(self, number: int) -> None:
        window = self._windows.pop(number, None)
        if window is None:
            return
        window.disconnect_driver()
        window.deleteLater()
        tid = window.tournament_id
        if tid in self._own_drivers and not any(
            w.tournament_id == tid for w in self._windows.values()
        ):
            driver = self._drivers.pop(tid)
            self._own_drivers.discard(tid)
            driver.stop()
            driver.deleteLater()
        self.changed.emit()

    def window(self, number: int) -> DisplayWindow | None:
        return self._windows.get(number)

    def displays(self, tournament_id: int | None = None) -> list[DisplayInfo]:
        out = []
        for number in sorted(self._windows):
            window = self._windows[number]
            if tournament_id is not None and window.tournament_id != tournament_id:
                continue
            out.append(
                DisplayInfo(
                    number,
                    window.tournament_id,
                    window.placed_on,
                    self.settings.screen(number),
                    self.settings.full_screen(number),
                    window.theme.name,
                    window.hint,
                )
            )
        return out

    def move_to(self, number: int, screen: str) -> None:
        self.settings.set_screen(number, screen)
        if number in self._windows:
            self._place(number)

    def set_full_screen(self, number: int, on: bool) -> None:
        self.settings.set_full_screen(number, on)
        if number in self._windows:
            self._place(number)

    @property
    def logo(self) -> Path | None:
        """The logo shown on the displays (None: the event name alone)."""
        path = self.settings.logo
        return path if path is not None and path.is_file() else None

    def set_logo(self, source: Path | None) -> None:
        """Show ``source`` (an image file) on every display, or no logo (None).

        Refused with a ValueError if the file is not a picture Qt can read; the logo shown
        stays as it was."""
        old = [p for p in self._data_dir.glob(LOGO_STEM + ".*") if p.is_file()]
        if source is None:
            self.settings.logo = None
            for path in old:
                path.unlink(missing_ok=True)
            log.info("display logo removed")
        else:
            reader = QImageReader(str(source))
            if not reader.canRead():
                raise ValueError(reader.errorString())
            target = self._data_dir / (LOGO_STEM + source.suffix.lower())
            if source.resolve() != target.resolve():
                for path in old:
                    path.unlink(missing_ok=True)
                shutil.copyfile(source, target)
            self.settings.logo = target
            log.info("display logo set from %s", source.name)
        for window in self._windows.values():
            window.set_logo(self.logo)
        self.changed.emit()

    def set_theme(self, number: int, theme: str) -> None:
        self.settings.set_theme(number, theme)
        window = self._windows.get(number)
        if window is not None:
            window.set_theme(theme)
            self.changed.emit()
