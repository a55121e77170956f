// Keep the reader's place when switching language: a rule's anchor (#r-810-9) is the same on
// every language's page, so the language selector's links carry the current fragment along.
// mkdocs-material would otherwise take the click over (it looks the page up in a sitemap, which
// this site does not publish, and lands on the page without its fragment): the click stops here
// and the browser follows the link itself.
document.addEventListener(
  "click",
  function (event) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    var target = event.target instanceof Element ? event.target : null;
    var link = target ? target.closest("a.md-select__link[hreflang]") : null;
    if (!link) {
      return;
    }
    if (window.location.hash && !link.hash) {
      link.hash = window.location.hash;
    }
    event.stopPropagation();
  },
  true
);
