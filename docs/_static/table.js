// The Table page: set up a position, try a move, and see the engine's verdict with the rules it
// cites, in the browser. The engine is the real idiotcore, run by Pyodide in a worker
// (table-worker.js, through engine-client.js); this module drives the page, with its parts:
// table-ui.js (the elements, the state, the messages), table-link.js (the link: the position and
// the move in the URL fragment), table-editor.js and table-tray.js (build the table by tapping).

import { Engine, limitSeats, ruleLinks, word, wordNodes } from "./engine-client.js";
import { UNKNOWN_HAND, commit, newPlayer, renderEditor, startEditor } from "./table-editor.js";
import { isTableLink, makeFragment, readFragment } from "./table-link.js";
import {
  $, DEFAULT_NAMES, app, el, hush, inView, mark, putEngineMarkup, run, say, setBusy, setStatus,
  showMessage, state, ui,
} from "./table-ui.js";

const MAX_PASTE = 20000;
const DEFAULT_POSITION = "extreme/0/Ada:8H3CKD::;Bo:xxxxxx::/1.7C/20/0";
const DEFAULT_MOVE = "play 8H";

const limitPlayers = limitSeats(ui.ruleset, ui.players);

function writeUrl() {
  if (!state.desc || state.quietUrl) return;
  ui.link.value = shareableLink(); // the link shown to copy by hand, if it is shown
  const fragment = "#" + makeFragment(state.desc.notation, state.move);
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
}

function clearResult() {
  state.result = null;
  ui.result.hidden = true;
  ui.judged.replaceChildren();
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
  if (!inView(ui.verdict)) ui.result.scrollIntoView({ block: "start" });
}

/** Judge a move and show the verdict; `reveal`: scroll it into view; `place`: where a refusal is
 *  said ("move": beside the move box, where it was typed or picked; "page": a link's move). */
async function judgeMove(moveText, { reveal = true, place = "move" } = {}) {
  if (!state.desc) return;
  const move = moveText.trim();
  if (!move) {
    say(place, word("page.TYPE_A_MOVE"));
    return;
  }
  setBusy(true);
  try {
    const result = await engine.call("judge_move", state.desc.notation, move);
    if (result.error) {
      // A link's move is kept in the URL as it came. A typed move leaves the verdict on the last
      // move judged on the page, and in the URL with it.
      if (place === "page") {
        state.move = move;
        clearResult();
      }
      say(place, word("page.MOVE_CANT_JUDGE", { error: result.error }));
      writeUrl();
      return;
    }
    state.move = result.move;
    say("move", "");
    say("page", "");
    state.result = result;
    ui.move.value = result.move;
    ui.result.hidden = false; // shown first: the verdict is announced as it arrives (aria-live)
    ui.judged.replaceChildren(...wordNodes("page.JUDGED", { move: el("code", { text: result.move }) }));
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
    say(place, String(err.message || err));
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

// --- the controls -------------------------------------------------------------------------------

ui.moveForm.addEventListener("submit", (event) => {
  event.preventDefault();
  run(() => judgeMove(ui.move.value), "move");
});

ui.legal.addEventListener("click", () => run(async () => {
  if (!state.desc) return;
  const listed = await engine.call("legal", state.desc.notation);
  if (listed.error) {
    say("move", word("page.NO_LIST", { error: listed.error }));
    return;
  }
  const items = listed.moves.map((notation, i) => {
    const move = listed.shown[i] ?? notation;  // as the reader types it (Norwegian verbs)
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move;
    button.addEventListener("click", () => {
      ui.move.value = move;
      run(() => judgeMove(move), "move");
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
}, "move"));

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
    say("move", error);
    return;
  }
  hush();
  ui.move.value = previous.m || "";
  if (previous.m) await judgeMove(previous.m);
}, "move"));

ui.deal.addEventListener("click", () => run(async () => {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const desc = await engine.call("deal", ui.ruleset.value, Number(ui.players.value), seed);
  if (desc.error) {
    showMessage(desc.error);
    return;
  }
  remember();
  hush();
  showDesc(desc);
  ui.move.value = "";
}));

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
  if (error) return showMessage(error);
  hush();
  ui.move.value = "";
  $("table-edit-box").open = true;
  state.target = { kind: "hand", seat: 0 };
  renderEditor();
}));

ui.load.addEventListener("click", () => run(async () => {
  const text = ui.paste.value;
  if (text.length > MAX_PASTE) {
    say("paste", word("page.PASTE_TOO_LONG", { length: text.length.toLocaleString("en") }));
    return;
  }
  const error = await setPosition(text, true);
  if (error) say("paste", word("page.CANT_READ", { error }));
  else hush();
}, "paste"));

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

startEditor(setPosition);

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
    // A shared link's verdict is brought into view; its move's refusal is said at the top.
    await judgeMove(move, { reveal: link.m !== undefined, place: "page" });
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
