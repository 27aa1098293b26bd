// The table (/play/<game>#<token>): everything shown comes from the view the
// server pushes on the WebSocket (docs/web-api.md); nothing is guessed here.
import {
  COLORS,
  api,
  cardLink,
  cards,
  el,
  iconEl,
  installCardPopups,
  linkify,
  loadCards,
  openCard,
  openCardBrowser,
  openModal,
  toast,
} from "./common.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const token = location.hash.length > 1 ? decodeURIComponent(location.hash.slice(1)) : null;

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
};

// Top-level view keys drawn by their own code; any other key is a zone drawn generically.
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
]);
const ZONE_ORDER = ["hand", "face_down", "forecast", "display", "score_pile", "achievements"];

// ---------------------------------------------------------------- settings

const SETTINGS_KEY = "inno.settings";
const settings = Object.assign({ size: "medium", hidden: [] }, readSettings());

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
  openModal(
    "Settings",
    el("div", { class: "settings" }, el("label", { class: "setting" }, "Card size ", size), boxes),
  );
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
      setConnection("connected");
      receive(message);
    } else if (message.type === "error") {
      state.busy = false;
      toast(message.error || "refused");
      if (message.status === 401 || message.status === 404) {
        state.fatal = message.error;
      }
      render();
    }
  };
  socket.onclose = () => {
    if (state.socket !== socket) return;
    setConnection("disconnected: reconnecting");
    if (state.fatal) {
      setConnection(state.fatal);
      return;
    }
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
  state.n = message.n;
  state.view = view;
  state.canUndo = Boolean(message.can_undo);
  state.undoRefusal = message.undo_refusal ?? null;
  state.busy = false;
  render();
}

async function refreshOverHttp() {
  try {
    const data = await api("GET", `/api/games/${encodeURIComponent(gameId)}/view?log_since=${state.log.length}`, undefined, token);
    receive(data);
  } catch (error) {
    toast(error.message);
  }
}

/** Send a move (answer, undo, look) over HTTP; the new view comes by the socket. */
async function move(kind, body = {}) {
  if (state.busy) return null;
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
    toast(error.message);
    if (error.status === 409) refreshOverHttp();
    render();
    return null;
  }
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

function renderDecision() {
  const box = document.getElementById("decision");
  box.replaceChildren();
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
          class: `option ${info ? info.cls : ""} ${option === null ? "decline" : ""}`,
          "aria-pressed": multi ? String(pressed) : undefined,
          title: info ? info.title : undefined,
          disabled: state.busy,
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
        { id: "done", class: "done", disabled: state.busy || n < d.min || n > d.max, onclick: submitMulti },
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
  const card = cards.get(name);
  const color = card && card.color ? card.color : "none";
  const keys = [`card:${name}`, ...targets];
  return el(
    "div",
    {
      class: `card color-${color} ${extraClass}`,
      dataset: { card: name, targets: keys.join("|") },
    },
    card && card.age ? el("span", { class: "age" }, card.age) : "",
    el("span", { class: "name" }, name),
    card && card.set && card.set !== "base" ? el("span", { class: "set" }, card.set) : "",
    card && card.icons && card.icons.length && extraClass.includes("top")
      ? el("span", { class: "icons" }, card.icons.map(iconEl))
      : "",
  );
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
      title: `A ${key}: click for the cards it could be`,
    },
    el("span", { class: "age" }, back.age),
    el("span", { class: "name" }, back.set === "base" ? `age ${back.age}` : `${back.set} ${back.age}`),
  );
}

function couldBe(key) {
  const v = state.view;
  const names = v && v.could_be ? v.could_be[key] : null;
  const body = names
    ? names.length
      ? el("ul", { class: "could-be" }, names.map((name) => el("li", {}, cardLink(name))))
      : el("p", {}, "No card of that back is unaccounted for.")
    : el("p", {}, "Card tracking is not available to spectators.");
  openModal(`A ${key} could be`, body);
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
        { class: `card back achievement set-${item.set}`, dataset: { targets } },
        el("span", { class: "age" }, item.age),
        el("span", { class: "name" }, `achievement ${item.age}`),
        item.set !== "base" ? el("span", { class: "set" }, item.set) : "",
      );
    }
    return backEl(item, zone);
  }
  if (item.name) return cardEl(item.name, zone === "available" ? [`achieve:${item.name}`] : [], "special");
  return el("span", { class: "chip" }, JSON.stringify(item));
}

