// The Table page: set up a position, try a move, and see the engine's verdict with the rules it
// cites, in the browser. The engine is the real idiotcore, run by Pyodide in a worker
// (table-worker.js); this file only drives the page.
//
// The position and the move live in the URL fragment: table.html#p=<notation>&m=<move>, each
// percent-encoded (idiotcore.present.web.fragment writes the same), so a link reproduces the screen.
//
// Safety: text from the link, the paste box or the engine's messages only ever goes into the
// page through textContent or attributes set one by one. The only markup inserted is the
// engine's own pictures and verdicts (idiotcore.present.render), which escape every piece of text.

import { Engine, limitSeats, ruleLinks, word, wordNodes } from "./engine-client.js";

const MAX_FRAGMENT = 8000;
const MAX_PASTE = 20000;
const DEFAULT_POSITION = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0";
const DEFAULT_MOVE = "play 8H";
const UNKNOWN_HAND = 3; // "Empty table": the others hold this many unknown cards, so play goes on
const RANKS = "23456789TJQKA";
const SUITS = "CDHS";
const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };

const $ = (id) => document.getElementById(id);

// --- the URL fragment ---------------------------------------------------------------------------

/** Percent-encode like Python's quote(text, safe="/:;,.@()!*-_~"). */
function encodePart(text) {
  return encodeURIComponent(text)
    .replace(/'/g, "%27")
    .replace(/%2F/g, "/").replace(/%3A/g, ":").replace(/%3B/g, ";")
    .replace(/%2C/g, ",").replace(/%40/g, "@");
}

function makeFragment(notation, move) {
  let out = "p=" + encodePart(notation);
  if (move) out += "&m=" + encodePart(move);
  return out;
}

/** {p, m} from the fragment, or {error}; nothing from it is trusted or run. */
function readFragment(hash) {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!text) return {};
  if (text.length > MAX_FRAGMENT) {
    return { error: word("page.LINK_TOO_LONG", { length: text.length.toLocaleString("en"),
      limit: MAX_FRAGMENT.toLocaleString("en") }) };
  }
  const found = {};
  for (const part of text.split("&")) {
    const at = part.indexOf("=");
    const key = at < 0 ? part : part.slice(0, at);
    if (key !== "p" && key !== "m") continue;
    try {
      found[key] = decodeURIComponent(at < 0 ? "" : part.slice(at + 1));
    } catch {
      return { error: word(key === "p" ? "page.LINK_DAMAGED_POSITION" : "page.LINK_DAMAGED_MOVE") };
    }
  }
  return found;
}

// --- the engine, in a worker (engine-client.js) -------------------------------------------------

// --- the page -----------------------------------------------------------------------------------

