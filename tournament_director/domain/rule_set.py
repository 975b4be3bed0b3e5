"""The rule set: every parameter the tournament rules leave open or set differently.

The product's default is the ADTP 2018 text (the Latin-American edition of the TDA
rules); a house (here Casino Club) or a newer TDA edition changes some of them. Where two
documents disagree, the tournament's rule set decides (see the rules README). Each field
names the rule it comes from; code that applies a rule reads the number from here rather
than holding a constant.

Presets: :data:`ADTP_2018` (default), :data:`TDA_2024`, :data:`CASINO_CLUB`. A house
adjusts one with :meth:`RuleSet.with_overrides`, which refuses impossible values in words.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.structure import (
    TABLE_SIZE_MAX,
    DictReader,
    Problem,
    problems_refusal,
)


class FinalTableRule(enum.StrEnum):
    """How many players form the final table."""

    #: ADTP 11: the players of a full table plus one, never more than 10
    #: (9-handed tables -> 10, 8 -> 9, 6-max -> 7).
    FULL_TABLE_PLUS_ONE = "full_table_plus_one"
    #: A full table: a 9-handed event keeps a 9-handed final table, an 8-handed one an
    #: 8-handed final table (the TDA 2024 preset before it followed RP-9; kept for the
    #: houses that chose it).
    FULL_TABLE = "full_table"
    #: TDA recommended procedure RP-9, unchanged since 2019 (kept in 2024): "9 and 8-handed
    #: events will combine from two tables of five to a 9-handed final table; 7 and 6-handed
    #: from two tables of four to a 7-handed final table". RP-9 names only 6- to 9-handed
    #: events; any other size keeps a full table (10-handed: 10; 5-handed or fewer: the
    #: table size), the product's reading where the procedure is silent.
    TDA_COMBINE = "tda_combine"
    #: A fixed number set by the house (Casino Club "Mesa Final": 10 players).
    FIXED = "fixed"


class ShortTableStop(enum.StrEnum):
    """When play stops at a table that has become too short (waiting for balancing)."""

    #: ADTP 10: in full-ring events, stop tables with ``short_table_difference`` (3) or
    #: more players fewer than the fullest table; 6-max and turbo at the director's call.
    DIFFERENCE_FROM_FULLEST = "difference_from_fullest"
    #: Casino Club "Reorganización de Mesas": a table left with ``short_table_players``
    #: (3) players, other than the final table, stops until tables are reorganised.
    PLAYERS_LEFT = "players_left"


class SimultaneousElimination(enum.StrEnum):
    """How players knocked out in the same hand are ranked.

    Casino Club "Clasificación" and "Manos Simultáneas", the TDA busted-players rule.
    """

    #: Same table: the larger stack at the start of the hand ranks higher. Different
    #: tables during hand-for-hand: they share the prizes of those places equally.
    #: Different tables otherwise: order of elimination; if it cannot be told, share.
    STACK_AT_TABLE_SHARE_ACROSS = "stack_at_table_share_across"
    #: The larger starting stack ranks higher even across tables during hand-for-hand.
    STACK_ALWAYS = "stack_always"
    #: Everyone knocked out in the same hand shares the prizes of those places.
    SHARE_ALWAYS = "share_always"


class BigBlindAnteOrder(enum.StrEnum):
    """What a big blind short of blind plus big-blind ante posts first.

    TDA 2024 recommended procedure 11: "big blind first" (the blind is completed before
    the ante). ADTP 2018 predates the big-blind ante and says nothing, so the default is
    the TDA's.
    """

    BLIND_FIRST = "blind_first"
    ANTE_FIRST = "ante_first"


class DisqualifiedPrize(enum.StrEnum):
    """What happens to the prize of a disqualified player ranked in the money.

    Defined here (the rule set holds it) and used by :mod:`domain.ranking` and
    :mod:`domain.prize_pool`, which re-export it."""

    #: Casino Club "Penalidades" (Descalificación): the prize is shared among the players
    #: active at the moment of the disqualification (equally, by `splits.split_equally`).
    SHARED_AMONG_ACTIVE = "shared_among_active"
    #: ADTP 68-D says only that the chips are removed: the player is ranked as out at that
    #: moment and the prize of that place is his, like any player's.
    KEPT = "kept"


class ChipRaceRounding(enum.StrEnum):
    """How many chips of the new denomination the odd chips of a table are raced for.

    ADTP 24 A says the chips that could not be exchanged are raced, not how many new chips
    they make; nor does Casino Club "Reemplazo de Fichas menores". Both readings are found on
    floors. Used by :mod:`domain.chip_race`."""

    #: The odd value divided by the new denomination, plus one more chip when what is left
    #: is at least half of it: the nearest whole chip, half up (odd chips of 25 worth 250
    #: raced for chips of 100: 2 and 50 left, so 3). The product's default for ADTP 24.
    AT_LEAST_HALF = "at_least_half"
    #: The same, but one more chip only when what is left is more than half (250 for chips
    #: of 100: 2; exactly half is removed without a chip).
    MORE_THAN_HALF = "more_than_half"


_ENUMS: dict[str, type[enum.StrEnum]] = {}

#: TDA RP-9: the final table of an event played n-handed (the sizes the procedure names).
_TDA_RP9_FINAL_TABLE = {9: 9, 8: 9, 7: 7, 6: 7}


@dataclass(frozen=True)
class RuleSet:
    """The numbers and choices the rules leave to the house. Defaults: ADTP 2018."""

    #: Which preset this is, or a house's own name for its variant.
    name: str = "adtp-2018"

    # -- clock on a player ("time")
    #: ADTP 29: once "time" is called the player has 25 s plus a 5 s countdown (30 s in
    #: all). Casino Club "Tiempo para actuar": 30 s, the dealer counts the last 10 aloud.
    #: The countdown is part of the total.
    clock_total_seconds: int = 30
    clock_countdown_seconds: int = 5
    #: Casino Club "Tiempo para actuar": 60 s for any action before a clock may be
    #: called. ADTP 29 leaves it to the director's judgement ("un tiempo razonable"): None.
    action_time_seconds: int | None = None
    #: ADTP 29: when the time runs out a player facing a bet has a dead hand, and one not
    #: facing a bet has checked ("si no se enfrenta a una apuesta la mano queda en check").
    #: Casino Club "Tiempo para actuar": "Si no actuara vencido el tiempo, se declarará
    #: Mano Muerta", bet or not: False (domain/player_clock.py).
    clock_check_when_no_bet: bool = True

    # -- final table
    #: ADTP 11 (see FinalTableRule); TDA RP-9; Casino Club "Mesa Final": 10.
    final_table_rule: FinalTableRule = FinalTableRule.FULL_TABLE_PLUS_ONE
    #: Used only by FinalTableRule.FIXED.
    final_table_fixed_size: int = 10
    #: ADTP 11: "La mesa final no podrá tener más de 10 jugadores".
    final_table_max: int = 10

    # -- stopping play at short tables
    #: ADTP 10 / Casino Club "Reorganización de Mesas" (see ShortTableStop).
    short_table_rule: ShortTableStop = ShortTableStop.DIFFERENCE_FROM_FULLEST
    #: ADTP 10 D: 3 or more players fewer than the fullest table.
    short_table_difference: int = 3
    #: Casino Club: a table left with 3 players.
    short_table_players: int = 3
    #: ADTP 10 D: the difference rule is automatic only in full-ring events; 6-max and
    #: turbo events stop at the director's discretion.
    short_table_full_ring_only: bool = True
    #: TDA 2024 variant of the stop-play rule: a table short by the difference above stops
    #: only once its blinds are affected (the next hand's blinds posted across an empty
    #: seat, :mod:`domain.stop_play`). ADTP 10 D stops it at once: False.
    stop_play_when_blinds_affected: bool = False

    # -- redraws
    #: Casino Club "Asignación de Asientos": when two tables remain, every player is
    #: redrawn across them (instead of breaking the third table into the other two).
    #: ADTP 2018 and TDA 2024 do not: False.
    redraw_at_two_tables: bool = False

    # -- ranking
    #: Casino Club "Clasificación", "Manos Simultáneas" (see SimultaneousElimination).
    simultaneous_elimination: SimultaneousElimination = (
        SimultaneousElimination.STACK_AT_TABLE_SHARE_ACROSS
    )
    #: TDA 2024 RP-8 ("bubble"): the players out in the hand that bursts the bubble share
    #: the places in play, whatever their tables and stacks. ADTP 2018 and Casino Club have
    #: no such rule: False.
    bubble_hand_shares: bool = False
    #: Casino Club "Penalidades" (Descalificación): a disqualified player's prize is shared
    #: among the players active at that moment (see DisqualifiedPrize). ADTP 68-D only says
    #: the chips are removed, which would read as KEPT; the product default stays
    #: SHARED_AMONG_ACTIVE for ADTP 2018 too, because that is what every tournament has been
    #: paid by so far (the ranking's house policy) and ADTP does not forbid it: a house that
    #: reads 68-D as "kept" chooses KEPT.
    disqualified_prize: DisqualifiedPrize = DisqualifiedPrize.SHARED_AMONG_ACTIVE

    # -- antes
    #: TDA 2024 RP-11 (see BigBlindAnteOrder).
    bb_ante_order: BigBlindAnteOrder = BigBlindAnteOrder.BLIND_FIRST
    #: TDA 2024 RP-11: antes are not reduced as players go, final table included.
    reduce_ante_short_handed: bool = False

    # -- hand-for-hand
    #: TDA hand-for-hand procedure: minutes taken off the level clock per hand played
    #: hand-for-hand (the clock is stopped meanwhile). ADTP 2018 is silent; TDA default 2.
    hand_for_hand_minutes_per_hand: int = 2

    # -- colour-up and chip race (ADTP 24, Casino Club "Reemplazo de Fichas menores")
    #: ADTP 24 A: the race always starts at seat 1.
    chip_race_start_seat: int = 1
    #: ADTP 24 A, Casino Club: at most one chip per player.
    chip_race_max_chips_per_player: int = 1
    #: ADTP 24 A, Casino Club: nobody is eliminated by a race; a player left without
    #: chips gets one chip of the lowest denomination still in play.
    chip_race_may_eliminate: bool = False
    #: ADTP 24 C: odd chips left after the race are exchanged for the lowest chip in play;
    #: what does not make a whole chip is removed without compensation.
    chip_race_exchange_leftovers: bool = True
    #: ADTP 24 A leaves open how many new chips the odd chips make (see ChipRaceRounding):
    #: one more when the remainder is at least half of the new chip (default), or only when
    #: it is more than half.
    chip_race_rounding: ChipRaceRounding = ChipRaceRounding.AT_LEAST_HALF

    # -- absent players
    #: Casino Club "Jugadores Ausentes": the stack of a player absent since the start is
    #: removed at the end of the day's first level. ADTP 30 only says absent players are
    #: dealt in and post blinds and antes, so the ADTP/TDA default is not to remove.
    remove_absent_after_first_level: bool = False
    #: Casino Club "Jugadores Ausentes": an absent player who asked to keep the stack
    #: keeps it until arriving (the director may revoke it).
    absent_may_keep_stack_on_request: bool = True

    # ---- derived numbers

    def final_table_size(self, table_size: int) -> int:
        """Players at the final table for an event played ``table_size``-handed: ADTP 11
        (a full table plus one), TDA RP-9 (8- and 9-handed events to 9, 6- and 7-handed to
        7), a full table, or Casino Club "Mesa Final" (a fixed 10); never more than
        ``final_table_max`` (ADTP 11: 10)."""
        match self.final_table_rule:
            case FinalTableRule.FULL_TABLE_PLUS_ONE:
                size = table_size + 1
            case FinalTableRule.FULL_TABLE:
                size = table_size
            case FinalTableRule.TDA_COMBINE:
                size = _TDA_RP9_FINAL_TABLE.get(table_size, table_size)
            case FinalTableRule.FIXED:
                size = self.final_table_fixed_size
        return min(size, self.final_table_max)

    @property
    def final_table_rule_name(self) -> str:
        """The rule the final table's size comes from, as the floor cites it."""
        return {
            FinalTableRule.FULL_TABLE_PLUS_ONE: "ADTP 11",
            FinalTableRule.TDA_COMBINE: "TDA RP-9",
            FinalTableRule.FIXED: 'Casino Club "Mesa Final"',
        }.get(self.final_table_rule, "ADTP 11")

    @property
    def clock_silent_seconds(self) -> int:
        """Seconds of the clock before the countdown starts (ADTP 29: 25)."""
        return self.clock_total_seconds - self.clock_countdown_seconds

    # ---- changes

    def with_overrides(self, **changes: Any) -> RuleSet:
        """A copy with ``changes`` applied; refused, listing every problem, if invalid.

        Enum fields accept their text value too (``bb_ante_order="ante_first"``).
        """
        known = {f.name: f for f in fields(self)}
        problems: list[Problem] = []
        converted: dict[str, Any] = {}
        for name, value in changes.items():
            if name not in known:
                problems.append(
                    Problem("rules.unknown_setting", {"setting": name, "known": _known()})
                )
                continue
            kind = _ENUMS.get(name)
            if kind is not None and not isinstance(value, kind):
                try:
                    value = kind(value)
                except ValueError:
                    problems.append(
                        Problem(
                            "data.bad_choice",
                            {
                                "field": name,
                                "value": value,
                                "choices": ", ".join(m.value for m in kind),
                            },
                        )
                    )
                    continue
            converted[name] = value
        if problems:
            raise problems_refusal(problems, "rules.invalid")
        result = dataclasses.replace(self, **converted)
        problems = validate_rules(result)
        if problems:
            raise problems_refusal(problems, "rules.invalid")
        return result

    # ---- plain data

    def to_dict(self) -> dict[str, Any]:
        return {
            f.name: (v.value if isinstance(v := getattr(self, f.name), enum.Enum) else v)
            for f in fields(self)
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        """Rebuild from :meth:`to_dict`; missing fields take the ADTP default (older files)."""
        r = DictReader(data, "")
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            default = getattr(ADTP_2018, f.name)
            if f.name in _ENUMS:
                values[f.name] = r.choice(f.name, _ENUMS[f.name])
            elif isinstance(default, bool):
                values[f.name] = r.yes_no(f.name)
            elif isinstance(default, str):
                values[f.name] = r.text(f.name)
            else:
                values[f.name] = r.integer(f.name, optional=True)
        unknown = sorted(set(data) - {f.name for f in fields(cls)})
        if unknown:
            raise Refused("rules.unknown_setting", setting=", ".join(unknown), known=_known())
        return ADTP_2018.with_overrides(**values)


_ENUMS.update(
    final_table_rule=FinalTableRule,
    short_table_rule=ShortTableStop,
    simultaneous_elimination=SimultaneousElimination,
    bb_ante_order=BigBlindAnteOrder,
    disqualified_prize=DisqualifiedPrize,
    chip_race_rounding=ChipRaceRounding,
)

# (field, smallest allowed, largest allowed or None); None values are allowed only where
# the field's type says so (action_time_seconds).
_RANGES: dict[str, tuple[int, int | None]] = {
    "clock_total_seconds": (1, 600),
    "clock_countdown_seconds": (0, 60),
    "action_time_seconds": (1, 3600),
    "final_table_fixed_size": (2, TABLE_SIZE_MAX),
    "final_table_max": (2, TABLE_SIZE_MAX),
    "short_table_difference": (2, TABLE_SIZE_MAX),
    "short_table_players": (1, TABLE_SIZE_MAX),
    "hand_for_hand_minutes_per_hand": (0, 10),
    "chip_race_start_seat": (1, TABLE_SIZE_MAX),
    "chip_race_max_chips_per_player": (1, 100),
}
_OPTIONAL = {"action_time_seconds"}


def setting_range(name: str) -> tuple[int, int | None] | None:
    """The smallest and largest value :func:`validate_rules` accepts for a number setting
    (None: not a number setting), so an editor can bound its fields the same way."""
    return _RANGES.get(name)


def setting_optional(name: str) -> bool:
    """Whether the setting may be left unset (None): the rules leave it to the director."""
    return name in _OPTIONAL


def _known() -> str:
    return ", ".join(f.name for f in fields(RuleSet))


def validate_rules(rules: RuleSet) -> list[Problem]:
    """Every impossible value in the rule set, in words; empty when it is usable."""
    out: list[Problem] = []
    for f in fields(rules):
        value = getattr(rules, f.name)
        default = getattr(_DEFAULTS, f.name)
        kind = _ENUMS.get(f.name)
        if kind is not None:
            if not isinstance(value, kind):
                out.append(
                    Problem(
                        "data.bad_choice",
                        {
                            "field": f.name,
                            "value": value,
                            "choices": ", ".join(m.value for m in kind),
                        },
                    )
                )
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                out.append(_wrong(f.name, "data.kind.yes_no"))
        elif isinstance(default, str):
            if not isinstance(value, str):
                out.append(_wrong(f.name, "data.kind.text"))
            elif not value.strip():
                out.append(Problem("rules.name_empty"))
        elif value is None:
            if f.name not in _OPTIONAL:
                out.append(_wrong(f.name, "data.kind.integer"))
        elif isinstance(value, bool) or not isinstance(value, int):
            out.append(_wrong(f.name, "data.kind.integer"))
        elif f.name in _RANGES:
            lo, hi = _RANGES[f.name]
            if value < lo or (hi is not None and value > hi):
                key = "rules.negative" if value < 0 else "rules.out_of_range"
                out.append(Problem(key, {"setting": f.name, "value": value, "min": lo, "max": hi}))
    # Cross-field checks only once every field is a number in range.
    fields_ok = not out
    total, countdown = rules.clock_total_seconds, rules.clock_countdown_seconds
    if fields_ok and countdown > total:
        out.append(Problem("rules.countdown_above_total", {"countdown": countdown, "total": total}))
    if (
        fields_ok
        and rules.final_table_rule == FinalTableRule.FIXED
        and rules.final_table_fixed_size > rules.final_table_max
    ):
        out.append(
            Problem(
                "rules.final_table_above_max",
                {"size": rules.final_table_fixed_size, "max": rules.final_table_max},
            )
        )
    return out


def _wrong(name: str, kind: str) -> Problem:
    return Problem("data.field_type", {"field": name, "kind": MessageRef(kind)})


_DEFAULTS = RuleSet()

#: ADTP 2018 (the default): the rules README's source text.
ADTP_2018 = _DEFAULTS

#: TDA 2024: like ADTP 2018 (its 2017 basis) on the clock (the TDA's own text is not among
#: the rules the product ships, so the clock keeps ADTP 29's 25 s plus a 5 s countdown, a
#: dead hand facing a bet and a check otherwise; a house whose edition says otherwise
#: changes the numbers), but 9- and 8-handed events
#: combine to a 9-handed final table and 7- and 6-handed ones to a 7-handed one (TDA
#: recommended procedure RP-9, unchanged since 2019), and the players out on the bubble
#: hand share (RP-8). The big-blind-ante order and the unreduced antes are already the
#: product's defaults.
TDA_2024 = ADTP_2018.with_overrides(
    name="tda-2024", final_table_rule=FinalTableRule.TDA_COMBINE, bubble_hand_shares=True
)

#: Casino Club house rules: 60 s to act, then a 30 s clock with the last 10 counted, the
#: hand dead when it runs out ("Tiempo para actuar"); final table of 10 ("Mesa Final");
#: play stops at a table left with 3 players ("Reorganización de Mesas"); an absent
#: player's stack is removed at the
#: end of the day's first level unless they asked to keep it ("Jugadores Ausentes"); every
#: player redrawn when two tables remain ("Asignación de Asientos"); a disqualified
#: player's prize shared among the players still in ("Penalidades").
CASINO_CLUB = ADTP_2018.with_overrides(
    name="casino-club",
    clock_total_seconds=30,
    clock_countdown_seconds=10,
    action_time_seconds=60,
    clock_check_when_no_bet=False,
    final_table_rule=FinalTableRule.FIXED,
    final_table_fixed_size=10,
    short_table_rule=ShortTableStop.PLAYERS_LEFT,
    short_table_players=3,
    remove_absent_after_first_level=True,
    redraw_at_two_tables=True,
    disqualified_prize=DisqualifiedPrize.SHARED_AMONG_ACTIVE,
)

PRESETS: dict[str, RuleSet] = {r.name: r for r in (ADTP_2018, TDA_2024, CASINO_CLUB)}
DEFAULT_PRESET = ADTP_2018.name


def preset(name: str) -> RuleSet:
    """The preset called ``name``; refused with the known names otherwise."""
    try:
        return PRESETS[name]
    except KeyError:
        raise Refused("rules.unknown_preset", name=name, known=", ".join(PRESETS)) from None


__all__ = [
    "ADTP_2018",
    "CASINO_CLUB",
    "DEFAULT_PRESET",
    "PRESETS",
    "TDA_2024",
    "BigBlindAnteOrder",
    "ChipRaceRounding",
    "DisqualifiedPrize",
    "FinalTableRule",
    "RuleSet",
    "ShortTableStop",
    "SimultaneousElimination",
    "preset",
    "setting_optional",
    "setting_range",
    "validate_rules",
]
