"""The gallery: every window, tab, dialog, big screen and printed paper of the product as PNG.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gallery.py --out DIR
     [--lang es,en] [--sizes 1920x1080,1366x768,1280x720] [--only PATTERN,...] [--list]

Two records are written through the ordinary services in a throw-away data folder
(benchmarks/gallery_records.py): the demo, its clock running, and a night's turbo played to
the end (with a final table of three on a break beside it). Then, for each screen size, a
process of its own on Qt's offscreen platform with one screen of that size
(benchmarks/gallery_screens.py) shows and grabs, in each language: the sign-in, the console
with each tab of the workspace for each tournament, every dialog the console opens, its
questions, and the big screen (a level running, a break, the end). Meanwhile the papers are
rendered to PDF by the services and to PNG by poppler's ``pdftoppm -r 80``.

DIR/index.html lists every image by section; the summary says how many images, which
dialogs are larger than a screen, what failed, and the time taken. An item that fails is
reported and the rest go on; the exit code is then 1.

--only: names like ``dialog/buy-in`` or ``paper/receipt-roll`` (``--list`` prints them all),
comma-separated glob patterns; a pattern without ``*`` also takes the names it begins
(``dialog`` is every dialog, ``console/demo`` every tab of the demo).
"""

from __future__ import annotations

import argparse
import atexit
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from fnmatch import fnmatchcase
from pathlib import Path

WORKER = "--worker"
HERE = Path(__file__).resolve().parent

# The records, their keys, anchors and backups live in a throw-away data folder, never the
# user's (the workers get a copy of it from the parent).
if WORKER not in sys.argv:
    _TMP = Path(tempfile.mkdtemp(prefix="td-gallery-"))
    if "--keep" not in sys.argv:
        atexit.register(shutil.rmtree, _TMP, True)
    os.environ["TD_DATA_DIR"] = str(_TMP / "records" / "data")

sys.path.insert(0, str(HERE))
import gallery_records  # noqa: E402
import gallery_screens as screens  # noqa: E402

SHOT_BY_NAME = {shot.name: shot for shot in screens.SHOTS}

LANGUAGES = ("es", "en")
SIZES = ("1920x1080", "1366x768", "1280x720")
PAPER_SECTION = "Papers"
PDFTOPPM_DPI = 80


# --- the papers -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PaperShot:
    name: str
    record: str
    title: str
    render: Callable[[object, dict, str], bytes]  # (services, the record's manifest, language)


def _event(services, tournament_id: int, seq: int):
    return next(e for e in services.tournaments.events(tournament_id) if e.seq == seq)


