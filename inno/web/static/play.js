// The table (/play/<game>#<token>): everything shown comes from the view the
// server pushes on the WebSocket (docs/web-api.md); nothing is guessed here.
import {
  COLORS,
  api,
  backLabel,
  cardDetails,
  cardFace,
  iconMeaning,
  setName,
  cardLink,
  cards,
  closeModal,
  el,
  iconEl,
  revealedTokens,
  stripEl,
  installCardPopups,
  linkify,
  loadCards,
  openCardBrowser,
  openModal,
  rememberSeat,
  toast,
} from "./common.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const token = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;
// /replay/<game>: the same table, stepped through the game's history (no socket, no moves).
const replaying = location.pathname.startsWith("/replay/");

const state = {
  seat: null, // our seat index, null for a spectator
  n: null, // answers so far, as the server last said
  view: null,
  canUndo: false,
  undoRefusal: null,
  log: [], // every log entry so far (pushes carry only the new ones)
  shownLog: 0, // how many of them are on the page
  selected: [], // multi-select: option indexes in the order chosen
  busy: false, // a move was sent and its new view has not come yet
  socket: null,
  retry: 500,
  offline: false, // the socket is down (moves wait until it is back)
  lookedAt: null, // the n at which the setting "reveal draws at once" last looked
  shownPlayer: null, // whose board a phone shows (one at a time)
  wasMine: false, // whether the last view was our decision (a new one notifies)
};

// Top-level view keys drawn by their own code; any other key is a zone drawn generically.
// (Keys of the view's JSON Schema, GET /api/schema: tests/test_shapes.py checks them.)
const KNOWN_KEYS = new Set([
  "viewer",
  "players",
  "expansions",
  "options",
  "achievements_to_win",
  "supply",
  "achievements",
  "special_achievements",
  "removed_count",
  "could_be",
  "phase",
  "turn",
  "pending",
  "result",
  "log",
  "log_length",
]);
// Player keys drawn by their own code (the rest: zones and facts drawn generically).
const PLAYER_KEYS = new Set([
  "name",
  "score",
  "board",
  "icons",
  "achievement_count",
  "team",
  "out",
  "chose_first_meld",
  "first_meld",
  "bonuses",
  "bonus_points",
  "flags_and_fountains",
  "face_down", // drawn inside the hand
]);
const ZONE_ORDER = ["hand", "face_down", "forecast", "display", "score_pile", "achievements"];

// ---------------------------------------------------------------- settings

const SETTINGS_KEY = "inno.settings";
const settings = Object.assign({ size: "medium", hidden: [], revealDraws: false, notify: false }, readSettings());

function readSettings() {
  try {
    return JSON.parse(localStorage.getItem(SETTINGS_KEY)) || {};
  } catch {
    return {};
  }
}

function saveSettings() {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  applySettings();
  render();
}

function applySettings() {
  document.body.classList.remove("size-small", "size-medium", "size-large");
  document.body.classList.add(`size-${settings.size}`);
}

function openSettings() {
  const v = state.view;
  const opponents = v ? v.players.map((p) => p.name).filter((name) => name !== v.viewer) : [];
  const size = el(
    "select",
    { id: "setting-size", onchange: (e) => ((settings.size = e.target.value), saveSettings()) },
    ["small", "medium", "large"].map((s) => el("option", { value: s, selected: settings.size === s }, s)),
  );
  const boxes = opponents.map((name) =>
    el(
      "label",
      { class: "setting" },
      el("input", {
        type: "checkbox",
        checked: !settings.hidden.includes(name),
        onchange: (e) => {
          settings.hidden = settings.hidden.filter((h) => h !== name);
          if (!e.target.checked) settings.hidden.push(name);
          saveSettings();
        },
      }),
      ` show ${name}'s board`,
    ),
  );
  const reveal = el(
    "label",
    { class: "setting" },
    el("input", {
      type: "checkbox",
      id: "setting-reveal",
      checked: settings.revealDraws,
      onchange: (e) => ((settings.revealDraws = e.target.checked), saveSettings()),
    }),
    " Reveal my draws at once",
    el("span", { class: "muted" }, " (a card drawn face down is looked at as it arrives: you see it at once, but that draw can no longer be undone)"),
  );
  const notify = el(
    "label",
    { class: "setting" },
    el("input", {
      type: "checkbox",
      id: "setting-notify",
      checked: settings.notify,
      disabled: !window.Notification,
      onchange: async (e) => {
        settings.notify = e.target.checked;
        if (settings.notify && Notification.permission !== "granted") {
          settings.notify = (await Notification.requestPermission()) === "granted";
          e.target.checked = settings.notify;
          if (!settings.notify) toast("The browser did not allow notifications.");
        }
        saveSettings();
      },
    }),
    " Notify me when it is my move and this tab is in the background",
  );
  openModal(
    "Settings",
    el("div", { class: "settings" }, el("label", { class: "setting" }, "Card size ", size), reveal, notify, boxes),
  );
}

/** With "reveal my draws at once": look at face-down cards as soon as they arrive (once per n). */
function revealDraws() {
  const v = state.view;
  if (!settings.revealDraws || !v || state.seat === null || state.busy || state.offline || state.lookedAt === state.n) return;
  const me = v.players.find((p) => p.name === v.viewer);
  if (!me || !Array.isArray(me.face_down) || !me.face_down.length) return;
  state.lookedAt = state.n;
  move("look");
}

// ---------------------------------------------------------------- connection

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
  state.socket = socket;
  setConnection("connecting");
  socket.onopen = () => {
    socket.send(JSON.stringify(token ? { token } : { spectate: true }));
  };
  socket.onmessage = (event) => {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (message.type === "view") {
      state.retry = 500;
      state.offline = false;
      setConnection("connected");
      receive(message);
    } else if (message.type === "error") {
      state.busy = false;
      refused(message.status, message.error || "refused");
      if (message.status === 401 || message.status === 404 || message.status === 410) {
        state.fatal = { status: message.status, error: message.error };
        if (token) rememberSeat({ link: location.pathname + location.hash, name: null }); // a dead link
      }
      render();
    }
  };
  socket.onclose = () => {
    if (state.socket !== socket) return;
    if (state.fatal) {
      setConnection({ 404: "no such game", 410: "cannot go on" }[state.fatal.status] || "wrong link");
      return;
    }
    // Until the socket is back, no move can be sent: the buttons say so by being disabled.
    state.offline = true;
    setConnection("server unreachable: retrying…");
    render();
    setTimeout(connect, state.retry);
    state.retry = Math.min(state.retry * 2, 8000);
  };
}

