"""The structure editor: levels, breaks, progression, live problems, files, library, apply."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tournament_director.domain import colour_up
from tournament_director.domain.structure import Level
from tournament_director.ui import prompts
from tournament_director.ui.structure_editor import StructureEditorDialog
from tournament_director.ui.structure_table_model import LevelsTableModel

REGULAR = "Regular 20 minutos"


class FileAnswers:
    """The editor's other questions: numbers, ticked chips, file paths."""

    def __init__(self) -> None:
        self.ints: list[int | None] = []
        self.checked: list[list[int] | None] = []
        self.paths: list[Path | None] = []

    def ask_int(self, _parent, _title, _label, value, minimum, maximum):
        return self.ints.pop(0)

    def ask_checked(self, _parent, _title, _label, items, checked):
        return self.checked.pop(0)

    def ask_open_path(self, _parent, _title, _filters):
        return self.paths.pop(0)

    def ask_save_path(self, _parent, _title, _suggested, _filters):
        return self.paths.pop(0)


@pytest.fixture
def more(monkeypatch: pytest.MonkeyPatch, answers) -> FileAnswers:
    fake = FileAnswers()
    for name in ("ask_int", "ask_checked", "ask_open_path", "ask_save_path"):
        monkeypatch.setattr(prompts, name, getattr(fake, name))
    return fake


@pytest.fixture
def make_editor(qtbot, services, director):
    def make(structure=None, tournament_id=None) -> StructureEditorDialog:
        dialog = StructureEditorDialog(services, lambda: director, structure, tournament_id)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def _regular(services):
    return services.structures.get(REGULAR).structure


def _blinds(editor) -> list[tuple[int, int]]:
    return [(lvl.small_blind, lvl.big_blind) for lvl in editor.structure.levels]


def _set(editor, row: int, column: int, value) -> None:
    model = editor.levels_model
    assert model.setData(model.index(row, column), value, Qt.ItemDataRole.EditRole)


def test_add_remove_and_reorder_levels(make_editor, services, answers):
    editor = make_editor(_regular(services))
    count = len(editor.structure.levels)
    editor.select_level(3)

    editor.add_level_button.click()  # a copy of level 3, after it
    assert len(editor.structure.levels) == count + 1
    assert editor.structure.levels[3] == editor.structure.levels[2]
    assert editor.selected_level() == 4
    _set(editor, 3, LevelsTableModel.SMALL, 250)
    _set(editor, 3, LevelsTableModel.BIG, 500)
    assert editor.structure.levels[3] == Level(250, 500, 0, False, 20)

    editor.move_up_button.click()
    assert editor.structure.levels[2] == Level(250, 500, 0, False, 20)
    assert editor.selected_level() == 3
    editor.move_down_button.click()
    assert editor.structure.levels[3] == Level(250, 500, 0, False, 20)

    editor.remove_level_button.click()
    assert len(editor.structure.levels) == count
    assert editor.structure == _regular(services)


def test_insert_a_break_with_a_colour_up(make_editor, services, more):
    """The template's colour-ups are calculated from the blinds: a break after level 2 takes
    the 25s off there (150/300 at level 2 is the last level that needs them)."""
    editor = make_editor(_regular(services))
    editor.select_level(2)
    more.ints.append(10)

    editor.insert_break_button.click()

    brk = editor.structure.break_after(2)
    assert brk is not None and brk.minutes == 10 and brk.colour_up == ()
    assert colour_up.plan(editor.structure).denominations_at(2) == (25,)
    row = editor.levels_model.index(1, LevelsTableModel.BREAK)
    assert editor.levels_model.data(row) == "10 min — se retiran 25 (blanco) (calculado)"
    assert editor.remove_break_button.isEnabled()
    editor.remove_break_button.click()
    assert editor.structure.break_after(2) is None
    assert colour_up.plan(editor.structure).denominations_at(4) == (25,)


def test_a_break_of_a_hand_set_structure_asks_for_its_colour_up(make_editor, services, more):
    editor = make_editor(_regular(services))
    editor.derived_check.setChecked(False)  # the calculated colour-ups, written by hand
    assert colour_up.is_by_hand(editor.structure)
    assert editor.structure.break_after(4).colour_up == (25,)
    assert editor.colour_ups_label.text().startswith(
        "Fijados a mano: 25 (blanco) después del nivel 4;"
    )
    editor.select_level(2)
    more.ints.append(10)
    more.checked.append([])  # nothing comes off there

    editor.insert_break_button.click()

    assert editor.structure.break_after(2).colour_up == ()
    row = editor.levels_model.index(3, LevelsTableModel.BREAK)
    assert editor.levels_model.data(row) == "15 min — se retiran 25 (blanco) (a mano)"
    editor.derived_check.setChecked(True)
    assert not colour_up.is_by_hand(editor.structure)
    assert editor.colour_ups_label.text().startswith("Calculados: 25 (blanco) después del nivel 2;")


