"""The launcher bootstrap.sh puts on the PATH: `tournament-director` runs installer/start.sh of
the checkout that wrote it, which keeps it until it is gone; test.sh writes none."""

from __future__ import annotations

import shutil
from pathlib import Path

from setup_checkouts import make_checkout, run, script_env, write_executable


def bootstrap(root: Path, home: Path, *options: str, **env: str):
    return run(["bash", root / "installer" / "bootstrap.sh", *options], script_env(home, **env))


def test_bootstrap_writes_a_launcher_that_starts_the_checkout(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "the checkout")
    home = tmp_path / "home"
    result = bootstrap(root, home)
    assert result.returncode == 0, result.stderr
    launcher = home / "bin" / "tournament-director"
    assert f"launcher: {launcher} starts this checkout" in result.stdout
    # Not on this PATH: said, with what to do.
    assert f"{home / 'bin'} is not on your PATH" in result.stdout
    assert f'export PATH="{home / "bin"}:$PATH"' in result.stdout
    assert launcher.stat().st_mode & 0o111

    # From anywhere, with no display: the real program through start.sh.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = script_env(home, TD_DATA_DIR=str(tmp_path / "data"))
    shown = run([launcher, "--help"], env, cwd=elsewhere)
    assert shown.returncode == 0, shown.stderr
    assert "demo" in shown.stdout
    demo = run([launcher, "demo", "--no-window", "--db", "here.sqlite3"], env, cwd=elsewhere)
    assert demo.returncode == 0, demo.stderr
    assert (elsewhere / "here.sqlite3").is_file()

    again = bootstrap(root, home)
    assert again.returncode == 0
    assert f"launcher: {launcher}\n" in again.stdout
    assert "not on your PATH" not in again.stdout


def test_on_the_path_nothing_more_is_said(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    home = tmp_path / "home"
    path = f"{home / 'bin'}:{script_env(home)['PATH']}"
    result = bootstrap(root, home, PATH=path)
    assert result.returncode == 0, result.stderr
    assert "starts this checkout" in result.stdout
    assert "PATH" not in result.stdout


def test_another_checkout_leaves_it_until_the_first_is_gone(tmp_path: Path) -> None:
    first = make_checkout(tmp_path / "first")
    second = make_checkout(tmp_path / "second")
    home = tmp_path / "home"
    launcher = home / "bin" / "tournament-director"
    assert bootstrap(first, home).returncode == 0
    written = launcher.read_text()

    kept = bootstrap(second, home)
    assert kept.returncode == 0, kept.stderr
    assert f"starts the checkout in {first.resolve()}, left as it is" in kept.stdout
    assert launcher.read_text() == written

    shutil.rmtree(first)
    moved = bootstrap(second, home)
    assert moved.returncode == 0, moved.stderr
    assert f"launcher: {first.resolve()} is gone: {launcher} now starts this checkout" in (
        moved.stdout
    )
    assert f"# checkout: {second.resolve()}\n" in launcher.read_text()


def test_a_command_not_ours_is_left_alone(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    home = tmp_path / "home"
    theirs = write_executable(home / "bin" / "tournament-director", "#!/bin/sh\necho bundle\n")
    result = bootstrap(root, home)
    assert result.returncode == 0, result.stderr
    assert "is not one of ours: left as it is" in result.stdout
    assert theirs.read_text() == "#!/bin/sh\necho bundle\n"


def test_the_tests_write_no_launcher(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    home = tmp_path / "home"
    result = bootstrap(root, home, "--no-launcher")
    assert result.returncode == 0, result.stderr
    assert not (home / "bin").exists()
    assert "launcher" not in result.stdout
    # test.sh asks for none.
    assert 'bootstrap.sh" --no-launcher' in (root / "installer" / "test.sh").read_text()


def test_quiet_says_only_what_it_does(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "checkout")
    home = tmp_path / "home"
    first = bootstrap(root, home, "--quiet")
    assert first.returncode == 0, first.stderr
    assert [line.split(":")[1].strip() for line in first.stdout.splitlines()] == [
        "launcher",
        "note",
    ]
    again = bootstrap(root, home, "--quiet")
    assert (again.returncode, again.stdout, again.stderr) == (0, "", "")


def test_a_path_with_quotes_and_spaces_is_quoted(tmp_path: Path) -> None:
    root = make_checkout(tmp_path / "la sala 'B' $HOME")
    home = tmp_path / "home"
    assert bootstrap(root, home).returncode == 0
    shown = run([home / "bin" / "tournament-director", "--version"], script_env(home))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("tournament-director ")
