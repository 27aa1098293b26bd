// The lobby (/): create a game from what GET /api/options allows, list games.
import { api, el, installCardPopups, loadCards, openCardBrowser, toast } from "./common.js";

// Options on by default (the server's and the engine's defaults).
const DEFAULT_ON = new Set(["face_down_draws", "distant_players"]);
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
    name: row.querySelector("input").value,
    kind: row.querySelector("select").value,
  }));
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const seat = old[i] || { name: i === 0 ? "You" : `Bot ${i}`, kind: i === 0 ? "human" : allowed.bots[0] };
    const kinds = ["human", ...allowed.bots];
    box.append(
      el(
        "div",
        { class: "seat" },
        el("span", { class: "seat-number" }, `Seat ${i}`),
        el(
          "select",
          { "aria-label": `Seat ${i} player`, name: `kind-${i}` },
          kinds.map((k) => el("option", { value: k, selected: k === seat.kind }, k === "human" ? "human" : `bot: ${k}`)),
        ),
        el("input", { type: "text", "aria-label": `Seat ${i} name`, name: `name-${i}`, value: seat.name, maxlength: 30, required: true }),
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
    input.closest("label").title = ok ? "" : why;
    input.closest("label").classList.toggle("muted", !ok);
  }
}

async function createGame(event) {
  event.preventDefault();
  const seats = [...document.querySelectorAll("#seats .seat")].map((row) => ({
    name: row.querySelector("input").value.trim(),
    kind: row.querySelector("select").value,
  }));
  const options = {};
  for (const input of document.querySelectorAll("#options input")) {
    if (!input.disabled) options[input.value] = input.checked;
  }
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
          `Seat ${s.seat}, ${s.name} (${s.kind}): `,
          s.link ? el("a", { href: s.link, class: "seat-link" }, absolute(s.link)) : "played by the server",
        ),
      ),
      el("li", {}, "Spectators: ", el("a", { href: game.spectate }, absolute(game.spectate))),
    ),
    mine
      ? el("a", { href: mine.link, class: "button primary", id: "go" }, `Go to your seat (seat ${mine.seat}, ${mine.name})`)
      : el("a", { href: game.spectate, class: "button primary", id: "go" }, "Watch the game"),
  );
}

async function loadGames() {
  const box = document.getElementById("games");
  try {
    const games = await api("GET", "/api/games");
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
            el("td", {}, el("a", { href: `/play/${encodeURIComponent(g.game)}` }, "watch")),
          ),
        ),
      ),
    );
  } catch (error) {
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
    sets.append(el("label", {}, el("input", { type: "checkbox", name: "set", value: name, onchange: renderPlayerCount }), ` ${name}`));
  }
  const options = document.getElementById("options");
  for (const [name, description] of Object.entries(allowed.options || {})) {
    options.append(
      el(
        "label",
        { class: "option-row" },
        el("input", { type: "checkbox", name: "option", value: name, checked: DEFAULT_ON.has(name) }),
        " ",
        el("b", {}, name.replace(/_/g, " ")),
        el("span", { class: "description" }, `: ${description}`),
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
