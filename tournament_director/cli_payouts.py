"""The `payouts` and `icm` subcommands: payout tables and ICM equities from the command line.

Both are calculators: they read no database and write nothing (the log file aside). Amounts
are typed as the room writes them in the chosen currency (`--currency`, CLP by default):
"1.500.000" or "1500000" pesos. Wrong or missing arguments print the usage and exit 2;
a refusal of the figures (a pool too small for the min cash) prints the reason and exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament_director.domain import payouts as payouts_domain
from tournament_director.domain.errors import Refused
from tournament_director.domain.money import (
    DEFAULT_CURRENCY,
    currency,
    format_amount,
    format_decimal,
)
from tournament_director.domain.money import parse_amount as _parse_amount
from tournament_director.i18n import t
from tournament_director.paths import resources_dir

EXIT_OK = 0
EXIT_BAD_ARGUMENTS = 2

DEFAULT_PAID_SHARE = "15"
DEFAULT_MIN_CASH_MULTIPLE = "1.5"
STANDARD_TABLE = "standard"

Handler = Callable[[argparse.Namespace, Path, str | None], int]


class _BadArgument(Exception):
    """An argument that only the command can judge: answered with the usage and exit 2."""


_parsers: dict[str, argparse.ArgumentParser] = {}


# --- argument types --------------------------------------------------------------------------


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(t("cli.bad_number", value=text))
    return value


def _decimal(text: str) -> Fraction:
    """A number such as 1.5 or 1,5 (a percentage or a multiple), exactly."""
    try:
        value = Fraction(text.strip().replace(",", "."))
    except (ValueError, ZeroDivisionError):
        raise argparse.ArgumentTypeError(t("cli.payouts.bad_decimal", value=text)) from None
    if value < 0:
        raise argparse.ArgumentTypeError(t("cli.payouts.bad_decimal", value=text))
    return value


def _list(text: str) -> list[str]:
    items = [item.strip() for item in text.split(",")]
    if not items or any(not item for item in items):
        raise argparse.ArgumentTypeError(t("cli.icm.bad_list", value=text))
    return items


def _currency(text: str) -> str:
    try:
        return currency(text).code
    except Refused as refusal:
        raise argparse.ArgumentTypeError(refusal.message) from None


# --- the parsers ------------------------------------------------------------------------------


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    """Add `payouts` and `icm` with cli.py's `command(name, help_key)` helper."""
    pay = command("payouts", "cli.help.payouts")
    pay.add_argument("--entries", type=_positive, metavar="N", help=t("cli.help.entries"))
    pay.add_argument("--buy-in", metavar="AMOUNT", help=t("cli.help.buy_in"))
    pay.add_argument("--fee", metavar="AMOUNT", help=t("cli.help.fee"))
    pay.add_argument("--pool", metavar="AMOUNT", help=t("cli.help.pool"))
    paid = pay.add_mutually_exclusive_group()
    paid.add_argument("--places", type=_positive, metavar="N", help=t("cli.help.places"))
    paid.add_argument(
        "--paid-share",
        type=_decimal,
        metavar="PERCENT",
        help=t("cli.help.paid_share", default=DEFAULT_PAID_SHARE),
    )
    pay.add_argument(
        "--places-rounding",
        choices=[r.value for r in payouts_domain.PlacesRounding],
        default=payouts_domain.DEFAULT_PLACES_ROUNDING.value,
        help=t("cli.help.places_rounding"),
    )
    floor = pay.add_mutually_exclusive_group()
    floor.add_argument("--min-cash", metavar="AMOUNT", help=t("cli.help.min_cash"))
    floor.add_argument(
        "--min-cash-multiple",
        type=_decimal,
        metavar="X",
        help=t("cli.help.min_cash_multiple", default=DEFAULT_MIN_CASH_MULTIPLE),
    )
    pay.add_argument("--unit", metavar="AMOUNT", help=t("cli.help.unit"))
    pay.add_argument(
        "--table", metavar="FILE", help=t("cli.help.payout_table", standard=STANDARD_TABLE)
    )
    _common(pay)
    _parsers["payouts"] = pay

    icm_parser = command("icm", "cli.help.icm")
    icm_parser.add_argument(
        "--stacks", type=_list, required=True, metavar="N,N,...", help=t("cli.help.stacks")
    )
    icm_parser.add_argument(
        "--prizes", type=_list, required=True, metavar="AMOUNT,...", help=t("cli.help.prizes")
    )
    icm_parser.add_argument("--unit", metavar="AMOUNT", help=t("cli.help.deal_unit"))
    _common(icm_parser)
    _parsers["icm"] = icm_parser


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--currency",
        type=_currency,
        default=DEFAULT_CURRENCY,
        metavar="CODE",
        help=t("cli.help.currency", default=DEFAULT_CURRENCY),
    )
    parser.add_argument("--json", action="store_true", help=t("cli.help.json"))


