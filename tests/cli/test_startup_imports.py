"""The command line loads what each command needs: its parser and the calculators (`icm`,
`payouts`, `chip-race`) without the services, SQLAlchemy, Qt or ReportLab, and every message
the modules they load can say is in the catalogue by then (modules add their messages to
i18n.CATALOG when they are imported). Each case runs in a process of its own: in the tests'
process everything is already loaded."""

from __future__ import annotations

import ast
import importlib
import json
import os
import pkgutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

import tournament_director
from tournament_director import cli, cli_stages, i18n

HEAVY = (
    "sqlalchemy",
    "sqlmodel",
    "PySide6",
    "reportlab",
    "tournament_director.services",
    "tournament_director.storage",
    "tournament_director.printing",
    "tournament_director.ui",
)

PROBE = """
import json, os, sys
from tournament_director import cli, i18n
code = cli.main(sys.argv[1:])
loaded = {
    name: getattr(module, "__file__", None) for name, module in list(sys.modules.items())
}
with open(os.environ["TD_TEST_PROBE_OUT"], "w", encoding="utf-8") as out:
    json.dump({"code": code, "modules": loaded, "keys": sorted(i18n.CATALOG)}, out)
"""

STACKS = ("--stacks", "5000,3000,2000", "--prizes", "500,300,200")
RACE = (
    '{"from": 5, "to": 25, "odd_chips": {"2": 3, "6": 1}, '
    '"cards": {"2": ["Jc", "4d", "9h"], "6": ["Qs"]}, "other_chips": {"6": 0}}'
)

#: (arguments, standard input, exit code): the calculators' answers and refusals, help.
LIGHT = [
    (("--help",), "", 0),
    (("icm", "--help"), "", 0),
    (("--version",), "", 0),
    (("icm", *STACKS), "", 0),
    (("icm", *STACKS, "--json", "--unit", "10"), "", 0),
    (("icm", "--stacks", "5000,x", "--prizes", "500"), "", 2),
    (("icm", "--stacks", "5000", "--prizes", "500,300"), "", 2),
    (("icm", "--stacks", "5000,3000", "--prizes", "-5"), "", 2),
    (("icm", "--stacks", "5000", "--prizes", "500", "--currency", "XYZ"), "", 2),
    (("payouts", "--entries", "100", "--buy-in", "10000"), "", 0),
    (("payouts", "--entries", "100", "--buy-in", "10.000", "--table", "standard"), "", 0),
    (("payouts", "--entries", "100", "--buy-in", "10000", "--json", "--paid-share", "20"), "", 0),
    (("payouts", "--pool", "1000", "--places", "9", "--min-cash", "500"), "", 2),
    (("payouts", "--entries", "100", "--buy-in", "10000", "--table", "nothing.json"), "", 2),
    (("payouts", "--entries", "0"), "", 2),
    (("payouts",), "", 2),
    (("chip-race",), RACE, 0),
    (("chip-race", "--json"), RACE, 0),
    (("chip-race",), '{"from": 5, "to": 25, "odd_chips": {"2": 3}, "cards": {}}', 2),
    (("chip-race",), '{"from": 5, "to": 25, "odd_chips": {"2": 3}, "cards": {"2": ["Jc"]}}', 2),
    (("chip-race",), RACE.replace('"to": 25', '"to": 24'), 2),
    (("chip-race",), "[1, 2]", 2),
    (("chip-race",), "{", 2),
    (("nothing",), "", 2),
]


def _probe(tmp_path: Path, args: tuple[str, ...], stdin: str, lang: str) -> dict:
    out = tmp_path / "probe.json"
    env = {**os.environ, "TD_TEST_PROBE_OUT": str(out), "TD_DATA_DIR": str(tmp_path / "data")}
    env.pop("PYTHONPATH", None)
    process = subprocess.run(
        [sys.executable, "-c", PROBE, "--lang", lang, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert process.returncode == 0, process.stderr
    assert "Traceback" not in process.stderr, process.stderr
    return json.loads(out.read_text("utf-8"))


@cache
def _program_modules() -> frozenset[str]:
    names = {"tournament_director"}
    for module in pkgutil.walk_packages(tournament_director.__path__, "tournament_director."):
        names.add(module.name)
    return frozenset(names)


@cache
def _all_keys() -> frozenset[str]:
    """The catalogue with every module of the program loaded."""
    for name in _program_modules():
        if name != "tournament_director.__main__":  # runs the program
            importlib.import_module(name)
    return frozenset(i18n.CATALOG)


@cache
def _keys_loading(modules: frozenset[str]) -> frozenset[str]:
    """The catalogue of a process that has loaded only these modules."""
    script = "import sys, importlib\nfrom tournament_director import i18n\n"
    script += "".join(f"importlib.import_module({m!r})\n" for m in sorted(modules))
    script += "print('\\n'.join(i18n.CATALOG))"
    listed = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    return frozenset(listed.stdout.splitlines())


def _local_imports(function: ast.AST) -> frozenset[str]:
    """The program's modules a function imports in its body (what it loads when it runs)."""
    found = set()
    for node in ast.walk(function):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return frozenset(found & _program_modules())


@cache
def _unloaded_keys(path: str, loaded: frozenset[str]) -> frozenset[str]:
    """The message keys a module's source names (as string literals) that are not in the
    catalogue ``loaded``, nor, in a function that imports modules of the program when it
    runs, in what those modules load."""
    tree = ast.parse(Path(path).read_text("utf-8"))
    covered: dict[int, frozenset[str]] = {}  # id of a literal -> the keys its function loads
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            imported = _local_imports(function)
            if imported:
                keys = _keys_loading(imported)
                for node in ast.walk(function):
                    covered[id(node)] = covered.get(id(node), frozenset()) | keys
    return frozenset(
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value in _all_keys()
        and node.value not in loaded
        and node.value not in covered.get(id(node), ())
    )


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(
    ("args", "stdin", "code"), [pytest.param(*case, id=" ".join(case[0])[:60]) for case in LIGHT]
)
def test_parser_and_calculators_load_no_services_and_say_every_message(
    tmp_path: Path, args: tuple[str, ...], stdin: str, code: int, lang: str
):
    probe = _probe(tmp_path, args, stdin, lang)
    assert probe["code"] == code
    loaded = probe["modules"]
    assert not [m for m in loaded if m.startswith(HEAVY)]
    keys = frozenset(probe["keys"])
    for name, path in loaded.items():
        if name.startswith("tournament_director") and path:
            missing = _unloaded_keys(path, keys)
            assert not missing, f"{name} names messages not loaded with it: {sorted(missing)}"


def test_a_command_on_a_record_loads_the_services_first(tmp_path: Path):
    """`list` of a record that is not there is refused in words; the services (and their
    messages) are loaded before any record command runs, as they always were."""
    probe = _probe(tmp_path, ("list", "--db", str(tmp_path / "none.sqlite3")), "", "en")
    assert probe["code"] == 2
    assert set(cli.RECORD_MODULES) <= set(probe["modules"])


def test_the_help_says_the_services_own_limits():
    """The parser says the demo's limits without loading the services: the same figures."""
    from tournament_director.services import demo, demo_flights

    assert cli.DEMO_PLAYERS_MAX == demo.DEMO_PLAYERS_MAX
    assert cli_stages.DEMO_FLIGHT_PLAYERS == demo_flights.DEMO_FLIGHT_PLAYERS
