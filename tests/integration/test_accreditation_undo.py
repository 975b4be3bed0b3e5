"""A mistaken accreditation is undone like any action: the qualifier's entry moved no money
(domain/money_corrections.py), so undo takes it back, and the slip may be presented again."""

import pytest
from stage_helpers import make_event, play_down, players, sell

from tournament_director.domain.errors import Refused


def test_undo_takes_an_accreditation_back_and_the_slip_is_good_again(services, director):
    event_id, (first, second) = make_event(services, director)
    people = players(services, director, 1, 12)
    sell(services, director, first, people[:6])
    sell(services, director, second, people[6:])
    slips = play_down(services, director, first, 3)
    play_down(services, director, second, 2)
    number = next(iter(slips.values()))
    qr, _printed = services.stages.slip_codes(first, number)
    document = services.stages.slip(first, number).document
    services.stages.accredit(director, event_id, qr, document)
    before = services.tournaments.state(event_id)
    assert len(before.stages.accredited) == 1 and before.book.totals.chips_in_play > 0

    services.tournaments.undo(director, event_id, "acreditado por error")

    after = services.tournaments.state(event_id)
    assert after.stages.accredited == {} and after.book.entries == {}
    assert after.book.totals.chips_in_play == 0
    assert services.stages.check(event_id, qr).slip.slip == number
    services.stages.accredit(director, event_id, qr, document)
    assert len(services.tournaments.state(event_id).stages.accredited) == 1


def test_a_paid_entry_is_still_never_undone(services, director):
    _event_id, (first, _second) = make_event(services, director)
    sell(services, director, first, players(services, director, 1, 1))
    with pytest.raises(Refused) as refused:
        services.tournaments.undo(director, first, "")
    assert refused.value.key.startswith("undo.money_purchase")
