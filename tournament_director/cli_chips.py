"""The `chip-race` subcommand: one table's chip race worked out from standard input.

A calculator like `icm`: it reads no database and writes nothing (the log file aside), and
it has no logic of its own: :func:`tournament_director.domain.chip_race.race` with the ADTP
rule set and the reading of the rounding the input names. Standard input holds one JSON
object, for example::

    {"from": 5, "to": 25, "rule": "at_least_half",
     "odd_chips": {"2": 3, "6": 1}, "cards": {"2": ["Jc", "4d", "9h"], "6": ["Qs"]},
     "other_chips": {"6": 0}}

``rule`` (``at_least_half`` or ``more_than_half``) is optional, as the rule set's default;
``other_chips`` gives, for a seat, the value of the chips it holds besides the odd ones
(absent: it holds some); ``protection_chip``, optional, is the lowest denomination still in
play after the colour-up (default ``to``). With ``--json`` the result is one line of JSON
(``RaceResult.to_dict``); without, it is said in words. Input that is too long, not UTF-8,
not JSON, nested too deep or that the race refuses (a seat without cards, the wrong number
of cards, a duplicate card, a card that does not exist, ``to`` not a multiple of ``from``) is
refused in words on standard error with exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.money import format_count
from tournament_director.domain.text import parse_json
from tournament_director.i18n import t

if TYPE_CHECKING:  # the race's own modules are loaded by the command, not by the parser
    from tournament_director.domain.chip_race import RaceResult

EXIT_OK = 0

#: One table's race is a few hundred bytes; anything much larger is not one.
INPUT_LIMIT = 64 * 1024
FIELDS = ("from", "to", "rule", "odd_chips", "cards", "other_chips", "protection_chip")
REQUIRED = ("from", "to", "odd_chips", "cards")
SEAT_DIGITS = 3

Handler = Callable[[argparse.Namespace, Path, str | None], int]


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Add `chip-race` with cli.py's `command(name, help_key)` helper."""
    parser = command("chip-race", "cli.help.chip_race")
    parser.add_argument("--json", action="store_true", help=t("cli.help.json"))


def read_input(stdin: Any) -> dict[str, Any]:
    """Standard input as one JSON object, read with limits and refused in words: over
    INPUT_LIMIT bytes, not UTF-8, not JSON, nested too deep or with a number too long
    (`text.parse_json`), not an object, a field the command does not know."""
    buffer = getattr(stdin, "buffer", None)
    if buffer is not None:
        raw: bytes = buffer.read(INPUT_LIMIT + 1)
    else:  # a text stream with no bytes under it (an embedding caller, the tests)
        raw = stdin.read(INPUT_LIMIT + 1).encode("utf-8", "surrogatepass")
    if len(raw) > INPUT_LIMIT:
        raise Refused("cli.chip_race.too_long", limit=format_count(INPUT_LIMIT))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        byte = f"0x{raw[error.start]:02X}"
        raise Refused("cli.chip_race.not_utf8", byte=byte, position=error.start + 1) from None
    try:
        data = parse_json(text)
    except ValueError as exc:  # json.JSONDecodeError
        raise Refused("cli.chip_race.bad_json", error=exc) from None
    if not isinstance(data, dict):
        raise Refused("cli.chip_race.not_object", fields=", ".join(REQUIRED))
    for name in data:
        if name not in FIELDS:
            raise Refused(
                "cli.chip_race.unknown_field", field=str(name)[:40], known=", ".join(FIELDS)
            )
    for name in REQUIRED:
        if name not in data:
            raise Refused("data.field_missing", field=name)
    return data


def _by_seat(data: dict[str, Any], name: str) -> dict[int, Any]:
    """A JSON object keyed by seat number ("2") as {2: value}."""
    value = data.get(name, {})
    if not isinstance(value, dict):
        raise Refused("data.field_type", field=name, kind=MessageRef("data.kind.object"))
    seats: dict[int, Any] = {}
    for key, item in value.items():
        text = key.strip()
        if not (text.isascii() and text.isdigit() and len(text) <= SEAT_DIGITS):
            raise Refused("cli.chip_race.bad_seat_key", field=name, seat=key[:20])
        seats[int(text)] = item
    return seats


def race_from(data: dict[str, Any]) -> RaceResult:
    """The race the input describes, with the ADTP rule set and the rounding it names."""
    from tournament_director.domain.chip_race import race
    from tournament_director.domain.rule_set import ADTP_2018, ChipRaceRounding

    rule = data.get("rule", ADTP_2018.chip_race_rounding.value)
    choices = [r.value for r in ChipRaceRounding]
    if rule not in choices:
        raise Refused("data.bad_choice", field="rule", value=rule, choices=", ".join(choices))
    rules = ADTP_2018.with_overrides(chip_race_rounding=rule)
    return race(
        _by_seat(data, "odd_chips"),
        _by_seat(data, "cards"),
        removed=data["from"],
        to=data["to"],
        rules=rules,
        other_chips=_by_seat(data, "other_chips"),
        protection_chip=data.get("protection_chip"),
    )


def _chip_race(args: argparse.Namespace, _data_dir: Path, _language: str | None) -> int:
    result = race_from(read_input(sys.stdin))
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
        return EXIT_OK
    count = sum(result.odd_chips.values())
    print(
        t(
            "cli.chip_race.summary",
            count=count,
            removed=format_count(result.removed),
            value=format_count(result.odd_value_removed),
            chips=result.chips_raced,
            to=format_count(result.to),
        )
    )
    for seat, card in zip(result.winners, result.winning_cards, strict=True):
        print(t("cli.chip_race.won", seat=seat, to=format_count(result.to), card=card.shown))
    for seat, value in result.protected.items():
        print(t("cli.chip_race.protected", seat=seat, value=format_count(value)))
    change = format_count(result.total_change)
    print(
        t(
            "cli.chip_race.change",
            change=f"+{change}" if result.total_change > 0 else change,
            awarded=format_count(result.awarded_value),
            protection=format_count(result.protection_value),
            removed_value=format_count(result.odd_value_removed),
        )
    )
    return EXIT_OK


COMMANDS: dict[str, Handler] = {"chip-race": _chip_race}
