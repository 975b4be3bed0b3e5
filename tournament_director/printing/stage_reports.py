"""The reports of a multi-flight event: data in, A4 PDF bytes or CSV text out, in Spanish or
English (house "Etapa Clasificatoria", "Etapa Final", "Clasificación").

- Qualifiers by chip count (per flight): every qualifier with his bagged count, largest
  first, his share of the flight's chips, his table and seat when the flight ended, his
  slip (and the earlier counts it replaced) and whether he has been accredited at the final
  stage; the totals (qualifiers, chips, average stack) and the level the final starts at.
- The flight's ranking (house "Clasificación"): its qualifiers on top, marked as qualified
  with their bagged counts, then the players still playing, then every elimination by its
  place (shared places marked).
- The event's results across stages: the flights (start, entries, qualifiers, chips
  bagged, state), then the final stage's places with their prizes and, below every one of
  them, the flights' eliminations with the flight and the place in it
  (``StageService.event_results``).

The registration register and the waiting list of a flight are those of any tournament
(printing/reports.py): a flight is a tournament of its own.
Pure: services/stage_documents.py fills the records from the record.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from datetime import datetime
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from tournament_director.domain.money import format_count
from tournament_director.i18n import is_one
from tournament_director.printing.layout import local_time
from tournament_director.printing.money_text import format_money, plain_amount
from tournament_director.printing.reports import _build, _csv, _markup, _safe, _styles, _table
from tournament_director.printing.text import register_fonts

LANGUAGES = ("es", "en")

#: Where a qualifier stands at the final stage (QualifierRow.status).
UNBAGGED, BAGGED, PENDING = "unbagged", "bagged", "pending"
ACCREDITED, WITHOUT_SLIP, FORFEITED = "accredited", "without_slip", "forfeited"
STATUSES = (UNBAGGED, BAGGED, PENDING, ACCREDITED, WITHOUT_SLIP, FORFEITED)
#: How a line of a flight's ranking ended (RankingRow.result): the ranking's exits and two more.
QUALIFIED, PLAYING = "qualified", "playing"
RESULTS = (QUALIFIED, PLAYING, "eliminated", "withdrew", "disqualified")

WORDS: dict[str, tuple[str, str]] = {
    "qualifiers.title": ("Clasificados por fichas", "Qualifiers by chip count"),
    "ranking.title": ("Clasificación de la serie", "Flight ranking"),
    "results.title": ("Resultados del evento", "Event results"),
    "fact.event": ("Evento", "Event"),
    "fact.flight": ("Serie", "Flight"),
    "fact.starts": ("Inicio", "Start"),
    "fact.state": ("Estado", "State"),
    "fact.final_level": ("Etapa final", "Final stage"),
    "fact.final_level.value": ("empieza en el nivel {level}", "starts at level {level}"),
    "fact.entries": ("Entradas", "Entries"),
    "fact.pool": ("Pozo de premios", "Prize pool"),
    "fact.waiting": ("Por acreditar", "To be accredited"),
    "fact.waiting.value": (
        "{count} {count:clasificado|clasificados}: {count:su puesto se decide|sus puestos se "
        "deciden} en la etapa final",
        "{count} {count:qualifier|qualifiers}: {count:his place is|their places are} decided "
        "at the final stage",
    ),
    "fact.pool.open": (
        "se fija al cerrar la última inscripción",
        "fixed when the last registration closes",
    ),
    "state.closed": (
        "cerrada el {at} por {operator}: {count} {count:clasificado|clasificados}",
        "closed {at} by {operator}: {count} {count:qualifier|qualifiers}",
    ),
    "state.bagging": (
        "terminada: {bagged} de {count} {count:conteo embolsado|conteos embolsados}",
        "over: {bagged} of {count} {count:count bagged|counts bagged}",
    ),
    "state.playing": (
        "en juego: {count} {count:jugador|jugadores}",
        "playing: {count} {count:player|players}",
    ),
    "state.end": (
        "termina {end}",
        "ends {end}",
    ),
    "end.level": ("al final del nivel {level}", "at the end of level {level}"),
    "end.qualifiers": (
        "al quedar {qualifiers} {qualifiers:jugador|jugadores}",
        "when {qualifiers} {qualifiers:player remains|players remain}",
    ),
    "end.both": (
        "{qualifiers} o {level}, lo primero que ocurra",
        "{qualifiers} or {level}, whichever comes first",
    ),
    "col.rank": ("N.º", "No."),
    "col.player": ("Jugador", "Player"),
    "col.document": ("Documento", "Document"),
    "col.where": ("Mesa-asiento", "Table-seat"),
    "col.chips": ("Fichas", "Chips"),
    "col.share": ("% fichas", "% chips"),
    "col.slip": ("Comprobante", "Slip"),
    "col.status": ("Acreditación", "Accreditation"),
    "col.place": ("Puesto", "Place"),
    "col.result": ("Resultado", "Result"),
    "col.stage": ("Etapa", "Stage"),
    "col.flight_place": ("Puesto en la serie", "Place in flight"),
    "col.prize": ("Premio", "Prize"),
    "col.flight": ("Serie", "Flight"),
    "col.starts": ("Inicio", "Start"),
    "col.entries": ("Entradas", "Entries"),
    "col.qualifiers": ("Clasificados", "Qualifiers"),
    "col.bagged": ("Fichas embolsadas", "Chips bagged"),
    "col.state": ("Estado", "State"),
    "slip.number": ("N.º {n}", "No. {n}"),
    "slip.replaces": ("reemplaza {numbers}", "replaces {numbers}"),
    "status.unbagged": ("sin conteo", "not counted"),
    "status.bagged": ("embolsado; serie abierta", "bagged; flight open"),
    "status.pending": ("por acreditar", "to be accredited"),
    "status.accredited": ("acreditado (entrada {entry})", "accredited (entry {entry})"),
    "status.without_slip": (
        "acreditado sin comprobante (entrada {entry})",
        "accredited without slip (entry {entry})",
    ),
    "status.forfeited": (
        "stack descartado: cuenta el de {flight}",
        "stack forfeited: the one from {flight} counts",
    ),
    "result.qualified": ("Clasificado", "Qualified"),
    "result.playing": ("Sigue en juego", "Still playing"),
    "result.eliminated": ("Eliminado", "Eliminated"),
    "result.withdrew": ("Abandonó", "Withdrew"),
    "result.disqualified": ("Descalificado", "Disqualified"),
    "totals": ("Totales", "Totals"),
    "totals.qualifiers": ("Clasificados", "Qualifiers"),
    "totals.chips": ("Fichas embolsadas", "Chips bagged"),
    "totals.average": ("Stack promedio", "Average stack"),
    "totals.unbagged": ("Sin conteo aún", "Not counted yet"),
    "qualifiers.empty": (
        "La serie no tiene clasificados todavía.",
        "The flight has no qualifiers yet.",
    ),
    "ranking.empty": ("La serie no tiene inscripciones.", "The flight has no entries."),
    "results.empty": (
        "Todavía no hay puestos: nadie ha quedado eliminado.",
        "No places yet: nobody has been eliminated.",
    ),
    "results.final": ("Etapa final", "Final stage"),
    "results.stages": ("Series clasificatorias", "Qualifying flights"),
    "results.note": (
        "Los clasificados terminan por encima de toda eliminación de las series; entre "
        "series, el mismo puesto en su serie comparte el puesto del evento (Casino Club "
        "«Clasificación»).",
        "Qualifiers finish above every flight elimination; between flights, the same place "
        "in one's flight shares the event's place (Casino Club “Clasificación”).",
    ),
    "flight.closed": ("cerrada", "closed"),
    "flight.open": ("en juego", "playing"),
    "flight.waiting": ("por jugar", "not started"),
    "csv.rank": ("numero", "number"),
    "csv.entry": ("entrada", "entry"),
    "csv.player": ("jugador", "player"),
    "csv.document": ("documento", "document"),
    "csv.table": ("mesa", "table"),
    "csv.seat": ("asiento", "seat"),
    "csv.chips": ("fichas", "chips"),
    "csv.share": ("porcentaje_fichas", "chip_share"),
    "csv.slip": ("comprobante", "slip"),
    "csv.replaces": ("reemplaza", "replaces"),
    "csv.status_key": ("codigo_acreditacion", "accreditation_key"),
    "csv.status": ("acreditacion", "accreditation"),
    "csv.place": ("puesto", "place"),
    "csv.shared": ("puestos_compartidos", "shared_places"),
    "csv.result_key": ("codigo_resultado", "result_key"),
    "csv.result": ("resultado", "result"),
    "csv.stage": ("etapa", "stage"),
    "csv.flight_place": ("puesto_en_serie", "flight_place"),
    "csv.prize": ("premio", "prize"),
    "csv.currency": ("moneda", "currency"),
}


class _Counted(string.Formatter):
    """``{count:jugador|jugadores}``: the first form when the count is 1, else the second."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return super().format_field(value, format_spec)
        one, many = format_spec.split("|", 1)
        return one if is_one(value) else many


