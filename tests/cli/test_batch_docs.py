"""docs/batch.md documents every batch command, and its examples are what the batch answers:
the documented session is run line by line and each answer compared (the seat a purchase or
an accreditation draws is random, so a seat is compared as any seat, as is the time in a
refusal; a slip's codes are sealed with the record's key, so their seal is compared as any,
and an ``accredit`` line is given the code this record's ``bag_chips`` answered)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pytest

from tests.cli.conftest import Run
from tournament_director.services import open_services

DOC = Path(__file__).resolve().parents[2] / "docs" / "batch.md"
SEAT = re.compile(r"seat \d+-\d+")
TABLE_SEAT = re.compile(r"table \d+, seat \d+")
AT = re.compile(r" at \d\d:\d\d ")
QR = re.compile(r"TDS1-[0-9A-F]{8}-((?:\d+-){5})[A-Z2-7]{16}")
CODE = re.compile(r"\b(\d+-\d+)-[A-Z2-7]{5}-[A-Z2-7]{5}\b")
DRAWN = ("accredit", "accredit_without_slip")  # answers with a table and seat drawn


def documented_pairs() -> list[tuple[dict, dict]]:
    """Each example command line of the doc with the answer line after it, in order."""
    lines = [line.strip() for line in DOC.read_text("utf-8").splitlines()]
    pairs = []
    for line, answer in pairwise(lines):
        if line.startswith('{"cmd"'):
            pairs.append((json.loads(line), json.loads(answer)))
    return pairs


def known_commands(run: Run, path: Path, stdin, monkeypatch) -> list[str]:
    monkeypatch.setenv("TD_PIN", "123456")
    stdin('{"cmd": "nothing"}\n')
    answer = json.loads(run("batch", "--db", path, "--operator", "Ana Directora").out)
    return answer["error"].split("Use: ", 1)[1].rstrip(".").split(", ")


@pytest.fixture
def fresh(tmp_path: Path, data_dir: Path) -> Path:
    path = tmp_path / "record.sqlite3"
    services = open_services(path)
    try:
        services.house.create_first_director("Ana Directora", "123456")
    finally:
        services.close()
    return path


def test_every_batch_command_has_its_section_and_an_example(
    run: Run, fresh: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    text = DOC.read_text("utf-8")
    commands = known_commands(run, fresh, stdin, monkeypatch)
    assert {"penalize", "penalty_served", "hand_done", "buy_entry"} <= set(commands)
    examples = {command["cmd"] for command, _ in documented_pairs()}
    for command in commands:
        assert f"\n### {command}\n" in text, command
        assert f"[`{command}`](#{command})" in text, command
        assert command in examples, command


def _comparable(command: dict, answer: dict) -> str:
    """The answer with what is drawn or sealed in it as any value of its kind."""
    if command["cmd"] in DRAWN and answer.get("ok"):
        assert isinstance(answer.get("table"), int) and isinstance(answer.get("seat"), int)
        answer = {**answer, "table": "T", "seat": "S"}
    text = json.dumps(answer, ensure_ascii=False)
    text = SEAT.sub("seat T-S", TABLE_SEAT.sub("table T, seat S", AT.sub(" at HH:MM ", text)))
    return CODE.sub(r"\1-SEAL", QR.sub(r"TDS1-RECORD-\1SEAL", text))


def test_the_documented_session_answers_as_documented(
    run: Run, fresh: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    pairs = documented_pairs()
    monkeypatch.setenv("TD_PIN", "123456")
    # The session runs in parts: a line that presents a slip gets the codes this record
    # issued (bag_chips' answers before it), so the lines before it run first.
    answers: list[dict] = []
    codes: dict[str, str] = {}
    exits = []
    part: list[dict] = []

    def run_part() -> None:
        if not part:
            return
        stdin("\n".join(json.dumps(c, ensure_ascii=False) for c in part) + "\n")
        result = run("batch", "--db", fresh, "--operator", "Ana Directora", lang="en")
        exits.append(result.code)
        answers.extend(json.loads(line) for line in result.out.splitlines())
        for (command, documented), answer in zip(pairs, answers, strict=False):
            if command["cmd"] == "bag_chips" and documented.get("ok") and answer.get("ok"):
                codes[documented["qr"]], codes[documented["code"]] = answer["qr"], answer["code"]
        part.clear()

    for command, _documented in pairs:
        if "code" in command:
            run_part()
            command = {**command, "code": codes[command["code"]]}
        part.append(command)
    run_part()
    assert len(answers) == len(pairs)
    for (command, documented), answer in zip(pairs, answers, strict=True):
        assert _comparable(command, answer) == _comparable(command, documented), command
    refused = sum(1 for _command, documented in pairs if not documented["ok"])
    assert refused >= 3 and 2 in exits and set(exits) <= {0, 2}  # as the doc says
