"""A PC with no audio output: Settings says next to the sound switches that the sounds will
not be heard (they may still be switched on), and the log says it once."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtMultimedia import QMediaDevices

from tournament_director.ui import sounds
from tournament_director.ui.settings_dialog import SettingsDialog


@pytest.fixture(autouse=True)
def fresh_log(monkeypatch):
    monkeypatch.setattr(sounds, "_logged_problems", set())


def test_no_audio_output_is_found_and_logged_once(monkeypatch, caplog):
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: []))
    with caplog.at_level(logging.WARNING, logger=sounds.__name__):
        assert sounds.audio_output_problem() == sounds.NO_OUTPUT
        assert sounds.audio_output_problem() == sounds.NO_OUTPUT
    said = [r for r in caplog.records if "no audio output" in r.getMessage()]
    assert len(said) == 1
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: ["Altavoces"]))
    assert sounds.audio_output_problem() is None


def test_settings_say_the_sounds_will_not_be_heard(
    qtbot, services, director, settings, monkeypatch
):
    monkeypatch.setattr(sounds, "audio_output_problem", lambda: sounds.NO_OUTPUT)
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    assert dialog.sounds_on.isChecked()  # the switch stays as chosen ...
    assert not dialog.no_audio.isHidden()  # ... and the dialog says nothing will be heard
    assert "audio" in dialog.no_audio.text()
    monkeypatch.setattr(sounds, "audio_output_problem", lambda: None)
    with_output = SettingsDialog(services, director, settings)
    qtbot.addWidget(with_output)
    assert with_output.no_audio.isHidden()