def _usage_error(name: str, message: str) -> int:
    """What argparse does for a wrong argument, without leaving the program."""
    parser = _parsers[name]
    parser.print_usage(sys.stderr)
    print(f"{parser.prog}: error: {message}", file=sys.stderr)
    return EXIT_BAD_ARGUMENTS


def _amount(text: str | None, code: str, option: str, *, positive: bool = False) -> int | None:
    if text is None:
        return None
    try:
        value = _parse_amount(text, code)
    except Refused:
        raise _BadArgument(t("cli.payouts.bad_amount", option=option, value=text)) from None
    if positive and value < 1:
        raise _BadArgument(t("cli.payouts.bad_amount", option=option, value=text))
    return value


def _number_text(value: float, decimals: int = 2) -> str:
    """A number the way the room reads it: 1.234,56 in Spanish, 1,234.56 in English."""
    return format_decimal(value, decimals)


# --- payouts ---------------------------------------------------------------------------------


def _payouts(args: argparse.Namespace, _data_dir: Path, _language: str | None) -> int:
    try:
        return _payouts_checked(args)
    except _BadArgument as bad:
        return _usage_error("payouts", str(bad))


def _load_table(path_text: str) -> payouts_domain.PayoutTable:
    """A saved table (JSON file), or the shipped standard one from resources/payouts."""
    if path_text == STANDARD_TABLE:
        path = resources_dir() / "payouts" / "standard.json"
    else:
        path = Path(path_text)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        error = getattr(exc, "strerror", None) or exc
        raise Refused("payouts.table.unreadable", path=str(path), error=error) from None
    return payouts_domain.table_from_json(text)


