"""Set-up shared by the registration tests: a small structure, a buy-in, tables, a shift."""

from dataclasses import replace
from datetime import timedelta

from tournament_director.domain.structure import (
    AddOnPolicy,
    Break,
    RebuyPolicy,
    ReEntryPolicy,
)
from tournament_director.domain.structure_io import import_json
from tournament_director.paths import resources_dir

PRICE = 100_000  # CLP: 80,000 to the prize pool, 15,000 fee, 5,000 staff fee
START, REDUCED = 30_000, 20_000


def small_structure(**changes):
    base = import_json((resources_dir() / "structures" / "regular-20.json").read_text("utf-8"))
    structure = replace(
        base,
        table_size=6,
        starting_stack=START,
        reduced_stack=REDUCED,
        late_registration_until_level=2,
        re_entry=ReEntryPolicy(allowed=True, max_per_player=1),
        rebuy=RebuyPolicy(allowed=True, until_level=2, chips=START, price=50_000),
        add_on=AddOnPolicy(allowed=True, at_break=2, chips=40_000, price=50_000),
        breaks=(Break(after_level=2, minutes=10), *base.breaks[1:]),
    )
    return replace(structure, **changes)


def ready(services, director, tid, tables=1, structure=None):
    services.clock.set_structure(director, tid, structure or small_structure())
    services.registration.set_buy_in(director, tid, 80_000, 15_000, 5_000, rebuy_fee=5_000)
    services.registration.set_tables(director, tid, tables)
    return tid


def person(services, actor, n, born="1990-04-01", **kw):
    return services.players.create(
        actor,
        kw.get("name", f"Jugador Número {n}"),
        kw.get("document_type", "DNI"),
        kw.get("document", str(30_000_000 + n)),
        kw.get("nationality", "Argentina"),
        born,
    ).player_id


def minutes(services, n):
    services.now.moment += timedelta(minutes=n)
