"""`tournament-director migrate-db`: the record on a PostgreSQL server for several stations.

    migrate-db --to postgresql://OWNER@HOST/DB [--from FILE] [--station-role ROLE]

With --from, the SQLite file's record is copied to the server and verified there (each
stream's chain and seals, its head against the file's); without it, a new empty record is
made there, its key on this station. Either way the schema is the current one and, with
--station-role, the stations' role is granted what a station needs and nothing more. Run as
the database's owner; the stations then open the record with --db postgresql://ROLE@HOST/DB.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from tournament_director.domain.errors import Refused
from tournament_director.i18n import CATALOG, t
from tournament_director.station import Station

EXIT_OK, EXIT_REFUSED, EXIT_UNSOUND = 0, 1, 3

CATALOG.update(
    {
        "cli.help.migrate_db": (
            "copia un registro SQLite a un servidor PostgreSQL (o crea allí uno nuevo) para "
            "varios puestos, y lo verifica al llegar",
            "copy a SQLite record to a PostgreSQL server (or make a new one there) for several "
            "stations, and verify it on arrival",
        ),
        "cli.help.migrate_from": (
            "el archivo SQLite del registro a copiar (sin él: un registro nuevo y vacío)",
            "the record's SQLite file to copy (without it: a new, empty record)",
        ),
        "cli.help.migrate_to": (
            "el servidor, como su dueño: postgresql://DUEÑO@SERVIDOR/BASE",
            "the server, as its owner: postgresql://OWNER@HOST/DATABASE",
        ),
        "cli.help.station_role": (
            "el rol con el que se conectan los puestos; recibe solo lo que un puesto necesita",
            "the role the stations connect as; granted only what a station needs",
        ),
        "cli.migrate.not_server": (
            "--to debe ser un servidor PostgreSQL (postgresql://...), no {to}.",
            "--to must be a PostgreSQL server (postgresql://...), not {to}.",
        ),
        "cli.migrate.from_server": (
            "--from debe ser un archivo SQLite, no un servidor.",
            "--from must be a SQLite file, not a server.",
        ),
        "cli.migrate.made": (
            "Registro nuevo {record} creado en {server}. Su clave está en este puesto: "
            "{key_file}. Cópiela a la misma carpeta de cada puesto que vaya a escribir.",
            "New record {record} made on {server}. Its key is on this station: {key_file}. Copy it "
            "into the same folder of every station that is to write.",
        ),
        "cli.migrate.copied": (
            "Registro {record} copiado a {server}: {streams} flujos, {events} eventos, "
            "{snapshots} instantáneas. Cadena y sellos verificados en el servidor.",
            "Record {record} copied to {server}: {streams} streams, {events} events, "
            "{snapshots} snapshots. Chain and seals verified on the server.",
        ),
        "cli.migrate.unsound": (
            "La copia en {server} no verifica: {problems}. No la use; el archivo no cambió.",
            "The copy on {server} does not verify: {problems}. Do not use it; the file did "
            "not change.",
        ),
        "cli.verify.sound_server": (
            "Registro sano en el servidor: sus reglas en su lugar (eventos solo agregados, sin "
            "huecos, encadenados), {streams} {streams:flujo|flujos} y {events} "
            "{events:evento|eventos} con la cadena de hashes intacta y sellada con la clave del "
            "registro, {snapshots} {snapshots:instantánea igual|instantáneas iguales} al estado "
            "reconstruido y {anchors} {anchors:ancla|anclas} del diario de este puesto en su "
            "lugar.",
            "Record on the server sound: its rules in place (events only appended, gap-free, "
            "chained), {streams} {streams:stream|streams} and {events} {events:event|events} "
            "with the hash chain intact and sealed with the record's key, {snapshots} "
            "{snapshots:snapshot|snapshots} equal to the replayed state and {anchors} "
            "{anchors:anchor|anchors} of this station's journal in place.",
        ),
        "cli.migrate.bad_role": (
            "El nombre de rol {role} no es válido (letras, cifras y _, hasta 63).",
            "The role name {role} is not valid (letters, digits and _, up to 63).",
        ),
    }
)

Handler = Callable[[argparse.Namespace, Path, "str | None"], int]


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Add `migrate-db` with cli.py's `command(name, help_key)` helper."""
    migrate = command("migrate-db", "cli.help.migrate_db")
    migrate.add_argument(
        "--from", dest="source", type=Path, metavar="FILE", help=t("cli.help.migrate_from")
    )
    migrate.add_argument("--to", required=True, metavar="URL", help=t("cli.help.migrate_to"))
    migrate.add_argument("--station-role", metavar="ROLE", help=t("cli.help.station_role"))


def _valid_role(role: str) -> bool:
    return 0 < len(role) <= 63 and role.replace("_", "a").isalnum() and role.isascii()


def _migrate_db(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    from tournament_director.storage import keys, postgres, transfer

    if not postgres.is_server_url(args.to):
        raise Refused("cli.migrate.not_server", to=args.to)
    if args.station_role is not None and not _valid_role(args.station_role):
        raise Refused("cli.migrate.bad_role", role=args.station_role)
    station = Station.load(data_dir)
    server = postgres.display_url(args.to)
    if args.source is None:
        record_id = postgres.prepare(args.to, station, station_role=args.station_role)
        key = keys.key_path(station.key_dir, record_id)
        print(t("cli.migrate.made", record=record_id, server=server, key_file=key))
        return EXIT_OK
    if postgres.is_server_url(str(args.source)):
        raise Refused("cli.migrate.from_server")
    if not Path(args.source).is_file():
        raise Refused("db.missing", path=str(args.source))
    report = transfer.copy_to_server(
        Path(args.source), args.to, station, station_role=args.station_role
    )
    if not report.sound:
        problems = [f"{p.stream_id}/{p.seq}: {p.what}" for p in report.problems]
        problems += [f"{s}: head" for s in report.heads_differ]
        print(
            t("cli.migrate.unsound", server=server, problems="; ".join(problems)), file=sys.stderr
        )
        return EXIT_UNSOUND
    print(
        t(
            "cli.migrate.copied",
            record=report.record_id,
            server=server,
            streams=report.streams,
            events=report.rows.get("events", 0),
            snapshots=report.rows.get("snapshots", 0),
        )
    )
    return EXIT_OK


COMMANDS: dict[str, Handler] = {"migrate-db": _migrate_db}


def db_location(text: str) -> Path | str:
    """--db: a PostgreSQL server's URL kept as given (a Path would fold its '//'), else the
    file's path."""
    from tournament_director.storage.database import _SERVER_SCHEMES

    return text if text.startswith(_SERVER_SCHEMES) else Path(text)


def on_server(location: Path | str) -> bool:
    return isinstance(location, str)


def refuse_on_server(location: Path | str) -> None:
    """What works on a SQLite file alone (a demo, a restore) is refused for a server."""
    if on_server(location):
        from tournament_director.storage.postgres import display_url

        raise Refused("db.server_file_only", server=display_url(str(location)))
