"""The floor console's entry point: the command line calls run_console().

Importing this module does nothing; Qt is loaded only when the console starts.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

log = logging.getLogger(__name__)

ORGANIZATION = "TournamentDirector"
APPLICATION = "Tournament Director"
EXIT_DATABASE_ERROR = 2


def run_console(
    db_path: Path | str,
    data_dir: Path,
    open_tournament: int | None = None,
    language: str | None = None,
    open_display: bool = False,
) -> int:
    """Sign in, show the console and run until it closes; returns the exit code.

    language ("es"/"en") overrides the language remembered on this PC for this run only.
    open_display also opens a big-screen display of open_tournament, in a window.
    """
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from tournament_director.logging_setup import setup_logging
    from tournament_director.services import open_services
    from tournament_director.services.calendar import start_calendar
    from tournament_director.station import Station
    from tournament_director.storage.database import DatabaseError
    from tournament_director.ui import prompts, startup_probe
    from tournament_director.ui.console import Console
    from tournament_director.ui.console_settings import ConsoleSettings
    from tournament_director.ui.error_handling import ExceptionHook, qt_message_handler
    from tournament_director.ui.translator import install_language

    data_dir = Path(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    log_path = setup_logging(data_dir)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance() or QApplication(sys.argv)
    previous_handler = qInstallMessageHandler(qt_message_handler)
    settings = ConsoleSettings(data_dir)
    install_language(language or settings.language)
    hook = ExceptionHook().install()
    from tournament_director.storage.postgres import display_url, is_server_url

    shown = display_url(db_path) if is_server_url(db_path) else db_path  # never a password
    log.info("console starting: database %s, log %s", shown, log_path)
    try:
        try:
            services = open_services(db_path, station=Station.load(data_dir))
        except DatabaseError as refusal:
            log.error("database not opened: %s", refusal.key)
            prompts.error(
                None,
                QCoreApplication.translate("run_console", "Database not opened"),
                refusal.message,
            )
            return EXIT_DATABASE_ERROR
        # Scheduled starts, the close of late registration and backups run even while the
        # console waits for someone to sign in.
        calendar = start_calendar(services)
        # The room's web page, when this PC had it on (Settings): it serves the room whoever
        # is signed in, on its own thread and read-only services.
        from tournament_director.ui.web_page_box import start_remembered, stop_server

        start_remembered(services, data_dir)
        try:
            console = Console(services, settings)
            calendar.on_due = console.calendar_due
            _probe = startup_probe.install(app)  # TD_STARTUP_PROBE: the start-up benchmark
            operator = console.sign_in()
            if operator is None:
                log.info("nobody signed in; console closed")
                return 0
            console.show_main(operator, open_tournament, open_display)
            return app.exec()
        finally:
            stop_server()
            calendar.stop()
            services.close()
    finally:
        hook.uninstall()
        qInstallMessageHandler(previous_handler)