_COUNTED = _Counted()


def word(key: str, language: str, **values: object) -> str:
    """The reports' words in ``language``; counted words agree with their number."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language}")
    text = WORDS[key][LANGUAGES.index(language)]
    if not values:
        return text
    return _COUNTED.format(text, **values) if "|" in text else text.format(**values)


# --- the documents -------------------------------------------------------------------------------


@dataclass(frozen=True)
class FlightFacts:
    """What heads a flight's reports: the event, the flight, its start and where it stands
    (``closed_at``/``closed_by`` once closed; ``over``: its end was reached), its end as set
    (house "Etapa Clasificatoria") and the level the final stage starts at."""

    house: str
    event: str
    flight: str
    tournament: str
    starts_at: datetime | None
    remaining: int
    qualifiers: int
    bagged: int
    over: bool
    closed_at: datetime | None
    closed_by: str
    end_level: int | None
    end_qualifiers: int | None
    final_level: int
    printed_at: datetime

    def state(self, language: str) -> str:
        if self.closed_at is not None:
            return word("state.closed", language, at=local_time(self.closed_at),
                        operator=self.closed_by, count=self.qualifiers)  # fmt: skip
        if self.over:
            return word("state.bagging", language, bagged=self.bagged, count=self.remaining)
        text = word("state.playing", language, count=self.remaining)
        end = self.end(language)
        return f"{text}; {word('state.end', language, end=end)}" if end else text

    def end(self, language: str) -> str:
        level = qualifiers = ""
        if self.end_level is not None:
            level = word("end.level", language, level=self.end_level)
        if self.end_qualifiers is not None:
            qualifiers = word("end.qualifiers", language, qualifiers=self.end_qualifiers)
        if level and qualifiers:
            return word("end.both", language, qualifiers=qualifiers, level=level)
        return level or qualifiers


@dataclass(frozen=True)
class QualifierRow:
    """A qualifier of the flight: his bagged count (None: not counted yet), his current slip
    and the earlier ones it replaced, his table and seat when the flight ended, and where he
    stands at the final stage (``status``: one of STATUSES; ``final_entry``: his entry
    there; ``counting_flight``: the flight whose stack counts when his was forfeited)."""

    entry_id: int
    player_name: str
    player_document: str
    table: int | None
    seat: int | None
    chips: int | None
    slip: int | None
    replaces: tuple[int, ...]
    status: str
    final_entry: int | None = None
    counting_flight: str = ""

    def status_words(self, language: str) -> str:
        if self.status == FORFEITED:
            return word("status.forfeited", language, flight=self.counting_flight)
        return word(f"status.{self.status}", language, entry=self.final_entry)


@dataclass(frozen=True)
class QualifiersReport:
    facts: FlightFacts
    rows: tuple[QualifierRow, ...]  # largest count first; not counted yet last


@dataclass(frozen=True)
class RankingRow:
    """A line of the flight's ranking: ``place`` None for a qualifier or a player still in;
    ``result`` one of RESULTS; ``chips`` and ``slip`` a qualifier's bagged count."""

    place: int | None
    shared: tuple[int, ...]
    entry_id: int
    player_name: str
    player_document: str
    result: str
    chips: int | None = None
    slip: int | None = None


