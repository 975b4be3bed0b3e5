"""Spanish by default; switching to English in Settings rebuilds the console in English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournament_director import i18n
from tournament_director.ui.console import Console
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.workspace import TournamentWorkspace


def _menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_switching_to_english_in_settings(qtbot, services, settings, director, tmp_path):
    tid = services.tournaments.create(director, "Principal")
    console = Console(services, settings)
    window = console.show_main(director, open_tournament=tid)
    qtbot.addWidget(window)
    assert _menu_titles(window) == [
        "&Consola",
        "&Edición",
        "&Torneo",
        "C&asa",
        "&Personal",
        "A&yuda",
    ]
    tabs = window.current_workspace().tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == [
        "Reloj",
        "Inscripción",
        "Mesas",
        "Premios",
        # the Results tab: its Spanish name comes with the translation files
        QCoreApplication.translate("TournamentWorkspace", "Results"),
        "Registro de eventos",
        # the Penalties tab: its Spanish name comes with the translation files
        QCoreApplication.translate("TournamentWorkspace", "Penalties"),
    ]

    dialog = window.show_settings()
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.buttons.accepted.emit()

    english = console.window
    qtbot.addWidget(english)
    assert english is not window
    assert _menu_titles(english) == [
        "&Console",
        "&Edit",
        "&Tournament",
        "Ho&use",
        "&Staff",
        "&Help",
    ]
    workspace = english.current_workspace()
    assert workspace.tournament_id == tid  # the open tournament stays open
    assert workspace.tabs.tabText(TournamentWorkspace.REGISTRATION) == "Registration"
    assert workspace.tabs.tabText(TournamentWorkspace.LOG) == "Event log"
    assert english.operator_label.text() == "Operator: Ana Director (Director)"
    assert i18n.language() == "en"  # the services' refusals follow
    assert ConsoleSettings(tmp_path).language == "en"  # remembered on this PC


def test_the_language_defaults_to_spanish(tmp_path):
    assert ConsoleSettings(tmp_path).language == "es"