function setConnection(text) {
  const node = document.getElementById("connection");
  node.textContent = text;
  node.dataset.state = text.split(":")[0];
}

/** A view message (WebSocket push or HTTP answer): merge its new log entries, draw. */
function receive(message) {
  const view = message.view;
  const fresh = view.log || [];
  // The new entries are the last ones of a log of log_length entries (an undo
  // may have cut the log, a new socket starts again from the start).
  const keep = Math.max(0, (view.log_length ?? state.log.length + fresh.length) - fresh.length);
  if (keep < state.shownLog) state.shownLog = 0;
  state.log = state.log.slice(0, keep).concat(fresh);
  if (message.n !== state.n) state.selected = [];
  state.seat = message.seat ?? null;
  if (state.seat !== null && (!state.view || state.view.viewer !== view.viewer)) {
    rememberSeat({ game: gameId, seat: state.seat, name: view.viewer, link: location.pathname + location.hash });
  }
  state.n = message.n;
  state.view = view;
  state.canUndo = Boolean(message.can_undo);
  state.undoRefusal = message.undo_refusal ?? null;
  state.busy = false;
  // A view over HTTP while the socket is down does not bring it back: moves still wait.
  if (!state.socket || state.socket.readyState === WebSocket.OPEN) state.offline = false;
  render();
}

async function refreshOverHttp() {
  try {
    const data = await api("GET", `/api/games/${encodeURIComponent(gameId)}/view?log_since=${state.log.length}`, undefined, token);
    receive(data);
  } catch (error) {
    if (error.status !== undefined) toast(error.message); // unreachable: the socket retries
  }
}

/** Send a move (answer, undo, look) over HTTP; the new view comes by the socket. */
async function move(kind, body = {}) {
  if (state.busy || state.offline) return null;
  state.busy = true;
  render();
  const n = state.n;
  try {
    const result = await api("POST", `/api/games/${encodeURIComponent(gameId)}/${kind}`, { n, ...body }, token);
    // If no push arrives (socket down), ask for the view.
    setTimeout(() => state.n === n && refreshOverHttp(), 1500);
    return result;
  } catch (error) {
    state.busy = false;
    refused(error.status, error.message);
    render();
    return null;
  }
}

/** A refused move or a failed request, said for a player. */
function refused(status, message) {
  if (status === 409) {
    // Another move came first (a double click, another tab): the table updates itself.
    toast("The game moved on before your move arrived: the table is up to date, decide again.", "info");
    refreshOverHttp();
  } else if (status === undefined) {
    state.offline = true;
    setConnection("server unreachable: retrying…");
    toast("The server cannot be reached: nothing was played. Retrying…");
  } else toast(message);
}

// ---------------------------------------------------------------- decisions

function myDecision() {
  const v = state.view;
  if (!v || !v.pending || state.seat === null) return null;
  if (v.pending.player !== v.viewer || !Array.isArray(v.pending.options)) return null;
  return v.pending;
}

function optionLabel(option) {
  if (option === null) return "Decline (do nothing)";
  if (option === "end turn") return "End turn"; // (the engine's confirm_turn_end)
  // Melding a card you have not looked at: say so (it cannot be taken back).
  if (typeof option === "string" && option.startsWith("meld face-down ")) return `${option} (unseen, cannot be undone)`;
  if (typeof option === "string") return option;
  return JSON.stringify(option);
}

/** The card an option names, if any ("dogma Tools" → "Tools"). */
function optionCard(option) {
  if (typeof option !== "string") return null;
  if (cards.has(option)) return option;
  const rest = option.replace(/^(meld|dogma|endorse|decree|achieve|inspire|promote) /, "");
  return cards.has(rest) ? rest : null;
}

/** Keys of the table's elements each option may be chosen by (see data-targets). */
function optionTargets(decision, option) {
  if (option === null || option === undefined) return [];
  const kind = decision.kind;
  if (kind === "choose_card" || kind === "choose_cards") return [`card:${option}`];
  if (kind === "choose_color") return [`color:${option}`];
  if (kind === "choose_player") return [`player:${option}`];
  if (kind === "action" && typeof option === "string") {
    const [verb, ...rest] = option.split(" ");
    const arg = rest.join(" ");
    if (verb === "draw") return ["draw"];
    if (verb === "meld" && arg.startsWith("face-down ")) return [`facedown:${arg.slice(10)}`];
    if (verb === "meld" || verb === "dogma") return [`${verb}:${arg}`];
    if (verb === "achieve") return [`achieve:${arg}`];
  }
  return [];
}

/** How a dogma/endorse option will play out (engine's dogma_targets), or null. */
function dogmaInfo(decision, option) {
  const targets = decision.dogma_targets;
  if (!targets || typeof option !== "string") return null;
  const m = option.match(/^(dogma|endorse) (.+)$/);
  if (!m || !targets[m[2]]) return null;
  const t = targets[m[2]];
  const v = state.view;
  const me = v.players.find((p) => p.name === v.viewer);
  const opponent = (name) => {
    if (name === v.viewer) return false;
    const p = v.players.find((q) => q.name === name);
    return !(me && p && me.team !== undefined && p.team === me.team);
  };
  const sharers = (t.share || []).filter(opponent);
  const demanded = t.demanded || [];
  const compelled = t.compelled || [];
  const counts = Object.entries(t.counts || {})
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
  let cls = "target-alone";
  if (sharers.length) cls = "target-share";
  else if (demanded.length || compelled.length) cls = "target-demand";
  const parts = [`${t.icon}: ${counts}`];
  if (sharers.length) parts.push(`shares: ${sharers.join(", ")}`);
  if (demanded.length) parts.push(`demands: ${demanded.join(", ")}`);
  if (compelled.length) parts.push(`compels: ${compelled.join(", ")}`);
  if (!sharers.length && !demanded.length && !compelled.length) parts.push("nobody else is affected");
  return {
    cls,
    title: parts.join("; "),
    warning: sharers.length ? `⚠ ${sharers.join(", ")} will share` : null,
  };
}