def _papers() -> list[PaperShot]:
    from tournament_director.printing import slips
    from tournament_director.printing.documents import Paper
    from tournament_director.services import chip_documents as chips
    from tournament_director.services import documents as docs
    from tournament_director.services import payout_documents as payouts
    from tournament_director.services import prize_documents as prizes
    from tournament_director.services import seating
    from tournament_director.services import stage_documents as stage_docs

    roll, a4 = Paper.ROLL_80, Paper.A4

    def moves(s, m, lang):
        event = _event(s, m["tournament"], m["moved_seq"])
        return slips.render_move_slips(seating.move_slips(s, m["tournament"], [event], lang), lang)

    def sheets(key: str):
        def render(s, m, lang):
            event = _event(s, m["tournament"], m[key])
            return slips.render_table_sheets(seating.table_sheets(s, m["tournament"], event), lang)

        return render

    def break_slips(s, m, lang):
        event = _event(s, m["tournament"], m["broken_seq"])
        return slips.render_move_slips(seating.move_slips(s, m["tournament"], [event], lang), lang)

    def seat_cards(s, m, lang):
        redraw = _event(s, m["tournament"], m["redraw_seq"])
        return docs.redraw_seat_cards(s, m["tournament"], redraw, lang)

    t = "tournament"
    return [
        PaperShot("paper/receipt-roll", "demo", "Receipt, 80 mm roll",
                  lambda s, m, lang: docs.receipt_for(s, m[t], m["purchase"], False, lang)),
        PaperShot("paper/receipt-a4", "demo", "Receipt, A4, two copies",
                  lambda s, m, lang: docs.receipt_for(
                      s, m[t], m["purchase"], False, lang, paper=a4, copies=2)),
        PaperShot("paper/receipt-reprint", "demo", "Receipt reprinted (COPY), roll",
                  lambda s, m, lang: docs.receipt_for(s, m[t], m["purchase"], True, lang)),
        PaperShot("paper/refund-receipt", "demo", "Refund receipt of a cancelled entry, roll",
                  lambda s, m, lang: docs.refund_receipt_for(
                      s, m[t], m["cancelled_entry"], False, lang)),
        PaperShot("paper/receipt-rebuy", "night", "Rebuy receipt, roll",
                  lambda s, m, lang: docs.receipt_for(s, m[t], m["rebuy_purchase"], False, lang)),
        PaperShot("paper/receipt-add-on", "night", "Add-on receipt, roll",
                  lambda s, m, lang: docs.receipt_for(
                      s, m[t], m["add_on_purchase"], False, lang)),
        PaperShot("paper/seat-ticket", "demo", "Seat ticket, roll",
                  lambda s, m, lang: docs.seat_ticket_for(s, m[t], m["entry"], lang)),
        PaperShot("paper/seat-ticket-a4", "demo", "Seat ticket, A4",
                  lambda s, m, lang: docs.seat_ticket_for(s, m[t], m["entry"], lang, paper=a4)),
        PaperShot("paper/waiting-ticket", "night", "Waiting-list ticket, roll",
                  lambda s, m, lang: docs.waiting_ticket_for(
                      s, m[t], m["waiting_player"], lang, paper=roll)),
        PaperShot("paper/move-slip", "night", "Move slip (balancing)", moves),
        PaperShot("paper/break-sheet", "night", "Table-break sheet", sheets("broken_seq")),
        PaperShot("paper/break-move-slips", "night", "Move slips of a table break", break_slips),
        PaperShot("paper/table-sheets", "night",
                  "Table sheets of the final-table redraw, reprinted at the end of the night",
                  sheets("redraw_seq")),
        PaperShot("paper/seat-cards", "night",
                  "Seat cards of the final-table redraw, reprinted at the end of the night",
                  seat_cards),
        PaperShot("paper/register", "demo", "Registration register (the demo)",
                  lambda s, m, lang: docs.register_document(s, m[t], lang)),
        PaperShot("paper/register-finished", "night", "Registration register (the night)",
                  lambda s, m, lang: docs.register_document(s, m[t], lang)),
        PaperShot("paper/waiting-list", "night", "Waiting list",
                  lambda s, m, lang: docs.waiting_list_document(s, m[t], lang)),
        PaperShot("paper/shift-report", "demo", "Cashier shift report, closed and counted",
                  lambda s, m, lang: docs.cashier_shift_document(
                      s, m[t], m["closed_shift"], lang)),
        PaperShot("paper/shift-report-prizes", "night",
                  "Cashier shift report, open, a prize paid from it",
                  lambda s, m, lang: docs.cashier_shift_document(s, m[t], m["shift"], lang)),
        PaperShot("paper/payout-sheet", "demo", "Payout table sheet (live pool)",
                  lambda s, m, lang: payouts.payout_table_pdf(s, m[t], lang)),
        PaperShot("paper/payout-sheet-finished", "night", "Payout table sheet (after a deal)",
                  lambda s, m, lang: payouts.payout_table_pdf(s, m[t], lang)),
        PaperShot("paper/deal-sheet", "night", "Deal sheet",
                  lambda s, m, lang: payouts.deal_pdf(s, m[t], lang)),
        PaperShot("paper/prize-receipt-roll", "night", "Prize receipt, roll",
                  lambda s, m, lang: prizes.prize_receipt_pdf(
                      s, m[t], m["prize_payment"], False, lang)),
        PaperShot("paper/prize-receipt-a4", "night", "Prize receipt, A4",
                  lambda s, m, lang: prizes.prize_receipt_pdf(
                      s, m[t], m["prize_payment"], False, lang, paper=a4)),
        PaperShot("paper/results-sheet", "night", "Final results sheet",
                  lambda s, m, lang: prizes.results_sheet_pdf(s, m[t], lang)),
        PaperShot("paper/regulator-table", "night", "Regulator's results table",
                  lambda s, m, lang: prizes.regulator_document(s, m[t], lang)),
        PaperShot("paper/colour-up-sheets", "night",
                  "Colour-up sheets, a page per table (Chip race > Print colour-up sheets)",
                  lambda s, m, lang: chips.colour_up_sheets_pdf(s, m["chip_race"], lang)),
        PaperShot("paper/chip-race-roll", "night", "Chip race result, 80 mm roll",
                  lambda s, m, lang: chips.race_result_pdf(
                      s, m["chip_race"], m["chip_race_done"], lang)),
        PaperShot("paper/chip-race-a4", "night", "Chip race result, A4",
                  lambda s, m, lang: chips.race_result_pdf(
                      s, m["chip_race"], m["chip_race_done"], lang, paper=a4)),
        PaperShot("paper/chip-control-slip-roll", "flights",
                  "Chip-control slip, roll (player's and house's copies)",
                  lambda s, m, lang: stage_docs.document(
                      s, "slips", m["flight_closed"], lang, entry_id=m["slip_entry"])),
        PaperShot("paper/chip-control-slip-a4", "flights", "Chip-control slip, A4",
                  lambda s, m, lang: stage_docs.document(
                      s, "slips", m["flight_closed"], lang, paper=a4, entry_id=m["slip_entry"])),
        PaperShot("paper/chip-bag-label", "flights", "Chip bag label, 100 x 70 mm",
                  lambda s, m, lang: stage_docs.document(
                      s, "labels", m["flight_closed"], lang, entry_id=m["slip_entry"])),
        PaperShot("paper/flight-qualifiers", "flights", "A flight's qualifiers by chip count",
                  lambda s, m, lang: stage_docs.document(
                      s, "qualifiers", m["flight_closed"], lang, paper=a4)),
        PaperShot("paper/flight-ranking", "flights", "A flight's ranking",
                  lambda s, m, lang: stage_docs.document(
                      s, "ranking", m["flight_closed"], lang, paper=a4)),
        PaperShot("paper/event-results", "flights", "The event's results across stages",
                  lambda s, m, lang: stage_docs.document(
                      s, "event_results", m["event"], lang, paper=a4)),
        PaperShot("paper/penalty-report", "demo", "Penalty report (Penalties > Penalty report)",
                  lambda s, m, lang: s.penalties.report_pdf(m[t], lang)),
        PaperShot("paper/penalty-notice-roll", "demo", "Penalty notice for the player, roll",
                  lambda s, m, lang: s.penalties.notice_pdf(m[t], m["penalty_serving"], lang)),
        PaperShot("paper/penalty-notice-a4", "demo", "Penalty notice for the player, A4",
                  lambda s, m, lang: s.penalties.notice_pdf(
                      m[t], m["penalty_serving"], lang, paper=a4)),
    ]  # fmt: skip


