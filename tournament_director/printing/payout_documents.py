"""The payout table sheet and the deal sheet, A4 PDF, in Spanish or English.

Pure: the sheets are plain dataclasses filled by services/payout_documents.py from the
record; the renderers return PDF bytes (the page header and footer of printing/reports.py).

- Payout table (SCJ catalogue "Premios": the prize formula and its method of distribution
  are stated): the pool's sources (entries by kind, added money, guarantee and overlay),
  whether the pool is fixed (Casino Club "Premios"), the structure, and each place's prize.
  Once a deal is recorded the places it covers are marked in the table and the deal's
  figures follow it: who takes what (the place each finished in, once known), the money
  still played for, as the standings pay them, so nobody pays a place's prize by the table.
- Deal sheet (Casino Club "Premios": the house does not endorse private deals): who agreed,
  the stacks, what each takes now, what is left to play for, and a signature line for each
  player and for the director who recorded it.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from tournament_director.printing.layout import group_int
from tournament_director.printing.money_text import format_money
from tournament_director.printing.reports import _build, _styles, _table
from tournament_director.printing.text import register_fonts

WORDS: dict[str, tuple[str, str]] = {
    "payouts.title": ("TABLA DE PREMIOS", "PAYOUT TABLE"),
    "deal.title": ("ACUERDO ENTRE JUGADORES", "DEAL AMONG PLAYERS"),
    "pool.section": ("Pozo de premios", "Prize pool"),
    "pool.fixed": (
        "Pozo fijo: la inscripción cerró.",
        "Fixed pool: registration has closed.",
    ),
    "pool.live": (
        "Pozo en curso: puede cambiar hasta que cierre la inscripción.",
        "Live pool: it may change until registration closes.",
    ),
    "kind.registration": ("Inscripciones", "Registrations"),
    "kind.late_registration": ("Inscripciones tardías", "Late registrations"),
    "kind.re_entry": ("Reingresos", "Re-entries"),
    "kind.rebuy": ("Recompras", "Rebuys"),
    "kind.add_on": ("Add-ons", "Add-ons"),
    "pool.added": ("Dinero agregado por la casa", "Added money (house)"),
    "pool.guarantee": ("Garantía", "Guarantee"),
    "pool.overlay": ("Overlay (aporte de la casa)", "Overlay (house)"),
    "pool.total": ("POZO DE PREMIOS", "PRIZE POOL"),
    "pool.entries": ("Entradas", "Entries"),
    "structure": ("Método de reparto", "Method of distribution"),
    "col.places": ("Lugar", "Place"),
    "col.each": ("Premio c/u", "Prize each"),
    "col.share": ("% del pozo", "% of pool"),
    "col.total": ("Total", "Total"),
    "payouts.total": (
        "{places} lugares pagados; total {total} = el pozo de premios.",
        "{places} places paid; total {total} = the prize pool.",
    ),
    "deal.notice": (
        "La casa no respalda acuerdos privados entre jugadores. Este documento registra lo "
        "que acordaron los jugadores que quedaban; cada jugador cobra su monto al terminar "
        "su torneo, contra su firma.",
        "The house does not endorse private deals between players. This sheet records what "
        "the players left agreed; each amount is paid when the player finishes, against "
        "their signature.",
    ),
    "deal.method.icm": ("ICM (Malmuth-Harville)", "ICM (Malmuth-Harville)"),
    "deal.method.chip_chop": ("Chip chop (según las fichas)", "Chip chop (by chips)"),
    "deal.recorded": (
        "Registrado por {operator} el {at}. Método: {method}.",
        "Recorded by {operator} on {at}. Method: {method}.",
    ),
    "col.player": ("Jugador", "Player"),
    "col.document": ("Documento", "ID document"),
    "col.stack": ("Fichas", "Chips"),
    "col.amount": ("Recibe", "Takes"),
    "col.signature": ("Firma", "Signature"),
    "deal.left_to_play": (
        "Se sigue jugando por {amount} para el {place}.º lugar.",
        "{amount} is still played for, to whoever finishes {place}.",
    ),
    "deal.total": (
        "Repartido {dealt} + en juego {left} = {total} (el dinero que quedaba).",
        "Dealt {dealt} + still in play {left} = {total} (the money left).",
    ),
    "deal.note": ("Nota: {note}", "Note: {note}"),
    "deal.director": ("Director del torneo", "Tournament director"),
    "payouts.deal_place": ("{place} (acuerdo)", "{place} (deal)"),
    "payouts.deal_section": ("Acuerdo entre jugadores", "Deal among players"),
    "payouts.deal_intro": (
        "Los lugares 1 a {places} no se pagan por la tabla: se pagan los montos que acordaron "
        "los jugadores (la casa no respalda el acuerdo). Registrado por {operator} el {at}. "
        "Método: {method}.",
        "Places 1 to {places} are not paid by the table: the amounts the players agreed are "
        "paid (the house does not endorse the deal). Recorded by {operator} on {at}. "
        "Method: {method}.",
    ),
    "col.paid": ("Se paga", "Paid"),
    "payouts.deal_playing": ("en juego", "still playing"),
    "payouts.deal_total": (
        "Acuerdo {dealt} + en juego {left} = {total} (los premios de los lugares 1 a {places}).",
        "Deal {dealt} + still in play {left} = {total} (the prizes of places 1 to {places}).",
    ),
    "payouts.deal_left_won": (
        "Los {amount} que quedaron en juego para el {place}.º lugar están en lo que se paga "
        "a ese lugar.",
        "The {amount} left to play for at place {place} is in what that place is paid.",
    ),
    "payouts.deal_total_all": (
        "El acuerdo reparte {total}: los premios de los lugares 1 a {places}.",
        "The deal shares {total}: the prizes of places 1 to {places}.",
    ),
    "payouts.deal_total_over": (
        "Acuerdo {dealt} + lo que quedó en juego {left} = {total} (los premios de los "
        "lugares 1 a {places}).",
        "Deal {dealt} + what was left to play for {left} = {total} (the prizes of places 1 "
        "to {places}).",
    ),
}


def word(key: str, language: str, **values) -> str:
    es, en = WORDS[key]
    text = en if language == "en" else es
    return text.format(**values) if values else text


@dataclass(frozen=True)
class PayoutSheet:
    house: str
    tournament: str
    currency: str
    printed_at: str
    fixed: bool
    counts: tuple[tuple[str, int, int], ...]  # (kind, purchases, prize money)
    entries: int
    added: int
    guarantee: int
    overlay: int
    total: int
    structure: str  # the method of distribution in words
    runs: tuple[tuple[int, int, int], ...]  # (first place, last place, amount each)
    deal: PayoutDeal | None = None  # a recorded deal: the money of places 1..n follows it


@dataclass(frozen=True)
class DealPaid:
    """A player of a recorded deal and what the standings pay him: the amount agreed, plus
    what was left to play for at the place he finished in. ``place``: None while playing."""

    name: str
    place: int | None
    amount: int


@dataclass(frozen=True)
class PayoutDeal:
    """A recorded deal, for the payout table: the places it covers and its figures."""

    places: int
    recorded_at: str
    operator: str
    method: str
    players: tuple[DealPaid, ...]
    left_to_play: tuple[tuple[int, int], ...]  # (place, amount still played for there)
    dealt: int  # the amounts agreed, added up
    total: int  # the prizes of places 1..places the deal shared
    over: bool = False  # the tournament is over: nothing is still played for


@dataclass(frozen=True)
class DealPlayer:
    name: str
    document: str
    stack: int
    amount: int


@dataclass(frozen=True)
class DealSheet:
    house: str
    tournament: str
    currency: str
    printed_at: str
    recorded_at: str
    operator: str
    method: str
    players: tuple[DealPlayer, ...]
    left_to_play: tuple[tuple[int, int], ...]
    total: int
    note: str = ""


def _p(text: str, style) -> Paragraph:
    return Paragraph(escape(text), style)


def render_payout_table(sheet: PayoutSheet, language: str = "es") -> bytes:
    register_fonts()
    s = _styles()
    money = lambda v: format_money(v, sheet.currency, language)  # noqa: E731
    bold_right = ParagraphStyle("bold_right", parent=s["bold"], alignment=TA_RIGHT)
    story: list = [
        _p(word("pool.section", language), s["section"]),
        _p(word("pool.fixed" if sheet.fixed else "pool.live", language), s["body"]),
        Spacer(1, 2 * mm),
    ]
    rows = [
        [
            _p(word(f"kind.{kind}", language) + f" ({group_int(count, language)})", s["body"]),
            _p(money(amount), s["body_right"]),
        ]
        for kind, count, amount in sheet.counts
    ]
    rows.append(
        [_p(word("pool.added", language), s["body"]), _p(money(sheet.added), s["body_right"])]
    )
    if sheet.guarantee:
        rows.append(
            [
                _p(word("pool.guarantee", language), s["body"]),
                _p(money(sheet.guarantee), s["body_right"]),
            ]
        )
        rows.append(
            [
                _p(word("pool.overlay", language), s["body"]),
                _p(money(sheet.overlay), s["body_right"]),
            ]
        )
    rows.append([_p(word("pool.total", language), s["bold"]), _p(money(sheet.total), bold_right)])
    pool_table = Table(rows, colWidths=[110 * mm, 50 * mm], hAlign="LEFT")
    pool_table.setStyle(TableStyle([("ALIGN", (1, 0), (1, -1), "RIGHT")]))
    story += [
        pool_table,
        Spacer(1, 4 * mm),
        _p(word("structure", language) + ": " + sheet.structure, s["body"]),
        Spacer(1, 3 * mm),
    ]
    head = [
        _p(word(k, language), s["head_right" if i else "head"])
        for i, k in enumerate(("col.places", "col.each", "col.share", "col.total"))
    ]
    body = []
    deal_places = sheet.deal.places if sheet.deal else 0
    for first, last, amount in _split(sheet.runs, deal_places):
        places = str(first) if first == last else f"{first}–{last}"
        if first <= deal_places:
            places = word("payouts.deal_place", language, place=places)
        count = last - first + 1
        share = f"{amount * count * 100 / (sheet.total or 1):.2f} %"
        if language != "en":
            share = share.replace(".", ",")
        body.append(
            [
                _p(places, s["body"]),
                _p(money(amount), s["body_right"]),
                _p(share, s["body_right"]),
                _p(money(amount * count), s["body_right"]),
            ]
        )
    story.append(_table([head, *body], [30 * mm, 50 * mm, 40 * mm, 50 * mm], (1, 2, 3)))
    places = sheet.runs[-1][1] if sheet.runs else 0
    paid = sum((b - a + 1) * m for a, b, m in sheet.runs)
    story += [
        Spacer(1, 3 * mm),
        _p(word("payouts.total", language, places=places, total=money(paid)), s["bold"]),
    ]
    if sheet.deal is not None:
        story += _deal_story(sheet.deal, money, language, s)
    return _build(
        story,
        pagesize=A4,
        house=sheet.house,
        tournament=sheet.tournament,
        title=word("payouts.title", language),
        printed_at=sheet.printed_at,
        language=language,
    )


def _split(runs: tuple[tuple[int, int, int], ...], at: int) -> list[tuple[int, int, int]]:
    """The runs with a run across place ``at`` cut after it (the deal's last place)."""
    out: list[tuple[int, int, int]] = []
    for first, last, amount in runs:
        if first <= at < last:
            out += [(first, at, amount), (at + 1, last, amount)]
        else:
            out.append((first, last, amount))
    return out


def _deal_story(deal: PayoutDeal, money, language: str, s) -> list:
    """The deal beside the table: who takes what, and what is still played for."""
    method = word(f"deal.method.{deal.method}", language)
    story: list = [
        Spacer(1, 4 * mm),
        _p(word("payouts.deal_section", language), s["section"]),
        _p(
            word(
                "payouts.deal_intro",
                language,
                places=deal.places,
                operator=deal.operator,
                at=deal.recorded_at,
                method=method,
            ),
            s["body"],
        ),
        Spacer(1, 2 * mm),
    ]
    head = [
        _p(word(k, language), s["head_right" if k == "col.paid" else "head"])
        for k in ("col.places", "col.player", "col.paid")
    ]
    ordered = sorted(deal.players, key=lambda p: (p.place is None, p.place or 0, -p.amount))
    body = [
        [
            _p(str(p.place) if p.place else word("payouts.deal_playing", language), s["body"]),
            _p(p.name, s["body"]),
            _p(money(p.amount), s["body_right"]),
        ]
        for p in ordered
    ]
    story.append(_table([head, *body], [30 * mm, 90 * mm, 50 * mm], (2,)))
    story.append(Spacer(1, 2 * mm))
    line = "payouts.deal_left_won" if deal.over else "deal.left_to_play"
    for place, amount in deal.left_to_play:
        story.append(_p(word(line, language, amount=money(amount), place=place), s["body"]))
    left = sum(a for _, a in deal.left_to_play)
    if not left:  # nothing left to play for: the deal shares it all
        total = "payouts.deal_total_all"
    else:
        total = "payouts.deal_total_over" if deal.over else "payouts.deal_total"
    story.append(
        _p(
            word(
                total,
                language,
                dealt=money(deal.dealt),
                left=money(left),
                total=money(deal.total),
                places=deal.places,
            ),
            s["bold"],
        )
    )
    return story


def render_deal_sheet(sheet: DealSheet, language: str = "es") -> bytes:
    register_fonts()
    s = _styles()
    money = lambda v: format_money(v, sheet.currency, language)  # noqa: E731
    method = word(f"deal.method.{sheet.method}", language)
    story: list = [
        _p(word("deal.notice", language), s["body"]),
        Spacer(1, 3 * mm),
        _p(
            word(
                "deal.recorded",
                language,
                operator=sheet.operator,
                at=sheet.recorded_at,
                method=method,
            ),
            s["body"],
        ),
        Spacer(1, 3 * mm),
    ]
    head = [
        _p(word(k, language), s["head_right" if k in ("col.stack", "col.amount") else "head"])
        for k in ("col.player", "col.document", "col.stack", "col.amount", "col.signature")
    ]
    body = [
        [
            _p(p.name, s["body"]),
            _p(p.document, s["body"]),
            _p(group_int(p.stack, language), s["body_right"]),
            _p(money(p.amount), s["body_right"]),
            "",
        ]
        for p in sheet.players
    ]
    # A line of a form for each player: the name, the document, the chips and the amount
    # sit on the row's rule, which is the signature line in the Firma column, with the room
    # to sign above it (174 mm: the frame's width, so no line runs past the page's margin).
    table = _table([head, *body], [48 * mm, 30 * mm, 24 * mm, 28 * mm, 44 * mm], (2, 3))
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 1), (-1, -1), "BOTTOM"),
                ("TOPPADDING", (0, 1), (-1, -1), 9 * mm),
                ("BOTTOMPADDING", (0, 1), (-1, -1), 1.5),
                ("RIGHTPADDING", (3, 0), (3, -1), 5 * mm),
                ("LINEBELOW", (4, 1), (4, -1), 0.6, "black"),
            ]
        )
    )
    story.append(table)
    story.append(Spacer(1, 3 * mm))
    for place, amount in sheet.left_to_play:
        story.append(
            _p(word("deal.left_to_play", language, amount=money(amount), place=place), s["body"])
        )
    dealt = sum(p.amount for p in sheet.players)
    left = sum(a for _, a in sheet.left_to_play)
    story.append(
        _p(
            word(
                "deal.total",
                language,
                dealt=money(dealt),
                left=money(left),
                total=money(sheet.total),
            ),
            s["bold"],
        )
    )
    if sheet.note:
        story.append(_p(word("deal.note", language, note=sheet.note), s["body"]))
    director = _p(word("deal.director", language) + f": {sheet.operator}", s["body"])
    signature = Table([[""], [director]], colWidths=[80 * mm], rowHeights=[14 * mm, None])
    signature.hAlign = "LEFT"
    signature.setStyle(
        TableStyle(
            [
                ("LINEABOVE", (0, 1), (0, 1), 0.6, "black"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    story += [Spacer(1, 8 * mm), KeepTogether([signature])]
    return _build(
        story,
        pagesize=A4,
        house=sheet.house,
        tournament=sheet.tournament,
        title=word("deal.title", language),
        printed_at=sheet.printed_at,
        language=language,
    )
