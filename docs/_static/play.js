// The Play page: a game against computer opponents, every move judged by the real engine
// (idiotcore under Pyodide, in the Table page's worker, table-worker.js).
//
// Seat 0 is the person; the others are the computer (idiotcore.present.web.opponent_move). The game
// (its position in the compact notation and a short history) is kept in localStorage on this
// device only; nothing is sent anywhere.
//
// A play is made by tapping cards, step by step for a four (its gift or throw: play-steps.js,
// shared with the Learn page), by a legal move's button, or typed.
//
// Settings in the address: ?delay=MS (the pause before each computer move, default 700),
// ?seed=S (the deal's seed, for tests). Safety: text only goes into the page through
// textContent; the only markup inserted is the engine's own pictures and verdicts
// (idiotcore.present.render), which escape every piece of text.

import {
  cardButton as sharedCardButton, Engine, limitSeats, ruleLinks, word, wordNodes,
} from "./engine-client.js";
import {
  giftSeats, giveTo, markGift, showStep, stepOf, tapCard, throwCards,
} from "./play-steps.js";

const STORE = "idiot-play/1";
const LOG_KEEP = 60;

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const DELAY = Math.max(0, Math.min(10000, Number(params.get("delay") ?? 700) || 0));

/** The bridge calls' times inside the worker (benchmarks/table_page.py --play reads them). */
const timings = [];
window.__idiotPlayTimings = timings;

const app = $("play-app");
const board = app.querySelector(".idiot-play-board");
const ui = {
  status: $("play-status"), message: $("play-message"), ruleset: $("play-ruleset"),
  seats: $("play-seats"), newGame: $("play-new"), clear: $("play-clear"), end: $("play-end"),
  table: $("play-table"), notation: $("play-notation"), tableLink: $("play-table-link"),
  log: $("play-log"), you: $("play-you"), turn: $("play-turn"), cards: $("play-cards"),
  play: $("play-play"), unselect: $("play-unselect"), legal: $("play-legal"),
  form: $("play-move-form"), move: $("play-move"), result: $("play-result"),
  verdict: $("play-verdict"), rules: $("play-rules"), rest: $("play-rest"),
  step: $("play-step"), giveTo: $("play-give-to"), cardsMessage: $("play-cards-message"),
  moveMessage: $("play-move-message"),
};
const limitPlaySeats = limitSeats(ui.ruleset, ui.seats);

const state = { view: null, game: null, selected: [], gift: null, busy: false, hurry: false,
  wake: null, generation: 0 };

/** A message in ``where``: the page's line at the top (the engine, a new game), or the line
 *  beside the box a move came from (the cards, the typed move), brought into view: on a
 *  phone the top is a screen away. One message at a time. */
function showMessage(text, where = ui.message) {
  for (const line of [ui.message, ui.cardsMessage, ui.moveMessage]) {
    line.textContent = line === where ? text : "";
    line.hidden = line !== where || !text;
  }
  if (text && where !== ui.message) where.scrollIntoView({ block: "nearest" });
}