function choose(index) {
  const d = myDecision();
  if (!d || state.busy) return;
  if (d.kind === "choose_cards") {
    const at = state.selected.indexOf(index);
    if (at >= 0) state.selected.splice(at, 1);
    else if (state.selected.length < d.max) state.selected.push(index);
    render();
    return;
  }
  move("answer", { answer: d.options[index] });
}

function submitMulti() {
  const d = myDecision();
  if (!d) return;
  move("answer", { answer: state.selected.map((i) => d.options[i]) });
}

/** A link that opens nothing: say why, and offer to watch the game or go back to the lobby. */
function renderFatal(box) {
  const f = state.fatal;
  const [title, why] = {
    404: [`There is no game ${gameId} on this server.`, "The link may be mistyped, or the game was deleted."],
    // (410: the game's history no longer replays here, most likely under newer rules)
    410: [`This server cannot go on with game ${gameId}.`, "Its moves are kept as they were played; a server of the version it was played under can go on with it."],
  }[f.status] || ["This link does not open a seat of this game.", "Its key is wrong or incomplete (a seat's link must be copied whole, with the part after #)."];
  const seat = f.status === 401; // (another seat's link, or watching, may still work)
  box.append(
    el("h2", { class: "prompt" }, title),
    el("p", {}, why),
    el("p", { class: "muted" }, `The server said: ${f.error}`),
    el(
      "div",
      { class: "options" },
      seat ? el("a", { class: "button primary", id: "watch", href: `/play/${encodeURIComponent(gameId)}` }, "Watch this game") : "",
      el("a", { class: "button", id: "back", href: "/" }, "Back to the lobby (your seats are listed there)"),
    ),
  );
}

function renderDecision() {
  const box = document.getElementById("decision");
  box.replaceChildren();
  if (state.fatal) {
    renderFatal(box);
    return;
  }
  const v = state.view;
  if (!v) return;
  if (v.result) return;
  const d = myDecision();
  if (!d) {
    if (v.pending) {
      box.append(
        el("p", { class: "waiting" }, `Waiting for ${v.pending.player}: `, linkify(v.pending.prompt || "")),
      );
    }
    return;
  }
  box.append(el("h2", { class: "prompt" }, linkify(d.prompt)));
  const multi = d.kind === "choose_cards";
  if (multi) {
    const count = d.min === d.max ? `${d.min}` : `${d.min} to ${d.max}`;
    box.append(
      el("p", { class: "hint" }, `Choose ${count} (in the order they are done); ${state.selected.length} chosen.`),
    );
  }
  const list = el("div", { class: "options", role: "group", "aria-label": "Choices" });
  d.options.forEach((option, i) => {
    const info = dogmaInfo(d, option);
    const card = optionCard(option);
    const pressed = multi ? state.selected.includes(i) : undefined;
    const order = multi && pressed ? ` (${state.selected.indexOf(i) + 1})` : "";
    list.append(
      el(
        "button",
        {
          class: `option ${info ? info.cls : ""} ${option === null ? "decline" : ""} ${option === "end turn" ? "primary" : ""}`,
          "aria-pressed": multi ? String(pressed) : undefined,
          title: info ? info.title : undefined,
          disabled: state.busy || state.offline,
          dataset: { index: String(i), ...(card ? { card } : {}) },
          onclick: () => choose(i),
        },
        optionLabel(option) + order,
        info && info.warning ? el("span", { class: "warning" }, ` ${info.warning}`) : "",
      ),
    );
  });
  box.append(list);
  if (multi) {
    const n = state.selected.length;
    box.append(
      el(
        "button",
        { id: "done", class: "done", disabled: state.busy || state.offline || n < d.min || n > d.max, onclick: submitMulti },
        "Done",
      ),
    );
  }
  if (d.unavailable && d.unavailable.length) {
    box.append(
      el(
        "details",
        { class: "unavailable" },
        el("summary", {}, `Not available now (${d.unavailable.length})`),
        el("ul", {}, d.unavailable.map((u) => el("li", {}, el("b", {}, u.action), ": ", u.why))),
      ),
    );
  }
}

/** Make the table's elements that name an option clickable (cards, colours, players). */
function markChoosable() {
  const d = myDecision();
  if (!d) return;
  const byKey = new Map();
  d.options.forEach((option, i) => {
    for (const key of optionTargets(d, option)) if (!byKey.has(key)) byKey.set(key, i);
  });
  for (const node of document.querySelectorAll("#table [data-targets]")) {
    for (const key of node.dataset.targets.split("|")) {
      if (!byKey.has(key)) continue;
      const i = byKey.get(key);
      node.classList.add("choosable");
      if (state.selected.includes(i)) node.classList.add("selected");
      const info = dogmaInfo(d, d.options[i]);
      if (info) {
        node.classList.add(info.cls);
        node.title = info.title;
      }
      node.dataset.choice = String(i);
      node.tabIndex = 0;
      node.setAttribute("role", "button");
      break;
    }
  }
}

// ---------------------------------------------------------------- the table

function cardEl(name, targets = [], extraClass = "") {
  return cardFace(name, { class: extraClass, dataset: { targets: [`card:${name}`, ...targets].filter(Boolean).join("|") } });
}

