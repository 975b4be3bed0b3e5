"""The rehearsal (services/rehearsal.py): whole tournaments played through the services on a
simulated clock. Deterministic for a seed; the milestones in order; more players and longer
levels take longer; every run's record verifies, reconciles and holds its chips; the
throw-away folders are removed; requests that cannot be rehearsed are refused in words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tournament_director.domain.errors import Refused
from tournament_director.domain.structure import ReEntryPolicy
from tournament_director.services import rehearsal
from tournament_director.services.rehearsal import (
    MILESTONES,
    PlayModel,
    Request,
    check_request,
    play_once,
    rehearse,
)
from tournament_director.services.structures import shipped_templates


def template(word: str):
    return next(t.structure for t in shipped_templates() if word in t.name)


REGULAR = template("Regular")  # 20-minute levels, late registration to level 8, re-entries
TURBO = template("recompras")  # Turbo 10: rebuys, no re-entry
FREEZEOUT = replace(
    REGULAR, name="Freezeout", late_registration_until_level=None, re_entry=ReEntryPolicy()
)


def median_end(result: rehearsal.Rehearsal) -> float:
    end = next(m for m in result.milestones if m.name == "end")
    assert end.runs == len(result.results)
    return end.elapsed_s.median


def test_the_same_seed_plays_the_same_tournaments_and_another_seed_others(tmp_path) -> None:
    request = Request(REGULAR, 24, late=3, re_entries=2, runs=2, seed=5)
    first = rehearse(request, work_dir=tmp_path).to_dict()
    again = rehearse(request, work_dir=tmp_path).to_dict()
    other = rehearse(replace(request, seed=6), work_dir=tmp_path).to_dict()
    assert first == again
    assert first["results"] != other["results"]
    # Two runs of one rehearsal are two different tournaments (seeds 5 and 6).
    assert first["results"][0]["curve"] != first["results"][1]["curve"]
    assert first["results"][1] == other["results"][0]


def test_a_rehearsal_plays_every_part_and_each_record_checks_out(tmp_path) -> None:
    """120 players, 10 late entries, 8 re-entries: the milestones in order (the money
    before the final table: more places are paid than a table seats), every late entry and
    re-entry bought, colour-ups raced, and each run's record verified, reconciled with the
    cashier and holding exactly the winner's chips; the throw-away folder removed."""
    result = rehearse(
        Request(REGULAR, 120, late=10, re_entries=8, runs=2, seed=3), work_dir=tmp_path
    )
    assert [m.name for m in result.milestones] == list(MILESTONES)
    assert result.problems == []
    for run in result.results:
        assert run.entries == 138 and run.late_entries == 10 and run.re_entries == 8
        assert run.places_paid > 10
        assert run.chip_races > 0 and run.hands > run.all_ins > 0
        assert run.events > run.entries  # verify walked the whole record
        moments = [run.milestones[name].elapsed_s for name in MILESTONES]
        levels = [run.milestones[name].level for name in MILESTONES]
        assert moments == sorted(moments) and levels == sorted(levels)
        assert moments[0] == REGULAR.periods()[9].start_s  # the end of level 8 (a break after)
        assert run.curve[0] == (0.0, 120) and run.curve[-1][1] == 1
        assert run.chips_in_play > 0
    for summary in result.milestones:
        assert summary.runs == 2
        assert summary.elapsed_s.p10 <= summary.elapsed_s.median <= summary.elapsed_s.p90
    assert list(tmp_path.iterdir()) == []


def test_more_players_take_longer(tmp_path) -> None:
    small = rehearse(Request(REGULAR, 20, runs=2, seed=1), work_dir=tmp_path)
    large = rehearse(Request(REGULAR, 200, runs=2, seed=1), work_dir=tmp_path)
    assert median_end(large) > median_end(small)


def test_longer_levels_take_longer(tmp_path) -> None:
    slow = replace(
        REGULAR, name="Regular 40", levels=tuple(replace(lv, minutes=40) for lv in REGULAR.levels)
    )
    quick = rehearse(Request(REGULAR, 40, runs=2, seed=2), work_dir=tmp_path)
    deep = rehearse(Request(slow, 40, runs=2, seed=2), work_dir=tmp_path)
    assert median_end(deep) > median_end(quick)
    assert quick.problems == [] and deep.problems == []


def test_a_structure_without_late_registration_fixes_its_pool_at_the_start(tmp_path) -> None:
    result = rehearse(Request(FREEZEOUT, 30, runs=1, seed=4), work_dir=tmp_path)
    assert result.problems == []
    late = next(m for m in result.milestones if m.name == "late_registration")
    assert late.runs == 0 and late.elapsed_s is None
    assert "money" in result.results[0].milestones


