"""Reports on A4 (PDF) and as CSV: the registration register, the waiting list, the cashier
shift. Every PDF page has a header (house, tournament, report) and a footer (page N of M,
printed at). CSV files are UTF-8 with a byte-order mark so spreadsheet programs read accents.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from tournament_director.domain.money import format_count
from tournament_director.printing.documents import (
    CashierShiftReport,
    EntryKind,
    RegisterReport,
    WaitingListReport,
)
from tournament_director.printing.labels import label, method_label
from tournament_director.printing.layout import local_time
from tournament_director.printing.money_text import format_money, plain_amount
from tournament_director.printing.text import (
    BOLD,
    FALLBACK,
    REGULAR,
    clean,
    draw_text,
    ellipsize,
    register_fonts,
    runs,
)

MARGIN = 15 * mm
HEADER = 18 * mm
FOOTER = 10 * mm

Decorate = Callable[[Canvas, int, int], None]


def _markup(text: str) -> str:
    """Paragraph markup for any text: escaped, with CJK runs in the fallback font."""
    parts = []
    for font, piece in runs(clean(text), REGULAR):
        piece = escape(piece)
        parts.append(f'<font name="{FALLBACK}">{piece}</font>' if font == FALLBACK else piece)
    return "".join(parts)


def _styles() -> dict[str, ParagraphStyle]:
    base = ParagraphStyle("cell", fontName=REGULAR, fontSize=8, leading=10)
    return {
        "cell": base,
        "right": ParagraphStyle("right", parent=base, alignment=TA_RIGHT),
        "head": ParagraphStyle("head", parent=base, fontName=BOLD),
        "head_right": ParagraphStyle("head_right", parent=base, fontName=BOLD, alignment=TA_RIGHT),
        "body": ParagraphStyle("body", parent=base, fontSize=10, leading=13),
        "body_right": ParagraphStyle(
            "body_right", parent=base, fontSize=10, leading=13, alignment=TA_RIGHT
        ),
        "bold": ParagraphStyle("bold", parent=base, fontName=BOLD, fontSize=10, leading=13),
        "section": ParagraphStyle(
            "section", parent=base, fontName=BOLD, fontSize=11, leading=14, spaceBefore=6
        ),
    }


def _numbered_canvas(decorate: Decorate) -> type[Canvas]:
    """A canvas that holds its pages until the end, so each can say "page N of M"."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict] = []

        def showPage(self) -> None:
            self._held.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._held)
            for state in self._held:
                self.__dict__.update(state)
                decorate(self, self._pageNumber, total)
                super().showPage()
            super().save()

    return NumberedCanvas


def _build(
    story: list,
    *,
    pagesize: tuple[float, float],
    house: str,
    tournament: str,
    title: str,
    printed_at: str,
    language: str,
) -> bytes:
    width, height = pagesize

    def decorate(canvas: Canvas, page: int, pages: int) -> None:
        canvas.saveState()
        usable = width - 2 * MARGIN
        top = height - MARGIN
        draw_text(canvas, MARGIN, top - 11, ellipsize(house, BOLD, 12, usable * 0.6), BOLD, 12)
        draw_text(canvas, width - MARGIN, top - 11, title, BOLD, 12, "right")
        draw_text(canvas, MARGIN, top - 25, ellipsize(tournament, REGULAR, 10, usable), REGULAR, 10)
        canvas.setLineWidth(0.8)
        canvas.line(MARGIN, top - HEADER + 4 * mm, width - MARGIN, top - HEADER + 4 * mm)
        canvas.line(MARGIN, MARGIN + FOOTER - 4 * mm, width - MARGIN, MARGIN + FOOTER - 4 * mm)
        footer_y = MARGIN
        draw_text(
            canvas,
            MARGIN,
            footer_y,
            label("report.printed_at", language, time=printed_at),
            REGULAR,
            8,
        )
        draw_text(
            canvas,
            width - MARGIN,
            footer_y,
            label("report.page", language, page=page, pages=pages),
            REGULAR,
            8,
            "right",
        )
        canvas.restoreState()

    buffer = io.BytesIO()
    document = SimpleDocTemplate(
        buffer,
        pagesize=pagesize,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER,
        bottomMargin=MARGIN + FOOTER,
        title=f"{title} — {tournament}",
        author=house,
        creator="Tournament Director",
        pageCompression=1,
    )
    document.build(story, canvasmaker=_numbered_canvas(decorate))
    return buffer.getvalue()


