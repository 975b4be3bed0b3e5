"""`simulate`: the rehearsal from the command line. The figures in words or as JSON, the
chart, report and figures written into --out, a structure by template name or by file, and
every bad input refused in words with exit code 2 and nothing written."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from tests.cli.conftest import Run
from tournament_director.domain.structure_io import export_json
from tournament_director.services.structures import shipped_templates

REGULAR = "Regular 20 minutos"


def test_the_figures_and_the_three_files(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "ensayo"
    result = run("simulate", "--structure", REGULAR, "--players", "24", "--late", "2",
                 "--re-entries", "2", "--runs", "2", "--seed", "3", "--out", out)  # fmt: skip
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0].startswith("Structure 'Regular 20 minutos': 24 players, 2 late entries")
    assert "The 2 records verified sound; chips and money reconciled." in lines
    header = next(i for i, line in enumerate(lines) if line.startswith("Milestone"))
    rows = [line.split("  ")[0] for line in lines[header + 1 : header + 5]]
    assert rows == ["Registration closed", "The money", "Final table", "The end"]
    assert "Tournament 2 of 2 played." in result.err
    assert sorted(p.name for p in out.iterdir()) == [
        "players-left.png",
        "rehearsal.json",
        "rehearsal.pdf",
    ]
    assert (out / "players-left.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (out / "rehearsal.pdf").read_bytes()[:5] == b"%PDF-"
    figures = json.loads((out / "rehearsal.json").read_text("utf-8"))
    assert figures["structure"] == REGULAR and figures["runs"] == 2 and figures["seed"] == 3
    assert [m["name"] for m in figures["milestones"]] == [
        "late_registration",
        "money",
        "final_table",
        "end",
    ]
    assert all(r["problems"] == [] and r["curve"][-1][1] == 1 for r in figures["results"])


def test_json_on_standard_output_is_the_files_figures_without_curves(
    run: Run, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    args = ("simulate", "--structure", REGULAR.upper(), "--players", "16", "--runs", "1")
    printed = run(*args, "--json", "--out", out)
    assert printed.code == 0, printed.err
    figures = json.loads(printed.out)
    written = json.loads((out / "rehearsal.json").read_text("utf-8"))
    assert "curve" not in figures["results"][0]
    del written["results"][0]["curve"]
    assert figures == written
    end = next(m for m in figures["milestones"] if m["name"] == "end")
    assert end["runs"] == 1 and end["elapsed_s"]["median"] > 0


def test_a_structure_file_from_the_editor(run: Run, tmp_path: Path) -> None:
    regular = next(t.structure for t in shipped_templates() if t.name == REGULAR)
    mine = replace(regular, name="Mi estructura", starting_stack=10_000)
    path = tmp_path / "mia.json"
    path.write_text(export_json(mine), "utf-8")
    result = run("simulate", "--structure", path, "--players", "12", "--runs", "1", lang="es")
    assert result.code == 0, result.err
    assert result.out.startswith("Estructura «Mi estructura»: 12 jugadores")
    assert "Hito" in result.out and "Mesa final" in result.out


def test_bad_input_is_refused_in_words_and_nothing_written(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "out"
    cases = [
        (("--structure", "Nocturno", "--players", "30"), "There is no structure 'Nocturno'"),
        (("--structure", REGULAR, "--players", "1"), "from 2 to 10000 players"),
        (("--structure", REGULAR, "--players", "30", "--runs", "0"), "from 1 to 100"),
        (("--structure", REGULAR, "--players", "30", "--late", "-3"), "0 or more"),
        (
            (
                "--structure",
                "Turbo 10 minutos (recompras y add-on)",
                "--players",
                "30",
                "--re-entries",
                "5",
            ),
            "allows no re-entries",
        ),
        (("--structure", REGULAR, "--players", "treinta"), "treinta"),
    ]
    for args, words in cases:
        result = run("simulate", *args, "--out", out)
        assert result.code == 2, (args, result.out)
        assert words in result.err, (args, result.err)
        assert result.out == ""
        assert not out.exists()


def test_an_output_folder_already_holding_the_files_is_refused(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "rehearsal.pdf").write_bytes(b"the director's own")
    result = run("simulate", "--structure", REGULAR, "--players", "20", "--out", out)
    assert result.code == 2
    assert "rehearsal.pdf" in result.err
    assert (out / "rehearsal.pdf").read_bytes() == b"the director's own"
    assert sorted(p.name for p in out.iterdir()) == ["rehearsal.pdf"]
    a_file = tmp_path / "file"
    a_file.write_text("x")
    result = run("simulate", "--structure", REGULAR, "--players", "20", "--out", a_file)
    assert result.code == 2 and "not a folder" in result.err