function encodePart(text) {
  return encodeURIComponent(text)
    .replace(/'/g, "%27")
    .replace(/%2F/g, "/").replace(/%3A/g, ":").replace(/%3B/g, ";")
    .replace(/%2C/g, ",").replace(/%40/g, "@");
}

function save() {
  try {
    if (state.game) localStorage.setItem(STORE, JSON.stringify(state.game));
    else localStorage.removeItem(STORE);
  } catch {
    // storage full or disabled: the game just isn't kept
  }
}

function loadSaved() {
  try {
    const data = JSON.parse(localStorage.getItem(STORE) || "null");
    if (data && typeof data.notation === "string" && Array.isArray(data.log)) return data;
  } catch {
    // a damaged save is ignored
  }
  return null;
}

function logLine(text) {
  state.game.log.push(String(text));
  if (state.game.log.length > LOG_KEEP) state.game.log.splice(0, state.game.log.length - LOG_KEEP);
}

function renderLog() {
  const items = (state.game ? state.game.log : []).map((line) => {
    const li = document.createElement("li");
    li.textContent = line;
    return li;
  });
  ui.log.replaceChildren(...items);
  ui.log.scrollTop = ui.log.scrollHeight;
}

/** One of your cards (``place``: "hand" or "face-up"), tapped as a step of a play. */
function cardButton(code, svg, where, place) {
  const button = sharedCardButton(code, svg, where, state.selected, () => render(), (card) => {
    showMessage("");
    const move = tapCard(state, state.view.legal, card, place);
    if (move) {
      run(() => humanMove(move, ui.cardsMessage));
      return;
    }
    render();
    ui.cards.querySelector(`[data-card="${card}"]`)?.focus();
  });
  markGift(button, state);
  return button;
}

/** The legal moves as buttons, each labelled as the bridge shows it (cards as symbols,
 *  players by name: view.legal_shown) and making the move in notation (view.legal). */
function legalButtons(moves) {
  const view = state.view;
  const items = moves.map((move) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.move = move;
    const at = view.legal.indexOf(move);
    button.textContent = at >= 0 && view.legal_shown ? view.legal_shown[at] : move;
    button.addEventListener("click", () => run(() => humanMove(move, ui.cardsMessage)));
    li.append(button);
    return li;
  });
  ui.legal.replaceChildren(...items);
}

function render() {
  const view = state.view;
  if (!view) return;
  ui.table.innerHTML = typeof view.table_svg === "string" ? view.table_svg : "";
  ui.notation.textContent = view.shown_notation;
  ui.tableLink.setAttribute("href", "table.html#p=" + encodePart(view.shown_notation));
  renderLog();
  const yours = view.human_turn && !state.busy;
  ui.you.classList.toggle("idiot-play-waiting", !yours);
  ui.cards.replaceChildren();
  let step = { kind: "" };
  if (view.over) {
    ui.turn.textContent = word("page.GAME_OVER");
  } else if (!yours) {
    ui.turn.textContent = word("page.THINKING", { name: view.names[view.to_move] });
  } else {
    ui.turn.textContent = word(view.phase === "swap" ? "page.YOUR_TURN_SWAP" : "page.YOUR_TURN");
    const from = word(view.hand.length ? "page.FROM_HAND" : "page.FROM_FACE_UP");
    const place = view.hand.length ? "hand" : "face-up";
    const faceUp = view.face_up.filter((c) => c);
    const cards = view.hand.length ? view.hand : faceUp;
    state.selected = state.selected.filter((c) => cards.includes(c));
    if (!view.hand.includes(state.gift)) state.gift = null;
    step = stepOf(state, view.legal);
    for (const code of cards) ui.cards.append(cardButton(code, view.cards_svg[code], from, place));
    if (step.kind === "throw" && view.hand.length) { // the face-up cards a red four may throw
      for (const code of throwCards(state, view.legal, faceUp)) {
        ui.cards.append(cardButton(code, view.cards_svg[code], word("page.FROM_FACE_UP"),
          "face-up"));
      }
    }
  }
  showStep(step, {
    line: ui.step, seatsBox: ui.giveTo, table: ui.table, names: view.names,
    shown: view.cards_shown, seats: step.kind === "give-to"
      ? giftSeats(state, view.legal, view.names.length) : [],
    onSeat: (seat) => run(() => humanMove(giveTo(state, seat), ui.cardsMessage)),
  });
  ui.play.disabled = !yours || !state.selected.length;
  const moves = yours ? view.legal : [];
  const prefix = step.kind === "give-to" ? `${step.play} give ${step.gift} to`
    : state.selected.length ? "play " + state.selected.join(" ") : "";
  legalButtons(moves);
  if (prefix && yours) {
    const ways = moves.filter((m) => m.startsWith(prefix + " "));
    if (ways.length) legalButtons(ways);
  }
  ui.form.querySelector("button").disabled = !yours;
  ui.rest.hidden = !(view.you_out && !view.over);
  ui.rest.disabled = state.hurry;
  // The end: the winner, and the idiot with the hat.
  if (view.over) {
    ui.end.replaceChildren();
    const p = document.createElement("p");
    if (view.ending.winner) {
      const strong = document.createElement("strong");
      strong.textContent = view.ending.winner;
      p.append(strong, " ");
    }
    const hat = document.createElement("span");
    hat.className = "idiot-play-hat";
    hat.setAttribute("role", "img");
    hat.setAttribute("aria-label", word("page.HAT"));
    hat.innerHTML = typeof view.hat_svg === "string" ? view.hat_svg : ""; // drawn: no emoji font
    p.append(...wordNodes(view.idiot === 0 ? "page.YOU_WEAR_HAT" : "page.IDIOT_HAT",
      { idiot: view.ending.idiot, hat }));
    ui.end.append(p);
    ui.end.hidden = false;
  } else {
    ui.end.hidden = true;
  }
  app.dataset.ply = String(state.game ? state.game.ply : 0);
  app.dataset.state = view.over ? "over" : yours ? "your-turn" : "thinking";
}

