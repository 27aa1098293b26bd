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


@pytest.fixture
def phone(browser, request: pytest.FixtureRequest) -> Iterator:
    """A page on a 360 px touch screen; its script errors fail the test."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    )
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


def overflow(page) -> int:
    """How many pixels the page is wider than the screen (0: no horizontal scrolling)."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def new_game(base_url: str, bot: str = "random") -> dict:
    """A game created over the API (the lobby test creates its own by clicking)."""
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": bot}]
    r = httpx.post(f"{base_url}/api/games", json={"seats": seats, "expansions": []})
    assert r.status_code == 201, r.text
    return r.json()


def fake_table(
    page,
    base_url: str,
    game,
    viewer: str,
    sent: list,
    extra: dict | None = None,
    sockets: int = 99,
    opened: list | None = None,
    edit=None,
) -> dict:
    """Open the table on a view of ``game`` made by the engine (no server game): the
    WebSocket (the first ``sockets`` ones; later ones never answer, as if the server were
    down) and GET .../view answer with that view; every move the page sends is recorded
    in ``sent`` and refused with 409 (the game moved on); ``opened`` gets the sockets;
    ``edit(view)`` may change the view first."""
    view = json.loads(json.dumps(game.view(viewer)))
    if edit:
        edit(view)
    for player in view["players"]:
        player.update((extra or {}).get(player["name"], {}))
    message = {"type": "view", "seat": game.player_index(viewer), "n": len(game.history)}
    message |= {"view": view, "can_undo": False, "undo_refusal": None}
    opened = [] if opened is None else opened

    def socket(ws) -> None:
        opened.append(ws)
        answers = len(opened) <= sockets

        def on_message(text) -> None:
            data = json.loads(text)
            if "token" in data or "spectate" in data:
                if answers:
                    ws.send(json.dumps(message))
            else:
                sent.append(data)

        ws.on_message(on_message)

    def http(route) -> None:
        if route.request.method == "GET":
            route.fulfill(json={k: v for k, v in message.items() if k != "type"})
            return
        sent.append(route.request.url)
        route.fulfill(status=409, json={"error": "the game moved on: it is at n=9, not 8 (reload)"})

    page.route_web_socket("**/ws/games/*", socket)
    page.route("**/api/games/fake/**", http)
    page.goto(base_url + "/play/fake#token")
    page.wait_for_selector('body[data-state="mine"], body[data-state="waiting"]')
    return view


def settled(page) -> str:
    """Wait until it is our decision or the game is over; which of the two."""
    page.wait_for_selector(
        'body[data-busy="false"][data-state="mine"], body[data-state="over"]', timeout=WAIT_MS
    )
    return page.evaluate("document.body.dataset.state")


def moved(page, n: str) -> None:
    """Wait for the view after a move made at ``n`` (a CSS wait: the pages' CSP forbids eval)."""
    page.wait_for_selector(f'body:not([data-n="{n}"])', timeout=WAIT_MS)


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
    page.wait_for_selector(f'body:not([data-n="{n}"]), body[data-state="over"]', timeout=WAIT_MS)


def test_newcomer_creates_a_game_in_the_lobby_and_plays_it_to_the_end(base_url, page) -> None:
    page.goto(base_url + "/")
    page.wait_for_selector("#seats .seat")
    assert page.locator("#sets input[name=set]").count() == 4  # the four expansions
    assert "Figures in the Sand" in page.locator("#sets").inner_text()
    assert page.input_value("input[name=name-0]") == "Player 1"  # not "You"
    options = page.locator("#options").inner_text()
    assert "Face-down draws" in options and "cannot be undone" in options
    assert "(true)" not in options and "list of two lists" not in options
    page.select_option("select[name=kind-1]", "random")
    # A human seat confirms the end of its turns (on by default); a bot's seat has no such box.
    assert page.is_checked("input[name=confirm-0]")
    assert page.locator("input[name=confirm-1]").is_hidden()
    page.fill("input[name=name-0]", "Ann")
    page.locator("#create").click()
    page.wait_for_selector("#created a.seat-link")
    assert page.locator("#created a.seat-link").count() == 1  # one human seat
    page.locator("#go").click()
    page.wait_for_url("**/play/*#*")

    # The first decision: which card to meld first.  A click on a hand card only shows
    # it, with the decision's button for it; that button melds it.
    assert settled(page) == "mine"
    assert page.evaluate("document.body.dataset.kind") == "choose_card"
    hand_card = page.locator(".player.me .zone-hand .card.choosable").first
    melded = hand_card.get_attribute("data-card")
    n = page.evaluate("document.body.dataset.n")
    hand_card.click()
    page.locator(".modal").wait_for()
    assert page.evaluate("document.body.dataset.n") == n
    page.locator(".modal button.choice", has_text=melded).click()
    moved(page, n)
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

    # A rematch: the same seats in a new game, this browser in its seat.
    old = page.url
    page.locator("#rematch").click()
    page.wait_for_url(lambda url: "/play/" in url and url.split("#")[0] != old.split("#")[0])
    assert settled(page) == "mine"
    assert page.evaluate("document.body.dataset.kind") == "choose_card"  # a new first meld


