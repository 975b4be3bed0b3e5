"""Sound cues: the right cue for each driver signal, settings, and a backend that degrades.
Nothing is played: the tests use a recording backend."""

from __future__ import annotations

import logging
import sys
import wave
from datetime import UTC, datetime, timedelta

import pytest

from tournament_director.domain.structure import Break, Chip, Level, Structure
from tournament_director.services import open_services
from tournament_director.ui.clock_driver import ClockDriver
from tournament_director.ui.sounds import (
    Cue,
    QtSoundBackend,
    RecordingBackend,
    SoundPlayer,
    SoundSettings,
    shipped_sounds,
    sounds_dir,
)

T0 = datetime(2026, 11, 25, 20, 0, tzinfo=UTC)


class ManualClock:
    def __init__(self) -> None:
        self.wall = T0

    def __call__(self) -> datetime:
        return self.wall

    def monotonic(self) -> float:
        return (self.wall - T0).total_seconds()

    def advance(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def services(tmp_path, clock):
    opened = open_services(tmp_path / "td.sqlite3", clock)
    yield opened
    opened.close()


@pytest.fixture
def tournament(services, director):
    tid = services.tournaments.create(director, "Torneo")
    structure = Structure(
        name="Prueba",
        chips=(Chip(25, "verde"), Chip(100, "negra")),
        levels=(Level(25, 50, minutes=2), Level(50, 100, minutes=2), Level(100, 200, minutes=2)),
        breaks=(Break(2, 1, (25,)),),
        starting_stack=10_000,
    )
    services.clock.set_structure(director, tid, structure)
    services.clock.start(director, tid)
    return tid


@pytest.fixture
def rig(qtbot, tmp_path, services, tournament, clock):
    driver = ClockDriver(services, tournament, now=clock, monotonic=clock.monotonic)
    backend = RecordingBackend()
    player = SoundPlayer(SoundSettings(tmp_path), backend)
    player.attach(driver)
    driver.start()
    yield driver, backend, player
    driver.stop()


def step(driver, clock, seconds):
    clock.advance(seconds)
    driver.on_timer_timeout()


def test_each_signal_asks_for_its_cue(rig, clock):
    driver, backend, _ = rig
    step(driver, clock, 61)  # 59 s left in level 1
    step(driver, clock, 60)  # level 2 (1 s in)
    step(driver, clock, 61)  # 59 s left in level 2
    step(driver, clock, 60)  # the break
    step(driver, clock, 60)  # level 3
    assert [name for name, _ in backend.played] == [
        "last_minute.wav",
        "level_change.wav",
        "last_minute.wav",
        "break_start.wav",
        "break_end.wav",
    ]


def test_a_sleep_across_periods_plays_one_cue(rig, clock):
    driver, backend, _ = rig
    step(driver, clock, 2 * 60 + 2 * 60 + 10)  # levels 1 and 2 ran out: on the break
    assert [name for name, _ in backend.played] == ["break_start.wav"]


def test_sound_off_plays_nothing(rig, clock):
    driver, backend, player = rig
    player.settings.enabled = False
    step(driver, clock, 130)
    assert backend.played == []


def test_one_cue_off_and_another_file(rig, clock, tmp_path):
    driver, backend, player = rig
    player.settings.set_cue_enabled(Cue.LAST_MINUTE, False)
    player.settings.set_file(Cue.LEVEL_CHANGE, "break_end.wav")
    player.settings.volume = 0.5
    step(driver, clock, 61)
    step(driver, clock, 60)
    assert backend.played == [("break_end.wav", 0.5)]
    # Remembered in the console's settings file.
    again = SoundSettings(tmp_path)
    assert again.file(Cue.LEVEL_CHANGE).name == "break_end.wav"
    assert not again.cue_enabled(Cue.LAST_MINUTE)


def test_a_missing_file_falls_back_to_the_shipped_one(tmp_path, caplog):
    settings = SoundSettings(tmp_path)
    settings.set_file(Cue.BREAK_END, "nowhere.wav")
    with caplog.at_level(logging.WARNING):
        assert settings.file(Cue.BREAK_END) == sounds_dir() / "break_end.wav"


def test_shipped_sounds_are_short_wav_files():
    assert set(shipped_sounds()) >= {f"{cue.value}.wav" for cue in Cue}
    for name in shipped_sounds():
        with wave.open(str(sounds_dir() / name)) as w:
            seconds = w.getnframes() / w.getframerate()
            assert 0.3 < seconds < 2.0


def test_without_qtmultimedia_the_backend_stays_silent(monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails
    backend = QtSoundBackend()
    with caplog.at_level(logging.WARNING):
        backend.play(sounds_dir() / "level_change.wav", 1.0)
        backend.play(sounds_dir() / "level_change.wav", 1.0)
    warnings = [r for r in caplog.records if "QtMultimedia unavailable" in r.getMessage()]
    assert len(warnings) == 1
