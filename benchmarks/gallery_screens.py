"""The gallery's screens: the console's windows, tabs, dialogs, questions and big screens.

benchmarks/gallery.py runs this in a process of its own for each screen size, on Qt's
offscreen platform with one screen of that size (the platform, and so the screen, is chosen
once per process). Each shot opens what it shows the way the console does, through the
console's own methods; nothing waits on a modal loop: `QDialog.exec` and the blocking
questions of `ui/prompts.py` are replaced, for the whole process, by versions that show the
dialog, grab it and answer "cancel", so nothing is ever written by a shot.

Top-level windows are grabbed at the screen's size. Dialogs are grabbed at their own size;
one that opens larger than the screen is noted, made as small as it goes (as an operator would
on a small screen) and grabbed cut at the screen's edge if it is still larger.
"""

from __future__ import annotations

import faulthandler
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from tournament_director.domain.player_clock import Outcome

# A dialog's title bar and the taskbar of a floor PC (Windows 10 at 100 %), which the
# offscreen screen does not have: a dialog taller than the screen less these shows its bottom
# row (the buttons) behind the taskbar.
TITLE_BAR, TASKBAR = 31, 40

# --- the catalogue ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Shot:
    """One image per language and screen size. kind: window (grabbed at the screen's size) or
    dialog (its own size). record: demo, night or empty (gallery_records.py)."""

    name: str
    section: str
    record: str
    kind: str
    action: Callable[[Gallery], QWidget | None]
    title: str = ""


TABS = ("clock", "registration", "tables", "payouts", "results", "log", "penalties")
TAB_TITLES = ("Clock", "Registration", "Tables", "Payouts", "Results", "Event log", "Penalties")
CONSOLES = (
    ("demo", "demo", "Console — the demo (clock running)"),
    ("finished", "night", "Console — a tournament played to the end"),
    ("final-table", "night", "Console — a final table of three, on a break"),
)
SCREEN_SECTIONS = [
    "Sign-in",
    "Console",
    *(title for _name, _record, title in CONSOLES),
    "Dialogs",
    "Questions and refusals",
    "Multi-flight events",
    "Big screen",
]


# --- what each shot does ------------------------------------------------------------------------


def _tab_shot(console: str, record: str, index: int) -> Callable[[Gallery], QWidget]:
    def shoot(g: Gallery) -> QWidget:
        workspace = g.workspace(record, g.tournament_of(console))
        workspace.tabs.setCurrentIndex(index)
        return g.window(record)

    return shoot


def _sign_in(g: Gallery) -> QWidget:
    from tournament_director.ui.sign_in import SignInDialog

    return SignInDialog(g.services("demo"), preferred=g.manifest["demo"]["director"])


def _first_start(g: Gallery) -> QWidget:
    from tournament_director.ui.sign_in import FirstDirectorDialog

    return FirstDirectorDialog(g.services("empty"))


def _empty_console(g: Gallery) -> QWidget:
    return g.fresh_window("demo")


def _locked_console(g: Gallery) -> QWidget:
    window = g.fresh_window("demo")
    window.lock(switching=False)
    return window


def _demo(g: Gallery):
    return g.workspace("demo", g.tournament_of("demo"))


def _finished(g: Gallery):
    return g.workspace("night", g.tournament_of("finished"))


def _final(g: Gallery):
    return g.workspace("night", g.tournament_of("final-table"))


def _player_record(g: Gallery) -> QWidget | None:
    admin = g.window("demo").show_players_admin()
    record = g.services("demo").players.get(g.manifest["demo"]["record"])
    admin.search.show_record(record)
    return admin.edit_selected()


def _players_admin(page: int, typed: str = "") -> Callable[[Gallery], QWidget]:
    def shoot(g: Gallery) -> QWidget:
        dialog = g.window("demo").show_players_admin()
        dialog.tabs.setCurrentIndex(page)
        if typed:  # the desk searches as it types, and picks the first record found
            dialog.search.edit.setText(typed)
            settle()
            dialog.search.results.setCurrentRow(0)
        return dialog

    return shoot


