// The lobby (/): create a game from what GET /api/options allows, list games.
import { api, el, installCardPopups, loadCards, mySeats, openCardBrowser, rememberSeat, toast } from "./common.js";

// Options on by default (the server's and the engine's defaults).
const DEFAULT_ON = new Set(["face_down_draws", "distant_players"]);
// The options and sets as players know them (the server's descriptions speak to programmers;
// an option the server adds later shows with its own description).
const OPTION_TEXT = {
  teams: ["Team game", "four players in two teams: seats 1 and 3 against seats 2 and 4."],
  longer: ["Longer game", "one more achievement is needed to win."],
  open_boards: [
    "Open boards",
    "anybody may look through every pile of every board, covered cards included, as on the online sites. Off: covered cards are secret, as the rulebook says.",
  ],
  distant_players: [
    "Distant players",
    "with five or more players, players two or more seats away share a dogma only with twice as many of its icon, and are demanded only with fewer than half as many (the rulebook's recommendation).",
  ],
  face_down_draws: [
    "Face-down draws",
    "a card you draw by an action stays face down until you look at it (or must use it), so the draw can be undone until then; a card an effect draws is seen at once. Off: you see each card as you draw it, and a draw cannot be undone.",
  ],
  relics: ["Relics", "with Artifacts of History: five lost cards beside the supply, seized by digging an artifact of their value."],
  no_tracking: [
    "No card tracking",
    "the table never names a face-down card, even one you saw go there, and does not list what a card back could be: remember for yourself.",
  ],
};
// A human seat's setting (the server's default: on), sent with the seat.
const CONFIRM_TEXT = "Confirm the end of each turn (until then, the turn's last action can be undone)";
const SET_TEXT = {
  echoes: "Echoes of the Past",
  cities: "Cities of Destiny",
  artifacts: "Artifacts of History",
  figures: "Figures in the Sand",
};
const NAME_KEY = "inno.name";
let allowed = { expansions: [], options: {}, bots: ["random", "greedy"], max_players: { 0: 4 } };

function chosenSets() {
  return [...document.querySelectorAll("#sets input[name=set]:checked")].map((i) => i.value);
}

function maxPlayers() {
  const n = chosenSets().length;
  return allowed.max_players[String(n)] || 4 + n;
}

function renderPlayerCount() {
  const select = document.getElementById("player-count");
  const current = Number(select.value) || 2;
  const max = maxPlayers();
  select.replaceChildren();
  for (let n = 2; n <= max; n++) select.append(el("option", { value: String(n), selected: n === Math.min(current, max) }, n));
  renderSeats();
}

function renderSeats() {
  const box = document.getElementById("seats");
  const n = Number(document.getElementById("player-count").value);
  const old = [...box.querySelectorAll(".seat")].map((row) => ({
    name: row.querySelector("input[type=text]").value,
    kind: row.querySelector("select").value,
    confirm: row.querySelector("input.confirm").checked,
  }));
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    // The first seat is yours: the name you used last time, else a neutral one.
    const first = localStorage.getItem(NAME_KEY) || "Player 1";
    const seat = old[i] || { name: i === 0 ? first : `Bot ${i}`, kind: i === 0 ? "human" : allowed.bots[0], confirm: true };
    const kinds = ["human", ...allowed.bots];
    const confirm = el(
      "label",
      { class: "confirm-turn", title: CONFIRM_TEXT },
      el("input", { type: "checkbox", class: "confirm", name: `confirm-${i}`, checked: seat.confirm, "aria-label": `Seat ${i + 1}: ${CONFIRM_TEXT}` }),
      " confirm end of turn",
    );
    // A bot answers at once: only a human seat confirms.
    const showConfirm = (kind) => (confirm.hidden = kind !== "human");
    showConfirm(seat.kind);
    box.append(
      el(
        "div",
        { class: "seat" },
        el("span", { class: "seat-number" }, `Seat ${i + 1}`),
        el(
          "select",
          { "aria-label": `Seat ${i + 1} player`, name: `kind-${i}`, onchange: (e) => showConfirm(e.target.value) },
          kinds.map((k) => el("option", { value: k, selected: k === seat.kind }, k === "human" ? "human" : `bot: ${k}`)),
        ),
        el("input", { type: "text", "aria-label": `Seat ${i + 1} name`, name: `name-${i}`, value: seat.name, maxlength: 30, required: true }),
        confirm,
      ),
    );
  }
  updateOptions();
}