/** A card seen from behind; with a name when card tracking knows which it is. */
function backEl(back, zone) {
  const key = `${back.set} ${back.age}`;
  if (back.name) {
    const node = cardEl(back.name, [], "tracked");
    node.title = `You know this ${key} is ${back.name} (you saw it arrive)`;
    return node;
  }
  // A face-down card of yours is named by its back ("1", "echoes 4") in a meld option.
  const faceDown = back.set === "base" ? `${back.age}` : key;
  return el(
    "div",
    {
      class: `card back set-${back.set}`,
      dataset: { back: key, zone: zone || "", targets: zone === "face_down" ? `facedown:${faceDown}` : "" },
      title: `${backLabel(back.set, back.age)}: click for the cards it could be`,
    },
    el("span", { class: "age" }, back.age),
    el("span", { class: "name" }, backLabel(back.set, back.age)),
  );
}

/** What a back (or a supply pile of ``count`` cards) could be, as the view's card tracking says. */
function couldBe(key, count) {
  const v = state.view;
  const [set, age] = key.split(" ");
  const label = backLabel(set, age);
  if (count === "0") return [`${label}: empty pile`, el("p", {}, "No card left: a draw of this value draws from the next higher pile.")];
  const names = v && v.could_be ? v.could_be[key] : null;
  const body = names
    ? names.length
      ? el("ul", { class: "could-be" }, names.map((name) => el("li", {}, cardLink(name))))
      : el("p", {}, "No card of that back is unaccounted for.")
    : el("p", {}, "This view gives no card tracking (a spectator's view, or a game played without it).");
  return [`A ${label} could be`, body];
}

function itemEl(item, zone) {
  if (typeof item === "string") {
    return cardEl(item, zone === "hand" || zone === "display" ? [`meld:${item}`] : []);
  }
  if (item === null || item === undefined) return el("div", { class: "card back" }, "?");
  if (typeof item !== "object") return el("span", { class: "chip" }, String(item));
  if (item.set !== undefined && item.age !== undefined) {
    // A standard achievement (never known) or a back.
    if ((zone === "achievements" || zone === "available") && !item.name) {
      // Only the available ones can be achieved (a claimed one is no target).
      const targets = zone === "available" ? `achieve:${item.age}` : "";
      return el(
        "div",
        { class: `card back achievement set-${item.set}`, dataset: { targets }, title: `achievement ${item.age}` },
        el("span", { class: "age" }, item.age),
        item.set !== "base" ? el("span", { class: "set" }, item.set) : "",
      );
    }
    return backEl(item, zone);
  }
  if (item.name) return cardEl(item.name, zone === "available" ? [`achieve:${item.name}`] : [], "special");
  return el("span", { class: "chip" }, JSON.stringify(item));
}

// What each zone is, for its title and the legend.
const ZONE_HELP = {
  hand: "cards in hand: yours face up, the others' as backs (named where you saw them arrive)",
  face_down: "cards you drew face down: still in your hand; until you look, the draw can be undone",
  score_pile: "cards scored: their values add up to the score",
  achievements: "achievements claimed (values of the standard ones, names of the special ones)",
  forecast: "Echoes: cards foreshadowed (face down to the others); after a Meld action one of value up to the melded card's may be promoted: melded, with a free Dogma action",
  display: "Artifacts: the artifact dug up; at the start of your turn you may take a free Dogma action on it (then it is returned) or return it, and a Meld action may meld it",
  available: "standard achievements still to claim: score 5 × the value and a top card of that value or higher",
  special: "special achievements: claimed at once by whoever first meets the condition on the card",
  supply: "the draw piles, by set and value (×cards left)",
};

function zoneHead(key, count) {
  return el("h4", { title: ZONE_HELP[key] || "" }, key.replace(/_/g, " "), ` (${count})`);
}

function zoneEl(key, items, player, mine) {
  const zone = el("div", { class: `zone zone-${key}`, dataset: { zone: key } });
  // Your hand counts the cards you drew face down too: they are shown in it, as backs.
  const faceDown = key === "hand" && player && Array.isArray(player.face_down) ? player.face_down : [];
  const count = player && typeof player[`${key}_count`] === "number" ? player[`${key}_count`] : items.length + faceDown.length;
  zone.append(zoneHead(key, count), el("div", { class: "cards" }, items.map((item) => itemEl(item, key))));
  if (faceDown.length) {
    const head = el("h5", { title: ZONE_HELP.face_down }, `drawn face down (${faceDown.length})`);
    if (mine && state.seat !== null) {
      head.append(
        " ",
        el(
          "button",
          {
            class: "reveal",
            title: "Look at the cards you drew face down (after that, your draw cannot be undone)",
            disabled: state.busy || state.offline,
            onclick: async () => {
              const result = await move("look");
              if (result && result.seen) toast(`You see: ${result.seen.join(", ")}`, "info");
            },
          },
          "Reveal",
        ),
      );
    }
    zone.append(el("div", { class: "zone-face_down" }, head, el("div", { class: "cards" }, faceDown.map((b) => backEl(b, "face_down")))));
  }
  return zone;
}

const SPLAY_WORDS = { left: "splayed left ←", right: "splayed right →", up: "splayed up ↑" };

/**
 * A pile of the board drawn as the cards lie: the top card, and under it, for a
 * splayed pile, the strip each covered card shows (right of the top card when
 * splayed left, left of it when splayed right, below it when splayed up), top
 * down.  A covered card the viewer cannot name shows the icons the view's
 * ``revealed`` (of the pile) gives for it, or question marks.
 */
function stackEl(color, stack, player, mine) {
  const slot = el("div", { class: `stack color-${color}`, dataset: { color, targets: mine ? `color:${color}` : "" } });
  if (!stack) {
    slot.append(el("div", { class: "empty" }, color));
    return slot;
  }
  const splay = stack.splay && stack.splay !== "none" ? stack.splay : "none";
  slot.classList.add(`splay-${splay}`);
  const lie = el("div", { class: "lie" }, cardEl(stack.top, [mine ? `dogma:${stack.top}` : ""], "top"));
  const covered = (stack.cards || []).slice(1);
  const revealed = stack.revealed || [];
  if (splay !== "none") {
    covered.forEach((name, i) => {
      const strip = stripEl(splay, color, name ? revealedTokens(name, splay) : revealed[i] || null, name);
      // Splayed right, the strips lie left of the top card, the lowest card leftmost.
      if (splay === "right") lie.prepend(strip);
      else lie.append(strip);
    });
  }
  slot.append(lie);
  const count = stack.count === null || stack.count === undefined ? null : stack.count;
  const info = [splay === "none" ? "" : SPLAY_WORDS[splay], count === null ? "covered cards not public" : `${count} card${count === 1 ? "" : "s"}`];
  slot.append(el("div", { class: "stack-info" }, info.filter(Boolean).join(" · ")));
  if (splay === "none" && covered.some(Boolean)) {
    slot.append(el("div", { class: "covered" }, "under: ", covered.map((name, i) => [i ? ", " : "", name ? cardLink(name) : "?"])));
  }
  return slot;
}