PAPERS = _papers()


def render_papers(records, papers: list[PaperShot], languages, out: Path) -> list[dict]:
    """Every paper to PDF (in this process) and its pages to PNG (pdftoppm, in parallel)."""
    from tournament_director.services import open_services

    opened = {}
    jobs = []
    results = []
    try:
        for paper in papers:
            manifest = getattr(records, paper.record)
            if paper.record not in opened:
                opened[paper.record] = open_services(records.folder / manifest["db"])
            for language in languages:
                result = {"name": paper.name, "section": PAPER_SECTION, "title": paper.title,
                          "language": language, "size": "", "ok": False, "error": "",
                          "pages": []}  # fmt: skip
                start = time.perf_counter()
                try:
                    pdf = paper.render(opened[paper.record], manifest, language)
                    target = out / language / f"{paper.name}.pdf"
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(pdf)
                    jobs.append((result, target))
                except Exception as error:  # one paper failing never stops the others
                    where = traceback.extract_tb(error.__traceback__)[-1]
                    result["error"] = (
                        f"{type(error).__name__}: {error} "
                        f"({Path(where.filename).name}:{where.lineno})"
                    )
                result["seconds"] = round(time.perf_counter() - start, 3)
                results.append(result)
    finally:
        for services in opened.values():
            services.close()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        list(pool.map(lambda job: _to_png(*job, out), jobs))
    return results


