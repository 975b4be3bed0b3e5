"""The `simulate` subcommand: the rehearsal of a tournament (services/rehearsal.py).

    tournament-director simulate --structure NAME --players N [--late N] [--re-entries N]
        [--runs K] [--seed S] [--out DIR] [--json]

Plays K whole tournaments of the structure (a shipped template by name, or a structure file
exported by the editor) through the services, each in a throw-away database on a simulated
clock, and says for each milestone (the end of late registration, the money, the final
table, the end) the level and the clock time: median and 10th-90th percentiles over the
runs. With --out, writes into DIR the chart of players left against time
(``players-left.png``), the report (``rehearsal.pdf``) and the figures (``rehearsal.json``).
With --json the figures are printed as one JSON object instead of words. The user's record
is never opened: nothing outside DIR is written (the log file aside).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_director import i18n
from tournament_director.domain.errors import Refused
from tournament_director.i18n import t

if TYPE_CHECKING:
    from tournament_director.domain.structure import Structure

EXIT_OK = 0
EXIT_REFUSED = 2
RUNS_DEFAULT = 10
SEED_DEFAULT = 1
#: A structure file is a few kilobytes; anything much larger is not one.
STRUCTURE_FILE_LIMIT = 1024 * 1024
FILES = ("players-left.png", "rehearsal.pdf", "rehearsal.json")

Handler = Callable[[argparse.Namespace, Path, str | None], int]


def _count(text: str) -> int:
    """A whole number as typed (the range is the rehearsal's to check, in words)."""
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(t("cli.bad_number", value=text)) from None


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Add `simulate` with cli.py's `command(name, help_key)` helper."""
    parser = command("simulate", "cli.help.simulate")
    parser.add_argument(
        "--structure", required=True, metavar="NAME", help=t("cli.help.simulate_structure")
    )
    parser.add_argument(
        "--players", type=_count, required=True, metavar="N", help=t("cli.help.simulate_players")
    )
    parser.add_argument(
        "--late", type=_count, default=0, metavar="N", help=t("cli.help.simulate_late")
    )
    parser.add_argument(
        "--re-entries",
        type=_count,
        default=0,
        metavar="N",
        help=t("cli.help.simulate_re_entries"),
    )
    parser.add_argument(
        "--runs",
        type=_count,
        default=RUNS_DEFAULT,
        metavar="K",
        help=t("cli.help.simulate_runs", default=RUNS_DEFAULT),
    )
    parser.add_argument(
        "--seed",
        type=_count,
        default=SEED_DEFAULT,
        metavar="S",
        help=t("cli.help.simulate_seed", default=SEED_DEFAULT),
    )
    parser.add_argument("--out", type=Path, metavar="DIR", help=t("cli.help.simulate_out"))
    parser.add_argument("--json", action="store_true", help=t("cli.help.json"))


def find_structure(name: str) -> Structure:
    """A shipped template by its name (case and accents as typed, or any case), or a
    structure file (the editor's export); refused in words naming the templates."""
    from tournament_director.domain.structure_io import import_json
    from tournament_director.services.structures import shipped_templates

    templates = shipped_templates()
    for template in templates:
        if template.name == name or template.name.casefold() == name.strip().casefold():
            return template.structure
    path = Path(name)
    if path.suffix.casefold() == ".json" and path.is_file():
        if path.stat().st_size > STRUCTURE_FILE_LIMIT:
            raise Refused("cli.simulate.structure_file_large", path=str(path))
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise Refused("cli.simulate.structure_file_unreadable", path=str(path)) from exc
        return import_json(text)
    names = ", ".join(f"«{t_.name}»" for t_ in templates)
    raise Refused("cli.simulate.unknown_structure", name=name[:120], names=names)


def _check_out(out: Path | None) -> None:
    if out is None:
        return
    if out.exists() and not out.is_dir():
        raise Refused("cli.simulate.out_not_folder", path=str(out))
    taken = [name for name in FILES if (out / name).exists()]
    if taken:
        raise Refused("cli.simulate.out_taken", path=str(out), files=", ".join(taken))


def _simulate(args: argparse.Namespace, _data_dir: Path, language: str | None) -> int:
    from tournament_director.services.rehearsal import Request, check_request, rehearse

    language = language or i18n.language()
    request = Request(
        find_structure(args.structure),
        args.players,
        args.late,
        args.re_entries,
        args.runs,
        args.seed,
    )
    check_request(request)
    _check_out(args.out)

    def progress(done: int, total: int) -> None:
        print(t("cli.simulate.progress", done=done, total=total), file=sys.stderr, flush=True)

    rehearsal = rehearse(request, progress=progress)
    figures = rehearsal.to_dict()
    if args.out is not None:
        _write(args.out, rehearsal, figures, language)
    if args.json:
        print(json.dumps(_without_curves(figures), ensure_ascii=False))
    else:
        _say(rehearsal, language, args.out)
    return EXIT_OK


def _without_curves(figures: dict) -> dict:
    """The printed JSON: the figures without each run's curve (the file keeps them)."""
    runs = [{k: v for k, v in r.items() if k != "curve"} for r in figures["results"]]
    return {**figures, "results": runs}


def _write(out: Path, rehearsal, figures: dict, language: str) -> None:
    from tournament_director.printing import rehearsal_report as report

    out.mkdir(parents=True, exist_ok=True)
    (out / FILES[0]).write_bytes(report.png(report.chart(rehearsal, language)))
    (out / FILES[1]).write_bytes(report.pdf(rehearsal, language))
    text = json.dumps(figures, ensure_ascii=False, indent=1) + "\n"
    (out / FILES[2]).write_text(text, encoding="utf-8")


def _say(rehearsal, language: str, out: Path | None) -> None:
    from tournament_director.printing import rehearsal_report as report

    for line in report.summary_lines(rehearsal, language):
        print(line)
    rows = report.figure_rows(rehearsal, language)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    if out is not None:
        print(t("cli.simulate.written", path=str(out), files=", ".join(FILES)))


COMMANDS: dict[str, Handler] = {"simulate": _simulate}

MESSAGES = {
    "cli.help.simulate": (
        "ensaya un torneo: lo juega varias veces en bases de datos descartables, con reloj "
        "simulado, y dice cuándo llega al fin de la inscripción, a los premios, a la mesa "
        "final y al final",
        "rehearse a tournament: play it several times in throw-away databases on a simulated "
        "clock, and say when it reaches the end of registration, the money, the final table "
        "and the end",
    ),
    "cli.help.simulate_structure": (
        "la estructura: el nombre de una plantilla incluida o un archivo .json exportado por "
        "el editor",
        "the structure: the name of a shipped template or a .json file exported by the editor",
    ),
    "cli.help.simulate_players": (
        "jugadores inscritos antes del inicio (2 a 10.000)",
        "players registered before the start (2 to 10,000)",
    ),
    "cli.help.simulate_late": (
        "inscripciones durante la inscripción tardía (por defecto 0)",
        "entries during late registration (default 0)",
    ),
    "cli.help.simulate_re_entries": (
        "reingresos de jugadores eliminados durante la inscripción tardía (por defecto 0)",
        "re-entries of busted players during late registration (default 0)",
    ),
    "cli.help.simulate_runs": (
        "torneos a jugar (1 a 100; por defecto {default})",
        "tournaments to play (1 to 100; default {default})",
    ),
    "cli.help.simulate_seed": (
        "semilla: la misma semilla da las mismas cifras (por defecto {default})",
        "seed: the same seed gives the same figures (default {default})",
    ),
    "cli.help.simulate_out": (
        "carpeta donde escribir el gráfico (PNG), el informe (PDF) y las cifras (JSON)",
        "folder to write the chart (PNG), the report (PDF) and the figures (JSON) into",
    ),
    "cli.simulate.unknown_structure": (
        "No hay una estructura «{name}». Las plantillas incluidas son: {names}; o indique un "
        "archivo .json exportado por el editor.",
        "There is no structure '{name}'. The shipped templates are: {names}; or give a .json "
        "file exported by the editor.",
    ),
    "cli.simulate.structure_file_large": (
        "El archivo {path} es demasiado grande para ser una estructura.",
        "File {path} is too large to be a structure.",
    ),
    "cli.simulate.structure_file_unreadable": (
        "No se pudo leer el archivo de estructura {path} (UTF-8).",
        "The structure file {path} could not be read (UTF-8).",
    ),
    "cli.simulate.out_not_folder": (
        "{path} existe y no es una carpeta: indique una carpeta para --out.",
        "{path} exists and is not a folder: give a folder for --out.",
    ),
    "cli.simulate.out_taken": (
        "La carpeta {path} ya tiene {files}: elija otra carpeta para no sobrescribirlos.",
        "Folder {path} already holds {files}: choose another folder so as not to overwrite them.",
    ),
    "cli.simulate.progress": (
        "Torneo {done} de {total} jugado.",
        "Tournament {done} of {total} played.",
    ),
    "cli.simulate.written": ("Escrito en {path}: {files}.", "Written into {path}: {files}."),
}
i18n.CATALOG.update(MESSAGES)
