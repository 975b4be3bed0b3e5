"""The penalties' papers: document in, PDF bytes (or CSV text) out, in Spanish or English
(ADTP 68; Casino Club "Penalidades").

- The penalty report (A4 landscape, and CSV) for the regulator and the house: every
  penalty of the event, oldest first (number, time and level, table and seat, the player
  and his document, the offence and its rule, what happened, the penalty given and the
  hands to serve, the proposal when the floor chose otherwise and its reason, where it
  stands, the operator, the verification code of its event), then the totals by kind and
  the players penalised more than once.
- The player's notice (80 mm roll, or A4): the penalty, the offence and its rule, the
  hands to serve and how they were counted, what serving it means (ADTP 68-C), the
  operator, the time, and the verification code and QR from the event's hash.

Pure: services/penalty_documents.py fills the records from the tournament.
"""

from __future__ import annotations

import string
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer

from tournament_director.i18n import is_one
from tournament_director.printing.documents import Paper, verification_code
from tournament_director.printing.layout import Flow, local_time
from tournament_director.printing.reports import _build, _csv, _markup, _safe, _styles, _table
from tournament_director.printing.text import BOLD, REGULAR, register_fonts
from tournament_director.printing.tickets import _flow_for, _render_pages

LANGUAGES = ("es", "en")