function showVerdict(result) {
  ui.result.hidden = false; // shown first: the verdict is announced as it arrives (aria-live)
  ui.verdict.innerHTML = typeof result.verdict_html === "string" ? result.verdict_html : "";
  ui.rules.replaceChildren(...ruleLinks(result.links));
  ui.result.scrollIntoView({ block: "nearest" });
}

/** A pause before a computer move; "play the rest at once" cuts it short (state.wake). */
const sleep = (ms) => new Promise((resolve) => {
  state.wake = resolve;
  setTimeout(resolve, ms);
});

/** When a game is dealt or resumed, and at each of the person's turns: the table and the
 *  person's cards and moves in view together, if they are not (on a phone the page's
 *  introduction and settings fill the first screen). */
function showBoard() {
  const cards = ui.cards.getBoundingClientRect();
  if (ui.legal.getBoundingClientRect().bottom > window.innerHeight || cards.top < 0) {
    board.scrollIntoView({ block: "start", behavior: "instant" });
  }
}

async function setView(view) {
  state.view = view;
  state.game.notation = view.notation;
  save();
  render();
}

/** The computer's moves, one by one, until it is the person's turn or the game is over. */
async function opponents() {
  const generation = state.generation;
  state.busy = true;
  try {
    while (state.view && !state.view.over && !state.view.human_turn) {
      render();
      if (DELAY && !state.hurry) await sleep(DELAY);
      if (generation !== state.generation) return;
      if (state.hurry) {
        await playOut(generation);
        continue;
      }
      const out = await state.engine.call("opponent_move", state.view.notation, "greedy",
        state.game.seed, state.game.ply);
      if (generation !== state.generation) return;
      if (out.error) {
        showMessage(word("page.COMPUTER_FAILED", { error: out.error }));
        return;
      }
      state.game.ply += 1;
      logLine(out.description);
      await setView(out.after);
    }
  } finally {
    if (generation === state.generation) {
      state.busy = false;
      render();
      if (state.view && state.view.human_turn) showBoard();
    }
  }
}

/** Once the person is out: the computer's next moves at once (the bridge's play_out). */
async function playOut(generation) {
  const out = await state.engine.call("play_out", state.view.notation, "greedy",
    state.game.seed, state.game.ply);
  if (generation !== state.generation) return;
  if (out.error) {
    state.hurry = false;
    showMessage(word("page.COMPUTER_FAILED", { error: out.error }));
    return;
  }
  state.game.ply = out.ply;
  for (const line of out.descriptions) logLine(line);
  await setView(out.after);
}

