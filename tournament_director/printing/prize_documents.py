"""Prize receipts, the final results sheet and the regulator's results table: data in, PDF
bytes (or CSV text) out, in Spanish or English.

Pure: the documents are plain dataclasses filled by services/prize_documents.py from the
record.

- Prize receipt (Casino Club "Premios": paid at the cashier against an identity document;
  the winners pay the taxes the law applies, in the house's words): the place, the amount,
  the player, the method, who paid and when, the verification code and QR code from the
  ``PrizePaid`` event's hash, and lines for the player's and the cashier's signatures. 80 mm
  roll or A4, like the other receipts; a reprint says COPIA.
- Results sheet (A4, Casino Club "Clasificación"): every place with the player, how he went
  out, the prize and the places shared; a deal is noted as agreed by the players and not
  endorsed by the house (Casino Club "Premios").
- Regulator's results table (SCJ catalogue "Resultados del torneo": registrations, money
  collected, prizes paid), A4 and CSV, with any disagreement with the cashier in a warning
  box.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from tournament_director.domain.money import format_count
from tournament_director.printing.documents import Paper, verification_code
from tournament_director.printing.labels import label, method_label
from tournament_director.printing.layout import Flow, local_time
from tournament_director.printing.money_text import amount_in_words, format_money, plain_amount
from tournament_director.printing.reports import _build, _csv, _markup, _safe, _styles, _table
from tournament_director.printing.text import BOLD, REGULAR, register_fonts
from tournament_director.printing.tickets import _render_pages, receipt_pages

WORDS: dict[str, tuple[str, str]] = {
    "receipt.title": ("PAGO DE PREMIO", "PRIZE PAYMENT"),
    "receipt.place": ("LUGAR", "PLACE"),
    "receipt.of_field": ("de {field} entradas", "of {field} entries"),
    "receipt.shared": ("Lugares {places} compartidos", "Places {places} shared"),
    "receipt.payment_no": ("Pago N.º {n}", "Payment no. {n}"),
    "receipt.entry": ("Entrada N.º {n}", "Entry no. {n}"),
    "receipt.prize": ("PREMIO", "PRIZE"),
    "receipt.in_words": ("Son: {words}.", "In words: {words}."),
    "receipt.dealt": (
        "Incluye {amount} según el acuerdo entre los jugadores (no avalado por la casa).",
        "Includes {amount} by the deal among the players (not endorsed by the house).",
    ),
    "receipt.method": ("Forma de pago", "Paid by"),
    "receipt.reference": ("Referencia", "Reference"),
    "receipt.received": (
        "Recibí conforme el premio indicado.",
        "I have received the prize above.",
    ),
    "receipt.sign_player": ("Firma del jugador", "Player's signature"),
    "receipt.sign_cashier": ("Firma del cajero — {name}", "Cashier's signature — {name}"),
    "receipt.keep": (
        "Conserve este comprobante junto con su documento de identidad.",
        "Keep this receipt with your identity document.",
    ),
    "method.cheque": ("Cheque", "Cheque"),
    "sheet.title": ("RESULTADOS DEL TORNEO", "TOURNAMENT RESULTS"),
    "sheet.date": ("Fecha", "Date"),
    "sheet.entries": ("Entradas", "Entries"),
    "sheet.pool": ("Pozo de premios", "Prize pool"),
    "sheet.paid_places": ("Lugares pagados", "Places paid"),
    "sheet.winner": ("Ganador", "Winner"),
    "sheet.state": ("Estado", "Status"),
    "sheet.over": ("Finalizado", "Finished"),
    "sheet.running": (
        "En juego: quedan {count} jugadores",
        "In play: {count} players left",
    ),
    "sheet.provisional": (
        "PROVISORIO: la inscripción sigue abierta; los lugares pueden cambiar.",
        "PROVISIONAL: registration is still open; the places may change.",
    ),
    "col.place": ("Lugar", "Place"),
    "col.player": ("Jugador", "Player"),
    "col.document": ("Documento", "ID document"),
    "col.exit": ("Salida", "How out"),
    "col.prize": ("Premio", "Prize"),
    "col.paid": ("Pagado", "Paid"),
    "exit.eliminated": ("Eliminado", "Eliminated"),
    "exit.withdrew": ("Abandonó", "Withdrew"),
    "exit.disqualified": ("Descalificado", "Disqualified"),
    "exit.winner": ("Ganador", "Winner"),
    "exit.playing": ("Sigue en juego", "Still playing"),
    "exit.dealt": ("{exit} (acuerdo)", "{exit} (deal)"),
    "sheet.shared_rule": (
        "Filas sombreadas: lugares compartidos. Los jugadores eliminados en la misma mano en "
        "mesas diferentes, o cuyo orden no se pudo determinar, dividen en partes iguales los "
        "premios de esos lugares (Casino Club, «Clasificación»).",
        "Shaded rows: shared places. Players out in the same hand at different tables, or "
        "whose order could not be told, share the prizes of those places equally (Casino "
        "Club, 'Clasificación').",
    ),
    "sheet.deal": (
        "Acuerdo entre los jugadores ({players} jugadores, lugares 1 a {players}), registrado "
        "el {at} por {operator}: acordado por los jugadores, no avalado por la casa. Los "
        "premios de esos lugares son los montos acordados{left}.",
        "Deal among the players ({players} players, places 1 to {players}), recorded on {at} "
        "by {operator}: agreed by the players, not endorsed by the house. The prizes of those "
        "places are the amounts agreed{left}.",
    ),
    "sheet.deal_left": (
        ", más {amount} que se siguió jugando para el {place}.º lugar",
        ", plus {amount} still played for, to place {place}",
    ),
    "sheet.prizes": ("Premios", "Prizes"),
    "sheet.paid_cash": ("Pagado en efectivo en caja", "Paid in cash at the cashier"),
    "sheet.paid_elsewhere": (
        "Pagado fuera de caja ({method})",
        "Paid outside the cash drawer ({method})",
    ),
    "sheet.paid_total": ("Total pagado", "Total paid"),
    "sheet.due": ("Por pagar", "Still to pay"),
    "sheet.director": ("Director del torneo", "Tournament director"),
    "regulator.title": ("CUADRO DE RESULTADOS", "RESULTS TABLE"),
    "regulator.intro": (
        "Resumen de inscripciones, recaudación y premios del torneo (catálogo de la "
        "Superintendencia de Casinos de Juego, «Resultados del torneo»).",
        "Summary of the tournament's registrations, money collected and prizes (Casino "
        "Gaming Superintendency catalogue, 'Resultados del torneo').",
    ),
    "regulator.concept": ("Concepto", "Item"),
    "regulator.value": ("Valor", "Value"),
    "regulator.prizes": ("Premios por lugar", "Prizes by place"),
    "regulator.total_prizes": ("Total de premios", "Total prizes"),
    "regulator.paid_cash": (
        "Premios pagados en efectivo en caja",
        "Prizes paid in cash at the cashier",
    ),
    "regulator.paid_elsewhere": (
        "Premios pagados fuera de caja ({method})",
        "Prizes paid outside the cash drawer ({method})",
    ),
    "regulator.paid": ("Total de premios pagados", "Total prizes paid"),
    "regulator.unpaid": ("Premios por pagar", "Prizes still to pay"),
    "regulator.warning": (
        "ATENCIÓN: revise antes de firmar",
        "WARNING: check before signing",
    ),
    "regulator.agrees": (
        "La tabla cuadra con los totales de la caja.",
        "The table agrees with the cashier's totals.",
    ),
    "regulator.currency": ("Moneda", "Currency"),
    "regulator.shared": ("Compartido", "Shared"),
    "sign.director": ("Director del torneo", "Tournament director"),
    "sign.inspector": ("Fiscalizador", "Inspector"),
}


def word(key: str, language: str, **values: object) -> str:
    es, en = WORDS[key]
    text = en if language == "en" else es
    return text.format(**values) if values else text


def _places(places: tuple[int, ...]) -> str:
    return f"{places[0]}–{places[-1]}" if places else ""


def method_words(method: str, language: str) -> str:
    """A prize's payment method in words: Efectivo, Transferencia, Cheque."""
    if method == "cheque":
        return word("method.cheque", language)
    return method_label(method, language)


