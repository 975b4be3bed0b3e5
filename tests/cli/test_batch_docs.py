"""docs/batch.md documents every batch command, and its examples are what the batch answers:
the documented session is run line by line and each answer compared (the seat a purchase
draws is random, so a seat in a refusal is compared as any seat)."""

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


def test_the_documented_session_answers_as_documented(
    run: Run, fresh: Path, stdin: Callable[[str], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    pairs = documented_pairs()
    monkeypatch.setenv("TD_PIN", "123456")
    stdin("\n".join(json.dumps(command, ensure_ascii=False) for command, _ in pairs) + "\n")
    result = run("batch", "--db", fresh, "--operator", "Ana Directora", lang="en")
    answers = [json.loads(line) for line in result.out.splitlines()]
    assert len(answers) == len(pairs)
    for (command, documented), answer in zip(pairs, answers, strict=True):
        if "error" in documented:
            documented = {**documented, "error": SEAT.sub("seat T-S", documented["error"])}
            answer = {**answer, "error": SEAT.sub("seat T-S", answer.get("error", ""))}
        assert answer == documented, command
    assert result.code == 2  # three lines refused, as the doc says
