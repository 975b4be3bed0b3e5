"""Start-up time of the program: from launching it until its sign-in window is on screen,
and the command-line calculators as processes.

Starts the bundle (installer/build.sh's dist/tournament-director/tournament-director), or
with --venv the launcher of the virtual environment (.venv/bin/tournament-director), with
Qt's offscreen platform and TD_STARTUP_PROBE=exit, which makes the console say on stderr
when the sign-in window has been painted for the first time, then close it. The time is
taken from the launch to that line, on a demo record (operators exist: the sign-in window
of every day) and on a new one (the first director's window). Before that, `icm`, `payouts`
and `list` (on the demo record) are each run as a process --runs times, from launch to exit.
The environment has no virtual environment on the PATH and no PYTHONPATH. --cold drops the
kernel's page cache before each start (root only), as after a reboot.
Run: .venv/bin/python benchmarks/bundle_startup.py [--runs N] [--cold] [--venv | --program PATH]
(build the bundle first: bash installer/build.sh)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director.ui.startup_probe import LINE, VARIABLE

ROOT = Path(__file__).resolve().parents[1]
BUNDLE_PROGRAM = ROOT / "dist" / "tournament-director" / "tournament-director"
VENV_PROGRAM = Path(sys.executable).parent / "tournament-director"
#: The calculators and a reading command, each timed as a process from launch to exit.
COMMANDS = (
    ("icm, 3 players", ["icm", "--stacks", "5000,3000,2000", "--prizes", "500,300,200"]),
    ("payouts, 100 entries", ["payouts", "--entries", "100", "--buy-in", "10000"]),
    ("list, demo record", ["list", "--db", "{demo}"]),
)
TIMEOUT = 120.0


def environment(data_dir: Path) -> dict[str, str]:
    return {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": str(data_dir),
        "LANG": "C.UTF-8",
        "TD_DATA_DIR": str(data_dir),
        "QT_QPA_PLATFORM": "offscreen",
    }


def drop_caches() -> None:
    os.sync()
    Path("/proc/sys/vm/drop_caches").write_text("3\n")


def time_to_sign_in(program: Path, db: Path, env: dict[str, str]) -> tuple[float, float]:
    """(seconds to the probe's line, seconds to the program's end)."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [str(program), "--db", str(db)],
        env={**env, VARIABLE: "exit"},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    shown = None
    assert process.stderr is not None
    for line in process.stderr:
        if line.strip() == LINE:
            shown = time.perf_counter() - started
            break
    process.stderr.read()
    code = process.wait(timeout=TIMEOUT)
    ended = time.perf_counter() - started
    if shown is None or code != 0:
        raise SystemExit(f"{program}: no sign-in window (exit code {code})")
    return shown, ended


def time_command(program: Path, arguments: list[str], env: dict[str, str]) -> float:
    """Seconds from launching the program with these arguments to its end (exit code 0)."""
    started = time.perf_counter()
    code = subprocess.run(
        [str(program), *arguments],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=TIMEOUT,
    ).returncode
    ended = time.perf_counter() - started
    if code != 0:
        raise SystemExit(f"{program} {' '.join(arguments)}: exit code {code}")
    return ended


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cold", action="store_true", help="drop the page cache (root)")
    parser.add_argument("--program", type=Path, default=BUNDLE_PROGRAM)
    parser.add_argument("--venv", action="store_true", help=f"the program {VENV_PROGRAM}")
    args = parser.parse_args()
    if args.venv:
        args.program = VENV_PROGRAM
    if not args.program.exists():
        raise SystemExit(f"{args.program} not found: bash installer/build.sh")

    print(f"machine: {machine()}")
    print(f"program: {args.program}{' (page cache dropped before each start)' * args.cold}")
    with tempfile.TemporaryDirectory(prefix="td-bundle-startup-") as folder:
        data_dir = Path(folder)
        env = environment(data_dir)
        demo = data_dir / "demo.sqlite3"
        subprocess.run(
            [str(args.program), "demo", "--no-window", "--db", str(demo)],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            timeout=TIMEOUT,
        )
        for label, arguments in COMMANDS:
            arguments = [a.format(demo=demo) for a in arguments]
            times = []
            for _run in range(args.runs):
                if args.cold:
                    drop_caches()
                times.append(time_command(args.program, arguments, env))
            print(
                f"{label}: process ended after median {statistics.median(times) * 1000:.0f} ms "
                f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}; {args.runs} runs)"
            )
        for label, new_record in (
            ("sign-in, demo record", False),
            ("first start, new record", True),
        ):
            shown_times, end_times = [], []
            for run in range(args.runs):
                db = data_dir / f"new-{run}.sqlite3" if new_record else demo
                if args.cold:
                    drop_caches()
                shown, ended = time_to_sign_in(args.program, db, env)
                shown_times.append(shown)
                end_times.append(ended)
            print(
                f"{label}: window shown after median {statistics.median(shown_times):.2f} s "
                f"(min {min(shown_times):.2f}, max {max(shown_times):.2f}; {args.runs} runs: "
                + ", ".join(f"{t:.2f}" for t in shown_times)
                + f"); closed and exited after median {statistics.median(end_times):.2f} s"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