def _bust_outs_at_table(g: Gallery) -> QWidget:
    tab = _demo(g).tables_tab
    room = g.services("demo").seating.state(g.tournament_of("demo")).room
    table = room.open_tables()[0]
    seat = next(s for s in range(1, table.size + 1) if table.player_at(s) is not None)
    return tab.open_bust_outs(table.number, table.player_at(seat))


def _final_bust_outs(g: Gallery) -> QWidget:
    tab = _final(g).tables_tab
    room = g.services("night").seating.state(g.tournament_of("final-table")).room
    return tab.open_bust_outs(room.open_tables()[0].number)


def _chip_race(g: Gallery):
    return g.workspace("night", g.tournament_of("chip-race"))


def _chip_race_typed(g: Gallery) -> QWidget:
    """A table still to race: three seats' odd chips and cards typed, one with nothing else."""
    dialog = _chip_race(g).tables_tab.open_chip_race(g.manifest["night"]["chip_race_open"])
    rows = dialog._rows
    for row, odd, cards in ((rows[0], "2", "Kd 3c"), (rows[2], "3", "Ah 9s 4c"),
                            (rows[4], "1", "2d")):  # fmt: skip
        row.odd_edit.setText(odd)
        row.cards_edit.setText(cards)
    rows[4].bare_box.setChecked(True)
    return dialog


def _chip_race_done(g: Gallery) -> QWidget:
    dialog = _chip_race(g).clock_tab.open_chip_race()
    dialog.select_table(g.manifest["night"]["chip_race_done"])
    return dialog


def _penalty_dialog(g: Gallery) -> QWidget:
    """Right-click the seat of a player with a penalty tonight (and two last month)."""
    tab = _demo(g).tables_tab
    m = g.manifest["demo"]
    tab.map.selected = m["penalty_table"]
    return tab.open_penalty(m["penalty_entry"])


def _penalty_otherwise(g: Gallery) -> QWidget:
    """Two orbits chosen over the proposal, "other" without its words: refused in red."""
    dialog = _penalty_dialog(g)
    dialog.offence_combo.setCurrentIndex(dialog.offence_combo.findData("other"))
    dialog.orbits_spin.setValue(2)
    dialog.record()  # refused: nothing is written
    return dialog


def _penalty_settings(g: Gallery) -> QWidget:
    settings = g.window("demo").show_settings()
    dialog = settings.penalties_box.open_dialog()
    dialog.offence_table.setCurrentCell(3, 0)
    return dialog


def _rehearsal(g: Gallery) -> QWidget:
    """The structure editor's "Ensayar": a small field rehearsed to its figures and chart."""
    editor = _demo(g).clock_tab.edit_structure()
    editor.rehearse_button.click()
    dialog = editor.rehearsal_dialog
    dialog.players_spin.setValue(60)
    dialog.runs_spin.setValue(5)
    dialog.rehearse_button.click()
    deadline = time.monotonic() + 300
    while dialog.running and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    return dialog


def _desk_penalty(g: Gallery) -> QWidget:
    """The desk finds a player with penalties in two tournaments."""
    tab = _demo(g).registration_tab
    _demo(g).tabs.setCurrentIndex(1)
    record = g.services("demo").players.get(g.manifest["demo"]["penalty_offender"])
    tab.search.show_record(record)
    settle()
    return g.window("demo")


def _player_penalties(g: Gallery) -> QWidget:
    tab = _demo(g).registration_tab
    tab.penalty_note.show_player(g.manifest["demo"]["penalty_offender"])
    return tab.penalty_note.open_record()


def _mark_served(g: Gallery) -> None:
    tab = _demo(g).penalties_tab
    tab.refresh()
    tab.select(g.manifest["demo"]["penalty_serving"])
    tab.mark_served()


def _payout_editor(new: bool) -> Callable[[Gallery], QWidget]:
    def shoot(g: Gallery) -> QWidget:
        tab = _demo(g).payouts_tab
        tab.open_table_editor(new=new)
        return tab.table_editor

    return shoot


def _pay_prize(g: Gallery) -> None:
    tab = _finished(g).results_tab
    tab.select_entry(g.manifest["night"]["unpaid_entry"])
    tab.on_pay_clicked()


