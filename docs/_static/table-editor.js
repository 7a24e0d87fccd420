// The Table page's editor: build the table by tapping a zone (a hand, a column, a play on the
// pile), then cards (table-tray.js); every change is a new position the engine reads, kept if
// it can be, refused with the reason if not.

import { word } from "./engine-client.js";
import { DEFAULT_NAMES, el, run, say, state, ui } from "./table-ui.js";
import { cardLabel, isRed, tray, zoneName } from "./table-tray.js";

let setPosition = null; // table.js's: show a position the engine reads (startEditor)

export const UNKNOWN_HAND = 3; // a player added to play on (Empty table): cards nobody knows

/** Start the editor; `show(text)` shows a position (JSON or notation) and returns an error or null. */
export function startEditor(show) {
  setPosition = show;
}

function stackOf(entry) {
  if (entry === null || entry === undefined) return [];
  return Array.isArray(entry) ? entry : [entry];
}

function sameZone(a, b) {
  return !!a && !!b && a.kind === b.kind && a.seat === b.seat && a.col === b.col &&
    a.index === b.index;
}

/** A seat with three empty columns and `unknown` cards nobody knows in hand. */
export function newPlayer(name, unknown = 0) {
  return { name, hand: Array(unknown).fill("??"), face_up: [null, null, null],
    face_down: [null, null, null] };
}

/** A refusal of the editor, beside the cards to tap (where the change was asked for). */
function showEditorMessage(text) {
  if (!text) say("page", ""); // a change made: an older message at the top is done with
  say("editor", text);
}

/** Try a changed position: the engine checks it; kept if it reads, refused with a reason if not
 *  (said by `say`: beside the editor unless told otherwise). */
export async function commit(model, say = showEditorMessage) {
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

/** Who moves, the stock, the burnt cards. */
function counts(model) {
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
  return el("div", { class: "idiot-app-row" },
    el("label", {}, word("page.TO_MOVE") + " ", toMove),
    numberInput(word("page.STOCK"), count(model.stock), setCount("stock")),
    numberInput(word("page.BURNT"), count(model.burnt), setCount("burnt")));
}

/** One player: the name, games played, the hand, the columns. */
function seatBox(model, player, seat) {
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
  return box;
}

/** The name of a player added: the engine's first name not taken. */
function nextName(model) {
  const used = new Set(model.players.map((p) => p.name));
  return DEFAULT_NAMES.find((n) => !used.has(n)) || word("page.PLAYER_N", { n: model.players.length + 1 });
}

/** A player more who lays the next cards tapped (who laid what), with cards nobody knows in hand
 *  so the game goes on; null where the ruleset takes no more players. */
function newLayer(model) {
  const option = [...ui.ruleset.options].find((o) => o.value === state.desc.ruleset);
  if (model.players.length >= (Number(option?.dataset.maxPlayers) || Infinity)) return null;
  const name = nextName(model);
  return {
    name,
    add: () => run(async () => {
      const next = structuredClone(model);
      next.players.push(newPlayer(name, UNKNOWN_HAND));
      if (await commit(next)) return;
      state.target = { kind: "new-play", seat: next.players.length - 1 };
      renderEditor();
    }),
  };
}

/** Add a player (the engine's next free name) or remove the last one. */
function seatButtons(model) {
  return el("div", { class: "idiot-app-row" },
    el("button", {
      type: "button", text: word("page.ADD_PLAYER"),
      onclick: () => {
        const next = structuredClone(model);
        next.players.push(newPlayer(nextName(model)));
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
    }));
}

export function renderEditor() {
  const model = state.desc ? state.desc.position : null;
  if (!model) {
    ui.editor.replaceChildren();
    return;
  }
  const parts = [counts(model)];
  model.players.forEach((player, seat) => parts.push(seatBox(model, player, seat)));
  const pile = el("fieldset", { class: "idiot-ed-player" }, el("legend", { text: word("page.PILE") }));
  if (!model.pile.length) pile.append(el("p", { text: word("page.PILE_EMPTY") }));
  model.pile.forEach((play, index) => {
    pile.append(zoneBox({ kind: "play", index, by: play.by }, play.cards, model));
  });
  parts.push(pile, seatButtons(model));
  // The cards to tap, into the target zone if it is still there.
  const target = state.target && (state.target.kind === "play" ? model.pile[state.target.index]
    : model.players[state.target.seat]) ? state.target : null;
  state.target = target;
  parts.push(tray(model, target, {
    onCard: (code) => addCard(target, code),
    onSeat: (seat) => { state.target = { kind: "new-play", seat }; renderEditor(); },
    newSeat: newLayer(model),
  }));
  ui.editor.replaceChildren(...parts);
}
