"""The settings dialog keeps this PC's sound choices and lets the floor test a cue."""

from tournament_director.ui.settings_dialog import SettingsDialog
from tournament_director.ui.sounds import Cue, RecordingBackend, SoundPlayer, SoundSettings


def test_sound_choices_are_saved_and_testable(qtbot, services, director, settings):
    recorder = RecordingBackend()
    player = SoundPlayer(SoundSettings(settings.data_dir), backend=recorder)
    dialog = SettingsDialog(services, director, settings, sound_player=player)
    qtbot.addWidget(dialog)
    choice = dialog.cue_file[Cue.LEVEL_CHANGE]
    choice.setCurrentIndex(choice.findData("break_end.wav"))
    dialog.volume.setValue(40)
    dialog.on_test_clicked(Cue.LEVEL_CHANGE)
    assert recorder.played == [("break_end.wav", 0.4)]
    dialog.cue_on[Cue.LAST_MINUTE].setChecked(False)
    dialog.on_buttons_accepted()
    saved = SoundSettings(settings.data_dir)
    assert saved.volume == 0.4
    assert saved.file(Cue.LEVEL_CHANGE).name == "break_end.wav"
    assert not saved.cue_enabled(Cue.LAST_MINUTE) and saved.cue_enabled(Cue.BREAK_START)
    # and the player follows: a disabled cue stays silent
    player.play(Cue.LAST_MINUTE)
    assert len(recorder.played) == 1


def test_sounds_can_be_switched_off(qtbot, services, director, settings):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    dialog.sounds_on.setChecked(False)
    dialog.on_buttons_accepted()
    assert SoundSettings(settings.data_dir).enabled is False


def test_sounds_are_offered_by_what_they_are_for_not_by_file_name(
    qtbot, services, director, settings
):
    dialog = SettingsDialog(services, director, settings)
    qtbot.addWidget(dialog)
    choice = dialog.cue_file[Cue.BREAK_END]
    shown = [choice.itemText(i) for i in range(choice.count())]
    assert not [text for text in shown if text.endswith(".wav") or "_" in text]
    assert choice.currentData() == "break_end.wav"
    assert choice.currentText() == dialog.cue_on[Cue.BREAK_END].text()
