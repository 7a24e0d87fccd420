// A play made by tapping, step by step, shared by the Play and Learn pages: the cards laid (in
// the order tapped), then what a four still asks for: for a black four the card to give and the
// player who gets it (§4.1), for a red four the face-up card to throw out (§4.2). Whether the
// cards ask for a gift or a throw is read from the engine's legal moves for the position (a
// gift or a throw listed for them), never worked out here.
//
// A page keeps `taps = {selected: [...], gift: null}` (its own state object will do) and
// calls: stepOf for what is missing, tapCard when a card is tapped, giveTo when a player is,
// and showStep to say it and offer the players. `open`: any card or player may be tapped, the
// engine judging (the Learn page, where a refusal teaches); otherwise only the ones that make a
// legal move (the Play page, where a refused move in Extreme Idiot is a penalty).

import { word } from "./engine-client.js";

const GIVE = " give ";
const THROW = " throw ";

/** The play the selected cards make, as its move text starts (empty with none selected). */
function playOf(taps) {
  return taps.selected.length ? "play " + taps.selected.join(" ") : "";
}

/** The legal moves that complete the play ``prefix`` with ``what`` (" give ", " throw "). */
function completing(legal, prefix, what) {
  return prefix ? legal.filter((move) => move.startsWith(prefix + what)) : [];
}

/** What the play tapped so far still lacks: ``{kind, play}``, kind being "give-card" (a black
 *  four's gift: the card to give), "give-to" (the player who gets it), "throw" (a red four's:
 *  the face-up card to throw out) or "" (nothing: the play can be made as it is). ``alone``:
 *  the play is legal as it is too (a throw is not compulsory). */
export function stepOf(taps, legal) {
  const play = playOf(taps);
  const gifts = completing(legal, play, GIVE);
  const alone = Boolean(play) && legal.includes(play);
  if (gifts.length) {
    if (taps.gift && !taps.selected.includes(taps.gift)) {
      return { kind: "give-to", play, alone, gift: taps.gift };
    }
    return { kind: "give-card", play, alone };
  }
  if (completing(legal, play, THROW).length) return { kind: "throw", play, alone };
  return { kind: "", play, alone };
}

/** Whether ``code`` tapped after the cards of ``play`` lays it with them (a legal move plays
 *  them together: two fours, a ladder) rather than completing the play. */
function laysWith(legal, play, code) {
  const longer = `${play} ${code}`;
  return legal.some((move) => move === longer || move.startsWith(longer + " "));
}

/** A card tapped (``place``: "hand" or "face-up"): it is laid with the others, given, or thrown
 *  out, as the step asks; a card tapped again is taken back. Changes ``taps``; returns the
 *  move to make when the tap completes one (a throw), else null. */
export function tapCard(taps, legal, code, place, open = false) {
  const at = taps.selected.indexOf(code);
  if (at >= 0) {
    taps.selected.splice(at, 1);
    if (stepOf(taps, legal).kind !== "give-to") taps.gift = null;
    return null;
  }
  if (taps.gift === code) {
    taps.gift = null;
    return null;
  }
  const step = stepOf(taps, legal);
  if (step.kind && !laysWith(legal, step.play, code)) {
    if (step.kind.startsWith("give") && place === "hand"
        && (open || completing(legal, `${step.play}${GIVE}${code} to`, " ").length)) {
      taps.gift = code;
      return null;
    }
    if (step.kind === "throw" && place === "face-up"
        && (open || legal.includes(`${step.play}${THROW}${code}`))) {
      return `${step.play}${THROW}${code}`;
    }
  }
  taps.selected.push(code);
  if (stepOf(taps, legal).kind !== "give-to") taps.gift = null;
  return null;
}

/** The move that gives the chosen card to the player at ``seat``. */
export function giveTo(taps, seat) {
  return `${playOf(taps)}${GIVE}${taps.gift} to ${seat}`;
}

/** The seats the chosen gift may go to: every seat when ``open``, else those of the legal
 *  moves. */
export function giftSeats(taps, legal, players, open = false) {
  if (open) return [...Array(players).keys()];
  const seats = completing(legal, `${playOf(taps)}${GIVE}${taps.gift} to`, " ")
    .map((move) => Number(move.slice(move.lastIndexOf(" ") + 1)));
  return [...new Set(seats)].filter((seat) => Number.isInteger(seat));
}

/** The face-up cards a red four may throw out: every one shown when ``open``, else those of
 *  the legal moves. */
export function throwCards(taps, legal, faceUp, open = false) {
  if (open) return faceUp;
  return faceUp.filter((code) => legal.includes(`${playOf(taps)}${THROW}${code}`));
}

/** A card button of the step: the card chosen as the gift is marked (pressed, "gift"). */
export function markGift(button, taps) {
  if (button.dataset.card !== taps.gift) return;
  button.setAttribute("aria-pressed", "true");
  button.dataset.gift = word("page.GIFT_BADGE");
  button.setAttribute("aria-label", word("page.CARD_TO_GIVE", { card: button.dataset.card }));
}

/** Says what the play still lacks in ``line`` (an aria-live line), and while a gift waits for
 *  its player, offers them: as buttons with their names in ``seatsBox`` and as their places on
 *  the table picture in ``table`` (each player's band, ``data-seat``); ``onSeat(seat)`` hears
 *  the one tapped. ``names``: the players' names; ``shown``: the cards' names by code. */
export function showStep(step, { line, seatsBox, table, seats, names, shown, onSeat }) {
  const name = (code) => (shown && shown[code]) || code;
  let text = "";
  if (step.kind === "give-card") text = word("page.STEP_GIVE_CARD");
  else if (step.kind === "give-to") text = word("page.STEP_GIVE_TO", { card: name(step.gift) });
  else if (step.kind === "throw") text = word("page.STEP_THROW");
  if (text && step.alone && step.kind !== "give-to") {
    text += " " + word("page.STEP_OR_ALONE", {
      cards: step.play.split(" ").slice(1).map(name).join(" ") });
  }
  line.textContent = text;
  const offered = step.kind === "give-to" ? seats : [];
  seatsBox.replaceChildren(...offered.map((seat) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.seat = String(seat);
    button.textContent = names[seat] ?? String(seat);
    button.setAttribute("aria-label", word("page.GIVE_TO",
      { card: name(step.gift), name: names[seat] ?? String(seat) }));
    button.addEventListener("click", () => onSeat(seat));
    return button;
  }));
  seatsBox.hidden = !offered.length;
  for (const band of table.querySelectorAll("svg [data-seat]")) {
    const seat = Number(band.dataset.seat);
    if (!offered.includes(seat)) continue;
    band.classList.add("idiot-seat-target");
    band.addEventListener("click", () => onSeat(seat));
  }
}
