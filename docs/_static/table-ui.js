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
  linkBox: $("table-link-box"), link: $("table-link"),
  editorMessage: null, // made by renderEditor, beside the cards to tap
};

export const state = {
  desc: null, // the engine's description of the current position (web.position)
  result: null, // the engine's verdict on the current move (web.judge_move)
  move: "", // the move last submitted (judged or refused), kept in the URL with the position
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

export function showMessage(text) {
  ui.message.textContent = text;
  ui.message.hidden = !text;
}

export function setBusy(busy) {
  app.classList.toggle("idiot-app-busy", busy);
}

/** Engine markup (escaped by idiotcore.present.render) into an element. */
export function putEngineMarkup(element, markup) {
  element.innerHTML = typeof markup === "string" ? markup : "";
}

export async function run(action) {
  try {
    await action();
  } catch (err) {
    showMessage(String(err.message || err));
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
