"""The Clock tab's structure: past periods at the times they began, later ones estimated."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt

from tournament_director.ui.structure_table_model import ScheduleTableModel

REGULAR = "Regular 20 minutos"
NIGHT = datetime(2026, 11, 26, 6, 32, tzinfo=UTC)


def _hhmm(moment: datetime) -> str:
    return moment.astimezone().strftime("%H:%M")


def test_after_skipping_levels_past_levels_show_when_they_really_began(
    qtbot, make_window, services, director, answers
):
    clock = {"now": NIGHT}
    services.now = lambda: clock["now"]
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, services.structures.get(REGULAR).structure)
    services.clock.start(director, tid)  # level 1 at 06:32
    clock["now"] = NIGHT + timedelta(minutes=3)
    services.clock.next_period(director, tid)  # level 2 at 06:35
    clock["now"] = NIGHT + timedelta(minutes=4)
    services.clock.next_period(director, tid)  # level 3 at 06:36
    clock["now"] = NIGHT + timedelta(minutes=10)

    window = make_window(director)
    tab = window.open_tournament(tid).clock_tab
    model = tab.schedule_model
    tab.on_driver_ticked(tab.driver.reading)

    def time(row: int) -> str:
        return model.data(model.index(row, ScheduleTableModel.TIME))

    # Counted back from level 3 at the structure's 20 minutes, level 1 would show 05:56.
    assert [time(0), time(1), time(2)] == [
        _hhmm(NIGHT),
        _hhmm(NIGHT + timedelta(minutes=3)),
        _hhmm(NIGHT + timedelta(minutes=4)),
    ]
    # Level 4 when level 3's 20 minutes run out: 06:56, an estimate, in italics.
    assert time(3) == _hhmm(NIGHT + timedelta(minutes=24))
    assert model.data(model.index(3, ScheduleTableModel.TIME), Qt.ItemDataRole.FontRole).italic()
    assert model.data(model.index(0, ScheduleTableModel.TIME), Qt.ItemDataRole.FontRole) is None
    tip = model.data(model.index(0, ScheduleTableModel.TIME), Qt.ItemDataRole.ToolTipRole)
    assert _hhmm(NIGHT) in tip