def test_a_game_without_card_tracking_says_what_a_back_could_be_nowhere(base_url, page) -> None:
    page.goto(base_url + "/")
    option = page.locator("#options label", has_text="No card tracking")
    assert "remember for yourself" in option.inner_text()
    option.locator("input").check()
    page.select_option("select[name=kind-1]", "random")
    page.fill("input[name=name-0]", "Ann")
    page.locator("#create").click()
    page.locator("#go").click()
    page.wait_for_url("**/play/*#*")
    settled(page)
    game = page.url.split("/play/")[1].split("#")[0]
    public = httpx.get(f"{base_url}/api/games/{game}/view").json()["view"]
    assert public["options"]["no_tracking"] is True
    assert public["options"]["confirm_turn_end"] == ["Ann"]
    page.locator('.zone-supply .pile[data-back="base 10"]').click()
    assert "no card tracking" in page.locator(".modal").inner_text()
    assert page.locator(".modal .could-be li").count() == 0


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
    before_cards = page.locator(".player.me .zone-hand .card")
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
    moved(page, n)
    settled(page)
    assert before_cards.count() == hand_before + 1
    assert page.locator(".player.me .zone-face_down .reveal").is_visible()  # drawn face down
    # "Hand (N)" counts every card in the hand, the face-down ones too.
    assert f"({hand_before + 1})" in page.locator(".player.me .zone-hand h4").inner_text()
    # A click on a face-down card shows what it could be, and plays nothing.
    n = page.evaluate("document.body.dataset.n")
    page.locator(".player.me .zone-face_down .card").first.click()
    assert page.locator(".modal .could-be li").count() >= 1
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    assert page.evaluate("document.body.dataset.n") == n
    assert page.locator(".log-entry").count() > log_before
    undo = page.locator("#undo")
    assert undo.is_enabled()

    n = page.evaluate("document.body.dataset.n")
    undo.click()
    moved(page, n)
    settled(page)
    assert before_cards.count() == hand_before
    assert page.locator(".log-entry").count() == log_before
    assert page.evaluate("document.body.dataset.actions") == "2"
    assert "2 actions left" in page.locator("#decision .prompt").inner_text()

    # Draw again and reveal the card: now it shows face up, and the draw cannot be undone.
    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    moved(page, n)
    settled(page)
    face_down = page.locator(".player.me .zone-face_down .card").count()
    faces = page.locator(".player.me .zone-hand .card").count() - face_down
    assert face_down >= 1
    n = page.evaluate("document.body.dataset.n")
    page.locator(".player.me .zone-face_down .reveal").click()
    moved(page, n)
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


# A table with every kind of card and every splay: Ann's own piles (she names her
# covered cards) and Bob's (she does not: his piles' ``revealed`` in her view say what shows).
SPLAYED = {
    "players": [
        {
            "name": "Ann",
            "hand": ["Tools", "Athens", "Gilgamesh", "Dice"],
            "board": {
                "red": {"cards": ["Oars", "Archery", "Candles"], "splay": "right"},
                "green": {"cards": ["The Wheel", "Babylon", "Sailing"], "splay": "left"},
                "blue": {"cards": ["Writing", "Daedalus", "Atlantis"], "splay": "up"},
                "yellow": ["Agriculture", "Masonry"],
                "purple": ["Philosophy"],
            },
        },
        {
            "name": "Bob",
            "hand": ["Pottery"],
            "board": {
                "purple": {"cards": ["Code of Laws", "City States", "Flute"], "splay": "up"},
                "yellow": {"cards": ["Domestication", "Soap"], "splay": "right"},
            },
        },
    ],
    "expansions": ["echoes", "cities", "figures"],
    "phase": "action",
    "turn": {"player": "Ann", "actions": 2, "number": 5},
}
BASIC = ["crown", "leaf", "lightbulb", "castle", "factory", "clock"]


