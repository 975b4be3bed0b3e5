"""Prizes paid at the cashier, as events, and what they do to the cashier's shift.

Pure. ``PrizePaid`` records one entry's prize handed over: the place (and the places shared
with others, if any), the amount, how (cash, bank transfer or cheque, with the transfer's
or cheque's number) and the cashier's shift it came out of. ``PrizePaymentVoided`` records
a payment struck out by a director, with the reason; the payment stays in the record and
the entry may be paid again. Undo works as for any other action (the latest action of the
operator, or anyone's for a director).

Rules applied (the decisions name them):

- Casino Club "Premios": the pool is fixed when the buy-in period ends and the prizes are
  paid at the cashier against the classification slip and an identity document; the
  winners pay the taxes the law applies (the receipt carries the house's tax note). So a
  prize is paid only once the field is closed (standings no longer provisional), only to an
  entry that has finished in a paid place, once, and for exactly the standing's amount
  (`results.standings_of`, which follows a recorded deal: `results.deal_money`).
- SCJ catalogue "Premios" ("Pago de premios, indicando el medio a través del cual el casino
  pagará los premios"): every payment records its method.
- The cashier's shift reconciles (domain/registration.py): cash paid out comes out of the
  drawer of the operator's open shift, so the expected cash of a shift = opening float +
  taken in cash - cash refunds - prizes paid in cash. A cash payment needs the operator's
  open shift, as a purchase does; a transfer or a cheque names the shift when one is open
  (for the shift's report) and needs none.
- The drawer rule (`registration.check_drawer_covers`): a prize is paid in cash only when
  the drawer holds that cash by the record, so a shift's expected cash never falls below
  zero; otherwise the refusal says how much cash the drawer holds and to pay by bank
  transfer or cheque (the Results tab then offers the transfer).

Decisions the rules leave open, and what this module does:

- Who pays: the cashier or a director (the roles that handle money); voiding is a
  director's, like a refund.
- A cash payment whose shift has been closed and counted is not voided (the drawer was
  counted with it): the director records the correction in the next shift instead.
- The amount the cashier confirms must be the standing's amount to the unit: a different
  figure is refused rather than recorded as a part payment.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.domain.events import Event, event_type
from tournament_director.domain.money import format_amount
from tournament_director.domain.registration import CANCELLED, check_drawer_covers, check_reason
from tournament_director.domain.results import Standings, standings_of
from tournament_director.domain.text import clean_text

if TYPE_CHECKING:
    from tournament_director.domain.tournament import TournamentState

CASH, TRANSFER, CHEQUE = "cash", "transfer", "cheque"
PRIZE_METHODS = (CASH, TRANSFER, CHEQUE)
REFERENCE_LIMIT = 60

MESSAGES: dict[str, tuple[str, str]] = {
    "prize.provisional": (
        "La clasificación todavía es provisoria (la inscripción sigue abierta): los premios "
        "se pagan cuando se cierra el ingreso de jugadores.",
        "The standings are still provisional (registration is open): prizes are paid once "
        "no more players can come in.",
    ),
    "prize.no_payout": (
        "No hay una estructura de premios que pague este torneo.",
        "There is no payout structure paying this tournament.",
    ),
    "prize.unknown_entry": (
        "La inscripción {id} no es de este torneo.",
        "Entry {id} is not an entry of this tournament.",
    ),
    "prize.still_playing": (
        "{name} (inscripción {id}) sigue jugando: todavía no tiene un lugar.",
        "{name} (entry {id}) is still playing: there is no place yet.",
    ),
    "prize.none": (
        "{name} terminó en el lugar {place}, que no tiene premio.",
        "{name} finished in place {place}, which has no prize.",
    ),
    "prize.already_paid": (
        "El premio de {name} ya se pagó ({amount}, pago N.º {payment}, {at}, por {operator}).",
        "{name}'s prize was already paid ({amount}, payment no. {payment}, {at}, by {operator}).",
    ),
    "prize.amount_mismatch": (
        "El premio de {name} es {expected}, no {amount}.",
        "{name}'s prize is {expected}, not {amount}.",
    ),
    "prize.bad_method": (
        "«{method}» no es una forma de pago de premios; use {known}.",
        "'{method}' is not a way to pay a prize; use {known}.",
    ),
    "prize.cash_needs_shift": (
        "Para pagar un premio en efectivo, abra primero su turno de caja.",
        "To pay a prize in cash, open your cashier shift first.",
    ),
    "prize.reference_too_long": (
        "La referencia tiene {length} caracteres; el máximo es {limit}.",
        "The reference has {length} characters; the limit is {limit}.",
    ),
    "prize.unknown_payment": (
        "No hay un pago de premio N.º {id} en este torneo.",
        "There is no prize payment no. {id} in this tournament.",
    ),
    "prize.already_voided": (
        "El pago de premio N.º {id} ya fue anulado.",
        "Prize payment no. {id} was already voided.",
    ),
    "prize.shift_closed": (
        "El pago N.º {id} salió en efectivo del turno {shift}, que ya se cerró y se contó: "
        "registre la corrección en un turno abierto.",
        "Payment no. {id} was paid in cash from shift {shift}, which has been closed and "
        "counted: record the correction in an open shift.",
    ),
}
i18n.CATALOG.update(MESSAGES)


# --- events ---------------------------------------------------------------------------------


@event_type
@dataclass(frozen=True)
class PrizePaid(Event):
    """One entry's prize paid (Casino Club "Premios"; SCJ "Pago de premios"). ``place``: the
    entry's place; ``shared``: the places of its shared group (empty when not shared);
    ``shift_id``: the operator's open shift (always one for cash); ``reference``: a
    transfer's or cheque's number."""

    TYPE = "PrizePaid"
    payment_id: int
    entry_id: int
    place: int
    shared: tuple[int, ...]
    amount: int
    method: str
    shift_id: int | None
    reference: str = ""


@event_type
@dataclass(frozen=True)
class PrizePaymentVoided(Event):
    """A payment struck out by a director, with the reason (the entry may be paid again)."""

    TYPE = "PrizePaymentVoided"
    payment_id: int
    reason: str


# --- state ----------------------------------------------------------------------------------


@dataclass
class PrizePayment:
    payment_id: int
    entry_id: int
    place: int
    shared: list[int]
    amount: int
    method: str
    shift_id: int | None
    reference: str
    at: str
    operator: str
    voided: bool = False
    void_reason: str = ""
    voided_at: str = ""
    voided_by: str = ""


@dataclass
class PrizeBook:
    """Every prize payment of one tournament, voided ones included (held by TournamentState
    as ``prizes``)."""

    payments: dict[int, PrizePayment] = field(default_factory=dict)

    TYPES = frozenset({PrizePaid.TYPE, PrizePaymentVoided.TYPE})

    def apply(self, event: Event, at: str, operator: str) -> tuple[int | None, str, int]:
        """Fold the event; returns (shift id, method, amount) of the money it moves out of a
        shift (negative when a void puts it back), for the registration book's shifts."""
        match event:
            case PrizePaid():
                self.payments[event.payment_id] = PrizePayment(
                    event.payment_id,
                    event.entry_id,
                    event.place,
                    list(event.shared),
                    event.amount,
                    event.method,
                    event.shift_id,
                    event.reference,
                    at,
                    operator,
                )
                return event.shift_id, event.method, event.amount
            case PrizePaymentVoided():
                payment = self.payments[event.payment_id]
                payment.voided = True
                payment.void_reason = event.reason
                payment.voided_at = at
                payment.voided_by = operator
                return payment.shift_id, payment.method, -payment.amount
        return None, "", 0

    def paid(self, entry_id: int) -> PrizePayment | None:
        """The standing (not voided) payment of an entry's prize, if any."""
        return next(
            (p for p in self.payments.values() if p.entry_id == entry_id and not p.voided), None
        )

    def standing(self) -> list[PrizePayment]:
        return [p for p in self.payments.values() if not p.voided]

    @property
    def total_paid(self) -> int:
        return sum(p.amount for p in self.standing())

    def by_method(self, shift_id: int | None = None) -> dict[str, int]:
        """Prizes paid per method (of one shift, or of the whole tournament)."""
        out = dict.fromkeys(PRIZE_METHODS, 0)
        for p in self.standing():
            if shift_id is None or p.shift_id == shift_id:
                out[p.method] = out.get(p.method, 0) + p.amount
        return out

    def to_dict(self) -> dict:
        return {"payments": [asdict(p) for p in self.payments.values()]}

    @classmethod
    def from_dict(cls, data: dict | None) -> PrizeBook:
        book = cls()
        for p in (data or {}).get("payments", ()):
            book.payments[p["payment_id"]] = PrizePayment(**p)
        return book


