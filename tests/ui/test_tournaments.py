"""Creating, opening, archiving and restoring tournaments through the console."""

from __future__ import annotations

from tournament_director.ui.workspace import TournamentWorkspace


def _names(panel) -> list[str]:
    return [panel.model.summary(r).name for r in range(panel.model.rowCount())]


def test_create_opens_a_workspace(make_window, answers, services, director):
    window = make_window(director)
    assert window.work_area.currentWidget() is window.empty_hint

    answers.texts.append("Torneo de Verano")
    window.new_action.trigger()

    assert answers.warnings == []
    assert _names(window.tournaments_panel) == ["Torneo de Verano"]
    workspace = window.current_workspace()
    assert isinstance(workspace, TournamentWorkspace)
    assert window.workspaces.tabText(0) == "Torneo de Verano"
    assert workspace.tabs.tabText(TournamentWorkspace.REGISTRATION) == "Inscripción"
    assert workspace.clock_tab.panel.fact("name") == "Torneo de Verano"
    assert services.tournaments.list()[0].name == "Torneo de Verano"


def test_an_empty_name_is_refused_and_nothing_created(make_window, answers, services, director):
    window = make_window(director)
    answers.texts.append("   ")
    window.new_action.trigger()
    assert answers.warnings == [("No se creó el torneo", "Falta el nombre del torneo.")]
    assert services.tournaments.list() == []
    assert window.workspaces.count() == 0


def test_several_tournaments_open_at_once_and_reopening_switches(make_window, services, director):
    first = services.tournaments.create(director, "Uno")
    second = services.tournaments.create(director, "Dos")
    window = make_window(director)
    window.open_tournament(first)
    window.open_tournament(second)
    assert window.workspaces.count() == 2
    window.tournaments_panel.select(first)
    window.open_action.trigger()
    assert window.workspaces.count() == 2
    assert window.current_workspace().tournament_id == first
    window.close_action.trigger()
    assert [window.workspaces.widget(i).tournament_id for i in range(1)] == [second]


def test_archive_and_restore(make_window, answers, services, director):
    tid = services.tournaments.create(director, "Viejo")
    window = make_window(director)
    panel = window.tournaments_panel
    panel.select(tid)
    assert panel.archive_button.isEnabled() and not panel.restore_button.isEnabled()

    panel.archive_button.click()
    assert "¿Archivar «Viejo»?" in answers.questions[-1]
    assert services.tournaments.state(tid).archived
    assert _names(panel) == []  # archived ones are hidden until asked for

    panel.show_archived.setChecked(True)
    assert panel.model.data(panel.model.index(0, 1)) == "Archivado"
    panel.select(tid)
    panel.restore_button.click()
    assert not services.tournaments.state(tid).archived
    assert answers.warnings == []


def test_declining_the_question_archives_nothing(make_window, answers, services, director):
    tid = services.tournaments.create(director, "Viejo")
    window = make_window(director)
    window.tournaments_panel.select(tid)
    answers.confirm_answer = False
    window.archive_action.trigger()
    assert not services.tournaments.state(tid).archived


def test_a_floor_operator_may_not_archive(make_window, answers, services, director, floor):
    tid = services.tournaments.create(director, "Principal")
    window = make_window(floor)
    window.tournaments_panel.select(tid)
    window.tournaments_panel.archive_button.click()

    assert answers.warnings == [
        (
            "No se archivó",
            "Bruno Floor (supervisor de sala) no puede archivar torneos: se necesita el rol "
            "director.",
        )
    ]
    assert not services.tournaments.state(tid).archived
    assert window.operator_label.text() == "Operador: Bruno Floor (Supervisor de sala)"


def test_status_bar_shows_operator_and_database(make_window, services, director):
    window = make_window(director)
    assert window.operator_label.text() == "Operador: Ana Director (Director)"
    assert str(services.db.path.resolve()) in window.database_label.text()


def test_opening_an_unknown_tournament_is_refused(make_window, answers, director):
    window = make_window(director)
    assert window.open_tournament(99) is None
    assert answers.warnings == [("No se abrió el torneo", "No existe el torneo 99.")]
