// The Learn page: the course's lessons (notebooks/lessons/*.json, read by idiotcore.present.lessons),
// each attempt judged by the real engine (idiotcore under Pyodide, in the Table page's worker,
// table-worker.js, through idiotcore.present.web.lessons / lesson / lesson_try).
//
// Every sentence shown comes from the engine (the lesson's text, the verdict, the status line);
// the page only shows them. Progress (the best stars won per lesson) is kept in localStorage on
// this device only, and so is whether the introduction was read (it is open on the first visit,
// folded after); nothing is sent anywhere. A lesson is chosen by the address:
// learn.html#lesson=ID. Safety: text goes into the page through textContent; the only markup
// inserted is the engine's own pictures and verdicts (idiotcore.present.render), which escape every
// piece of text.

import { cardButton as sharedCardButton, Engine, ruleLinks, word } from "./engine-client.js";
import { giftSeats, giveTo, markGift, showStep, stepOf, tapCard } from "./play-steps.js";

const STORE = "idiot-learn/1";
const INTRO_READ = "idiot-learn/intro";
const STAR = "★";
const NO_STAR = "☆";

const $ = (id) => document.getElementById(id);

/** The bridge calls' times inside the worker, and each answer's time on the page (from the
 *  move to its answer shown), for benchmarks/learn_page.py; with the marks below. */
const timings = [];
const answers = [];
window.__idiotLearnTimings = timings;
window.__idiotLearnAnswers = answers;

function mark(name) {
  if (!performance.getEntriesByName(name).length) performance.mark(name);
}

const app = $("learn-app");
const ui = {
  status: $("learn-status"), message: $("learn-message"), lesson: $("learn-lesson"),
  part: $("learn-part"), title: $("learn-title"), text: $("learn-text"), goal: $("learn-goal"),
  rules: $("learn-rules"), table: $("learn-table"), cards: $("learn-cards"),
  turn: $("learn-turn"), play: $("learn-play"), unselect: $("learn-unselect"),
  moves: $("learn-moves"), line: $("learn-status-line"), verdict: $("learn-verdict"),
  cited: $("learn-cited"), citedLinks: $("learn-cited-links"), hint: $("learn-hint"),
  won: $("learn-won"), tries: $("learn-tries"), again: $("learn-again"), next: $("learn-next"),
  map: $("learn-map-parts"), forget: $("learn-forget"), forgotten: $("learn-forgotten"),
  type: $("learn-type"), moveText: $("learn-move-text"), typeTry: $("learn-type-try"),
  step: $("learn-step"), giveTo: $("learn-give-to"),
  typeError: $("learn-type-error"), feedback: $("learn-feedback"), intro: $("learn-intro"),
};

// selected, gift: the play being tapped (play-steps.js: a four's gift or throw step by step).
const state = { catalog: [], lesson: null, table: null, selected: [], gift: null, attempts: 0,
  misses: 0, done: false, busy: false };

function showMessage(text) {
  ui.message.textContent = text;
  ui.message.hidden = !text;
}

/** Bring ``element`` into view if it is not (on a phone, the answer lies under the buttons). */
function reveal(element) {
  if (!element.hidden) element.scrollIntoView({ block: "nearest" });
}

/** An error about a move, shown right under the box the move is typed in (where the eye is on a
 *  phone, not at the top of the page); an empty text clears it. */
function showMoveError(text) {
  ui.typeError.textContent = text;
  ui.typeError.hidden = !text;
  ui.moveText.toggleAttribute("aria-invalid", Boolean(text));
  if (text) ui.moveText.setAttribute("aria-describedby", "learn-type-error");
  else ui.moveText.removeAttribute("aria-describedby");
  reveal(ui.typeError);
}

/** The introduction: open on the first visit to the page on this device, folded after. */
function openIntroOnce() {
  let read = null;
  try {
    read = localStorage.getItem(INTRO_READ);
    localStorage.setItem(INTRO_READ, "1");
  } catch {
    // storage disabled: the introduction stays folded
  }
  ui.intro.open = read === null;
}

function progress() {
  try {
    const data = JSON.parse(localStorage.getItem(STORE) || "null");
    if (data && typeof data.stars === "object" && data.stars) return data;
  } catch {
    // a damaged record is ignored
  }
  return { stars: {} };
}

function saveStars(id, stars) {
  const data = progress();
  data.stars[id] = Math.max(Number(data.stars[id]) || 0, stars);
  try {
    localStorage.setItem(STORE, JSON.stringify(data));
  } catch {
    // storage full or disabled: progress just isn't kept
  }
}

function starText(count) {
  return STAR.repeat(count) + NO_STAR.repeat(3 - count);
}

function starLabel(count) {
  return count ? word("page.STARS", { count }) : word("page.NOT_DONE");
}

