"""The console plays the clock's cues for every open tournament, once per driver."""

from tournament_director.ui.sounds import NullBackend, RecordingBackend


def test_console_is_silent_offscreen_and_attaches_each_driver_once(make_window, director, services):
    template = services.structures.templates()[0]
    tournament = services.tournaments.create(director, "Torneo con sonido")
    services.clock.set_structure(director, tournament, template.structure)
    window = make_window(director)
    assert isinstance(window.sound_player.backend, NullBackend)  # tests never make noise
    recorder = RecordingBackend()
    window.sound_player.backend = recorder
    workspace = window.open_tournament(tournament)
    window.open_tournament(tournament)  # already open: no second attachment
    window.sound_player.attach(workspace.clock_driver)
    workspace.clock_driver.last_minute.emit(0)
    workspace.clock_driver.period_changed.emit(0, 1, 0)  # level 1 -> level 2
    assert [name for name, _volume in recorder.played] == ["last_minute.wav", "level_change.wav"]
