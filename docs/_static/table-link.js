// The Table page's link: the position and the move live in the URL fragment,
// table.html#p=<notation>&m=<move>, each percent-encoded (idiotcore.present.web.fragment writes
// the same), so a link reproduces the screen. Nothing read from a link is trusted or run.

import { word } from "./engine-client.js";

export const MAX_FRAGMENT = 8000;

/** Percent-encode like Python's quote(text, safe="/:;,.@()!*-_~"). */
function encodePart(text) {
  return encodeURIComponent(text)
    .replace(/'/g, "%27")
    .replace(/%2F/g, "/").replace(/%3A/g, ":").replace(/%3B/g, ";")
    .replace(/%2C/g, ",").replace(/%40/g, "@");
}

export function makeFragment(notation, move) {
  let out = "p=" + encodePart(notation);
  if (move) out += "&m=" + encodePart(move);
  return out;
}

/** {p, m} from the fragment, or {error}; nothing from it is trusted or run. */
export function readFragment(hash) {
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

/** True when the fragment is a table link (p=…, m=…), not an anchor such as #how-to-use-it. */
export function isTableLink(hash) {
  return /^#?(?:[^&]*&)*[pm]=/.test(hash.slice(0, 100)) || hash.length > MAX_FRAGMENT;
}