def _to_png(result: dict, pdf: Path, out: Path) -> None:
    prefix = pdf.with_suffix("")
    page = re.compile(rf"{re.escape(prefix.name)}-(\d+)\.png")
    for stale in prefix.parent.iterdir():  # pages of an earlier run into the same folder
        if page.fullmatch(stale.name):
            stale.unlink()
    try:
        subprocess.run(
            ["pdftoppm", "-r", str(PDFTOPPM_DPI), "-png", str(pdf), str(prefix)],
            check=True,
            capture_output=True,
            timeout=120,
        )
    except (OSError, subprocess.SubprocessError) as error:
        result["error"] = f"pdftoppm: {error}"
        return
    numbered = {}
    for path in prefix.parent.iterdir():
        match = page.fullmatch(path.name)
        if match:
            numbered[int(match.group(1))] = path
    pages = [numbered[n] for n in sorted(numbered)]
    if not pages:
        result["error"] = "pdftoppm wrote no page"
        return
    result["pages"] = [str(p.relative_to(out)) for p in pages]
    result["file"] = result["pages"][0]
    result["ok"] = True


# --- choosing -----------------------------------------------------------------------------------


def all_names() -> list[str]:
    return [s.name for s in screens.SHOTS] + [p.name for p in PAPERS]


def chosen(patterns: list[str]) -> list[str]:
    names = all_names()
    if not patterns:
        return names
    out = []
    for name in names:
        for pattern in patterns:
            if fnmatchcase(name, pattern) or ("*" not in pattern and name.startswith(pattern)):
                out.append(name)
                break
    return out


def records_needed(names: set[str]) -> set[str]:
    """Only the records the chosen shots show are written (a subset is quicker)."""
    needed = {s.record for s in screens.SHOTS if s.name in names}
    return needed | {p.record for p in PAPERS if p.name in names}


# --- the screens, a process per size --------------------------------------------------------------


@dataclass
class Worker:
    """The process taking one screen size's shots; started again after the shot it crashed
    in, if it crashes."""

    size: str
    folder: Path
    todo: list[list[str]]  # [language, name] in order
    out: Path
    process: subprocess.Popen | None = None
    round: int = 0

    def start(self, manifest: dict) -> None:
        self.round += 1
        config = {
            "records": str(self.folder / "records"),
            "manifest": manifest,
            "size": self.size,
            "todo": self.todo,
            "out": str(self.out),
            "results": str(self.results_file),
        }
        config_path = self.folder / f"config-{self.round}.json"
        config_path.write_text(json.dumps(config), "utf-8")
        env = dict(os.environ)
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen_config(self.folder, self.size)}"
        env["TD_DATA_DIR"] = str(self.folder / "records" / "data")
        with self.log_file.open("w", encoding="utf-8") as log:
            self.process = subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), WORKER, str(config_path)],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )

    @property
    def results_file(self) -> Path:
        return self.folder / f"results-{self.round}.jsonl"

    @property
    def log_file(self) -> Path:
        return self.folder / f"process-{self.round}.log"

    def collect(self) -> list[dict]:
        """The results of the round that ended; when the process crashed, the shot it was
        taking is a failure and ``todo`` is what is left after it."""
        code = self.process.wait()
        done = []
        if self.results_file.exists():
            for line in self.results_file.read_text("utf-8").splitlines():
                try:
                    done.append(json.loads(line))
                except ValueError:
                    break  # a line cut by the crash
        rest = self.todo[len(done) :]
        self.todo = []
        if code == 0 and not rest:
            return done
        if not rest:  # everything was written and then the process failed: say so once
            print(f"the {self.size} process ended with code {code}: {self.log_tail()}")
            return done
        language, name = rest[0]
        shot = SHOT_BY_NAME[name]
        done.append(
            {"name": name, "section": shot.section, "title": shot.title, "language": language,
             "size": self.size, "ok": False,
             "error": f"the process crashed while taking it (exit code {code}): "
                      f"{self.log_tail()}"}
        )  # fmt: skip
        self.todo = rest[1:]
        return done

    def log_tail(self, lines: int = 12) -> str:
        """The end of the process's log, without Qt's notes about optional libraries."""
        text = self.log_file.read_text("utf-8", errors="replace") if self.log_file.exists() else ""
        kept = [
            line
            for line in text.splitlines()
            if line.strip() and "Couldn't load" not in line and "Couldn't resolve" not in line
        ]
        fatal = [i for i, line in enumerate(kept) if "Fatal Python error" in line]
        shown = kept[fatal[-1] : fatal[-1] + lines] if fatal else kept[-lines:]
        return " | ".join(shown) or "(nothing in its log)"


