"""Development sessions: ``nox -s tests``, ``nox -s lint``, ``nox -s docs`` ..."""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "lint", "typecheck", "docs"]
nox.options.reuse_existing_virtualenvs = True

PYTHON = "3.11"


def _install(session: nox.Session) -> None:
    session.install("-e", ".[dev]")


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Run the test suite with the quick Hypothesis profile ("ci")."""
    _install(session)
    session.run("python", "-m", "pytest", *session.posargs)


@nox.session(python=PYTHON)
def tests_long(session: nox.Session) -> None:
    """Run the test suite with many Hypothesis examples ("long")."""
    _install(session)
    session.run("python", "-m", "pytest", *session.posargs, env={"HYPOTHESIS_PROFILE": "long"})


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """Ruff over the package, the tests and the benchmarks."""
    _install(session)
    session.run("ruff", "check", "src", "tests", "benchmarks", "noxfile.py")


@nox.session(python=PYTHON)
def typecheck(session: nox.Session) -> None:
    """mypy --strict over the package."""
    _install(session)
    session.run("mypy", "--strict", "src/brass_rules")


@nox.session(python=PYTHON)
def docs(session: nox.Session) -> None:
    """Build the HTML docs (warnings are errors) and run every doctest in them."""
    _install(session)
    session.run("sphinx-build", "-W", "-b", "html", "docs", "docs/_build/html")
    session.run("sphinx-build", "-b", "doctest", "docs", "docs/_build/doctest")


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Every benchmark, with ratios to python-chess (``nox -s bench -- --quick``: a short run):
    Birmingham's (``bench.py``), then every other game's playouts and ISMCTS
    (``bench_games.py``)."""
    _install(session)
    session.run("python", "benchmarks/bench.py", *session.posargs)
    session.run("python", "benchmarks/bench_games.py", "--mcts", *session.posargs)


@nox.session(python=PYTHON)
def bench_compiled(session: nox.Session) -> None:
    """Every benchmark against the mypyc-compiled build (``-- --quick``: a short run).

    The compiled package is installed non-editable in this session's own environment, as in
    ``compiled``; the script runs from ``benchmarks/``, so it imports the installed package.
    """
    session.install(".[dev]", env={"BRASS_RULES_COMPILE": "1"})
    session.run("python", "-c", "import brass_rules as br, sys; sys.exit(not br.COMPILED)")
    session.run("python", "benchmarks/bench.py", *session.posargs)
    session.run("python", "benchmarks/bench_games.py", "--mcts", *session.posargs)


@nox.session(python=PYTHON)
def golden(session: nox.Session) -> None:
    """Every Le Havre behaviour digest: 200 seeded games per player count and length, and the
    search's decisions (the test suite checks a few; ``tests/golden/le_havre.py``)."""
    _install(session)
    session.run("python", "-m", "tests.golden.le_havre", "--check", *session.posargs)


@nox.session(python=PYTHON)
def soak(session: nox.Session) -> None:
    """10,000 random games of each game, every invariant checked after every move
    (``-- --games N``): Birmingham's soak (``soak.py``), then ``soak_games.py`` per game."""
    _install(session)
    session.run("python", "benchmarks/soak.py", *session.posargs)
    session.run("python", "benchmarks/soak_games.py", "--game", "le_havre", *session.posargs)


@nox.session(python=PYTHON)
def threads(session: nox.Session) -> None:
    """The long form of the thread stress tests (issue 33): every position of three random games
    of each game, 16 threads sharing them for three rounds with a 1 µs switch interval, results
    compared with one thread (CI runs a short form). ``nox -s threads --force-python 3.13t``
    runs them under a free-threaded CPython, where one is installed."""
    _install(session)
    session.run(
        "python",
        "-m",
        "pytest",
        "-s",
        "tests/hardening/test_threads_birmingham.py",
        "tests/hardening/test_threads_le_havre.py",
        *session.posargs,
        env={"BRASS_THREADS_LONG": "1"},
    )


@nox.session(python=PYTHON)
def rl_soak(session: nox.Session) -> None:
    """Le Havre's action space over every decision of many random games (CI plays five)."""
    _install(session)
    session.run("python", "-m", "tests.rl.le_havre_soak", *session.posargs)


@nox.session(python=PYTHON)
def strength(session: nox.Session) -> None:
    """Seeded 2-player matches of the built-in agents, seats alternating; prints the results.

    Birmingham's by default; ``nox -s strength -- --game le_havre`` plays Le Havre's (40 games,
    the default MCTSAgent), ``-- --game le_havre --selfplay 2,3,4`` each agent's self-play
    (see ``tests/agents/strength.py``)."""
    _install(session)
    session.run("python", "-m", "tests.agents.strength", *session.posargs)


@nox.session(python=PYTHON)
def compiled(session: nox.Session) -> None:
    """The mypyc-compiled build (a few minutes to compile) and the whole test suite against it.

    The package is installed non-editable with ``BRASS_RULES_COMPILE=1``; pytest runs without
    ``src`` on its path, so the tests import the installed compiled package, and
    ``BRASS_RULES_EXPECT_COMPILED=1`` makes ``tests/test_compiled.py`` check that they do.
    """
    session.install(".[dev]", env={"BRASS_RULES_COMPILE": "1"})
    session.run("python", "-c", "import brass_rules as br, sys; sys.exit(not br.COMPILED)")
    pytest = ("python", "-m", "pytest", "-o", "pythonpath=.")  # not src: the installed package
    session.run(*pytest, *session.posargs, env={"BRASS_RULES_EXPECT_COMPILED": "1"})


@nox.session(python=PYTHON)
def openspiel_strength(session: nox.Session) -> None:
    """OpenSpiel's ISMCTSBot (random rollouts) against GreedyAgent and MCTSAgent in both games,
    2 players, seats alternating, 10 games a match; prints the table of docs/openspiel.rst
    (``-- --games N --simulations S``; ``benchmarks/bench_openspiel.py`` without ``--strength``
    measures the interface's speed)."""
    _install(session)
    session.run("python", "benchmarks/bench_openspiel.py", "--strength", *session.posargs)