def shown_icons(page, player: str) -> dict:
    """How many of each basic icon the page draws on ``player``'s board (top cards and strips)."""
    board = f'.player[data-player="{player}"] .board'
    return {icon: page.locator(f"{board} .slot .icon-{icon}").count() for icon in BASIC}


def test_cards_lie_as_on_the_table_and_their_icons_add_up(base_url, page) -> None:
    import inno

    game = inno.Game.from_position(SPLAYED)
    sent: list = []
    view = fake_table(page, base_url, game, "Ann", sent)
    ann, bob = view["players"]
    # Every icon that counts can be read off the board: the drawn ones add up to the view's counts.
    assert shown_icons(page, "Ann") == {icon: ann["icons"][icon] for icon in BASIC}
    assert shown_icons(page, "Bob") == {icon: bob["icons"][icon] for icon in BASIC}

    # Splayed right: the covered cards' left edges show left of the top card, the lowest leftmost.
    red = page.locator('.player.me .stack[data-color="red"]')
    top = red.locator(".card.top").bounding_box()
    archery = red.locator('.strip[data-card="Archery"]').bounding_box()
    assert red.locator('.strip[data-card="Candles"]').bounding_box()["x"] < archery["x"] < top["x"]
    # Candles (echo, bonus 1, hex, lightbulb) shows its top left and bottom left: echo over bonus.
    candles = red.locator('.strip[data-card="Candles"] .icon')
    assert [candles.nth(i).get_attribute("data-icon") for i in range(2)] == ["echo", "bonus:1"]
    # Splayed left: right edges to the right (a city shows its top right hexagon too).
    green = page.locator('.player.me .stack[data-color="green"]')
    babylon = green.locator('.strip[data-card="Babylon"]')
    assert babylon.bounding_box()["x"] > green.locator(".card.top").bounding_box()["x"]
    assert [babylon.locator(".icon").nth(i).get_attribute("data-icon") for i in range(2)] == [
        "hex",
        "crown",
    ]
    # Splayed up: bottom rows below.
    blue = page.locator('.player.me .stack[data-color="blue"]')
    assert (
        blue.locator(".strip").first.bounding_box()["y"]
        > blue.locator(".card.top").bounding_box()["y"]
    )
    assert blue.locator(".strip").nth(1).locator(".slot .icon").count() == 3
    # Bob's covered cards are not named, but what they show is drawn.
    bob_yellow = page.locator('.player[data-player="Bob"] .stack[data-color="yellow"] .strip')
    assert bob_yellow.count() == 1 and bob_yellow.get_attribute("data-card") is None
    assert bob_yellow.locator(".icon").first.get_attribute("data-icon") == "leaf"

    # Each card as printed: a city's six slots; the featured icon; karma and inspire markers.
    hand = page.locator(".player.me .zone-hand")
    assert hand.locator('.card[data-card="Athens"] .slot').count() == 6
    assert hand.locator('.card[data-card="Athens"] .slot-tm .icon-plus').count() == 1
    assert hand.locator('.card[data-card="Tools"] .slot').count() == 4
    assert hand.locator('.card[data-card="Tools"] .featured .icon-lightbulb').count() == 1
    assert hand.locator('.card[data-card="Gilgamesh"] .mark-karma').count() == 1
    assert hand.locator('.card[data-card="Gilgamesh"] .slot-tl .icon-inspire').count() == 1
    assert hand.locator('.card[data-card="Dice"] .slot-bl .icon-bonus').inner_text() == "1"

    # Its text on hover, and on a tap (a click): shown, nothing played.
    tools = hand.locator('.card[data-card="Tools"]')
    tools.hover()
    page.locator(".tooltip").wait_for()
    assert "Tools" in page.locator(".tooltip").inner_text()
    tools.click()
    page.locator(".modal").wait_for()
    assert page.locator(".tooltip").count() == 0  # the preview does not linger over the card
    assert "return three cards" in page.locator(".modal").inner_text().lower()
    assert page.locator(".modal button.choice", has_text="meld Tools").count() == 1
    page.keyboard.press("Escape")
    assert sent == []


