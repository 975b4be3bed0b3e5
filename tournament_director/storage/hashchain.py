"""The hash chain that makes the event log tamper-evident.

Each event's hash covers the previous event's hash and every stored field of its own, so
changing, removing or reordering any event breaks the chain from that event on.
"""

from __future__ import annotations

import hashlib
import json

GENESIS_HASH = "0" * 64


def canonical_json(value: object) -> str:
    """One text per value: sorted keys, no spaces, Unicode kept as is."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def event_hash(
    *,
    stream_id: int,
    seq: int,
    command_seq: int,
    recorded_at: str,
    operator_id: int | None,
    operator_name: str,
    type: str,
    payload: str,
    schema_version: int,
    prev_hash: str,
) -> str:
    """SHA-256 over the canonical form of the event's stored fields and the previous hash."""
    content = canonical_json(
        [
            stream_id,
            seq,
            command_seq,
            recorded_at,
            operator_id,
            operator_name,
            type,
            payload,
            schema_version,
            prev_hash,
        ]
    )
    return hashlib.sha256(content.encode("utf-8")).hexdigest()