function updateOptions() {
  const sets = chosenSets();
  const n = Number(document.getElementById("player-count").value);
  for (const input of document.querySelectorAll("#options input")) {
    let ok = true;
    let why = "";
    if (input.value === "teams" && n !== 4) [ok, why] = [false, "needs 4 players"];
    if (input.value === "relics" && !sets.includes("artifacts")) [ok, why] = [false, "needs Artifacts of History"];
    if (input.value === "distant_players" && n < 5) [ok, why] = [false, "needs 5 or more players"];
    input.disabled = !ok;
    const label = input.closest("label");
    label.title = ok ? "" : why;
    label.classList.toggle("muted", !ok);
    // Said on the page too: a touch screen shows no title.
    let note = label.querySelector(".why");
    if (!note) label.append((note = el("span", { class: "why" })));
    note.textContent = ok ? "" : ` (${why})`;
  }
}

async function createGame(event) {
  event.preventDefault();
  const seats = [...document.querySelectorAll("#seats .seat")].map((row) => {
    const kind = row.querySelector("select").value;
    const seat = { name: row.querySelector("input[type=text]").value.trim(), kind };
    if (kind === "human") seat.confirm_turn_end = row.querySelector("input.confirm").checked;
    return seat;
  });
  const options = {};
  for (const input of document.querySelectorAll("#options input")) {
    if (!input.disabled) options[input.value] = input.checked;
  }
  if (seats[0] && seats[0].kind === "human") localStorage.setItem(NAME_KEY, seats[0].name);
  const button = document.getElementById("create");
  button.disabled = true;
  try {
    const game = await api("POST", "/api/games", { seats, expansions: chosenSets(), options });
    showCreated(game);
    loadGames();
  } catch (error) {
    toast(error.message);
  } finally {
    button.disabled = false;
  }
}

function showCreated(game) {
  // This browser holds every human seat's link now: remember them (a lost link is not a lost seat).
  for (const s of [...game.seats].reverse()) {
    if (s.link) rememberSeat({ game: game.game, seat: s.seat, name: s.name, link: s.link });
  }
  const box = document.getElementById("created");
  const absolute = (link) => new URL(link, location.href).href;
  const humans = game.seats.filter((s) => s.link);
  const mine = game.seats.find((s) => s.seat === 0 && s.link) || humans[0];
  box.hidden = false;
  box.replaceChildren(
    el("h3", {}, `Game ${game.game} created`),
    el("p", {}, "Send each human seat its own link (it is the seat's key: keep it secret)."),
    el(
      "ul",
      { class: "links" },
      game.seats.map((s) =>
        el(
          "li",
          {},
          `Seat ${s.seat + 1}, ${s.name} (${s.kind === "human" ? "human" : `bot: ${s.kind}`}): `,
          s.link ? el("a", { href: s.link, class: "seat-link" }, absolute(s.link)) : "played by the server",
        ),
      ),
      el("li", {}, "Spectators: ", el("a", { href: game.spectate }, absolute(game.spectate))),
    ),
    mine
      ? el("a", { href: mine.link, class: "button primary", id: "go" }, `Go to your seat (seat ${mine.seat + 1}, ${mine.name})`)
      : el("a", { href: game.spectate, class: "button primary", id: "go" }, "Watch the game"),
  );
}