def test_covered_cards_without_the_revealed_entry_show_question_marks(base_url, page) -> None:
    import inno

    def forget_revealed(view) -> None:  # (an older server's view)
        for player in view["players"]:
            for stack in player["board"].values():
                stack.pop("revealed", None)

    game = inno.Game.from_position(SPLAYED)
    fake_table(page, base_url, game, "Ann", [], edit=forget_revealed)
    bob = page.locator('.player[data-player="Bob"] .stack[data-color="purple"]')
    assert bob.locator(".strip").count() == 2
    assert bob.locator(".strip .unknown").count() == 6  # three bottom slots of two cards


def test_a_phone_shows_lobby_and_table_without_horizontal_scrolling(base_url, phone) -> None:
    game = new_game(base_url)  # the lobby lists at least one game
    phone.goto(base_url + "/")
    phone.wait_for_selector("#games table.games")
    assert overflow(phone) == 0
    assert phone.locator("#browse").is_visible()

    phone.goto(base_url + game["seats"][0]["link"])
    settled(phone)
    answer_something(phone, random.Random(3))  # the first meld: a card on the board
    settled(phone)
    assert overflow(phone) == 0
    # One board at a time: tabs choose whose.
    assert phone.locator(".player:visible").count() == 1
    assert phone.locator(".player.me").is_visible()
    phone.locator(".board-tab", has_text="Bot").tap()
    assert phone.locator('.player[data-player="Bot"]').is_visible()
    assert phone.locator(".player.me").is_hidden()
    assert overflow(phone) == 0
    # The log is a drawer.
    assert phone.locator("#log").is_hidden()
    phone.locator("#log-toggle").tap()
    phone.locator("#log .log-entry").first.wait_for()
    assert overflow(phone) == 0
    phone.locator("#log-close").tap()
    phone.locator("#log").wait_for(state="hidden")
    # A tap on a card shows its text (a touch screen has no hover).
    phone.locator(".player:visible .stack .card.top").first.tap()
    phone.locator(".modal .card-details").wait_for()
    assert phone.locator(".tooltip").count() == 0


def test_the_legend_explains_colours_icons_and_zones(base_url, page) -> None:
    import inno

    def empty_pile(view: dict) -> None:
        view["supply"]["base"]["9"] = 0

    fake_table(page, base_url, inno.Game.from_position(SPLAYED), "Ann", [], edit=empty_pile)
    # An empty supply pile says it is empty (no list of cards it "could be").
    page.locator('.zone-supply .pile[data-back="base 9"]').click()
    assert "empty" in page.locator(".modal").inner_text()
    assert page.locator(".modal .could-be").count() == 0
    page.keyboard.press("Escape")

    page.locator("#legend").click()
    legend = page.locator(".modal .legend")
    legend.wait_for()
    text = legend.inner_text()
    for words in ["will share", "demands", "featured icon", "karma", "splayed up", "score pile"]:
        assert words in text, words
    for token in ["flag", "fountain", "plus", "arrow:left", "search:castle", "bonus:3", "echo"]:
        assert legend.locator(f'.legend-icons .icon[data-icon="{token}"]').count() == 1, token
    assert legend.locator(".card.face").count() == 4  # example cards, drawn as on the table


def test_a_refused_move_and_a_lost_server_are_said_in_words(base_url, page) -> None:
    import inno

    sent: list = []
    sockets: list = []
    game = inno.Game.from_position(SPLAYED)
    fake_table(page, base_url, game, "Ann", sent, sockets=1, opened=sockets)
    # A move the server refuses as stale (409): the table updates itself, no "reload", no n.
    page.locator("#decision button.option", has_text="draw").click()
    toast = page.locator(".toast").first
    toast.wait_for()
    assert "moved on" in toast.inner_text()
    assert "reload" not in toast.inner_text() and "n=" not in toast.inner_text()
    assert len(sent) == 1
    # The server goes away: said so, and nothing can be played until it is back.
    sockets[0].close()
    page.wait_for_selector("#connection:has-text('unreachable')")
    assert page.locator("#decision button.option").first.is_disabled()
    assert page.locator("#undo").is_disabled()