function playerEl(p, v) {
  const mine = p.name === v.viewer;
  const turn = v.turn && v.turn.player === p.name && !v.result;
  const classes = ["player", mine ? "me" : "opponent", turn ? "current" : "", p.out ? "out" : ""];
  const head = el(
    "div",
    { class: "player-head", dataset: { targets: `player:${p.name}` } },
    el("h3", {}, p.name, mine ? " (you)" : "", turn ? " ◀ turn" : ""),
    el("span", { class: "chip" }, `score ${p.score}`),
    el("span", { class: "chip" }, `achievements ${p.achievement_count}/${v.achievements_to_win}`),
    p.team !== undefined ? el("span", { class: "chip" }, `team ${p.team}`) : "",
    p.out ? el("span", { class: "chip" }, "out of the game") : "",
    p.bonus_points !== undefined ? el("span", { class: "chip" }, `bonuses ${(p.bonuses || []).join(", ") || "none"} (+${p.bonus_points})`) : "",
    p.chose_first_meld !== undefined ? el("span", { class: "chip" }, p.chose_first_meld ? "chose a first card" : "choosing a first card") : "",
    p.first_meld ? el("span", { class: "chip" }, "first: ", cardLink(p.first_meld)) : "",
  );
  const icons = el(
    "div",
    { class: "icon-counts", "aria-label": "visible icons" },
    Object.entries(p.icons || {}).map(([icon, n]) => el("span", { class: "icon-count", title: icon }, iconEl(icon), n)),
    (p.flags_and_fountains || []).map((f) =>
      el("span", { class: `chip ${f.counts ? "" : "muted"}`, title: f.counts ? "counts as an achievement now" : "does not count now" }, iconEl(f.icon), f.color),
    ),
  );
  const node = el("section", { class: classes.join(" "), dataset: { player: p.name } }, head, icons);
  if (!mine && settings.hidden.includes(p.name)) {
    node.append(el("p", { class: "muted" }, "Board hidden (Settings)."));
    return node;
  }
  node.append(el("div", { class: "board" }, COLORS.map((c) => stackEl(c, p.board[c], p, mine))));
  const zones = el("div", { class: "zones" });
  const keys = Object.keys(p).filter((k) => !PLAYER_KEYS.has(k) && !k.endsWith("_count"));
  keys.sort((a, b) => (ZONE_ORDER.indexOf(a) + 99) % 99 - (ZONE_ORDER.indexOf(b) + 99) % 99);
  for (const key of keys) {
    const value = p[key];
    if (Array.isArray(value)) {
      if (value.length || ["hand", "score_pile", "achievements"].includes(key)) zones.append(zoneEl(key, value, p, mine));
    } else if (value !== null && typeof value === "object") {
      zones.append(el("div", { class: "zone" }, el("h4", {}, key.replace(/_/g, " ")), JSON.stringify(value)));
    } else {
      zones.append(el("span", { class: "chip" }, `${key.replace(/_/g, " ")}: ${value}`));
    }
  }
  node.append(zones);
  return node;
}

function centreEl(v) {
  const centre = el("section", { class: "centre", "aria-label": "Achievements and supply" });
  centre.append(
    el(
      "div",
      { class: "zone zone-available" },
      el("h4", {}, `Achievements (${v.achievements_to_win} to win)`),
      el("div", { class: "cards" }, v.achievements.map((a) => itemEl(a, "available"))),
    ),
  );
  if (v.special_achievements && v.special_achievements.length) {
    centre.append(
      el(
        "div",
        { class: "zone zone-special" },
        el("h4", {}, "Special achievements"),
        el("div", { class: "cards" }, v.special_achievements.map((name) => cardEl(name, [`achieve:${name}`], "special"))),
      ),
    );
  }
  // Clicking a pile lists what it could hold (the list offers "draw").
  const supply = el("div", { class: "zone zone-supply" }, el("h4", {}, "Supply"));
  for (const [set, piles] of Object.entries(v.supply || {})) {
    supply.append(
      el(
        "div",
        { class: "supply-row" },
        el("span", { class: "set-label" }, setName(set)),
        Object.entries(piles).map(([age, count]) =>
          el(
            "button",
            {
              class: `pile set-${set} ${count ? "" : "empty"}`,
              title: count ? `${backLabel(set, age)}: ${count} cards; click for the cards it could hold` : `${backLabel(set, age)}: empty`,
              dataset: { back: `${set} ${age}`, count: String(count) },
            },
            el("span", { class: "age" }, age),
            el("span", { class: "count" }, `×${count}`),
          ),
        ),
      ),
    );
  }
  centre.append(supply);
  // Any other zone of the view (relics, decrees, ... and zones added later).
  for (const [key, value] of Object.entries(v)) {
    if (KNOWN_KEYS.has(key)) continue;
    if (Array.isArray(value)) centre.append(zoneEl(key, value, null, false));
    else if (value !== null && typeof value === "object") {
      centre.append(el("div", { class: "zone" }, el("h4", {}, key.replace(/_/g, " ")), JSON.stringify(value)));
    } else centre.append(el("span", { class: "chip" }, `${key.replace(/_/g, " ")}: ${value}`));
  }
  if (v.removed_count) centre.append(el("span", { class: "chip" }, `removed from the game: ${v.removed_count}`));
  return centre;
}