const app = $("idiot-app");
// The default seat names are the engine's (idiotcore.play.game.DEFAULT_NAMES), written into the page.
const DEFAULT_NAMES = JSON.parse(app.dataset.seatNames || "[]");
const ui = {
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
const limitPlayers = limitSeats(ui.ruleset, ui.players);

const state = {
  desc: null, // the engine's description of the current position (web.position)
  result: null, // the engine's verdict on the current move (web.judge_move)
  move: "", // the move last submitted (judged or refused), kept in the URL with the position
  history: [], // earlier screens: {p, m}
  quietUrl: false, // true while a link is being read: the URL is written once at the end
  target: null, // the editor's zone that tapped cards go to
  started: performance.now(),
};

function mark(name) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

function setStatus(text) {
  ui.status.textContent = text;
}

function showMessage(text) {
  ui.message.textContent = text;
  ui.message.hidden = !text;
}

function setBusy(busy) {
  app.classList.toggle("idiot-app-busy", busy);
}

/** Engine markup (escaped by idiotcore.present.render) into an element. */
function putEngineMarkup(element, markup) {
  element.innerHTML = typeof markup === "string" ? markup : "";
}

function writeUrl() {
  if (!state.desc || state.quietUrl) return;
  ui.link.value = shareableLink(); // the link shown to copy by hand, if it is shown
  const fragment = "#" + makeFragment(state.desc.notation, state.move);
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
}

function clearResult() {
  state.result = null;
  ui.result.hidden = true;
  ui.verdict.replaceChildren();
  ui.rules.replaceChildren();
  ui.after.replaceChildren();
  ui.afterNote.textContent = "";
  ui.afterNotation.textContent = "";
  if (app.dataset.state === "verdict") app.dataset.state = "ready";
}

function showDesc(desc) {
  state.desc = desc;
  state.move = "";
  putEngineMarkup(ui.before, desc.table_svg);
  ui.notation.textContent = desc.notation;
  if ([...ui.ruleset.options].some((o) => o.value === desc.ruleset)) ui.ruleset.value = desc.ruleset;
  limitPlayers();
  const seats = String(desc.names.length);
  if ([...ui.players.options].some((o) => o.value === seats)) ui.players.value = seats;
  ui.legalList.hidden = true;
  ui.legalList.replaceChildren();
  renderEditor();
  clearResult();
  writeUrl();
}

/** Ask the engine to read a position (JSON or notation) and show it, keeping the shown one for
 *  Back when `keep` (only if the new one reads). Returns an error or null. */
async function setPosition(text, keep = false) {
  const desc = await engine.call("position", text);
  if (desc.error) return desc.error;
  if (keep) remember();
  showDesc(desc);
  return null;
}

/** Scroll the verdict into view unless it is all in view already (on a phone it lies two
 *  screens below the move). */
function revealVerdict() {
  const box = ui.verdict.getBoundingClientRect();
  const top = parseFloat(getComputedStyle(ui.result).scrollMarginTop) || 0; // the theme's header
  if (box.top >= top && box.bottom <= window.innerHeight) return;
  ui.result.scrollIntoView({ block: "start" });
}

/** Judge a move and show the verdict; `reveal`: scroll it into view. */
async function judgeMove(moveText, reveal = true) {
  if (!state.desc) return;
  const move = moveText.trim();
  if (!move) {
    showMessage(word("page.TYPE_A_MOVE"));
    return;
  }
  setBusy(true);
  try {
    const result = await engine.call("judge_move", state.desc.notation, move);
    state.move = move;
    if (result.error) {
      clearResult();
      showMessage(word("page.MOVE_CANT_JUDGE", { error: result.error }));
      writeUrl();
      return;
    }
    state.move = result.move;
    showMessage("");
    state.result = result;
    ui.move.value = result.move;
    ui.result.hidden = false; // shown first: the verdict is announced as it arrives (aria-live)
    putEngineMarkup(ui.verdict, result.verdict_html);
    ui.rules.replaceChildren(...ruleLinks(result.links));
    ui.afterNote.textContent = result.after_note || "";
    putEngineMarkup(ui.after, result.after_svg);
    ui.afterNotation.textContent = result.after_notation;
    ui.continue.disabled = !result.changed;
    app.dataset.state = "verdict";
    writeUrl();
    if (reveal) revealVerdict();
    mark("idiot-first-verdict"); // benchmarks/table_page.py reads these marks
  } catch (err) {
    showMessage(String(err.message || err));
  } finally {
    setBusy(false);
  }
}

function remember() {
  if (!state.desc) return;
  state.history.push({ p: state.desc.notation, m: state.move });
  if (state.history.length > 200) state.history.shift();
  ui.back.disabled = false;
}

async function run(action) {
  try {
    await action();
  } catch (err) {
    showMessage(String(err.message || err));
  }
}

// --- the controls -------------------------------------------------------------------------------

ui.moveForm.addEventListener("submit", (event) => {
  event.preventDefault();
  run(() => judgeMove(ui.move.value));
});

ui.legal.addEventListener("click", () => run(async () => {
  if (!state.desc) return;
  const listed = await engine.call("legal", state.desc.notation);
  if (listed.error) {
    showMessage(word("page.NO_LIST", { error: listed.error }));
    return;
  }
  const items = listed.moves.map((move) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move;
    button.addEventListener("click", () => {
      ui.move.value = move;
      run(() => judgeMove(move));
    });
    li.append(button);
    return li;
  });
  if (listed.any_from_hand) {
    const li = document.createElement("li");
    li.textContent = word("page.ANY_FROM_HAND", { who: state.desc.names[state.desc.to_move] });
    items.push(li);
  } else if (!items.length) {
    const li = document.createElement("li");
    li.textContent = word("page.NO_LEGAL_MOVE");
    items.push(li);
  }
  if (listed.count > listed.moves.length) {
    const li = document.createElement("li");
    li.textContent = word("page.MORE_MOVES", { more: listed.count - listed.moves.length,
      count: listed.count });
    items.push(li);
  }
  ui.legalList.replaceChildren(...items);
  ui.legalList.hidden = false;
}));

ui.continue.addEventListener("click", () => run(async () => {
  if (!state.result) return;
  remember();
  const after = state.result.after_notation;
  const error = await setPosition(after);
  if (error) showMessage(error);
  ui.move.value = "";
}));

