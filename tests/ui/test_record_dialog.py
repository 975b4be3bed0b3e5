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