def test_a_view_over_http_while_the_server_is_lost_keeps_the_moves_waiting(base_url, page) -> None:
    # The refused move's view, asked over HTTP, arrives after the socket closed: the table
    # shows it, but moves still wait for the socket (the answer used to enable them again).
    import inno

    sent: list = []
    sockets: list = []
    game = inno.Game.from_position(SPLAYED)
    view = fake_table(page, base_url, game, "Ann", sent, sockets=1, opened=sockets)
    held: list = []

    def hold(route) -> None:
        held.append(route)

    page.route("**/api/games/fake/view*", hold)  # (over fake_table's answers)
    page.locator("#decision button.option", has_text="draw").click()
    page.locator(".toast").first.wait_for()
    for _ in range(50):  # (the refresh follows the refusal)
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the refused move asks for the view over HTTP"
    sockets[0].close()
    page.wait_for_selector("#connection:has-text('unreachable')")
    entries = page.locator("#log .log-entry").count()
    log = [*view["log"], {"text": "Ann draws a 1."}]
    later = {"seat": 0, "n": len(game.history), "can_undo": False, "undo_refusal": None}
    held[0].fulfill(json=later | {"view": view | {"log": log, "log_length": len(log)}})
    page.locator("#log .log-entry").nth(entries).wait_for(state="attached")  # (shown)
    assert page.locator("#decision button.option").first.is_disabled()
    assert page.locator("#connection").inner_text().startswith("server unreachable")


def test_the_setting_reveal_draws_looks_at_each_draw_at_once(base_url, page) -> None:
    page.add_init_script('localStorage.setItem("inno.settings", \'{"revealDraws": true}\')')
    game = new_game(base_url)
    page.goto(base_url + game["seats"][0]["link"])
    rng = random.Random(4)
    # Our turn's first of two actions: the draw does not end the turn (no bot move in between).
    while not (
        settled(page) == "mine"
        and page.evaluate("document.body.dataset.kind") == "action"
        and page.evaluate("document.body.dataset.actions") == "2"
    ):
        answer_something(page, rng)
    hand = page.locator(".player.me .zone-hand .card").count()
    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    # The draw (n + 1), then the look the setting sends by itself (n + 2).
    page.wait_for_selector(f'body[data-n="{int(n) + 2}"][data-busy="false"]')
    assert page.locator(".player.me .zone-face_down").count() == 0
    assert page.locator(".player.me .zone-hand .card").count() == hand + 1
    assert page.locator("#undo").is_disabled()


def test_a_lost_link_is_not_a_lost_seat(base_url, page) -> None:
    game = new_game(base_url)
    link = game["seats"][0]["link"]
    page.goto(base_url + link)
    settled(page)
    assert page.evaluate("document.body.dataset.favicon") == "mine"
    assert page.title().startswith("▶")
    # The lobby lists the seats this browser opened.
    page.goto(base_url + "/")
    seat = page.locator("#my-seats a.my-seat", has_text=game["game"])
    seat.wait_for()
    assert seat.get_attribute("href") == link
    # A wrong key says so and offers to watch; an unknown game says so.
    page.goto(f"{base_url}/play/{game['game']}#not-the-key")
    page.locator("#decision #watch").wait_for()
    assert "does not open a seat" in page.locator("#decision").inner_text()
    page.locator("#decision #watch").click()
    page.wait_for_selector('body[data-state="spectator"]')
    page.goto(f"{base_url}/play/no-such-game#key")
    page.locator("#decision #back").wait_for()
    assert "no game no-such-game" in page.locator("#decision").inner_text()