ui.back.addEventListener("click", () => run(async () => {
  const previous = state.history.pop();
  ui.back.disabled = state.history.length === 0;
  if (!previous) return;
  const error = await setPosition(previous.p);
  if (error) {
    showMessage(error);
    return;
  }
  showMessage("");
  ui.move.value = previous.m || "";
  if (previous.m) await judgeMove(previous.m);
}));

ui.deal.addEventListener("click", () => run(async () => {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const desc = await engine.call("deal", ui.ruleset.value, Number(ui.players.value), seed);
  if (desc.error) {
    showMessage(desc.error);
    return;
  }
  remember();
  showMessage("");
  showDesc(desc);
  ui.move.value = "";
}));

/** A seat with three empty columns and `unknown` cards nobody knows in hand. */
function newPlayer(name, unknown = 0) {
  return { name, hand: Array(unknown).fill("??"), face_up: [null, null, null],
    face_down: [null, null, null] };
}

ui.clear.addEventListener("click", () => run(async () => {
  const count = Number(ui.players.value) || 2;
  // The first player's hand is empty, to be filled; the others hold unknown cards, so the game
  // is not over and a move can be checked.
  const model = {
    format: "idiot-position/1", ruleset: ui.ruleset.value,
    players: DEFAULT_NAMES.slice(0, count).map((name, seat) =>
      newPlayer(name, seat === 0 ? 0 : UNKNOWN_HAND)),
    to_move: 0, pile: [], stock: 0, burnt: 0,
  };
  const error = await setPosition(JSON.stringify(model), true);
  showMessage(error || "");
  if (error) return;
  ui.move.value = "";
  $("table-edit-box").open = true;
  state.target = { kind: "hand", seat: 0 };
  renderEditor();
}));

ui.load.addEventListener("click", () => run(async () => {
  const text = ui.paste.value;
  if (text.length > MAX_PASTE) {
    showMessage(word("page.PASTE_TOO_LONG", { length: text.length.toLocaleString("en") }));
    return;
  }
  const error = await setPosition(text, true);
  showMessage(error ? word("page.CANT_READ", { error }) : "");
}));

ui.ruleset.addEventListener("change", () => run(async () => {
  if (!state.desc) return;
  const model = structuredClone(state.desc.position);
  model.ruleset = ui.ruleset.value;
  const refused = await commit(model, showMessage);
  if (refused) {
    ui.ruleset.value = state.desc.ruleset;
    limitPlayers();
    ui.players.value = String(state.desc.names.length);
  }
}));

// --- sharing: the page's link to the current table (and move) ---------------------------------

/** The link that shows this screen: the page's address with the position and the move. */
function shareableLink() {
  const base = location.href.split("#")[0];
  return state.desc ? base + "#" + makeFragment(state.desc.notation, state.move) : base;
}

let copiedTimer = 0;

function sayCopied(text) {
  ui.copied.textContent = text;
  clearTimeout(copiedTimer);
  copiedTimer = setTimeout(() => { ui.copied.textContent = ""; }, 4000);
}

ui.copy.addEventListener("click", () => run(async () => {
  const link = shareableLink();
  ui.link.value = link;
  try {
    if (!navigator.clipboard) throw new Error("no clipboard"); // only on https:// or localhost
    await navigator.clipboard.writeText(link);
    ui.linkBox.hidden = true;
    sayCopied(word("page.COPIED"));
  } catch {
    // No clipboard here (an http:// page, or the browser refused): the link, selected, to copy.
    ui.linkBox.hidden = false;
    ui.link.focus();
    ui.link.select();
    sayCopied(word("page.COPY_BY_HAND"));
  }
}));

// --- the editor: tap a zone, then tap cards ----------------------------------------------------

function cardLabel(code) {
  if (code === "??") return "??";
  if (code === "RJ") return word("page.RED_JOKER");
  if (code === "BJ") return word("page.BLACK_JOKER");
  const rank = code[0] === "T" ? "10" : code[0];
  return rank + (SUIT_SYMBOL[code[1]] || code[1]);
}

function isRed(code) {
  return code === "RJ" || code[1] === "H" || code[1] === "D";
}

function stackOf(entry) {
  if (entry === null || entry === undefined) return [];
  return Array.isArray(entry) ? entry : [entry];
}

