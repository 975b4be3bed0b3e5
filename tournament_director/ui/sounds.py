"""The clock's sound cues: last minute, level change, break start, break end; and the clock
on a player's (ADTP 29, Casino Club "Tiempo para actuar"): a short beep each second of the
countdown and a sound when the time is up.

Playback goes through a pluggable backend so tests (and a PC without sound) stay silent:

- :class:`QtSoundBackend` plays WAV files with QtMultimedia's ``QSoundEffect`` (in the
  PySide6-Addons wheel; needs ``libpulse0`` on Linux). When QtMultimedia cannot be loaded
  or the file cannot be played, it logs once and stays silent: a missing sound card must
  never stop the clock.
- :class:`NullBackend` plays nothing; :class:`RecordingBackend` remembers what was asked
  (for tests).

A PC with no audio output (no sound card, no sound server) plays nothing while the
settings may say sounds are on: :func:`audio_output_problem` tells, the Settings dialog says
it next to the sound switches, and it is logged once.

One :class:`SoundPlayer` per console: attach the clock driver of each tournament whose cues
should sound (``player.attach(driver)``), and its clocks on players
(``player.attach_player_clocks(driver)``). The settings (on/off, volume, which file per cue)
live in the console's INI file in the data directory, group ``sounds/``.
"""

from __future__ import annotations

import enum
import importlib
import logging
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, Slot

from tournament_director.paths import resources_dir
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.console_settings import SETTINGS_FILE
from tournament_director.ui.player_clock_driver import PlayerClockDriver

log = logging.getLogger(__name__)


class Cue(enum.StrEnum):
    LAST_MINUTE = "last_minute"
    LEVEL_CHANGE = "level_change"
    BREAK_START = "break_start"
    BREAK_END = "break_end"
    PLAYER_CLOCK_COUNTDOWN = "player_clock_countdown"
    PLAYER_CLOCK_END = "player_clock_end"


def sounds_dir() -> Path:
    return resources_dir() / "sounds"


DEFAULT_FILES = {cue: f"{cue.value}.wav" for cue in Cue}


def shipped_sounds() -> list[str]:
    """The WAV files shipped in resources/sounds (names a cue can be set to)."""
    return sorted(p.name for p in sounds_dir().glob("*.wav"))


NO_MULTIMEDIA = "no_multimedia"  # QtMultimedia cannot be loaded (libpulse missing...)
NO_OUTPUT = "no_output"  # loaded, but the PC has no audio output device
_logged_problems: set[str] = set()


def audio_output_problem() -> str | None:
    """Why sounds cannot be heard on this PC (NO_MULTIMEDIA, NO_OUTPUT), or None when an
    audio output exists. Logged once per problem."""
    try:
        from PySide6.QtMultimedia import QMediaDevices

        problem = None if QMediaDevices.audioOutputs() else NO_OUTPUT
    except Exception:  # not installed, or a library it needs is missing
        problem = NO_MULTIMEDIA
    if problem is not None and problem not in _logged_problems:
        _logged_problems.add(problem)
        log.warning(
            "sounds cannot be heard: %s",
            "no audio output device" if problem == NO_OUTPUT else "QtMultimedia unavailable",
        )
    return problem


class SoundBackend(Protocol):
    def play(self, path: Path, volume: float) -> None: ...


class NullBackend:
    """Plays nothing."""

    def play(self, path: Path, volume: float) -> None:
        pass