def test_a_game_the_server_cannot_go_on_with_says_so(base_url, live_server, page) -> None:
    from sqlalchemy import update

    from inno.server.db import AnswerRow, GameRow, make_engine

    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = httpx.post(f"{base_url}/api/games", json={"seats": seats}).json()
    url = f"{base_url}/api/games/{game['game']}"
    tokens = [s["token"] for s in game["seats"]]
    v = httpx.get(f"{url}/view", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
    seat = ["Ann", "Bob"].index(v["view"]["pending"]["player"])
    headers = {"Authorization": f"Bearer {tokens[seat]}"}
    options = httpx.get(f"{url}/view", headers=headers).json()["view"]["pending"]["options"]
    assert httpx.post(f"{url}/answer", headers=headers, json={"n": 0, "answer": options[0]})
    # Its stored move is one the rules no longer allow (as a change of the rules can make
    # one), and the game's version moves on: the server reloads it.
    engine = make_engine(live_server.database)
    with engine.begin() as conn:
        conn.execute(
            update(AnswerRow)
            .where(AnswerRow.game_id == game["game"])
            .values(answer='{"dogma": "Nope"}')
        )
        conn.execute(
            update(GameRow).where(GameRow.id == game["game"]).values(version=GameRow.version + 1)
        )
    engine.dispose()
    page.goto(base_url + game["seats"][0]["link"])
    page.locator("#decision #back").wait_for()
    text = page.locator("#decision").inner_text()
    assert f"cannot go on with game {game['game']}" in text and "move 1 no longer replays" in text
    assert page.locator("#decision #watch").count() == 0
    assert page.locator("#connection").inner_text() == "cannot go on"


def test_the_replay_of_a_game_that_no_longer_replays_goes_up_to_where_it_stops(
    base_url, live_server, page
) -> None:
    from sqlalchemy import update

    from inno.server.db import AnswerRow, make_engine

    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]
    game = httpx.post(f"{base_url}/api/games", json={"seats": seats}).json()
    url = f"{base_url}/api/games/{game['game']}"
    tokens = [s["token"] for s in game["seats"]]
    for n in range(4):  # (each decider's first option)
        v = httpx.get(f"{url}/view", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
        seat = ["Ann", "Bob"].index(v["view"]["pending"]["player"])
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        options = httpx.get(f"{url}/view", headers=headers).json()["view"]["pending"]["options"]
        r = httpx.post(f"{url}/answer", headers=headers, json={"n": n, "answer": options[0]})
        assert r.status_code == 200, r.text
    # Its third stored move is one the rules no longer allow (as a change of the rules
    # can make one).
    engine = make_engine(live_server.database)
    with engine.begin() as conn:
        conn.execute(
            update(AnswerRow)
            .where(AnswerRow.game_id == game["game"], AnswerRow.n == 2)
            .values(answer='{"dogma": "Nope"}')
        )
    engine.dispose()
    page.goto(f"{base_url}/replay/{game['game']}")
    # It opens where it stops, and says so; it goes no further.
    page.wait_for_selector('body[data-n="2"]')
    text = page.locator("#replay-step").inner_text()
    assert text == "move 2 of 4 (move 3 no longer replays here)"
    assert page.locator("#replay-forward").is_disabled()
    assert page.locator("#replay-last").is_disabled()
    page.locator("#replay-back").click()
    page.wait_for_selector('body[data-n="1"]')
    page.locator("#replay-last").click()
    page.wait_for_selector('body[data-n="2"]')


@pytest.fixture(scope="module")
def finished_game(base_url: str) -> dict:
    """A game of Ann against a random bot played to the end over the API (random answers)."""
    from inno.agents.random import random_answer
    from inno.engine.decisions import Decision

    game = new_game(base_url)
    headers = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    url = f"{base_url}/api/games/{game['game']}"
    rng = random.Random(11)
    for _ in range(5000):
        v = httpx.get(f"{url}/view", headers=headers).json()
        pending = v["view"]["pending"]
        if pending is None:
            return game | {"final": v}
        if pending["player"] != "Ann":
            continue  # the bot thinks
        d = Decision(0, pending["kind"], pending["prompt"], pending["options"])
        d.min, d.max = pending.get("min", 1), pending.get("max", 1)
        body = {"n": v["n"], "answer": random_answer(d, rng)}
        r = httpx.post(f"{url}/answer", headers=headers, json=body)
        assert r.status_code in (200, 409), r.text
    pytest.fail("the game did not end")


def test_a_replay_steps_through_a_finished_game(base_url, page, finished_game) -> None:
    length = finished_game["final"]["n"]
    page.goto(f"{base_url}/play/{finished_game['game']}")  # a spectator, after the end
    page.wait_for_selector('body[data-state="over"]')
    page.locator("#result #watch-replay").click()
    page.wait_for_url(f"**/replay/{finished_game['game']}")
    # At first the end: the result, the whole log.
    page.wait_for_selector(f'body[data-n="{length}"]')
    assert page.locator("#result").is_visible()
    assert page.locator("#result #watch-replay").count() == 0  # (this is the replay)
    assert page.locator("#replay-forward").is_disabled()
    log_at_end = page.locator(".log-entry").count()
    assert log_at_end == finished_game["final"]["view"]["log_length"]
    assert page.locator("#decision button.option").count() == 0  # nothing to play

    page.locator("#replay-first").click()
    page.wait_for_selector('body[data-n="0"]')
    assert page.locator("#replay-back").is_disabled()
    assert page.locator("#result").is_hidden()
    at_start = page.locator(".log-entry").count()
    page.locator("#replay-forward").click()
    page.wait_for_selector('body[data-n="1"]')
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('body[data-n="2"]')
    assert at_start <= page.locator(".log-entry").count() < log_at_end  # the log in step
    assert page.locator("#replay-step").inner_text() == f"move 2 of {length}"
    page.locator("#replay-slider").fill(str(length // 2))
    page.wait_for_selector(f'body[data-n="{length // 2}"]')
    assert page.locator("#result").is_hidden()
    page.locator("#replay-last").click()
    page.wait_for_selector(f'body[data-n="{length}"]')
    assert page.locator("#result").is_visible()
    assert page.locator(".log-entry").count() == log_at_end
    # A step past the end is refused in words.
    r = httpx.get(f"{base_url}/api/games/{finished_game['game']}/replay?at={length + 1}")
    assert r.status_code == 400 and "past the end" in r.json()["error"]


def test_a_finished_game_shows_every_hand_and_score_pile(base_url, page, finished_game) -> None:
    page.goto(base_url + finished_game["seats"][0]["link"])
    page.wait_for_selector('body[data-state="over"]')
    view = finished_game["final"]["view"]
    # Nothing face down any more in hands and score piles (achievements are cards' backs).
    faces = ".player :is(.zone-hand, .zone-score_pile, .zone-face_down)"
    assert page.locator(f"{faces} .card").count() > 0
    assert page.locator(f"{faces} .card.back").count() == 0
    for p in view["players"]:
        player = page.locator(f'.player[data-player="{p["name"]}"]')
        for zone, key in (("hand", "hand"), ("score_pile", "score_pile")):
            shown = player.locator(f".zone-{zone} .card").evaluate_all(
                "cards => cards.map(c => c.dataset.card)"
            )
            assert sorted(shown) == sorted(p[key]), (p["name"], zone)
            assert all(isinstance(name, str) for name in p[key])


def test_the_end_of_a_turn_waits_for_its_confirmation(base_url, page) -> None:
    game = new_game(base_url)
    page.goto(base_url + game["seats"][0]["link"])
    rng = random.Random(6)
    # Play on until the last action of one of our turns.
    while not (
        settled(page) == "mine"
        and page.evaluate("document.body.dataset.kind") == "action"
        and page.evaluate("document.body.dataset.actions") == "1"
    ):
        answer_something(page, rng)
    hand = page.locator(".player.me .zone-hand .card")
    before = hand.count()
    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    moved(page, n)
    # The turn is over, but the bot waits for our confirmation: the draw can be undone.
    assert settled(page) == "mine"
    end = page.locator("#decision button.option")
    assert end.count() == 1 and end.inner_text() == "End turn"
    assert "your turn is over" in page.locator("#decision .prompt").inner_text()
    assert hand.count() == before + 1
    n = page.evaluate("document.body.dataset.n")
    page.wait_for_timeout(500)
    assert page.evaluate("document.body.dataset.n") == n and settled(page) == "mine"
    undo = page.locator("#undo")
    assert undo.is_enabled()
    undo.click()
    moved(page, n)
    settled(page)
    assert page.evaluate("document.body.dataset.kind") == "action"
    assert page.evaluate("document.body.dataset.actions") == "1"
    assert hand.count() == before

    # Draw again, then confirm: now the bot plays its turn, and it is our decision again.
    n = page.evaluate("document.body.dataset.n")
    page.locator("#decision button.option", has_text="draw").first.click()
    moved(page, n)
    settled(page)
    log_before = page.locator(".log-entry").count()
    n = int(page.evaluate("document.body.dataset.n"))
    page.locator("#decision button.option", has_text="End turn").click()
    page.wait_for_selector(f'body:not([data-n="{n}"]):not([data-n="{n + 1}"])')
    assert settled(page) in ("mine", "over")
    assert int(page.evaluate("document.body.dataset.n")) > n + 1
    assert page.locator(".log-entry").count() > log_before