def _table(rows: list[list], widths: Sequence[float], right_columns: Iterable[int] = ()) -> Table:
    table = Table(rows, colWidths=list(widths), repeatRows=1, hAlign="LEFT")
    style = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.grey),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    for column in right_columns:
        style.append(("ALIGN", (column, 0), (column, -1), "RIGHT"))
    table.setStyle(TableStyle(style))
    return table


def _kind(kind: EntryKind, language: str) -> str:
    return label(f"kind.{kind.value}", language)


# registration register ---------------------------------------------------------------------

_REGISTER_COLUMNS = (
    ("report.register.number", 12),
    ("report.register.time", 28),
    ("report.register.player", 54),
    ("report.register.document", 30),
    ("report.register.nationality", 25),
    ("report.register.kind", 30),
    ("report.register.amount", 28),
    ("report.register.method", 30),
    ("report.register.operator", 25),
)


def _signed(kind: EntryKind, amount: int) -> int:
    return -amount if kind is EntryKind.REFUND else amount


def render_register(report: RegisterReport, language: str = "es") -> bytes:
    """The regulator's register, one line per entry, landscape A4, with totals at the end."""
    register_fonts()
    styles = _styles()
    title = label("report.register.title", language)
    head = [
        Paragraph(escape(label(key, language)), styles["head_right" if i == 6 else "head"])
        for i, (key, _) in enumerate(_REGISTER_COLUMNS)
    ]
    rows: list[list] = [head]
    for row in report.rows:
        rows.append(
            [
                Paragraph(str(row.entry_number), styles["cell"]),
                Paragraph(local_time(row.time), styles["cell"]),
                Paragraph(_markup(row.player_name), styles["cell"]),
                Paragraph(_markup(row.player_document), styles["cell"]),
                Paragraph(_markup(row.nationality), styles["cell"]),
                Paragraph(escape(_kind(row.kind, language)), styles["cell"]),
                Paragraph(
                    escape(format_money(_signed(row.kind, row.amount), report.currency, language)),
                    styles["right"],
                ),
                Paragraph(_markup(method_label(row.payment_method, language)), styles["cell"]),
                Paragraph(_markup(row.operator), styles["cell"]),
            ]
        )
    register = _table(rows, [w * mm for _, w in _REGISTER_COLUMNS], right_columns=[6])
    register.setStyle(TableStyle([("RIGHTPADDING", (6, 0), (6, -1), 8)]))
    story: list = [register]
    if not report.rows:
        story.append(Spacer(1, 4 * mm))
        story.append(Paragraph(escape(label("report.register.empty", language)), styles["body"]))
    else:
        story.append(Spacer(1, 6 * mm))
        heading = Paragraph(escape(label("report.shift.totals", language)), styles["section"])
        counts = Counter(row.kind for row in report.rows)
        sums = Counter()
        for row in report.rows:
            sums[row.kind] += _signed(row.kind, row.amount)
        summary: list[list] = [
            [
                Paragraph(escape(label("report.register.kind", language)), styles["head"]),
                Paragraph(escape(label("report.register.entries", language)), styles["head_right"]),
                Paragraph(escape(label("report.register.amount", language)), styles["head_right"]),
            ]
        ]
        for kind in EntryKind:
            if counts[kind]:
                summary.append(
                    [
                        Paragraph(escape(_kind(kind, language)), styles["cell"]),
                        Paragraph(
                            format_count(_signed(kind, counts[kind]), language), styles["right"]
                        ),
                        Paragraph(
                            escape(format_money(sums[kind], report.currency, language)),
                            styles["right"],
                        ),
                    ]
                )
        # Net, as the money is: each refund takes its entry off (61 sold, 1 refunded: 60).
        net = sum(sums.values())
        entries = sum(_signed(kind, count) for kind, count in counts.items())
        summary.append(
            [
                Paragraph(escape(label("report.register.total", language)), styles["head"]),
                Paragraph(format_count(entries, language), styles["head_right"]),
                Paragraph(
                    escape(format_money(net, report.currency, language)), styles["head_right"]
                ),
            ]
        )
        story.append(KeepTogether([heading, _table(summary, [50 * mm, 25 * mm, 40 * mm])]))
    return _build(
        story,
        pagesize=landscape(A4),
        house=report.house,
        tournament=report.tournament,
        title=title,
        printed_at=local_time(report.printed_at),
        language=language,
    )