/** The map: every lesson by part, with the stars won; each a link to learn.html#lesson=ID. */
function renderMap() {
  const won = progress().stars;
  const parts = state.catalog.map((part) => {
    const section = document.createElement("section");
    section.className = "idiot-learn-part-map";
    const h = document.createElement("h3");
    h.textContent = part.title;
    const list = document.createElement("ol");
    for (const lesson of part.lessons) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = `#lesson=${encodeURIComponent(lesson.id)}`;
      a.dataset.lesson = lesson.id;
      if (state.lesson && state.lesson.id === lesson.id) a.setAttribute("aria-current", "page");
      const count = Number(won[lesson.id]) || 0;
      const stars = document.createElement("span");
      stars.className = "idiot-learn-map-stars";
      stars.dataset.stars = String(count);
      stars.textContent = starText(count);
      stars.setAttribute("aria-label", starLabel(count));
      a.append(`${lesson.title} `, stars);
      li.append(a);
      list.append(li);
    }
    section.append(h, list);
    return section;
  });
  ui.map.replaceChildren(...parts);
}

function allLessons() {
  return state.catalog.flatMap((part) => part.lessons);
}

/** A card to tap (``place``: "hand" or "face-up"), as a step of a play; any card or player may
 *  be tried (open): a refusal is how a lesson teaches. */
function cardButton(code, svg, where, place) {
  const button = sharedCardButton(code, svg, where, state.selected, null, (card) => {
    const move = tapCard(state, state.table.legal, card, place, true);
    if (move) {
      run(() => attempt(move));
      return;
    }
    renderTable();
    ui.cards.querySelector(`[data-card="${card}"]`)?.focus();
  });
  markGift(button, state);
  return button;
}

/** The table of the lesson now: its picture, the learner's cards as buttons, the moves that
 *  are not a play of cards (pick up, sjanse, flip N, swap ...) as buttons. */
function renderTable() {
  const view = state.table;
  if (!view) return;
  ui.table.innerHTML = typeof view.table_svg === "string" ? view.table_svg : "";
  const open = !state.done && !state.busy;
  // Every card the learner sees may be tapped, face-up ones too while the hand still holds
  // cards: trying one is how the lesson teaches why it may not be played yet.
  const cards = [...view.hand.map((c) => [c, word("page.FROM_HAND"), "hand"]),
    ...view.face_up.filter((c) => c).map((c) => [c, word("page.FROM_FACE_UP"), "face-up"])]
    .filter(([c]) => c !== "??");
  const codes = cards.map(([c]) => c);
  state.selected = state.selected.filter((c) => codes.includes(c));
  if (!view.hand.includes(state.gift)) state.gift = null;
  const step = open ? stepOf(state, view.legal) : { kind: "" };
  ui.cards.replaceChildren(...(open ? cards : []).map(
    ([code, where, place]) => cardButton(code, view.cards_svg[code], where, place)));
  showStep(step, {
    line: ui.step, seatsBox: ui.giveTo, table: ui.table, names: view.names,
    shown: view.cards_shown, seats: giftSeats(state, view.legal, view.names.length, true),
    onSeat: (seat) => run(() => attempt(giveTo(state, seat))),
  });
  ui.turn.hidden = !open || !cards.length;
  ui.play.disabled = !open || !state.selected.length;
  ui.typeTry.disabled = !open;
  ui.unselect.disabled = !open || !state.selected.length;
  // The other moves: the legal ones that are not a play of cards (pick up, sjanse, swap ...),
  // and a flip of each face-down card (legal or not: the engine says).
  // With cards selected, also the legal ways to complete a play of them (a four's gift or
  // throw, ...: view.legal holds them whole).
  const prefix = step.kind === "give-to" ? `${step.play} give ${step.gift} to `
    : state.selected.length ? `play ${state.selected.join(" ")} ` : null;
  const others = open ? view.legal.map((move, i) => [move, view.legal_shown[i]])
    .filter(([move]) => !move.startsWith("play ") || (prefix && move.startsWith(prefix))) : [];
  view.face_down.forEach((lies, i) => {
    const flip = `flip ${i + 1}`;
    if (open && lies && !others.some(([move]) => move === flip)) others.push([flip, flip]);
  });
  ui.moves.replaceChildren(...others.map(([move, shown]) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.move = move;
    button.textContent = shown;
    button.addEventListener("click", () => run(() => attempt(move)));
    li.append(button);
    return li;
  }));
  ui.tries.textContent = state.attempts
    ? word("page.ATTEMPTS", { attempts: state.attempts, par: state.lesson.par })
    : word("page.PAR", { par: state.lesson.par });
  app.dataset.state = state.done ? "done" : state.busy ? "thinking" : "your-turn";
  app.dataset.attempts = String(state.attempts);
}

function clearFeedback() {
  ui.line.textContent = "";
  ui.verdict.replaceChildren();
  ui.cited.hidden = true;
  ui.hint.hidden = true;
  ui.won.hidden = true;
}

