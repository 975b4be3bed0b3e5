"""Bad input, tried: a catalogue of bad lines fed to `tournament-director batch` (the real
program, as a subprocess, on a fresh database) and of bad files fed to the imports
(structures, payout tables, exclusion lists, the library through the services).

Prints how many were tried, how many were refused in words, how many crashed (must be 0) and
how many events were written for an input that was refused (must be 0). Exit code 1 when a
figure is wrong, so it can run in CI.

Run: .venv/bin/python benchmarks/bad_inputs.py [--verbose]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import machine

from tournament_director import i18n
from tournament_director.domain import payouts, structure_io
from tournament_director.domain.errors import Refused
from tournament_director.domain.payouts import PayoutTable, standard_table, table_to_csv
from tournament_director.domain.players import LIST_FILE_LIMIT, parse_exclusion_csv
from tournament_director.paths import DATA_DIR_VARIABLE, resources_dir
from tournament_director.services import open_services
from tournament_director.services.files import read_text_file
from tournament_director.storage import event_store

DIRECTOR, PIN = "Directora Bench", "123456"
TEMPLATE = resources_dir() / "structures" / "regular-20.json"
RTL, ZWSP = "\u202e", "\u200b"


def line(command: dict) -> bytes:
    """A command as one line; JSON escapes keep a lone surrogate writable."""
    return json.dumps(command).encode("ascii") + b"\n"


NOTE = {"cmd": "add_note", "tournament": 2}
PLAYER = {
    "cmd": "create_player",
    "name": "Bea Prueba",
    "document_type": "DNI",
    "document": "40.111.222",
    "nationality": "Chile",
    "birth_date": "01/02/1985",
}
ENTRY = {"cmd": "buy_entry", "tournament": 2, "player": 1, "method": "cash"}

#: (what it is, the line fed to the batch)
BATCH_INPUTS: list[tuple[str, bytes]] = [
    (
        "byte that is not UTF-8 (latin-1 é)",
        b'{"cmd": "add_note", "tournament": 2, "text": "caf\xe9"}\n',
    ),
    ("UTF-8 sequence cut short", b'{"cmd": "add_note", "tournament": 2, "text": "\xe2\x82"}\n'),
    (
        "surrogate encoded as bytes (CESU-8)",
        b'{"cmd": "add_note", "tournament": 2, "text": "\xed\xa0\x80"}\n',
    ),
    ("overlong UTF-8 encoding", b'{"cmd": "add_note", "tournament": 2, "text": "\xc0\xaf"}\n'),
    ("NUL bytes only", b"\x00\x00\x00\n"),
    ("lone surrogate in a note", line({**NOTE, "text": "mitad \ud800 de un par"})),
    ("lone surrogate in a player's name", line({**PLAYER, "name": "Ana \udfff"})),
    ("lone surrogate as the command", line({"cmd": "\ud83d", "tournament": 2})),
    (
        "lone surrogate in a structure's name",
        line({"cmd": "set_structure", "tournament": 2, "template": "\udc80"}),
    ),
    ("JSON nested 100,000 deep", b"[" * 100_000 + b"]" * 100_000 + b"\n"),
    (
        "a field nested 100,000 deep",
        b'{"cmd": "add_note", "tournament": 2, "text": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n",
    ),
    (
        "JSON nested 40 deep (parseable)",
        b'{"cmd": "add_note", "x": ' + b"[" * 40 + b"]" * 40 + b"}\n",
    ),
    (
        "number of 5,000 digits",
        b'{"cmd": "add_note", "tournament": ' + b"9" * 5000 + b', "text": "x"}\n',
    ),
    ("number past 2**63", line({**NOTE, "tournament": 2**70, "text": "x"})),
    ("line over 1 MB", line({**NOTE, "text": "x" * 1_100_000})),
    ("undo reason of 999 KB", line({"cmd": "undo", "tournament": 2, "reason": "x" * 999_000})),
    ("note of 900 KB", line({**NOTE, "text": "y" * 900_000})),
    ("note of 2,001 characters", line({**NOTE, "text": "z" * 2001})),
    ("escape sequence in a note", line({**NOTE, "text": "limpiar \x1b[2J pantalla"})),
    ("NUL in a player's name", line({**PLAYER, "name": "Ana\x00Bel"})),
    ("bell in an undo reason", line({"cmd": "undo", "tournament": 2, "reason": "motivo\x07"})),
    ("right-to-left override in a note", line({**NOTE, "text": f"factura{RTL}fdp.exe"})),
    (
        "direction isolate in a tournament's name",
        line({"cmd": "create_tournament", "name": "Torneo\u2067x"}),
    ),
    ("left-to-right mark in a player's name", line({**PLAYER, "name": "Ana\u200eBel"})),
    ("control character in a nationality", line({**PLAYER, "nationality": "Chile\x1f"})),
    ("name of zero-width spaces", line({"cmd": "create_tournament", "name": ZWSP * 3})),
    ("name of Hangul fillers", line({**PLAYER, "name": "\u3164\u3164"})),
    ("empty name", line({"cmd": "create_tournament", "name": ""})),
    ("name of 1,000 characters", line({**PLAYER, "name": "N" * 1000})),
    ("date of birth in 2999", line({**PLAYER, "birth_date": "01/01/2999"})),
    ("date of birth in 1850", line({**PLAYER, "birth_date": "1850-03-01"})),
    ("date of birth that does not exist", line({**PLAYER, "birth_date": "31/02/1980"})),
    ("date of birth of 5,000 digits", line({**PLAYER, "birth_date": "9" * 5000})),
    ("document with a letter outside A-Z", line({**PLAYER, "document": "40.111.222Ñ"})),
    ("document of 50 digits", line({**PLAYER, "document": "1" * 50})),
    ("phone with letters", line({**PLAYER, "phone": "llámame"})),
    ("e-mail with two @", line({**PLAYER, "email": "bea@@casino.cl"})),
    ("negative amount", line({**ENTRY, "amount": -100_000})),
    ("amount of 10**18", line({**ENTRY, "amount": 10**18})),
    ("amount as text", line({**ENTRY, "amount": "100000"})),
    ("amount as a fraction", line({**ENTRY, "amount": 100_000.5})),
    ("payment method that does not exist", line({**ENTRY, "method": "bitcoin", "amount": 100_000})),
    ("negative fee", line({"cmd": "set_buy_in", "tournament": 2, "prize_pool": 80_000, "fee": -1})),
    ("a billion tables", line({"cmd": "set_tables", "tournament": 2, "tables": 10**9})),
    ("tournament as text", line({**NOTE, "tournament": "2", "text": "x"})),
    ("tournament that does not exist", line({**NOTE, "tournament": 999, "text": "x"})),
    ("note as a number", line({**NOTE, "text": 5})),
    ("name as a list", line({"cmd": "create_tournament", "name": ["a", "b"]})),
    ("NaN as a number", b'{"cmd": "set_tables", "tournament": 2, "tables": NaN}\n'),
    ("unknown command", line({"cmd": "drop_table", "tournament": 2})),
    ("command missing", line({"tournament": 2})),
    ("not an object", b"[1, 2, 3]\n"),
    ("not JSON", b"{not json\n"),
    ("byte-order mark before the JSON", b"\xef\xbb\xbf" + line({**NOTE, "text": "x"})),
    ("redo with nothing undone", line({"cmd": "redo", "tournament": 2})),
]
CANARY = line({**NOTE, "text": "the batch went on"})  # after the bad lines: must be carried out


@dataclass
class Outcome:
    what: str
    refused_in_words: bool
    crashed: bool
    writes: int
    said: str


def in_words(message: object) -> bool:
    """A refusal a person can read: a sentence, not an exception's name, nothing raw."""
    return (
        isinstance(message, str)
        and len(message) >= 15
        and " " in message
        and not re.fullmatch(r"[A-Za-z]+(Error|Exception)", message)
        and "Traceback" not in message
        and not re.search(
            "[\x00-\x08\x0b-\x1f\x7f\u202a-\u202e\u2066-\u2069\ud800-\udfff]", message
        )
    )