def _table_buttons(g: Gallery) -> None:
    from tournament_director.ui import table_dialogs

    tab = _demo(g).tables_tab
    room = g.services("demo").seating.state(g.tournament_of("demo")).room
    rows = [(t.number, t.size, t.button) for t in room.open_tables()[:2]]
    table_dialogs.ask_buttons(tab, rows)


def _set_button(g: Gallery) -> None:
    """The floor clicks the first table of the map, then "Set button…"."""
    tab = _demo(g).tables_tab
    room = g.services("demo").seating.state(g.tournament_of("demo")).room
    first = room.open_tables()[0].number
    tab.map.selected = first
    tab.map.table_selected.emit(first)
    tab.set_button()


def _undo(record: str, console: str) -> Callable[[Gallery], None]:
    """Edit > Undo with the tournament's tab in front."""

    def shoot(g: Gallery) -> None:
        g.workspace(record, g.tournament_of(console))
        g.window(record).undo()

    return shoot


def _cancel_entry(g: Gallery) -> None:
    tab = _demo(g).registration_tab
    tab.select_entry(g.manifest["demo"]["entry"])
    tab.cancel_entry()


def _call_player_clocks(g: Gallery, on_display: bool) -> None:
    """Two clocks on players at two tables (ADTP 29), recorded as acted in time once the
    shot is taken, so the shots after it see no clock."""
    services = g.services("demo")
    tid = g.tournament_of("demo")
    director = g._operator("demo")
    room = services.seating.state(tid).room
    ids = []
    for table in room.open_tables()[:2]:
        recorded = services.player_clocks.call(
            director, tid, table.number, table.occupied()[0], on_display=on_display
        )
        ids.append(recorded[-1].payload["clock_id"])

    def settle_clocks() -> None:
        for clock in ids:
            services.player_clocks.record_outcome(director, tid, clock, Outcome.ACTED)

    g.after.append(settle_clocks)


def _player_clocks_console(g: Gallery) -> QWidget:
    _call_player_clocks(g, on_display=False)
    _demo(g).tabs.setCurrentIndex(0)
    settle()
    return g.window("demo")


def _call_clock_dialog(g: Gallery) -> QWidget:
    room = g.services("demo").seating.state(g.tournament_of("demo")).room
    table = room.open_tables()[0]
    return _demo(g).clock_tab.player_clocks.open_call(table.number, table.occupied()[0])


def _player_clocks_display(g: Gallery) -> QWidget:
    _call_player_clocks(g, on_display=True)
    return _display("demo", "demo", "dark")(g)


def _stages(console: str) -> Callable[[Gallery], QWidget]:
    """The Stages tab of an event or a flight (multi-flight events)."""

    def shoot(g: Gallery) -> QWidget:
        workspace = g.workspace("flights", g.tournament_of(console))
        workspace.tabs.setCurrentIndex(workspace.STAGES)
        settle()
        return g.window("flights")

    return shoot


def _desk(g: Gallery):
    workspace = g.workspace("flights", g.tournament_of("event"))
    workspace.tabs.setCurrentIndex(workspace.STAGES)
    return workspace.stages_tab.desk


def _desk_scanned(g: Gallery) -> QWidget:
    """A genuine slip scanned at the accreditation desk: the player and his count."""
    desk = _desk(g)
    desk.code_edit.setText(g.manifest["flights"]["qr"])
    desk.check_code()
    settle()
    return g.window("flights")


def _desk_refused(g: Gallery) -> QWidget:
    """A slip a recount replaced, scanned: refused in words."""
    desk = _desk(g)
    desk.code_edit.setText(g.manifest["flights"]["replaced_qr"])
    desk.check_code()
    settle()
    return g.window("flights")


def _desk_seated(g: Gallery) -> QWidget:
    """The slip scanned, the document typed, Accredit: the seat drawn in the final. The
    accreditation is undone once the shot is taken, so the other shots see the slip unused."""
    desk = _desk(g)
    # The seat ticket is another shot's paper: not printed (nor asked about) here.
    desk._offer_seat_ticket = lambda _entry: None
    desk.code_edit.setText(g.manifest["flights"]["qr"])
    desk.check_code()
    desk.document_edit.setText(g.manifest["flights"]["document"])
    desk.accredit()
    settle()
    services = g.services("flights")
    director = g._operator("flights")
    event = g.tournament_of("event")
    g.after.append(lambda: services.tournaments.undo(director, event, "gallery shot"))
    return g.window("flights")