WORDS: dict[str, tuple[str, str]] = {
    "report.title": ("Reporte de penalidades", "Penalty report"),
    "col.number": ("N.º", "No."),
    "col.time": ("Fecha y hora", "Date and time"),
    "col.level": ("Nivel", "Level"),
    "col.table": ("Mesa y asiento", "Table and seat"),
    "col.player": ("Jugador", "Player"),
    "col.document": ("Documento", "Document"),
    "col.offence": ("Infracción (regla)", "Offence (rule)"),
    "col.penalty": ("Penalidad", "Penalty"),
    "col.hands": ("Manos", "Hands"),
    "col.status": ("Estado", "Status"),
    "col.operator": ("Operador", "Operator"),
    "col.code": ("Código", "Code"),
    "level": ("{level}", "{level}"),
    "level.break": ("desc. tras {level}", "break after {level}"),
    "players": (
        "{players} {players:jugador|jugadores} en la mesa",
        "{players} {players:player|players} at the table",
    ),
    "proposed": ("Propuesta: {step}", "Proposed: {step}"),
    "reason": ("Motivo: {reason}", "Reason: {reason}"),
    "details": ("Detalle: {details}", "Details: {details}"),
    "empty": (
        "No se aplicaron penalidades en este evento.",
        "No penalties were given in this event.",
    ),
    "totals": ("Totales", "Totals"),
    "totals.kind": ("Penalidad", "Penalty"),
    "totals.count": ("Cantidad", "Number"),
    "totals.hands": ("Manos", "Hands"),
    "totals.all": ("Total", "Total"),
    "repeat": (
        "Jugadores con más de una penalidad en el evento",
        "Players with more than one penalty in the event",
    ),
    "repeat.line": (
        "{name}: {count} {count:penalidad|penalidades}",
        "{name}: {count} {count:penalty|penalties}",
    ),
    "repeat.none": ("Ninguno.", "None."),
    "csv.number": ("numero", "number"),
    "csv.time": ("fecha_hora", "date_time"),
    "csv.level": ("nivel", "level"),
    "csv.on_break": ("en_descanso", "on_break"),
    "csv.table": ("mesa", "table"),
    "csv.seat": ("asiento", "seat"),
    "csv.players": ("jugadores_en_mesa", "players_at_table"),
    "csv.entry": ("entrada", "entry"),
    "csv.player": ("jugador", "player"),
    "csv.document": ("documento", "document"),
    "csv.offence_key": ("codigo_infraccion", "offence_key"),
    "csv.offence": ("infraccion", "offence"),
    "csv.rule": ("regla", "rule"),
    "csv.details": ("detalle", "details"),
    "csv.kind": ("tipo", "kind"),
    "csv.count": ("cantidad", "count"),
    "csv.penalty": ("penalidad", "penalty"),
    "csv.hands": ("manos", "hands"),
    "csv.hands_left": ("manos_pendientes", "hands_left"),
    "csv.proposed_kind": ("tipo_propuesto", "proposed_kind"),
    "csv.proposed_count": ("cantidad_propuesta", "proposed_count"),
    "csv.chosen_otherwise": ("distinta_a_la_propuesta", "chosen_otherwise"),
    "csv.reason": ("motivo", "reason"),
    "csv.status": ("estado", "status"),
    "csv.ended_at": ("fin", "ended_at"),
    "csv.operator": ("operador", "operator"),
    "csv.code": ("codigo_verificacion", "verification_code"),
    "yes": ("sí", "yes"),
    "no": ("no", "no"),
    "notice.title": ("PENALIDAD", "PENALTY"),
    "notice.number": ("Penalidad N.º {n}", "Penalty no. {n}"),
    "notice.player": ("Jugador", "Player"),
    "notice.entry": ("Entrada N.º {n}", "Entry no. {n}"),
    "notice.where": ("Mesa {table}, asiento {seat}", "Table {table}, seat {seat}"),
    "notice.level": ("Nivel", "Level"),
    "notice.offence": ("Infracción", "Offence"),
    "notice.rule": ("Regla: {rule}", "Rule: {rule}"),
    "notice.penalty": ("Penalidad", "Penalty"),
    "notice.hands": ("MANOS POR CUMPLIR", "HANDS TO SERVE"),
    "notice.orbits_count": (
        "{players} {players:jugador|jugadores} en la mesa × {orbits} {orbits:órbita|órbitas} "
        "(ADTP 68-B)",
        "{players} {players:player|players} at the table × {orbits} {orbits:orbit|orbits} "
        "(ADTP 68-B)",
    ),
    "notice.serving": (
        "Durante la penalización debe permanecer lejos de la mesa: se le reparten cartas, se "
        "colocan sus ciegas y antes y la mano se declara muerta (ADTP 68-C). Si sus fichas se "
        "terminan por las ciegas y antes, queda eliminado (ADTP 68-B). El floor le indica "
        "cuándo termina.",
        "While serving the penalty you must stay away from the table: your cards are dealt, "
        "your blinds and antes posted and your hand killed (ADTP 68-C). If the blinds and antes "
        "take all your chips, you are eliminated (ADTP 68-B). The floor tells you when it ends.",
    ),
    "notice.warning": (
        "Advertencia verbal: una nueva infracción recibirá una penalidad mayor (ADTP 68-B).",
        "Verbal warning: a further offence will get a heavier penalty (ADTP 68-B).",
    ),
    "notice.disqualified": (
        "Sus fichas se retiran del torneo y debe dejar el área del torneo (ADTP 68-D; Casino "
        "Club «Penalidades»).",
        "Your chips are removed from the tournament and you must leave the tournament area "
        "(ADTP 68-D; Casino Club “Penalidades”).",
    ),
    "notice.operator": ("Aplicó", "Given by"),
    "notice.time": ("Fecha y hora", "Date and time"),
    "notice.code": ("Código de verificación", "Verification code"),
    "notice.sign": ("Firma del floor — {name}", "Floor's signature — {name}"),
    "notice.sign_player": ("Recibí: firma del jugador", "Received: the player's signature"),
}


class _Counted(string.Formatter):
    """``{count:mano|manos}``: the first form when the count is 1, else the second."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if is_one(value) else many


_COUNTED = _Counted()


def word(key: str, language: str, **values: object) -> str:
    """The paper's words in ``language``; counted words agree with their number."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language}")
    text = WORDS[key][LANGUAGES.index(language)]
    if not values:
        return text
    return _COUNTED.format(text, **values) if "|" in text else text.format(**values)


# --- the report -----------------------------------------------------------------------------