# waiting list -------------------------------------------------------------------------------


def render_waiting_list(report: WaitingListReport, language: str = "es") -> bytes:
    register_fonts()
    styles = _styles()
    keys = ("position", "player", "document", "since", "note")
    widths = (18, 58, 30, 30, 38)  # 174 mm: the frame inside A4's margins
    rows: list[list] = [
        [Paragraph(escape(label(f"report.waiting.{k}", language)), styles["head"]) for k in keys]
    ]
    for row in report.rows:
        rows.append(
            [
                Paragraph(str(row.position), styles["cell"]),
                Paragraph(_markup(row.player_name), styles["cell"]),
                Paragraph(_markup(row.player_document), styles["cell"]),
                Paragraph(local_time(row.since), styles["cell"]),
                Paragraph(_markup(row.note), styles["cell"]),
            ]
        )
    story: list = [_table(rows, [w * mm for w in widths])]
    if not report.rows:
        story.append(Spacer(1, 4 * mm))
        story.append(Paragraph(escape(label("report.waiting.empty", language)), styles["body"]))
    return _build(
        story,
        pagesize=A4,
        house=report.house,
        tournament=report.tournament,
        title=label("report.waiting.title", language),
        printed_at=local_time(report.printed_at),
        language=language,
    )


# cashier shift ------------------------------------------------------------------------------