# --- the prize receipt ----------------------------------------------------------------------


@dataclass(frozen=True)
class PrizeReceipt:
    """One prize paid. ``seq`` and ``event_hash`` are the ``PrizePaid`` event's: they make
    the verification code and the QR code. ``shared``: the places of a shared group (empty
    when not shared). ``dealt``: the part of the amount that comes from a deal."""

    house: str
    tournament: str
    tournament_id: str
    payment_id: int
    entry_id: int
    seq: int
    event_hash: str
    currency: str
    amount: int
    place: int
    field: int
    player_name: str
    player_document: str
    method: str
    operator: str
    time: datetime
    shared: tuple[int, ...] = ()
    reference: str = ""
    dealt: int = 0
    tax_note: str = ""
    reprint: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount < 0:
            raise ValueError("the amount is a non-negative int of minor units")
        verification_code(self.event_hash)

    @property
    def code(self) -> str:
        return verification_code(self.event_hash)

    @property
    def qr_payload(self) -> str:
        """TD1|P|<tournament>|<entry>|<seq>|<code>."""
        return f"TD1|P|{self.tournament_id}|{self.entry_id}|{self.seq}|{self.code}"


def _receipt_flow(flow: Flow, r: PrizeReceipt, language: str, caption: str | None) -> None:
    def t(key: str, **values: object) -> str:
        return word(key, language, **values)

    def money(value: int) -> str:
        return format_money(value, r.currency, language)

    if r.reprint:
        flow.banner(label("receipt.copy_banner", language), 11)
        flow.gap(1.5)
    if caption:
        flow.banner(caption, 10, inverse=False)
        flow.gap(1.5)
    flow.text(r.house, 12, font=BOLD, align="center", min_size=9, max_lines=2)
    flow.text(r.tournament, 10, align="center", min_size=8, max_lines=3)
    flow.rule()
    flow.text(t("receipt.title"), 15, font=BOLD, align="center", min_size=10)
    flow.text(t("receipt.payment_no", n=r.payment_id), 9, align="center")
    flow.gap(1.5)
    flow.big_boxes([(t("receipt.place"), str(r.place))], 44, 10)
    flow.text(t("receipt.of_field", field=r.field), 9, align="center")
    if r.shared:
        flow.text(t("receipt.shared", places=_places(r.shared)), 9, font=BOLD, align="center")
    flow.rule()
    flow.text(label("receipt.player", language), 8)
    flow.text(r.player_name, 13, font=BOLD, min_size=9, max_lines=3)
    if r.player_document:
        flow.pair(label("receipt.document", language), r.player_document, 9)
    flow.text(t("receipt.entry", n=r.entry_id), 9)
    flow.rule(weight=1.4)
    flow.pair(t("receipt.prize"), money(r.amount), 14, label_font=BOLD)
    # As on a cheque: the figure in words too, so an altered figure shows.
    flow.text(t("receipt.in_words", words=amount_in_words(r.amount, r.currency, language)), 8,
              max_lines=4)  # fmt: skip
    if r.dealt:
        flow.text(t("receipt.dealt", amount=money(r.dealt)), 7.5, max_lines=4)
    flow.pair(t("receipt.method"), method_words(r.method, language), 9)
    if r.reference:
        flow.pair(t("receipt.reference"), r.reference, 9)
    if r.tax_note:
        flow.gap(1.5)
        flow.text(r.tax_note, 7.5, max_lines=6)
    flow.rule(dashed=True)
    flow.mark_limit = flow.height
    flow.text(t("receipt.received"), 8)
    flow.signature(t("receipt.sign_player"), space=13)
    flow.signature(t("receipt.sign_cashier", name=r.operator), space=11)
    flow.gap(2)
    flow.pair(label("receipt.operator", language), r.operator, 8, value_font=REGULAR)
    flow.pair(label("receipt.time", language), local_time(r.time), 8, value_font=REGULAR)
    flow.gap(2)
    flow.text(label("receipt.code", language), 8, align="center")
    flow.text(r.code, 15, font=BOLD, align="center")
    flow.gap(1.5)
    flow.qr(r.qr_payload, 28)
    flow.gap(1.5)
    flow.text(t("receipt.keep"), 7, align="center", max_lines=3)
    if r.reprint:
        flow.gap(1.5)
        flow.banner(label("receipt.copy_banner", language), 11)


