"""Real services on a throw-away database; the console's questions answered by the test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tournament_director import i18n
from tournament_director.domain.operators import Operator
from tournament_director.services import Services, open_services
from tournament_director.station import Station
from tournament_director.ui import prompts
from tournament_director.ui.console_settings import ConsoleSettings
from tournament_director.ui.main_window import MainWindow
from tournament_director.ui.translator import install_language

DIRECTOR_PIN = "123456"
FLOOR_PIN = "5678"


class Prompts:
    """Stands in for every blocking question: records them and gives set answers."""

    def __init__(self) -> None:
        self.warnings: list[tuple[str, str]] = []
        self.errors: list[tuple[str, str]] = []
        self.infos: list[tuple[str, str]] = []
        self.questions: list[str] = []
        self.texts: list[str | None] = []  # answers to ask_text, in order
        self.confirm_answer = True

    def warn(self, _parent, title: str, text: str) -> None:
        self.warnings.append((title, text))

    def error(self, _parent, title: str, text: str, details: str = "") -> None:
        self.errors.append((title, text))

    def info(self, _parent, title: str, text: str) -> None:
        self.infos.append((title, text))

    def confirm(self, _parent, _title: str, text: str) -> bool:
        self.questions.append(text)
        return self.confirm_answer

    def ask_text(self, _parent, _title: str, label: str, text: str = "", secret: bool = False):
        self.questions.append(label)
        return self.texts.pop(0)

    def ask_item(self, _parent, _title: str, label: str, items: list[str], current: int = 0):
        self.questions.append(label)
        return self.texts.pop(0)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Prompts:
    fake = Prompts()
    for name in ("warn", "error", "info", "confirm", "ask_text", "ask_item"):
        monkeypatch.setattr(prompts, name, getattr(fake, name))
    return fake


@pytest.fixture(autouse=True)
def spanish(qapp) -> Iterator[None]:
    """The room's language unless a test says otherwise; other suites get theirs back."""
    before = i18n.language()
    install_language("es")
    yield
    install_language(before)


@pytest.fixture(autouse=True)
def quiet_clocks(qapp) -> Iterator[None]:
    """After each test, the clock drivers of windows it left open stop ticking: a driver on a
    test's frozen clock would otherwise take a later test's long wait for a jump of the
    system clock and ask about it."""
    yield
    from tournament_director.ui.clock_driver import ClockDriver

    for widget in qapp.topLevelWidgets():
        for driver in widget.findChildren(ClockDriver):
            driver.stop()


@pytest.fixture(autouse=True)
def a_printer(monkeypatch: pytest.MonkeyPatch) -> None:
    """A desk with a printer (the tests answer its dialog); tests of a desk without one
    (papers kept as PDF files) set print_adapter.installed_printers to give none."""
    from tournament_director.ui import print_adapter

    monkeypatch.setattr(print_adapter, "installed_printers", lambda: ["Impresora de prueba"])


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    """The record and this test's own station (its key, anchors, backups and settings)."""
    opened = open_services(tmp_path / "td.sqlite3", station=Station.load(tmp_path / "data"))
    yield opened
    opened.close()


@pytest.fixture
def director(services: Services) -> Operator:
    return services.house.create_first_director("Ana Director", DIRECTOR_PIN)


@pytest.fixture
def floor(services: Services, director: Operator) -> Operator:
    return services.house.create_operator(director, "Bruno Floor", "floor", FLOOR_PIN)


@pytest.fixture
def settings(tmp_path: Path) -> ConsoleSettings:
    return ConsoleSettings(tmp_path)


def _close_without_asking(window: MainWindow) -> None:
    window.ask_before_closing = False


@pytest.fixture
def make_window(qtbot, services: Services, settings: ConsoleSettings):
    def make(operator: Operator, idle_ms: int | None = None) -> MainWindow:
        window = MainWindow(services, operator, settings, idle_ms)
        # Closed at the test's end without asking, whatever clocks still run.
        qtbot.addWidget(window, before_close_func=_close_without_asking)
        window.resize(1366, 768)
        window.show()
        return window

    return make
