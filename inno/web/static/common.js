// Shared by the lobby and the table: the card data (GET /api/cards), card
// names turned into links with a hover preview and a click-to-open card, the
// card browser, and small helpers.  Plain ES module, no build step.

export const COLORS = ["blue", "red", "green", "yellow", "purple"];

// How an icon token of the card data is shown (text, so it reads without images).
const ICON_TEXT = {
  crown: "♛",
  leaf: "❦",
  lightbulb: "☀",
  castle: "♜",
  factory: "⚙",
  clock: "◷",
  hex: "⬡",
  echo: "◎",
  inspire: "✷",
  plus: "+",
  flag: "⚑",
  fountain: "≈",
};

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
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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
  if (!token) return el("span", { class: "icon blank" }, "·");
  let text = ICON_TEXT[token];
  if (text === undefined) {
    const [kind, arg] = token.split(":");
    if (kind === "bonus") text = `b${arg}`;
    else if (kind === "search") text = `⌕${ICON_TEXT[arg] || arg}`;
    else if (kind === "arrow") text = { left: "←", right: "→", up: "↑" }[arg] || arg;
    else text = token;
  }
  const kind = token.split(":")[0];
  const arg = token.split(":")[1];
  const cls = kind === "search" ? `icon icon-search icon-${arg}` : `icon icon-${kind}`;
  return el("span", { class: cls, title: token }, text);
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
  for (const d of card.dogma || []) {
    const label = d.kind === "demand" ? "I demand: " : d.kind === "compel" ? "I compel: " : "";
    effects.push(el("p", { class: `dogma ${d.kind}` }, label ? el("b", {}, label) : "", richText(d.text)));
  }
  if (card.condition) effects.push(el("p", { class: "condition" }, richText(card.condition)));
  return el(
    "div",
    { class: `card-details color-${card.color || "none"}` },
    el("h3", {}, card.name),
    el("div", { class: "meta" }, head),
    card.icons && card.icons.length
      ? el("div", { class: "icons" }, card.icons.map(iconEl), card.featured_icon
          ? el("span", { class: "featured" }, " featured: ", iconEl(card.featured_icon))
          : "")
      : "",
    effects,
  );
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
  tooltip = el("div", { class: "tooltip", role: "tooltip" }, cardDetails(name));
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
  document.addEventListener("mouseover", (e) => {
    const target = e.target.closest("[data-card]");
    if (target) showTooltip(target);
    else hideTooltip();
  });
  document.addEventListener("click", (e) => {
    const link = e.target.closest("a.cardlink");
    if (link) {
      e.preventDefault();
      hideTooltip();
      openCard(link.dataset.card);
    }
  });
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
