"""The web page's limits per client: a token bucket per address (rule "web.rate": a
client may send ``burst`` requests at once and ``rate`` a second after that; beyond, 429).

The seat look-up has a bucket of its own, much smaller (a code or a document's last
digits must not be guessed by trying them all), and a client may hold only so many live
clock streams at once.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

#: Addresses remembered at most; the least recently seen is forgotten first (a full bucket
#: is the same as a forgotten one, and an attacker's many addresses cannot fill memory).
MAX_CLIENTS = 10_000


@dataclass(frozen=True)
class Limits:
    """The house's limits (defaults generous for a phone, tight for a script)."""

    #: Requests of any kind: a page and its parts are 4 requests.
    burst: int = 120
    rate: float = 10.0
    #: Seat look-ups: a few in a row, then one every 6 seconds (10 a minute).
    lookup_burst: int = 5
    lookup_rate: float = 1 / 6
    #: Live clock streams (server-sent events) open at once from one address.
    streams: int = 40
    #: The largest request line and header field, and the largest body taken (a look-up
    #: form is a few dozen bytes).
    max_line: int = 4096
    max_field: int = 4096
    max_body: int = 4096


class TokenBuckets:
    """One bucket per address: ``take(address)`` True while it has a token."""

    def __init__(
        self, burst: int, rate: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.burst = burst
        self.rate = rate
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, address: str) -> bool:
        """Rule "web.rate": spend one token of the address's bucket, refilled at ``rate``
        a second up to ``burst``; False (and nothing spent) when it is empty."""
        now = self._clock()
        tokens, at = self._buckets.pop(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.rate)
        allowed = tokens >= 1.0
        if allowed:
            tokens -= 1.0
        self._buckets[address] = (tokens, now)
        while len(self._buckets) > MAX_CLIENTS:
            self._buckets.popitem(last=False)
        return allowed

    def retry_after(self, address: str) -> int:
        """Whole seconds until the address has a token again."""
        tokens, _at = self._buckets.get(address, (float(self.burst), 0.0))
        return max(1, int(-(-(1.0 - tokens) // self.rate)))
