// Printing a page (a judge's copy): the page's own address heads the copy, and the address of each
// link is printed once, after its first link, but for links that name a rule or a date (their text
// says where they go: r/<number>/ and the edition pages) and links within the page; all is taken
// away after printing. The page's look in print is site.css's (@media print, @page).
(function () {
  "use strict";
  var ADDED = "twohg-print-url";
  // A link's text that says where it goes: a rule number (810.7c, 606), a run (810.7a-f) or a date.
  var SELF_SAID = /^(?:\d{3}(?:\.\d{1,3}[a-z]?(?:-[a-z])?)?|\d{4}-\d{2}-\d{2})$/;

  function added(tag, text) {
    var node = document.createElement(tag);
    node.className = ADDED;
    node.textContent = text;
    return node;
  }

  window.addEventListener("beforeprint", function () {
    var article = document.querySelector("article");
    if (!article || article.querySelector("." + ADDED)) { return; }
    if (/^https?:$/.test(location.protocol)) {
      var heading = article.querySelector("h1");
      var own = added("p", location.href.split("#")[0]);
      if (heading) { heading.insertAdjacentElement("afterend", own); } else { article.prepend(own); }
    }
    var seen = new Set();
    article.querySelectorAll("a[href]").forEach(function (link) {
      var url;
      try { url = new URL(link.getAttribute("href"), location.href); } catch (error) { return; }
      var here = url.origin === location.origin && url.pathname === location.pathname;
      if (!/^https?:$/.test(url.protocol) || here || seen.has(url.href) || SELF_SAID.test(link.textContent.trim())) {
        return;
      }
      seen.add(url.href);
      link.insertAdjacentElement("afterend", added("span", " (" + url.href + ")"));
    });
  });

  // "Print this rule alone" (a rule page's menu): the page prints up to its first section (the title, status,
  // text, examples and notices), not its other languages and history (site.css, .twohg-print-rule).
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-twohg-print]") : null;
    if (!button) { return; }
    document.documentElement.classList.add("twohg-print-rule");
    window.print();
  });

  window.addEventListener("afterprint", function () {
    document.documentElement.classList.remove("twohg-print-rule");
    document.querySelectorAll("." + ADDED).forEach(function (node) { node.remove(); });
  });
})();
