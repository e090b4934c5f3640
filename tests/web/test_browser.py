"""The page in a real browser (Chromium through chromedriver, headless): whole games played by
clicks only, a reload that reclaims its seat, a spectator who sees the moves live with no hand,
and an illegal move that shows its rule ID and sentence."""

from __future__ import annotations

import random
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("selenium", reason="selenium is not installed (the [dev] extra)")
uvicorn = pytest.importorskip("uvicorn", reason="the [web] extra is not installed")

import httpx  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import TimeoutException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

import brass_rules as br  # noqa: E402
from brass_rules.web import create_app  # noqa: E402

#: Longest wait for the page to answer one click, in seconds.
WAIT = 20
#: What a test reads of the page (``window.brassTable``, see docs/web.rst).
VIEW = (
    "const view = () => { const t = window.brassTable; if (!t || !t.position) return null;"
    " const p = t.position; return {number: p.number, seat: p.seat, to_move: p.to_move,"
    " over: p.over, moves: p.moves.length, ready: t.ready, options: t.options.length,"
    " leaves: t.options.map(o => Boolean(o.move)),"
    " hands: p.observation.players.map(x => x.hand === undefined ? null : x.hand),"
    " scores: p.scores || null}; };"
)


def _binary(*names: str) -> str:
    for name in names:
        found = shutil.which(name) or (f"/usr/bin/{name}" if Path(f"/usr/bin/{name}").exists()
                                       else None)
        if found:
            return found
    raise AssertionError(f"{names[0]} is missing: .ci/run installs Debian's chromium and "
                         "chromium-driver")


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """A server on a free loopback port, in a thread of this process."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    config = uvicorn.Config(create_app(":memory:"), host="127.0.0.1", port=port,
                            log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join(timeout=10)


class Page:
    """One browser profile (its own user-data directory) on one page of the server."""

    def __init__(self) -> None:
        options = webdriver.ChromeOptions()
        options.binary_location = _binary("chromium", "chromium-browser")
        self.profile = tempfile.TemporaryDirectory(prefix="brass-web-profile-")
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--disable-dev-shm-usage", "--window-size=1300,900",
                     f"--user-data-dir={self.profile.name}"):
            options.add_argument(flag)
        self.driver = webdriver.Chrome(service=Service(_binary("chromedriver")), options=options)
        self.driver.set_script_timeout(WAIT)

    def close(self) -> None:
        self.driver.quit()
        self.profile.cleanup()

    def open(self, url: str) -> None:
        self.driver.get(url)

    def view(self) -> dict[str, Any]:
        """What the page shows: its last position, and whether the step's options are shown."""
        return self.driver.execute_script(VIEW + "return view();")  # type: ignore[no-any-return]

    def wait(self, condition: str, what: str) -> dict[str, Any]:
        """The page's view once the JavaScript *condition* on it (``v``) holds: one WebDriver
        command, the page polling itself."""
        script = VIEW + (
            "const done = arguments[arguments.length - 1];"
            "const poll = () => { const v = view();"
            f" if (v !== null && ({condition})) done(v); else setTimeout(poll, 5); }};"
            "poll();"
        )
        try:
            return self.driver.execute_async_script(script)  # type: ignore[no-any-return]
        except TimeoutException:
            raise AssertionError(f"the page did not show {what}: {self.view()}") from None

    def text(self, css: str) -> str:
        return str(self.driver.find_element(By.CSS_SELECTOR, css).text)

    def click(self, css: str) -> None:
        self.driver.find_element(By.CSS_SELECTOR, css).click()


@pytest.fixture
def pages() -> Iterator[Opener]:
    opened = Opener()
    yield opened
    for page in opened:
        page.close()


class Opener(list[Page]):
    """The pages a test opened (closed after it)."""

    def new(self) -> Page:
        page = Page()
        self.append(page)
        return page