@dataclass(frozen=True)
class RankingReport:
    facts: FlightFacts
    rows: tuple[RankingRow, ...]


@dataclass(frozen=True)
class FlightLine:
    """A flight in the event's results: its start, entries, qualifiers, chips bagged, and
    whether it is closed, playing or still to start."""

    label: str
    starts_at: datetime | None
    entries: int
    qualifiers: int
    chips: int
    state: str  # "closed", "open", "waiting"


@dataclass(frozen=True)
class EventLine:
    """A line of the results across stages (``StageService.event_results``): ``place`` None
    while still playing the final stage; ``flight_place`` None for a final-stage line."""

    place: int | None
    player_name: str
    player_document: str
    stage: str
    flight_place: int | None
    prize: int
    final: bool


@dataclass(frozen=True)
class EventResults:
    house: str
    event: str
    currency: str
    pool: int | None  # None: not fixed yet
    final_level: int
    flights: tuple[FlightLine, ...]
    lines: tuple[EventLine, ...]
    printed_at: datetime
    waiting: int = 0  # qualifiers of closed flights not accredited yet


# --- shared pieces -----------------------------------------------------------------------------


def _facts(rows: list[tuple[str, str]], styles) -> Table:
    table = Table(
        [[Paragraph(escape(k), styles["body"]), Paragraph(_markup(v), styles["bold"])]
         for k, v in rows],
        colWidths=[40 * mm, 134 * mm],
        hAlign="LEFT",
    )  # fmt: skip
    table.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return table