def render_prize_receipt(
    receipt: PrizeReceipt,
    language: str = "es",
    *,
    paper: Paper = Paper.ROLL_80,
    copies: int = 1,
) -> bytes:
    """The prize receipt as a PDF; copies=2: one page for the player, one for the cashier's
    drawer. A reprint carries a COPY banner and a diagonal COPY mark."""
    label("receipt.title", language)  # an unknown language raises ValueError
    pages = receipt_pages(
        paper,
        receipt.reprint,
        copies,
        language,
        lambda f, caption: _receipt_flow(f, receipt, language, caption),
    )
    title = f"{word('receipt.title', language)} {receipt.payment_id} — {receipt.tournament}"
    return _render_pages(pages, title, paper)


# --- the results sheet ----------------------------------------------------------------------


@dataclass(frozen=True)
class ResultLine:
    """One line of the results: ``place`` None while still playing; ``exit`` an
    `ranking.Exit` value, "winner", or "" while playing; ``paid`` None when not paid."""

    place: int | None
    player: str
    document: str
    exit: str
    prize: int
    shared: tuple[int, ...] = ()
    paid: int | None = None
    dealt: bool = False  # in a recorded deal: the prize is (mostly) the amount agreed
    paid_method: str = ""  # how the prize was paid: cash (from a shift's drawer), transfer...