@dataclass(frozen=True)
class ReportRow:
    """One penalty as the report prints it; the words (offence, penalty, status) already in
    the report's language (services/penalty_documents.py)."""

    number: int
    time: datetime
    level: int | None
    on_break: bool
    table: int | None
    seat: int | None
    players: int | None
    entry_id: int
    player_name: str
    player_document: str
    offence_key: str
    offence: str
    rule: str
    details: str
    kind: str
    count: int
    penalty: str
    hands: int
    hands_left: int
    proposed_kind: str
    proposed_count: int
    proposed: str
    chosen_otherwise: bool
    reason: str
    status: str
    ended_at: datetime | None
    operator: str
    event_hash: str
    player_key: int | str = 0  # who the player is, for the repeat offenders

    @property
    def code(self) -> str:
        return verification_code(self.event_hash)


@dataclass(frozen=True)
class PenaltyReport:
    house: str
    tournament: str
    tournament_id: str
    rows: tuple[ReportRow, ...]
    printed_at: datetime
    #: kind -> its words in the report's language (the totals' rows).
    kinds: tuple[tuple[str, str], ...] = ()


def _level(row: ReportRow, language: str) -> str:
    if row.level is None:
        return ""
    if row.on_break:
        return word("level.break", language, level=row.level)
    return word("level", language, level=row.level)


def _where(row: ReportRow) -> str:
    if row.table is None:
        return ""
    return f"{row.table}-{row.seat}" if row.seat is not None else str(row.table)


_COLUMNS = (
    ("col.number", 11),
    ("col.time", 22),
    ("col.level", 15),
    ("col.table", 17),
    ("col.player", 35),
    ("col.offence", 55),
    ("col.penalty", 38),
    ("col.hands", 13),
    ("col.status", 30),
    ("col.operator", 26),
)  # 262 mm: landscape A4 inside the margins (267 mm), the rules' ends too


def render_report(report: PenaltyReport, language: str = "es") -> bytes:
    """Every penalty a line (landscape A4), then the totals by kind and the repeat offenders."""
    word("report.title", language)
    register_fonts()
    styles = _styles()
    head = [
        Paragraph(escape(word(key, language)), styles["head_right" if i == 7 else "head"])
        for i, (key, _) in enumerate(_COLUMNS)
    ]
    rows: list[list] = [head]
    for r in report.rows:
        player = _markup(r.player_name)
        if r.player_document:
            player += "<br/>" + _markup(r.player_document)
        offence = f"<b>{_markup(r.offence)}</b> ({_markup(r.rule)})"
        if r.details:
            offence += "<br/>" + _markup(word("details", language, details=r.details))
        penalty = f"<b>{_markup(r.penalty)}</b>"
        if r.players is not None and r.kind == "orbits":
            penalty += "<br/>" + escape(word("players", language, players=r.players))
        if r.chosen_otherwise:
            penalty += "<br/>" + _markup(word("proposed", language, step=r.proposed))
            penalty += "<br/>" + _markup(word("reason", language, reason=r.reason))
        rows.append(
            [
                Paragraph(str(r.number), styles["cell"]),
                Paragraph(escape(local_time(r.time)), styles["cell"]),
                Paragraph(escape(_level(r, language)), styles["cell"]),
                Paragraph(escape(_where(r)), styles["cell"]),
                Paragraph(player, styles["cell"]),
                Paragraph(offence, styles["cell"]),
                Paragraph(penalty, styles["cell"]),
                Paragraph(str(r.hands) if r.hands else "—", styles["right"]),
                Paragraph(_markup(r.status), styles["cell"]),
                Paragraph(_markup(r.operator) + "<br/>" + escape(r.code), styles["cell"]),
            ]
        )
    story: list = [_table(rows, [w * mm for _, w in _COLUMNS], right_columns=[7])]
    if not report.rows:
        story.append(Spacer(1, 4 * mm))
        story.append(Paragraph(escape(word("empty", language)), styles["body"]))
    else:
        story.append(Spacer(1, 6 * mm))
        story.append(KeepTogether(_totals(report, language, styles)))
        story.append(Spacer(1, 4 * mm))
        story.extend(_repeats(report, language, styles))
    return _build(
        story,
        pagesize=landscape(A4),
        house=report.house,
        tournament=report.tournament,
        title=word("report.title", language),
        printed_at=local_time(report.printed_at),
        language=language,
    )