def _screen_config(folder: Path, size: str) -> Path:
    width, height = (int(v) for v in size.split("x"))
    screen = {"name": "HDMI-1", "x": 0, "y": 0, "width": width, "height": height,
              "logicalDpi": 96, "logicalBpi": 96, "dpr": 1}  # fmt: skip
    path = folder / f"screen-{size}.json"
    path.write_text(json.dumps({"screens": [screen]}), "utf-8")
    return path


def render_screens(tmp: Path, records, sizes, todo, out: Path, jobs: int, papers) -> list[dict]:
    """A process per screen size (``jobs`` at once), each on its own copy of the records; the
    papers are rendered here meanwhile."""
    manifest = records.as_json()
    waiting = []
    for size in sizes if todo else []:
        folder = tmp / f"screens-{size}"
        shutil.copytree(records.folder, folder / "records")
        waiting.append(Worker(size, folder, list(todo), out))
    running: list[Worker] = []
    results: list[dict] = []

    def fill() -> None:
        while waiting and len(running) < jobs:
            worker = waiting.pop(0)
            worker.start(manifest)
            running.append(worker)

    fill()
    results += papers()
    while running:
        for worker in list(running):
            if worker.process.poll() is None:
                continue
            running.remove(worker)
            results += worker.collect()
            if worker.todo:
                waiting.insert(0, worker)
        fill()
        time.sleep(0.05)
    return results


# --- the index ------------------------------------------------------------------------------------

_STYLE = """
body { font-family: DejaVu Sans, Arial, sans-serif; margin: 1.5em; color: #1d232a; }
h2 { border-bottom: 2px solid #1d2b3a; padding-bottom: .2em; margin-top: 2em; }
h3 { margin: 1.4em 0 .4em; font-size: 1.05em; }
h3 code { color: #44505e; font-weight: normal; }
.row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
figure { margin: 0; max-width: 380px; }
figure img { max-width: 380px; max-height: 300px; border: 1px solid #c4cad2; }
figcaption { font-size: .8em; color: #44505e; }
.over { color: #b00020; font-weight: bold; }
.tight { color: #a05a00; }
.failed { color: #b00020; white-space: pre-wrap; font-family: monospace; }
nav a { margin-right: 1em; }
"""


def _anchor(section: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in section.lower())


_HOW = (
    "Windows are grabbed at the screen's size, dialogs at their own size (one larger than "
    "the screen is shrunk to fit if it can, and cut at the screen's edge if it cannot). The "
    "offscreen screens have no taskbar and dialogs no title bar: the console fits its dialogs "
    "to the screen less a {taskbar} px taskbar, and a dialog taller than the screen less "
    "{taskbar} px of taskbar and {title} px of title bar is noted in orange. "
    "Papers are the PDFs the console prints, at {dpi} dpi."
)