def _flight_facts(facts: FlightFacts, language: str, styles) -> Table:
    rows = [
        (word("fact.event", language), facts.event),
        (word("fact.flight", language), facts.flight),
    ]
    if facts.starts_at is not None:
        rows.append((word("fact.starts", language), local_time(facts.starts_at)))
    rows.append((word("fact.state", language), facts.state(language)))
    level = word("fact.final_level.value", language, level=facts.final_level)
    rows.append((word("fact.final_level", language), level))
    return _facts(rows, styles)


def _where(table: int | None, seat: int | None) -> str:
    if table is None:
        return "—"
    return f"{table}-{seat}" if seat is not None else str(table)


def _share(chips: int | None, total: int, language: str) -> str:
    """A stack's share of the chips bagged, to one decimal ("12,5" / "12.5")."""
    if chips is None or total <= 0:
        return ""
    tenths = (chips * 1000 + total // 2) // total  # integers: no float rounding surprises
    whole, tenth = divmod(tenths, 10)
    return f"{whole}{',' if language == 'es' else '.'}{tenth}"


def _plain_share(chips: int | None, total: int) -> str:
    return _share(chips, total, "en")


def _slip_words(slip: int | None, replaces: tuple[int, ...], language: str) -> str:
    """ "N.º 7", and under it the earlier counts it replaced ("reemplaza N.º 3")."""
    if slip is None:
        return "—"
    text = escape(word("slip.number", language, n=slip))
    if replaces:
        numbers = ", ".join(word("slip.number", language, n=n) for n in replaces)
        text += "<br/>" + escape(word("slip.replaces", language, numbers=numbers))
    return text


def _places(place: int | None, shared: tuple[int, ...]) -> str:
    if place is None:
        return "—"
    return f"{shared[0]}–{shared[-1]}" if shared else str(place)


def _stage(line: EventLine, language: str) -> str:
    """The final stage by that name (its tournament bears the event's); a flight by its label."""
    return word("results.final", language) if line.final else line.stage


def _text(value: object) -> str:
    return "" if value is None else str(value)


# --- qualifiers by chip count --------------------------------------------------------------------

_QUALIFIER_COLUMNS = (
    ("col.rank", 9),
    ("col.player", 44),
    ("col.where", 24),
    ("col.chips", 22),
    ("col.share", 16),
    ("col.slip", 25),
    ("col.status", 34),
)  # 174 mm: portrait A4 inside the margins
_QUALIFIER_RIGHT = (3, 4)


def render_qualifiers(report: QualifiersReport, language: str = "es") -> bytes:
    """The flight's qualifiers, largest count first (house "Etapa Clasificatoria"), with the
    totals under them."""
    word("qualifiers.title", language)
    register_fonts()
    styles = _styles()
    total = sum(r.chips or 0 for r in report.rows)
    head = [
        Paragraph(escape(word(key, language)),
                  styles["head_right" if i in _QUALIFIER_RIGHT else "head"])
        for i, (key, _) in enumerate(_QUALIFIER_COLUMNS)
    ]  # fmt: skip
    rows: list[list] = [head]
    for n, r in enumerate(report.rows, start=1):
        player = f"<b>{_markup(r.player_name)}</b>"
        if r.player_document:
            player += "<br/>" + _markup(r.player_document)
        chips = "—" if r.chips is None else format_count(r.chips, language)
        rows.append(
            [
                Paragraph(str(n), styles["cell"]),
                Paragraph(player, styles["cell"]),
                Paragraph(_where(r.table, r.seat), styles["cell"]),
                Paragraph(f"<b>{chips}</b>", styles["right"]),
                Paragraph(_share(r.chips, total, language), styles["right"]),
                Paragraph(_slip_words(r.slip, r.replaces, language), styles["cell"]),
                Paragraph(_markup(r.status_words(language)), styles["cell"]),
            ]
        )
    story: list = [
        _flight_facts(report.facts, language, styles),
        Spacer(1, 4 * mm),
        _table(rows, [w * mm for _, w in _QUALIFIER_COLUMNS], right_columns=_QUALIFIER_RIGHT),
    ]
    if not report.rows:
        story += [Spacer(1, 4 * mm), Paragraph(escape(word("qualifiers.empty", language)),
                                               styles["body"])]  # fmt: skip
    else:
        story += [Spacer(1, 6 * mm), KeepTogether(_qualifier_totals(report, language, styles))]
    return _build(
        story,
        pagesize=A4,
        house=report.facts.house,
        tournament=report.facts.tournament,
        title=word("qualifiers.title", language),
        printed_at=local_time(report.facts.printed_at),
        language=language,
    )


def _qualifier_totals(report: QualifiersReport, language: str, styles) -> list:
    counted = [r.chips for r in report.rows if r.chips is not None]
    total = sum(counted)
    # The average of the counts bagged, rounded to a whole chip.
    average = (total + len(counted) // 2) // len(counted) if counted else 0
    lines = [
        (word("totals.qualifiers", language), format_count(len(report.rows), language)),
        (word("totals.chips", language), format_count(total, language)),
        (word("totals.average", language), format_count(average, language)),
    ]
    missing = len(report.rows) - len(counted)
    if missing:
        lines.append((word("totals.unbagged", language), format_count(missing, language)))
    table = Table(
        [[Paragraph(escape(k), styles["body"]), Paragraph(escape(v), styles["body_right"])]
         for k, v in lines],
        colWidths=[60 * mm, 35 * mm],
        hAlign="LEFT",
    )  # fmt: skip
    table.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("LINEBELOW", (0, 0), (-1, -2), 0.25, colors.grey),
            ]
        )
    )
    return [Paragraph(escape(word("totals", language)), styles["section"]), table]