@dataclass(frozen=True)
class DealNote:
    players: int
    at: str
    operator: str
    left_to_play: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ResultsSheet:
    house: str
    tournament: str
    currency: str
    printed_at: str
    date: str
    entries: int
    pool: int
    places_paid: int | None
    lines: tuple[ResultLine, ...]
    over: bool
    provisional: bool = False
    winner: str = ""
    deal: DealNote | None = None


def _exit(code: str, language: str) -> str:
    return word(f"exit.{code or 'playing'}", language)


def _facts_table(rows: list[tuple[str, str]], s: dict) -> Table:
    facts = Table(
        [[Paragraph(escape(k), s["body"]), Paragraph(_markup(v), s["bold"])] for k, v in rows],
        colWidths=[45 * mm, 125 * mm],
        hAlign="LEFT",
    )
    facts.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return facts


def _boxed(text: str, style: ParagraphStyle, width: float = 174 * mm) -> Table:
    box = Table([[Paragraph(text, style)]], colWidths=[width], hAlign="LEFT")
    box.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 1.4, colors.black),
                ("LEFTPADDING", (0, 0), (-1, -1), 6),
                ("RIGHTPADDING", (0, 0), (-1, -1), 6),
                ("TOPPADDING", (0, 0), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return box


def _signatures(left: str, right: str) -> Table:
    table = Table(
        [["", "", ""], [left, "", right]],
        colWidths=[70 * mm, 25 * mm, 70 * mm],
        rowHeights=[16 * mm, None],
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 9),
                ("LINEBELOW", (0, 0), (0, 0), 0.8, colors.black),
                ("LINEBELOW", (2, 0), (2, 0), 0.8, colors.black),
                ("ALIGN", (0, 1), (-1, 1), "CENTER"),
            ]
        )
    )
    return table


# Prize methods in the order a cashier reads them: the drawer's cash first.
_METHOD_ORDER = ("cash", "transfer", "cheque")


def paid_by_method(lines: tuple[ResultLine, ...] | list[ResultLine]) -> list[tuple[str, int]]:
    """What has been paid, by method: cash (out of a shift's drawer, as the cashier's shift
    report counts it) always first, then each other method paid, in a fixed order."""
    paid: dict[str, int] = {"cash": 0}
    for line in lines:
        if line.paid is not None:
            method = line.paid_method or "cash"
            paid[method] = paid.get(method, 0) + line.paid
    rank = {m: i for i, m in enumerate(_METHOD_ORDER)}
    return sorted(paid.items(), key=lambda item: (rank.get(item[0], len(rank)), item[0]))


