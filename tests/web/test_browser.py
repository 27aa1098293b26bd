"""The browser client in real Chromium (Debian's package), driven by Playwright.

The app runs in a thread (uvicorn) on a free port with a temporary SQLite
database; the tests click the pages as a newcomer would: create a game in the
lobby, play it to the end, read a card from the log, undo a draw.  A failing
test leaves a screenshot in tests/web/screenshots/<test>.png.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

CHROMIUM = "/usr/bin/chromium"
SHOTS = Path(__file__).parent / "screenshots"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WAIT_MS = 15_000


def _require_chromium() -> None:
    if not (os.path.exists(CHROMIUM) and shutil.which(CHROMIUM)):
        if os.environ.get("INNO_REQUIRE_CHROMIUM") == "1":
            pytest.fail(f"{CHROMIUM} is missing (INNO_REQUIRE_CHROMIUM=1)")
        pytest.skip(f"{CHROMIUM} is missing")


@pytest.fixture(scope="module")
def base_url(live_server) -> str:
    """The app on a free port, over a fresh SQLite database (Chromium present)."""
    _require_chromium()
    return live_server.url


@pytest.fixture(scope="module")
def browser(base_url: str) -> Iterator:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser, request: pytest.FixtureRequest) -> Iterator:
    """A fresh page; its script errors fail the test; a screenshot if the test failed."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    failed_before = request.session.testsfailed
    yield pg
    if request.session.testsfailed > failed_before:
        SHOTS.mkdir(exist_ok=True)
        pg.screenshot(path=str(SHOTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert not errors, f"script errors on the page: {errors}"


def new_game(base_url: str, bot: str = "random") -> dict:
    """A game created over the API (the lobby test creates its own by clicking)."""
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": bot}]
    r = httpx.post(f"{base_url}/api/games", json={"seats": seats, "expansions": []})
    assert r.status_code == 201, r.text
    return r.json()


def settled(page) -> str:
    """Wait until it is our decision or the game is over; which of the two."""
    page.wait_for_selector(
        'body[data-busy="false"][data-state="mine"], body[data-state="over"]', timeout=WAIT_MS
    )
    return page.evaluate("document.body.dataset.state")


def answer_something(page, rng: random.Random) -> None:
    """Answer our pending decision by clicking the page's buttons; wait for the next view."""
    n = page.evaluate("document.body.dataset.n")
    options = page.locator("#decision button.option")
    count = options.count()
    assert count > 0, "our decision shows no choices"
    if page.evaluate("document.body.dataset.kind") == "choose_cards":
        hint = page.locator("#decision .hint").inner_text()
        low = int(hint.split()[1])
        for i in rng.sample(range(count), low):
            options.nth(i).click()
        page.locator("#decision #done").click()
    else:
        options.nth(rng.randrange(count)).click()
    page.wait_for_function(
        f"document.body.dataset.n !== {json.dumps(n)} || document.body.dataset.state === 'over'",
        timeout=WAIT_MS,
    )


def test_newcomer_creates_a_game_in_the_lobby_and_plays_it_to_the_end(base_url, page) -> None:
    page.goto(base_url + "/")
    page.wait_for_selector("#seats .seat")
    assert page.locator("#sets input[name=set]").count() == 4  # the four expansions
    page.select_option("select[name=kind-1]", "random")
    page.fill("input[name=name-0]", "Ann")
    page.locator("#create").click()
    page.wait_for_selector("#created a.seat-link")
    assert page.locator("#created a.seat-link").count() == 1  # one human seat
    page.locator("#go").click()
    page.wait_for_url("**/play/*#*")

    # The first decision: which card to meld first, clicked on the table (a hand card).
    assert settled(page) == "mine"
    assert page.evaluate("document.body.dataset.kind") == "choose_card"
    hand_card = page.locator(".player.me .zone-hand .card.choosable").first
    melded = hand_card.get_attribute("data-card")
    n = page.evaluate("document.body.dataset.n")
    hand_card.click()
    page.wait_for_function(f"document.body.dataset.n !== {json.dumps(n)}")
    page.wait_for_selector(f'.player.me .stack .card.top[data-card="{melded}"]')

    rng = random.Random(5)
    answers = 1
    while settled(page) == "mine":
        answer_something(page, rng)
        answers += 1
        assert answers < 600, "the game did not end"
    result = page.locator("#result")
    assert result.is_visible()
    assert "Game over" in result.inner_text()
    summary = httpx.get(f"{base_url}/api/games/{page.url.split('/play/')[1].split('#')[0]}")
    winners = summary.json()["result"]["winners"]
    assert any(w in page.locator("#result .winner").inner_text() for w in winners)
    assert page.locator("#undo").is_disabled()
    assert page.locator(".log-entry.type-end").count() == 1


def test_a_card_named_in_the_log_shows_its_text(base_url, page) -> None:
    game = new_game(base_url)
    page.goto(base_url + game["seats"][0]["link"])
    settled(page)
    answer_something(page, random.Random(1))  # the first meld: now the log names cards
    link = page.locator("#log-entries a.cardlink").first
    link.wait_for()
    name = link.inner_text()
    card = next(c for c in httpx.get(f"{base_url}/api/cards").json() if c["name"] == name)
    first_effect = (card["dogma"] or [{"text": ""}])[0]["text"]
    words = first_effect.split("{")[0][:20]

    link.hover()
    tooltip = page.locator(".tooltip")
    tooltip.wait_for()
    assert name in tooltip.inner_text() and words in tooltip.inner_text()

    link.click()
    dialog = page.locator(".modal")
    dialog.wait_for()
    assert name in dialog.locator("h2").inner_text()
    assert words in dialog.inner_text()
    page.keyboard.press("Escape")
    assert page.locator(".modal").count() == 0

    # Settings (kept in localStorage): card size, which opponents' boards show.
    page.locator("#settings").click()
    page.select_option("#setting-size", "large")
    page.get_by_label("show Bot's board").uncheck()
    page.keyboard.press("Escape")
    assert "size-large" in page.evaluate("document.body.className")
    assert page.locator('.player[data-player="Bot"] .board').count() == 0
    page.reload()
    settled(page)
    assert "size-large" in page.evaluate("document.body.className")
    assert page.locator('.player[data-player="Bot"] .board').count() == 0
    assert page.locator('.player[data-player="Ann"] .board').count() == 1

    # The card browser filters every card by name.
    page.locator("#browse").click()
    page.fill(".browser input[type=search]", name)
    assert page.locator(".browser-list .card-details h3", has_text=name).count() >= 1


def test_undo_a_draw_puts_the_table_back(base_url, page) -> None:
    game = new_game(base_url)
    page.goto(base_url + game["seats"][0]["link"])
    rng = random.Random(2)
    # Play on until our turn's first of two actions.
    while not (
        settled(page) == "mine"
        and page.evaluate("document.body.dataset.kind") == "action"
        and page.evaluate("document.body.dataset.actions") == "2"
    ):
        answer_something(page, rng)
    status = page.locator("#status").inner_text()
    assert status.startswith("Turn ") and "http" not in status  # names, not object dumps
    before_cards = page.locator(".player.me .zone-hand .card, .player.me .zone-face_down .card")
    hand_before = before_cards.count()
    log_before = page.locator(".log-entry").count()

    # Card tracking: a supply pile (and a back in a hand) lists the cards it could be.
    pile = page.locator('.zone-supply .pile[data-back="base 10"]')
    pile.click()
    assert page.locator(".modal .could-be li").count() == 10  # nobody has seen a 10 yet
    page.keyboard.press("Escape")
    backs = page.locator(".player.opponent .zone-hand .card.back")
    if backs.count():
        backs.first.click()
        assert page.locator(".modal .could-be li").count() >= 1
        page.keyboard.press("Escape")

    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    page.wait_for_function(f"document.body.dataset.n !== {json.dumps(n)}")
    settled(page)
    assert before_cards.count() == hand_before + 1
    assert page.locator(".player.me .zone-face_down .reveal").is_visible()  # drawn face down
    assert page.locator(".log-entry").count() > log_before
    undo = page.locator("#undo")
    assert undo.is_enabled()

    n = page.evaluate("document.body.dataset.n")
    undo.click()
    page.wait_for_function(f"document.body.dataset.n !== {json.dumps(n)}")
    settled(page)
    assert before_cards.count() == hand_before
    assert page.locator(".log-entry").count() == log_before
    assert page.evaluate("document.body.dataset.actions") == "2"
    assert "2 actions left" in page.locator("#decision .prompt").inner_text()

    # Draw again and reveal the card: now it shows face up, and the draw cannot be undone.
    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    page.wait_for_function(f"document.body.dataset.n !== {json.dumps(n)}")
    settled(page)
    faces = page.locator(".player.me .zone-hand .card").count()
    face_down = page.locator(".player.me .zone-face_down .card").count()
    assert face_down >= 1
    n = page.evaluate("document.body.dataset.n")
    page.locator(".player.me .zone-face_down .reveal").click()
    page.wait_for_function(f"document.body.dataset.n !== {json.dumps(n)}")
    settled(page)
    assert page.locator(".player.me .zone-face_down").count() == 0
    assert page.locator(".player.me .zone-hand .card").count() == faces + face_down
    assert undo.is_disabled()
    assert "look" in (undo.get_attribute("title") or "")


def test_a_spectator_sees_the_table_but_cannot_move(base_url, page) -> None:
    game = new_game(base_url)
    page.goto(base_url + game["spectate"])
    page.wait_for_selector('body[data-state="spectator"]')
    assert page.locator("#decision button.option").count() == 0
    assert page.locator("#undo").is_hidden()
    assert page.locator(".player").count() == 2
    assert "Spectating" in page.locator("#who").inner_text()