def render_cashier_shift(report: CashierShiftReport, language: str = "es") -> bytes:
    """Opening float, money by payment method (received, refunded, prizes, expected,
    counted, difference), how the expected cash is made, the verdict, how the money splits,
    and lines to sign.

    Each payment method is its own count (cash in the drawer, card slips, vouchers,
    satellite tickets): expected, counted and difference are never added across methods,
    and a method is compared only once it has been counted; until then it says "not counted
    yet" and the verdict says the shift has not been counted (`shift_verdict`)."""
    register_fonts()
    styles = _styles()

    def t(key: str, **values: object) -> str:
        return label(key, language, **values)

    def money(value: int) -> str:
        return format_money(value, report.currency, language)

    def cell(text: str, style: str = "right") -> Paragraph:
        return Paragraph(escape(text), styles[style])

    closed = local_time(report.closed_at) if report.closed_at else t("report.shift.open")
    facts = [
        (t("report.shift.cashier"), report.cashier),
        (t("report.shift.opened"), local_time(report.opened_at)),
        (t("report.shift.closed"), closed),
        (t("report.shift.float"), money(report.opening_float)),
        *(
            (
                label("report.shift.prizes_elsewhere", language, method=method_label(m, language)),
                money(amount),
            )
            for m, amount in report.prizes_elsewhere
        ),
        *report.extra,
    ]
    fact_rows = [
        [Paragraph(escape(name), styles["body"]), Paragraph(_markup(value), styles["bold"])]
        for name, value in facts
    ]
    facts_table = Table(fact_rows, colWidths=[45 * mm, 120 * mm], hAlign="LEFT")
    facts_table.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    keys = SHIFT_COLUMNS
    # 174 mm, the frame inside A4 margins: eight-digit amounts and "sin contar aún" /
    # "not counted yet" on one line.
    widths = (26.5, 16.5, 23, 21, 21, 21, 24.5, 20.5)
    rows: list[list] = [
        [
            cell(t(f"report.shift.{k}"), "head" if i == 0 else "head_right")
            for i, k in enumerate(keys)
        ]
    ]
    for line in report.methods:
        difference = line.difference
        rows.append(
            [
                Paragraph(_markup(method_label(line.method, language)), styles["cell"]),
                cell(format_count(line.entries, language)),
                cell(money(line.received)),
                cell(money(line.refunded)),
                cell(money(line.prizes)),
                cell(money(line.expected)),
                cell(
                    t("report.shift.not_counted") if line.counted is None else money(line.counted)
                ),
                cell(
                    "—" if difference is None else money(difference),
                    "head_right" if difference else "right",
                ),
            ]
        )
    # What adds up across methods is what was taken in; what each drawer or slip box should
    # hold, its count and its difference are per method (left blank here).
    rows.append(
        [
            cell(t("report.shift.totals"), "head"),
            cell(format_count(sum(ln.entries for ln in report.methods), language), "head_right"),
            cell(money(sum(ln.received for ln in report.methods)), "head_right"),
            cell(money(sum(ln.refunded for ln in report.methods)), "head_right"),
            "",
            "",
            "",
            "",
        ]
    )
    methods_table = _table(rows, [w * mm for w in widths], right_columns=range(1, 8))
    methods_table.setStyle(TableStyle([("LINEABOVE", (0, -1), (-1, -1), 0.8, colors.black)]))
    below: list = [Paragraph(escape(t("report.shift.per_method")), styles["cell"])]
    cash = next((line for line in report.methods if line.method == "cash"), None)
    if cash is not None:
        below.append(Spacer(1, 2 * mm))
        below.append(Paragraph(escape(cash_formula(report, language)), styles["body"]))
        if cash.expected < 0:
            below.append(Paragraph(escape(t("report.shift.cash_negative")), styles["bold"]))
    split_rows = [
        [
            Paragraph(escape(t("receipt.prize_pool")), styles["body"]),
            Paragraph(escape(money(report.prize_pool)), styles["body_right"]),
        ],
        [
            Paragraph(escape(t("receipt.fee")), styles["body"]),
            Paragraph(escape(money(report.fees)), styles["body_right"]),
        ],
        [
            Paragraph(escape(t("receipt.staff_fee")), styles["body"]),
            Paragraph(escape(money(report.staff_fees)), styles["body_right"]),
        ],
    ]
    split_table = Table(split_rows, colWidths=[60 * mm, 40 * mm], hAlign="LEFT")
    split_table.setStyle(TableStyle([("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    signatures = Table(
        [["", "", ""], [t("report.shift.signature"), "", t("report.shift.signature_director")]],
        colWidths=[70 * mm, 25 * mm, 70 * mm],
        rowHeights=[18 * mm, None],
        hAlign="LEFT",
    )
    signatures.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 9),
                ("LINEBELOW", (0, 0), (0, 0), 0.8, colors.black),
                ("LINEBELOW", (2, 0), (2, 0), 0.8, colors.black),
                ("ALIGN", (0, 1), (-1, 1), "CENTER"),
            ]
        )
    )
    story: list = [
        facts_table,
        Spacer(1, 5 * mm),
        methods_table,
        Spacer(1, 2 * mm),
        *below,
        Spacer(1, 3 * mm),
        Paragraph(
            escape(shift_verdict(report, language)) if report.methods else "", styles["bold"]
        ),
        Paragraph(escape(t("report.shift.split")), styles["section"]),
        split_table,
        Spacer(1, 10 * mm),
        signatures,
    ]
    return _build(
        story,
        pagesize=A4,
        house=report.house,
        tournament=report.tournament,
        title=t("report.shift.title"),
        printed_at=local_time(report.printed_at),
        language=language,
    )


SHIFT_COLUMNS = (
    "method",
    "entries",
    "received",
    "refunded",
    "prizes",
    "expected",
    "counted",
    "difference",
)


def shift_verdict(report: CashierShiftReport, language: str) -> str:
    """The shift's verdict, method by method: not counted yet (no method counted), the count
    matches (every method counted and none differs), or the methods that differ, each with
    its difference (a cash shortage is never netted against a card surplus). A method not
    yet counted is not compared."""
    counted = [line for line in report.methods if line.counted is not None]
    if not counted:
        return label("report.shift.not_counted_yet", language)
    off = [line for line in counted if line.difference]
    if not off:
        if len(counted) < len(report.methods):
            return label("report.shift.balanced_so_far", language)
        return label("report.shift.balanced", language)
    methods = ", ".join(
        f"{method_label(line.method, language)} "
        f"({format_money(line.difference or 0, report.currency, language)})"
        for line in off
    )
    return label("report.shift.unbalanced", language, methods=methods)