function zoneEl(key, items, player, mine) {
  const label = key.replace(/_/g, " ");
  const count = player ? player[`${key}_count`] : undefined;
  const head = el("h4", {}, label, count !== undefined && count !== null && count !== items.length ? ` (${count})` : ` (${items.length})`);
  const zone = el("div", { class: `zone zone-${key}`, dataset: { zone: key } }, head);
  const row = el("div", { class: "cards" }, items.map((item) => itemEl(item, key)));
  zone.append(row);
  if (key === "face_down" && mine && items.length && state.seat !== null) {
    head.append(
      " ",
      el(
        "button",
        {
          class: "reveal",
          title: "Look at the cards you drew face down (after that, your draw cannot be undone)",
          disabled: state.busy,
          onclick: async () => {
            const result = await move("look");
            if (result && result.seen) toast(`You see: ${result.seen.join(", ")}`, "info");
          },
        },
        "Reveal",
      ),
    );
  }
  return zone;
}

function stackEl(color, stack, player, mine) {
  const slot = el("div", { class: `stack color-${color}`, dataset: { color, targets: mine ? `color:${color}` : "" } });
  if (!stack) {
    slot.append(el("div", { class: "empty" }, color));
    return slot;
  }
  slot.append(cardEl(stack.top, [mine ? `dogma:${stack.top}` : ""], "top"));
  const count = stack.count === null || stack.count === undefined ? "?" : stack.count;
  const splay = stack.splay && stack.splay !== "none" ? `splayed ${stack.splay}` : "not splayed";
  slot.append(el("div", { class: "stack-info" }, `${splay} · ${count} card${count === 1 ? "" : "s"}`));
  const covered = (stack.cards || []).slice(1);
  if (covered.length) {
    slot.append(
      el(
        "div",
        { class: "covered" },
        covered.map((name, i) => [i ? ", " : "", name ? cardLink(name) : "?"]),
      ),
    );
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
        el("span", { class: "set-label" }, set),
        Object.entries(piles).map(([age, count]) =>
          el(
            "button",
            {
              class: `pile set-${set} ${count ? "" : "empty"}`,
              title: `${set} ${age}: ${count} cards; click for the cards it could hold`,
              dataset: { back: `${set} ${age}` },
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
  table.append(centreEl(v));
  for (const p of ordered) table.append(playerEl(p, v));
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

function renderResult() {
  const box = document.getElementById("result");
  const v = state.view;
  if (!v || !v.result) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.replaceChildren(
    el("h2", {}, "Game over"),
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
  undo.disabled = !state.canUndo || state.busy;
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
  document.title = body.dataset.state === "mine" ? "▶ Your move · Innovation" : "Innovation";
  document.getElementById("who").textContent = v ? (v.viewer ? `You are ${v.viewer}` : "Spectating") : "";
  renderStatus();
  renderResult();
  renderDecision();
  renderTable();
  renderLog();
  renderUndo();
}

// ---------------------------------------------------------------- start

function onTableClick(e) {
  const choice = e.target.closest("[data-choice]");
  if (choice && myDecision()) {
    e.preventDefault();
    choose(Number(choice.dataset.choice));
    return;
  }
  const link = e.target.closest("a.cardlink");
  if (link) return; // handled by the card popups
  const back = e.target.closest("[data-back]");
  if (back) {
    couldBe(back.dataset.back);
    return;
  }
  const card = e.target.closest("[data-card]");
  if (card) openCard(card.dataset.card);
}

async function start() {
  applySettings();
  installCardPopups();
  document.getElementById("table").addEventListener("click", onTableClick);
  document.getElementById("table").addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && e.target.dataset && e.target.dataset.choice) {
      e.preventDefault();
      choose(Number(e.target.dataset.choice));
    }
  });
  document.getElementById("undo").addEventListener("click", () => move("undo"));
  document.getElementById("browse").addEventListener("click", () => openCardBrowser(state.view ? ["base", ...state.view.expansions] : null));
  document.getElementById("settings").addEventListener("click", openSettings);
  document.getElementById("game-id").textContent = gameId;
  // Another seat's link pasted into this tab: start again as that seat.
  window.addEventListener("hashchange", () => location.reload());
  await loadCards();
  connect();
}

start();
