// The language switch at the top of every page (docs/_ext/idiotbook_language.py writes it, with
// the other edition's same page as its link, or that edition's home page where it has none):
// on the way, the address keeps its fragment, so a Table-page position or a lesson stays open.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest(".idiot-language-link") : null;
  if (link && window.location.hash) link.hash = window.location.hash;
});