def test_colour_up_sets_a_break_by_hand_and_says_what_the_blinds_would(make_editor, services, more):
    editor = make_editor(_regular(services))
    assert not editor.colour_up_button.isEnabled()  # level 1 has no break
    editor.select_level(8)
    assert editor.colour_up_button.isEnabled()
    more.checked.append([0, 1])  # the 100s (as calculated) and the 500s too

    editor.colour_up_button.click()

    assert editor.structure.break_after(8).colour_up == (100, 500)
    assert editor.structure.break_after(12).colour_up == ()
    assert editor.structure.break_after(4).colour_up == (25,)  # kept, now by hand
    assert not editor.derived_check.isChecked()
    model = editor.levels_model
    tip = model.data(model.index(11, LevelsTableModel.BREAK), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Fijado a mano; según las ciegas: 500 (morado)"
    tip = model.data(model.index(7, LevelsTableModel.BREAK), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Fijado a mano; según las ciegas: 100 (negro)"
    # 1500/3000 at level 10 still needs the 500s: validation says so at the break, and
    # the structure cannot be applied or saved until it is put right.
    assert [(p.key, p.break_after) for p in editor.problems] == [("structure.colour_up_needed", 8)]
    assert not editor.save_button.isEnabled()


def test_a_bad_blind_shows_its_problem_and_disables_apply_until_fixed(
    make_editor, services, director, answers
):
    tid = services.tournaments.create(director, "Principal")
    editor = make_editor(_regular(services), tid)
    assert editor.apply_button.isEnabled() and editor.save_button.isEnabled()

    _set(editor, 1, LevelsTableModel.SMALL, 400)  # above the big blind of 300

    assert not editor.apply_button.isEnabled()
    assert not editor.save_button.isEnabled()
    messages = [editor.problems_list.item(i).text() for i in range(editor.problems_list.count())]
    assert any(m.startswith("Nivel 2:") and "400" in m and "300" in m for m in messages)
    assert "problema" in editor.problems_heading.text()

    _set(editor, 1, LevelsTableModel.SMALL, 150)

    assert editor.apply_button.isEnabled() and editor.save_button.isEnabled()
    assert editor.problems_list.count() == 0


def test_bb_ante_checkbox_edits_the_level(make_editor, services, answers):
    editor = make_editor(_regular(services))
    model = editor.levels_model
    model.setData(model.index(0, LevelsTableModel.ANTE), 200, Qt.ItemDataRole.EditRole)
    model.setData(
        model.index(0, LevelsTableModel.BB_ANTE),
        Qt.CheckState.Checked,
        Qt.ItemDataRole.CheckStateRole,
    )
    assert editor.structure.levels[0] == Level(100, 200, 200, True, 20)


def test_progression_fills_the_levels(make_editor, services, answers):
    editor = make_editor(_regular(services))
    editor.start_bb_spin.setValue(100)
    editor.growth_spin.setValue(1.5)
    editor.progression_levels_spin.setValue(12)
    editor.progression_minutes_spin.setValue(15)
    editor.bb_ante_from_spin.setValue(4)

    editor.recalculate_button.click()

    levels = editor.structure.levels
    assert len(levels) == 12
    assert levels[0].big_blind == 100
    assert all(b.big_blind > a.big_blind for a, b in itertools.pairwise(levels))
    assert all(lvl.minutes == 15 for lvl in levels)
    assert not levels[2].bb_ante and levels[3].bb_ante
    assert editor.levels_model.rowCount() == 12
    assert answers.questions  # asked before replacing the levels


def test_general_settings_and_chips_reach_the_structure(make_editor, services, answers):
    editor = make_editor(_regular(services))
    editor.name_edit.setText("Nocturno 15")
    editor.starting_stack_spin.setValue(25000)
    editor.table_size_spin.setValue(8)
    editor.reduced_stack_spin.setValue(15000)
    editor.chips_table.item(0, 1).setText("celeste")

    s = editor.structure
    assert (s.name, s.starting_stack, s.table_size, s.reduced_stack) == (
        "Nocturno 15",
        25000,
        8,
        15000,
    )
    assert s.chips[0].colour == "celeste"
    editor.table_size_spin.setValue(6)
    assert editor.structure.table_size == 6


@pytest.mark.parametrize("kind", ["json", "csv"])
def test_files_round_trip(make_editor, services, more, tmp_path, kind):
    editor = make_editor(_regular(services))
    _set(editor, 0, LevelsTableModel.MINUTES, 25)
    edited = editor.structure
    path = tmp_path / f"estructura.{kind}"
    more.paths.append(path)

    (editor.export_json_button if kind == "json" else editor.export_csv_button).click()

    assert path.exists()
    other = make_editor()
    more.paths.append(path)
    other.import_button.click()
    assert other.structure == edited
    assert other.name_edit.text() == edited.name
    assert other.levels_model.rowCount() == len(edited.levels)


def test_a_bad_file_is_refused_in_words(make_editor, more, answers, tmp_path):
    path = tmp_path / "malo.json"
    path.write_text("{no es json", "utf-8")
    editor = make_editor()
    before = editor.structure
    more.paths.append(path)

    editor.import_button.click()

    assert editor.structure == before
    assert answers.warnings and "JSON" in answers.warnings[0][1]


def test_save_to_the_house_library(make_editor, services, answers):
    editor = make_editor(_regular(services))
    editor.name_edit.setText("Casa 20")
    _set(editor, 0, LevelsTableModel.MINUTES, 30)

    editor.save_button.click()

    saved = services.structures.get("Casa 20")
    assert not saved.shipped and saved.structure == editor.structure
    assert answers.warnings == []


def test_apply_to_the_tournament(make_editor, services, director, answers):
    tid = services.tournaments.create(director, "Principal")
    editor = make_editor(_regular(services), tid)
    _set(editor, 0, LevelsTableModel.MINUTES, 30)

    editor.apply_button.click()

    assert services.tournaments.state(tid).structure == editor.structure
    assert answers.warnings == []


def test_apply_refused_is_shown(make_editor, services, director, floor, answers, qtbot):
    tid = services.tournaments.create(director, "Principal")
    services.clock.set_structure(director, tid, _regular(services))
    services.clock.start(director, tid)
    editor = StructureEditorDialog(services, lambda: floor, _regular(services), tid)
    qtbot.addWidget(editor)
    _set(editor, 5, LevelsTableModel.MINUTES, 30)

    editor.apply_button.click()

    assert len(answers.warnings) == 1
    assert "director" in answers.warnings[0][1]
    assert services.tournaments.state(tid).structure == _regular(services)
