"""Help, wrong arguments and exit codes; a few runs of the real program as a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.conftest import Run
from tournament_director import cli


def _program(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "TD_LANG"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [sys.executable, "-m", "tournament_director", *map(str, args)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def test_help_is_spanish_by_default_and_english_on_request(tmp_path: Path) -> None:
    spanish = _program("--help", cwd=tmp_path)
    assert spanish.returncode == 0
    assert "Sin subcomando abre la consola de sala" in " ".join(spanish.stdout.split())
    for command in ("demo", "export", "verify", "list", "batch"):
        assert command in spanish.stdout

    english = _program("export", "--help", "--lang", "en", cwd=tmp_path)
    assert english.returncode == 0
    text = " ".join(english.stdout.split())
    assert "export a tournament's state and event log" in text
    assert "--tournament ID" in text and "{json,csv}" in text
    assert "Exit codes: 0 success" in text
    assert list(tmp_path.iterdir()) == []  # help touches nothing


def test_wrong_arguments_show_usage_and_exit_2_without_traceback(tmp_path: Path) -> None:
    for args in (
        ("barajar",),
        ("export", "--format", "xml"),
        ("export", "--tournament", "uno"),
        ("batch",),
        ("--lang", "fr", "list"),
        ("list", "--sin-sentido"),
    ):
        result = _program("--data-dir", tmp_path / "data", *args, cwd=tmp_path)
        assert result.returncode == 2, args
        assert "uso: tournament-director" in result.stderr, args  # Spanish by default
        assert "Traceback" not in result.stderr, args
        assert result.stdout == "", args


def test_a_refusal_from_the_real_program(tmp_path: Path) -> None:
    missing = tmp_path / "nada.sqlite3"
    result = _program("--data-dir", tmp_path / "data", "list", "--db", missing, cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == f"No existe la base de datos {missing}."
    assert not missing.exists()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("tournament-director 0.")


def test_global_options_may_follow_the_subcommand(run: Run, database: Path) -> None:
    before = run("--db", database, "list", lang="es")
    after = run("list", "--db", database, "--lang", "en")

    assert before.code == after.code == 0
    assert "ID  Archivado  Eventos  Nombre" in before.out
    assert "ID  Archived  Events  Name" in after.out
    assert " 2  no               7  Torneo Nocturno 1" in after.out


def test_language_is_restored_after_an_in_process_run(run: Run, database: Path) -> None:
    from tournament_director import i18n

    language = i18n.language()
    run("list", "--db", database, lang="en" if language == "es" else "es")
    assert i18n.language() == language


def test_an_unexpected_error_is_logged_not_shown(
    run: Run, database: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament_director.services import export

    def broken(*_args, **_kwargs):
        raise ZeroDivisionError("ninguna mesa")

    monkeypatch.setattr(export, "open_export", broken)

    result = run("export", "--db", database)

    assert result.code == 1
    assert result.out == ""
    assert "Traceback" not in result.err
    log_file = data_dir / "logs" / "tournament-director.log"
    assert str(log_file) in result.err
    assert "ZeroDivisionError: ninguna mesa" in log_file.read_text(encoding="utf-8")


def test_an_empty_database_lists_nothing(run: Run, tmp_path: Path) -> None:
    from tests.cli.conftest import make_database

    path = tmp_path / "empty.sqlite3"
    make_database(path, tournaments=0)
    result = run("list", "--db", path)
    assert result.code == 0
    assert result.out == "The database has no tournaments.\n"