# --- decisions ------------------------------------------------------------------------------


def check_prize_method(method: str) -> str:
    method = method.strip().lower()
    if method not in PRIZE_METHODS:
        raise Refused("prize.bad_method", method=method, known=", ".join(PRIZE_METHODS))
    return method


def _name(state: TournamentState, entry_id: int) -> str:
    entry = state.book.entries[entry_id]
    player = state.players.get(entry.player_id)
    return player.name if player else str(entry_id)


def _money(state: TournamentState, amount: object) -> object:
    code = state.book.buy_in.currency if state.book.buy_in else "CLP"
    if isinstance(amount, int) and not isinstance(amount, bool):
        return format_amount(amount, code)
    return amount


def prize_due(state: TournamentState, standings: Standings, entry_id: int) -> int:
    """What the entry is to be paid by the standings, or refused in words: the field still
    open, no payout, an unknown or cancelled entry, an entry still playing, no prize.
    Casino Club "Premios" / "Clasificación"."""
    entry = state.book.entries.get(entry_id)
    if entry is None or entry.status == CANCELLED:
        raise Refused("prize.unknown_entry", id=entry_id)
    if standings.provisional:
        raise Refused("prize.provisional")
    if standings.places_paid is None:
        raise Refused("prize.no_payout")
    place = standings.ranking.place_of(entry_id)
    if place is None:
        raise Refused("prize.still_playing", name=_name(state, entry_id), id=entry_id)
    award = standings.awards.get(entry_id)
    due = award.total if award is not None else 0
    if due <= 0:
        raise Refused("prize.none", name=_name(state, entry_id), place=place)
    return due


