"""Two open tournaments are told apart: in the list and on the workspace tabs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem

from tournament_director.ui.tournaments_model import TournamentsTableModel

NAMES = (
    "Torneo de demostración — Deepstack nocturno Día 1A",
    "Torneo de demostración — Deepstack nocturno Día 1B",
)


def test_the_list_shows_each_name_whole_with_its_status_under_it(
    qtbot, make_window, services, director
):
    for name in NAMES:
        services.tournaments.create(director, name)
    window = make_window(director)
    window.resize(1280, 720)
    qtbot.wait(20)
    table = window.tournaments_panel.table
    model = window.tournaments_panel.model

    assert table.horizontalHeader().isHidden()  # no header cut to "orne"
    assert table.isColumnHidden(TournamentsTableModel.STATUS)
    assert table.isColumnHidden(TournamentsTableModel.UPDATED)
    delegate = table.itemDelegateForColumn(TournamentsTableModel.NAME)
    for row in range(model.rowCount()):
        index = model.index(row, TournamentsTableModel.NAME)
        cell = table.visualRect(index)
        option = QStyleOptionViewItem()
        option.font = table.font()
        option.rect = cell
        # The cell is as tall as the wrapped name and its status line need: nothing cut.
        assert cell.height() >= delegate.sizeHint(option, index).height()
        widest_word = max(QFontMetrics(table.font()).horizontalAdvance(w) for w in NAMES[0].split())
        assert cell.width() > widest_word
        assert model.subtitle(row).startswith("Abierto · ")


def test_tabs_keep_the_end_of_a_long_name(make_window, services, director):
    window = make_window(director)
    for name in NAMES:
        window.open_tournament(services.tournaments.create(director, name))
    bar = window.workspaces.tabBar()
    assert bar.elideMode() == Qt.TextElideMode.ElideMiddle
    assert not bar.usesScrollButtons()
    assert [window.workspaces.tabToolTip(i) for i in range(2)] == list(NAMES)