def _no_slip(g: Gallery) -> QWidget:
    return _desk(g).without_slip_dialog()


def _new_event(g: Gallery) -> QWidget:
    return g.window("flights").tournaments_panel.create_event()


def _display(record: str, console: str, theme: str) -> Callable[[Gallery], QWidget]:
    def shoot(g: Gallery) -> QWidget:
        g.workspace(record, g.tournament_of(console))
        manager = g.window(record).display_manager
        return manager.open(g.tournament_of(console), full_screen=True, theme=theme)

    return shoot


def _catalogue() -> list[Shot]:
    shots = [
        Shot("sign-in/sign-in", "Sign-in", "demo", "dialog", _sign_in, "Sign-in"),
        Shot("sign-in/first-start", "Sign-in", "empty", "dialog", _first_start, "First start"),
        Shot("console/empty", "Console", "demo", "window", _empty_console, "No tournament open"),
        Shot("console/locked", "Console", "demo", "window", _locked_console, "Locked console"),
    ]
    for console, record, title in CONSOLES:
        for index, (tab, tab_title) in enumerate(zip(TABS, TAB_TITLES, strict=True)):
            shots.append(
                Shot(
                    f"console/{console}-{tab}",
                    title,
                    record,
                    "window",
                    _tab_shot(console, record, index),
                    tab_title,
                )
            )
    shots.append(
        Shot("console/demo-desk-penalty", CONSOLES[0][2], "demo", "window", _desk_penalty,
             "Registration: a player with penalties in two tournaments")
    )  # fmt: skip
    shots.append(
        Shot("console/demo-player-clocks", CONSOLES[0][2], "demo", "window",
             _player_clocks_console, "Clock: the clock called on two players (ADTP 29)")
    )  # fmt: skip
    for name, action, title in (
        ("event-stages", _stages("event"), "Event: its flights, pool and accreditation desk"),
        ("event-desk-slip", _desk_scanned, "Accreditation desk: a genuine slip scanned"),
        ("event-desk-refused", _desk_refused, "Accreditation desk: a replaced slip refused"),
        ("event-desk-seated", _desk_seated, "Accreditation desk: accredited, the seat drawn"),
        ("flight-bagging", _stages("flight-bagging"), "Flight over: bagging the qualifiers"),
        ("flight-closed", _stages("flight-closed"), "A closed flight: its qualifiers' slips"),
        ("flight-clock", _tab_shot("flight-bagging", "flights", 0),
         "A flight's Clock tab: qualifiers and players left"),
    ):  # fmt: skip
        shots.append(Shot(f"console/{name}", "Multi-flight events", "flights", "window",
                          action, title))  # fmt: skip
    dialogs = [
        ("new-event", "flights", _new_event, "New event with flights (tournaments list)"),
        ("no-slip", "flights", _no_slip, "Accreditation without a slip (house penalty)"),
        ("buy-in", "demo", lambda g: _demo(g).registration_tab.on_buy_in_button_clicked(),
         "Buy-in (Registration)"),
        ("new-player", "demo",
         lambda g: _demo(g).registration_tab.on_new_player_button_clicked(),
         "New player (Registration, F9)"),
        ("player-record", "demo", _player_record, "Player record (Players and lists > Edit)"),
        ("bust-outs", "demo", lambda g: _demo(g).clock_tab.open_bust_outs(),
         "Bust-outs (Clock, Ctrl+E)"),
        ("bust-outs-table", "demo", _bust_outs_at_table, "Bust-outs at a table, a player ticked"),
        ("bust-outs-final-table", "night", _final_bust_outs, "Bust-outs at the final table"),
        ("structure-editor", "demo", lambda g: _demo(g).clock_tab.edit_structure(),
         "Structure editor (Clock)"),
        ("rehearsal", "demo", _rehearsal,
         "Rehearse the structure (structure editor, Ensayar): 60 players, 5 runs"),
        ("rule-set", "demo", lambda g: _demo(g).clock_tab.edit_rules(), "Rules (Clock)"),
        ("payout-table-editor", "demo", _payout_editor(False),
         "Payout table editor, the shipped table"),
        ("payout-table-new", "demo", _payout_editor(True), "Payout table editor, a new table"),
        ("deal", "night", lambda g: _final(g).payouts_tab.on_deal_clicked(),
         "Deal among the players left (final table)"),
        ("pay-prize", "night", _pay_prize, "Pay a prize (Results)"),
        ("settings", "demo", lambda g: g.window("demo").show_settings(), "Settings"),
        ("operators", "demo", lambda g: g.window("demo").show_operators(), "Operators"),
        ("players-and-lists", "demo", _players_admin(0, "gonz"),
         "Players and lists: players, a search typed"),
        ("players-and-lists-duplicates", "demo", _players_admin(1),
         "Players and lists: duplicates"),
        ("players-and-lists-exclusions", "demo", _players_admin(2),
         "Players and lists: exclusions"),
        ("players-and-lists-staff", "demo", _players_admin(3), "Players and lists: house staff"),
        ("record-and-backups", "demo", lambda g: g.window("demo").show_record(),
         "Record and backups"),
        ("table-buttons", "demo", _table_buttons, "Button seats before a move (Tables)"),
        ("table-orders", "demo", lambda g: _demo(g).tables_tab.change_orders(),
         "Table orders (Tables)"),
        ("chip-race", "night", _chip_race_typed,
         "Chip race at a colour-up break: a table's odd chips and cards typed (Tables)"),
        ("chip-race-recorded", "night", _chip_race_done,
         "Chip race: the tables of the colour-up, one recorded (Clock)"),
        ("colour-up", "demo", lambda g: _demo(g).clock_tab.change_colour_up(100, 12),
         "Move or cancel a colour-up (Clock, right-click the structure)"),
        ("call-clock", "demo", _call_clock_dialog, "Call the clock on a player (Clock, F8)"),
        ("penalty", "demo", _penalty_dialog,
         "Penalty for a player (Tables, right-click a seat): the proposal and why"),
        ("penalty-otherwise", "demo", _penalty_otherwise,
         "Penalty chosen otherwise, an offence without its words: refused in red"),
        ("penalty-settings", "demo", _penalty_settings,
         "Penalties: the house's offences and ladder (Settings)"),
        ("player-penalties", "demo", _player_penalties,
         "A player's penalties in every tournament (Registration, See…)"),
    ]  # fmt: skip
    for name, record, action, title in dialogs:
        shots.append(Shot(f"dialog/{name}", "Dialogs", record, "dialog", action, title))
    questions = [
        ("undo", "night", _undo("night", "final-table"), "Undo the last action (Edit > Undo)"),
        ("undo-refused", "demo", _undo("demo", "demo"), "Undo refused: money is not undone"),
        ("new-tournament", "demo",
         lambda g: g.window("demo").tournaments_panel.create_tournament(), "New tournament"),
        ("redraw", "demo", lambda g: _demo(g).tables_tab.redraw(), "Redraw (Tables)"),
        ("set-button", "demo", _set_button, "Button seat (Tables)"),
        ("cancel-entry", "demo", _cancel_entry, "Cancel and refund (Registration)"),
        ("restart-level", "demo", lambda g: _demo(g).clock_tab.controls.restart(),
         "Restart the level (Clock)"),
        ("change-my-pin", "demo", lambda g: g.window("demo").change_my_pin(), "Change my PIN"),
        ("about", "demo", lambda g: g.window("demo").show_about(), "About"),
        ("mark-served", "demo", _mark_served, "Mark a penalty served (Penalties)"),
    ]  # fmt: skip
    for name, record, action, title in questions:
        shots.append(
            Shot(f"question/{name}", "Questions and refusals", record, "dialog", action, title)
        )
    displays = [
        ("running", "demo", "demo", "dark", "Level running, announcement (dark theme)"),
        ("running-light", "demo", "demo", "light", "Level running (light theme)"),
        ("break", "night", "final-table", "dark", "On a break (final table)"),
        ("finished", "night", "finished", "dark", "Tournament finished"),
    ]
    for name, record, console, theme, title in displays:
        shots.append(
            Shot(f"display/{name}", "Big screen", record, "window",
                 _display(record, console, theme), title)
        )  # fmt: skip
    shots.append(
        Shot("display/flight-over", "Big screen", "flights", "window",
             _display("flights", "flight-bagging", "dark"),
             "A flight over: its qualifiers, bagging")
    )  # fmt: skip
    shots.append(
        Shot("display/player-clocks", "Big screen", "demo", "window", _player_clocks_display,
             "Two clocks on players shown on the big screen")
    )  # fmt: skip
    return shots


