"""The rehearsal's chart, PNG and PDF (printing/rehearsal_report.py), from runs made up here:
the chart shades the breaks and marks the milestones, the PNG is drawn by rl-renderPM at the
asked resolution with the shading where the breaks are, the report names every milestone."""

from __future__ import annotations

from io import BytesIO

from PIL import Image
from reportlab.graphics.shapes import Rect, String

from tournament_director.printing import rehearsal_report as report
from tournament_director.services.rehearsal import (
    Milestone,
    PlayModel,
    Request,
    RunResult,
    summarise,
)
from tournament_director.services.structures import shipped_templates

REGULAR = next(t.structure for t in shipped_templates() if t.name == "Regular 20 minutos")


def made_up(runs: int = 3):
    results = []
    for index in range(runs):
        stretch = 1 + index / 10
        result = RunResult(entries=100, places_paid=15)
        result.curve = [(0.0, 100), (3600.0 * stretch, 80), (18000.0 * stretch, 12),
                        (25000.0 * stretch, 9), (30000.0 * stretch, 1)]  # fmt: skip
        result.milestones = {
            "late_registration": Milestone(10500.0, 8),
            "money": Milestone(20000.0 * stretch, 17 + index),
            "final_table": Milestone(25000.0 * stretch, 19 + index),
            "end": Milestone(30000.0 * stretch, 23 + index),
        }
        results.append(result)
    return summarise(Request(REGULAR, 100, runs=runs), PlayModel(), results)


def test_the_chart_shades_the_breaks_and_marks_the_milestones() -> None:
    rehearsal = made_up()
    drawing = report.chart(rehearsal, "en")
    shaded = [s for s in drawing.contents if isinstance(s, Rect)]
    assert len(shaded) == len(rehearsal.breaks) > 0
    texts = {s.text for s in drawing.contents if isinstance(s, String)}
    assert {"Registration closed", "The money", "Final table", "The end", "Players"} <= texts


def test_the_png_is_the_chart_at_twice_its_size_with_the_breaks_coloured() -> None:
    rehearsal = made_up()
    image = Image.open(BytesIO(report.png(report.chart(rehearsal, "es")))).convert("RGB")
    assert image.size == (report.CHART_WIDTH * 2, report.CHART_HEIGHT * 2)
    drawing = report.chart(rehearsal, "es")
    band = next(s for s in drawing.contents if isinstance(s, Rect))
    # The middle of the first break's band, a little above the axis (no line there).
    x = round((band.x + band.width / 2) * 2)
    y = round((report.CHART_HEIGHT - (band.y + 0.9 * band.height)) * 2)
    red, green, blue = image.getpixel((x, y))
    assert red > 240 and green > 225 and blue < 210  # the pale yellow of a break
    assert image.getpixel((4, image.size[1] // 2)) == (255, 255, 255)


def test_the_report_has_the_figures_of_every_milestone() -> None:
    rehearsal = made_up()
    rows = report.figure_rows(rehearsal, "en")
    assert rows[0] == ["Milestone", "Runs", "Level: median (p10–p90)", "Clock: median (p10–p90)"]
    assert rows[1] == ["Registration closed", "3/3", "8 (8–8)", "2:55 (2:55–2:55)"]
    assert rows[4][0] == "The end" and rows[4][2] == "24 (23–25)"
    assert rows[4][3] == "9:10 (8:30–9:50)"  # 33,000 s median, 30,600-35,400 s
    pdf = report.pdf(rehearsal, "en")
    assert pdf.startswith(b"%PDF-") and len(pdf) > 5_000


def test_a_milestone_no_run_reached_is_a_dash() -> None:
    rehearsal = made_up()
    for result in rehearsal.results:
        del result.milestones["late_registration"]
    again = summarise(rehearsal.request, rehearsal.model, rehearsal.results)
    rows = report.figure_rows(again, "es")
    assert rows[1] == ["Fin de inscripción", "0/3", "—", "—"]
