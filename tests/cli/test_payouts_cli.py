"""`payouts` and `icm`: tables and equities printed, JSON, usage and exit 2 on bad arguments."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.conftest import Run
from tournament_director.domain.payouts import PayoutTable, table_to_json


def test_payouts_generated_from_entries(run: Run) -> None:
    result = run(
        "payouts", "--entries", "180", "--buy-in", "10.000", "--fee", "1.000", "--unit", "1.000"
    )
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    # English groups digits with commas, money and counts alike (Spanish: $ 1.800.000).
    assert lines[0] == "Prize pool: $ 1,800,000 (180 entries × $ 10,000)"
    assert lines[1] == "House fees (kept apart from the pool): $ 180,000"
    assert lines[2] == "27 places paid · minimum cash $ 16,500 · rounded to $ 1,000"
    assert lines[-1].split() == ["Total", "$", "1,800,000"]
    assert lines[4].split()[0] == "1"


def test_paid_share_rounds_places_up_unless_told_otherwise(run: Run) -> None:
    """15 % of 9,735 entries is 1,460.25: the published payouts pay 1,461."""
    args = ("payouts", "--entries", "9735", "--buy-in", "10000", "--paid-share", "15", "--json")
    result = run(*args)
    assert result.code == 0, result.err
    assert json.loads(result.out)["places"] == 1_461
    half_up = run(*args, "--places-rounding", "half_up")
    assert half_up.code == 0, half_up.err
    assert json.loads(half_up.out)["places"] == 1_460
    assert run(*args, "--places-rounding", "sideways").code == 2


def test_payouts_json_adds_up_and_is_reproducible(run: Run) -> None:
    args = (
        "payouts",
        "--pool",
        "5.000.000",
        "--places",
        "12",
        "--min-cash",
        "100.000",
        "--unit",
        "5.000",
        "--json",
    )
    first = run(*args)
    assert first.code == 0, first.err
    data = json.loads(first.out)
    assert sum(data["prizes"]) == 5_000_000 == data["pool"]
    assert data["places"] == 12 and min(data["prizes"]) >= 100_000
    assert data["prizes"] == sorted(data["prizes"], reverse=True)
    assert run(*args).out == first.out


def test_payouts_spanish(run: Run) -> None:
    result = run(
        "payouts", "--pool", "1.000.000", "--places", "3", "--min-cash", "150.000", lang="es"
    )
    assert result.code == 0
    assert "Pozo de premios: $ 1.000.000" in result.out
    assert "Lugar" in result.out and "59,98" in result.out


def test_payouts_from_the_shipped_and_a_saved_table(run: Run, tmp_path: Path) -> None:
    shipped = run(
        "payouts", "--entries", "10", "--buy-in", "10000", "--table", "standard", "--json"
    )
    assert shipped.code == 0, shipped.err
    assert json.loads(shipped.out)["prizes"] == [49_410, 29_160, 21_430]
    table = PayoutTable.from_dict(
        {
            "format": "tournament-director.payout-table",
            "version": 1,
            "name": "Casa",
            "bands": [{"entries": [2, 50], "places": [[1, 1, 6000], [2, 2, 4000]]}],
        }
    )
    path = tmp_path / "casa.json"
    path.write_text(table_to_json(table), encoding="utf-8")
    saved = run("payouts", "--entries", "20", "--buy-in", "5000", "--table", path)
    assert saved.code == 0, saved.err
    assert "Table 'Casa': 2 places paid" in saved.out
    assert "$ 60,000" in saved.out and "$ 40,000" in saved.out


def test_payouts_refusals_in_words(run: Run, tmp_path: Path) -> None:
    too_high = run("payouts", "--pool", "100.000", "--places", "10", "--min-cash", "15.000")
    assert too_high.code == 2
    assert "pay at most 6 places" in too_high.err and "usage" not in too_high.err
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "otra cosa"}', encoding="utf-8")
    not_table = run("payouts", "--entries", "10", "--buy-in", "1000", "--table", bad)
    assert not_table.code == 2 and "not a Tournament Director payout table" in not_table.err
    missing = run("payouts", "--entries", "10", "--buy-in", "1000", "--table", tmp_path / "no")
    assert missing.code == 2 and "Could not read payout table" in missing.err
    assert "Traceback" not in too_high.err + not_table.err + missing.err


@pytest.mark.parametrize(
    "args",
    [
        ("payouts",),
        ("payouts", "--pool", "abc", "--places", "3", "--min-cash", "1"),
        ("payouts", "--entries", "0", "--buy-in", "10"),
        ("payouts", "--pool", "1000", "--min-cash", "10"),
        ("payouts", "--pool", "1000", "--places", "3"),
        ("payouts", "--entries", "10", "--buy-in", "10", "--places", "2", "--paid-share", "20"),
        ("payouts", "--entries", "10", "--buy-in", "10", "--table", "standard", "--places", "2"),
        ("payouts", "--entries", "10", "--buy-in", "10", "--unit", "0"),
        ("payouts", "--entries", "10", "--buy-in", "10", "--currency", "XXX"),
        ("icm", "--stacks", "100,200"),
        ("icm", "--stacks", "100,,200", "--prizes", "1"),
        ("icm", "--stacks", "100,0", "--prizes", "1"),
        ("icm", "--stacks", "100,200", "--prizes", "3,2,1"),
        ("icm", "--stacks", "100,200", "--prizes", "x"),
    ],
)
def test_bad_arguments_show_usage_and_exit_2(run: Run, args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.code == 2, (args, result.out, result.err)
    assert "usage: tournament-director" in result.err
    assert "Traceback" not in result.err
    assert result.out == ""


def test_icm_prints_equities_and_deal(run: Run) -> None:
    result = run("icm", "--stacks", "5000,3000,2000", "--prizes", "50,30,20")
    assert result.code == 0, result.err
    rows = [line.split() for line in result.out.splitlines()[1:4]]
    assert [row[3] for row in rows] == ["38.39", "32.75", "28.86"]
    assert [" ".join(row[4:6]) for row in rows] == ["$ 38", "$ 33", "$ 29"]
    assert "computed exactly" in result.out


def test_icm_json_and_large_field(run: Run) -> None:
    stacks = ",".join(str(1000 + 37 * k) for k in range(27))
    prizes = ",".join(str(1000 * (30 - k)) for k in range(27))
    result = run("icm", "--stacks", stacks, "--prizes", prizes, "--unit", "1000", "--json")
    assert result.code == 0, result.err
    data = json.loads(result.out)
    assert data["method"] == "quadrature" and data["error"] < 1e-3
    total = sum(1000 * (30 - k) for k in range(27))
    assert sum(p["deal"] for p in data["players"]) == total
    assert abs(sum(p["equity"] for p in data["players"]) - total) < 1e-3
    equities = [p["equity"] for p in data["players"]]
    assert equities == sorted(equities)  # stacks rise, so equities rise