function renderTable() {
  const v = state.view;
  const table = document.getElementById("table");
  table.replaceChildren();
  if (!v) return;
  const players = [...v.players];
  // Your own area first, then the others in seat order after you.
  const at = players.findIndex((p) => p.name === v.viewer);
  const ordered = at >= 0 ? players.slice(at).concat(players.slice(0, at)) : players;
  // On a phone one board shows at a time: tabs choose whose (CSS hides the others).
  if (!ordered.some((p) => p.name === state.shownPlayer)) state.shownPlayer = ordered[0].name;
  table.append(
    el(
      "nav",
      { class: "board-tabs", "aria-label": "Boards" },
      ordered.map((p) =>
        el(
          "button",
          {
            class: `board-tab ${p.name === state.shownPlayer ? "active" : ""} ${v.turn && v.turn.player === p.name ? "current" : ""}`,
            "aria-pressed": String(p.name === state.shownPlayer),
            onclick: () => {
              state.shownPlayer = p.name;
              renderTable();
            },
          },
          p.name === v.viewer ? "You" : p.name,
          v.turn && v.turn.player === p.name && !v.result ? " ◀" : "",
        ),
      ),
    ),
  );
  table.append(centreEl(v));
  for (const p of ordered) {
    const node = playerEl(p, v);
    if (p.name === state.shownPlayer) node.classList.add("shown");
    table.append(node);
  }
  markChoosable();
}

function renderStatus() {
  const v = state.view;
  const status = document.getElementById("status");
  status.replaceChildren();
  if (!v) return;
  if (v.result) {
    status.append("Game over: ", ...linkify(resultText(v.result)));
    return;
  }
  const t = v.turn;
  const parts = [`Turn ${t.number}: ${t.player}`];
  if (v.phase === "setup") parts.push("choosing first cards");
  else if (v.phase === "start") parts.push("starting"); // (the last turn may wait for its confirmation)
  else parts.push(`${t.actions} action${t.actions === 1 ? "" : "s"} left`);
  status.append(parts.join(", "));
  if (v.pending) status.append(" · ", `${v.pending.player}: `, ...linkify(v.pending.prompt || ""));
}

function resultText(r) {
  const how = { achievements: "by achievements", score: "by score (a draw above 10)", dogma: "by a dogma effect" };
  const reason = how[r.reason] || r.reason;
  const card = r.card ? ` (${r.card})` : "";
  const winners = r.winners && r.winners.length ? r.winners.join(" and ") : "nobody";
  return `${winners} win${r.winners && r.winners.length === 1 ? "s" : ""} ${reason}${card}.`;
}

/** A new game with the same seats, sets and options; this seat goes there, the others get links. */
async function rematch() {
  const v = state.view;
  try {
    const summary = await api("GET", `/api/games/${encodeURIComponent(gameId)}`);
    // Who confirmed the end of their turns is a seat's setting (the game's option lists them).
    const { confirm_turn_end: confirming, ...options } = v.options;
    const confirms = (name) => confirming === true || (Array.isArray(confirming) && confirming.includes(name));
    const seats = summary.seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      ...(s.kind === "human" ? { confirm_turn_end: confirms(s.name) } : {}),
    }));
    const game = await api("POST", "/api/games", { seats, expansions: v.expansions, options });
    const mine = game.seats.find((s) => s.name === v.viewer);
    for (const s of [...game.seats].reverse()) {
      if (s.link) rememberSeat({ game: game.game, seat: s.seat, name: s.name, link: s.link });
    }
    const others = game.seats.filter((s) => s.link && s !== mine);
    if (!others.length) {
      location.href = mine.link;
      return;
    }
    openModal(
      "Rematch",
      el(
        "div",
        {},
        el("p", {}, "Send each other player their new link (it is their seat's key):"),
        el("ul", { class: "links" }, others.map((s) => el("li", {}, `${s.name}: `, el("a", { href: s.link }, new URL(s.link, location.href).href)))),
        el("a", { class: "button primary", href: mine.link }, "Go to your new seat"),
      ),
    );
  } catch (error) {
    toast(`No rematch: ${error.message}`);
  }
}

function renderResult() {
  const box = document.getElementById("result");
  const v = state.view;
  if (!v || !v.result) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.replaceChildren(
    el(
      "h2",
      {},
      "Game over",
      " ",
      state.seat !== null ? el("button", { id: "rematch", type: "button", onclick: rematch }, "Rematch") : "",
      " ",
      replaying ? "" : el("a", { id: "watch-replay", class: "button", href: `/replay/${encodeURIComponent(gameId)}` }, "Watch the replay"),
    ),
    el("p", { class: "winner" }, linkify(resultText(v.result))),
    el(
      "table",
      {},
      el("tr", {}, el("th", {}, "Player"), el("th", {}, "Score"), el("th", {}, "Achievements")),
      v.players.map((p) =>
        el(
          "tr",
          { class: (v.result.winners || []).includes(p.name) ? "won" : "" },
          el("td", {}, p.name),
          el("td", {}, p.score),
          el(
            "td",
            {},
            `${p.achievement_count}`,
            (p.achievements || []).length ? " (" : "",
            (p.achievements || []).map((a, i) => [i ? ", " : "", a.name ? cardLink(a.name) : `age ${a.age}`]),
            (p.achievements || []).length ? ")" : "",
          ),
        ),
      ),
    ),
  );
}

function renderLog() {
  const box = document.getElementById("log-entries");
  if (state.shownLog === 0) box.replaceChildren();
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  for (const entry of state.log.slice(state.shownLog)) {
    box.append(el("div", { class: `log-entry type-${entry.type}` }, linkify(entry.text || "")));
  }
  state.shownLog = state.log.length;
  if (atBottom || state.shownLog < 50) box.scrollTop = box.scrollHeight;
}

function renderUndo() {
  const undo = document.getElementById("undo");
  undo.hidden = state.seat === null;
  undo.disabled = !state.canUndo || state.busy || state.offline;
  undo.title = state.canUndo ? "Take back your last answer" : state.undoRefusal || "Nothing to take back";
}