def _table(base: str, game: str, seats: list[dict[str, str]], seed: int,
           **options: Any) -> dict[str, Any]:
    body = {"game": game, "players": len(seats), "seats": seats, "seed": seed,
            "options": options}
    answer = httpx.post(f"{base}api/tables", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def _seat_url(base: str, table: dict[str, Any], seat: int) -> str:
    return f"{base}table/{table['table']}#seat={seat}&token={table['seats'][seat]['token']}"


def _click_a_move(page: Page, rng: random.Random) -> None:
    """Click through the steps of one decision, picking options at random, to a move."""
    while True:
        view = page.wait("v.ready && v.options > 0", "the step's options")
        number = view["number"]
        index = rng.randrange(view["options"])
        choice = page.driver.find_element(By.CSS_SELECTOR,
                                          f"#options button:nth-child({index + 1})")
        leaf = view["leaves"][index]
        choice.click()
        if leaf:
            page.wait(f"v.number > {number}", "the move played")
            return


def _play_by_clicks(players: dict[int, Page], rng: random.Random,
                    watch: Any = None) -> dict[str, Any]:
    """Each page clicks its seat's decisions until the game is over; returns the last view."""
    pages = list(players.values())
    while True:
        view = pages[0].view()
        if view is not None and view["over"]:
            return view
        mover = view["to_move"] if view is not None else None
        page = players.get(mover, pages[0])
        view = page.wait("v.over || (v.to_move === v.seat && v.ready && v.options > 0)",
                         "the seat's turn")
        if view["over"]:
            return view
        if watch is not None:
            watch(view)
        _click_a_move(page, rng)


def test_two_profiles_play_brass_birmingham_by_clicks_and_a_reload_keeps_the_seat(
        base_url: str, pages: Any) -> None:
    # the introductory game (the Canal Era only) keeps the test short; it is a whole game
    table = _table(base_url, "brass_birmingham", [{"kind": "person"}] * 2, seed=21,
                   variant="intro")
    first, second = pages.new(), pages.new()
    first.open(_seat_url(base_url, table, 0))
    second.open(_seat_url(base_url, table, 1))
    for seat, page in enumerate((first, second)):
        view = page.wait("v.ready", "the first position")
        assert view["seat"] == seat
        assert view["hands"][seat] and view["hands"][1 - seat] in (None, [])
    rng = random.Random(21)
    reloaded = False

    def reload_once(now: dict[str, Any]) -> None:
        nonlocal reloaded
        if reloaded or now["number"] < 10:
            return
        view = first.wait(f"v.number === {now['number']} && v.ready", "the table's position")
        reloaded = True
        first.driver.refresh()
        after = first.wait("v.ready", "the position after a reload")
        assert (after["seat"], after["number"], after["hands"]) == (0, view["number"],
                                                                     view["hands"])
        assert "you are P0" in first.text("#who")

    last = _play_by_clicks({0: first, 1: second}, rng, watch=reload_once)
    assert reloaded
    record = br.load_record(httpx.get(f"{base_url}api/tables/{table['table']}/record").json())
    assert record.final_state().is_over and len(record.moves) == last["number"]
    assert last["scores"] == list(br.scores(record.final_state()))
    first.wait("v.over", "the end")
    assert "Final scores" in first.text("#scores")
    link = first.driver.find_element(By.ID, "record").get_attribute("href")
    assert link and link.endswith(f"/api/tables/{table['table']}/record")


def test_a_person_beats_the_bot_at_le_havre_by_clicks_while_a_spectator_watches(
        base_url: str, pages: Any) -> None:
    table = _table(base_url, "le_havre", [{"kind": "person"}, {"kind": "bot", "agent": "random"}],
                   seed=6, short=True)
    player, watcher = pages.new(), pages.new()
    watcher.open(table["spectate"])
    player.open(_seat_url(base_url, table, 0))
    start = watcher.wait("v.ready", "the spectator's first position")
    assert start["seat"] is None and start["moves"] == 0
    assert all(hand in (None, []) for hand in start["hands"])
    assert "spectator" in watcher.text("#who")
    seen: list[int] = []
    watching = True

    def watch(now: dict[str, Any]) -> None:
        # the spectator follows the first 40 moves live, then leaves (a browser less to feed)
        nonlocal watching
        if not watching:
            return
        view = watcher.view()
        seen.append(view["number"])
        assert view["moves"] == 0 and all(h in (None, []) for h in view["hands"])
        if view["number"] >= 40:
            events = watcher.driver.find_elements(By.CSS_SELECTOR, "#events li.move")
            assert any(e.text.startswith("P1") for e in events)  # the bot's moves are there
            assert watcher.driver.find_element(By.ID, "decision").get_attribute("class") == \
                "panel hidden"
            watcher.close()
            pages.remove(watcher)
            watching = False

    last = _play_by_clicks({0: player}, random.Random(6), watch=watch)
    assert not watching and len(set(seen)) > 10  # the page followed the game as it went
    assert last["over"] and last["scores"] is not None
    record = br.load_record(httpx.get(f"{base_url}api/tables/{table['table']}/record").json())
    assert last["scores"] == list(br.get_game("le_havre").scores(record.final_state()))


def test_an_illegal_move_shows_its_rule_and_sentence(base_url: str, pages: Any) -> None:
    state = br.new_game(players=2, seed=1)
    mover = state.to_move
    hand = br.dump_observation(br.observe(state, mover))["players"][mover]["hand"]
    absent = sorted(set(br.components.deck(2)) - set(hand))[0]
    table = _table(base_url, "brass_birmingham", [{"kind": "person"}] * 2, seed=1)
    page = pages.new()
    page.open(_seat_url(base_url, table, mover))
    page.wait("v.ready", "the first position")
    page.driver.find_element(By.ID, "notation-text").send_keys(f"loan {absent}")
    page.click("#notation-play")
    deadline = time.monotonic() + WAIT
    while not page.text("#error"):
        assert time.monotonic() < deadline, "no error shown"
        time.sleep(0.01)
    assert page.text("#error") == f"R-GEN-TURN: You have no {absent} card in your hand."
    assert page.view()["number"] == 0


def test_a_move_is_made_with_the_keyboard_alone(base_url: str, pages: Any) -> None:
    from selenium.webdriver.common.keys import Keys

    table = _table(base_url, "le_havre", [{"kind": "person"}] * 2, seed=2, short=True)
    mover = br.get_game("le_havre").new_game(players=2, seed=2, short=True).to_move
    page = pages.new()
    page.open(_seat_url(base_url, table, mover))
    page.wait("v.ready && v.options > 0", "the first step's options")
    body = page.driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    for _ in range(200):  # Tab through the page to the first option of the step
        focused = page.driver.switch_to.active_element
        if focused.get_attribute("data-key") is not None:
            break
        focused.send_keys(Keys.TAB)
    else:
        raise AssertionError("Tab never reached an option")
    steps = 0
    while page.view()["number"] == 0:  # Enter on the focused option, step after step
        assert steps < 10
        page.driver.switch_to.active_element.send_keys(Keys.ENTER)
        steps += 1
        page.wait("v.ready || v.number > 0", "the next step")
    assert page.view()["number"] == 1


def test_the_lobby_sets_up_a_table_and_hands_out_its_links(base_url: str, pages: Any) -> None:
    from selenium.webdriver.support.ui import Select

    page = pages.new()
    page.open(base_url)
    driver = page.driver
    deadline = time.monotonic() + WAIT
    while not driver.find_elements(By.CSS_SELECTOR, "#game option"):
        assert time.monotonic() < deadline, "the lobby did not list the games"
        time.sleep(0.02)
    Select(driver.find_element(By.ID, "game")).select_by_value("le_havre")
    Select(driver.find_element(By.ID, "players")).select_by_value("2")
    short = driver.find_element(By.ID, "option-short")
    if not short.is_selected():
        short.click()
    Select(driver.find_element(By.ID, "seat-1")).select_by_value("mcts")
    page.click("#create")
    while not driver.find_elements(By.CSS_SELECTOR, "a.seat-link"):
        assert time.monotonic() < deadline, "no links after creating the table"
        time.sleep(0.02)
    seats = driver.find_elements(By.CSS_SELECTOR, "a.seat-link")
    assert [a.get_attribute("data-seat") for a in seats] == ["0"]  # the bot seat has no link
    spectate = driver.find_element(By.CSS_SELECTOR, "a.spectate-link").get_attribute("href")
    table = spectate.rsplit("/", 1)[1]
    facts = httpx.get(f"{base_url}api/tables/{table}").json()
    assert (facts["game"], facts["players"]) == ("le_havre", 2)
    assert [s["kind"] for s in facts["seats"]] == ["person", "bot"]
    seats[0].click()
    view = page.wait("v.seat === 0", "the table page of the seat's link")
    assert view["number"] >= 0 and "you are P0" in page.text("#who")
