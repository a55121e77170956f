// The copy buttons of the rule pages (twohg/site/pages/rules.py renders them, hidden): the
// rule's short link as a URL, a Markdown link, a BBCode link, and a citation naming the edition.
// The block holds the facts in data- attributes: the number, the short link relative to the page
// and the date of the edition the rule's text stands in. The site has no site_url (it works from
// any host, folder or file:// path), so the link is made absolute here, from the page's location.
// Each button gets its text in data-clipboard-text, which mkdocs-material's own ClipboardJS copies
// on click (with its "Copied to clipboard" toast); the button itself says "Copied" for a moment,
// and a live region tells screen readers. Without a clipboard the buttons stay hidden.
(function () {
  "use strict";

  var FEEDBACK_MS = 2000;

  function canCopy() {
    // The condition of Material's ClipboardJS (ClipboardJS.isSupported), which does the copying.
    return typeof document.queryCommandSupported === "function" && document.queryCommandSupported("copy");
  }

  function texts(block) {
    var number = block.getAttribute("data-number");
    var name = "CR " + number;
    var url = new URL(block.getAttribute("data-short-link"), window.location.href).href;
    // Brackets and parentheses would end a Markdown or BBCode link early: percent-encode them.
    var safe = url.replace(/[()[\]]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
    var edition = block.getAttribute("data-edition");
    return {
      url: url,
      markdown: "[" + name + "](" + safe + ")",
      bbcode: "[url=" + safe + "]" + name + "[/url]",
      citation: edition ? name + " (" + edition + ")" : null,
    };
  }

  function feedback(block, button) {
    var status = block.querySelector(".twohg-copy__status");
    var copied = block.getAttribute("data-copied");
    if (!button.hasAttribute("data-twohg-label")) {
      button.setAttribute("data-twohg-label", button.textContent);
    }
    window.clearTimeout(Number(button.getAttribute("data-twohg-timer")) || 0);
    button.textContent = copied;
    button.classList.add("twohg-copy__button--copied");
    if (status) {
      status.textContent = "";
      status.textContent = copied + ": " + button.getAttribute("data-clipboard-text");
    }
    var timer = window.setTimeout(function () {
      button.textContent = button.getAttribute("data-twohg-label");
      button.classList.remove("twohg-copy__button--copied");
      if (status) {
        status.textContent = "";
      }
    }, FEEDBACK_MS);
    button.setAttribute("data-twohg-timer", String(timer));
  }

  function setUp() {
    if (!canCopy()) {
      return;
    }
    var blocks = document.querySelectorAll(".twohg-copy[data-short-link]");
    Array.prototype.forEach.call(blocks, function (block) {
      if (block.hasAttribute("data-twohg-ready")) {
        return;
      }
      var values = texts(block);
      block.querySelectorAll("button[data-twohg-copy]").forEach(function (button) {
        var value = values[button.getAttribute("data-twohg-copy")];
        if (value) {
          button.setAttribute("data-clipboard-text", value);
        } else {
          button.remove();
        }
      });
      block.addEventListener("click", function (event) {
        var button = event.target instanceof Element ? event.target.closest("button[data-clipboard-text]") : null;
        if (button && block.contains(button)) {
          feedback(block, button);
        }
      });
      block.setAttribute("data-twohg-ready", "");
      block.hidden = false;
    });
  }

  // Material's document$ emits each page, the first and any reached by instant navigation.
  if (typeof window.document$ !== "undefined" && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(setUp);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
