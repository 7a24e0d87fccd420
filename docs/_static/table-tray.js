// The Table page's cards to tap: the tray at the foot of the editor (table-editor.js), which
// stays in reach at the bottom of the screen, with "who laid what" (tap a player, then cards: a
// new play of theirs on the pile), the zone the cards go to, the editor's refusals and the 54
// cards of the picker.

import { word, wordNodes } from "./engine-client.js";
import { el, state, ui } from "./table-ui.js";

const RANKS = "23456789TJQKA";
const SUITS = "CDHS";
const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };

export function cardLabel(code) {
  if (code === "??") return "??";
  if (code === "RJ") return word("page.RED_JOKER");
  if (code === "BJ") return word("page.BLACK_JOKER");
  const rank = code[0] === "T" ? "10" : code[0];
  return rank + (SUIT_SYMBOL[code[1]] || code[1]);
}

export function isRed(code) {
  return code === "RJ" || code[1] === "H" || code[1] === "D";
}

export function zoneName(zone, model) {
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

/** Who laid what: a button per player, whose tap (`onSeat(seat)`) makes the cards tapped next a
 *  new play of theirs on the pile, and one for a player more (`newSeat`: {name, add()}, or
 *  null where the table is full). */
function layers(model, target, onSeat, newSeat) {
  const laying = (seat) => !!target && (target.kind === "new-play" ? target.seat === seat
    : target.kind === "play" && model.pile[target.index]?.by === seat);
  const row = el("div", { class: "idiot-ed-layers", role: "group",
    "aria-label": word("page.LAID_BY") }, el("span", { text: word("page.LAID_BY") }));
  model.players.forEach((player, seat) => row.append(el("button", {
    type: "button", class: "idiot-ed-layer", "data-seat": String(seat), text: player.name,
    "aria-pressed": String(laying(seat)),
    "aria-label": zoneName({ kind: "new-play", seat }, model),
    onclick: () => onSeat(seat),
  })));
  if (newSeat) {
    row.append(el("button", {
      type: "button", class: "idiot-ed-layer", "data-seat": "new",
      text: word("page.NEW_LAYER", { name: newSeat.name }),
      "aria-label": word("page.NEW_LAYER_LABEL", { name: newSeat.name }),
      onclick: newSeat.add,
    }));
  }
  return row;
}

/** The tray: who laid what, what tapped cards go to (`target`, or null), the refusal line, and
 *  the picker, whose cards call `onCard(code)`. */
export function tray(model, target, { onCard, onSeat, newSeat }) {
  const box = el("div", { class: "idiot-ed-tray" });
  box.append(layers(model, target, onSeat, newSeat));
  box.append(el("p", { class: "idiot-ed-target" }, ...(target
    ? wordNodes("page.TAP_TO_PUT", { zone: el("strong", { text: zoneName(target, model) }) })
    : [word("page.TAP_A_ZONE")])));
  ui.editorMessage = el("p", { class: "idiot-app-message", id: "table-editor-message",
    role: "alert" });
  ui.editorMessage.hidden = true;
  box.append(ui.editorMessage);
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
      onclick: () => target && onCard(code),
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
  box.append(palette);
  return box;
}