function zoneName(zone, model) {
  const who = (seat) => (model.players[seat] ? model.players[seat].name
    : word("page.SEAT_OF", { seat: seat + 1 }));
  switch (zone.kind) {
    case "hand": return word("page.ZONE_HAND", { who: who(zone.seat) });
    case "up": return word("page.ZONE_UP", { who: who(zone.seat), col: zone.col + 1 });
    case "down": return word("page.ZONE_DOWN", { who: who(zone.seat), col: zone.col + 1 });
    case "play": return word("page.ZONE_PLAY", { index: zone.index + 1 });
    case "new-play": return word("page.ZONE_NEW_PLAY", { who: who(zone.seat) });
    default: return "";
  }
}

function sameZone(a, b) {
  return !!a && !!b && a.kind === b.kind && a.seat === b.seat && a.col === b.col &&
    a.index === b.index;
}

/** A refusal of the editor, beside the cards to tap (where the change was asked for). */
function showEditorMessage(text) {
  showMessage("");
  if (!ui.editorMessage) return showMessage(text);
  ui.editorMessage.textContent = text;
  ui.editorMessage.hidden = !text;
}

/** Try a changed position: the engine checks it; kept if it reads, refused with a reason if not
 *  (said by `say`: beside the editor unless told otherwise). */
async function commit(model, say = showEditorMessage) {
  // Who went out stays as written; whether the game is over, and who is the idiot, the engine
  // reads from the edited table.
  if (model.result) delete model.result.idiot;
  const error = await setPosition(JSON.stringify(model));
  say(error ? word("page.NOT_POSSIBLE", { error }) : "");
  return Boolean(error);
}

function addCard(zone, card) {
  const model = structuredClone(state.desc.position);
  const player = model.players[zone.seat];
  switch (zone.kind) {
    case "hand":
      player.hand.push(card);
      break;
    case "up": {
      const stack = [...stackOf(player.face_up[zone.col]), card];
      player.face_up[zone.col] = stack.length === 1 ? stack[0] : stack;
      break;
    }
    case "down":
      player.face_down[zone.col] = card;
      break;
    case "play":
      model.pile[zone.index].cards.push(card);
      break;
    case "new-play":
      model.pile.push({ by: zone.seat, cards: [card] });
      state.target = { kind: "play", index: model.pile.length - 1 };
      break;
    default:
      return;
  }
  run(() => commit(model));
}

function removeCard(zone, at) {
  const model = structuredClone(state.desc.position);
  const player = model.players[zone.seat];
  switch (zone.kind) {
    case "hand":
      player.hand.splice(at, 1);
      break;
    case "up": {
      const stack = stackOf(player.face_up[zone.col]).filter((_, i) => i !== at);
      player.face_up[zone.col] = stack.length === 0 ? null : stack.length === 1 ? stack[0] : stack;
      break;
    }
    case "down":
      player.face_down[zone.col] = null;
      break;
    case "play":
      model.pile[zone.index].cards.splice(at, 1);
      if (!model.pile[zone.index].cards.length) {
        model.pile.splice(zone.index, 1);
        state.target = null;
      }
      break;
    default:
      return;
  }
  run(() => commit(model));
}