def _payouts_checked(args: argparse.Namespace) -> int:
    code = args.currency
    buy_in = _amount(args.buy_in, code, "--buy-in")
    fee = _amount(args.fee, code, "--fee") or 0
    pool = _amount(args.pool, code, "--pool")
    min_cash = _amount(args.min_cash, code, "--min-cash")
    unit = _amount(args.unit, code, "--unit", positive=True) or 1
    entries: int | None = args.entries
    if pool is None:
        if entries is None or buy_in is None:
            raise _BadArgument(t("cli.payouts.need_pool"))
        pool = entries * buy_in
    table_name = None
    if args.table is not None:
        if entries is None:
            raise _BadArgument(t("cli.payouts.table_needs_entries"))
        if args.places or args.paid_share is not None or args.min_cash or args.min_cash_multiple:
            raise _BadArgument(t("cli.payouts.table_alone"))
        table = _load_table(args.table)
        table_name = payouts_domain.table_label(table.name)
        payout = table.payout(pool, entries, unit)
    else:
        if args.places is not None:
            places = args.places
            if entries is not None and places > entries:
                raise Refused("payouts.places_over_entries", places=places, entries=entries)
        elif entries is not None:
            share = args.paid_share if args.paid_share is not None else Fraction(15)
            places = payouts_domain.places_for(entries, share / 100, args.places_rounding)
        else:
            raise _BadArgument(t("cli.payouts.need_places"))
        if min_cash is None:
            multiple = (
                args.min_cash_multiple
                if args.min_cash_multiple is not None
                else Fraction(DEFAULT_MIN_CASH_MULTIPLE)
            )
            if buy_in is not None:
                min_cash = payouts_domain.min_cash_for(buy_in + fee, multiple)
            elif entries is not None:
                min_cash = payouts_domain.min_cash_for(pool // entries, multiple)
            else:
                raise _BadArgument(t("cli.payouts.need_min_cash"))
        payout = payouts_domain.generate(pool, places, min_cash, unit)
    if args.json:
        data: dict[str, Any] = {
            "currency": code,
            "entries": entries,
            "buy_in": buy_in,
            "fee": fee,
            "fees": fee * entries if entries else 0,
            "method": "table" if table_name else "generator",
            "table": table_name,
            "min_cash": None if table_name else min_cash,
            **payout.to_dict(),
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return EXIT_OK
    _print_payout(payout, code, entries, buy_in, fee, table_name, min_cash)
    return EXIT_OK


def _print_payout(
    payout: payouts_domain.Payout,
    code: str,
    entries: int | None,
    buy_in: int | None,
    fee: int,
    table_name: str | None,
    min_cash: int | None,
) -> None:
    money = lambda amount: format_amount(amount, code)  # noqa: E731
    if entries is not None and buy_in is not None and payout.pool == entries * buy_in:
        print(
            t(
                "cli.payouts.pool_from_entries",
                pool=money(payout.pool),
                entries=entries,
                buy_in=money(buy_in),
            )
        )
    else:
        print(t("cli.payouts.pool", pool=money(payout.pool)))
    if fee and entries:
        print(t("cli.payouts.fees", fees=money(fee * entries)))
    if table_name:
        print(t("cli.payouts.from_table", name=table_name, places=payout.places))
    else:
        print(
            t(
                "cli.payouts.generated",
                places=payout.places,
                min_cash=money(min_cash or 0),
                unit=money(payout.unit),
            )
        )
    print(f"{t('cli.payouts.place'):<12} {t('cli.payouts.prize'):>16} {'%':>8}")
    for first, last, amount in payout.runs():
        label = str(first) if first == last else f"{first}-{last}"
        share = _number_text(amount * 100 / payout.pool) if payout.pool else "-"
        each = f" {t('cli.payouts.each')}" if last > first else ""
        print(f"{label:<12} {money(amount):>16} {share:>8}{each}")
    print(f"{t('cli.payouts.total'):<12} {money(sum(payout.prizes)):>16}")


# --- icm -------------------------------------------------------------------------------------


def _icm(args: argparse.Namespace, _data_dir: Path, _language: str | None) -> int:
    try:
        return _icm_checked(args)
    except _BadArgument as bad:
        return _usage_error("icm", str(bad))


def _icm_checked(args: argparse.Namespace) -> int:
    from tournament_director.domain.deals import icm_deal  # icm's own: not for payouts
    from tournament_director.domain.icm import icm

    code = args.currency
    stacks: list[int] = []
    for item in args.stacks:
        digits = item.replace(".", "").replace("_", "")
        if not digits.isdigit() or not digits.isascii() or int(digits) < 1:
            raise _BadArgument(t("cli.icm.bad_stack", value=item))
        stacks.append(int(digits))
    prizes = [_amount(item, code, "--prizes") or 0 for item in args.prizes]
    if len(prizes) > len(stacks):
        raise _BadArgument(t("cli.icm.too_many_prizes", prizes=len(prizes), players=len(stacks)))
    unit = _amount(args.unit, code, "--unit", positive=True) or 1
    equities = icm(stacks, prizes)
    deal = icm_deal(stacks, prizes, unit=unit)
    chips = sum(stacks)
    if args.json:
        data = {
            "currency": code,
            "method": equities.method,
            "error": equities.error,
            "prizes": prizes,
            "unit": unit,
            "players": [
                {"player": i, "stack": s, "chips_share": s / chips, "equity": e, "deal": d}
                for i, (s, e, d) in enumerate(
                    zip(stacks, equities.values, deal.amounts, strict=True), start=1
                )
            ],
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return EXIT_OK
    scale = 10 ** currency(code).decimals
    print(
        f"{t('cli.icm.player'):<8} {t('cli.icm.stack'):>14} {'%':>7} "
        f"{t('cli.icm.equity'):>16} {t('cli.icm.deal'):>16}"
    )
    for i, (s, e, d) in enumerate(zip(stacks, equities.values, deal.amounts, strict=True), 1):
        print(
            f"{i:<8} {_number_text(s, 0):>14} {_number_text(s * 100 / chips):>7} "
            f"{_number_text(e / scale):>16} {format_amount(d, code):>16}"
        )
    print(
        f"{t('cli.payouts.total'):<8} {_number_text(chips, 0):>14} {'':>7} "
        f"{_number_text(sum(equities.values) / scale):>16} "
        f"{format_amount(sum(deal.amounts), code):>16}"
    )
    if equities.method == "exact":
        print(t("cli.icm.exact"))
    else:
        print(t("cli.icm.quadrature", error=f"{equities.error / scale:.2g}"))
    return EXIT_OK


COMMANDS: dict[str, Handler] = {"payouts": _payouts, "icm": _icm}