def qualifiers_csv(report: QualifiersReport, language: str = "es", delimiter: str = ",") -> str:
    """The qualifiers a row each, largest count first, plain figures; the accreditation as a
    code and in words. Write the text with "utf-8-sig" (spreadsheets then read the
    accents)."""
    keys = ("rank", "entry", "player", "document", "table", "seat", "chips", "share", "slip",
            "replaces", "status_key", "status")  # fmt: skip
    rows: list[list[str]] = [[word(f"csv.{k}", language) for k in keys]]
    total = sum(r.chips or 0 for r in report.rows)
    for n, r in enumerate(report.rows, start=1):
        rows.append(
            [
                str(n),
                str(r.entry_id),
                _safe(r.player_name),
                _safe(r.player_document),
                _text(r.table),
                _text(r.seat),
                _text(r.chips),
                _plain_share(r.chips, total),
                _text(r.slip),
                " ".join(str(s) for s in r.replaces),
                r.status,
                _safe(r.status_words(language)),
            ]
        )
    return _csv(rows, delimiter)


# --- the flight's ranking ------------------------------------------------------------------------

_RANKING_COLUMNS = (
    ("col.place", 14),
    ("col.player", 54),
    ("col.document", 34),
    ("col.result", 26),
    ("col.chips", 22),
    ("col.slip", 24),
)  # 174 mm
_RANKING_RIGHT = (4,)