def events_written(db: Path) -> int:
    services = open_services(db)
    try:
        with services.db.read() as conn:
            streams = [event_store.HOUSE_STREAM, *event_store.tournament_ids(conn)]
            return sum(len(list(event_store.read(conn, s))) for s in streams)
    finally:
        services.close()


def fresh_database(folder: Path) -> Path:
    """A house with a director, tournament 2 ready to sell (structure, buy-in, tables, the
    director's shift) and player record 1."""
    db = folder / "house.sqlite3"
    services = open_services(db)
    try:
        director = services.house.create_first_director(DIRECTOR, PIN)
        tid = services.tournaments.create(director, "Torneo de Prueba")
        services.clock.set_structure(
            director, tid, services.structures.get("Regular 20 minutos").structure
        )
        services.registration.set_buy_in(director, tid, 80_000, 20_000)
        services.registration.set_tables(director, tid, 2)
        services.registration.open_shift(director, tid)
        services.players.create(director, "Ana Prueba", "DNI", "30.000.001", "Chile", "1980-05-31")
    finally:
        services.close()
    return db


def run_batch(folder: Path, db: Path) -> tuple[list[Outcome], int, float]:
    before = events_written(db)
    stdin = b"".join(data for _, data in BATCH_INPUTS) + CANARY
    env = dict(os.environ, TD_PIN=PIN, **{DATA_DIR_VARIABLE: str(folder / "data")})
    command = [sys.executable, "-m", "tournament_director", "--lang", "en"]
    command += ["--data-dir", str(folder / "data"), "batch", "--db", str(db)]
    start = time.perf_counter()
    done = subprocess.run(
        [*command, "--operator", DIRECTOR], input=stdin, capture_output=True, env=env, timeout=600
    )
    elapsed = time.perf_counter() - start
    answers: list[dict | None] = []
    for text in done.stdout.decode("utf-8", "replace").splitlines():
        try:
            answers.append(json.loads(text))
        except ValueError:
            answers.append(None)
    crashed_run = done.returncode not in (0, 2) or b"Traceback" in done.stderr
    outcomes = []
    for index, (what, _data) in enumerate(BATCH_INPUTS):
        answer = answers[index] if index < len(answers) else None
        refused = isinstance(answer, dict) and answer.get("ok") is False
        said = answer.get("error", "") if isinstance(answer, dict) else "(no answer)"
        crashed = answer is None or crashed_run or said.startswith("Unexpected error")
        outcomes.append(Outcome(what, refused and in_words(said), crashed, 0, said))
    canary = answers[len(BATCH_INPUTS)] if len(answers) > len(BATCH_INPUTS) else None
    canary_ok = isinstance(canary, dict) and canary.get("ok") is True
    extra = events_written(db) - before - (1 if canary_ok else 0)
    if extra:  # the batch's answers cannot say which line wrote: put it on the first
        outcomes[0].writes = extra
    if not canary_ok:
        outcomes.append(Outcome("the valid line after the bad ones", False, True, 0, str(canary)))
    return outcomes, len(answers), elapsed


