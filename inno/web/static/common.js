// Shared by the lobby and the table: the card data (GET /api/cards), card
// names turned into links with a hover preview and a click-to-open card, the
// card browser, and small helpers.  Plain ES module, no build step.

export const COLORS = ["blue", "red", "green", "yellow", "purple"];

// How an icon token of the card data is shown (text, so it reads without images),
// and what it means (titles and the legend).
export const ICONS = {
  crown: ["♛", "crown"],
  leaf: ["❦", "leaf"],
  lightbulb: ["☀", "lightbulb"],
  castle: ["♜", "castle"],
  factory: ["⚙", "factory"],
  clock: ["◷", "clock"],
  hex: ["⬡", "hexagon: the card's picture, counts as no icon"],
  echo: ["◎", "echo effect (Echoes): a dogma of this colour first runs every visible echo effect of the pile (covered cards' too, where the splay shows them)"],
  inspire: ["✷", "inspire effect (Figures): the Inspire action runs it from every card of that colour that shows it"],
  plus: ["+", "plus (Cities): when melded by a Meld action, draw a card of value one higher"],
  flag: ["⚑", "flag (Cities): while visible, counts as an achievement if no opponent shows more cards of its colour"],
  fountain: ["≈", "fountain (Cities): while visible, counts as an achievement"],
};
const ARROWS = { left: "←", right: "→", up: "↑" };
const SET_NAMES = { base: "Base", echoes: "Echoes", cities: "Cities", artifacts: "Artifacts", figures: "Figures" };

/** A set's name as the log writes it ("Figures"). */
export function setName(set) {
  return SET_NAMES[set] || set;
}

/** A back as the log names it: "Figures 3" (a base card: "age 3", the log's bare "3" reads poorly alone). */
export function backLabel(set, age) {
  return set === "base" ? `age ${age}` : `${SET_NAMES[set] || set} ${age}`;
}

/** What an icon token means, in words (a title, the legend). */
export function iconMeaning(token) {
  if (ICONS[token]) return ICONS[token][1];
  const [kind, arg] = token.split(":");
  if (kind === "bonus") return `bonus ${arg} (Echoes): your highest visible bonus counts in full, each other one adds 1 to your score`;
  if (kind === "search") return `search (Cities): counts as a ${arg}; when melded by a Meld action, draw and reveal base cards and keep those with a ${arg}`;
  if (kind === "arrow") return `arrow (Cities): when melded by a Meld action, splay that colour ${arg}`;
  return token;
}

/** Create an element: el("div", {class: "x", onclick: f}, child, "text", ...). */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** A JSON request; throws an Error carrying the server's error sentence. */
export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    // No answer at all ("Failed to fetch"): say so in words; ``status`` stays undefined.
    throw new Error("the server cannot be reached (stopped or no network): nothing was changed");
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const why = data && data.error ? data.error : `${response.status} ${response.statusText}`;
    const error = new Error(why);
    error.status = response.status;
    error.body = data; // (what else it says: a 410 replay's ``replays``)
    throw error;
  }
  return data;
}

// ---------------------------------------------------------------- card data

export const cards = new Map(); // name -> record of the card data
let namePattern = null;

export async function loadCards() {
  if (cards.size) return cards;
  try {
    const data = await api("GET", "/api/cards");
    const list = Array.isArray(data) ? data : data.cards || Object.values(data);
    for (const card of list) cards.set(card.name, card);
  } catch (error) {
    console.warn("no card data", error);
  }
  // Longest names first, so "Steam Engine" wins over a shorter name inside it.
  const names = [...cards.keys()].sort((a, b) => b.length - a.length);
  if (names.length) {
    const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    namePattern = new RegExp(`(?<![\\w'])(${escaped.join("|")})(?![\\w'])`, "g");
  }
  return cards;
}

/** One icon token ("castle", "bonus:5", "search:leaf", "arrow:left") as a span. */
export function iconEl(token) {
  if (!token) return el("span", { class: "icon blank", title: "no icon" }, "·");
  const [kind, arg] = token.split(":");
  let text = ICONS[token] ? ICONS[token][0] : token;
  if (kind === "bonus") text = arg;
  else if (kind === "search") text = `⌕${ICONS[arg] ? ICONS[arg][0] : arg}`;
  else if (kind === "arrow") text = ARROWS[arg] || arg;
  const cls = kind === "search" ? `icon icon-search icon-${arg}` : `icon icon-${kind}`;
  return el("span", { class: cls, title: iconMeaning(token), dataset: { icon: token } }, text);
}

