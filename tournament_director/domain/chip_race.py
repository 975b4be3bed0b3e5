"""The chip race at a colour-up, one table at a time (ADTP 24; Casino Club "Reemplazo de
Fichas menores (Colour up)").

At the colour-up break every player exchanges the chips of the removed denomination that
make whole chips of the new one. What is left at each seat, the *odd chips*, is raced:

1. How many new chips are raced: the odd value of the table divided by the new
   denomination, plus one more when the remainder is at least half of it (the rule set's
   ``chip_race_rounding``; "more than half" is the other reading): :func:`chips_raced`.
2. One card per odd chip, dealt face up starting at seat 1 (``chip_race_start_seat``),
   clockwise, each seat all its cards before the next (:func:`deal_order`); the floor types
   the cards dealt, or the application draws them from the operating system's secure random
   source and the caller records them (:func:`draw_cards`).
3. The highest card wins the first chip, the next highest among the other players the next,
   and so on; a player wins at most one chip (``chip_race_max_chips_per_player``). Equal
   ranks are told apart by suit: spades, hearts, diamonds, clubs (:class:`Card`).
4. Nobody is raced out (``chip_race_may_eliminate`` False): a player left with no chips
   receives one chip of the lowest denomination still in play (the protection chip).
5. Every odd chip leaves play. Chips in play change by exactly the chips awarded plus the
   protection chips minus the odd value removed (:attr:`RaceResult.total_change`).

The functions are pure: no clock, no database, no Qt. Bad input is refused in words
(``Refused``) before anything is worked out.

What the rule text leaves to the product, and how it is read here:
- *More chips than players?* ADTP 24 A: "se entregará como máximo una ficha por jugador".
  Since a seat only races chips that could not be exchanged (fewer than one new chip's
  worth, which :func:`race` checks), the odd value of n players is below n new chips, so
  rounding gives at most n chips: with one chip per player there is always a player for
  every chip raced. The race still stops when no player may win more (a house allowing more
  per player can only give fewer chips out, never more); a chip nobody may win is not
  awarded and does not count in the change of chips in play.
- *Nobody holds odd chips*: nothing is raced, nothing removed, nobody protected.
- *The protection chip* is "una ficha del valor más bajo en juego" after the colour-up:
  the caller passes it (``protection_chip``), the new denomination by default.
- ADTP 24 C (``chip_race_exchange_leftovers``) is about chips of a removed value still held
  *after* the race (a second denomination removed at the same break); every odd chip typed
  here is raced and leaves play, so it does not arise in :func:`race`.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.money import format_count
from tournament_director.domain.rule_set import ADTP_2018, ChipRaceRounding, RuleSet
from tournament_director.domain.structure import TABLE_SIZE_MAX
from tournament_director.domain.text import visible

#: Ranks from lowest to highest, as typed: T for ten.
RANKS = "23456789TJQKA"
#: Suits from highest to lowest: spades, hearts, diamonds, clubs.
SUITS = "shdc"
DECK_SIZE = len(RANKS) * len(SUITS)

_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
# Suit symbols a floor may paste or type, with the letters.
_SUIT_INPUT = {
    **{s: s for s in SUITS},
    **{symbol: s for s, symbol in _SYMBOLS.items()},
    "♤": "s",
    "♡": "h",
    "♢": "d",
    "♧": "c",
}


class _Chips(int):
    """A chip figure in a message: written as the reader's language groups digits when the
    message is shown (1.000 / 1,000); still an int for counted words."""

    def __format__(self, spec: str) -> str:
        return format(format_count(int(self)), spec)

    def __str__(self) -> str:
        return format_count(int(self))


@functools.total_ordering
@dataclass(frozen=True)
class Card:
    """A playing card: ``rank`` one of :data:`RANKS`, ``suit`` one of :data:`SUITS`.

    Cards compare by :attr:`strength`: rank first, then suit, spades > hearts > diamonds >
    clubs. ADTP 20 B breaks ties of rank "por orden de palo"; the order is the one every
    chip race uses (and the issue asks for), so no two cards of a deck tie.
    """

    rank: str
    suit: str

    def __post_init__(self) -> None:
        if (
            not isinstance(self.rank, str)
            or not isinstance(self.suit, str)
            or len(self.rank) != 1
            or len(self.suit) != 1
            or self.rank not in RANKS
            or self.suit not in SUITS
        ):
            raise Refused("chip_race.bad_card", card=f"{self.rank}{self.suit}"[:20])

    @classmethod
    def parse(cls, text: object) -> Card:
        """A card as the floor types it: rank then suit, ``Jc``, ``Th`` (``10h`` too), either
        case, the suit as a letter (s h d c) or a symbol (♠ ♥ ♦ ♣); refused in words."""
        if isinstance(text, Card):
            return text
        if isinstance(text, str):
            known = _BY_TEXT.get(text)
            if known is not None:
                return known
            cleaned = text.strip()
            if len(cleaned) >= 2:
                rank, suit = cleaned[:-1].upper(), _SUIT_INPUT.get(cleaned[-1].lower())
                rank = "T" if rank == "10" else rank
                if suit is not None and len(rank) == 1 and rank in RANKS:
                    return _BY_TEXT[rank + suit]
        shown = text if isinstance(text, str) else repr(text)
        raise Refused("chip_race.bad_card", card=visible(shown, 20))

    @property
    def strength(self) -> int:
        """0 (2♣) to 51 (A♠): the higher wins."""
        return RANKS.index(self.rank) * len(SUITS) + (len(SUITS) - 1 - SUITS.index(self.suit))

    @property
    def shown(self) -> str:
        """The card for a screen or a paper: ``Q♠``, ``10♥``."""
        return ("10" if self.rank == "T" else self.rank) + _SYMBOLS[self.suit]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.strength < other.strength

    def __str__(self) -> str:
        return self.rank + self.suit


#: The 52 cards, from the lowest (2c) to the highest (As).
FULL_DECK: tuple[Card, ...] = tuple(
    sorted((Card(r, s) for r in RANKS for s in SUITS), key=lambda c: c.strength)
)
_BY_TEXT: dict[str, Card] = {str(card): card for card in FULL_DECK}


# --- how many chips ------------------------------------------------------------------------


def chips_raced(
    odd_value: int, to: int, rule: ChipRaceRounding | str = ChipRaceRounding.AT_LEAST_HALF
) -> int:
    """How many chips of ``to`` the odd chips of a table, worth ``odd_value``, are raced for.

    ADTP 24 A races "las fichas que no se hayan podido cambiar" without saying how many new
    chips they make; the rule set's ``chip_race_rounding`` decides: the odd value divided by
    the new denomination, plus one more when the remainder is at least half of it
    (AT_LEAST_HALF, the default) or only when it is more than half (MORE_THAN_HALF).
    20 for chips of 25: 0 rem 20, at least half: 1. 250 for chips of 100: 2 rem 50: 3 at
    least half, 2 more than half.
    """
    rule = ChipRaceRounding(rule)
    _check_value("to", to)
    if isinstance(odd_value, bool) or not isinstance(odd_value, int) or odd_value < 0:
        raise Refused("chip_race.bad_odd_value", value=odd_value)
    whole, rest = divmod(odd_value, to)
    # Twice the remainder against the new chip: no fractions. A remainder of 0 never adds.
    half_or_more = 2 * rest >= to if rule is ChipRaceRounding.AT_LEAST_HALF else 2 * rest > to
    return whole + int(rest > 0 and half_or_more)


# --- the deal ------------------------------------------------------------------------------


def deal_order(
    seats: Iterable[int], start_seat: int = 1, table_size: int = TABLE_SIZE_MAX
) -> tuple[int, ...]:
    """The seats holding odd chips in the order their cards are dealt.

    ADTP 24 A: the race starts "siempre por el asiento número 1" (the rule set's
    ``chip_race_start_seat``) and goes clockwise, the way seats are numbered: from the start
    seat up to the last seat of the table, then from seat 1. Refused in words: a seat or a
    start seat outside 1..``table_size``.
    """
    _check_table_size(table_size)
    wanted = set()
    for seat in seats:
        _check_seat(seat, table_size)
        wanted.add(seat)
    if isinstance(start_seat, bool) or not isinstance(start_seat, int):
        raise Refused("chip_race.bad_start_seat", seat=start_seat, max=table_size)
    if not 1 <= start_seat <= table_size:
        raise Refused("chip_race.bad_start_seat", seat=start_seat, max=table_size)
    return tuple(sorted(wanted, key=lambda seat: (seat < start_seat, seat)))


def draw_cards(
    rng: random.Random, counts_per_seat: Mapping[int, int]
) -> dict[int, tuple[Card, ...]]:
    """Cards drawn for a race: one per odd chip, from one shuffled 52-card deck.

    ADTP 24 A: dealt in the order of ``counts_per_seat`` (pass it in :func:`deal_order`),
    each seat all its cards before the next, as a dealer deals a chip race; a seat with no
    odd chips gets none and is left out. The caller passes ``secrets.SystemRandom()`` and
    records the cards drawn, so a replay never draws again. Refused in words: a count that is
    not a whole number of 0 or more, or more cards than a deck holds.
    """
    total = 0
    for seat, count in counts_per_seat.items():
        _check_count(seat, count)
        total += count
    if total > DECK_SIZE:
        raise Refused("chip_race.too_many_cards", cards=total, deck=DECK_SIZE)
    cards = rng.sample(FULL_DECK, total)
    dealt: dict[int, tuple[Card, ...]] = {}
    at = 0
    for seat, count in counts_per_seat.items():
        if count:
            dealt[seat] = tuple(cards[at : at + count])
            at += count
    return dealt


# --- the race ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RaceResult:
    """One table's chip race worked out. Seats are the table's seat numbers; chips of
    ``to`` are counted as chips, everything else as chip value."""

    removed: int  # the denomination removed (the odd chips' value each)
    to: int  # the new denomination raced for
    rounding: ChipRaceRounding
    #: The seats holding odd chips, in the order their cards were dealt (from the start seat,
    #: clockwise).
    order: tuple[int, ...]
    odd_chips: Mapping[int, int]  # seat -> odd chips of ``removed`` it held, in deal order
    cards: Mapping[int, tuple[Card, ...]]  # seat -> its cards, in deal order
    odd_value_removed: int  # every odd chip leaves play: removed × all odd chips
    chips_raced: int  # chips of ``to`` raced (chips_raced())
    winners: tuple[int, ...]  # the seats in the order the chips were won, one per chip
    winning_cards: tuple[Card, ...]  # the card that won each chip, as ``winners``
    awards: Mapping[int, int]  # seat -> chips of ``to`` won (winners only)
    protected: Mapping[int, int]  # seat -> value of the protection chip it received
    total_change: int  # chips in play change by this: awarded + protection - odd removed

    @property
    def awarded_value(self) -> int:
        """The value of the chips won in the race."""
        return sum(self.awards.values()) * self.to

    @property
    def protection_value(self) -> int:
        """The value of the protection chips given (nobody raced out)."""
        return sum(self.protected.values())

    def to_dict(self) -> dict[str, Any]:
        """The result as the command line prints it (`chip-race --json`): seats as text."""
        return {
            "chips_raced": self.chips_raced,
            "winners": list(self.winners),
            "awards": {str(seat): n for seat, n in self.awards.items()},
            "protected": {str(seat): value for seat, value in self.protected.items()},
            "odd_value_removed": self.odd_value_removed,
            "total_change": self.total_change,
        }


def race(
    odd_chips: Mapping[int, int],
    cards: Mapping[int, Sequence[Card | str]],
    *,
    removed: int,
    to: int,
    rules: RuleSet = ADTP_2018,
    other_chips: Mapping[int, int] | None = None,
    protection_chip: int | None = None,
    table_size: int = TABLE_SIZE_MAX,
) -> RaceResult:
    """One table's chip race (ADTP 24 A; Casino Club "Reemplazo de Fichas menores").

    ``odd_chips``: seat -> chips of ``removed`` it still holds after exchanging what makes
    whole chips of ``to`` (0 or absent: it takes no part). ``cards``: seat -> the cards
    dealt to it, one per odd chip (a :class:`Card` or its text, ``"Jc"``). ``other_chips``:
    seat -> the value of the chips it holds besides the odd ones (absent: it holds some).
    ``protection_chip``: the lowest denomination still in play after the colour-up (default
    ``to``). The rule set gives the start seat, the most chips a player wins, whether a race
    may eliminate, and the rounding.

    - The chips raced: :func:`chips_raced` of the odd value, by ``rules.chip_race_rounding``.
    - The highest card wins the first chip, then the highest card of a player who may still
      win one, and so on: "como máximo una ficha por jugador" (ADTP 24 A,
      ``chip_race_max_chips_per_player``); ties of rank go by suit (:class:`Card`).
    - A seat whose ``other_chips`` is 0 and that wins nothing receives one chip of
      ``protection_chip``: "Ningún jugador podrá ser eliminado del torneo en este proceso"
      (ADTP 24 A; Casino Club: "se le entregará una ficha del menor valor en juego"),
      unless ``rules.chip_race_may_eliminate``.

    Refused in words: a denomination that is not a whole number above zero, ``to`` not
    larger than ``removed`` or not a multiple of it, a seat outside the table, a count that
    is not a whole number of 0 or more or that still makes a whole new chip (only chips that
    could not be exchanged are raced), a seat with odd chips and no cards or the wrong number
    of cards, cards for a seat without odd chips, a card that does not exist, the same card
    twice, a value of other chips that is not a whole number of 0 or more.
    """
    _check_value("from", removed)
    _check_value("to", to)
    if to <= removed:
        raise Refused("chip_race.not_larger", removed=_Chips(removed), to=_Chips(to))
    if to % removed:
        raise Refused("chip_race.not_multiple", removed=_Chips(removed), to=_Chips(to))
    if protection_chip is None:
        protection_chip = to
    _check_value("protection_chip", protection_chip)
    _check_table_size(table_size)
    per_new_chip = to // removed

    counts: dict[int, int] = {}
    for seat, count in odd_chips.items():
        _check_seat(seat, table_size)
        _check_count(seat, count)
        if count >= per_new_chip:
            raise Refused(
                "chip_race.whole_chip",
                seat=seat,
                count=count,
                removed=_Chips(removed),
                value=_Chips(count * removed),
                to=_Chips(to),
            )
        if count:
            counts[seat] = count
    for seat, held in cards.items():
        _check_seat(seat, table_size)
        if isinstance(held, str) or not isinstance(held, Sequence):
            raise Refused(
                "data.field_type", field=f"cards.{seat}", kind=MessageRef("data.kind.list")
            )
        if seat not in counts and held:
            raise Refused("chip_race.cards_without_chips", seat=seat)
    order = deal_order(counts, rules.chip_race_start_seat, table_size)

    dealt: dict[int, tuple[Card, ...]] = {}
    where: dict[Card, int] = {}
    for seat in order:
        typed = cards.get(seat)
        if not typed:
            raise Refused("chip_race.no_cards", seat=seat, count=counts[seat])
        if len(typed) != counts[seat]:
            raise Refused(
                "chip_race.wrong_card_count", seat=seat, count=counts[seat], cards=len(typed)
            )
        hand = tuple(Card.parse(text) for text in typed)
        for card in hand:
            if card in where:
                raise Refused(
                    "chip_race.duplicate_card", card=str(card), first=where[card], second=seat
                )
            where[card] = seat
        dealt[seat] = hand

    others: dict[int, int] = {}
    for seat, value in (other_chips or {}).items():
        _check_seat(seat, table_size)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise Refused("chip_race.bad_other_chips", seat=seat, value=value)
        others[seat] = value

    odd_value = removed * sum(counts.values())
    raced = chips_raced(odd_value, to, rules.chip_race_rounding)
    most = rules.chip_race_max_chips_per_player
    awards: dict[int, int] = {}
    winners: list[int] = []
    winning: list[Card] = []
    # Highest card first; a player who has won the most allowed is passed over.
    for card in sorted(where, key=lambda c: c.strength, reverse=True):
        if len(winners) == raced:
            break
        seat = where[card]
        if awards.get(seat, 0) < most:
            awards[seat] = awards.get(seat, 0) + 1
            winners.append(seat)
            winning.append(card)
    protected: dict[int, int] = {}
    if not rules.chip_race_may_eliminate:
        for seat in order:
            if others.get(seat) == 0 and seat not in awards:
                protected[seat] = protection_chip
    total_change = len(winners) * to + sum(protected.values()) - odd_value
    return RaceResult(
        removed=removed,
        to=to,
        rounding=rules.chip_race_rounding,
        order=order,
        odd_chips={seat: counts[seat] for seat in order},
        cards=dealt,
        odd_value_removed=odd_value,
        chips_raced=raced,
        winners=tuple(winners),
        winning_cards=tuple(winning),
        awards=awards,  # in the order of each seat's first chip
        protected=protected,
        total_change=total_change,
    )


# --- checks --------------------------------------------------------------------------------


def _check_value(field: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise Refused("chip_race.bad_value", field=field, value=value)


def _check_table_size(size: object) -> None:
    if isinstance(size, bool) or not isinstance(size, int) or not 2 <= size <= TABLE_SIZE_MAX:
        raise Refused("chip_race.bad_table_size", size=size, max=TABLE_SIZE_MAX)


def _check_seat(seat: object, table_size: int) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= table_size:
        raise Refused("chip_race.bad_seat", seat=seat, max=table_size)


def _check_count(seat: object, count: object) -> None:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise Refused("chip_race.bad_count", seat=seat, count=count)


__all__ = [
    "DECK_SIZE",
    "FULL_DECK",
    "RANKS",
    "SUITS",
    "Card",
    "ChipRaceRounding",
    "RaceResult",
    "chips_raced",
    "deal_order",
    "draw_cards",
    "race",
]