def _money_totals(sheet: ResultsSheet, language: str, s: dict) -> Table:
    """Prizes; paid in cash at the cashier; paid outside the drawer (by method); total
    paid; still to pay: each figure on its own line, as the cashier's shift report has it."""

    def money(value: int) -> str:
        return format_money(value, sheet.currency, language)

    prizes = sum(line.prize for line in sheet.lines)
    by_method = paid_by_method(sheet.lines)
    paid = sum(amount for _, amount in by_method)
    rows = [(word("sheet.prizes", language), prizes, False)]
    for method, amount in by_method:
        if method == "cash":
            rows.append((word("sheet.paid_cash", language), amount, False))
        elif amount:
            what = method_words(method, language)
            rows.append((word("sheet.paid_elsewhere", language, method=what), amount, False))
    rows += [
        (word("sheet.paid_total", language), paid, True),
        (word("sheet.due", language), prizes - paid, True),
    ]
    bold_right = ParagraphStyle("bold_right", parent=s["bold"], alignment=TA_RIGHT)
    table = Table(
        [
            [
                Paragraph(escape(name), s["bold"] if strong else s["body"]),
                Paragraph(escape(money(value)), bold_right if strong else s["body_right"]),
            ]
            for name, value, strong in rows
        ],
        colWidths=[80 * mm, 40 * mm],
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                ("LINEABOVE", (0, len(rows) - 2), (-1, len(rows) - 2), 0.6, colors.black),
            ]
        )
    )
    return table


def _closed_table(
    rows: list[list],
    widths: list[float],
    right_columns: tuple[int, ...],
    closing: list[tuple[object, float]],
    keep: int = 3,
) -> Table:
    """A table of rows (the first its header) and, under it, what closes the paper (totals,
    notes, the signatures: each ``(flowable, space above in points)``) as rows across its
    whole width. The last ``keep`` rows and the closing never split (ReportLab's NOSPLIT):
    when they do not fit, they go on together to the next page under the repeated header,
    so the signatures are never alone on a page."""
    body = len(rows)
    columns = len(widths)
    data = rows + [[flowable] + [""] * (columns - 1) for flowable, _ in closing]
    table = Table(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    style = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, body - 1), 3),
        ("RIGHTPADDING", (0, 0), (-1, body - 1), 3),
        ("NOSPLIT", (0, max(1, body - keep)), (-1, -1)),
    ]
    if body > 1:
        style.append(("LINEBELOW", (0, 1), (-1, body - 1), 0.25, colors.grey))
    for column in right_columns:
        style.append(("ALIGN", (column, 0), (column, body - 1), "RIGHT"))
    for i, (_, space) in enumerate(closing, start=body):
        style += [
            ("SPAN", (0, i), (-1, i)),
            ("LEFTPADDING", (0, i), (-1, i), 0),
            ("RIGHTPADDING", (0, i), (-1, i), 0),
            ("TOPPADDING", (0, i), (-1, i), space),
        ]
    table.setStyle(TableStyle(style))
    return table