/** The person's move (``where``: the message line beside the box it came from). */
async function humanMove(text, where = ui.cardsMessage) {
  const move = text.trim();
  if (!state.view || !state.view.human_turn || state.busy || !move) return;
  state.busy = true;
  let go = false;
  try {
    const result = await state.engine.call("judge_move", state.view.notation, move, "", 0);
    if (result.error) {
      showMessage(word("page.CANT_JUDGE", { error: result.error }), where);
      return;
    }
    showMessage("");
    state.selected = [];
    state.gift = null;
    ui.move.value = "";
    if (!result.legal) showVerdict(result);
    else ui.result.hidden = true;
    logLine(result.description);
    if (!result.changed) { // refused and taken back: still your turn
      save();
      return;
    }
    const view = await state.engine.call("game", result.after_notation);
    if (view.error) {
      showMessage(view.error, where);
      return;
    }
    state.game.ply += 1;
    await setView(view);
    go = true;
  } finally {
    state.busy = false;
    render();
  }
  if (go) await opponents();
}

async function newGame() {
  state.generation += 1;
  const seed = params.get("seed") ?? String(crypto.getRandomValues(new Uint32Array(1))[0]);
  const view = await state.engine.call("new_game", ui.ruleset.value, Number(ui.seats.value), seed);
  if (view.error) {
    showMessage(view.error);
    return;
  }
  showMessage("");
  ui.result.hidden = true;
  state.selected = [];
  state.gift = null;
  state.busy = false;
  state.hurry = false;
  state.game = { notation: view.notation, seed, ply: 0, log: [word("page.NEW_GAME",
    { ruleset: view.ruleset, count: view.names.length, names: view.names.join(", ") })] };
  await setView(view);
  showBoard();
  await opponents();
}

async function resume(saved) {
  const view = await state.engine.call("game", saved.notation);
  if (view.error) return false;
  state.game = { notation: view.notation, seed: String(saved.seed ?? "0"),
    ply: Number(saved.ply) || 0, log: saved.log.slice(-LOG_KEEP).map(String) };
  if ([...ui.ruleset.options].some((o) => o.value === view.ruleset)) ui.ruleset.value = view.ruleset;
  limitPlaySeats();
  ui.seats.value = String(view.names.length);
  await setView(view);
  showBoard();
  opponents();
  return true;
}

async function run(action) {
  try {
    await action();
  } catch (err) {
    showMessage(String(err.message || err));
  }
}

ui.newGame.addEventListener("click", () => run(newGame));
ui.clear.addEventListener("click", () => run(async () => {
  state.generation += 1;
  state.game = null;
  save();
  await newGame();
}));
ui.play.addEventListener("click", () => run(async () => {
  if (!state.selected.length) return;
  const text = "play " + state.selected.join(" ");
  const ways = state.view.legal.filter((m) => m.startsWith(text + " "));
  if (ways.length && !state.view.legal.includes(text)) {
    // Not a move alone (a four's gift or throw, a card a 2 is laid with, ...): the engine
    // says what is missing, and the ways to complete it are listed.
    legalButtons(ways);
    const judged = await state.engine.call("judge_move", state.view.notation, text, "", 0);
    showMessage([judged.error ? "" : judged.message, word("page.PICK_ONE")].filter(Boolean)
      .join(" "), ui.cardsMessage);
    return;
  }
  await humanMove(text, ui.cardsMessage);
}));
ui.rest.addEventListener("click", () => {
  state.hurry = true;
  render();
  if (state.wake) state.wake();
});
ui.unselect.addEventListener("click", () => {
  state.selected = [];
  state.gift = null;
  showMessage("");
  render();
});
ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  run(() => humanMove(ui.move.value, ui.moveMessage));
});

state.engine = new Engine((kind, data) => {
  if (kind === "ready") {
    ui.status.textContent = word("page.READY");
  } else if (kind === "failed") {
    ui.status.textContent = word("page.NOT_STARTED", { error: data.error });
    app.dataset.state = "error";
  }
}, (timing) => timings.push(timing));

run(async () => {
  await state.engine.ready;
  const saved = loadSaved();
  if (saved && await resume(saved)) return;
  await newGame();
});