def render_ranking(report: RankingReport, language: str = "es") -> bytes:
    """The flight's ranking (house "Clasificación"): qualifiers on top with their bagged
    counts, the players still in, then every elimination by place; shared places shaded."""
    word("ranking.title", language)
    register_fonts()
    styles = _styles()
    head = [
        Paragraph(escape(word(key, language)),
                  styles["head_right" if i in _RANKING_RIGHT else "head"])
        for i, (key, _) in enumerate(_RANKING_COLUMNS)
    ]  # fmt: skip
    rows: list[list] = [head]
    shaded = []
    for r in report.rows:
        qualified = r.result == QUALIFIED
        name = _markup(r.player_name)
        chips = "" if r.chips is None else format_count(r.chips, language)
        rows.append(
            [
                Paragraph(_places(r.place, r.shared), styles["cell"]),
                Paragraph(f"<b>{name}</b>" if qualified else name, styles["cell"]),
                Paragraph(_markup(r.player_document), styles["cell"]),
                Paragraph(escape(word(f"result.{r.result}", language)),
                          styles["head" if qualified else "cell"]),
                Paragraph(f"<b>{chips}</b>" if chips else "", styles["right"]),
                Paragraph(_slip_words(r.slip, (), language), styles["cell"])
                if r.slip is not None else "",
            ]
        )  # fmt: skip
        if r.shared:
            shaded.append(len(rows) - 1)
    table = _table(rows, [w * mm for _, w in _RANKING_COLUMNS], right_columns=_RANKING_RIGHT)
    table.setStyle(
        TableStyle([("BACKGROUND", (0, r), (-1, r), colors.HexColor("#eeeeee")) for r in shaded])
    )
    story: list = [_flight_facts(report.facts, language, styles), Spacer(1, 4 * mm), table]
    if not report.rows:
        story += [Spacer(1, 4 * mm), Paragraph(escape(word("ranking.empty", language)),
                                               styles["body"])]  # fmt: skip
    return _build(
        story,
        pagesize=A4,
        house=report.facts.house,
        tournament=report.facts.tournament,
        title=word("ranking.title", language),
        printed_at=local_time(report.facts.printed_at),
        language=language,
    )


def ranking_csv(report: RankingReport, language: str = "es", delimiter: str = ",") -> str:
    """The ranking a row each, in its order; the result as a code and in words."""
    keys = ("place", "shared", "entry", "player", "document", "result_key", "result", "chips",
            "slip")  # fmt: skip
    rows: list[list[str]] = [[word(f"csv.{k}", language) for k in keys]]
    for r in report.rows:
        rows.append(
            [
                _text(r.place),
                f"{r.shared[0]}-{r.shared[-1]}" if r.shared else "",
                str(r.entry_id),
                _safe(r.player_name),
                _safe(r.player_document),
                r.result,
                word(f"result.{r.result}", language),
                _text(r.chips),
                _text(r.slip),
            ]
        )
    return _csv(rows, delimiter)


# --- the event's results across stages -----------------------------------------------------------

_FLIGHT_COLUMNS = (
    ("col.flight", 40),
    ("col.starts", 30),
    ("col.entries", 20),
    ("col.qualifiers", 24),
    ("col.bagged", 36),
    ("col.state", 24),
)  # 174 mm
_FLIGHT_RIGHT = (2, 3, 4)
_EVENT_COLUMNS = (
    ("col.place", 16),
    ("col.player", 52),
    ("col.document", 36),
    ("col.stage", 26),
    ("col.flight_place", 18),
    ("col.prize", 26),
)  # 174 mm
_EVENT_RIGHT = (4, 5)