function render() {
  const v = state.view;
  const body = document.body;
  body.dataset.n = state.n === null ? "" : String(state.n);
  body.dataset.state = !v ? "loading" : v.result ? "over" : myDecision() ? "mine" : state.seat === null ? "spectator" : "waiting";
  body.dataset.busy = String(state.busy);
  const mine = myDecision();
  body.dataset.kind = mine ? mine.kind : "";
  body.dataset.actions = v && v.turn ? String(v.turn.actions) : "";
  announceTurn(body.dataset.state === "mine");
  document.getElementById("who").textContent = v ? (v.viewer ? `You are ${v.viewer}` : replaying ? "Replay" : "Spectating") : "";
  renderStatus();
  renderResult();
  renderDecision();
  renderTable();
  renderLog();
  renderUndo();
  renderReplay();
  revealDraws();
}

// ---------------------------------------------------------------- your move

// The tab's icon: a plain dot, or a bright one with a play mark when it is your move.
const FAVICON_IDLE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23777'/%3E%3C/svg%3E";
const FAVICON_MINE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7.5' fill='%23e69500'/%3E%3Cpath d='M6 4l6 4-6 4z' fill='%23fff'/%3E%3C/svg%3E";

/** Title and icon of the tab say when it is your move; a notification too if allowed and the tab is hidden. */
function announceTurn(mine) {
  document.title = mine ? "▶ Your move · Innovation" : "Innovation";
  const icon = document.querySelector("link[rel=icon]");
  const href = mine ? FAVICON_MINE : FAVICON_IDLE;
  if (icon && icon.getAttribute("href") !== href) icon.setAttribute("href", href);
  document.body.dataset.favicon = mine ? "mine" : "idle";
  if (mine && !state.wasMine && settings.notify && document.hidden && window.Notification && Notification.permission === "granted") {
    const d = myDecision();
    new Notification("Innovation: your move", { body: d ? d.prompt : "", tag: `inno-${gameId}` });
  }
  state.wasMine = mine;
}

// ---------------------------------------------------------------- replay

// (stop: how many moves still replay here, when the later ones no longer do: 410)
const replay = { at: null, length: null, stop: null, wanted: null, timer: null };

/** The spectator view after the first ``at`` entries of the history (null: the end). */
async function showReplayAt(at) {
  replay.wanted = at;
  try {
    const query = at === null ? "" : `?at=${at}`;
    const data = await api("GET", `/api/games/${encodeURIComponent(gameId)}/replay${query}`);
    if (replay.wanted !== at) return; // a later step was asked for meanwhile
    replay.at = data.n;
    replay.length = data.length;
    // Each step's view carries its whole log: start the log again.
    state.log = [];
    state.shownLog = 0;
    receive({ seat: null, n: data.n, view: { ...data.view, log_length: (data.view.log || []).length } });
  } catch (error) {
    const stop = error.status === 410 && error.body ? error.body.replays : undefined;
    if (Number.isInteger(stop) && stop !== at) {
      // The moves after ``stop`` no longer replay here: the game up to there.
      replay.stop = stop;
      toast(`${error.message} The replay goes up to move ${stop}.`);
      showReplayAt(stop);
      return;
    }
    toast(`No replay: ${error.message}`);
  }
}

/** The last move the replay can show. */
function replayEnd() {
  return replay.stop ?? replay.length;
}

function stepTo(at) {
  if (replay.length === null) return;
  showReplayAt(Math.max(0, Math.min(replayEnd(), at)));
}

function renderReplay() {
  const bar = document.getElementById("replay");
  bar.hidden = !replaying;
  if (!replaying || replay.length === null) return;
  const slider = document.getElementById("replay-slider");
  const end = replayEnd();
  slider.max = String(end);
  if (document.activeElement !== slider) slider.value = String(replay.at);
  const stopped = end < replay.length ? ` (move ${end + 1} no longer replays here)` : "";
  document.getElementById("replay-step").textContent = `move ${replay.at} of ${replay.length}${stopped}`;
  document.getElementById("replay-first").disabled = replay.at === 0;
  document.getElementById("replay-back").disabled = replay.at === 0;
  document.getElementById("replay-forward").disabled = replay.at === end;
  document.getElementById("replay-last").disabled = replay.at === end;
}

function startReplay() {
  setConnection("replay");
  document.getElementById("replay-first").addEventListener("click", () => stepTo(0));
  document.getElementById("replay-back").addEventListener("click", () => stepTo(replay.at - 1));
  document.getElementById("replay-forward").addEventListener("click", () => stepTo(replay.at + 1));
  document.getElementById("replay-last").addEventListener("click", () => stepTo(replayEnd()));
  const slider = document.getElementById("replay-slider");
  slider.addEventListener("input", () => {
    clearTimeout(replay.timer);
    replay.timer = setTimeout(() => stepTo(Number(slider.value)), 120);
  });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, select, textarea, .modal")) return;
    if (e.key === "ArrowLeft") stepTo(replay.at - 1);
    if (e.key === "ArrowRight") stepTo(replay.at + 1);
  });
  showReplayAt(null);
}

// ---------------------------------------------------------------- legend

const CARD_EXAMPLES = ["Tools", "Athens", "Gilgamesh", "Dice"];