def _totals(report: PenaltyReport, language: str, styles) -> list:
    counts = Counter(r.kind for r in report.rows)
    hands = Counter()
    for r in report.rows:
        hands[r.kind] += r.hands
    table: list[list] = [
        [
            Paragraph(escape(word("totals.kind", language)), styles["head"]),
            Paragraph(escape(word("totals.count", language)), styles["head_right"]),
            Paragraph(escape(word("totals.hands", language)), styles["head_right"]),
        ]
    ]
    for kind, words in report.kinds:
        if counts[kind]:
            table.append(
                [
                    Paragraph(escape(words), styles["cell"]),
                    Paragraph(str(counts[kind]), styles["right"]),
                    Paragraph(str(hands[kind]) if hands[kind] else "—", styles["right"]),
                ]
            )
    table.append(
        [
            Paragraph(escape(word("totals.all", language)), styles["head"]),
            Paragraph(str(len(report.rows)), styles["head_right"]),
            Paragraph(str(sum(hands.values())), styles["head_right"]),
        ]
    )
    heading = Paragraph(escape(word("totals", language)), styles["section"])
    return [heading, _table(table, [60 * mm, 25 * mm, 25 * mm], right_columns=[1, 2])]


def _repeats(report: PenaltyReport, language: str, styles) -> list:
    counts = Counter(r.player_key for r in report.rows)
    names: dict[int | str, str] = {}
    for r in report.rows:
        names.setdefault(r.player_key, r.player_name)
    out: list = [Paragraph(escape(word("repeat", language)), styles["section"])]
    repeat = [(key, n) for key, n in counts.items() if n > 1]
    if not repeat:
        out.append(Paragraph(escape(word("repeat.none", language)), styles["body"]))
    for key, n in sorted(repeat, key=lambda kn: (-kn[1], names[kn[0]].casefold())):
        text = word("repeat.line", language, name=names[key], count=n)
        out.append(Paragraph(_markup(text), styles["body"]))
    return out


def report_csv(report: PenaltyReport, language: str = "es", delimiter: str = ",") -> str:
    """Every penalty a row, plain figures; the kinds as codes and in words. Write the text
    with "utf-8-sig" (spreadsheets then read the accents)."""
    keys = (
        "number", "time", "level", "on_break", "table", "seat", "players", "entry", "player",
        "document", "offence_key", "offence", "rule", "details", "kind", "count", "penalty",
        "hands", "hands_left", "proposed_kind", "proposed_count", "chosen_otherwise", "reason",
        "status", "ended_at", "operator", "code",
    )  # fmt: skip
    rows: list[list[str]] = [[word(f"csv.{k}", language) for k in keys]]

    def text(value: object) -> str:
        return "" if value is None else str(value)

    yes, no = word("yes", language), word("no", language)
    for r in report.rows:
        rows.append(
            [
                str(r.number),
                local_time(r.time),
                text(r.level),
                yes if r.on_break else no,
                text(r.table),
                text(r.seat),
                text(r.players),
                str(r.entry_id),
                _safe(r.player_name),
                _safe(r.player_document),
                _safe(r.offence_key),
                _safe(r.offence),
                _safe(r.rule),
                _safe(r.details),
                r.kind,
                str(r.count),
                _safe(r.penalty),
                str(r.hands),
                str(r.hands_left),
                r.proposed_kind,
                str(r.proposed_count),
                yes if r.chosen_otherwise else no,
                _safe(r.reason),
                _safe(r.status),
                local_time(r.ended_at) if r.ended_at else "",
                _safe(r.operator),
                r.code,
            ]
        )
    return _csv(rows, delimiter)


# --- the player's notice --------------------------------------------------------------------