# --- imports ------------------------------------------------------------------------------------


def _structure(**changes) -> str:
    document = json.loads(TEMPLATE.read_text("utf-8"))
    document["structure"].update(changes)
    return json.dumps(document)


def _structure_csv_with(row: str) -> str:
    lines = structure_io.export_csv(structure_io.import_json(TEMPLATE.read_text("utf-8")))
    rows = lines.splitlines()
    rows[3] = row
    return "\n".join(rows)


def _levels_with(**level) -> list:
    levels = json.loads(TEMPLATE.read_text("utf-8"))["structure"]["levels"]
    levels[0] = {**levels[0], **level}
    return levels


def _chips_with(colour: str) -> list:
    chips = json.loads(TEMPLATE.read_text("utf-8"))["structure"]["chips"]
    chips[0] = {**chips[0], "colour": colour}
    return chips


def _payout_csv(name: str = "Casa", row: str | None = None) -> str:
    text = table_to_csv(name, standard_table().bands)
    if row is None:
        return text
    rows = text.splitlines()
    rows[3] = row
    return "\n".join(rows)


def _payout_json(**changes) -> str:
    data = standard_table().to_dict()
    data.update(changes)
    return json.dumps(data)


def import_inputs(folder: Path) -> list[tuple[str, Callable[[], object]]]:
    big_file = folder / "big.csv"
    big_file.write_bytes(b"x" * (structure_io.FILE_LIMIT + 1))
    latin = folder / "latin.json"
    latin.write_bytes('{"name": "Caf\u00e9"}'.encode("cp1252"))
    deep = "[" * 100_000 + "]" * 100_000
    s = structure_io.import_structure
    return [
        ("structure file over 1 MB", lambda: s(_structure() + " " * structure_io.FILE_LIMIT)),
        (
            "structure JSON nested 100,000 deep",
            lambda: s(_structure()[:-1] + ', "x": ' + deep + "}"),
        ),
        (
            "structure number of 5,000 digits",
            lambda: s(_structure()[:-2] + ', "n": ' + "9" * 5000 + "}}"),
        ),
        (
            "structure big blind of 10**16",
            lambda: s(_structure(levels=_levels_with(big_blind=10**16))),
        ),
        (
            "structure level of a million minutes",
            lambda: s(_structure(levels=_levels_with(minutes=10**6))),
        ),
        ("structure name of 200,000 characters", lambda: s(_structure(name="N" * 200_000))),
        ("structure name of 1 MB", lambda: s(_structure(name="N" * 1_000_000))),
        ("structure name with a right-to-left override", lambda: s(_structure(name=f"Turbo{RTL}"))),
        ("structure name with a lone surrogate", lambda: s(_structure(name="Turbo \ud800"))),
        ("structure name of zero-width spaces", lambda: s(_structure(name=ZWSP * 2))),
        (
            "chip colour with a control character",
            lambda: s(_structure(chips=_chips_with("rojo\x07"))),
        ),
        (
            "structure CSV number of 5,000 digits",
            lambda: s(_structure_csv_with("level,1," + "1" * 5000 + ",200,0,no,20,")),
        ),
        (
            "structure CSV over 1 MB",
            lambda: structure_io.import_csv("#" * (structure_io.FILE_LIMIT + 1)),
        ),
        (
            "payout CSV over 1 MB",
            lambda: payouts.table_from_csv(_payout_csv() + "\n" * payouts.FILE_LIMIT),
        ),
        (
            "payout CSV place 10**12 (memory bomb)",
            lambda: payouts.table_from_csv(_payout_csv(row="2,3,1,1000000000000,100")),
        ),
        (
            "payout CSV number of 5,000 digits",
            lambda: payouts.table_from_csv(_payout_csv(row="2,3,1," + "9" * 5000 + ",100")),
        ),
        (
            "payout CSV name with a NUL",
            lambda: payouts.table_from_csv(_payout_csv(name="Casa\x00")),
        ),
        (
            "payout CSV name of 500,000 characters",
            lambda: payouts.table_from_csv(_payout_csv(name="N" * 500_000)),
        ),
        ("payout JSON nested 100,000 deep", lambda: payouts.table_from_json(deep)),
        (
            "payout JSON run of 10**12 places",
            lambda: payouts.table_from_json(
                _payout_json(bands=[{"entries": [2, 3], "places": [[1, 10**12, 1]]}])
            ),
        ),
        (
            "payout JSON name with an override",
            lambda: payouts.table_from_json(_payout_json(name=f"Casa{RTL}")),
        ),
        (
            "exclusion list over 5 MB",
            lambda: parse_exclusion_csv("1;a\n" * (LIST_FILE_LIMIT // 4 + 1)),
        ),
        ("file over its cap", lambda: read_text_file(big_file, structure_io.FILE_LIMIT)),
        ("file that is not UTF-8", lambda: read_text_file(latin, structure_io.FILE_LIMIT)),
        ("file that does not exist", lambda: read_text_file(folder / "missing.csv", 10)),
        # through the services: nothing may be written
        ("exclusion list of only bad lines", "import_exclusions"),
        ("library structure named with an override", "save_structure"),
        ("library structure with a blind of 2**64", "save_big_structure"),
        ("house payout table named with Hangul fillers", "save_table"),
        ("staff note of 1 MB", "add_staff"),
    ]


def run_imports(folder: Path, db: Path) -> list[Outcome]:
    outcomes = []
    services = open_services(db)
    try:
        director = services.house.authenticate(DIRECTOR, PIN)
        base = services.structures.get("Regular 20 minutos").structure
        big_levels = (replace(base.levels[0], small_blind=2**63, big_blind=2**64), *base.levels[1:])
        through_services: dict[str, Callable[[], object]] = {
            "import_exclusions": lambda: services.players.import_exclusions(
                director, f"1;Ana{RTL}\n2;\x1b[2J\n3;{ZWSP}\n", source="bad.csv"
            ),
            "save_structure": lambda: services.structures.save(
                director, replace(base, name=f"X{RTL}")
            ),
            "save_big_structure": lambda: services.structures.save(
                director, replace(base, levels=big_levels)
            ),
            "save_table": lambda: services.payouts.save_table(
                director, PayoutTable("\u3164", standard_table().bands)
            ),
            "add_staff": lambda: services.players.add_staff(
                director, "123", "Inspector", note="n" * 1_000_000
            ),
        }
        for what, call in import_inputs(folder):
            if isinstance(call, str):
                call = through_services[call]
            before = events_written_open(services)
            try:
                call()
                refused, said, crashed = False, "(accepted)", False
            except Refused as refusal:
                refused, said, crashed = True, refusal.message, False
            except Exception as exc:  # what this script is here to find
                refused, said, crashed = False, f"{type(exc).__name__}: {exc}"[:200], True
            writes = events_written_open(services) - before
            outcomes.append(Outcome(what, refused and in_words(said), crashed, writes, said))
    finally:
        services.close()
    return outcomes


def events_written_open(services) -> int:
    with services.db.read() as conn:
        streams = [event_store.HOUSE_STREAM, *event_store.tournament_ids(conn)]
        return sum(len(list(event_store.read(conn, s))) for s in streams)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--verbose", action="store_true", help="print every input's answer")
    args = parser.parse_args()
    i18n.set_language("en")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ[DATA_DIR_VARIABLE] = str(folder / "data")
        db = fresh_database(folder)
        batch, answered, elapsed = run_batch(folder, db)
        imports = run_imports(folder, db)
    print(f"machine: {machine()}")
    failed = False
    for title, outcomes in (("batch", batch), ("imports", imports)):
        tried = len(outcomes)
        in_words_ = sum(o.refused_in_words for o in outcomes)
        crashed = sum(o.crashed for o in outcomes)
        writes = sum(o.writes for o in outcomes)
        print(
            f"{title}: bad inputs tried {tried}, refused in words {in_words_}, "
            f"crashed {crashed}, writes for a refused input {writes}"
        )
        failed |= crashed > 0 or writes > 0 or in_words_ < tried
        for o in outcomes:
            if args.verbose or not o.refused_in_words or o.crashed or o.writes:
                print(f"  - {o.what}: {o.said[:160]!r}")
    total = batch + imports
    print(
        f"all: bad inputs tried {len(total)}, refused in words "
        f"{sum(o.refused_in_words for o in total)}, crashed {sum(o.crashed for o in total)}, "
        f"writes for a refused input {sum(o.writes for o in total)}"
    )
    print(f"batch: {answered} answers to {len(BATCH_INPUTS) + 1} lines in {elapsed:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
