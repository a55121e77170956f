// Previews of cited rules (twohg/site/pages/previews.py): a rule number linked in a text shows, on hover,
// keyboard focus or a first tap, that rule's text in the edition the citing text cites, with a link to its
// page; a glossary term, its definition. The texts are in the page (a JSON block), so a preview needs no request and works offline. The box
// is positioned over the page (nothing moves under it) and described to screen readers through
// aria-describedby; Escape, a tap elsewhere or leaving the link closes it. Links a script writes later (the card
// view's) are bound by window.TwohgPreviews.attach(element).
(function () {
  "use strict";
  var block = document.querySelector("script.twohg-previews");
  if (!block) {
    return;
  }
  var data = JSON.parse(block.textContent);
  var words = JSON.parse(block.getAttribute("data-words"));
  var box = document.createElement("div");
  box.className = "twohg-preview md-typeset";
  box.id = "twohg-preview";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  document.body.appendChild(box);
  var owner = null;
  var hiding = 0;
  // The tap under way: its link, and whether that link's preview was open before it (focus opens it first).
  var tap = null;
  // True while Escape gives the focus back to the number: the preview stays closed.
  var quiet = false;

  function said(template, values) {
    return template.replace(/\{([a-z]+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
    });
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) {
      node.className = className;
    }
    if (text !== undefined) {
      node.textContent = text;
    }
    return node;
  }

  function fill(link) {
    var key = link.getAttribute("data-preview");
    var entry = data.rules[key];
    if (!entry) {
      return false;
    }
    // A rule: [date, text, in force so today]; a glossary term: the same, then its name and the text's language.
    var number = key.split("@")[0];
    var term = entry.length > 3;
    box.textContent = "";
    var heading = term
      ? said(words.preview_term, { term: entry[3], date: entry[0] })
      : said(words.preview_heading, { number: number, date: entry[0] });
    box.appendChild(element("p", "twohg-preview__head", heading));
    data.texts[entry[1]].split("\n\n").forEach(function (paragraph) {
      var text = element("p", "twohg-preview__text", paragraph);
      text.setAttribute("lang", term ? entry[4] : "en");
      box.appendChild(text);
    });
    var state = term
      ? entry[2] ? words.preview_term_current : words.preview_term_changed
      : entry[2] ? words.preview_current : words.preview_changed;
    box.appendChild(element("p", "twohg-preview__state", state));
    var open = element(
      "a",
      "twohg-preview__open",
      term ? words.preview_glossary : said(words.preview_open, { number: number })
    );
    open.href = link.href;
    var more = element("p");
    more.appendChild(open);
    box.appendChild(more);
    return true;
  }

  function place(link) {
    var rect = link.getBoundingClientRect();
    var width = document.documentElement.clientWidth;
    box.style.left = "0px";
    box.style.top = "0px";
    var own = box.getBoundingClientRect();
    var left = Math.max(8, Math.min(rect.left, width - own.width - 8));
    var below = rect.bottom + 6;
    var top = below + own.height > window.innerHeight && rect.top - own.height - 6 > 0 ? rect.top - own.height - 6 : below;
    box.style.left = left + window.scrollX + "px";
    box.style.top = top + window.scrollY + "px";
  }

  function show(link) {
    window.clearTimeout(hiding);
    if (owner === link) {
      return;
    }
    hide();
    if (!fill(link)) {
      return;
    }
    box.hidden = false;
    place(link);
    link.setAttribute("aria-describedby", box.id);
    owner = link;
  }

  function hide() {
    window.clearTimeout(hiding);
    box.hidden = true;
    if (owner) {
      owner.removeAttribute("aria-describedby");
    }
    owner = null;
  }

  function later() {
    window.clearTimeout(hiding);
    hiding = window.setTimeout(hide, 250);
  }

  // The links bound so far: a page that writes links later (the card view) binds them once (`attach`).
  var bound = new WeakSet();

  function bind(link) {
    if (bound.has(link)) {
      return;
    }
    bound.add(link);
    link.addEventListener("pointerdown", function (event) {
      tap = event.pointerType === "mouse" ? null : { link: link, open: owner === link };
    });
    link.addEventListener("mouseenter", function () {
      if (!tap) {
        show(link);
      }
    });
    link.addEventListener("mouseleave", later);
    link.addEventListener("focus", function () {
      if (!quiet) {
        show(link);
      }
    });
    link.addEventListener("blur", function (event) {
      if (!box.contains(event.relatedTarget)) {
        later();
      }
    });
    // A first tap shows the preview; a second tap on the same number opens its page.
    link.addEventListener("click", function (event) {
      if (tap && tap.link === link && !tap.open) {
        event.preventDefault();
        show(link);
      }
      tap = null;
    });
  }

  function attach(root) {
    Array.prototype.forEach.call(root.querySelectorAll("a[data-preview]"), bind);
  }

  attach(document);
  window.TwohgPreviews = { attach: attach };
  box.addEventListener("mouseenter", function () {
    window.clearTimeout(hiding);
  });
  box.addEventListener("mouseleave", later);
  // Escape closes the preview and leaves the focus on its number (without opening it again).
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && owner) {
      var link = owner;
      hide();
      quiet = true;
      link.focus({ preventScroll: true });
      quiet = false;
    }
  });
  document.addEventListener("click", function (event) {
    if (owner && !box.contains(event.target) && event.target !== owner && !owner.contains(event.target)) {
      hide();
    }
  });
  window.addEventListener("resize", function () {
    if (owner) {
      place(owner);
    }
  });
})();