def write_index(out: Path, results: list[dict], summary: list[str], order: list[str], args) -> Path:
    sections = [*screens.SCREEN_SECTIONS, PAPER_SECTION]
    by_section: dict[str, dict[str, list[dict]]] = {s: {} for s in sections}
    for result in results:
        by_section.setdefault(result["section"], {}).setdefault(result["name"], []).append(result)
    rank = {name: i for i, name in enumerate(order)}
    lines = [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        "<title>Tournament Director — gallery</title>",
        f"<style>{_STYLE}</style></head><body>",
        "<h1>Tournament Director — gallery</h1>",
        *(f"<p>{html.escape(line)}</p>" for line in summary),
        "<p><small>"
        + html.escape(
            _HOW.format(taskbar=screens.TASKBAR, title=screens.TITLE_BAR, dpi=PDFTOPPM_DPI)
        )
        + "</small></p>",
        "<nav>",
        *(f'<a href="#{_anchor(s)}">{html.escape(s)}</a>' for s in sections if by_section.get(s)),
        "</nav>",
    ]
    for section in sections:
        items = by_section.get(section)
        if not items:
            continue
        lines.append(f'<h2 id="{_anchor(section)}">{html.escape(section)}</h2>')
        for name in sorted(items, key=lambda n: rank.get(n, 0)):
            shots = sorted(
                items[name],
                key=lambda r: (
                    args.languages.index(r["language"]),
                    args.size_list.index(r["size"]) if r.get("size") else 0,
                ),
            )
            title = shots[0].get("title", "")
            lines.append(f"<h3>{html.escape(title)} <code>{html.escape(name)}</code></h3>")
            lines.append('<div class="row">')
            for shot in shots:
                where = " ".join(filter(None, [shot["language"], shot.get("size", "")]))
                if not shot["ok"]:
                    lines.append(
                        f"<figure><figcaption>{html.escape(where)}</figcaption>"
                        f'<div class="failed">FAILED: {html.escape(shot["error"])}</div></figure>'
                    )
                    continue
                for page, file in enumerate(shot.get("pages") or [shot["file"]], start=1):
                    caption = where + (f", page {page}" if shot.get("pages") else "")
                    if shot.get("widget") and shot.get("size"):
                        caption += f" — {shot['widget']}"
                    if shot.get("window_title"):
                        caption += f" — “{shot['window_title']}”"
                    note = "".join(
                        f'<br><span class="{kind}">{html.escape(shot[key])}</span>'
                        for key, kind in (("overflow", "over"), ("tight", "tight"))
                        if shot.get(key)
                    )
                    src = html.escape(file)
                    lines.append(
                        f'<figure><a href="{src}"><img src="{src}" loading="lazy" alt=""></a>'
                        f"<figcaption>{html.escape(caption)}{note}</figcaption></figure>"
                    )
            lines.append("</div>")
    lines.append("</body></html>")
    index = out / "index.html"
    index.write_text("\n".join(lines), "utf-8")
    return index


# --- the run --------------------------------------------------------------------------------------


def _overflowing(results: list[dict], kind: str, note: str = "overflow") -> str:
    """How many shots of this kind have the note, and which at what sizes:
    "2: dialog/x (1366x768, 1280x720), dialog/y (1280x720)"."""
    kinds = {s.name: s.kind for s in screens.SHOTS}
    sizes: dict[str, set[str]] = {}
    for result in results:
        if result.get(note) and kinds.get(result["name"]) == kind:
            sizes.setdefault(result["name"], set()).add(result["size"])
    listed = ", ".join(f"{n} ({', '.join(sorted(s, reverse=True))})" for n, s in sizes.items())
    return f"{len(sizes)}" + (f": {listed}" if listed else "")