/** The seats this browser created or opened, with their game's state when the server lists it. */
function renderMySeats(games) {
  const box = document.getElementById("my-seats");
  const seats = mySeats();
  box.hidden = !seats.length;
  if (!seats.length) return;
  const byId = new Map((games || []).map((g) => [g.game, g]));
  const status = (g) => (!g ? "" : g.status === "over" ? "over" : `playing, turn ${g.turn ?? "?"}`);
  box.replaceChildren(
    el("h2", {}, "Your seats"),
    el("p", { class: "muted" }, "The seats this browser created or opened (their links are kept here only)."),
    el(
      "ul",
      { class: "my-seats" },
      seats.map((s) =>
        el(
          "li",
          {},
          el("a", { href: s.link, class: "my-seat" }, `${s.name}, game ${s.game}`),
          " ",
          el("span", { class: "muted" }, status(byId.get(s.game))),
          " ",
          el("button", { type: "button", class: "forget", title: "Forget this link (the seat stays in the game)", onclick: () => (rememberSeat({ link: s.link, name: null }), renderMySeats(games)) }, "forget"),
        ),
      ),
    ),
  );
}

async function loadGames() {
  const box = document.getElementById("games");
  try {
    const games = await api("GET", "/api/games");
    renderMySeats(games);
    if (!games.length) {
      box.replaceChildren(el("p", {}, "No games yet."));
      return;
    }
    box.replaceChildren(
      el(
        "table",
        { class: "games" },
        el("tr", {}, ["Game", "Created", "Sets", "Players", "Status", ""].map((h) => el("th", {}, h))),
        games.map((g) =>
          el(
            "tr",
            {},
            el("td", {}, el("code", {}, g.game)),
            el("td", {}, g.created ? new Date(g.created).toLocaleString() : ""),
            el("td", {}, ["base", ...(g.expansions || [])].join(", ")),
            el("td", {}, (g.seats || []).map((s) => `${s.name} (${s.kind})`).join(", ")),
            el("td", {}, g.status === "over" ? "over" : `playing, turn ${g.turn ?? "?"}`),
            el(
              "td",
              {},
              el("a", { href: `/play/${encodeURIComponent(g.game)}` }, "watch"),
              " · ",
              el("a", { href: `/replay/${encodeURIComponent(g.game)}`, title: "Step through the game from its start" }, "replay"),
            ),
          ),
        ),
      ),
    );
  } catch (error) {
    renderMySeats([]);
    box.replaceChildren(el("p", { class: "muted" }, `Could not list the games: ${error.message}`));
  }
}

async function start() {
  installCardPopups();
  try {
    allowed = await api("GET", "/api/options");
  } catch (error) {
    toast(`Could not read the game options: ${error.message}`);
  }
  const sets = document.getElementById("sets");
  for (const name of allowed.expansions || []) {
    sets.append(el("label", {}, el("input", { type: "checkbox", name: "set", value: name, onchange: renderPlayerCount }), ` ${SET_TEXT[name] || name}`));
  }
  const options = document.getElementById("options");
  for (const [name, description] of Object.entries(allowed.options || {})) {
    options.append(
      el(
        "label",
        { class: "option-row" },
        el("input", { type: "checkbox", name: "option", value: name, checked: DEFAULT_ON.has(name) }),
        " ",
        el("b", {}, OPTION_TEXT[name] ? OPTION_TEXT[name][0] : name.replace(/_/g, " ")),
        el("span", { class: "description" }, `: ${OPTION_TEXT[name] ? OPTION_TEXT[name][1] : description}`),
      ),
    );
  }
  document.getElementById("player-count").addEventListener("change", renderSeats);
  document.getElementById("new-game").addEventListener("submit", createGame);
  document.getElementById("refresh").addEventListener("click", loadGames);
  document.getElementById("browse").addEventListener("click", () => openCardBrowser(null));
  renderPlayerCount();
  loadGames();
  loadCards();
}

start();