def check_not_paid(state: TournamentState, entry_id: int) -> None:
    """Casino Club "Premios": a prize is paid once; refused in words when it stands paid."""
    earlier = state.prizes.paid(entry_id)
    if earlier is not None:
        moment = datetime.fromisoformat(earlier.at).astimezone()
        raise Refused(
            "prize.already_paid",
            name=_name(state, entry_id),
            amount=_money(state, earlier.amount),
            payment=earlier.payment_id,
            at=moment.strftime("%d/%m/%Y %H:%M"),
            operator=earlier.operator,
        )


def decide_pay(
    state: TournamentState,
    now: datetime,
    entry_id: int,
    amount: int,
    method: str,
    operator_id: int | None,
    reference: str = "",
) -> PrizePaid:
    """Casino Club "Premios": pay an entry's prize once the field is closed, once, for
    exactly the standing's amount; SCJ "Pago de premios": the method recorded. Cash comes
    out of the operator's open shift (the shift reconciles with it), and only when its
    drawer holds it (the drawer rule, `registration.check_drawer_covers`: refused with the
    cash it holds and the other ways to pay). The reference (a transfer's or a cheque's
    number): `text.clean_text`, one line, REFERENCE_LIMIT."""
    state.check_open()
    method = check_prize_method(method)
    reference = clean_text(
        reference,
        limit=REFERENCE_LIMIT,
        field="text.field.reference",
        long_key="prize.reference_too_long",
    )
    standings = standings_of(state, now)
    due = prize_due(state, standings, entry_id)
    check_not_paid(state, entry_id)
    if isinstance(amount, bool) or not isinstance(amount, int) or amount != due:
        raise Refused(
            "prize.amount_mismatch",
            name=_name(state, entry_id),
            expected=_money(state, due),
            amount=_money(state, amount),
        )
    shift = state.book.open_shift_of(operator_id)
    if method == CASH:
        if shift is None:
            raise Refused("prize.cash_needs_shift")
        check_drawer_covers(state.book, shift.shift_id, amount, "prize.drawer_short")
    group = standings.ranking.group_of(entry_id)
    assert group is not None  # the entry has a place
    place = group.places[group.entries.index(entry_id)]
    return PrizePaid(
        max(state.prizes.payments, default=0) + 1,
        entry_id,
        place,
        group.places if group.shared else (),
        amount,
        method,
        shift.shift_id if shift is not None else None,
        reference,
    )


def decide_void(state: TournamentState, payment_id: int, reason: str) -> PrizePaymentVoided:
    """A director strikes out a payment, with the reason (the entry may be paid again). A
    cash payment of a shift already closed and counted is not voided (see the module)."""
    state.check_open()
    payment = state.prizes.payments.get(payment_id)
    if payment is None:
        raise Refused("prize.unknown_payment", id=payment_id)
    if payment.voided:
        raise Refused("prize.already_voided", id=payment_id)
    reason = check_reason(reason)
    if payment.method == CASH and payment.shift_id is not None:
        shift = state.book.shifts.get(payment.shift_id)
        if shift is not None and not shift.open:
            raise Refused("prize.shift_closed", id=payment_id, shift=payment.shift_id)
    return PrizePaymentVoided(payment_id, reason)