SHOTS = _catalogue()


# --- the worker ---------------------------------------------------------------------------------


class Gallery:
    """One process: one screen size, the records opened once, windows built per language."""

    current: Gallery | None = None

    def __init__(self, config: dict) -> None:
        self.config = config
        self.manifest = config["manifest"]
        self.folder = Path(config["records"])
        self.out = Path(config["out"])
        self.size = tuple(int(v) for v in config["size"].split("x"))
        self.size_text = config["size"]
        self.language = ""
        self._services: dict = {}
        self._windows: dict = {}
        self._extra: list[QWidget] = []
        self.capturing: Shot | None = None
        self.captured: dict | None = None
        # What a shot undoes once taken (a clock it called, answered), so later shots see
        # the record as it was.
        self.after: list[Callable[[], None]] = []

    # --- records and windows ---------------------------------------------------------------

    def services(self, record: str):
        if record not in self._services:
            from tournament_director.services import open_services

            self._services[record] = open_services(self.folder / self.manifest[record]["db"])
        return self._services[record]

    def tournament_of(self, console: str) -> int:
        night = self.manifest.get("night", {})
        flights = self.manifest.get("flights", {})
        return {
            "demo": self.manifest.get("demo", {}).get("tournament"),
            "finished": night.get("tournament"),
            "final-table": night.get("final_table"),
            "chip-race": night.get("chip_race"),
            "event": flights.get("event"),
            "flight-closed": flights.get("flight_closed"),
            "flight-bagging": flights.get("flight_bagging"),
        }[console]

    def _settings(self, record: str):
        from tournament_director.ui.console_settings import ConsoleSettings

        folder = self.folder / f"console-{record}-{self.language}"
        folder.mkdir(exist_ok=True)
        return ConsoleSettings(folder)

    def _operator(self, record: str):
        services = self.services(record)
        return services.house.state().by_name(self.manifest[record]["director"])

    def fresh_window(self, record: str):
        from tournament_director.ui.main_window import MainWindow

        window = MainWindow(self.services(record), self._operator(record), self._settings(record))
        self._extra.append(window)
        return window

    def window(self, record: str):
        if record not in self._windows:
            from tournament_director.ui.main_window import MainWindow

            window = MainWindow(
                self.services(record), self._operator(record), self._settings(record)
            )
            window.resize(*self.size)
            window.show()
            self._windows[record] = window
        return self._windows[record]

    def workspace(self, record: str, tournament_id: int):
        window = self.window(record)
        workspace = window.open_tournament(tournament_id)
        settle()
        return workspace

    def close_windows(self) -> None:
        for window in [*self._windows.values(), *self._extra]:
            window.close()
            window.deleteLater()
        self._windows.clear()
        self._extra.clear()
        settle()

    # --- grabbing ----------------------------------------------------------------------------

    def path_of(self, shot: Shot) -> Path:
        return self.out / self.language / self.size_text / f"{shot.name}.png"

    def grab(self, widget: QWidget, shot: Shot) -> dict:
        """Grab ``widget`` as the shot says; returns the shot's result."""
        width, height = self.size
        notes = []
        if shot.kind == "window":
            widget.setGeometry(0, 0, width, height)
            if not widget.isVisible():
                widget.show()
            settle()
            if widget.width() > width or widget.height() > height:
                notes.append(
                    f"needs at least {widget.width()}×{widget.height()}: "
                    f"larger than the {width}×{height} screen"
                )
        else:
            if not widget.isVisible():
                widget.show()
            settle()
            opened = widget.size()
            if opened.width() > width or opened.height() > height:
                widget.resize(min(opened.width(), width), min(opened.height(), height))
                settle()
                least = widget.size()
                if least.width() > width or least.height() > height:
                    notes.append(
                        f"larger than the {width}×{height} screen: opens at "
                        f"{opened.width()}×{opened.height()} and cannot be made smaller than "
                        f"{least.width()}×{least.height()} (cut at the screen's edge here)"
                    )
                else:
                    notes.append(
                        f"opens at {opened.width()}×{opened.height()}, past the edge of the "
                        f"{width}×{height} screen (shrunk to fit here)"
                    )
        tight = ""
        free = height - TASKBAR - TITLE_BAR
        if shot.kind == "dialog" and not notes and widget.height() > free:
            tight = (
                f"{widget.height()} px tall: with its title bar ({TITLE_BAR} px) and a taskbar "
                f"({TASKBAR} px) its bottom {widget.height() - free} px are hidden on a "
                f"{width}×{height} screen"
            )
        pixmap: QPixmap = widget.grab()
        if pixmap.width() > width or pixmap.height() > height:
            pixmap = pixmap.copy(0, 0, min(pixmap.width(), width), min(pixmap.height(), height))
        path = self.path_of(shot)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not pixmap.save(str(path), "PNG"):
            raise RuntimeError(f"the image could not be written to {path}")
        return {
            "file": str(path.relative_to(self.out)),
            "window_title": widget.windowTitle(),
            "width": pixmap.width(),
            "height": pixmap.height(),
            "widget": f"{widget.width()}×{widget.height()}",
            "overflow": "; ".join(notes),
            "tight": tight,
        }

    def take_in_exec(self, dialog: QDialog) -> None:
        """A dialog the console shows with exec(): grabbed (then answered "cancel")."""
        self.captured = self.grab(dialog, self.capturing)

    # --- one shot ----------------------------------------------------------------------------

    def shoot(self, shot: Shot) -> dict:
        result = {
            "name": shot.name,
            "section": shot.section,
            "title": shot.title,
            "language": self.language,
            "size": self.size_text,
            "ok": False,
            "error": "",
        }
        start = time.perf_counter()
        before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
        self.capturing, self.captured = shot, None
        try:
            widget = shot.action(self)
            settle()
            if self.captured is None:
                if not isinstance(widget, QWidget):
                    widget = _new_dialog(before)
                if widget is None:
                    raise RuntimeError("nothing was opened")
                self.captured = self.grab(widget, shot)
            result.update(self.captured, ok=True)
        except Exception as error:  # one shot failing never stops the others
            where = traceback.extract_tb(error.__traceback__)[-1]
            result["error"] = (
                f"{type(error).__name__}: {error} ({Path(where.filename).name}:{where.lineno})"
            )
        finally:
            self.capturing, self.captured = None, None
            self._close_new(before)
            while self.after:
                self.after.pop()()
            settle()
        result["seconds"] = round(time.perf_counter() - start, 3)
        return result

    def _close_new(self, before: set[int]) -> None:
        """Close what the shot opened (a dialog as cancelled, unsaved edits dropped)."""
        main = {id(w) for w in self._windows.values()}
        for widget in QApplication.topLevelWidgets():
            if id(widget) in before or id(widget) in main or not widget.isVisible():
                continue
            if isinstance(widget, QDialog):
                widget.done(QDialog.DialogCode.Rejected.value)
            widget.close()
        settle()

    def run(self, todo: list[list[str]], results: Path) -> None:
        """Take the shots of ``todo`` ([language, name] in order), each result written to
        ``results`` as one JSON line as soon as it is known (a crash loses only the shot it
        happened in: the parent starts again after it)."""
        from tournament_director.ui.translator import install_language

        shots = {s.name: s for s in SHOTS}
        with results.open("a", encoding="utf-8") as out:
            for language, name in todo:
                if language != self.language:
                    self.close_windows()
                    self.language = language
                    install_language(language)
                out.write(json.dumps(self.shoot(shots[name]), ensure_ascii=False) + "\n")
                out.flush()


