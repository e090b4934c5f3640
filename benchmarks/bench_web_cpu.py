"""The game server's CPU time per move, measured in one process (no sockets, no other load).

Run: ``PYTHONPATH=src python benchmarks/bench_web_cpu.py`` (``--games 3 --profile``).

Each game is a table of ``brass serve``'s hub (:class:`brass_rules.web.tables.Hub` on an
in-memory store) with two seats, as ``bench_web.py`` plays them: a person seat connected and
played by this script (a random move of its position's ``moves``) and a random bot seat, whose
thinking runs inline here so that one clock (``process_time``) sees all the server's work. A
move's cost is everything the server does for it: reading and checking the message, applying
the move, committing it, the bot's decision, and drawing and encoding each frame sent (the
table's first position included).

``--frames FILE`` writes a digest of every frame each connection received, over tables that
also have the second seat and a spectator connected and that ask a few steps' ``choices``: two
builds that write the same file send the same frames.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import hashlib
import json
import pstats
import random
import sys
import time
from typing import Any

from brass_rules.web.store import Store
from brass_rules.web.tables import Connection, Hub

GAMES = (
    {"game": "brass_birmingham", "players": 2, "options": {}},
    {"game": "le_havre", "players": 2, "options": {"short": True}},
)


_HARNESS = 0.0  # CPU seconds of this script's own clients (not the server's)


async def _inline(func: Any, /, *args: Any, **kwargs: Any) -> Any:
    return func(*args, **kwargs)


async def _settle() -> None:
    for _ in range(30):
        await asyncio.sleep(0)


async def play(hub: Hub, body: dict[str, Any], seed: int, frames: bool) -> tuple[int, list[str]]:
    """One game; the moves applied and the frames received (``"seat: text"``)."""
    rng = random.Random(seed)
    live, _ = hub.create(body)
    received: list[str] = []
    latest: dict[int | None, dict[str, Any]] = {}
    seats: list[int | None] = [0, 1, None] if frames else [0]
    conns = {}
    for seat in seats:
        async def send(text: str, seat: int | None = seat) -> None:
            global _HARNESS
            start = time.process_time()
            if frames:  # the table's id is random: written as TABLE
                received.append(f"{seat}: {text.replace(live.id, 'TABLE')}")
            message = json.loads(text) if frames or '"position"' in text[:20] else {}
            if message.get("type") == "position":
                latest[seat] = message
            _HARNESS += time.process_time() - start
        conn = Connection(seat, send, live)
        conn.start()
        hub.join(live, conn)
        conns[seat] = conn
    await _settle()
    while True:
        message = latest[0]
        if message["over"]:
            break
        mover = message["to_move"]
        if mover not in conns:  # the bot's
            await _settle()
            continue
        frame = latest[mover]
        number = frame["number"]
        if frames and rng.random() < 0.3:
            prefix: list[str] = []
            for _ in range(3):
                await hub.handle(live, conns[mover], json.dumps(
                    {"type": "choices", "number": number, "prefix": prefix}))
                await _settle()
                answer = json.loads(received[-1].split(": ", 1)[1])
                options = answer.get("options") or []
                if not options:
                    break
                prefix.append(rng.choice(options)["key"])
        move = rng.choice(frame["moves"])["move"]
        await hub.handle(live, conns[mover], json.dumps(
            {"type": "move", "number": number, "move": move}))
        await _settle()
    for conn in conns.values():
        conn.stop()
    # each connection's frames in order (the order between connections varies)
    received.sort(key=lambda line: line.split(":", 1)[0])
    return live.session.number, received


async def run(games: int, frames: bool, seed: int) -> tuple[dict[str, list[float]], list[str]]:
    """Play *games* games of each game; per game name its moves and server CPU seconds."""
    global _HARNESS
    hub = Hub(Store(":memory:"))
    totals: dict[str, list[float]] = {body["game"]: [0, 0.0] for body in GAMES}  # type: ignore
    received: list[str] = []
    for i in range(games):
        for body in GAMES:
            seats: list[dict[str, str]] = [{"kind": "person"}, {"kind": "person"}] if frames \
                and i % 2 == 0 else [{"kind": "person"}, {"kind": "bot", "agent": "random"}]
            table = {**body, "seats": seats, "seed": seed * 1000 + i}
            _HARNESS = 0.0
            start = time.process_time()
            n, got = await play(hub, table, seed * 7 + i, frames)
            total = totals[str(body["game"])]
            total[0] += n
            total[1] += time.process_time() - start - _HARNESS
            received.extend(got)
    return totals, received


def _import_everything() -> None:
    """Import the modules a game at the server uses, outside the clock (no cache is filled)."""
    import importlib
    import pkgutil

    import brass_rules

    for info in pkgutil.walk_packages(brass_rules.__path__, "brass_rules."):
        if ".rl" in info.name or "openspiel" in info.name or "native" in info.name:
            continue
        try:
            importlib.import_module(info.name)
        except Exception:  # an optional dependency missing: not the server's
            pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games of each game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true", help="print a cProfile summary")
    parser.add_argument("--game", help="play only this game")
    parser.add_argument("--sort", default="cumulative", help="the profile's order")
    parser.add_argument("--frames", help="write the frames' digests to this file")
    args = parser.parse_args()
    _import_everything()
    asyncio.to_thread = _inline  # type: ignore[assignment]  # the bots think in this thread
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    global GAMES
    GAMES = tuple(body for body in GAMES if args.game in (None, body["game"]))
    totals, received = asyncio.run(run(args.games, bool(args.frames), args.seed))
    if profiler:
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats(args.sort).print_stats(45)
    if args.frames:
        with open(args.frames, "w") as out:
            for line in received:
                out.write(hashlib.sha256(line.encode()).hexdigest() + " " + line[:100] + "\n")
        print(f"{len(received)} frames written to {args.frames}")
    for name, (moves, cpu) in totals.items():
        print(f"{name}: {moves:.0f} moves, {cpu:.2f} s CPU: "
              f"{cpu / max(moves, 1) * 1000:.2f} ms per move")
    moves = sum(t[0] for t in totals.values())
    cpu = sum(t[1] for t in totals.values())
    print(f"all: {moves:.0f} moves, {cpu:.2f} s CPU: {cpu / max(moves, 1) * 1000:.2f} ms per move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