def summarise(results: list[dict], elapsed: float, built: float, args) -> list[str]:
    screens_made = sum(1 for r in results if r["ok"] and r.get("size"))
    pages = sum(len(r.get("pages", [])) for r in results if r["ok"])
    failed = [r for r in results if not r["ok"]]
    lines = [
        f"{screens_made + pages} images ({screens_made} screens, {pages} paper pages) in "
        f"{elapsed:.1f} s (records written in {built:.1f} s); languages "
        f"{', '.join(args.languages)}; sizes {', '.join(args.size_list)}; "
        f"made {datetime.now():%Y-%m-%d %H:%M}.",
        f"Dialogs larger than a screen: {_overflowing(results, 'dialog')}.",
        f"Dialogs whose bottom a taskbar hides (with their title bar): "
        f"{_overflowing(results, 'dialog', 'tight')}.",
        f"Windows that do not fit a screen: {_overflowing(results, 'window')}.",
        f"Failed: {len(failed)}.",
    ]
    lines += [
        f"  FAILED {r['name']} {r['language']} {r.get('size', '')}: {r['error'][:400]}"
        for r in failed
    ]
    return lines


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, help="the folder for the images and index.html")
    parser.add_argument("--lang", default=",".join(LANGUAGES), help="es,en")
    parser.add_argument("--sizes", default=",".join(SIZES), help="WIDTHxHEIGHT,...")
    parser.add_argument("--only", default="", help="names or glob patterns, comma-separated")
    parser.add_argument("--list", action="store_true", help="print every name and exit")
    parser.add_argument(
        "--keep", action="store_true", help="keep the throw-away folder (records, process logs)"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="processes at once")
    args = parser.parse_args(argv)
    args.languages = [v.strip() for v in args.lang.split(",") if v.strip()]
    args.size_list = [v.strip() for v in args.sizes.split(",") if v.strip()]
    bad = [v for v in args.languages if v not in LANGUAGES]
    if bad:
        parser.error(f"unknown language {', '.join(bad)} (es, en)")
    for size in args.size_list:
        parts = size.split("x")
        if len(parts) != 2 or not all(p.isdigit() and int(p) >= 320 for p in parts):
            parser.error(f"a size is WIDTHxHEIGHT, e.g. 1366x768 (got {size!r})")
    if not args.list and args.out is None:
        parser.error("--out DIR is needed")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.list:
        print("\n".join(all_names()))
        return 0
    start = time.perf_counter()
    names = chosen([p.strip() for p in args.only.split(",") if p.strip()])
    if not names:
        print(f"--only {args.only!r} matches nothing (--list shows the names)", file=sys.stderr)
        return 2
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(names)
    screen_names = [s.name for s in screens.SHOTS if s.name in wanted]
    papers = [p for p in PAPERS if p.name in wanted]

    records = gallery_records.build(_TMP / "records", records_needed(wanted))
    built = time.perf_counter() - start
    # The shots of a record that could not be written fail, saying why.
    results = [
        {"name": name, "section": section, "title": title, "language": language,
         "size": size, "ok": False, "error": records.problems[record]}
        for language in args.languages
        for name, section, title, record, sizes in (
            *((s.name, s.section, s.title, s.record, args.size_list) for s in screens.SHOTS
              if s.name in wanted),
            *((p.name, PAPER_SECTION, p.title, p.record, [""]) for p in papers),
        )
        if record in records.problems
        for size in sizes
    ]  # fmt: skip
    screen_names = [
        s.name for s in screens.SHOTS if s.name in wanted and s.record not in records.problems
    ]
    papers = [p for p in papers if p.record not in records.problems]

    todo = [[language, name] for language in args.languages for name in screen_names]
    results += render_screens(
        _TMP,
        records,
        args.size_list,
        todo,
        out,
        max(1, args.jobs),
        lambda: render_papers(records, papers, args.languages, out) if papers else [],
    )

    elapsed = time.perf_counter() - start
    summary = summarise(results, elapsed, built, args)
    summary += [f"Not in the records: {note}" for note in records.notes]
    index = write_index(out, results, summary, names, args)
    (out / "results.json").write_text(json.dumps(results, ensure_ascii=False, indent=1), "utf-8")
    for line in summary:
        print(line)
    print(f"index: {index}")
    if args.keep:
        print(f"kept: {_TMP} (the records, and each screen size's process log)")
    return 1 if any(not r["ok"] for r in results) else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == WORKER:
        raise SystemExit(screens.run_worker(Path(sys.argv[2])))
    raise SystemExit(main())
