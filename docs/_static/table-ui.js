// The Table page's elements, its state and the small helpers its parts share (table.js drives
// the page, table-editor.js builds the table, table-tray.js holds the cards to tap).
//
// Safety: text from the link, the paste box or the engine's messages only ever goes into the
// page through textContent or attributes set one by one. The only markup inserted is the
// engine's own pictures and verdicts (idiotcore.present.render), which escape every piece of text.

export const $ = (id) => document.getElementById(id);

export const app = $("idiot-app");
// The default seat names are the engine's (idiotcore.play.game.DEFAULT_NAMES), written into the page.
export const DEFAULT_NAMES = JSON.parse(app.dataset.seatNames || "[]");

export const ui = {
  status: $("table-status"), message: $("table-message"),
  ruleset: $("table-ruleset"), players: $("table-players"), deal: $("table-deal"),
  clear: $("table-clear"), before: $("table-before"), notation: $("table-notation"),
  paste: $("table-paste"), load: $("table-load"), editor: $("table-editor"),
  moveForm: $("table-move-form"), move: $("table-move"), legal: $("table-legal"),
  back: $("table-back"), legalList: $("table-legal-list"), result: $("table-result"),
  verdict: $("table-verdict"), rules: $("table-rules"), afterNote: $("table-after-note"),
  after: $("table-after"), afterNotation: $("table-after-notation"),
  continue: $("table-continue"), copy: $("table-copy"), copied: $("table-copied"),
  linkBox: $("table-link-box"), link: $("table-link"), judged: $("table-judged"),
  moveMessage: $("table-move-message"), pasteMessage: $("table-paste-message"),
  editorMessage: null, // made by renderEditor, beside the cards to tap
};

export const state = {
  desc: null, // the engine's description of the current position (web.position)
  result: null, // the engine's verdict on the current move (web.judge_move)
  move: "", // the move judged (or a link's move refused), kept in the URL with the position
  history: [], // earlier screens: {p, m}
  quietUrl: false, // true while a link is being read: the URL is written once at the end
  target: null, // the editor's zone that tapped cards go to
  started: performance.now(),
};

export function mark(name) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

export function setStatus(text) {
  ui.status.textContent = text;
}

/** Where a message is shown: beside what it concerns, so it is in view where the person acted
 *  (on a phone the page's message line lies screens above the move box). */
const PLACES = {
  page: () => ui.message, // a link, Deal, Empty table, the ruleset: at the top, by those controls
  move: () => ui.moveMessage, // a typed or picked move, the legal moves, Step back
  paste: () => ui.pasteMessage, // a pasted position, under "Set up this position"
  editor: () => ui.editorMessage, // the editor's refusal, in the tray beside the cards to tap
};

/** True when the element lies wholly between the theme's header and the foot of the screen. */
export function inView(element) {
  const box = element.getBoundingClientRect();
  const top = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return box.top >= top && box.bottom <= window.innerHeight;
}

/** Say `text` in `place` (one of PLACES), in view; a message says it alone, so the others are
 *  cleared. An empty text clears that place only. */
export function say(place, text) {
  const element = (PLACES[place] || PLACES.page)() || ui.message;
  if (text) {
    for (const other of Object.values(PLACES)) {
      const node = other();
      if (node && node !== element) {
        node.textContent = "";
        node.hidden = true;
      }
    }
  }
  element.textContent = text;
  element.hidden = !text;
  if (text && !inView(element)) element.scrollIntoView({ block: "nearest" });
}

export function showMessage(text) {
  say("page", text);
}

/** Clear every message. */
export function hush() {
  for (const place of Object.keys(PLACES)) say(place, "");
}

export function setBusy(busy) {
  app.classList.toggle("idiot-app-busy", busy);
}

/** Engine markup (escaped by idiotcore.present.render) into an element. */
export function putEngineMarkup(element, markup) {
  element.innerHTML = typeof markup === "string" ? markup : "";
}

/** Run an action; if it fails (the engine failed or took too long), say why in `place`. */
export async function run(action, place = "page") {
  try {
    await action();
  } catch (err) {
    say(place, String(err.message || err));
  }
}

/** An element with attributes, text (`text`), listeners (`onclick`…) and children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}