def render_event_results(report: EventResults, language: str = "es") -> bytes:
    """The event's flights, then its results across stages (house "Clasificación"): the
    final stage's places with their prizes, then the flights' eliminations."""
    word("results.title", language)
    register_fonts()
    styles = _styles()

    def money(value: int) -> str:
        return format_money(value, report.currency, language)

    pool = word("fact.pool.open", language) if report.pool is None else money(report.pool)
    entries = sum(f.entries for f in report.flights)
    facts = _facts(
        [
            (word("fact.event", language), report.event),
            (word("fact.entries", language), format_count(entries, language)),
            (word("fact.pool", language), pool),
            *(
                [(word("fact.waiting", language),
                  word("fact.waiting.value", language, count=report.waiting))]
                if report.waiting else []
            ),
            (word("fact.final_level", language),
             word("fact.final_level.value", language, level=report.final_level)),
        ],
        styles,
    )  # fmt: skip
    flight_rows: list[list] = [
        [
            Paragraph(escape(word(key, language)),
                      styles["head_right" if i in _FLIGHT_RIGHT else "head"])
            for i, (key, _) in enumerate(_FLIGHT_COLUMNS)
        ]
    ]  # fmt: skip
    for f in report.flights:
        flight_rows.append(
            [
                Paragraph(f"<b>{_markup(f.label)}</b>", styles["cell"]),
                Paragraph(local_time(f.starts_at) if f.starts_at else "", styles["cell"]),
                Paragraph(format_count(f.entries, language), styles["right"]),
                Paragraph(format_count(f.qualifiers, language), styles["right"]),
                Paragraph(format_count(f.chips, language), styles["right"]),
                Paragraph(escape(word(f"flight.{f.state}", language)), styles["cell"]),
            ]
        )
    head = [
        Paragraph(escape(word(key, language)), styles["head_right" if i in _EVENT_RIGHT
                                                      else "head"])
        for i, (key, _) in enumerate(_EVENT_COLUMNS)
    ]  # fmt: skip
    rows: list[list] = [head]
    last_final = 0
    for line in report.lines:
        place = "—" if line.place is None else str(line.place)
        name = _markup(line.player_name)
        rows.append(
            [
                Paragraph(place, styles["cell"]),
                Paragraph(f"<b>{name}</b>" if line.prize else name, styles["cell"]),
                Paragraph(_markup(line.player_document), styles["cell"]),
                Paragraph(_markup(_stage(line, language)), styles["cell"]),
                Paragraph("" if line.flight_place is None else str(line.flight_place),
                          styles["right"]),
                Paragraph(escape(money(line.prize)) if line.prize else "—", styles["right"]),
            ]
        )  # fmt: skip
        if line.final:
            last_final = len(rows) - 1
    results = _table(rows, [w * mm for _, w in _EVENT_COLUMNS], right_columns=_EVENT_RIGHT)
    if 0 < last_final < len(rows) - 1:
        # A heavier rule between the final stage's places and the flights' eliminations.
        results.setStyle(TableStyle([("LINEBELOW", (0, last_final), (-1, last_final), 1.2,
                                      colors.black)]))  # fmt: skip
    story: list = [
        facts,
        Spacer(1, 4 * mm),
        Paragraph(escape(word("results.stages", language)), styles["section"]),
        _table(flight_rows, [w * mm for _, w in _FLIGHT_COLUMNS], right_columns=_FLIGHT_RIGHT),
        Spacer(1, 4 * mm),
        Paragraph(escape(word("results.title", language)), styles["section"]),
        results,
    ]
    if not report.lines:
        story += [Spacer(1, 4 * mm), Paragraph(escape(word("results.empty", language)),
                                               styles["body"])]  # fmt: skip
    else:
        story += [Spacer(1, 3 * mm), Paragraph(escape(word("results.note", language)),
                                               styles["cell"])]  # fmt: skip
    return _build(
        story,
        pagesize=A4,
        house=report.house,
        tournament=report.event,
        title=word("results.title", language),
        printed_at=local_time(report.printed_at),
        language=language,
    )


def event_results_csv(report: EventResults, language: str = "es", delimiter: str = ",") -> str:
    """The results across stages a row each, in order; prizes as plain amounts."""
    keys = ("place", "player", "document", "stage", "flight_place", "prize", "currency")
    rows: list[list[str]] = [[word(f"csv.{k}", language) for k in keys]]
    for line in report.lines:
        rows.append(
            [
                _text(line.place),
                _safe(line.player_name),
                _safe(line.player_document),
                _safe(_stage(line, language)),
                _text(line.flight_place),
                plain_amount(line.prize, report.currency),
                report.currency,
            ]
        )
    return _csv(rows, delimiter)


__all__ = [
    "EventLine",
    "EventResults",
    "FlightFacts",
    "FlightLine",
    "QualifierRow",
    "QualifiersReport",
    "RankingReport",
    "RankingRow",
    "event_results_csv",
    "qualifiers_csv",
    "ranking_csv",
    "render_event_results",
    "render_qualifiers",
    "render_ranking",
    "word",
]