def _new_dialog(before: set[int]) -> QWidget | None:
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and id(widget) not in before and isinstance(widget, QDialog):
            return widget
    return None


def settle(rounds: int = 4) -> None:
    app = QApplication.instance()
    for _ in range(rounds):
        app.sendPostedEvents()
        app.processEvents()


# --- nothing waits on a modal loop ----------------------------------------------------------------


def _fake_exec(dialog: QDialog, *_args) -> int:
    """`QDialog.exec` for the gallery: the dialog is shown and grabbed when it is what the
    shot being taken shows, and it always answers as cancelled, at once."""
    gallery = Gallery.current
    if gallery is not None and gallery.capturing is not None and gallery.captured is None:
        dialog.show()
        gallery.take_in_exec(dialog)
    dialog.done(QDialog.DialogCode.Rejected.value)
    return QDialog.DialogCode.Rejected.value


def _show(dialog: QDialog) -> None:
    """A question the console asks: shown and grabbed when a shot is being taken."""
    _fake_exec(dialog)
    dialog.deleteLater()


def _message(icon, parent, title: str, text: str, buttons, default=None, details: str = ""):
    box = QMessageBox(icon, title, text, buttons, parent)
    if default is not None:
        box.setDefaultButton(default)
    if details:
        box.setDetailedText(details)
    _show(box)