@dataclass(frozen=True)
class PenaltyNotice:
    """A penalty as the player's notice prints it; ``seq`` and ``event_hash`` are its
    event's (the verification code and the QR code)."""

    house: str
    tournament: str
    tournament_id: str
    number: int
    player_name: str
    entry_id: int
    table: int | None
    seat: int | None
    level: int | None
    on_break: bool
    offence: str
    rule: str
    details: str
    kind: str
    count: int
    penalty: str
    hands: int
    players: int | None
    operator: str
    time: datetime
    seq: int
    event_hash: str

    def __post_init__(self) -> None:
        verification_code(self.event_hash)

    @property
    def code(self) -> str:
        return verification_code(self.event_hash)

    @property
    def qr_payload(self) -> str:
        """TD1|N|<tournament>|<penalty>|<seq>|<code>."""
        return f"TD1|N|{self.tournament_id}|{self.number}|{self.seq}|{self.code}"


def _notice_flow(flow: Flow, n: PenaltyNotice, language: str) -> None:
    def t(key: str, **values: object) -> str:
        return word(key, language, **values)

    flow.text(n.house, 11, font=BOLD, align="center", min_size=8, max_lines=2)
    flow.text(n.tournament, 9, align="center", min_size=7, max_lines=2)
    flow.gap(1)
    flow.banner(t("notice.title"), 13)
    flow.gap(1)
    flow.text(t("notice.number", n=n.number), 9, align="center")
    flow.rule()
    flow.text(t("notice.player"), 8)
    flow.text(n.player_name, 11, font=BOLD, min_size=8, max_lines=2)
    flow.text(t("notice.entry", n=n.entry_id), 8.5)
    if n.table is not None and n.seat is not None:
        flow.text(t("notice.where", table=n.table, seat=n.seat), 9.5, font=BOLD)
    if n.level is not None:
        level = word("level.break" if n.on_break else "level", language, level=n.level)
        flow.pair(t("notice.level"), level, 8.5)
    flow.rule(dashed=True)
    flow.text(t("notice.offence"), 8)
    flow.text(n.offence, 10, font=BOLD, min_size=8, max_lines=3)
    flow.text(t("notice.rule", rule=n.rule), 8.5, max_lines=2)
    if n.details:
        flow.text(n.details, 8.5, max_lines=6)
    flow.rule(dashed=True)
    flow.text(t("notice.penalty"), 8)
    flow.text(n.penalty.upper() if language == "es" else n.penalty, 12, font=BOLD,
              align="center", min_size=8, max_lines=2)  # fmt: skip
    if n.hands:
        flow.gap(1)
        flow.big_boxes([(t("notice.hands"), str(n.hands))], 20, 7)
        if n.kind == "orbits" and n.players:
            flow.text(t("notice.orbits_count", players=n.players, orbits=n.count), 8,
                      align="center", max_lines=2)  # fmt: skip
        flow.gap(1)
        flow.text(t("notice.serving"), 8, max_lines=8)
    elif n.kind == "warning":
        flow.text(t("notice.warning"), 8.5, max_lines=4)
    elif n.kind == "disqualification":
        flow.text(t("notice.disqualified"), 8.5, max_lines=4)
    flow.rule(dashed=True)
    flow.signature(t("notice.sign", name=n.operator), size=7.5, space=10)
    flow.signature(t("notice.sign_player"), size=7.5, space=10)
    flow.gap(1.5)
    flow.pair(t("notice.operator"), n.operator, 8, value_font=REGULAR)
    flow.pair(t("notice.time"), local_time(n.time), 8, value_font=REGULAR)
    flow.gap(1.5)
    flow.text(t("notice.code"), 8, align="center")
    flow.text(n.code, 15, font=BOLD, align="center")
    flow.gap(1)
    flow.qr(n.qr_payload, 26)


def render_notice(
    notice: PenaltyNotice, language: str = "es", *, paper: Paper = Paper.ROLL_80
) -> bytes:
    """The player's notice on the 80 mm roll (as tall as it needs) or on A4."""
    word("notice.title", language)
    register_fonts()
    flow, page_w, page_h = _flow_for(paper, "receipt", lambda f: _notice_flow(f, notice, language))
    title = f"{word('notice.title', language)} {notice.number} — {notice.tournament}"
    return _render_pages([(flow, page_w, page_h, None)], title, paper)


__all__ = [
    "PenaltyNotice",
    "PenaltyReport",
    "ReportRow",
    "render_notice",
    "render_report",
    "report_csv",
    "word",
]