function el(tag, props = {}, ...children) {
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

function zoneBox(zone, cards, model) {
  const active = sameZone(zone, state.target);
  const box = el("div", { class: "idiot-ed-zone" + (active ? " idiot-ed-active" : "") });
  box.append(el("button", {
    type: "button", class: "idiot-ed-zone-pick", "aria-pressed": String(active),
    text: zone.kind === "hand" ? word("page.PICK_HAND")
      : zone.kind === "up" ? word("page.PICK_UP", { col: zone.col + 1 })
      : zone.kind === "down" ? word("page.PICK_DOWN", { col: zone.col + 1 })
      : word("page.PICK_PLAY", { name: model.players[zone.by]?.name ?? "?" }),
    onclick: () => { state.target = zone; renderEditor(); },
  }));
  cards.forEach((card, at) => {
    box.append(el("button", {
      type: "button", class: "idiot-ed-card" + (isRed(card) ? " idiot-red" : ""),
      "aria-label": word("page.REMOVE_CARD", { card: cardLabel(card), zone: zoneName(zone, model) }),
      title: word("page.TAP_TO_REMOVE"), text: ["??", "RJ", "BJ"].includes(card) ? card : cardLabel(card),
      onclick: () => removeCard(zone, at),
    }));
  });
  return box;
}

function numberInput(label, value, onchange, placeholder = "") {
  const input = el("input", { type: "number", min: "0", max: "200", inputmode: "numeric" });
  if (value !== null && value !== undefined) input.value = String(value);
  if (placeholder) input.placeholder = placeholder;
  input.addEventListener("change", () => onchange(input.value));
  return el("label", {}, label + " ", input);
}

function renderEditor() {
  const model = state.desc ? state.desc.position : null;
  if (!model) {
    ui.editor.replaceChildren();
    return;
  }
  const parts = [];
  // Who moves, the stock, the burnt cards.
  const toMove = el("select", {
    onchange: (e) => {
      const next = structuredClone(model);
      next.to_move = Number(e.target.value);
      run(() => commit(next));
    },
  }, ...model.players.map((p, i) => el("option", { value: String(i), text: p.name })));
  toMove.value = String(model.to_move);
  const count = (value) => (Array.isArray(value) ? value.length : value || 0);
  const setCount = (field) => (value) => {
    const next = structuredClone(model);
    next[field] = Math.max(0, Math.min(200, Number(value) || 0));
    run(() => commit(next));
  };
  parts.push(el("div", { class: "idiot-app-row" },
    el("label", {}, word("page.TO_MOVE") + " ", toMove),
    numberInput(word("page.STOCK"), count(model.stock), setCount("stock")),
    numberInput(word("page.BURNT"), count(model.burnt), setCount("burnt"))));
  // The players.
  model.players.forEach((player, seat) => {
    const box = el("fieldset", { class: "idiot-ed-player" });
    box.append(el("legend", { text: word(seat === model.to_move ? "page.SEAT_TO_MOVE" : "page.SEAT",
      { seat: seat + 1 }) }));
    const name = el("input", { type: "text", maxlength: "40", value: player.name });
    name.addEventListener("change", () => {
      const next = structuredClone(model);
      next.players[seat].name = name.value;
      run(async () => { if (await commit(next)) name.value = player.name; });
    });
    box.append(el("div", { class: "idiot-app-row" }, el("label", {}, word("page.NAME") + " ", name),
      numberInput(word("page.GAMES_PLAYED"), player.games_played, (value) => {
        const next = structuredClone(model);
        if (value === "") delete next.players[seat].games_played;
        else next.players[seat].games_played = Number(value);
        run(() => commit(next));
      }, word("page.OVER_THREE"))));
    box.append(zoneBox({ kind: "hand", seat }, player.hand, model));
    const columns = el("div", { class: "idiot-ed-columns" });
    player.face_down.forEach((down, col) => {
      columns.append(el("div", { class: "idiot-ed-column" },
        zoneBox({ kind: "up", seat, col }, stackOf(player.face_up[col]), model),
        zoneBox({ kind: "down", seat, col }, down === null ? [] : [down], model)));
    });
    box.append(columns);
    box.append(el("div", { class: "idiot-app-row" },
      el("button", {
        type: "button", text: word("page.ADD_COLUMN"),
        onclick: () => {
          const next = structuredClone(model);
          next.players[seat].face_up.push(null);
          next.players[seat].face_down.push(null);
          run(() => commit(next));
        },
      }),
      el("button", {
        type: "button", text: word("page.NEW_PLAY"),
        onclick: () => { state.target = { kind: "new-play", seat }; renderEditor(); },
      })));
    parts.push(box);
  });
  // The pile.
  const pile = el("fieldset", { class: "idiot-ed-player" }, el("legend", { text: word("page.PILE") }));
  if (!model.pile.length) pile.append(el("p", { text: word("page.PILE_EMPTY") }));
  model.pile.forEach((play, index) => {
    const zone = { kind: "play", index, by: play.by };
    pile.append(zoneBox(zone, play.cards, model));
  });
  parts.push(pile);
  // Seats.
  parts.push(el("div", { class: "idiot-app-row" },
    el("button", {
      type: "button", text: word("page.ADD_PLAYER"),
      onclick: () => {
        const next = structuredClone(model);
        const used = new Set(next.players.map((p) => p.name));
        const name = DEFAULT_NAMES.find((n) => !used.has(n))
          || word("page.PLAYER_N", { n: next.players.length + 1 });
        next.players.push(newPlayer(name));
        run(() => commit(next));
      },
    }),
    el("button", {
      type: "button", text: word("page.REMOVE_PLAYER"),
      onclick: () => {
        const next = structuredClone(model);
        next.players.pop();
        if (next.to_move >= next.players.length) next.to_move = 0;
        run(() => commit(next));
      },
    })));
  // The cards to tap.
  const target = state.target && (state.target.kind === "new-play" ||
    (state.target.kind === "play" ? model.pile[state.target.index] : model.players[state.target.seat]))
    ? state.target : null;
  state.target = target;
  const tray = el("div", { class: "idiot-ed-tray" });
  tray.append(el("p", { class: "idiot-ed-target" }, ...(target
    ? wordNodes("page.TAP_TO_PUT", { zone: el("strong", { text: zoneName(target, model) }) })
    : [word("page.TAP_A_ZONE")])));
  ui.editorMessage = el("p", { class: "idiot-app-message", id: "table-editor-message",
    role: "alert" });
  ui.editorMessage.hidden = true;
  tray.append(ui.editorMessage);
  // A card none of which is left in the deck (all on the table, or not in this ruleset's deck)
  // is greyed out; tapping it still asks the engine, which says why it can't go there.
  const left = state.desc.deck_left || {};
  const pick = (code, label, text) => {
    const used = code !== "??" && !left[code];
    const why = word(code in left ? "page.ALL_USED" : "page.NOT_IN_DECK");
    return el("button", {
      type: "button", "data-card": code, text,
      class: "idiot-ed-card" + (isRed(code) ? " idiot-red" : "") + (used ? " idiot-ed-used" : ""),
      "aria-label": used ? word("page.CARD_WHY", { card: label, why }) : label,
      ...(used ? { title: why } : {}),
      onclick: () => target && addCard(target, code),
    });
  };
  const palette = el("div", { class: "idiot-ed-palette", role: "group",
    "aria-label": word("page.CARDS") });
  for (const suit of SUITS) {
    const row = el("div", { class: "idiot-ed-suit" });
    for (const rank of RANKS) {
      const code = rank + suit;
      row.append(pick(code, word("page.ADD_CARD", { card: cardLabel(code) }), cardLabel(code)));
    }
    palette.append(row);
  }
  const extra = el("div", { class: "idiot-ed-extra" });
  for (const code of ["RJ", "BJ", "??"]) {
    extra.append(pick(code, code === "??" ? word("page.ADD_UNKNOWN")
      : word("page.ADD_THE_CARD", { card: cardLabel(code) }),
    code === "??" ? word("page.UNKNOWN_CARD") : cardLabel(code)));
  }
  palette.append(extra);
  tray.append(palette);
  parts.push(tray);
  ui.editor.replaceChildren(...parts);
}

// --- start --------------------------------------------------------------------------------------

async function fromFragment() {
  state.quietUrl = true;
  try {
    await readLink();
  } finally {
    state.quietUrl = false;
    writeUrl();
  }
}

async function readLink() {
  const link = readFragment(location.hash);
  const problems = [];
  if (link.error) problems.push(link.error);
  let error = null;
  if (link.p !== undefined) {
    error = await setPosition(link.p);
    if (error) problems.push(word("page.LINK_UNREADABLE", { error }));
  }
  if (link.p === undefined || error || link.error) {
    const fallback = await setPosition(DEFAULT_POSITION);
    if (fallback) problems.push(fallback);
    if (problems.length) problems.push(word("page.EXAMPLE_INSTEAD"));
  }
  showMessage(problems.join(" "));
  const move = link.p !== undefined && !error ? link.m : link.p === undefined && !link.error ? DEFAULT_MOVE : undefined;
  ui.move.value = move || "";
  if (move) {
    const before = ui.message.textContent;
    await judgeMove(move, link.m !== undefined); // a shared link's verdict is brought into view
    if (before && !ui.message.textContent) showMessage(before);
  }
}

const engine = new Engine((kind, data) => {
  if (kind === "ready") {
    mark("idiot-engine-ready");
    const seconds = ((performance.now() - state.started) / 1000).toFixed(1);
    setStatus(word("page.READY_IN", { seconds }));
    app.dataset.engine = data.mode || "";
    if (app.dataset.state === "loading") app.dataset.state = "ready";
  } else if (kind === "failed") {
    setStatus(word("page.NOT_STARTED", { error: data.error }));
    app.dataset.state = "error";
  } else {
    setStatus(word("page.RESTARTING"));
  }
});

/** True when the fragment is a table link (p=…, m=…), not an anchor such as #how-to-use-it. */
function isTableLink(hash) {
  return /^#?(?:[^&]*&)*[pm]=/.test(hash.slice(0, 100)) || hash.length > MAX_FRAGMENT;
}

window.addEventListener("hashchange", () => {
  if (!isTableLink(location.hash)) return; // a link to a heading of this page
  state.history = [];
  ui.back.disabled = true;
  run(fromFragment);
});

run(async () => {
  await engine.ready;
  await fromFragment();
});
