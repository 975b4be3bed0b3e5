"""The rehearsal's output: the chart of players left against time (a ReportLab drawing,
rendered as PNG through rl-renderPM, ReportLab's own raster back-end), the A4 report (PDF)
with the chart and the figures, and the words both use (Spanish or English).

The chart: every run's players left as a thin line, the median over the runs as a thick
one, the structure's breaks shaded, and the median moment of each milestone as a dashed
line with its name.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from io import BytesIO
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from reportlab.graphics import renderPM
from reportlab.graphics.shapes import Drawing, Line, PolyLine, Rect, String
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from tournament_director import i18n
from tournament_director.printing.text import BOLD, REGULAR, register_fonts

if TYPE_CHECKING:  # the figures are made by services/rehearsal.py; drawn here
    from tournament_director.services.rehearsal import Rehearsal, Spread

CHART_WIDTH, CHART_HEIGHT = 480, 260
_LEFT, _BOTTOM, _RIGHT, _TOP = 52, 36, 12, 28
_RUN_COLOUR = colors.Color(0.62, 0.68, 0.78)
_MEDIAN_COLOUR = colors.Color(0.05, 0.25, 0.55)
_BREAK_COLOUR = colors.Color(1.0, 0.95, 0.75)
_MILESTONE_COLOUR = colors.Color(0.70, 0.20, 0.10)


def words(key: str, language: str, **params: object) -> str:
    spanish, english = MESSAGES[key]
    text = spanish if language == "es" else english
    return text.format(**params) if params else text


def clock_text(seconds: float) -> str:
    """Elapsed clock time as h:mm (9:05 is nine hours and five minutes of clock)."""
    minutes = round(seconds / 60)
    return f"{minutes // 60}:{minutes % 60:02d}"


# --- the chart --------------------------------------------------------------------------------


def _nice_step(span: float, ticks: int) -> float:
    raw = span / max(ticks, 1)
    magnitude = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * magnitude:
            return factor * magnitude
    return 10 * magnitude


def chart(rehearsal: Rehearsal, language: str = "es") -> Drawing:
    """Players left against hours of clock, with the breaks and the milestones."""
    register_fonts()
    drawing = Drawing(CHART_WIDTH, CHART_HEIGHT)
    width = CHART_WIDTH - _LEFT - _RIGHT
    height = CHART_HEIGHT - _BOTTOM - _TOP
    curves = [r.curve for r in rehearsal.results if r.curve]
    last_s = max((c[-1][0] for c in curves), default=3600.0) or 3600.0
    hours = max(last_s / 3600, 0.5)
    x_step = _nice_step(hours, 8)
    x_max = x_step * -(-hours // x_step)
    most = max((p[1] for c in curves for p in c), default=1)
    y_step = float(max(1, int(_nice_step(most, 5))))
    y_max = y_step * -(-most // y_step)

    def x_of(seconds: float) -> float:
        return _LEFT + width * (seconds / 3600) / x_max

    def y_of(players: float) -> float:
        return _BOTTOM + height * players / y_max

    for start, end in rehearsal.breaks:
        if start / 3600 >= x_max:
            continue
        left, right = x_of(start), x_of(min(end, x_max * 3600))
        drawing.add(
            Rect(left, _BOTTOM, right - left, height, fillColor=_BREAK_COLOUR, strokeColor=None)
        )
    axis = dict(strokeColor=colors.black, strokeWidth=0.8)
    drawing.add(Line(_LEFT, _BOTTOM, _LEFT + width, _BOTTOM, **axis))
    drawing.add(Line(_LEFT, _BOTTOM, _LEFT, _BOTTOM + height, **axis))
    tick = 0.0
    while tick <= x_max + 1e-9:
        x = _LEFT + width * tick / x_max
        drawing.add(Line(x, _BOTTOM, x, _BOTTOM - 3, **axis))
        label = f"{tick:g}"
        drawing.add(
            String(x, _BOTTOM - 13, label, fontName=REGULAR, fontSize=8, textAnchor="middle")
        )
        tick += x_step
    tick = 0.0
    while tick <= y_max + 1e-9:
        y = _BOTTOM + height * tick / y_max
        drawing.add(Line(_LEFT - 3, y, _LEFT, y, **axis))
        figure = f"{int(tick):,}".replace(",", "." if language == "es" else ",")
        drawing.add(
            String(_LEFT - 5, y - 3, figure, fontName=REGULAR, fontSize=8, textAnchor="end")
        )
        tick += y_step
    drawing.add(
        String(_LEFT + width / 2, 4, words("chart.x", language), fontName=REGULAR, fontSize=9,
               textAnchor="middle")
    )  # fmt: skip
    drawing.add(
        String(4, CHART_HEIGHT - 12, words("chart.y", language), fontName=REGULAR, fontSize=9)
    )
    for curve in curves:
        drawing.add(PolyLine(_steps(curve, x_of, y_of), strokeColor=_RUN_COLOUR, strokeWidth=0.6))
    median = rehearsal.median_curve()
    if median:
        points = [c for moment, left in median for c in (x_of(moment), y_of(left))]
        drawing.add(PolyLine(points, strokeColor=_MEDIAN_COLOUR, strokeWidth=2))
    for index, summary in enumerate(rehearsal.milestones):
        if summary.elapsed_s is None:
            continue
        x = x_of(summary.elapsed_s.median)
        drawing.add(
            Line(x, _BOTTOM, x, _BOTTOM + height + 4, strokeColor=_MILESTONE_COLOUR,
                 strokeWidth=0.8, strokeDashArray=[3, 2])
        )  # fmt: skip
        drawing.add(
            String(x, _BOTTOM + height + 6 + 8 * (index % 2),
                   words(f"milestone.{summary.name}", language), fontName=REGULAR, fontSize=7,
                   textAnchor="middle", fillColor=_MILESTONE_COLOUR)
        )  # fmt: skip
    return drawing


def _steps(curve, x_of, y_of) -> list[float]:
    points: list[float] = []
    previous = None
    for moment, left in curve:
        if previous is not None:
            points += [x_of(moment), y_of(previous)]
        points += [x_of(moment), y_of(left)]
        previous = left
    return points


# --- PNG through rl-renderPM ------------------------------------------------------------------

_RENDER_LOCK = threading.Lock()


class _LibartCanvas(renderPM.PMCanvas):
    """ReportLab's raster canvas on rl-renderPM's libart graphics state (``_rl_renderPM``):
    ReportLab 5 names only its Cairo back-end, the canvas still draws through either."""

    def __init__(self, w: float, h: float, dpi: int = 72, bg: int = 0xFFFFFF) -> None:
        import _rl_renderPM

        scale = dpi / 72.0
        state = self.__dict__
        state["_gs"] = _rl_renderPM.gstate(int(w * scale + 0.5), int(h * scale + 0.5), bg=bg)
        state["_bg"] = bg
        state["_baseCTM"] = (scale, 0, 0, scale, 0, 0)
        state["_clipPaths"] = []
        state["configPIL"] = None
        state["_dpi"] = dpi
        state["_backend"] = "_renderPM"
        state["_backendfmt"] = "RGB"
        state["_colorConverter"] = renderPM.Color2Hex
        self.ctm = self._baseCTM

    def setFont(self, fontName, fontSize, leading=None):  # ReportLab's names
        _set_font(self._gs, fontName, fontSize)


def _set_font(gs, font_name: str, font_size: float) -> None:
    """The font on the graphics state; a font it cannot load (ReportLab's default
    Helvetica, a Type 1 font whose files are not shipped) is drawn in the shipped sans."""
    try:
        gs.setFont(font_name, font_size)
    except ValueError:
        gs.setFont(REGULAR, font_size)


@contextlib.contextmanager
def _libart_fonts() -> Iterator[None]:
    saved = renderPM._setFont
    renderPM._setFont = _set_font
    try:
        yield
    finally:
        renderPM._setFont = saved


def png(drawing: Drawing, dpi: int = 144) -> bytes:
    """The drawing as a PNG image (``dpi``: 144 draws it at twice its size in points)."""
    register_fonts()
    with _RENDER_LOCK, _libart_fonts():
        canvas = _LibartCanvas(drawing.width, drawing.height, dpi=dpi)
        renderPM.draw(drawing, canvas, 0, 0)
        out = BytesIO()
        canvas.saveToFile(out, fmt="PNG")
    return out.getvalue()


# --- the figures ------------------------------------------------------------------------------


def spread_text(spread: Spread | None, as_clock: bool) -> str:
    if spread is None:
        return "—"
    if as_clock:
        return f"{clock_text(spread.median)} ({clock_text(spread.p10)}–{clock_text(spread.p90)})"
    return f"{spread.median:g} ({spread.p10:g}–{spread.p90:g})"


def figure_rows(rehearsal: Rehearsal, language: str) -> list[list[str]]:
    """Header and one row a milestone: its name, the runs that reached it, the level and the
    clock time (median, 10th-90th percentiles)."""
    rows = [
        [
            words("col.milestone", language),
            words("col.runs", language),
            words("col.level", language),
            words("col.time", language),
        ]
    ]
    for m in rehearsal.milestones:
        rows.append(
            [
                words(f"milestone.{m.name}", language),
                f"{m.runs}/{len(rehearsal.results)}",
                spread_text(m.level, False),
                spread_text(m.elapsed_s, True),
            ]
        )
    return rows


def summary_lines(rehearsal: Rehearsal, language: str) -> list[str]:
    """What was rehearsed and what each run was checked for, in words."""
    request = rehearsal.request
    results = rehearsal.results
    entries = sorted(r.entries for r in results)
    lines = [
        words(
            "summary.request",
            language,
            structure=request.structure.name,
            players=request.players,
            late=request.late,
            re_entries=request.re_entries,
            runs=request.runs,
            seed=request.seed,
        ),
        words(
            "summary.entries",
            language,
            low=entries[0],
            high=entries[-1],
            places=results[0].places_paid if results else 0,
        ),
    ]
    ran_out = [r.ran_out_s for r in results if r.ran_out_s is not None]
    if ran_out:
        lines.append(
            words(
                "summary.ran_out",
                language,
                count=len(ran_out),
                runs=len(results),
                level=len(request.structure.levels),
                at=clock_text(ran_out[0]),
            )
        )
    problems = rehearsal.problems
    if problems:
        lines.append(words("summary.problems", language, count=len(problems)))
        lines += problems
    else:
        lines.append(words("summary.checked", language, runs=len(results)))
    model = rehearsal.model
    lines.append(
        words(
            "summary.model",
            language,
            hands=f"{model.hands_per_hour:g}",
            deep=f"{model.all_in_deep * 100:g}",
            short=f"{model.all_in_short * 100:g}",
            half=f"{model.all_in_half_bb:g}",
            wins=f"{model.shorter_wins * 100:g}",
        )
    )
    return lines


def pdf(rehearsal: Rehearsal, language: str = "es") -> bytes:
    """The A4 report: title, what was rehearsed, the milestones' figures, the chart."""
    register_fonts()
    out = BytesIO()
    document = SimpleDocTemplate(
        out,
        pagesize=A4,
        leftMargin=15 * mm,
        rightMargin=15 * mm,
        topMargin=15 * mm,
        bottomMargin=15 * mm,
        title=words("title", language),
    )
    title = ParagraphStyle("title", fontName=BOLD, fontSize=15, leading=19)
    body = ParagraphStyle("body", fontName=REGULAR, fontSize=9.5, leading=13)
    story: list = [Paragraph(escape(words("title", language)), title), Spacer(1, 4 * mm)]
    for line in summary_lines(rehearsal, language):
        story.append(Paragraph(escape(line), body))
    story.append(Spacer(1, 4 * mm))
    table = Table(figure_rows(rehearsal, language), hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("FONTNAME", (0, 0), (-1, 0), BOLD),
                ("FONTSIZE", (0, 0), (-1, -1), 9.5),
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
            ]
        )
    )
    story += [table, Spacer(1, 6 * mm), chart(rehearsal, language)]
    story.append(Paragraph(escape(words("chart.caption", language)), body))
    document.build(story)
    return out.getvalue()


