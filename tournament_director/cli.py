"""The command line: open the console, write a demo, export, verify, list, run batches.

The command line has no logic of its own: every command calls the services, the same ones
the console uses. Help and messages are in the language chosen with --lang (or TD_LANG;
Spanish by default), argparse's own framing words ("usage:", "options:") and its
argument-error sentences too (`_argparse_words`).

Exit codes: 0 success; 1 unexpected error (logged to the data directory's log file);
2 wrong arguments or a refused command; 3 verification found problems; 130 interrupted.

Start-up: building the parser loads no services, SQLAlchemy, Qt or ReportLab. The
calculators (`payouts`, `icm`, `chip-race`) load only what they compute with; every other
command works on a record and loads the services first (`_run`), and with them the messages
they register in the catalogue; each handler imports what it uses.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import getpass
import importlib
import json
import logging
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tournament_director import (
    __version__,
    cli_chips,
    cli_database,
    cli_payouts,
    cli_serve,
    cli_simulate,
    cli_stages,
    i18n,
    paths,
)
from tournament_director.domain.errors import Refused
from tournament_director.i18n import t
from tournament_director.logging_setup import setup_logging
from tournament_director.station import Station, private_dir

if TYPE_CHECKING:  # loaded by the commands that use them (see the module's docstring)
    from tournament_director.domain.operators import Operator
    from tournament_director.services import Services

log = logging.getLogger(__name__)

EXIT_OK = 0
EXIT_UNEXPECTED = 1
EXIT_REFUSED = 2
EXIT_UNSOUND = 3
EXIT_INTERRUPTED = 130

DEMO_PLAYERS_DEFAULT = 60
#: The most players `demo` writes, as the parser checks and says it without loading the
#: services (services.demo.DEMO_PLAYERS_MAX, which write_demo holds to;
#: tests/cli/test_startup_imports.py keeps them equal).
DEMO_PLAYERS_MAX = 1000

#: The commands that read and write no record: they load only what they compute with.
CALCULATORS = frozenset(set(cli_payouts.COMMANDS) | set(cli_chips.COMMANDS))


# --- arguments ------------------------------------------------------------------------------


def _language_from(argv: Sequence[str]) -> str:
    """--lang, read before the parser is built so its help is in that language."""
    for index, arg in enumerate(argv):
        value = None
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value in i18n.LANGUAGES:
            return value
    return i18n.language()


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(t("cli.bad_number", value=text))
    return value


def _player_count(text: str) -> int:
    value = _positive_int(text)
    if value > DEMO_PLAYERS_MAX:
        raise argparse.ArgumentTypeError(t("demo.players_range", min=1, max=DEMO_PLAYERS_MAX))
    return value


#: argparse's own words (its English, as it asks gettext for them) -> our catalogue's key.
_ARGPARSE_KEYS = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positionals",
    "options": "cli.argparse.options",
    "show this help message and exit": "cli.argparse.help",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "the following arguments are required: %s": "cli.argparse.required",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "cli.argparse.unknown_parser",
    "can't open '%(filename)s': %(error)s": "cli.argparse.cannot_open",
}


def _argparse_gettext(text: str) -> str:
    key = _ARGPARSE_KEYS.get(text)
    return t(key) if key is not None else text


def _argparse_ngettext(singular: str, plural: str, count: int) -> str:
    if plural == "expected %s arguments":
        return t("cli.argparse.expected_n")
    return singular if count == 1 else plural


@contextlib.contextmanager
def _argparse_words() -> Iterator[None]:
    """argparse says "usage:", "options:" and its argument errors through gettext, looked
    up in its module at the moment it speaks: while the parser is built and reads the
    arguments, they come from the catalogue, in the chosen language."""
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = _argparse_gettext, _argparse_ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved


def _add_global_options(
    parser: argparse.ArgumentParser,
    *,
    in_subcommand: bool,
    db_name: str = paths.DATABASE_NAME,
) -> None:
    """--data-dir, --db and --lang, accepted before or after the subcommand; db_name is the
    database the command uses when --db is not given (the demo's own for `demo`).

    In a subcommand their default is SUPPRESS, so a value given before the subcommand is not
    overwritten by the subcommand's default.
    """
    default = argparse.SUPPRESS if in_subcommand else None
    parser.add_argument(
        "--data-dir", type=Path, default=default, metavar="DIR", help=t("cli.help.data_dir")
    )
    parser.add_argument(
        "--db",
        type=cli_database.db_location,  # a file's path, or a postgresql:// server as given
        default=default,
        metavar="PATH",
        help=t("cli.help.db", name=db_name),
    )
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=default, help=t("cli.help.lang"))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tournament-director", description=t("cli.description"), epilog=t("cli.epilog")
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"tournament-director {__version__}",
        help=t("cli.help.version"),
    )
    _add_global_options(parser, in_subcommand=False)
    commands = parser.add_subparsers(dest="command", title=t("cli.commands"), metavar="COMMAND")

    def command(
        name: str, help_key: str, db_name: str = paths.DATABASE_NAME
    ) -> argparse.ArgumentParser:
        sub = commands.add_parser(
            name, help=t(help_key), description=t(help_key), epilog=t("cli.epilog")
        )
        _add_global_options(sub, in_subcommand=True, db_name=db_name)
        return sub

    demo = command("demo", "cli.help.demo", db_name=paths.DEMO_DATABASE_NAME)
    demo.add_argument("--no-window", action="store_true", help=t("cli.help.no_window"))
    demo.add_argument(
        "--players",
        type=_player_count,
        default=None,  # DEMO_PLAYERS_DEFAULT; with --flights, per flight
        metavar="N",
        help=t("cli.help.players", max=DEMO_PLAYERS_MAX, default=DEMO_PLAYERS_DEFAULT),
    )
    demo.add_argument(
        "--flights",
        action="store_true",
        help=t("cli.help.flights", default=cli_stages.DEMO_FLIGHT_PLAYERS),
    )

    exp = command("export", "cli.help.export")
    exp.add_argument(
        "--tournament", type=_positive_int, metavar="ID", help=t("cli.help.tournament")
    )
    exp.add_argument("--format", choices=("json", "csv"), default="json", help=t("cli.help.format"))
    exp.add_argument("--out", type=Path, metavar="FILE", help=t("cli.help.out"))

    verify = command("verify", "cli.help.verify")
    verify.add_argument("--code", metavar="TEXT", help=t("cli.help.code"))
    verify.add_argument("--key", type=Path, metavar="FILE", help=t("cli.help.key"))
    verify.add_argument("--anchors", type=Path, metavar="FILE", help=t("cli.help.anchors"))
    command("list", "cli.help.list")
    command("backup", "cli.help.backup")
    restore = command("restore", "cli.help.restore")
    restore.add_argument("--backup", type=Path, metavar="FILE", help=t("cli.help.backup_file"))
    restore.add_argument("--operator", metavar="NAME", help=t("cli.help.restore_operator"))
    restore.add_argument("--pin-file", type=Path, metavar="FILE", help=t("cli.help.pin_file"))

    batch = command("batch", "cli.help.batch")
    batch.add_argument("--operator", required=True, metavar="NAME", help=t("cli.help.operator"))
    batch.add_argument("--pin-file", type=Path, metavar="FILE", help=t("cli.help.pin_file"))
    cli_payouts.add_commands(command)  # payouts, icm
    cli_chips.add_commands(command)  # chip-race
    cli_simulate.add_commands(command)  # simulate (the rehearsal)
    cli_stages.add_commands(command, lambda p: _add_global_options(p, in_subcommand=True))
    cli_database.add_commands(command)  # migrate-db
    cli_serve.add_commands(command)  # serve: the room's web page
    return parser


# --- the entry point ------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (never raises, never shows a traceback)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    # What the product writes (the record, its backups, keys, anchors, logs, exports, papers)
    # names players and staff, and the record holds PIN hashes: the user's alone.
    os.umask(0o077)
    previous_language = i18n.language()
    i18n.set_language(_language_from(argv))
    _utf8_streams()
    try:
        try:
            with _argparse_words():
                args = build_parser().parse_args(argv)
        except SystemExit as exit_:  # --help, --version (0) or a usage error (2)
            return exit_.code if isinstance(exit_.code, int) else EXIT_REFUSED
        return _run(args)
    finally:
        i18n.set_language(previous_language)


def _utf8_streams() -> None:
    """Names carry accents: write UTF-8 whatever the console's code page (pipes, Windows)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):  # not reconfigurable: leave it
                reconfigure(encoding="utf-8", errors="replace")


def _run(args: argparse.Namespace) -> int:
    data_dir: Path = args.data_dir or paths.default_data_dir()
    with contextlib.suppress(OSError):  # an unusable folder is said when it is used
        private_dir(data_dir)
    # The console gets a language only when --lang was given; otherwise it uses the one
    # remembered on this PC.
    language: str | None = args.lang
    try:
        log_path: Path | None = setup_logging(data_dir)
    except OSError as exc:  # an unwritable data directory must not hide the command's work
        log_path = None
        print(t("cli.no_log", path=data_dir, error=exc.strerror or exc), file=sys.stderr)
    handler: Callable[[argparse.Namespace, Path, str | None], int] = _COMMANDS[args.command]
    log.info("command line: %s", args.command or "console")
    try:
        if args.command not in CALCULATORS:
            _load_services()
        return handler(args, data_dir, language)
    except Refused as refusal:
        log.info("refused: %s", refusal.key)
        print(refusal.message, file=sys.stderr)
        # A damaged record is not a refused command: the record itself is not sound.
        return EXIT_UNSOUND if refusal.key.startswith("db.damaged") else EXIT_REFUSED
    except KeyboardInterrupt:
        print(t("cli.interrupted"), file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader went away (export | head): nothing more to say
        _silence_stdout()
        return EXIT_UNEXPECTED
    except Exception as exc:
        records = _loaded_records()
        if records is not None and records.is_damaged(exc):
            log.exception("damaged database in command %s", args.command or "console")
            name = paths.DEMO_DATABASE_NAME if args.command == "demo" else paths.DATABASE_NAME
            refusal = records.damaged(_db_path(args, data_dir, name), Station.load(data_dir))
            print(refusal.message, file=sys.stderr)
            return EXIT_UNSOUND
        log.exception("unexpected error in command %s", args.command or "console")
        print(t("cli.unexpected", error=type(exc).__name__, log=log_path), file=sys.stderr)
        return EXIT_UNEXPECTED
    finally:
        _close_log_handlers()


#: What a command on a record loads before it runs, as the command line always has: the
#: services, the record commands' own modules, and the messages all of them add to the
#: catalogue (i18n.CATALOG fills as they are imported).
RECORD_MODULES = (
    "tournament_director.services",
    "tournament_director.services.demo",
    "tournament_director.services.demo_flights",
    "tournament_director.services.export",
    "tournament_director.services.records",
    "tournament_director.services.verification",
)


def _load_services() -> None:
    for name in RECORD_MODULES:
        importlib.import_module(name)


def _loaded_records() -> Any:
    """services.records when a record was opened (a command on a record loads it before it
    runs); None for a calculator, which opens none."""
    return sys.modules.get("tournament_director.services.records")


def _silence_stdout() -> None:
    """Point stdout at devnull so the interpreter's final flush does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    with contextlib.suppress(OSError, ValueError, AttributeError):
        os.dup2(devnull, sys.stdout.fileno())


def _close_log_handlers() -> None:
    """Take down the file handler setup_logging added (matters when main runs in-process)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_tournament_director", False):
            root.removeHandler(handler)
            handler.close()


def _db_path(args: argparse.Namespace, data_dir: Path, default_name: str) -> Path:
    return args.db if args.db is not None else data_dir / default_name


def _existing_db(args: argparse.Namespace, data_dir: Path) -> Path:
    """The database a reading command works on; refused (and not created) when missing.

    Checked before opening: opening a SQLite file that does not exist creates it.
    """
    path = _db_path(args, data_dir, paths.DATABASE_NAME)
    if cli_database.on_server(path):  # opening a server's record never creates it
        return path
    if not path.is_file():
        raise Refused("db.missing", path=str(path))
    return path


class _Opened:
    """open_services as a context manager that always closes the database; read_only for
    the commands that only read (the file is never changed)."""

    def __init__(
        self, path: Path, data_dir: Path, read_only: bool = False, key_file: Path | None = None
    ) -> None:
        from tournament_director.services import open_services

        self.services = open_services(
            path, read_only=read_only, station=Station.load(data_dir), key_file=key_file
        )

    def __enter__(self) -> Services:
        return self.services

    def __exit__(self, *_exc: object) -> None:
        self.services.close()


# --- commands -------------------------------------------------------------------------------


def _console(args: argparse.Namespace, data_dir: Path, language: str | None) -> int:
    from tournament_director.app import run_console  # Qt only for the console

    db_path = _db_path(args, data_dir, paths.DATABASE_NAME)
    if args.db is None:  # the record's server, when this station is set to one
        db_path = Station.load(data_dir).server or db_path
    return run_console(db_path, data_dir, open_tournament=None, language=language)


def _demo(args: argparse.Namespace, data_dir: Path, language: str | None) -> int:
    if args.flights:  # a multi-flight event, written aside and put in place whole
        return cli_stages.demo_flights(args, data_dir, language)
    from tournament_director.services.demo import write_demo

    db_path = _db_path(args, data_dir, paths.DEMO_DATABASE_NAME)
    cli_database.refuse_on_server(db_path)  # a demo is a file of its own
    players = DEMO_PLAYERS_DEFAULT if args.players is None else args.players
    try:  # written aside and put in place whole: a failure leaves no half-made tournament
        result = write_demo(db_path, Station.load(data_dir), players=players)
    except Refused as refusal:
        if refusal.key == "demo.not_demo_database":
            print(refusal.message, file=sys.stderr)
            print(t("cli.demo.use_new_db"), file=sys.stderr)
            return EXIT_REFUSED
        raise
    print(
        t(
            "cli.demo.done",
            id=result.tournament_id,
            name=result.tournament_name,
            players=result.players,
            path=db_path.resolve(),
        )
    )
    roles = {o.role: t("role." + o.role) for o in result.operators}
    width = max(map(len, roles.values()))
    for operator in result.operators:
        print(f"  {operator.name:<16} {roles[operator.role]:<{width}} {operator.pin}")
    sys.stdout.flush()
    if args.no_window:
        return EXIT_OK
    from tournament_director.app import run_console  # Qt only for the console

    return run_console(
        db_path,
        data_dir,
        open_tournament=result.tournament_id,
        language=language,
        open_display=True,  # the demo shows its clock on a big-screen window too
    )


def _export(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """The export is written as it is read (services/export.py): memory does not grow with
    the log. Nothing is written when it fails: a file goes through a temporary file, the
    standard output through a spool (in memory, on disk past a few MB) copied at the end."""
    from tournament_director.services import export

    db_path = _existing_db(args, data_dir)
    with _Opened(db_path, data_dir, read_only=True) as services:
        tournament_id = export.choose_tournament(services, args.tournament)
        source = services.db.location if services.db.shared else db_path.name
        with export.open_export(services, tournament_id, source) as exported:
            if args.format == "json":
                outputs = [(args.out, export.write_json)]
            else:
                outputs = [(args.out, export.write_events_csv)]
                if args.out is not None:
                    outputs.append((export.state_csv_path(args.out), export.write_state_csv))
            for out, writer in outputs:
                produce = functools.partial(writer, exported)
                if out is None:
                    _write_stdout(produce)
                else:
                    _write_file(out, produce)
                    print(t("cli.export.written", path=out))
    return EXIT_OK


def _write_stdout(produce: Callable[[Callable[[str], object]], None]) -> None:
    """Everything produce writes, on the standard output once it is all written."""
    with tempfile.SpooledTemporaryFile(
        max_size=_SPOOL_CHARS, mode="w+", encoding="utf-8", newline=""
    ) as spool:
        produce(spool.write)
        spool.seek(0)
        while chunk := spool.read(1 << 20):
            sys.stdout.write(chunk)
    sys.stdout.flush()


_SPOOL_CHARS = 8 << 20


def _write_file(path: Path, text: str | Callable[[Callable[[str], object]], None]) -> None:
    """Write through a temporary file and rename, so a failed export leaves no half file;
    text: the text, or what writes it piece by piece."""
    partial = path.with_name(f".{path.name}.partial")
    try:
        try:
            with open(partial, "w", encoding="utf-8", newline="") as handle:
                if isinstance(text, str):
                    handle.write(text)
                else:
                    text(handle.write)
            os.replace(partial, path)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
    except OSError as exc:
        raise Refused("cli.cannot_write", path=str(path), error=exc.strerror or exc) from exc


def _verify(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    from tournament_director.services import verification

    db_path = _existing_db(args, data_dir)
    # Verification changes nothing: the file is opened read-only, an older schema as it is.
    with _Opened(db_path, data_dir, read_only=True, key_file=args.key) as services:
        if args.code is not None:
            return _verify_code(services, args.code)
        report = verification.verify_database(services, anchors=args.anchors)
    out = sys.stdout if report.sound else sys.stderr
    if report.old_schema:
        print(t("cli.verify.old_schema"), file=out)
    for lost in report.lost_in_restores:
        print(
            t(
                "cli.verify.lost_in_restore",
                stream=_stream_words(lost.stream_id, None, services),
                first=lost.first_seq,
                last=lost.last_seq,
                at=lost.restored_at[:19].replace("T", " "),
            ),
            file=out,
        )
    if report.sound:
        print(
            t(
                "cli.verify.sound_server" if services.db.shared else "cli.verify.sound",
                streams=report.streams,
                events=report.events,
                snapshots=report.snapshots,
                anchors=report.anchors,
            )
        )
        return EXIT_OK
    err = sys.stderr
    if report.error is not None:
        print(t("cli.verify.unreadable", error=report.error), file=err)
    if report.integrity and report.integrity != ["ok"]:
        for line in report.integrity:
            print(t("cli.verify.integrity", detail=line), file=err)
    for table, row, parent, *_rest in report.foreign_keys:
        print(t("cli.verify.foreign_key", table=table, row=row, parent=parent), file=err)
    if report.key_problem is not None:
        key_path = services.db.expected_key_path
        print(t(f"cli.{report.key_problem}", path=args.key or key_path), file=err)
    if report.journal_needed and not report.journal_found and report.journal is not None:
        print(t("cli.verify.no_journal", path=report.journal), file=err)
    if report.journal_bad_lines:
        lines = ", ".join(str(n) for n in report.journal_bad_lines[:10])
        print(t("cli.verify.bad_anchor_lines", path=report.journal, lines=lines), file=err)
    for problem in report.problems:
        print(
            t(
                "cli.verify.bad_event",
                stream=_stream_words(problem.stream_id, problem.tournament_name, services),
                stream_id=problem.stream_id,
                seq=problem.seq,
                what=t(problem.what),
            ),
            file=err,
        )
    print(t("cli.verify.failed", streams=report.streams, events=report.events), file=err)
    return EXIT_UNSOUND


def _stream_words(stream_id: int, name: str | None, services: Services) -> str:
    from tournament_director.services.verification import HOUSE_STREAM

    if stream_id == HOUSE_STREAM:
        return t("cli.verify.house")
    if name is None:
        name = next((s.name for s in services.tournaments.list() if s.id == stream_id), "")
    return t("cli.verify.tournament", id=stream_id, name=name)


def _verify_code(services: Services, text: str) -> int:
    """Which event a printed code (or a paper's QR text) belongs to, or that none does."""
    from tournament_director.services import verification

    digits = verification.parse_code(text)
    if digits is None:
        raise Refused("cli.verify.bad_code", code=text.strip()[:40])
    findings = verification.find_code(services, digits)
    code = f"{digits[:5]}-{digits[5:]}".upper()
    if not findings:
        print(t("cli.verify.code_unknown", code=code), file=sys.stderr)
        return EXIT_UNSOUND
    for found in findings:
        print(
            t(
                "cli.verify.code_found",
                code=code,
                stream=_stream_words(found.stream_id, found.tournament_name, services),
                seq=found.seq,
                type=found.type,
                at=found.recorded_at.replace("T", " "),
                operator=found.operator_name,
            )
        )
        print(t("cli.verify.code_sound" if found.sound else "cli.verify.code_unsound"))
    return EXIT_OK if all(f.sound for f in findings) else EXIT_UNSOUND


def _list(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    db_path = _existing_db(args, data_dir)
    with _Opened(db_path, data_dir, read_only=True) as services:
        summaries = services.tournaments.list()
    if not summaries:
        print(t("cli.list.empty"))
        return EXIT_OK
    print(t("cli.list.header"))
    for s in summaries:
        archived = t("cli.yes") if s.archived else t("cli.no")
        # Events are gap-free from seq 1, so the last seq is the count.
        print(f"{s.id:>2}  {archived:<9}  {s.last_seq:>7}  {s.name}")
    return EXIT_OK


def _backup(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """A checked backup of the record now, into the station's backup folder."""
    from tournament_director.services import records

    db_path = _existing_db(args, data_dir)
    with _Opened(db_path, data_dir) as services:
        target = records.take_backup(services.db)
    print(t("cli.backup.done", path=target))
    return EXIT_OK


def _restore(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """Without --backup, the backups there are; with it, put that backup back (a director,
    after the backup verifies)."""
    from tournament_director.services import records
    from tournament_director.services.app_services import utc_now

    station = Station.load(data_dir)
    db_path = _db_path(args, data_dir, paths.DATABASE_NAME)
    cli_database.refuse_on_server(db_path)  # a server's record is put back by the server
    if args.backup is None:
        found = records.list_backups(db_path, station)
        if not found:
            print(t("cli.restore.none", path=station.backup_dir, name=db_path.stem))
            return EXIT_OK
        print(t("cli.restore.header", path=station.backup_dir))
        for backup in found:
            taken = backup.taken_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
            print(f"  {taken}  {backup.size / 1_048_576:8.1f} MB  {backup.path}")
        print(t("cli.restore.how"))
        return EXIT_OK
    if not args.backup.is_file():
        raise Refused("db.missing", path=str(args.backup))
    if not args.operator:
        raise Refused("cli.restore.need_operator")
    pin = _batch_pin(args)
    director, live_record_id = _restoring_director(db_path, args.backup, station, args, pin)
    result = records.restore(db_path, args.backup, station, director, live_record_id, utc_now)
    print(t("cli.restore.done", path=db_path, backup=result.backup))
    if result.kept is not None:
        print(t("cli.restore.kept", path=result.kept))
    for stream, (first, last) in sorted(result.lost.items()):
        print(t("cli.restore.lost", stream=stream, first=first, last=last))
    return EXIT_OK


def _restoring_director(
    db_path: Path, backup: Path, station: Station, args: argparse.Namespace, pin: str
) -> tuple[Operator, str | None]:
    """Who restores, signed in on the record when it can be opened, else on the backup (a
    damaged record cannot say who its directors are); and the record's id when readable."""
    from tournament_director.domain.operators import pin_matches
    from tournament_director.services import open_services

    try:
        services: Services | None = open_services(db_path, station=station)
    except Refused as refusal:
        if not refusal.key.startswith("db.damaged") and refusal.key != "db.not_a_database":
            raise
        services = None
    if services is not None:
        try:
            return services.house.sign_in(args.operator, pin).operator, services.db.record_id
        finally:
            services.close()
    checked = open_services(backup, read_only=True, station=station)
    try:
        operator = checked.house.state().by_name(args.operator)
        if operator is None or not pin_matches(pin, operator.pin_hash):
            raise Refused("operator.wrong_pin", name=args.operator)
        return operator, None
    finally:
        checked.close()


# --- batch ----------------------------------------------------------------------------------

#: The longest command line the batch reads (bytes, without its line break): far above any
#: real command (a note is 2,000 characters); a longer line is answered, not read.
BATCH_LINE_LIMIT = 1_000_000
#: The longest refusal an answer carries (a structure's list of problems can be long).
ANSWER_LIMIT = 10_000


def _batch_pin(args: argparse.Namespace) -> str:
    if args.pin_file is not None:
        try:
            lines = args.pin_file.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise Refused("cli.cannot_read_pin", path=str(args.pin_file)) from exc
        return lines[0].strip() if lines else ""
    pin = os.environ.get("TD_PIN")
    if pin is not None:
        return pin.strip()
    if sys.stdin.isatty():  # a person at a terminal: ask without echoing
        return getpass.getpass(t("cli.batch.pin_prompt", name=args.operator))
    raise Refused("cli.batch.no_pin")


def _text(command: dict[str, Any], name: str, default: str | None = None) -> str:
    value = command.get(name, default)
    if not isinstance(value, str):
        raise Refused("cli.batch.bad_field", field=name, kind=t("cli.batch.kind_text"))
    return value


def _number(command: dict[str, Any], name: str, optional: bool = False) -> int | None:
    value = command.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refused("cli.batch.bad_field", field=name, kind=t("cli.batch.kind_number"))
    from tournament_director.domain.text import PAYLOAD_INT_LIMIT

    if not -PAYLOAD_INT_LIMIT <= value < PAYLOAD_INT_LIMIT:  # what the record holds
        raise Refused("cli.batch.number_too_large", field=name)
    return value


def _optional_text(command: dict[str, Any], name: str) -> str | None:
    return None if command.get(name) is None else _text(command, name)


def _penalize(services: Services, operator: Operator, command: dict[str, Any], tid: int) -> list:
    """The batch's ``penalize``: the entry, or the house player's entry in play; without
    ``kind`` the proposal (services/penalties.py)."""
    if command.get("entry") is None and command.get("player") is not None:
        entry_id = services.penalties.entry_of_player(tid, _number(command, "player"))
    else:
        entry_id = _number(command, "entry")
    return services.penalties.penalize(
        operator,
        tid,
        entry_id,
        _text(command, "offence"),
        _optional_text(command, "kind"),
        _number(command, "count", optional=True),
        reason=_text(command, "reason", ""),
        details=_text(command, "details", ""),
        players=_number(command, "players", optional=True),
        chips=_number(command, "chips", optional=True) or 0,
    )


def _penalty_answer(services: Services, tid: int, recorded: list) -> dict[str, Any]:
    """What ``penalize`` answers besides the seq: the penalty's number, its kind and count,
    the offence and its rule, the hands to serve, and all that in words."""
    from tournament_director.domain.penalties import penalty_words

    penalty = services.penalties.penalty(tid, recorded[0].seq)
    return {
        "penalty": penalty.penalty_id,
        "entry": penalty.entry_id,
        "kind": penalty.kind,
        "count": penalty.count,
        "offence": penalty.offence,
        "rule": penalty.rule,
        "hands": penalty.hands,
        "proposed": {"kind": penalty.proposed_kind, "count": penalty.proposed_count},
        "text": penalty_words(penalty),
    }


def _batch_command(services: Services, operator: Operator, command: dict[str, Any]) -> dict:
    """Run one command; the answer is built only after the service call returned (committed)."""
    from tournament_director.domain.text import visible

    tournaments = services.tournaments
    cmd = command.get("cmd")
    if cmd == "create_event":  # the final stage and its flights (docs/batch.md)
        return cli_stages.create_event(services, operator, command, _text)
    if cmd == "create_tournament":
        tournament_id = tournaments.create(operator, _text(command, "name"))
        return {"ok": True, "seq": 1, "tournament": tournament_id}  # a new stream's first event
    if cmd == "create_player":  # a house record, known across tournaments
        record = services.players.create(
            operator,
            _text(command, "name"),
            _text(command, "document_type"),
            _text(command, "document"),
            _text(command, "nationality"),
            _text(command, "birth_date"),
            _text(command, "phone", ""),
            _text(command, "email", ""),
        )
        return {"ok": True, "player": record.player_id}
    registration = services.registration
    runners: dict[str, Callable[[int], list]] = {
        "register_player": lambda tid: tournaments.register_player(
            operator,
            tid,
            _text(command, "name"),
            _text(command, "document_type"),
            _text(command, "document"),
        ),
        "set_structure": lambda tid: services.clock.set_structure(
            operator, tid, services.structures.get(_text(command, "template")).structure
        ),
        "set_buy_in": lambda tid: registration.set_buy_in(
            operator,
            tid,
            _number(command, "prize_pool"),
            _number(command, "fee"),
            _number(command, "staff_fee", optional=True) or 0,
        ),
        "set_tables": lambda tid: registration.set_tables(
            operator, tid, _number(command, "tables")
        ),
        "open_shift": lambda tid: registration.open_shift(
            operator, tid, _number(command, "opening_float", optional=True) or 0
        ),
        "buy_entry": lambda tid: registration.buy_entry(
            operator,
            tid,
            _number(command, "player"),
            _text(command, "method"),
            _number(command, "amount"),
        ),
        "add_note": lambda tid: tournaments.add_note(
            operator, tid, _text(command, "text"), _number(command, "player", optional=True)
        ),
        "undo": lambda tid: tournaments.undo(operator, tid, _text(command, "reason", "")),
        "redo": lambda tid: tournaments.redo(operator, tid),
        "penalize": lambda tid: _penalize(services, operator, command, tid),
        "penalty_served": lambda tid: services.penalties.mark_served(
            operator, tid, _number(command, "penalty"), _text(command, "note", "")
        ),
        "hand_done": lambda tid: services.penalties.hand_done(
            operator, tid, _number(command, "table")
        ),
        **cli_stages.batch_runners(services, operator, command, _text, _number),
    }
    runner = runners.get(cmd) if isinstance(cmd, str) else None
    if runner is None:
        known = ", ".join(["create_tournament", "create_player", "create_event", *runners])
        raise Refused("cli.batch.unknown_cmd", cmd=visible(str(cmd), 40), known=known)
    tournament_id = _number(command, "tournament")
    recorded = runner(tournament_id)
    answer = {"ok": True, "seq": recorded[-1].seq, "tournament": tournament_id}
    if cmd == "penalize":
        answer.update(_penalty_answer(services, tournament_id, recorded))
    if cmd in cli_stages.BATCH_COMMANDS:
        answer.update(cli_stages.batch_answer(services, cmd, tournament_id, recorded))
    return answer


def _parse_command(line: bytes | None) -> dict[str, Any]:
    """One line of the batch as a command, or refused in words: over BATCH_LINE_LIMIT bytes
    (``None``: the reader skipped it), not UTF-8 (which byte, where), not JSON, JSON nested
    deeper than text.JSON_DEPTH_LIMIT or with a number past int()'s 4,300 digits
    (`text.parse_json`), not an object. What its fields say (a lone surrogate or a control
    character in a text, a number out of range) is the services' and `_text`/`_number`'s
    to refuse."""
    from tournament_director.domain.text import parse_json

    if line is None:
        raise Refused("cli.batch.line_too_long", limit=BATCH_LINE_LIMIT)
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        byte = f"0x{line[error.start]:02X}"
        raise Refused("cli.batch.not_utf8", byte=byte, position=error.start + 1) from None
    try:
        command = parse_json(text)
    except ValueError as exc:  # json.JSONDecodeError
        raise Refused("cli.batch.bad_json", error=exc) from None
    if not isinstance(command, dict):
        raise Refused("cli.batch.bad_json", error=type(command).__name__)
    return command


def _batch_lines(stdin: TextIO) -> Iterator[bytes | None]:
    """Standard input's lines as bytes, one at a time (a bad byte spoils only its line);
    ``None`` for a line over BATCH_LINE_LIMIT bytes, which is skipped without being held in
    memory. A text stream with no bytes under it (an embedding caller) is encoded back."""
    buffer = getattr(stdin, "buffer", None)
    if buffer is None:
        for text in stdin:
            line = text.encode("utf-8", "surrogatepass")
            yield None if len(line.rstrip(b"\r\n")) > BATCH_LINE_LIMIT else line
        return
    while line := buffer.readline(BATCH_LINE_LIMIT + 2):
        if len(line.rstrip(b"\r\n")) <= BATCH_LINE_LIMIT:
            yield line
            continue
        while line and not line.endswith(b"\n"):  # the rest of the long line
            line = buffer.readline(1 << 16)
        yield None


def _emit(out: TextIO, answer: dict) -> None:
    """One answer, one line. A refusal that quotes the input shows any character the record
    refuses by its code (a lone surrogate cannot even be written as UTF-8), and a very long
    one is cut at ANSWER_LIMIT characters."""
    from tournament_director.domain.text import visible

    if "error" in answer:
        answer = {**answer, "error": visible(answer["error"], ANSWER_LIMIT, one_line=False)}
    out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    out.flush()


def _log_file() -> str:
    """Where the unexpected errors' details went (the file setup_logging opened)."""
    for handler in logging.getLogger().handlers:
        if getattr(handler, "_tournament_director", False):
            return str(getattr(handler, "baseFilename", ""))
    return ""


def _batch(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """One JSON command a line from stdin; one JSON answer a line on stdout, after commit.

    Every line that is not blank gets exactly one answer, in order, and one bad line never
    stops the others: standard input is read as bytes, line by line (`_batch_lines`), so a
    line that is not UTF-8, is over BATCH_LINE_LIMIT bytes, is not a JSON object, is nested
    too deep or has a number of thousands of digits (`_parse_command`) is answered
    ``{"ok": false, "error": "<in words>"}``, as is a command the services refuse (a lone
    surrogate or a control character in a name, a 1 MB reason). A command that fails
    unexpectedly is logged with its traceback, answered ``{"ok": false, "error": ...}`` and
    the batch goes on. Blank lines are skipped without an answer.

    Exit code: 0 when every command was carried out; 2 when at least one was refused (the
    others still ran); 1 when at least one failed unexpectedly (said on stderr, with the
    log file).
    """
    db_path = _existing_db(args, data_dir)
    pin = _batch_pin(args)
    lines = _batch_lines(sys.stdin)
    refused = 0
    unexpected: list[str] = []  # the kinds of the unexpected errors, in order
    with _Opened(db_path, data_dir) as services:
        signed = services.house.sign_in(args.operator, pin)
        operator = signed.operator
        if signed.pin_change_needed:  # the house's minimum grew: go on, but say so
            role, minimum = t(f"role.{operator.role.value}"), signed.pin_minimum
            warning = t("operator.pin_too_short", name=operator.name, role=role, min=minimum)
            print(warning, file=sys.stderr)
        log.info("batch signed by %s", operator.name)
        for number, line in enumerate(lines, start=1):
            if line is not None and not line.strip():
                continue
            try:
                answer = _batch_command(services, operator, _parse_command(line))
            except Refused as refusal:
                if refusal.key.startswith("db.damaged"):
                    raise  # the record itself cannot be used: no later line can run
                refused += 1
                answer = {"ok": False, "error": refusal.message}
            except Exception as exc:
                if _loaded_records().is_damaged(exc):
                    raise
                unexpected.append(type(exc).__name__)
                log.exception("unexpected error in batch line %d", number)
                answer = {"ok": False, "error": t("cli.batch.unexpected", error=unexpected[-1])}
            _emit(sys.stdout, answer)
    if unexpected:
        kinds = ", ".join(dict.fromkeys(unexpected))
        print(t("cli.unexpected", error=kinds, log=_log_file()), file=sys.stderr)
        return EXIT_UNEXPECTED
    return EXIT_REFUSED if refused else EXIT_OK


_COMMANDS: dict[str | None, Callable[[argparse.Namespace, Path, str | None], int]] = {
    None: _console,
    "demo": _demo,
    "export": _export,
    "verify": _verify,
    "list": _list,
    "backup": _backup,
    "restore": _restore,
    "batch": _batch,
    **cli_payouts.COMMANDS,
    **cli_chips.COMMANDS,
    **cli_simulate.COMMANDS,
    **cli_stages.COMMANDS,
    **cli_database.COMMANDS,
    **cli_serve.COMMANDS,
}
