"""Load on ``brass serve``: many tables at once over WebSockets on loopback.

Run: ``python benchmarks/bench_web.py`` (``--tables 200 --seconds 60 --think 1.0``).

The server runs as its own process (``python -m brass_rules serve --db :memory: --port 0
--bot-delay 0``), as a user starts it. Each table has two seats: a person seat played by a
client of this script, which picks a random move from its position's ``moves`` and sends it
after *think* seconds, and a server-side bot seat (the random agent). Tables alternate between
Brass: Birmingham and the short Le Havre game; a finished game is replaced by a new table, so
*tables* games are always in play.

Figures: moves applied per second (the clients' and the bots'), the round trip of a client's
move (from sending it to receiving the position it produced: validation, storage, the
broadcast with the seat's observation and picture) as median, 95th and 99th percentile, the
errors (any ``error`` message or dropped socket), and the server's memory per table (its
resident set size with every table loaded, less the size before any table, divided by the
tables), and the server's CPU time per move applied, which does not depend on what else the
machine runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
GAMES = (
    {"game": "brass_birmingham", "players": 2, "options": {}},
    {"game": "le_havre", "players": 2, "options": {"short": True}},
)


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process *pid* has used, in seconds (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    """The resident set size of process *pid*, in KiB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Load:
    def __init__(self, base: str, think: float, deadline: float, seed: int) -> None:
        self.base = base
        self.think = think
        self.deadline = deadline
        self.rng = random.Random(seed)
        self.trips: list[float] = []
        self.moves = 0
        self.games = 0
        self.errors: list[str] = []
        self.http = httpx.AsyncClient(timeout=30)
        self.compression: str | None = "deflate"

    async def new_table(self, index: int) -> dict[str, object]:
        body = dict(GAMES[index % len(GAMES)])
        body["seats"] = [{"kind": "person"}, {"kind": "bot", "agent": "random"}]
        body["seed"] = self.rng.randrange(2**31)
        answer = await self.http.post(f"{self.base}api/tables", json=body)
        answer.raise_for_status()
        return answer.json()  # type: ignore[no-any-return]

    async def table(self, index: int, ready: asyncio.Event, started: list[int]) -> None:
        rng = random.Random(index)
        table = await self.new_table(index)
        started.append(index)
        if len(started) == self.wanted:
            ready.set()
        await ready.wait()
        while time.monotonic() < self.deadline:
            try:
                await self.play(table, rng)
            except Exception as exc:  # counted, then a fresh table
                self.errors.append(f"{type(exc).__name__}: {exc}"[:200])
            if time.monotonic() < self.deadline:
                table = await self.new_table(index)

    async def play(self, table: dict[str, object], rng: random.Random) -> None:
        ws_base = self.base.replace("http://", "ws://")
        token = table["seats"][0]["token"]  # type: ignore[index]
        url = f"{ws_base}ws/tables/{table['table']}?token={token}"
        async with connect(url, max_size=None, compression=self.compression) as ws:
            sent_at: float | None = None
            sent_number = -1
            last = -1
            while time.monotonic() < self.deadline:
                try:
                    text = await asyncio.wait_for(ws.recv(), self.deadline - time.monotonic())
                except TimeoutError:
                    return
                message = json.loads(text)
                if message["type"] == "error":
                    self.errors.append(f"{message['code']}: {message['message']}"[:200])
                    sent_at = None
                    continue
                if message["type"] != "position":
                    continue
                number = message["number"]
                if last >= 0:
                    self.moves += number - last
                last = number
                if sent_at is not None and number > sent_number:
                    self.trips.append(time.monotonic() - sent_at)
                    sent_at = None
                if message["over"]:
                    self.games += 1
                    return
                if message["to_move"] == 0 and sent_at is None:
                    if self.think:
                        await asyncio.sleep(rng.uniform(0.5, 1.5) * self.think)
                    move = rng.choice(message["moves"])["move"]
                    sent_at, sent_number = time.monotonic(), number
                    await ws.send(json.dumps({"type": "move", "number": number, "move": move}))

    async def run(self, tables: int) -> None:
        self.wanted = tables
        ready = asyncio.Event()
        started: list[int] = []
        await asyncio.gather(*(self.table(i, ready, started) for i in range(tables)))
        await self.http.aclose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0,
                        help="a client's mean thinking time before its move, in seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-compression", action="store_true",
                        help="clients refuse permessage-deflate (browsers always offer it)")
    args = parser.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    server = subprocess.Popen(
        [sys.executable, "-m", "brass_rules", "serve", "--db", ":memory:", "--port", "0",
         "--bot-delay", "0"],
        stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        base = line[line.index("http://"):].split()[0]
        httpx.get(f"{base}api/games").raise_for_status()
        before = rss_kib(server.pid)
        cpu_before = cpu_seconds(server.pid)
        start = time.monotonic()
        load = Load(base, args.think, start + args.seconds + 30, args.seed)
        load.compression = None if args.no_compression else "deflate"
        load.deadline = time.monotonic() + args.seconds
        asyncio.run(load.run(args.tables))
        elapsed = time.monotonic() - start
        after = rss_kib(server.pid)
        cpu = cpu_seconds(server.pid) - cpu_before
    finally:
        server.kill()
        server.wait()
    trips = sorted(load.trips)

    def pct(p: float) -> float:
        return trips[min(len(trips) - 1, int(p * len(trips)))] * 1000 if trips else float("nan")

    print(f"tables at once: {args.tables}; think {args.think:.1f} s; {elapsed:.0f} s; "
          f"compression {'off' if args.no_compression else 'on'}")
    print(f"moves applied: {load.moves} ({load.moves / elapsed:.0f}/s); games finished: "
          f"{load.games}")
    print(f"round trip of a client's move: median {statistics.median(trips) * 1000:.1f} ms, "
          f"p95 {pct(0.95):.1f} ms, p99 {pct(0.99):.1f} ms ({len(trips)} moves)"
          if trips else "no round trip measured")
    print(f"server CPU: {cpu:.1f} s, {cpu / max(load.moves, 1) * 1000:.1f} ms per move "
          f"(with the tables' first positions); load average at the end "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"errors: {len(load.errors)}" + (f" (first: {load.errors[0]})" if load.errors else ""))
    print(f"server memory: {before / 1024:.0f} MiB before, {after / 1024:.0f} MiB after: "
          f"{(after - before) / max(args.tables, 1):.0f} KiB per table")
    return 1 if load.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