// ---------------------------------------------------------------- cards drawn as cards

// Where each icon slot of the card data sits on the printed card (CARDS.md):
// top left, bottom left, bottom middle, bottom right, then a city's top middle, top right.
const SLOT_PLACES = ["tl", "bl", "bm", "br", "tm", "tr"];
// Which slots a covered card shows, by the splay of its stack (as inno.data.cards).
const REVEALED = { left: [3], right: [0, 1], up: [1, 2, 3] };
const REVEALED_CITY = { left: [3, 5], right: [0, 1], up: [1, 2, 3] };

function slotEl(place, token) {
  return el("span", { class: `slot slot-${place}` }, token === undefined ? "" : iconEl(token));
}

/**
 * A card face as printed: colour, value, name, the icon slots in their places
 * (a city's six), the featured icon, and markers for karma effects.  ``attrs``
 * are the element's attributes (class and dataset added to).
 */
export function cardFace(name, attrs = {}) {
  const card = cards.get(name);
  const cls = ["card", "face", `color-${(card && card.color) || "none"}`, attrs.class || ""];
  const node = el("div", { ...attrs, class: cls.join(" "), dataset: { card: name, ...(attrs.dataset || {}) } });
  if (!card) {
    node.append(el("div", { class: "card-row card-top" }, el("span", { class: "name" }, name)));
    return node;
  }
  const slots = card.icons || [];
  const city = slots.length === 6;
  if (city) node.classList.add("city");
  if (!slots.length) node.classList.add("plain"); // special achievements, Decrees: no icons
  if (card.set !== "base") node.classList.add(`set-${card.set}`);
  const marks = [];
  if (card.featured_icon) {
    marks.push(el("span", { class: "featured", title: `featured icon (the dogma's): ${card.featured_icon}` }, "★", iconEl(card.featured_icon)));
  }
  for (const _ of card.karma || []) marks.push(el("span", { class: "mark mark-karma", title: "karma effect (Figures): see the card's text" }, "K"));
  if (card.kind === "relic") marks.push(el("span", { class: "mark", title: "relic" }, "relic"));
  if (card.set !== "base") marks.push(el("span", { class: "set", title: card.set }, SET_NAMES[card.set] || card.set));
  const title = el("span", { class: "name" }, name);
  const age = card.age ? el("span", { class: "age", title: `value ${card.age}` }, card.age) : "";
  // A city's top row is three slots: its name goes on the middle row.
  node.append(
    city
      ? el("div", { class: "card-row card-top" }, slotEl("tl", slots[0]), slotEl("tm", slots[4]), slotEl("tr", slots[5]), age)
      : el("div", { class: "card-row card-top" }, slots.length ? slotEl("tl", slots[0]) : "", title, age),
    el("div", { class: "card-row card-mid" }, city ? title : "", marks),
    slots.length
      ? el("div", { class: "card-row card-bottom" }, slotEl("bl", slots[1]), slotEl("bm", slots[2]), slotEl("br", slots[3]))
      : "",
  );
  return node;
}

/**
 * The strip of a covered card that its stack's splay reveals, drawn where it
 * lies: ``tokens`` are the revealed slots in slot order (a city shows its top
 * right too when splayed left); null tokens: not known to the viewer.
 */
export function stripEl(splay, color, tokens, name) {
  const places = (tokens && tokens.length === 2 && splay === "left" ? REVEALED_CITY : REVEALED)[splay] || [];
  const at = {};
  places.forEach((slot, i) => (at[SLOT_PLACES[slot]] = tokens ? tokens[i] : "?"));
  const place = (p) =>
    at[p] === undefined ? el("span", { class: `slot slot-${p} empty` }) : at[p] === "?" ? el("span", { class: `slot slot-${p} unknown` }, "?") : slotEl(p, at[p]);
  const rows =
    splay === "up"
      ? [el("div", { class: "card-row card-bottom" }, place("bl"), place("bm"), place("br"))]
      : [
          el("div", { class: "card-row card-top" }, place(splay === "left" ? "tr" : "tl")),
          el("div", { class: "card-row card-bottom" }, place(splay === "left" ? "br" : "bl")),
        ];
  return el(
    "div",
    {
      class: `strip strip-${splay} color-${color}`,
      dataset: name ? { card: name } : {},
      title: name ? `${name} (covered)` : "a covered card: only the icons its splay reveals show",
    },
    rows,
  );
}

