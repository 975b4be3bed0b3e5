"""Deals: the players left agree how to share the prizes still to be won.

Casino Club "Premios": the house does not endorse private deals between players; when the
players make one, the floor records it (who agreed and what: a service's job, later). This
module only computes the figures and makes them recordable (`Deal.to_dict`).

Methods, each over the prizes still to be won (place 1 first, one per player left):

- **ICM**: each player takes the Malmuth-Harville equity of the stack (`icm.icm`).
- **Chip chop**: everyone takes the prize of the last place still in play; the rest is
  divided in proportion to chips.
- **Money left to play for**: some money stays in play, paid to whoever finishes in a
  given place (an amount kept for the winner, a "save" for second place); the deal covers the
  rest. It is taken from the prize of that place before the deal is computed, by either
  method.

All amounts are integers in minor units, rounded to the house unit by `splits.split`
(largest remainder; equal remainders: the player listed first), so the amounts dealt plus
the money left to play for equal the prizes exactly: no money is created or lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tournament_director.domain.errors import Refused
from tournament_director.domain.icm import icm
from tournament_director.domain.splits import split

ICM = "icm"
CHIP_CHOP = "chip_chop"
METHODS = (ICM, CHIP_CHOP)

Player = int | str


@dataclass(frozen=True)
class Deal:
    """A deal's figures: what each player takes now and what is left to play for."""

    method: str
    players: tuple[Player, ...]
    stacks: tuple[int, ...]
    prizes: tuple[int, ...]  # the prizes still to be won, place 1 first, one per player
    amounts: tuple[int, ...]  # what each player takes now, in the players' order
    left_to_play: tuple[tuple[int, int], ...] = ()  # (place, amount) still played for
    unit: int = 1
    equities: tuple[float, ...] = ()  # ICM equities of the adjusted prizes (ICM deals)
    error: float = 0.0  # the ICM method's stated error, in minor units
    adjustments: tuple[int, ...] = ()  # edits agreed on top of the method, per player

    @property
    def total(self) -> int:
        return sum(self.amounts) + sum(amount for _, amount in self.left_to_play)

    def amount_of(self, player: Player) -> int:
        return self.amounts[self.players.index(player)]

    def adjusted(self, changes: Mapping[Player, int]) -> Deal:
        """The deal with amounts moved between players (e.g. one gives 50.000 to another).

        Edits create no money: the changes must add up to zero and leave nobody below zero.
        """
        unknown = [p for p in changes if p not in self.players]
        if unknown:
            raise Refused("deals.unknown_player", player=unknown[0])
        if sum(changes.values()) != 0:
            raise Refused("deals.adjust_not_zero", sum=sum(changes.values()))
        deltas = [changes.get(p, 0) for p in self.players]
        amounts = tuple(a + d for a, d in zip(self.amounts, deltas, strict=True))
        if any(a < 0 for a in amounts):
            raise Refused("deals.adjust_negative")
        before = self.adjustments or (0,) * len(self.players)
        return replace(
            self,
            amounts=amounts,
            adjustments=tuple(b + d for b, d in zip(before, deltas, strict=True)),
        )

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to record the deal (the service adds who agreed and when)."""
        return {
            "method": self.method,
            "unit": self.unit,
            "prizes": list(self.prizes),
            "players": [
                {
                    "player": player,
                    "stack": stack,
                    "amount": amount,
                    **({"equity": self.equities[i]} if self.equities else {}),
                    **({"adjustment": self.adjustments[i]} if self.adjustments else {}),
                }
                for i, (player, stack, amount) in enumerate(
                    zip(self.players, self.stacks, self.amounts, strict=True)
                )
            ],
            "left_to_play": [{"place": p, "amount": a} for p, a in self.left_to_play],
            "total": self.total,
            "error": self.error,
        }


def _prepare(
    stacks: Sequence[int],
    prizes: Sequence[int],
    players: Sequence[Player] | None,
    left_to_play: Mapping[int, int] | None,
    unit: int,
) -> tuple[tuple[Player, ...], list[int], list[int], tuple[tuple[int, int], ...]]:
    """Checked inputs: players, the prizes in play (one per player), and the adjusted prizes
    (each place's prize less the money left to play for at that place)."""
    if not stacks:
        raise Refused("icm.no_players")
    for stack in stacks:
        if not isinstance(stack, int) or isinstance(stack, bool) or stack <= 0:
            raise Refused("icm.bad_stack", value=stack)
    if not isinstance(unit, int) or unit < 1:
        raise Refused("payouts.bad_unit", value=unit)
    n = len(stacks)
    names = tuple(players) if players is not None else tuple(range(1, n + 1))
    if len(names) != n or len(set(names)) != n:
        raise Refused("deals.players_mismatch", players=len(names), stacks=n)
    if len(prizes) > n:
        raise Refused("deals.too_many_prizes", prizes=len(prizes), players=n)
    for prize in prizes:
        if not isinstance(prize, int) or isinstance(prize, bool) or prize < 0:
            raise Refused("icm.bad_prize", value=prize)
    in_play = list(prizes) + [0] * (n - len(prizes))
    adjusted = list(in_play)
    kept: list[tuple[int, int]] = []
    for place, amount in sorted((left_to_play or {}).items()):
        if not 1 <= place <= n:
            raise Refused("deals.bad_place", place=place, players=n)
        if amount < 0 or amount > adjusted[place - 1]:
            raise Refused(
                "deals.left_too_much", place=place, amount=amount, prize=in_play[place - 1]
            )
        if amount:
            adjusted[place - 1] -= amount
            kept.append((place, amount))
    return names, in_play, adjusted, tuple(kept)


def icm_deal(
    stacks: Sequence[int],
    prizes: Sequence[int],
    *,
    players: Sequence[Player] | None = None,
    left_to_play: Mapping[int, int] | None = None,
    unit: int = 1,
) -> Deal:
    """An ICM deal (issue 6, "Deals": ICM, Malmuth-Harville).

    Each player takes the ICM equity of the stack over the prizes less the money left to play
    for; the amounts are the dealt total split in proportion to the equities by
    `splits.split` (largest remainder, rounded to `unit`).
    """
    names, in_play, adjusted, kept = _prepare(stacks, prizes, players, left_to_play, unit)
    equities = icm(list(stacks), adjusted)
    dealt = sum(adjusted)
    weights = [Fraction(max(e, 0.0)) for e in equities.values]
    if dealt and sum(weights) == 0:  # pragma: no cover - equities of positive prizes are > 0
        weights = [Fraction(1)] * len(weights)
    amounts = split(dealt, weights, unit) if dealt else [0] * len(stacks)
    return Deal(
        ICM,
        names,
        tuple(stacks),
        tuple(in_play),
        tuple(amounts),
        kept,
        unit,
        equities.values,
        equities.error,
    )


def chip_chop(
    stacks: Sequence[int],
    prizes: Sequence[int],
    *,
    players: Sequence[Player] | None = None,
    left_to_play: Mapping[int, int] | None = None,
    unit: int = 1,
) -> Deal:
    """A chip-chop deal (issue 6, "Deals": chip chop).

    Everyone takes the (adjusted) prize of the last place in play; the rest of the money
    dealt is split in proportion to chips by `splits.split` (rounded to `unit`).
    """
    names, in_play, adjusted, kept = _prepare(stacks, prizes, players, left_to_play, unit)
    base = min(adjusted)  # the last place's prize; min() also covers a reduced place
    rest = sum(adjusted) - base * len(stacks)
    shares = split(rest, list(stacks), unit) if rest else [0] * len(stacks)
    amounts = tuple(base + s for s in shares)
    return Deal(CHIP_CHOP, names, tuple(stacks), tuple(in_play), amounts, kept, unit)


def make_deal(
    method: str,
    stacks: Sequence[int],
    prizes: Sequence[int],
    *,
    players: Sequence[Player] | None = None,
    left_to_play: Mapping[int, int] | None = None,
    unit: int = 1,
) -> Deal:
    """A deal by the method's name ("icm" or "chip_chop")."""
    if method == ICM:
        return icm_deal(stacks, prizes, players=players, left_to_play=left_to_play, unit=unit)
    if method == CHIP_CHOP:
        return chip_chop(stacks, prizes, players=players, left_to_play=left_to_play, unit=unit)
    raise Refused("deals.bad_method", method=method, known=", ".join(METHODS))