def test_a_run_whose_chips_do_not_add_up_says_so(tmp_path, monkeypatch) -> None:
    """The chips check is live: a stack changed behind the record's back is reported."""
    original = rehearsal.TournamentRun._pay_and_check

    def tamper(self) -> None:
        winner = next(iter(self.stacks))
        self.stacks[winner] += 100
        original(self)

    monkeypatch.setattr(rehearsal.TournamentRun, "_pay_and_check", tamper)
    result = play_once(Request(REGULAR, 12, seed=1), PlayModel(), 1, work_dir=tmp_path)
    assert any("100" in problem or "chips" in problem.lower() for problem in result.problems)
    assert len(result.problems) == 1


def test_the_all_in_share_grows_as_stacks_shorten() -> None:
    model = PlayModel()
    shares = [model.all_in_share(bb) for bb in (200, 50, 20, 10, 5, 1)]
    assert shares == sorted(shares)
    assert shares[0] == pytest.approx(model.all_in_deep, abs=0.005)
    assert shares[-1] == pytest.approx(model.all_in_short, abs=0.01)
    assert model.hand_speed(9, 9) == 1.0 and model.hand_speed(3, 9) > 1.4


@pytest.mark.parametrize(
    ("request_", "key"),
    [
        (Request(REGULAR, 1), "rehearsal.players_range"),
        (Request(REGULAR, 10_001), "rehearsal.players_range"),
        (Request(REGULAR, True), "rehearsal.players_range"),
        (Request(REGULAR, 50, late=-1), "rehearsal.late_negative"),
        (Request(REGULAR, 50, re_entries=-2), "rehearsal.re_entries_negative"),
        (Request(REGULAR, 9_000, late=1_000, re_entries=1), "rehearsal.entries_range"),
        (Request(TURBO, 50, re_entries=1), "rehearsal.no_re_entry"),
        (Request(FREEZEOUT, 50, late=1), "rehearsal.no_late_registration"),
        (Request(REGULAR, 10, re_entries=21), "rehearsal.re_entries_limit"),
        (Request(REGULAR, 50, runs=0), "rehearsal.runs_range"),
        (Request(REGULAR, 50, runs=101), "rehearsal.runs_range"),
        (Request(REGULAR, 50, seed=-1), "rehearsal.seed_range"),
    ],
)
def test_requests_that_cannot_be_rehearsed_are_refused(request_, key, tmp_path) -> None:
    with pytest.raises(Refused) as refused:
        check_request(request_)
    assert refused.value.key == key
    assert refused.value.message  # said in words
    with pytest.raises(Refused):
        rehearse(request_, work_dir=tmp_path)
    assert list(tmp_path.iterdir()) == []  # nothing played, nothing written


def test_a_broken_structure_is_refused_by_the_structure_check() -> None:
    with pytest.raises(Refused):
        check_request(Request(replace(REGULAR, levels=()), 50))


def test_a_structure_that_runs_out_of_levels_is_said(tmp_path) -> None:
    """Ten levels for 40 players: play goes on at level 10 once it ends, and the summary
    says the structure ran out (add levels), with the moment."""
    from tournament_director.printing.rehearsal_report import summary_lines

    short = replace(
        REGULAR,
        name="Corta",
        levels=REGULAR.levels[:10],
        breaks=tuple(b for b in REGULAR.breaks if b.after_level < 10),
    )
    result = rehearse(Request(short, 40, runs=1, seed=1), work_dir=tmp_path)
    run = result.results[0]
    assert result.problems == []
    assert run.ran_out_s == short.periods()[-1].end_s
    assert run.milestones["end"].level == 10 and run.milestones["end"].elapsed_s > run.ran_out_s
    lines = summary_lines(result, "en")
    assert any(
        line.startswith("In 1 of 1 tournaments the structure ran out: level 10") for line in lines
    )
    regular = rehearse(Request(REGULAR, 40, runs=1, seed=1), work_dir=tmp_path)
    assert regular.results[0].ran_out_s is None
    assert not any("ran out" in line for line in summary_lines(regular, "en"))


def test_late_entries_arriving_in_the_last_minutes_of_late_registration_all_buy_in(
    tmp_path,
) -> None:
    """Seed 1 of this field has a late entry arriving in the last round of hands before late
    registration ends: it buys in as the round starts, while the record still sells (not at
    the close, which the record refuses)."""
    result = rehearse(Request(REGULAR, 300, late=30, re_entries=20, seed=1), work_dir=tmp_path)
    run = result.results[0]
    assert result.problems == []
    assert run.late_entries == 30 and run.re_entries == 20 and run.entries == 350