def _input(parent, title: str, label: str) -> QInputDialog:
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    return dialog


def install_prompts() -> None:
    """ui/prompts.py's questions as the Qt dialogs they open, shown without a modal loop; each
    answers as the operator who cancels (so a shot never writes)."""
    from tournament_director.ui import prompts

    ok, yes, no = (
        QMessageBox.StandardButton.Ok,
        QMessageBox.StandardButton.Yes,
        QMessageBox.StandardButton.No,
    )

    def warn(parent, title, text):
        _message(QMessageBox.Icon.Warning, parent, title, text, ok)

    def info(parent, title, text):
        _message(QMessageBox.Icon.Information, parent, title, text, ok)

    def error(parent, title, text, details=""):
        _message(QMessageBox.Icon.Critical, parent, title, text, ok, details=details)

    def confirm(parent, title, text):
        _message(QMessageBox.Icon.Question, parent, title, text, yes | no, no)
        return False

    def ask_text(parent, title, label, text="", secret=False):
        dialog = _input(parent, title, label)
        dialog.setTextValue(text)
        if secret:
            dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
        _show(dialog)

    def ask_item(parent, title, label, items, current=0):
        dialog = _input(parent, title, label)
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        if items:
            dialog.setTextValue(items[current])
        _show(dialog)

    def ask_int(parent, title, label, value, minimum, maximum):
        dialog = _input(parent, title, label)
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(minimum, maximum)
        dialog.setIntValue(value)
        _show(dialog)

    def no_file(*_args, **_kwargs):
        return None  # the system's file dialogs are not the console's

    replacements = {
        "warn": warn,
        "info": info,
        "error": error,
        "confirm": confirm,
        "ask_text": ask_text,
        "ask_item": ask_item,
        "ask_int": ask_int,
        "ask_open_path": no_file,
        "ask_save_path": no_file,
        "ask_directory": no_file,
    }
    for name, replacement in replacements.items():
        setattr(prompts, name, replacement)
    QDialog.exec = _fake_exec


def _quiet(kind: QtMsgType, _context, message: str) -> None:
    if "propagateSizeHints" in message:
        return
    if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg, QtMsgType.QtWarningMsg):
        print(f"qt: {message}", file=sys.stderr)


def install_taskbar() -> None:
    """The offscreen screen has no taskbar: the console's dialogs are fitted (ui/screen_fit.py)
    to the screen less a floor PC's taskbar at its bottom, as they would be there."""
    from tournament_director.ui import screen_fit

    whole = screen_fit.available_area

    def less_taskbar(widget):
        return whole(widget).adjusted(0, 0, 0, -TASKBAR)

    screen_fit.available_area = less_taskbar


def run_worker(config_path: Path) -> int:
    """Take the shots of the config (one screen size), writing their results as JSON lines."""
    config = json.loads(config_path.read_text("utf-8"))
    faulthandler.enable()  # a crash says where, in the process's log
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    qInstallMessageHandler(_quiet)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Tournament Director gallery")
    install_prompts()
    install_taskbar()
    gallery = Gallery(config)
    Gallery.current = gallery
    try:
        gallery.run(config["todo"], Path(config["results"]))
    finally:
        gallery.close_windows()
        for services in gallery._services.values():
            services.close()
    return 0