/** The revealed slot tokens of a covered card whose name is known. */
export function revealedTokens(name, splay) {
  const card = cards.get(name);
  if (!card) return null;
  const slots = card.icons || [];
  return ((slots.length === 6 ? REVEALED_CITY : REVEALED)[splay] || []).filter((i) => i < slots.length).map((i) => slots[i]);
}

/** Card text with {castle} icons and {3} values shown. */
export function richText(text) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^}]+)\}/g)) {
    out.push(text.slice(last, m.index));
    if (/^\d+$/.test(m[1])) out.push(el("span", { class: "age-badge" }, m[1]));
    else out.push(iconEl(m[1]));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** Text with every card name in it made a link (hover: its text; click: open it). */
export function linkify(text) {
  if (!namePattern || !text) return [text || ""];
  const out = [];
  let last = 0;
  for (const m of text.matchAll(namePattern)) {
    out.push(text.slice(last, m.index));
    out.push(cardLink(m[1]));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

export function cardLink(name) {
  return el("a", { class: "cardlink", href: "#", dataset: { card: name } }, name);
}

/** The full text of a card: dogma, echo, inspire, karma effects, condition. */
export function cardDetails(name) {
  const card = cards.get(name);
  if (!card) return el("div", { class: "card-details" }, el("h3", {}, name));
  const head = [card.set, card.kind === "age" ? `age ${card.age}` : card.kind, card.color]
    .filter(Boolean)
    .join(" · ");
  const effects = [];
  if (card.echo) effects.push(el("p", { class: "echo" }, el("b", {}, "Echo: "), richText(card.echo)));
  if (card.inspire)
    effects.push(el("p", { class: "inspire" }, el("b", {}, "Inspire: "), richText(card.inspire)));
  for (const k of card.karma || [])
    effects.push(el("p", { class: "karma" }, el("b", {}, "Karma: "), richText(k)));
  // Demand and compel texts start with their own "I demand" / "I compel".
  for (const d of card.dogma || []) effects.push(el("p", { class: `dogma ${d.kind}` }, richText(d.text)));
  if (card.condition) effects.push(el("p", { class: "condition" }, richText(card.condition)));
  return el(
    "div",
    { class: `card-details color-${card.color || "none"}` },
    el("h3", {}, card.name),
    el("div", { class: "meta" }, head),
    card.icons && card.icons.length ? preview(name) : "",
    effects,
  );
}

/** The card face drawn in a card's text (not itself a link to the card). */
function preview(name) {
  const face = cardFace(name, { class: "preview" });
  delete face.dataset.card;
  return face;
}

// ---------------------------------------------------------------- popups

let tooltip = null;
let modal = null;

/** Open a dialog with a title and content (Escape or the × closes it). */
export function openModal(title, content) {
  closeModal();
  const close = el("button", { class: "close", "aria-label": "Close", onclick: closeModal }, "×");
  modal = el(
    "div",
    { class: "modal-backdrop", onclick: (e) => e.target === modal && closeModal() },
    el("div", { class: "modal", role: "dialog", "aria-label": title }, close, el("h2", {}, title), content),
  );
  document.body.append(modal);
}

export function closeModal() {
  if (modal) modal.remove();
  modal = null;
}

export function openCard(name) {
  openModal(name, cardDetails(name));
}

function showTooltip(target) {
  const name = target.dataset.card;
  if (!name || !cards.has(name)) return;
  hideTooltip();
  tooltip = el("div", { class: "tooltip", role: "tooltip", dataset: { for: name } }, cardDetails(name));
  document.body.append(tooltip);
  const r = target.getBoundingClientRect();
  const w = tooltip.offsetWidth;
  const h = tooltip.offsetHeight;
  let left = Math.min(r.left, window.innerWidth - w - 8);
  let top = r.bottom + 6;
  if (top + h > window.innerHeight) top = Math.max(4, r.top - h - 6);
  tooltip.style.left = `${Math.max(4, left)}px`;
  tooltip.style.top = `${top}px`;
}

function hideTooltip() {
  if (tooltip) tooltip.remove();
  tooltip = null;
}

/** Hover previews and click-to-open for every card link on the page. */
export function installCardPopups() {
  // Hover previews for a mouse only: a tap opens the card instead (no hover on touch screens).
  document.addEventListener("pointerover", (e) => {
    if (e.pointerType !== "mouse") return;
    const target = e.target.closest("[data-card]");
    if (target && !modal && !target.closest(".modal")) {
      if (!tooltip || tooltip.dataset.for !== target.dataset.card) showTooltip(target);
    } else hideTooltip();
  });
  // A click (a tap) opens something or changes the page: the preview must not linger.
  document.addEventListener("click", (e) => {
    hideTooltip();
    const link = e.target.closest("a.cardlink");
    if (link) {
      e.preventDefault();
      openCard(link.dataset.card);
    }
  });
  window.addEventListener("scroll", hideTooltip, { passive: true });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      closeModal();
      hideTooltip();
    }
  });
}

