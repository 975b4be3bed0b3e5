"""The names get their room first (ui/column_fit.py): on the Registration tab at 1280x720 the
players' names are whole while kind and payment give up their width."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir
from tournament_director.ui.column_fit import ColumnFit
from tournament_director.ui.entries_model import EntriesTableModel

PRICE = 100_000
NAMES = [
    "Valentina Rodríguez Fernández",
    "Elías Martínez Quiñones",
    "Ana Uno",
    "Joaquín Sánchez Ibáñez",
    "Fernanda Aguirre Rodríguez",
]


def _table(qtbot, rows: list[list[str]], width: int) -> tuple[QTableView, ColumnFit]:
    model = QStandardItemModel(0, 4)
    model.setHorizontalHeaderLabels(["Player", "Kind", "Table - seat", "Status"])
    for row in rows:
        model.appendRow([QStandardItem(text) for text in row])
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    fit = ColumnFit(table, 0, squeeze=(1, 3))
    table.resize(width, 300)
    table.show()
    return table, fit


def test_the_name_keeps_its_width_and_the_squeezed_columns_give_theirs(qtbot):
    rows = [[name, "Registration", "3 - 4", "Playing"] for name in NAMES]
    rows.append(["Bea Dos", "Registration + 2 rebuys, add-on", "1 - 1", "Playing"])
    table, fit = _table(qtbot, rows, 2000)
    natural = {c: table.sizeHintForColumn(c) for c in range(4)}
    roomy = fit.widths(2000)
    assert roomy[1] >= natural[1] and roomy[0] > natural[0]  # room to spare: the name's
    narrow = natural[0] + natural[2] + 250
    widths = fit.widths(narrow)
    assert sum(widths.values()) == narrow
    assert widths[0] == natural[0]  # every name whole
    assert widths[1] < natural[1]  # the long kind is cut ...
    metrics = table.fontMetrics()
    assert widths[1] >= metrics.horizontalAdvance("Registration")  # ... the common one is not
    assert widths[2] >= metrics.horizontalAdvance("Table - seat")  # headers never cut


def test_the_name_gives_up_its_room_last_and_never_below_its_least(qtbot):
    rows = [[name, "Registration", "3 - 4", "Playing"] for name in NAMES]
    _table_view, fit = _table(qtbot, rows, 300)
    widths = fit.widths(300)
    assert widths[0] == max(fit.least, fit._header_width(0))


def test_registration_names_whole_at_1280(make_window, services, director):
    text = (resources_dir() / "structures" / "regular-20.json").read_text("utf-8")
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, replace(import_json(text), table_size=9))
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000)
    services.registration.set_tables(director, tid, 2)
    services.registration.open_shift(director, tid)
    for n, name in enumerate(NAMES, start=1):
        record = services.players.create(
            director, name, "DNI", str(30_000_000 + n), "Chile", "1990-04-01"
        )
        method = "satellite" if n == 2 else "cash"  # "Ticket de satélite"
        services.registration.buy_entry(director, tid, record.player_id, method, PRICE)
    services.registration.cancel_entry(director, tid, 3, "Se equivocó de torneo")  # long status
    window = make_window(director)
    window.resize(1280, 720)
    workspace = window.open_tournament(tid)
    workspace.tabs.setCurrentWidget(workspace.registration_tab)
    table = workspace.registration_tab.table
    workspace.registration_tab.column_fit.fit()
    player = EntriesTableModel.PLAYER
    assert table.columnWidth(player) >= table.sizeHintForColumn(player)
    shown = [c for c in range(table.model().columnCount()) if not table.isColumnHidden(c)]
    assert sum(table.columnWidth(c) for c in shown) <= table.viewport().width()
