"""`tournament-director serve`: the room's web page (tournament_director/web) in the
foreground, on the record read-only, until Ctrl+C.

    serve --db PATH [--host ADDRESS] [--port N]

It listens on this PC alone (127.0.0.1) unless the house gives --host its address on the
room's network (or 0.0.0.0, every address); the address to give the players is printed.
The record's key is found in this PC's key folder, as the console finds it: it checks the
seat tickets' codes; without it the start says so and the look-up by QR is refused.

Importing this module loads no services and no web server (the command line builds its
parser from it on every call): the handler imports them.
"""

from __future__ import annotations

import argparse
import errno
import ipaddress
import sys
from collections.abc import Callable
from pathlib import Path

from tournament_director.i18n import CATALOG, t
from tournament_director.station import Station

EXIT_OK, EXIT_REFUSED = 0, 2
DEFAULT_HOST = "127.0.0.1"  # web.server.DEFAULT_HOST, without loading the web server
DEFAULT_PORT = 8080

CATALOG.update(
    {
        "cli.help.serve": (
            "sirve la página web de la sala (reloj, asientos, lista de espera, resultados), "
            "solo lectura, hasta Ctrl+C",
            "serve the room's web page (clock, seats, waiting list, results), read only, "
            "until Ctrl+C",
        ),
        "cli.help.host": (
            "la dirección en la que escucha: 127.0.0.1 (por defecto, solo este PC), la de "
            "este PC en la red de la sala, o 0.0.0.0 (todas)",
            "the address it listens on: 127.0.0.1 (the default, this PC alone), this PC's "
            "address on the room's network, or 0.0.0.0 (every one)",
        ),
        "cli.help.port": ("el puerto (por defecto {port})", "the port (default {port})"),
        "cli.serve.bad_host": (
            "«{host}» no es una dirección IP (por ejemplo 192.168.1.20 o 0.0.0.0).",
            "'{host}' is not an IP address (for example 192.168.1.20 or 0.0.0.0).",
        ),
        "cli.serve.bad_port": (
            "El puerto debe ser un número de 1 a 65535, no «{port}».",
            "The port must be a number from 1 to 65535, not '{port}'.",
        ),
        "cli.serve.listening": (
            "Página de la sala en {address} (solo lectura). Ctrl+C la detiene.",
            "The room's page at {address} (read only). Ctrl+C stops it.",
        ),
        "cli.serve.local_only": (
            "Solo este PC la ve: para los teléfonos de la sala use --host con la dirección "
            "de este PC en la red{lan}.",
            "Only this PC sees it: for the room's phones use --host with this PC's address "
            "on the network{lan}.",
        ),
        "cli.serve.cannot_listen": (
            "No se puede escuchar en {host}:{port}: {reason}. Elija otro puerto con --port "
            "o la dirección de este PC con --host.",
            "Cannot listen on {host}:{port}: {reason}. Choose another port with --port or "
            "this PC's address with --host.",
        ),
        "cli.serve.in_use": ("el puerto ya está en uso", "the port is already in use"),
        "cli.serve.not_here": (
            "esa dirección no es de este PC",
            "that address is not this PC's",
        ),
        "cli.serve.no_permission": (
            "sin permiso (los puertos bajo 1024 son del sistema)",
            "not permitted (ports below 1024 are the system's)",
        ),
        "cli.serve.stopped": ("Página de la sala detenida.", "The room's page stopped."),
        "cli.serve.no_key": (
            "Falta la llave del registro en la carpeta de llaves de este PC ({key_file}): la "
            "página no puede comprobar los QR de los tickets de asiento y los rechaza; los "
            "jugadores buscan su asiento con el número de entrada y los últimos 4 dígitos del "
            "documento. Copie la llave desde su respaldo y vuelva a iniciar.",
            "The record's key is missing from this PC's key folder ({key_file}): the page "
            "cannot check the seat tickets' QR codes and refuses them; players look up their "
            "seat with their entry number and the last 4 digits of their document. Copy the "
            "key from its backup and start again.",
        ),
    }
)


def _host(text: str) -> str:
    try:
        return str(ipaddress.ip_address(text.strip().strip("[]")))
    except ValueError:
        raise argparse.ArgumentTypeError(t("cli.serve.bad_host", host=text)) from None


def _port(text: str) -> int:
    if text.strip().isdigit() and 1 <= int(text) <= 65535:
        return int(text)
    raise argparse.ArgumentTypeError(t("cli.serve.bad_port", port=text))


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Add `serve` with cli.py's `command(name, help_key)` helper (--db, --data-dir, --lang
    come with it)."""
    serve = command("serve", "cli.help.serve")
    serve.add_argument(
        "--host", type=_host, default=DEFAULT_HOST, metavar="ADDRESS", help=t("cli.help.host")
    )
    serve.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        metavar="N",
        help=t("cli.help.port", port=DEFAULT_PORT),
    )


def serve(args: argparse.Namespace, data_dir: Path, _language: str | None) -> int:
    """Serve the page until interrupted; the record is opened read-only (checked to be ours
    before the port is taken: a missing file is refused, never created)."""
    from tournament_director.cli import _existing_db, _Opened
    from tournament_director.web import server

    db_path = _existing_db(args, data_dir)
    with _Opened(db_path, data_dir, read_only=True) as services:
        # a file that is not a record of ours, or damaged, is refused here in words; the
        # record's key, found in this PC's key folder as the console finds it, seals the
        # seat tickets' codes (domain/seat_codes.py): without it the page cannot check them
        no_key = services.db.key is None
        key_file = services.db.expected_key_path or data_dir
    if no_key:  # said before the page listens, so a director sees it at once
        print(t("cli.serve.no_key", key_file=key_file), file=sys.stderr, flush=True)
    station = Station.load(data_dir)

    def ready(address: str) -> None:
        print(t("cli.serve.listening", address=address), flush=True)
        if ipaddress.ip_address(args.host).is_loopback:
            lan = server.lan_address()
            print(t("cli.serve.local_only", lan=f" (--host {lan})" if lan else ""), flush=True)

    try:
        server.serve(server.read_only_services(db_path, station), args.host, args.port, ready)
    except OSError as exc:
        reason = {
            errno.EADDRINUSE: t("cli.serve.in_use"),
            errno.EADDRNOTAVAIL: t("cli.serve.not_here"),
            errno.EACCES: t("cli.serve.no_permission"),
        }.get(exc.errno, exc.strerror or str(exc))
        print(
            t("cli.serve.cannot_listen", host=args.host, port=args.port, reason=reason),
            file=sys.stderr,
        )
        return EXIT_REFUSED
    print(t("cli.serve.stopped"))
    return EXIT_OK


COMMANDS = {"serve": serve}
