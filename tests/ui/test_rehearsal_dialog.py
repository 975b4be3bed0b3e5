"""The structure editor's "Ensayar": the structure being edited rehearsed on a worker thread,
the console answering meanwhile; the milestones' figures and the chart shown, the report
saved; cancelled between hands; a request the rehearsal refuses said up front; the button
off while the structure has problems."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import QObject, Slot

from tournament_director.printing import rehearsal_report as report
from tournament_director.ui import prompts, rehearsal_dialog
from tournament_director.ui.rehearsal_dialog import RehearsalDialog
from tournament_director.ui.structure_editor import StructureEditorDialog

REGULAR = "Regular 20 minutos"


@pytest.fixture
def editor(qtbot, services, director) -> StructureEditorDialog:
    structure = services.structures.get(REGULAR).structure
    dialog = StructureEditorDialog(services, lambda: director, structure)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def open_rehearsal(qtbot, editor: StructureEditorDialog) -> RehearsalDialog:
    assert editor.rehearse_button.isEnabled()
    editor.rehearse_button.click()
    dialog = editor.rehearsal_dialog
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    return dialog


def test_the_rehearsal_runs_off_the_gui_thread_and_shows_the_figures_and_chart(
    qtbot, editor, answers, monkeypatch, tmp_path
) -> None:
    editor.name_edit.setText("Regular de la casa")  # the structure as edited is rehearsed
    dialog = open_rehearsal(qtbot, editor)
    assert dialog.structure.name == "Regular de la casa"
    dialog.players_spin.setValue(16)
    dialog.late_spin.setValue(2)
    dialog.runs_spin.setValue(2)
    # The worker plays its second tournament only once the GUI thread, running its event
    # loop meanwhile, has taken in the news of the first: a console frozen by the rehearsal
    # would never answer, and the worker would give up waiting.
    listening, answered, seen = threading.Event(), threading.Event(), []
    real = rehearsal_dialog.rehearse

    def rehearse(request, progress, cancelled):
        def progress_then_wait(done: int, total: int) -> None:
            progress(done, total)
            if done == 1:
                seen.append(answered.wait(30))

        assert listening.wait(30)
        return real(request, progress=progress_then_wait, cancelled=cancelled)

    class Answer(QObject):  # lives in the GUI thread: its slot runs there, queued
        @Slot(int, int)
        def take(self, _done: int, _total: int) -> None:
            seen.append(threading.current_thread() is threading.main_thread())
            answered.set()

    answer = Answer()
    monkeypatch.setattr(rehearsal_dialog, "rehearse", rehearse)
    dialog.rehearse_button.click()
    dialog.worker.progressed.connect(answer.take)
    listening.set()
    assert dialog.running and not dialog.rehearse_button.isEnabled()
    assert dialog.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.running and dialog.rehearsal is not None, timeout=60_000)
    assert seen[:2] == [True, True]  # answered on the GUI thread while the worker waited
    assert dialog.table.rowCount() == 4
    cells = [[dialog.table.item(r, c).text() for c in range(4)] for r in range(4)]
    assert [row[0] for row in cells] == ["Fin de inscripción", "Premios", "Mesa final", "Final"]
    assert all(row[1] == "2/2" for row in cells)
    assert cells[0][2] == "8 (8–8)" and cells[0][3] == "2:55 (2:55–2:55)"
    pixmap = dialog.chart_label.pixmap()
    assert not pixmap.isNull() and pixmap.width() >= report.CHART_WIDTH
    # The summary is the services' words (i18n), in the room's language.
    assert "Los 2 registros se verificaron sin problemas" in dialog.status_label.text()
    assert dialog.rehearse_button.isEnabled() and not dialog.cancel_button.isEnabled()
    target = tmp_path / "ensayo"
    monkeypatch.setattr(prompts, "ask_save_path", lambda *_args: target)
    dialog.save_button.click()
    assert (tmp_path / "ensayo.pdf").read_bytes()[:5] == b"%PDF-"
    assert answers.warnings == []


def test_cancel_stops_the_rehearsal_between_hands(qtbot, editor, answers) -> None:
    dialog = open_rehearsal(qtbot, editor)
    dialog.players_spin.setValue(400)
    dialog.runs_spin.setValue(20)
    dialog.rehearse_button.click()
    qtbot.waitUntil(lambda: dialog.progress_bar.isVisible(), timeout=5_000)
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.status_label.text() == dialog.tr("Rehearsal cancelled.")
    assert dialog.rehearsal is None and dialog.table.rowCount() == 0
    assert not dialog.save_button.isEnabled() and dialog.rehearse_button.isEnabled()
    assert answers.warnings == []


def test_a_request_the_rehearsal_refuses_is_said_before_any_run(qtbot, services, answers):
    structure = services.structures.get(REGULAR).structure
    dialog = RehearsalDialog(structure)
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(5)
    dialog.re_entries_spin.setValue(11)  # 2 re-entries a player at most
    dialog.rehearse_button.click()
    assert dialog.worker is None
    assert len(answers.warnings) == 1
    assert "11 reingresos" in answers.warnings[0][1]


def test_without_late_registration_or_re_entries_their_fields_are_off(qtbot, services) -> None:
    structure = services.structures.get(REGULAR).structure
    freezeout = replace(
        structure, late_registration_until_level=None, re_entry=replace(structure.re_entry,
                                                                          allowed=False)
    )  # fmt: skip
    dialog = RehearsalDialog(freezeout)
    qtbot.addWidget(dialog)
    assert not dialog.late_spin.isEnabled() and not dialog.re_entries_spin.isEnabled()
    assert dialog.request().late == 0 and dialog.request().re_entries == 0


def test_the_button_is_off_while_the_structure_has_problems(qtbot, editor) -> None:
    assert editor.rehearse_button.isEnabled()
    editor.name_edit.setText("")
    assert editor.problems and not editor.rehearse_button.isEnabled()
