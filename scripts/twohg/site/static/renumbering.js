// The renumbering page (renumbering/, twohg/site/pages/renumbering.py): each edition's changes are
// folded in a <details id="e-2009-07-11">. A link to one of them (renumbering/#e-2009-07-11, as
// forum posts made when they were headings) opens it, on arrival and when the address's fragment
// changes; without script the link still lands on its folded block.
(function () {
  "use strict";
  function reveal() {
    var id = "";
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch (error) {
      return;
    }
    var target = id ? document.getElementById(id) : null;
    if (target && target.tagName === "DETAILS" && target.classList.contains("twohg-steps")) {
      target.open = true;
      target.scrollIntoView();
    }
  }
  reveal();
  window.addEventListener("hashchange", reveal);
})();
