"""Counted words on the console agree with their number: Qt's %n forms, the English ones from
the source's (s)/(ies) marks (ui/translator.EnglishPlurals), the Spanish ones from the
translation (checked once the translation has them)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QCoreApplication

from tournament_director.domain.events import RecordedEvent
from tournament_director.ui.labels import event_summary
from tournament_director.ui.translator import english_plural, install_language


def recorded(event_type: str, payload: dict) -> RecordedEvent:
    return RecordedEvent(
        1, 1, 1, datetime(2026, 3, 14, 22, 0, tzinfo=UTC), 1, "Ana", event_type, payload, 1
    )


def _redraw(players: int, tables: list[int]) -> str:
    seats = [{"player": n, "table": tables[0], "seat": n} for n in range(1, players + 1)]
    return event_summary(
        recorded("RoomRedrawn", {"kind": "final_table", "seats": seats, "tables": tables})
    )


def _translated(context: str, source: str) -> bool:
    """Whether the installed translation has both forms of a counted string."""
    forms = [QCoreApplication.translate(context, source, "", n) for n in (1, 2)]
    return forms[0] != forms[1] and all(
        form != source.replace("%n", str(n)) for n, form in zip((1, 2), forms, strict=True)
    )


def test_english_forms_from_the_source_marks():
    assert english_plural("%n entry(ies)", 1) == "%n entry"
    assert english_plural("%n entry(ies)", 2) == "%n entries"
    assert english_plural(" chip(s)", 1) == " chip"
    assert english_plural(" chip(s)", 0) == " chips"
    assert english_plural("%n box(es)", 3) == "%n boxes"
    assert english_plural("Waiting list (%n)", 1) == "Waiting list (%n)"


def test_english_counts_on_the_console():
    install_language("en")
    assert QCoreApplication.translate("LogView", "%n event(s)", "", 1) == "1 event"
    assert QCoreApplication.translate("LogView", "%n event(s)", "", 12) == "12 events"
    assert QCoreApplication.translate("LogView", "Event log") == "Event log"  # untouched
    assert _redraw(1, [1]) == "Final table: 1 player at table 1"
    assert _redraw(10, [1, 2]) == "Final table: 10 players at tables 1, 2"
    assert event_summary(recorded("TablesSet", {"tables": 1})) == "1 table"


def test_spanish_counts_on_the_console():
    install_language("es")
    assert _translated("Counted", "{kind}: %n player(s) at {tables}")
    assert _redraw(1, [1]) == "Mesa final: 1 jugador en la mesa 1"
    assert _redraw(10, [1, 2]) == "Mesa final: 10 jugadores en las mesas 1, 2"
    assert event_summary(recorded("TablesSet", {"tables": 1})) == "1 mesa"


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_chip_race_limit_says_chip_or_chips(qtbot, services, director, language):
    from tournament_director.ui.rule_set_dialog import RuleSetDialog

    install_language(language)
    tid = services.tournaments.create(director, "Principal")
    dialog = RuleSetDialog(services, lambda: director, tid)
    qtbot.addWidget(dialog)
    spin = dialog.editors["chip_race_max_chips_per_player"]
    spin.setValue(1)
    one = spin.suffix()
    spin.setValue(2)
    many = spin.suffix()
    if language == "en":
        assert (one, many) == (" chip", " chips")
    else:
        assert _translated("RuleSetDialog", " chip(s)")
        assert (one, many) == (" ficha", " fichas")
