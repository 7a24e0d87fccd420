// The engine client shared by the Table and Play pages: the real idiotcore, run by Pyodide in
// a worker (table-worker.js), called by name with JSON answers. A call that takes too long
// restarts the worker.

const CALL_TIMEOUT_MS = 20000;
const RULE_HREF = /^[a-z0-9/_.-]+\.html#[a-z0-9-]+$/;

/** The page's words: the catalogue the site wrote into it from the engine's, in the page's
 *  language ({locale, plural_expr, messages}: idiotcore.present.bridge.page_catalogue); the
 *  templates by key. The engine answers in the same language. */
const CATALOG = JSON.parse(document.getElementById("idiot-words")?.textContent || "{}");
const WORDS = CATALOG.messages || {};
export const LANGUAGE = CATALOG.locale || "en";

/** The template ``key`` filled with ``slots`` (each ``{name}`` by its value); the key itself
 *  when the page has no such template. */
export function word(key, slots = {}) {
  const template = WORDS[key];
  if (typeof template !== "string") return key;
  return template.replace(/\{(\w+)\}/g, (_, name) => String(slots[name] ?? ""));
}

/** The template ``key`` as a list for ``element.append``: its text, with each ``{name}`` the
 *  slot's value as it is (a node stays a node: a name in bold, the hat). */
export function wordNodes(key, slots = {}) {
  const template = WORDS[key];
  if (typeof template !== "string") return [key];
  return template.split(/(\{\w+\})/).filter(Boolean).map((part) => {
    const slot = /^\{(\w+)\}$/.exec(part);
    return slot ? slots[slot[1]] ?? "" : part;
  });
}

/** Links to the paragraphs a verdict cites ({rule, title, href} from the bridge), separated by
 *  " · "; an href that is not a page of the rulebook is left out. */
export function ruleLinks(links) {
  const nodes = [];
  for (const link of links || []) {
    if (typeof link.href !== "string" || !RULE_HREF.test(link.href)) continue;
    const a = document.createElement("a");
    a.className = "idiot-rule-link";
    a.setAttribute("href", link.href);
    a.textContent = `${link.rule} ${link.title}`;
    nodes.push(a, document.createTextNode(" · "));
  }
  nodes.pop();
  return nodes;
}

/** One of the player's own cards as a toggle button: pressed when it is in ``selected`` (the
 *  cards chosen, in the order they are laid, shown as a number); a click adds or removes it and
 *  calls ``changed(code)``; or, given ``tap``, calls ``tap(code)`` to decide (a play built step
 *  by step: play-steps.js). Used by the Play and Learn pages. */
export function cardButton(code, svg, where, selected, changed, tap = null) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "idiot-play-card";
  button.dataset.card = code;
  button.setAttribute("aria-label", word("page.CARD_WHERE", { card: code, where }));
  const at = selected.indexOf(code);
  button.setAttribute("aria-pressed", String(at >= 0));
  if (at >= 0) button.dataset.order = String(at + 1);
  if (typeof svg === "string" && svg) button.innerHTML = svg;
  else button.textContent = code;
  button.addEventListener("click", () => {
    if (tap) {
      tap(code);
      return;
    }
    const i = selected.indexOf(code);
    if (i >= 0) selected.splice(i, 1);
    else selected.push(code);
    changed(code);
  });
  return button;
}

/** Offer no more players than the chosen ruleset takes (its option's data-max-players: five,
 *  nine in the Portuguese version, P1), now and whenever the ruleset changes. */
export function limitSeats(rulesets, seats) {
  const limit = () => {
    const most = Number(rulesets.selectedOptions[0]?.dataset.maxPlayers) || Infinity;
    for (const option of seats.options) option.disabled = Number(option.value) > most;
    if (Number(seats.value) > most) seats.value = String(most);
  };
  rulesets.addEventListener("change", limit);
  limit();
  return limit;
}

export class Engine {
  /** onState(kind, data) hears "ready", "failed" and "loading"; onTiming({fn, ms}), if given,
   *  hears how long each call took inside the worker. */
  constructor(onState, onTiming = null) {
    this.onState = onState;
    this.onTiming = onTiming;
    this.pending = new Map();
    this.nextId = 1;
    this.start();
  }

  start() {
    this.worker = new Worker(new URL("./table-worker.js", import.meta.url), { type: "module" });
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = (event) => {
        const data = event.data || {};
        if (data.type === "ready") {
          this.onState("ready", data);
          resolve(data);
        } else if (data.type === "failed") {
          this.onState("failed", data);
          reject(new Error(data.error));
        } else if (this.pending.has(data.id)) {
          const { resolve: done, fail, timer, fn } = this.pending.get(data.id);
          clearTimeout(timer);
          this.pending.delete(data.id);
          if (data.error !== undefined) fail(new Error(word("page.FAILED", { error: data.error })));
          else {
            if (this.onTiming) this.onTiming({ fn, ms: data.ms });
            done(data.result);
          }
        }
      };
      this.worker.onerror = (event) => {
        const why = event.message || word("page.WORKER_ERROR");
        this.onState("failed", { error: why }); // the page says it could not start
        reject(new Error(word("page.NOT_STARTED", { error: why })));
        event.preventDefault();
      };
    });
    this.ready.catch(() => {});
  }

  restart() {
    this.worker.terminate();
    for (const { fail, timer } of this.pending.values()) {
      clearTimeout(timer);
      fail(new Error(word("page.RESTARTED")));
    }
    this.pending.clear();
    this.onState("loading", {});
    this.start();
  }

  /** The bridge function's answer, parsed: an object, a list, or {error}. */
  async call(fn, ...args) {
    await this.ready;
    const id = this.nextId++;
    const text = await new Promise((resolve, fail) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        fail(new Error(word("page.TOO_SLOW", { seconds: CALL_TIMEOUT_MS / 1000 })));
        this.restart();
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, fail, timer, fn });
      this.worker.postMessage({ id, fn, args, lang: LANGUAGE });
    });
    try {
      return JSON.parse(text);
    } catch {
      return { error: word("page.UNREADABLE") };
    }
  }
}