async function openLesson(id, focus = false) {
  const lessons = allLessons();
  const entry = lessons.find((l) => l.id === id) || lessons[0];
  if (!entry) return;
  const out = await state.engine.call("lesson", entry.id, "", "");
  if (out.error) {
    showMessage(out.error);
    return;
  }
  showMessage("");
  showMoveError("");
  const lesson = out.lesson;
  Object.assign(state, { lesson, table: out.table, selected: [], gift: null, attempts: 0,
    misses: 0, done: false });
  ui.moveText.value = "";
  const part = state.catalog.find((p) => p.part === lesson.part);
  const at = lessons.findIndex((l) => l.id === lesson.id);
  ui.part.textContent = word("page.LESSON_OF", {
    part: part ? part.title : lesson.part_title,
    at: part ? part.lessons.findIndex((l) => l.id === lesson.id) + 1 : at + 1,
    count: part ? part.lessons.length : lessons.length,
  });
  ui.title.textContent = lesson.title;
  ui.text.textContent = lesson.text;
  ui.goal.textContent = lesson.goal;
  ui.rules.replaceChildren(...ruleLinks(lesson.links));
  ui.hint.textContent = word("page.HINT", { hint: lesson.hint });
  ui.next.disabled = at < 0 || at >= lessons.length - 1;
  ui.next.dataset.lesson = at >= 0 && at < lessons.length - 1 ? lessons[at + 1].id : "";
  app.dataset.lesson = lesson.id;
  clearFeedback();
  ui.lesson.hidden = false;
  renderTable();
  renderMap();
  mark("idiot-lesson-shown");
  if (focus) ui.title.focus();
}

async function attempt(move) {
  if (!state.lesson || state.done || state.busy) return;
  state.busy = true;
  const t0 = performance.now();
  let answered = false;
  try {
    const out = await state.engine.call("lesson_try", state.lesson.id, state.table.notation,
      move, state.attempts + 1, "");
    if (out.error) {
      showMoveError(word("page.CANT_JUDGE", { error: out.error }));
      return;
    }
    showMessage("");
    showMoveError("");
    answered = true;
    state.attempts += 1;
    state.selected = [];
    state.gift = null;
    if (out.miss) state.misses += 1;
    state.table = out.table;
    ui.line.textContent = out.status;
    ui.line.dataset.kind = out.reached ? "reached" : out.miss ? "miss" : "go-on";
    ui.verdict.innerHTML = typeof out.verdict_html === "string" ? out.verdict_html : "";
    ui.citedLinks.replaceChildren(...ruleLinks(out.links));
    ui.cited.hidden = !out.links.length;
    ui.hint.hidden = out.reached || state.misses < state.lesson.hint_after;
    if (out.reached) {
      state.done = true;
      saveStars(state.lesson.id, out.stars);
      ui.won.textContent = `${starText(out.stars)} ${starLabel(out.stars)}`;
      ui.won.dataset.stars = String(out.stars);
      ui.won.hidden = false;
      renderMap();
    }
  } finally {
    state.busy = false;
    renderTable();
    answers.push(performance.now() - t0);
    mark("idiot-first-answer");
  }
  if (!answered) return; // the error is shown under the box, the focus stays
  // The answer in view (on a phone it lies under the buttons), then the keyboard where the play
  // goes on, without scrolling the answer away (the answer itself is announced: aria-live):
  // "Next lesson" once the goal is reached, else the first of the cards or moves.
  reveal(ui.feedback);
  const next = state.done ? (ui.next.disabled ? ui.again : ui.next)
    : ui.cards.querySelector("button") || ui.moves.querySelector("button");
  next?.focus({ preventScroll: true });
}

async function run(action, typed = false) {
  try {
    await action();
  } catch (err) {
    (typed ? showMoveError : showMessage)(String(err.message || err));
  }
}

function wanted() {
  const match = /^#lesson=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (match) return match[1];
  const won = progress().stars;
  const first = allLessons().find((l) => !won[l.id]);
  return first ? first.id : (allLessons()[0] || {}).id;
}

ui.play.addEventListener("click", () => run(() => {
  if (state.selected.length) return attempt("play " + state.selected.join(" "));
}));
ui.type.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = ui.moveText.value.trim();
  if (text) run(() => attempt(text), true);
});
ui.unselect.addEventListener("click", () => {
  state.selected = [];
  state.gift = null;
  renderTable();
});
ui.again.addEventListener("click", () => run(() => openLesson(state.lesson.id, true)));
ui.next.addEventListener("click", () => {
  if (ui.next.dataset.lesson) location.hash = `lesson=${ui.next.dataset.lesson}`;
});
ui.forget.addEventListener("click", () => {
  try {
    localStorage.removeItem(STORE);
    localStorage.removeItem(INTRO_READ);
  } catch {
    // nothing kept
  }
  ui.forgotten.textContent = word("page.FORGOTTEN");
  renderMap();
});
window.addEventListener("hashchange", () => run(() => openLesson(wanted(), true)));

state.engine = new Engine((kind, data) => {
  if (kind === "ready") {
    mark("idiot-engine-ready");
    ui.status.textContent = word("page.READY");
  } else if (kind === "failed") {
    ui.status.textContent = word("page.NOT_STARTED", { error: data.error });
    app.dataset.state = "error";
  }
}, (timing) => timings.push(timing));

openIntroOnce();
run(async () => {
  await state.engine.ready;
  const catalog = await state.engine.call("lessons", "");
  if (catalog.error) {
    showMessage(catalog.error);
    return;
  }
  state.catalog = catalog.parts;
  renderMap();
  await openLesson(wanted());
});
