// The copy menu of the rule pages (twohg/site/pages/rules.py renders it, hidden): a native
// <details> whose buttons copy the rule's short link as a URL, a Markdown link, a BBCode link, and
// a citation. The menu holds the facts in data- attributes, in the page's language: the short link
// relative to the page, the link's text ("Reglas Completas 606.6e (hoy 805.2, ...)") and the
// citation naming the edition. The link is made absolute here, from the page's location, so that
// it works from any host, folder or file:// path.
// Each button gets its text in data-clipboard-text, which mkdocs-material's own ClipboardJS copies
// on click (with its "Copied to clipboard" toast); the button itself says "Copied" for a moment,
// and a live region tells screen readers. Escape or a click elsewhere closes the menu. Without a
// clipboard the menu stays hidden.
(function () {
  "use strict";

  var FEEDBACK_MS = 2000;

  function canCopy() {
    // The condition of Material's ClipboardJS (ClipboardJS.isSupported), which does the copying.
    return typeof document.queryCommandSupported === "function" && document.queryCommandSupported("copy");
  }

  function texts(menu) {
    var url = new URL(menu.getAttribute("data-short-link"), window.location.href).href;
    // Brackets and parentheses would end a Markdown or BBCode link early: percent-encode them.
    var safe = url.replace(/[()[\]]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
    var name = menu.getAttribute("data-link-text") || "";
    return {
      url: url,
      markdown: "[" + name.replace(/[\\[\]]/g, "\\$&") + "](" + safe + ")",
      bbcode: "[url=" + safe + "]" + name.replace(/\[/g, "(").replace(/\]/g, ")") + "[/url]",
      citation: menu.getAttribute("data-citation"),
    };
  }

  function feedback(menu, button) {
    var status = menu.querySelector(".twohg-copy__status");
    var copied = menu.getAttribute("data-copied");
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

  function close(menu, focusSummary) {
    if (!menu.open) {
      return;
    }
    menu.open = false;
    if (focusSummary) {
      menu.querySelector("summary").focus();
    }
  }

  function setUp() {
    if (!canCopy()) {
      return;
    }
    var menus = document.querySelectorAll("details.twohg-copy[data-short-link]");
    Array.prototype.forEach.call(menus, function (menu) {
      if (menu.hasAttribute("data-twohg-ready")) {
        return;
      }
      var values = texts(menu);
      menu.querySelectorAll("button[data-twohg-copy]").forEach(function (button) {
        var value = values[button.getAttribute("data-twohg-copy")];
        if (value) {
          button.setAttribute("data-clipboard-text", value);
        } else {
          button.remove();
        }
      });
      menu.addEventListener("click", function (event) {
        var button = event.target instanceof Element ? event.target.closest("button[data-clipboard-text]") : null;
        if (button && menu.contains(button)) {
          feedback(menu, button);
        }
      });
      menu.addEventListener("keydown", function (event) {
        if (event.key === "Escape" && menu.open) {
          event.preventDefault();
          close(menu, true);
        }
      });
      document.addEventListener("click", function (event) {
        if (event.target instanceof Node && !menu.contains(event.target)) {
          close(menu, false);
        }
      });
      menu.setAttribute("data-twohg-ready", "");
      menu.hidden = false;
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
