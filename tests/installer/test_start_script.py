"""start.sh with no display: only the console goes under a virtual X server; every other
command runs directly, with no X server and no xvfb-run needed."""

from __future__ import annotations

from pathlib import Path

import pytest
from setup_checkouts import (
    fake_venv,
    make_checkout,
    path_without,
    run,
    script_env,
    write_executable,
)

# Says how it was started instead of starting: the arguments, the Qt platform, the display.
ECHO_PROGRAM = """#!/bin/sh
echo "platform=${QT_QPA_PLATFORM:-none} display=${DISPLAY:-none} args=$*"
"""
# Stands for xvfb-run: says so, then runs the program as xvfb-run -a -s ARGS would.
FAKE_XVFB_RUN = """#!/bin/sh
echo "xvfb-run $*" >&2
while [ $# -gt 0 ]; do
    case "$1" in -a) shift ;; -s) shift 2 ;; *) break ;; esac
done
exec "$@"
"""


@pytest.fixture
def echo_checkout(tmp_path: Path) -> Path:
    root = make_checkout(tmp_path / "checkout", installed=False)
    fake_venv(root, program=ECHO_PROGRAM)
    return root


def start(root: Path, home: Path, args: list[str], **env: str):
    return run(["bash", root / "installer" / "start.sh", *args], script_env(home, **env))


@pytest.mark.parametrize(
    ("args", "window"),
    [
        ([], True),
        (["demo"], True),
        (["demo", "--flights"], True),
        (["demo", "--players", "12"], True),
        (["--lang", "en", "demo"], True),
        (["--db", "demo"], True),  # the console on a file named demo
        (["--data-dir", "list", "--db", "x.sqlite3"], True),  # the console, data in ./list
        (["demo", "--no-window"], False),
        (["demo", "--flights", "--no-window", "--players", "12"], False),
        (["--lang", "en", "--db", "x.sqlite3", "demo", "--no-window"], False),
        (["--help"], False),
        (["-h"], False),
        (["--version"], False),
        (["demo", "--help"], False),
        (["list", "--db", "demo"], False),
        (["--data-dir=/somewhere", "verify", "--db", "x.sqlite3"], False),
        (["payouts", "--table", "standard", "--entries", "100"], False),
        (["slip", "verify", "--db", "x.sqlite3", "--code", "TEXT"], False),
        (["batch", "--db", "x.sqlite3", "--operator", "demo"], False),
        (["chip-race", "--json"], False),
    ],
)
def test_only_the_console_goes_under_a_virtual_x_server(
    echo_checkout: Path, tmp_path: Path, args: list[str], window: bool
) -> None:
    fakes = tmp_path / "fakes"
    write_executable(fakes / "xvfb-run", FAKE_XVFB_RUN)
    path = f"{fakes}:{script_env(tmp_path)['PATH']}"
    result = start(echo_checkout, tmp_path / "home", args, PATH=path)
    assert result.returncode == 0, result.stderr
    assert f"args={' '.join(args)}".rstrip() == result.stdout.split(" ", 2)[2].rstrip()
    if window:
        assert "xvfb-run -a -s" in result.stderr
        assert "platform=none" in result.stdout
    else:
        assert "xvfb-run" not in result.stderr, result.stderr
        assert "platform=offscreen" in result.stdout


def test_with_a_display_every_command_runs_on_it(echo_checkout: Path, tmp_path: Path) -> None:
    for args in ([], ["demo", "--no-window"]):
        result = start(echo_checkout, tmp_path / "home", args, DISPLAY=":7")
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith("platform=none display=:7 "), result.stdout
        assert "xvfb-run" not in result.stderr


def test_a_platform_chosen_is_kept(echo_checkout: Path, tmp_path: Path) -> None:
    result = start(echo_checkout, tmp_path / "home", [], QT_QPA_PLATFORM="minimal")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("platform=minimal "), result.stdout


def test_the_console_without_xvfb_run_goes_offscreen_and_says_so(
    echo_checkout: Path, tmp_path: Path
) -> None:
    path = path_without(tmp_path / "path", "xvfb-run")
    result = start(echo_checkout, tmp_path / "home", [], PATH=path)
    assert result.returncode == 0, result.stderr
    assert "no display and no xvfb-run" in result.stderr
    assert result.stdout.startswith("platform=offscreen "), result.stdout


def test_the_real_program_needs_no_x_server_for_the_demo_or_help(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    home = tmp_path / "home"
    path = path_without(tmp_path / "path", "xvfb-run", "Xvfb")
    data = tmp_path / "data"
    help_ = start(root, home, ["--help"], PATH=path, TD_DATA_DIR=str(data))
    assert help_.returncode == 0, help_.stderr
    assert "tournament-director" in help_.stdout and "demo" in help_.stdout

    demo = start(root, home, ["demo", "--no-window"], PATH=path, TD_DATA_DIR=str(data))
    assert demo.returncode == 0, demo.stderr
    assert "Directora Demo" in demo.stdout
    assert (data / "demo.sqlite3").is_file()
    assert "xvfb" not in demo.stderr and "display" not in demo.stderr, demo.stderr


def test_relative_paths_are_read_where_it_is_started(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    here = tmp_path / "somewhere else"
    here.mkdir()
    env = script_env(tmp_path / "home", TD_DATA_DIR=str(tmp_path / "data"))
    result = run(
        ["bash", root / "installer" / "start.sh", "demo", "--no-window", "--db", "mine.sqlite3"],
        env,
        cwd=here,
    )
    assert result.returncode == 0, result.stderr
    assert (here / "mine.sqlite3").is_file()
    assert not (root / "mine.sqlite3").exists()


def test_nothing_to_do_is_silent(echo_checkout: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = start(echo_checkout, home, ["--version"])  # writes the launcher, says so
    assert first.returncode == 0, first.stderr
    again = start(echo_checkout, home, ["--version"])
    assert again.returncode == 0
    assert again.stderr == ""
    assert again.stdout.startswith("platform=offscreen ")