def render_results_sheet(sheet: ResultsSheet, language: str = "es") -> bytes:
    """Every place with the player, how he went out, the prize (shared places marked), what
    has been paid and how, the totals (cash paid at the cashier apart from other methods),
    a deal noted as not endorsed by the house, and the signatures with the last rows."""
    register_fonts()
    s = _styles()

    def money(value: int) -> str:
        return format_money(value, sheet.currency, language)

    state = (
        word("sheet.over", language)
        if sheet.over
        else word("sheet.running", language, count=sum(1 for ln in sheet.lines if not ln.place))
    )
    facts = [
        (word("sheet.date", language), sheet.date),
        (word("sheet.entries", language), format_count(sheet.entries, language)),
        (word("sheet.pool", language), money(sheet.pool)),
        (
            word("sheet.paid_places", language),
            "—" if sheet.places_paid is None else format_count(sheet.places_paid, language),
        ),
        (word("sheet.state", language), state),
    ]
    if sheet.winner:
        facts.append((word("sheet.winner", language), sheet.winner))
    story: list = []
    if sheet.provisional:
        story += [_boxed(escape(word("sheet.provisional", language)), s["bold"]), Spacer(1, 3 * mm)]
    story += [_facts_table(facts, s), Spacer(1, 4 * mm)]
    keys = ("col.place", "col.player", "col.document", "col.exit", "col.prize", "col.paid")
    head = [
        Paragraph(escape(word(k, language)), s["head_right" if i >= 4 else "head"])
        for i, k in enumerate(keys)
    ]
    small_right = ParagraphStyle("small_right", parent=s["right"], fontSize=7, leading=9)
    rows: list[list] = [head]
    shaded = []
    for line in sheet.lines:
        place = "—" if line.place is None else (_places(line.shared) or str(line.place))
        exit_text = _exit(line.exit, language)
        if line.dealt:
            exit_text = word("exit.dealt", language, exit=exit_text)
        paid: list = []
        if line.paid is not None:
            paid = [Paragraph(escape(money(line.paid)), s["right"])]
            method = method_words(line.paid_method or "cash", language)
            paid.append(Paragraph(escape(method), small_right))
        rows.append(
            [
                Paragraph(place, s["cell"]),
                Paragraph(_markup(line.player), s["head"] if line.prize else s["cell"]),
                Paragraph(_markup(line.document), s["cell"]),
                Paragraph(escape(exit_text), s["cell"]),
                Paragraph(escape(money(line.prize)) if line.prize else "—", s["right"]),
                paid,
            ]
        )
        if line.shared:
            shaded.append(len(rows) - 1)
    closing: list[tuple[object, float]] = [(_money_totals(sheet, language, s), 3 * mm)]
    if shaded:
        closing.append((Paragraph(escape(word("sheet.shared_rule", language)), s["cell"]), 2 * mm))
    if sheet.deal is not None:
        left = "".join(
            word("sheet.deal_left", language, amount=money(amount), place=place)
            for place, amount in sheet.deal.left_to_play
        )
        text = word(
            "sheet.deal",
            language,
            players=sheet.deal.players,
            at=sheet.deal.at,
            operator=sheet.deal.operator,
            left=left,
        )
        closing.append((_boxed(_markup(text), s["body"]), 3 * mm))
    signatures = _signatures(word("sign.director", language), word("sign.inspector", language))
    closing.append((signatures, 4 * mm))
    widths = [12 * mm, 50 * mm, 40 * mm, 24 * mm, 24 * mm, 24 * mm]
    table = _closed_table(rows, widths, (4, 5), closing)
    table.setStyle(
        TableStyle([("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")) for r in shaded])
    )
    story.append(table)
    return _build(
        story,
        pagesize=A4,
        house=sheet.house,
        tournament=sheet.tournament,
        title=word("sheet.title", language),
        printed_at=sheet.printed_at,
        language=language,
    )


# --- the regulator's results table ----------------------------------------------------------


@dataclass(frozen=True)
class RegulatorFigure:
    """One row of the table: its label (in the document's language), the figure, and
    whether it is money (else a count)."""

    label: str
    value: int
    money: bool = True


@dataclass(frozen=True)
class RegulatorTable:
    house: str
    tournament: str
    currency: str
    printed_at: str
    date: str
    figures: tuple[RegulatorFigure, ...]
    places: tuple[ResultLine, ...]  # the paid places (and any place with money)
    problems: tuple[str, ...] = ()  # reconcile problems, in words


