"""Helpers shared by the benchmark scripts."""

from __future__ import annotations

import atexit
import math
import os
import platform
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable

# The records the benchmarks make get their keys, anchor journals and backups in a throw-away
# data folder, never in the user's own (unless TD_DATA_DIR says where).
if not os.environ.get("TD_DATA_DIR"):
    _DATA_DIR = tempfile.mkdtemp(prefix="td-bench-")
    os.environ["TD_DATA_DIR"] = _DATA_DIR
    atexit.register(shutil.rmtree, _DATA_DIR, True)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            cpu = next(
                line.split(":", 1)[1].strip() for line in info if line.startswith("model name")
            )
    except (OSError, StopIteration):
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def percentile(times: list[float], fraction: float) -> float:
    """The value under which ``fraction`` of the times fall (nearest rank)."""
    ordered = sorted(times)
    rank = min(max(math.ceil(fraction * len(ordered)), 1), len(ordered))
    return ordered[rank - 1]


def latencies(times: list[float]) -> str:
    """Max, p99 and median of a list of seconds, in milliseconds."""
    return (
        f"max {max(times) * 1000:.1f} ms, p99 {percentile(times, 0.99) * 1000:.1f} ms, "
        f"median {statistics.median(times) * 1000:.1f} ms"
    )


def summary(times: list[float]) -> str:
    return (
        f"min {min(times) * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms, "
        f"max {max(times) * 1000:.1f} ms"
    )
