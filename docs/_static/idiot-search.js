// The search page's snippets (docs/_ext/idiotsearch.py). Sphinx's searchtools.js cuts each
// result's snippet from the result page's text; here that text leaves out what is not searched
// (class no-search: the course's code cells) and keeps a space after every block, so that a
// glossary term and its meaning, or two cells of a table, never run together.
// Loaded with `defer`: after searchtools.js, before the search runs.
(() => {
  if (typeof Search === "undefined" || typeof Search.htmlToText !== "function") return;
  const sphinxText = Search.htmlToText;
  const BLOCKS = "address, article, aside, blockquote, caption, dd, details, div, dl, dt, " +
    "figcaption, figure, h1, h2, h3, h4, h5, h6, header, footer, li, ol, p, pre, section, " +
    "summary, table, td, th, tr, ul, text, title";
  Search.htmlToText = (htmlString, anchor) => {
    const page = new DOMParser().parseFromString(htmlString, "text/html");
    page.querySelectorAll(".no-search").forEach((element) => element.remove());
    page.querySelectorAll(BLOCKS).forEach((element) => element.append(" "));
    return sphinxText(page.documentElement.outerHTML, anchor).replace(/\s+/g, " ");
  };
})();

// The order of the results: every word of the game is also a glossary term, and Sphinx scores an
// index entry 100 where a page whose title holds the word scores 15, so the glossary would come
// first for "konge" or "king". An index entry (the glossary's) ranks as a word found in part of a
// title instead: after the rule's own page, before pages that only mention the word.
(() => {
  if (typeof Scorer === "undefined" || typeof SearchResultKind === "undefined") return;
  Scorer.score = (result) => (result[6] === SearchResultKind.index
    ? Math.min(result[4], Scorer.partialTitle) : result[4]);
})();
