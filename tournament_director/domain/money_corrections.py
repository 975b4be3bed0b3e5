"""Money that has changed hands: what undo and redo may do to it.

Undo (domain/history.py) rebuilds the state as if an action had never happened; redo as if
it had. For an action that moved money that is not true: the player paid, the refund or the
prize was handed over. Undoing a cash purchase dropped the money collected with no refund
recorded, so the drawer and the record parted. Money is therefore put right by the rule
that governs it, as an event of its own, and undo and redo of a money event are refused in
words that name that path:

- a purchase (entry, late registration, re-entry, rebuy, add-on): before play, a director
  cancels the entry with the reason and the refund is recorded (`registration.decide_cancel`);
  after play has started there is no refund;
- a refund (an entry cancelled): the player buys a new entry if he is to play;
- a prize payment: a director voids it with the reason (`prize_payments.decide_void`);
- a void of a prize payment: the prize is paid again, checked against the standings and the
  drawer (`prize_payments.decide_pay`).

Redo is refused the same way: the record may hold money actions undone before this rule (an
old record), and putting one back would move money again without the checks of its rule.

Opening and closing a shift stay undoable: opening moves no money (a shift opened by mistake
has nothing in it while it is the latest action), and undoing a close reopens the drawer for
a count typed wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director.domain.errors import MessageRef, Refused
from tournament_director.domain.events import Event
from tournament_director.domain.money import format_amount
from tournament_director.domain.prize_payments import PrizePaid, PrizePaymentVoided
from tournament_director.domain.registration import EntryCancelled, PurchaseMade, play_started
from tournament_director.domain.stages import QUALIFIER_KIND

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState

#: The events that record money handed over (into or out of a drawer, or to a player).
MONEY_EVENTS = (PurchaseMade, EntryCancelled, PrizePaid, PrizePaymentVoided)


def check_money_undo(state: TournamentState, events: Sequence[Event], now: datetime) -> None:
    """Casino Club "Derecho de Participación" (the entry is bought for its full value) and
    the house's refund rule (refunds and cancellations are a director's, with the reason,
    before play only, recorded as a refund); Casino Club "Premios" (a prize is paid at the
    cashier, and a payment made in error is voided by a director with the reason): undoing
    an action that moved money is refused, with the path its rule gives. ``events``: the
    events of the action to undo."""
    for event in events:
        match event:
            case PurchaseMade() if event.kind == QUALIFIER_KIND and event.amount == 0:
                # A qualifier's entry at a multi-flight event's final stage moves no money
                # (domain/stages.py): a mistaken accreditation is undone like any action,
                # and its slip may then be presented again.
                continue
            case PurchaseMade():
                key = (
                    "undo.money_purchase_started"
                    if play_started(state, now)
                    else "undo.money_purchase"
                )
                raise Refused(
                    key,
                    purchase=event.purchase_id,
                    name=_name(state, events, event.player_id),
                    amount=_money(state, event.amount),
                    method=_method(event.method),
                )
            case EntryCancelled():
                raise Refused(
                    "undo.money_refund",
                    entry=event.entry_id,
                    name=_entry_name(state, event.entry_id),
                    amount=_money(state, event.refunded),
                )
            case PrizePaid():
                raise Refused(
                    "undo.money_prize",
                    payment=event.payment_id,
                    name=_entry_name(state, event.entry_id),
                    amount=_money(state, event.amount),
                    method=_method(event.method),
                )
            case PrizePaymentVoided():
                raise Refused("undo.money_void", payment=event.payment_id)


def check_money_redo(state: TournamentState, events: Sequence[Event]) -> None:
    """The same rules as `check_money_undo`, for redo: a money action undone (in a record
    older than that rule) is not put back as if it had happened; the money is taken, paid
    back, paid or voided again by its own command, which checks it against today's state
    (the price and the shift, the standings, the drawer)."""
    for event in events:
        match event:
            case PurchaseMade() if event.kind == QUALIFIER_KIND and event.amount == 0:
                # A qualifier's entry at a multi-flight event's final stage moves no money
                # (domain/stages.py): a mistaken accreditation is undone like any action,
                # and its slip may then be presented again.
                continue
            case PurchaseMade():
                raise Refused(
                    "redo.money_purchase",
                    purchase=event.purchase_id,
                    name=_name(state, events, event.player_id),
                )
            case EntryCancelled():
                raise Refused(
                    "redo.money_refund",
                    entry=event.entry_id,
                    name=_entry_name(state, event.entry_id),
                )
            case PrizePaid():
                raise Refused(
                    "redo.money_prize",
                    payment=event.payment_id,
                    name=_entry_name(state, event.entry_id),
                )
            case PrizePaymentVoided():
                raise Refused("redo.money_void", payment=event.payment_id)


def _money(state: TournamentState, amount: int) -> str:
    code = state.book.buy_in.currency if state.book.buy_in else "CLP"
    return format_amount(amount, code)


def _method(method: str) -> MessageRef | str:
    key = f"money.method.{method}"
    return MessageRef(key) if key in _METHODS else method


_METHODS = frozenset(
    f"money.method.{m}" for m in ("cash", "card", "voucher", "satellite", "transfer", "cheque")
)


def _name(state: TournamentState, events: Sequence[Event], player_id: int) -> str:
    """The player's name: on the register, or in the action itself (a first purchase
    registers the player in the same command)."""
    player = state.players.get(player_id)
    if player is not None:
        return player.name
    for event in events:
        if getattr(event, "player_id", None) == player_id and hasattr(event, "name"):
            return str(event.name)
    return str(player_id)


def _entry_name(state: TournamentState, entry_id: int) -> str:
    entry = state.book.entries.get(entry_id)
    player = state.players.get(entry.player_id) if entry is not None else None
    return player.name if player is not None else str(entry_id)