class RecordingBackend:
    """Plays nothing and remembers each request: (file name, volume)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, path: Path, volume: float) -> None:
        self.played.append((path.name, volume))


class QtSoundBackend:
    """QSoundEffect, loaded on first use; silent (logged once) where it cannot work."""

    def __init__(self) -> None:
        self._effects: dict[Path, object] = {}
        self._available: bool | None = None
        self._warned: set[str] = set()

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

    def _load(self) -> bool:
        if self._available is None:
            try:
                # By its full name: once imported, "from PySide6 import QtMultimedia" would
                # find the package's attribute whatever the module table says.
                importlib.import_module("PySide6.QtMultimedia")  # the Addons wheel
            except Exception as error:  # not installed, or libpulse missing
                self._warn_once("import", "sound is off: QtMultimedia unavailable (%s)", error)
                self._available = False
            else:
                self._available = True
        return self._available

    def play(self, path: Path, volume: float) -> None:
        try:
            if not self._load():
                return
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

            if not QMediaDevices.audioOutputs():
                self._warn_once("device", "sound is off: no audio output device")
                return
            effect = self._effects.get(path)
            if effect is None:
                effect = QSoundEffect()
                effect.setSource(QUrl.fromLocalFile(str(path)))
                self._effects[path] = effect
            if effect.status() == QSoundEffect.Status.Error:
                self._warn_once(str(path), "sound %s cannot be played", path.name)
                return
            effect.setVolume(max(0.0, min(volume, 1.0)))
            effect.play()
        except Exception:  # never let a sound stop the clock
            self._warn_once("play", "sound playback failed")
            log.debug("sound playback failed", exc_info=True)


class SoundSettings:
    """On/off, volume and the file of each cue, in the console's INI file (``sounds/``)."""

    def __init__(self, data_dir: Path) -> None:
        self._qsettings = QSettings(str(data_dir / SETTINGS_FILE), QSettings.Format.IniFormat)

    @property
    def enabled(self) -> bool:
        return str(self._qsettings.value("sounds/enabled", "true")).lower() == "true"

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._qsettings.setValue("sounds/enabled", "true" if on else "false")
        self._qsettings.sync()

    @property
    def volume(self) -> float:
        try:
            value = float(str(self._qsettings.value("sounds/volume", "0.8")))
        except ValueError:
            return 0.8
        return max(0.0, min(value, 1.0))

    @volume.setter
    def volume(self, value: float) -> None:
        self._qsettings.setValue("sounds/volume", f"{max(0.0, min(value, 1.0)):.2f}")
        self._qsettings.sync()

    def cue_enabled(self, cue: Cue) -> bool:
        return str(self._qsettings.value(f"sounds/{cue.value}_on", "true")).lower() == "true"

    def set_cue_enabled(self, cue: Cue, on: bool) -> None:
        self._qsettings.setValue(f"sounds/{cue.value}_on", "true" if on else "false")
        self._qsettings.sync()

    def file(self, cue: Cue) -> Path:
        """The cue's file: a name in resources/sounds, or a path the house chose."""
        chosen = str(self._qsettings.value(f"sounds/{cue.value}", DEFAULT_FILES[cue]))
        path = Path(chosen)
        if not path.is_absolute():
            path = sounds_dir() / chosen
        if not path.is_file():
            log.warning("sound file %s is missing: using the shipped one", chosen)
            path = sounds_dir() / DEFAULT_FILES[cue]
        return path

    def set_file(self, cue: Cue, name_or_path: str) -> None:
        self._qsettings.setValue(f"sounds/{cue.value}", name_or_path)
        self._qsettings.sync()


def default_backend() -> SoundBackend:
    """QSoundEffect on a real screen; nothing on the offscreen platform (tests, headless)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.platformName() == "offscreen":
        return NullBackend()
    return QtSoundBackend()


class SoundPlayer(QObject):
    """Plays the cue that fits each signal of the attached clock drivers."""

    def __init__(
        self,
        settings: SoundSettings,
        backend: SoundBackend | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.backend: SoundBackend = backend if backend is not None else default_backend()
        self._attached: set[int] = set()

    def attach(self, driver: ClockDriver) -> None:
        """Play the cues of this driver (once per driver, however often it is attached)."""
        if id(driver) in self._attached:
            return
        self._attached.add(id(driver))
        driver.destroyed.connect(lambda: self._attached.discard(id(driver)))
        driver.last_minute.connect(self.on_driver_last_minute)
        driver.period_changed.connect(
            lambda old, new, skipped: self.on_driver_period_changed(driver, old, new, skipped)
        )

    def attach_player_clocks(self, driver: PlayerClockDriver) -> None:
        """Play the clocks on players' cues of this driver: a beep each second of a
        countdown, the end sound when a clock reaches zero (once per driver)."""
        if id(driver) in self._attached:
            return
        self._attached.add(id(driver))
        driver.destroyed.connect(lambda: self._attached.discard(id(driver)))
        driver.countdown_second.connect(self.on_player_clock_countdown_second)
        driver.expired.connect(self.on_player_clock_expired)

    @Slot(int, int)
    def on_player_clock_countdown_second(self, _clock_id: int, _seconds: int) -> None:
        self.play(Cue.PLAYER_CLOCK_COUNTDOWN)

    @Slot(int)
    def on_player_clock_expired(self, _clock_id: int) -> None:
        self.play(Cue.PLAYER_CLOCK_END)

    def play(self, cue: Cue) -> None:
        if not (self.settings.enabled and self.settings.cue_enabled(cue)):
            return
        self.backend.play(self.settings.file(cue), self.settings.volume)

    @Slot(int)
    def on_driver_last_minute(self, _period: int) -> None:
        self.play(Cue.LAST_MINUTE)

    def on_driver_period_changed(
        self, driver: ClockDriver, old: int, new: int, _skipped: int
    ) -> None:
        """One cue for where the clock landed, however many periods it passed."""
        periods = driver.state.periods()
        if not (0 <= new < len(periods)) or not (0 <= old < len(periods)):
            return
        if periods[new].kind == "break":
            self.play(Cue.BREAK_START)
        elif periods[old].kind == "break":
            self.play(Cue.BREAK_END)
        else:
            self.play(Cue.LEVEL_CHANGE)