def cash_formula(report: CashierShiftReport, language: str) -> str:
    """How the expected cash is made: opening float + cash taken - cash refunds - prizes
    paid in cash = expected cash (domain/registration.py, `RegistrationBook.shift_expected`)."""
    cash = next(line for line in report.methods if line.method == "cash")
    return label(
        "report.shift.cash_formula",
        language,
        float=format_money(report.opening_float, report.currency, language),
        taken=format_money(cash.received, report.currency, language),
        refunded=format_money(cash.refunded, report.currency, language),
        prizes=format_money(cash.prizes, report.currency, language),
        expected=format_money(cash.expected, report.currency, language),
    )


# CSV ------------------------------------------------------------------------------------------


def _safe(text: str) -> str:
    """A cell a spreadsheet will not run as a formula (a name typed as "=HYPERLINK(...)")."""
    text = clean(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def _csv(rows: Iterable[Sequence[str]], delimiter: str) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, lineterminator="\r\n")
    writer.writerows(rows)
    return out.getvalue()


def register_csv(report: RegisterReport, language: str = "es", delimiter: str = ",") -> str:
    """Columns as on paper plus the currency; amounts plain ("50000", "100.00"), refunds
    negative. Write the text with encoding "utf-8-sig" (see CSV_ENCODING)."""
    head = [label(key, language) for key, _ in _REGISTER_COLUMNS]
    head.insert(7, label("report.register.currency", language))
    rows = [head]
    for row in report.rows:
        rows.append(
            [
                str(row.entry_number),
                local_time(row.time),
                _safe(row.player_name),
                _safe(row.player_document),
                _safe(row.nationality),
                _kind(row.kind, language),
                plain_amount(_signed(row.kind, row.amount), report.currency),
                report.currency,
                _safe(method_label(row.payment_method, language)),
                _safe(row.operator),
            ]
        )
    return _csv(rows, delimiter)


def waiting_list_csv(report: WaitingListReport, language: str = "es", delimiter: str = ",") -> str:
    keys = ("position", "player", "document", "since", "note")
    rows = [[label(f"report.waiting.{k}", language) for k in keys]]
    for row in report.rows:
        rows.append(
            [
                str(row.position),
                _safe(row.player_name),
                _safe(row.player_document),
                local_time(row.since),
                _safe(row.note),
            ]
        )
    return _csv(rows, delimiter)


def cashier_shift_csv(
    report: CashierShiftReport, language: str = "es", delimiter: str = ","
) -> str:
    """The shift's lines per payment method, as on paper: "not counted yet" in the counted
    column (and no difference) until the count is entered; prizes paid by transfer or
    cheque, the opening float and the verdict as rows of their own. No row adds expected
    or counted amounts across methods."""
    rows = [[label(f"report.shift.{k}", language) for k in SHIFT_COLUMNS]]
    rows[0].append(label("report.register.currency", language))
    for line in report.methods:
        rows.append(
            [
                _safe(method_label(line.method, language)),
                str(line.entries),
                plain_amount(line.received, report.currency),
                plain_amount(line.refunded, report.currency),
                plain_amount(line.prizes, report.currency),
                plain_amount(line.expected, report.currency),
                label("report.shift.not_counted", language)
                if line.counted is None
                else plain_amount(line.counted, report.currency),
                "" if line.difference is None else plain_amount(line.difference, report.currency),
                report.currency,
            ]
        )
    blank = [""] * (len(SHIFT_COLUMNS) - 1)  # the columns after the method
    for method, amount in report.prizes_elsewhere:
        paid = label(
            "report.shift.prizes_elsewhere", language, method=method_label(method, language)
        )
        prizes = SHIFT_COLUMNS.index("prizes") - 1
        cells = list(blank)
        cells[prizes] = plain_amount(amount, report.currency)
        rows.append([_safe(paid), *cells, report.currency])
    opening = plain_amount(report.opening_float, report.currency)
    rows.append([label("report.shift.float", language), "", opening, *blank[2:], report.currency])
    if report.methods:
        rows.append([_safe(shift_verdict(report, language))])
    return _csv(rows, delimiter)


CSV_ENCODING = "utf-8-sig"