def render_regulator_table(table: RegulatorTable, language: str = "es") -> bytes:
    """SCJ "Resultados del torneo": the figures, the prizes by place, and a warning box
    when the table and the cashier disagree."""
    register_fonts()
    s = _styles()

    def money(value: int) -> str:
        return format_money(value, table.currency, language)

    story: list = [
        Paragraph(escape(word("regulator.intro", language)), s["body"]),
        Spacer(1, 3 * mm),
    ]
    if table.problems:
        items = "".join(f"<br/>• {_markup(p)}" for p in table.problems)
        story += [
            _boxed(f"<b>{escape(word('regulator.warning', language))}</b>{items}", s["body"]),
            Spacer(1, 3 * mm),
        ]
    story.append(_facts_table([(word("sheet.date", language), table.date)], s))
    story.append(Spacer(1, 2 * mm))
    head = [
        Paragraph(escape(word("regulator.concept", language)), s["head"]),
        Paragraph(escape(word("regulator.value", language)), s["head_right"]),
    ]
    rows: list[list] = [head]
    for figure in table.figures:
        value = money(figure.value) if figure.money else format_count(figure.value, language)
        rows.append(
            [Paragraph(escape(figure.label), s["body"]), Paragraph(escape(value), s["body_right"])]
        )
    story.append(_table(rows, [124 * mm, 50 * mm], (1,)))
    story += [
        Spacer(1, 4 * mm),
        Paragraph(escape(word("regulator.prizes", language)), s["section"]),
    ]
    keys = ("col.place", "col.player", "col.document", "regulator.shared", "col.prize")
    rows = [
        [
            Paragraph(escape(word(k, language)), s["head_right" if k == "col.prize" else "head"])
            for k in keys
        ]
    ]
    for line in table.places:
        rows.append(
            [
                Paragraph(str(line.place), s["cell"]),
                Paragraph(_markup(line.player), s["cell"]),
                Paragraph(_markup(line.document), s["cell"]),
                Paragraph(escape(_places(line.shared)), s["cell"]),
                Paragraph(escape(money(line.prize)), s["right"]),
            ]
        )
    total = sum(line.prize for line in table.places)
    rows.append(
        [
            Paragraph(escape(word("regulator.total_prizes", language)), s["head"]),
            "",
            "",
            "",
            Paragraph(escape(money(total)), s["head_right"]),
        ]
    )
    closing: list[tuple[object, float]] = []
    if not table.problems:
        closing.append((Paragraph(escape(word("regulator.agrees", language)), s["body"]), 3 * mm))
    signatures = _signatures(word("sign.director", language), word("sign.inspector", language))
    closing.append((signatures, 6 * mm))
    total_row = len(rows) - 1
    places_table = _closed_table(rows, [14 * mm, 60 * mm, 46 * mm, 24 * mm, 30 * mm], (4,), closing)
    places_table.setStyle(
        TableStyle(
            [
                ("LINEABOVE", (0, total_row), (-1, total_row), 0.8, colors.black),
                ("SPAN", (0, total_row), (3, total_row)),
            ]
        )
    )
    story.append(places_table)
    return _build(
        story,
        pagesize=A4,
        house=table.house,
        tournament=table.tournament,
        title=word("regulator.title", language),
        printed_at=table.printed_at,
        language=language,
    )


def regulator_csv(table: RegulatorTable, language: str = "es", delimiter: str = ",") -> str:
    """The table's figures, then the prizes by place; amounts plain ("50000", "100.00") with
    the currency; any disagreement with the cashier at the end. Write with "utf-8-sig"."""
    currency = word("regulator.currency", language)
    rows: list[list[str]] = [
        [word("regulator.concept", language), word("regulator.value", language), currency]
    ]
    for figure in table.figures:
        if figure.money:
            rows.append(
                [_safe(figure.label), plain_amount(figure.value, table.currency), table.currency]
            )
        else:
            rows.append([_safe(figure.label), str(figure.value), ""])
    rows.append([])
    rows.append(
        [
            word("col.place", language),
            word("col.player", language),
            word("col.document", language),
            word("regulator.shared", language),
            word("col.prize", language),
            currency,
        ]
    )
    for line in table.places:
        rows.append(
            [
                str(line.place),
                _safe(line.player),
                _safe(line.document),
                _places(line.shared),
                plain_amount(line.prize, table.currency),
                table.currency,
            ]
        )
    if table.problems:
        rows.append([])
        rows.append([word("regulator.warning", language)])
        rows.extend([[_safe(p)] for p in table.problems])
    return _csv(rows, delimiter)
