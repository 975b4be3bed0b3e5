"""Set-up shared by the prize payment and results tests: a field closed and played down."""

from datetime import timedelta

from seating_helpers import seated_room

from tournament_director.domain import payout_state as ps


def closed_field(services, director, cashier, tid, players=8, tables=2, places=3):
    """``players`` entries bought in cash by the cashier (whose shift stays open), the clock
    started and late registration over (the pool fixed), ``places`` places paid by the
    generator. Returns the entry ids."""
    entries = seated_room(services, director, cashier, tid, players, tables)
    services.seating.draw_button(director, tid)
    services.payouts.choose_structure(
        director, tid, ps.structure_from_parts(ps.GENERATOR, places=places, unit=1_000)
    )
    services.clock.start(director, tid)
    services.now.moment += timedelta(hours=3)
    services.clock.close_late_registration_if_due(tid)
    assert services.tournaments.state(tid).payouts.fixed
    return entries


def play_down(services, floor, tid, entries):
    """Each of ``entries`` out in a hand of its own, in order (the first out is last)."""
    for entry_id in entries:
        services.registration.eliminate(floor, tid, entry_id)