/** What every colour, mark, icon and zone of the table means. */
function openLegend() {
  const row = (what, text) => el("tr", {}, el("td", {}, what), el("td", {}, text));
  const sample = (cls, text) => el("button", { class: `option ${cls}`, tabindex: "-1" }, text);
  const icons = ["crown", "leaf", "lightbulb", "castle", "factory", "clock", "hex", "echo", "inspire", "bonus:3", "plus", "arrow:left", "arrow:right", "arrow:up", "search:castle", "flag", "fountain"];
  const examples = CARD_EXAMPLES.filter((name) => cards.has(name));
  openModal(
    "Legend",
    el(
      "div",
      { class: "legend" },
      el("h3", {}, "Buttons of a decision"),
      el(
        "table",
        {},
        row(sample("target-alone", "dogma X"), "a dogma (or endorse) only you carry out: nobody shares it, nobody is demanded"),
        row(sample("target-share", "dogma X ⚠"), "an opponent has as many of its icon as you: they will share its effects (if a sharer does something, you draw a card at the end)"),
        row(sample("target-demand", "dogma X"), "it demands (or compels) something of an opponent"),
        row(el("span", { class: "card legend-choosable" }, "card"), "a card, pile or player your decision can choose: click it for its text and the buttons that choose it"),
      ),
      el("h3", {}, "A card"),
      el("div", { class: "cards legend-cards" }, examples.map((name) => cardFace(name))),
      el(
        "table",
        {},
        row("corners", "the icon slots as printed: top left, and along the bottom left, middle and right (a city also has top middle and top right)"),
        row("value", "the number at the top right: the card's age"),
        row(el("span", { class: "featured" }, "★", iconEl("castle")), "the featured icon: the icon a dogma of this card is compared on"),
        row(el("span", { class: "mark" }, "K"), "a karma effect (Figures): it changes the rules while the card shows"),
        row("Echoes · Cities · …", "the card's set (no label: the base game)"),
        row(el("span", { class: "card tracked legend-tracked" }, "name"), "a card of another player you know (you saw it go there)"),
      ),
      el("h3", {}, "Icons"),
      el("table", { class: "legend-icons" }, icons.map((token) => row(iconEl(token), iconMeaning(token)))),
      el("h3", {}, "Piles"),
      el(
        "table",
        {},
        row("splayed left ←", "the covered cards show their right edge, drawn right of the top card"),
        row("splayed right →", "the covered cards show their left edge, drawn left of the top card"),
        row("splayed up ↑", "the covered cards show their bottom row, drawn under the top card"),
        row(el("span", { class: "slot unknown" }, "?"), "an icon of a covered card your view does not give"),
        row("icon counts", "under each player's name: every visible icon of their board (top cards and revealed strips)"),
      ),
      el("h3", {}, "Zones"),
      el("table", {}, Object.entries(ZONE_HELP).map(([key, text]) => row(key.replace(/_/g, " "), text))),
    ),
  );
}

// ---------------------------------------------------------------- start

/** The options of our decision that name ``node`` or a table element it lies in (a card, its pile, its player). */
function choicesAt(node) {
  const d = myDecision();
  if (!d) return [];
  const keys = new Set();
  for (let n = node; n && n.id !== "table"; n = n.parentElement) {
    for (const key of (n.dataset && n.dataset.targets ? n.dataset.targets.split("|") : [])) keys.add(key);
  }
  const found = [];
  d.options.forEach((option, i) => {
    if (optionTargets(d, option).some((key) => keys.has(key))) found.push(i);
  });
  return found;
}

/**
 * A click (a tap) on the table only shows what was clicked: a card's text, what a
 * back could be; the decision's options that name it come as buttons with it,
 * so nothing is played by a click alone (a face-down card is never melded unseen by mistake).
 */
function showAt(node) {
  const choices = choicesAt(node);
  let title = "Choose";
  let body = "";
  if (node.dataset.card) [title, body] = [node.dataset.card, cardDetails(node.dataset.card)];
  else if (node.dataset.back) [title, body] = couldBe(node.dataset.back, node.dataset.count);
  else if (node.dataset.color) title = `Your ${node.dataset.color} pile`;
  else if (node.dataset.targets && node.dataset.targets.startsWith("player:")) title = node.dataset.targets.slice(7);
  else if (node.title) title = node.title;
  if (!body && !choices.length) return;
  const d = myDecision();
  const buttons = choices.map((i) => {
    const info = dogmaInfo(d, d.options[i]);
    const picked = d.kind === "choose_cards" && state.selected.includes(i);
    return el(
      "button",
      {
        class: `option choice ${info ? info.cls : ""}`,
        title: info ? info.title : undefined,
        disabled: state.busy || state.offline,
        onclick: () => {
          closeModal();
          choose(i);
        },
      },
      d.kind === "choose_cards" ? `${picked ? "Unselect" : "Select"} ${optionLabel(d.options[i])}` : optionLabel(d.options[i]),
      info && info.warning ? el("span", { class: "warning" }, ` ${info.warning}`) : "",
    );
  });
  openModal(title, el("div", {}, buttons.length ? el("div", { class: "options modal-choices" }, buttons) : "", body));
}

function onTableClick(e) {
  if (e.target.closest("a.cardlink, button:not([data-back])")) return; // links open cards; buttons do their own
  const node = e.target.closest("[data-card], [data-back], [data-choice]");
  if (!node) return;
  e.preventDefault();
  showAt(node);
}

async function start() {
  applySettings();
  installCardPopups();
  document.getElementById("table").addEventListener("click", onTableClick);
  document.getElementById("table").addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && e.target.dataset && e.target.dataset.choice) {
      e.preventDefault();
      showAt(e.target);
    }
  });
  document.getElementById("undo").addEventListener("click", () => move("undo"));
  document.getElementById("browse").addEventListener("click", () => openCardBrowser(state.view ? ["base", ...state.view.expansions] : null));
  document.getElementById("settings").addEventListener("click", openSettings);
  document.getElementById("legend").addEventListener("click", openLegend);
  // On a phone the log is a drawer over the table.
  const logToggle = document.getElementById("log-toggle");
  logToggle.addEventListener("click", () => {
    const open = document.body.classList.toggle("log-open");
    logToggle.setAttribute("aria-expanded", String(open));
    if (open) {
      const box = document.getElementById("log-entries");
      box.scrollTop = box.scrollHeight;
    }
  });
  document.getElementById("log-close").addEventListener("click", () => {
    document.body.classList.remove("log-open");
    logToggle.setAttribute("aria-expanded", "false");
  });
  document.getElementById("game-id").textContent = gameId;
  // Another seat's link pasted into this tab: start again as that seat.
  window.addEventListener("hashchange", () => location.reload());
  await loadCards();
  if (replaying) startReplay();
  else connect();
}

start();
