"""Penalties from the rule text (ADTP 68; Casino Club "Penalidades"): the hands to serve, the
escalation ladder and its proposal, choosing otherwise with a reason, the house's offences and
ladder checked in words.

ADTP 68-B: "Las sanciones de órbitas perdidas serán evaluadas de la siguiente forma: El
infractor perderá una mano para cada jugador, incluido el agresor, que está en la mesa cuando
la infracción ocurrió, multiplicada por el número de rondas que se perderán. La organización
podrá juzgar la penalización de una mano, 1, 2, 3 o 4 rondas o descalificación. Las
infracciones repetidas estarán sujetas a sanciones cada vez mayores."
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament_director import i18n
from tournament_director.domain import penalties as p
from tournament_director.domain.errors import Refused
from tournament_director.domain.penalties import Step

W, DQ = Step(p.WARNING), Step(p.DISQUALIFICATION)


def orbits(n: int) -> Step:
    return Step(p.ORBITS, n)


def hands(n: int) -> Step:
    return Step(p.HANDS, n)


@pytest.fixture(autouse=True)
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("es")


# --- the hands to serve (ADTP 68-B) -----------------------------------------------------------


def test_nine_players_and_two_orbits_are_eighteen_hands():
    assert p.hands_to_serve(orbits(2), 9) == 18


@pytest.mark.parametrize(
    ("step", "players", "expected"),
    [
        (orbits(1), 9, 9),
        (orbits(4), 10, 40),
        (orbits(3), 6, 18),
        (orbits(1), 2, 2),  # heads-up: the offender and one more
        (hands(1), 9, 1),  # "la penalización de una mano"
        (hands(7), None, 7),
        (W, 9, 0),
        (DQ, 9, 0),
    ],
)
def test_the_hands_to_serve(step, players, expected):
    assert p.hands_to_serve(step, players) == expected


def test_orbits_need_the_players_at_the_table():
    with pytest.raises(Refused) as refused:
        p.hands_to_serve(orbits(1), None)
    assert refused.value.key == "penalty.players_needed"


@given(st.integers(1, 10), st.integers(1, p.ORBITS_MAX))
def test_an_orbit_is_one_hand_for_each_player_times_the_orbits(players, n):
    assert p.hands_to_serve(orbits(n), players) == players * n
    assert p.hands_to_serve(orbits(n), players) == n * p.hands_to_serve(orbits(1), players)


# --- steps ------------------------------------------------------------------------------------


def test_one_to_four_orbits_and_no_number_for_a_warning_or_a_disqualification():
    assert p.check_step("orbits", 4) == orbits(4)
    assert p.check_step(" Hands ", 1) == hands(1)
    assert p.check_step("warning") == W
    assert p.check_step("disqualification", 0) == DQ
    for kind, count, key in [
        ("orbits", 5, "penalty.bad_count.orbits"),
        ("orbits", 0, "penalty.bad_count.orbits"),
        ("orbits", True, "penalty.bad_count.orbits"),
        ("hands", p.HANDS_MAX + 1, "penalty.bad_count.hands"),
        ("hands", None, "penalty.count_needed.hands"),
        ("warning", 1, "penalty.count_not_used"),
        ("fine", 1, "penalty.bad_kind"),
        (None, 1, "penalty.bad_kind"),
    ]:
        with pytest.raises(Refused) as refused:
            p.check_step(kind, count)
        assert refused.value.key == key
        assert refused.value.message


def test_steps_in_words_agree_with_their_number():
    assert orbits(1).words("es") == "pérdida de 1 órbita"
    assert orbits(2).words("es") == "pérdida de 2 órbitas"
    assert hands(1).words("en") == "1 missed hand"
    assert orbits(3).words("en") == "3 missed orbits"
    assert W.words("es") == "advertencia verbal"
    assert DQ.words("en") == "disqualification"


def test_severity_follows_adtp_68_b_lightest_first():
    ordered = [W, hands(1), hands(40), orbits(1), orbits(4), DQ]
    assert sorted(reversed(ordered), key=Step.severity) == ordered


# --- the ladder and the proposal ----------------------------------------------------------------


def test_the_default_ladder_is_warning_then_one_two_three_orbits_then_disqualification():
    assert (W, orbits(1), orbits(2), orbits(3), DQ) == p.DEFAULT_LADDER


def test_repeats_climb_the_ladder_step_by_step():
    record: list[Step] = []
    proposed = []
    for _ in range(7):
        proposal = p.propose(record, p.DEFAULT_LADDER)
        proposed.append(proposal.step)
        record.append(proposal.step)
    assert proposed == [W, orbits(1), orbits(2), orbits(3), DQ, DQ, DQ]


def test_the_proposal_says_why():
    first = p.propose([], p.DEFAULT_LADDER)
    assert first.why == (
        "Primera infracción del jugador en este evento: la escala de la casa empieza con "
        "advertencia verbal."
    )
    third = p.propose([W, orbits(1)], p.DEFAULT_LADDER, language="en")
    assert third.why == (
        "The player's offence no. 3 in this event; the heaviest so far, 1 missed orbit: the "
        "house's ladder goes on to 2 missed orbits (ADTP 68-B)."
    )
    top = p.propose([orbits(3)], [W, orbits(3)])
    assert "termina en pérdida de 3 órbitas" in top.why


def test_the_step_after_the_heaviest_penalty_so_far():
    """The floor chose 2 orbits for a first offence: the next proposal is 3 orbits, not the
    second step of the ladder."""
    assert p.propose([orbits(2)], p.DEFAULT_LADDER).step == orbits(3)
    assert p.propose([orbits(2), W], p.DEFAULT_LADDER).step == orbits(3)
    # Missed hands are lighter than any orbit: after 5 hands, one orbit.
    assert p.propose([hands(5)], p.DEFAULT_LADDER).step == orbits(1)
    # A ladder that starts above what he had: its first step.
    assert p.propose([W], [orbits(1), orbits(2)]).step == orbits(1)


def test_an_offence_carries_at_least_the_penalty_its_rule_prescribes():
    """Casino Club: avoiding the blinds when moved costs a hand for each player at the table."""
    blinds = next(o for o in p.DEFAULT_OFFENCES if o.key == "avoiding_blinds")
    proposal = p.propose([], p.DEFAULT_LADDER, blinds)
    assert proposal.step == orbits(1) and proposal.ladder_step == 0
    assert "lleva al menos pérdida de 1 órbita" in proposal.why
    assert p.propose([W, orbits(1)], p.DEFAULT_LADDER, blinds).step == orbits(2)


@given(st.lists(st.sampled_from([W, hands(3), orbits(1), orbits(2), orbits(3), orbits(4)])))
def test_the_proposal_is_never_lighter_than_the_heaviest_so_far_and_always_on_the_ladder(record):
    proposal = p.propose(record, p.DEFAULT_LADDER)
    assert proposal.step in p.DEFAULT_LADDER
    if record:
        heaviest = max(record, key=Step.severity)
        assert proposal.step.severity() > heaviest.severity() or proposal.step == DQ


# --- the house's ladder and offences, checked in words ----------------------------------------


def test_a_ladder_never_steps_down_and_ends_at_a_disqualification_if_any():
    assert p.check_ladder([("warning",), ("warning",), ("orbits", 1)]) == (W, W, orbits(1))
    for steps, key in [
        ([], "penalty.ladder.empty"),
        ([("orbits", 2), ("orbits", 1)], "penalty.ladder.lighter"),
        ([("orbits", 1), ("hands", 9)], "penalty.ladder.lighter"),
        ([("disqualification",), ("orbits", 1)], "penalty.ladder.after_disqualification"),
        ([("warning",)] * (p.LADDER_MAX + 1), "penalty.ladder.too_long"),
        ([("orbits", 9)], "penalty.bad_count.orbits"),
    ]:
        with pytest.raises(Refused) as refused:
            p.check_ladder(steps)
        assert refused.value.key == key
    with pytest.raises(Refused) as refused:
        p.check_ladder([("orbits", 2), ("orbits", 1)])
    assert refused.value.message == (
        "El paso 2 (pérdida de 1 órbita) es más leve que el paso 1 (pérdida de 2 órbitas): las "
        "infracciones repetidas reciben penalidades cada vez mayores (ADTP 68-B)."
    )


def test_the_shipped_offences_each_name_their_rule():
    keys = [o.key for o in p.DEFAULT_OFFENCES]
    assert keys == [
        "exposed_card",
        "soft_play",
        "abuse",
        "avoiding_blinds",
        "out_of_turn",
        "device_hand_for_hand",
        "no_chip_slip",
        "other",
    ]
    assert all(o.rule for o in p.DEFAULT_OFFENCES)
    assert p.check_offences(p.DEFAULT_OFFENCES) == p.DEFAULT_OFFENCES
    other = p.DEFAULT_OFFENCES[-1]
    assert other.needs_details and other.label("en") == "Other offence"
    device = p.DEFAULT_OFFENCES[5]
    assert device.label("es") == "Dispositivo electrónico en la mesa durante mano por mano"
    assert "Manos Simultáneas" in device.rule


MINE = {"key": "own", "name": "Propia", "rule": "ADTP 75"}
MANY = [{"key": f"o{n}", "name": "P", "rule": "R"} for n in range(41)]


@pytest.mark.parametrize(
    ("offences", "key"),
    [
        ([], "penalty.offences.empty"),
        ([{**MINE, "key": "Bad Key"}], "penalty.offences.bad_key"),
        ([MINE, MINE], "penalty.offences.duplicate"),
        ([{**MINE, "name": ""}], "penalty.offences.name_needed"),
        ([{**MINE, "rule": " "}], "penalty.offences.rule_needed"),
        ([{**MINE, "minimum": {"kind": "x"}}], "penalty.bad_kind"),
        ([{**MINE, "needs_details": "yes"}], "penalty.offences.bad_entry"),
        (["abuse"], "penalty.offences.bad_entry"),
        (MANY, "penalty.offences.too_many"),
        ([{**MINE, "name": "a\u202eb"}], "text.bad_character"),
    ],
)
def test_a_bad_offence_list_is_refused_in_words(offences, key):
    with pytest.raises(Refused) as refused:
        p.check_offences(offences)
    assert refused.value.key == key
    assert refused.value.message


def test_the_house_renames_a_shipped_offence_and_adds_its_own():
    listed = p.check_offences(
        [
            {"key": "abuse", "name": "Insultos", "rule": "ADTP 75"},
            {"key": "slow_roll", "name": "Slow roll", "rule": "ADTP 75",
             "minimum": {"kind": "hands", "count": 3}},
        ]
    )  # fmt: skip
    assert [o.label("en") for o in listed] == ["Insultos", "Slow roll"]
    assert listed[1].minimum == hands(3)
    settings = p.PenaltySettings(listed)
    with pytest.raises(Refused) as refused:
        settings.offence("soft_play")
    assert refused.value.message == (
        "La infracción «soft_play» no está en la lista de la casa; elija una de: abuse, slow_roll."
    )


# --- giving it --------------------------------------------------------------------------------


def plan(step: Step, proposal: Step, offence: p.Offence | None = None) -> p.PenaltyPlan:
    offence = offence or p.DEFAULT_OFFENCES[2]
    return p.PenaltyPlan(
        12, 3, 40, "Ana Pérez", offence, 4, 7, 9, (),
        p.Proposal(proposal.kind, proposal.count, "por la escala"), step,
        p.hands_to_serve(step, 9),
    )  # fmt: skip


def test_choosing_otherwise_needs_a_reason():
    with pytest.raises(Refused) as refused:
        p.decide_penalty(plan(orbits(2), W))
    assert refused.value.message == (
        "La propuesta es advertencia verbal: para aplicar pérdida de 2 órbitas indique el "
        "motivo; queda en el registro."
    )
    given = p.decide_penalty(plan(orbits(2), W), "Reincidente de otro evento")
    assert (given.kind, given.count, given.hands, given.players) == ("orbits", 2, 18, 9)
    assert (given.proposed_kind, given.proposed_count) == ("warning", 0)
    assert given.reason == "Reincidente de otro evento"
    assert p.decide_penalty(plan(W, W)).reason == ""


def test_other_needs_what_happened():
    other = p.DEFAULT_OFFENCES[-1]
    with pytest.raises(Refused) as refused:
        p.decide_penalty(plan(W, W, other))
    assert refused.value.key == "penalty.details_needed"
    given = p.decide_penalty(plan(W, W, other), details="Se negó a mostrar su documento")
    assert given.offence == "other" and given.details.startswith("Se negó")


def test_the_answer_in_words():
    given = p.decide_penalty(plan(orbits(2), W), "Motivo")
    penalty = p.Penalty(1, 1, "ab" * 20, "2026-11-25T19:00:00+00:00", "Floor Luis",
                        **{f: getattr(given, f) for f in given.__dataclass_fields__},
                        hands_left=18)  # fmt: skip
    assert p.penalty_words(penalty, "es") == (
        "Ana Pérez: pérdida de 2 órbitas por «Abuso o comportamiento abusivo» (ADTP 68-A, 75); "
        "18 manos por cumplir."
    )
    assert p.penalty_words(penalty, "en") == (
        "Ana Pérez: 2 missed orbits for “Abuse or abusive behaviour” (ADTP 68-A, 75); 18 hands "
        "to serve."
    )
    assert p.status_words(penalty, "es") == "cumpliendo: quedan 18 de 18 manos"
    assert p.status_words(penalty, "en") == "serving: 18 of 18 hands left"