// ---------------------------------------------------------------- card browser

/** Every card with its text and icons, filtered by set, age and name. */
export function openCardBrowser(sets) {
  const all = [...cards.values()];
  const setNames = [...new Set(all.map((c) => c.set))];
  const setSelect = el(
    "select",
    { "aria-label": "Set" },
    el("option", { value: "" }, "all sets"),
    setNames.map((s) => el("option", { value: s, selected: sets && sets.length === 1 && sets[0] === s }, s)),
  );
  const ageSelect = el(
    "select",
    { "aria-label": "Age" },
    el("option", { value: "" }, "all ages"),
    [...Array(11).keys()].slice(1).map((a) => el("option", { value: String(a) }, `age ${a}`)),
  );
  const nameInput = el("input", { type: "search", placeholder: "name or text", "aria-label": "Name" });
  const list = el("div", { class: "browser-list" });
  const refresh = () => {
    const set = setSelect.value;
    const age = ageSelect.value;
    const q = nameInput.value.trim().toLowerCase();
    list.replaceChildren();
    const shown = all.filter(
      (c) =>
        (!set || c.set === set) &&
        (!age || String(c.age) === age) &&
        (!q ||
          c.name.toLowerCase().includes(q) ||
          JSON.stringify([c.dogma, c.echo, c.karma, c.inspire]).toLowerCase().includes(q)),
    );
    for (const c of shown.slice(0, 200)) list.append(cardDetails(c.name));
    if (shown.length > 200) list.append(el("p", {}, `… and ${shown.length - 200} more: narrow the filter`));
    if (!shown.length) list.append(el("p", {}, "No card matches."));
  };
  for (const input of [setSelect, ageSelect, nameInput]) input.addEventListener("input", refresh);
  openModal("Cards", el("div", { class: "browser" }, el("div", { class: "filters" }, setSelect, ageSelect, nameInput), list));
  refresh();
  nameInput.focus();
}

// ---------------------------------------------------------------- your seats

const SEATS_KEY = "inno.seats";

/** The seats this browser created or opened (newest first): {game, seat, name, link}. */
export function mySeats() {
  try {
    const list = JSON.parse(localStorage.getItem(SEATS_KEY));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Remember a seat's link (so that a lost link is not a lost seat); ``null`` name: forget it. */
export function rememberSeat(seat) {
  const others = mySeats().filter((s) => s.link !== seat.link);
  const list = seat.name === null ? others : [seat, ...others].slice(0, 50);
  localStorage.setItem(SEATS_KEY, JSON.stringify(list));
}

/** A short message at the bottom of the page, gone after a few seconds. */
export function toast(text, kind = "error") {
  let box = document.getElementById("toasts");
  if (!box) {
    box = el("div", { id: "toasts", "aria-live": "polite" });
    document.body.append(box);
  }
  const item = el("div", { class: `toast ${kind}`, role: kind === "error" ? "alert" : "status" }, text);
  box.append(item);
  setTimeout(() => item.remove(), kind === "error" ? 6000 : 4000);
}
