"""The console's record and backups window: a backup now, a verification, a restore."""

from __future__ import annotations

from pathlib import Path

from tournament_director.ui.console import Console


def test_backup_now_lists_the_checked_copy(qtbot, make_window, services, director, answers):
    window = make_window(director)
    dialog = window.show_record()
    assert dialog.table.rowCount() == 0

    path = dialog.back_up()

    assert path is not None and path.exists()
    assert dialog.table.rowCount() == 1
    assert "verificada" in dialog.status.text()
    assert dialog.restore_button.isEnabled()


def test_verify_says_the_record_is_sound_or_not(qtbot, make_window, services, director, answers):
    window = make_window(director)
    dialog = window.show_record()
    report = dialog.verify()
    assert report.sound
    assert "NO" not in dialog.status.text()

    services.db.journal.path.unlink()  # the anchors gone: the record can no longer be proven
    report = dialog.verify()
    assert not report.sound
    assert dialog.status.styleSheet()  # said in red


def test_only_a_director_may_restore(qtbot, make_window, services, director, floor, answers):
    window = make_window(floor)
    dialog = window.show_record()
    assert dialog.back_up() is not None
    assert not dialog.restore_button.isEnabled()


def test_a_director_restores_and_the_console_is_rebuilt(
    qtbot, services, director, settings, answers
):
    tid = services.tournaments.create(director, "Torneo de la Copia")
    console = Console(services, settings)
    window = console.show_main(director, open_tournament=tid)
    qtbot.addWidget(window)
    dialog = window.show_record()
    backup = dialog.back_up()
    assert backup is not None
    later = services.tournaments.create(director, "Torneo creado después")
    window.open_tournament(later)

    assert dialog.restore_selected()

    assert answers.questions and "verifica" in answers.questions[-1]
    assert "restaurado" in answers.infos[-1][1]
    rebuilt = console.window
    assert rebuilt is not None and rebuilt is not window
    qtbot.addWidget(rebuilt)
    names = [s.name for s in services.tournaments.list()]
    assert names == ["Torneo de la Copia"]  # the record as the backup held it
    opened = [rebuilt.workspaces.widget(i).tournament_id for i in range(rebuilt.workspaces.count())]
    assert opened == [tid]
    report = services.records.verify()
    assert report.sound, report
    kept = [p for p in Path(services.db.station.backup_dir).iterdir() if ".replaced-" in p.name]
    assert kept, "the file that was replaced is kept aside"


def test_a_director_moves_the_folders_and_saves_a_copy_of_the_key(
    qtbot, make_window, services, director, answers, tmp_path, monkeypatch
):
    from tournament_director.station import Station
    from tournament_director.ui import prompts

    services.tournaments.create(director, "Torneo")  # the record has anchors to carry over
    window = make_window(director)
    dialog = window.show_record()
    dialog.backup_dir.setText(str(tmp_path / "otro disco" / "copias"))
    dialog.anchor_dir.setText(str(tmp_path / "compartida" / "anclas"))
    dialog.kept.setValue(10)
    dialog.minutes.setValue(5)

    assert dialog.save_settings()

    saved = Station.load(services.db.station.data_dir)
    assert saved.backup_dir == tmp_path / "otro disco" / "copias" and saved.backups_kept == 10
    assert saved.backup_minutes == 5
    carried = tmp_path / "compartida" / "anclas" / services.db.journal.path.name
    assert carried.read_bytes() == services.db.journal.path.read_bytes()

    target = tmp_path / "pendrive" / "clave.key"
    target.parent.mkdir()
    monkeypatch.setattr(prompts, "ask_save_path", lambda *_args: target)
    assert dialog.copy_key() == target
    assert target.read_bytes() == services.db.key.path.read_bytes()
    assert target.stat().st_mode & 0o077 == 0


def test_the_floor_cannot_change_the_folders(qtbot, make_window, services, director, floor):
    window = make_window(floor)
    dialog = window.show_record()
    assert not dialog.save_button.isEnabled() and not dialog.key_button.isEnabled()
    before = services.db.station
    assert not dialog.save_settings()  # refused by the service too
    assert services.db.station == before