MESSAGES = {
    "title": ("Ensayo del torneo", "Tournament rehearsal"),
    "chart.x": ("Horas de reloj", "Hours of clock"),
    "chart.y": ("Jugadores", "Players"),
    "chart.caption": (
        "Jugadores que quedan en cada torneo jugado (gris) y su mediana (azul); los descansos "
        "sombreados; los hitos en su momento mediano.",
        "Players left in each tournament played (grey) and their median (blue); the breaks "
        "shaded; the milestones at their median moment.",
    ),
    "milestone.late_registration": ("Fin de inscripción", "Registration closed"),
    "milestone.money": ("Premios", "The money"),
    "milestone.final_table": ("Mesa final", "Final table"),
    "milestone.end": ("Final", "The end"),
    "col.milestone": ("Hito", "Milestone"),
    "col.runs": ("Torneos", "Runs"),
    "col.level": ("Nivel: mediana (p10–p90)", "Level: median (p10–p90)"),
    "col.time": ("Reloj: mediana (p10–p90)", "Clock: median (p10–p90)"),
    "summary.request": (
        "Estructura «{structure}»: {players} jugadores, {late} inscripciones tardías, "
        "{re_entries} reingresos; {runs} torneos jugados (semilla {seed}).",
        "Structure '{structure}': {players} players, {late} late entries, {re_entries} "
        "re-entries; {runs} tournaments played (seed {seed}).",
    ),
    "summary.entries": (
        "Entradas por torneo: {low} a {high}; puestos pagados: {places}.",
        "Entries per tournament: {low} to {high}; places paid: {places}.",
    ),
    "summary.checked": (
        "Los {runs} registros se verificaron sin problemas; fichas y dinero cuadran.",
        "The {runs} records verified sound; chips and money reconciled.",
    ),
    "summary.ran_out": (
        "En {count} de {runs} torneos la estructura se acabó: el nivel {level}, el último, "
        "terminó a las {at} de reloj y el juego siguió en él. Agregue niveles.",
        "In {count} of {runs} tournaments the structure ran out: level {level}, the last, "
        "ended at {at} of clock and play went on at it. Add levels.",
    ),
    "summary.problems": ("Problemas encontrados: {count}", "Problems found: {count}"),
    "summary.model": (
        "Modelo de juego: {hands} manos por hora en mesa llena; all-in en {deep} % de las "
        "manos con stacks profundos, {short} % con stacks muy cortos (mitad a {half} ciegas "
        "grandes); el stack más corto gana {wins} % de los all-in.",
        "Model of play: {hands} hands an hour at a full table; all-in in {deep} % of hands "
        "with deep stacks, {short} % with very short stacks (halfway at {half} big blinds); "
        "the shorter stack wins {wins} % of all-ins.",
    ),
}
#: The same words for the command line and the console (i18n's catalogue).
i18n.CATALOG.update({f"rehearsal.report.{k}": v for k, v in MESSAGES.items()})
