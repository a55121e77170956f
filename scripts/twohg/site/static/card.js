// A card of the card data (twohg/site/pages/cardview.py): its names, today's Oracle text, its printed text in the
// page's language, what changes in Two-Headed Giant and why (the reviewed phrases its words print, each with the
// rules in force and one line in the page's language), and its official rulings, the Two-Headed Giant ones first,
// each dated and said outdated (the rules it rests on changed since, and what they say today) or holding.
// The card's record comes from its data file (cards/data/<shard>.jsonz, twohg.site.carddata), which a saved
// language keeps offline. The view names the card in its address (cards/view/#guttersnipe); a card the sources
// name has a page of its own, which this script completes (data-card) and the view sends the reader to.
// Everything is written with textContent: no card text is ever read as HTML.
(function () {
  "use strict";

  function ready(start) {
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
  }

  function element(tag, className, text, lang) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined && text !== null) { node.textContent = text; }
    if (lang) { node.lang = lang; }
    return node;
  }

  function said(template, values) {
    return template.replace(/\{([a-z]+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  ready(function () {
    var block = document.querySelector("script.twohg-card-config");
    var box = document.querySelector(".twohg-card");
    if (!block || !box || !window.TwohgCards) { return; }
    var config = JSON.parse(block.textContent);
    var W = config.words;
    var LANG = config.lang;
    var title = document.getElementById("card-title");
    var baseTitle = document.title;
    if (!window.TwohgCards.configured()) { window.TwohgCards.configure({ shards: config.shards, keys: [] }); }

    function message(text, link) {
      box.textContent = "";
      var p = element("p", "twohg-card__message", text);
      if (link) {
        p.appendChild(document.createTextNode(" "));
        var a = element("a", "", W.cv_search);
        a.href = link;
        p.appendChild(a);
      }
      box.appendChild(p);
    }

    function ruleLink(number) {
      var rule = config.rules[number];
      var a = element("a", "twohg-card__rule", number);
      a.href = rule ? rule.href : config.root + "r/" + number + "/";
      if (rule) { a.setAttribute("data-preview", rule.preview); }
      return a;
    }

    function rulesLine(numbers) {
      var span = element("span", "twohg-card__rules");
      numbers.forEach(function (number, i) {
        if (i) { span.appendChild(document.createTextNode(", ")); }
        span.appendChild(ruleLink(number));
      });
      return span;
    }

    function nameIn(card, lang) { return lang === "en" ? card.name : card.names[lang]; }

    // The Oracle text of a face, the phrases that engage a 2HG rule marked and linked to their line.
    function faceText(card, face, index) {
      var div = element("div", "twohg-card__face");
      var head = element("p", "twohg-card__face-head");
      head.appendChild(element("strong", "", face.name, "en"));
      [face.cost, face.type, face.stats].forEach(function (part) {
        if (part) { head.appendChild(document.createTextNode(" · ")); head.appendChild(element("span", "", part, "en")); }
      });
      div.appendChild(head);
      var text = face.text;
      var marks = card.marks.filter(function (mark) { return mark[0] === index; });
      face.text.split("\n").reduce(function (offset, line) {
        var p = element("p", "twohg-card__oracle", undefined, "en");
        var at = offset;
        marks.forEach(function (mark) {
          if (mark[1] < offset || mark[2] > offset + line.length) { return; }
          p.appendChild(document.createTextNode(text.slice(at, mark[1])));
          var m = element("a", "twohg-card__phrase", text.slice(mark[1], mark[2]));
          m.href = "#phrase-" + mark[3];
          p.appendChild(m);
          at = mark[2];
        });
        p.appendChild(document.createTextNode(text.slice(at, offset + line.length)));
        if (line) { div.appendChild(p); }
        return offset + line.length + 1;
      }, 0);
      if (face.from === "2018") { div.appendChild(element("p", "twohg-card__note", W.cv_face_2018)); }
      if (face.from === "none") { div.appendChild(element("p", "twohg-card__note", W.cv_face_none)); }
      return div;
    }

    function section(heading, id) {
      var h = element("h2", "", heading);
      if (id) { h.id = id; }
      box.appendChild(h);
    }

    function changes(card) {
      section(W.cv_changes, "changes");
      var notable = config.order.filter(function (id) { return card.phrases.indexOf(id) >= 0 && config.phrases[id].notable; });
      var minor = config.order.filter(function (id) { return card.phrases.indexOf(id) >= 0 && !config.phrases[id].notable; });
      if (!notable.length && !minor.length) { box.appendChild(element("p", "", W.cv_changes_none)); return; }
      function list(ids) {
        var ul = element("ul", "twohg-card__changes");
        ids.forEach(function (id) {
          var li = element("li");
          li.id = "phrase-" + id;
          li.appendChild(element("span", "", config.phrases[id].says));
          li.appendChild(document.createTextNode(" "));
          li.appendChild(rulesLine(config.phrases[id].rules));
          ul.appendChild(li);
        });
        return ul;
      }
      if (notable.length) { box.appendChild(list(notable)); }
      if (minor.length) {
        box.appendChild(element("h3", "", W.cv_changes_also));
        box.appendChild(list(minor));
      }
    }

    function ruling(item, index) {
      var div = element("div", "twohg-ruling" + (item.kind ? " twohg-ruling--" + item.kind : ""));
      div.id = "ruling-" + (index + 1);
      var head = element("p", "twohg-ruling__date");
      head.appendChild(element("strong", "twohg-nowrap", item.date));
      div.appendChild(head);
      div.appendChild(element("p", "twohg-ruling__text", item.text, "en"));
      if (item.withdrawn) { div.appendChild(element("p", "twohg-card__note", W.cv_ruling_withdrawn)); }
      if (item.changes.length) {
        var note = element("div", "admonition warning twohg-ruling__status");
        note.appendChild(element("p", "admonition-title", said(W.cv_ruling_outdated, { date: item.date })));
        var ul = element("ul");
        var grouped = [];
        item.changes.forEach(function (change) {
          var last = grouped.filter(function (g) { return g[0] === change[0] && g[2] === change[2]; })[0];
          if (last) { last[1].push(change[1]); } else { grouped.push([change[0], [change[1]], change[2]]); }
        });
        grouped.forEach(function (change) {
          var li = element("li");
          li.appendChild(document.createTextNode(said(change[2] === "added" ? W.cv_ruling_added : W.cv_ruling_reworded,
            { rule: change[0], date: change[1].join(", ") })));
          ul.appendChild(li);
        });
        note.appendChild(ul);
        var seen = [];
        item.changes.forEach(function (change) {
          if (seen.indexOf(change[0]) >= 0) { return; }
          seen.push(change[0]);
          var p = element("p");
          var label = element("strong");
          label.appendChild(ruleLink(change[0]));
          label.appendChild(document.createTextNode(" "));
          p.appendChild(label);
          p.appendChild(document.createTextNode(said(W.cv_ruling_today, { rule: "" }).trim() + " "));
          var rule = config.rules[change[0]];
          p.appendChild(element("q", "", rule ? rule.text : "", "en"));
          note.appendChild(p);
        });
        div.appendChild(note);
      } else if (item.rules.length) {
        var holds = element("p", "twohg-ruling__status twohg-ruling__holds");
        var parts = W.cv_ruling_holds.split("{rules}");
        holds.appendChild(document.createTextNode(parts[0]));
        holds.appendChild(rulesLine(item.rules));
        holds.appendChild(document.createTextNode(parts.slice(1).join("")));
        div.appendChild(holds);
      }
      if (item.cited.length) {
        var cites = element("p", "twohg-ruling__cites", W.cv_ruling_cites + " ");
        item.cited.forEach(function (pair, i) {
          if (i) { cites.appendChild(document.createTextNode(", ")); }
          var a = element("a", "", pair[0]);
          a.href = config.short + pair[0] + "@" + pair[1] + "/";
          cites.appendChild(a);
        });
        div.appendChild(cites);
      }
      return div;
    }

    function rulings(card) {
      section(W.cv_rulings, "rulings");
      if (!card.rulings.length) { box.appendChild(element("p", "", W.cv_rulings_none)); return; }
      var groups = { "2hg": [], multiplayer: [], "": [] };
      card.rulings.forEach(function (item, i) { groups[item.kind].push([item, i]); });
      [["2hg", W.cv_rulings_2hg], ["multiplayer", W.cv_rulings_multiplayer]].forEach(function (group) {
        if (!groups[group[0]].length) { return; }
        box.appendChild(element("h3", "", group[1]));
        groups[group[0]].forEach(function (pair) { box.appendChild(ruling(pair[0], pair[1])); });
      });
      if (groups[""].length) {
        var details = element("details", "twohg-card__other");
        details.appendChild(element("summary", "", said(W.cv_rulings_other, { n: groups[""].length })));
        groups[""].forEach(function (pair) { details.appendChild(ruling(pair[0], pair[1])); });
        box.appendChild(details);
      }
    }

    function render(card, anchor) {
      box.textContent = "";
      var mine = nameIn(card, LANG);
      var shown = mine || card.name;
      if (title) {
        title.textContent = shown;
        title.lang = mine ? LANG : "en";
      }
      document.title = shown + " · " + baseTitle;
      var names = element("dl", "twohg-card__names");
      ["en", "es", "fr", "ja"].forEach(function (lang) {
        var name = nameIn(card, lang);
        if (!name || name === shown) { return; }
        names.appendChild(element("dt", "", lang === "en" ? W.cv_english : W["cv_lang_" + lang]));
        names.appendChild(element("dd", "", name, lang));
      });
      box.appendChild(names);
      if (card.notable) { box.appendChild(element("p", "twohg-card__badge", W.cv_plays_differently)); }
      if (!card.dated && config.datedUntil) { // only where a source stops giving names and rulings
        box.appendChild(element("p", "twohg-card__note admonition note",
          said(W.cv_undated, { date: config.datedUntil, set: config.datedSet })));
      }
      if (card.funny) { box.appendChild(element("p", "twohg-card__note admonition warning", W.cv_funny)); }
      section(W.cv_oracle, "oracle");
      box.appendChild(element("p", "twohg-card__note", W.cv_oracle_note));
      card.faces.forEach(function (face, i) { box.appendChild(faceText(card, face, i)); });
      var printed = card.printed.filter(function (p) { return p.lang === LANG; })[0];
      if (printed) {
        section(said(W.cv_printed, { language: W["cv_lang_" + LANG] }), "printed");
        var set = printed.setNames[LANG] || printed.setName;
        if (printed.set) {
          box.appendChild(element("p", "twohg-card__note", said(W.cv_printed_of, { set: set, year: printed.released.slice(0, 4) })));
        }
        if (printed.type) { box.appendChild(element("p", "twohg-card__face-head", printed.type, LANG)); }
        printed.text.split("\n").forEach(function (line) {
          if (line) { box.appendChild(element("p", "twohg-card__printed", line, LANG)); }
        });
      }
      changes(card);
      rulings(card);
      var source = element("p", "twohg-card__source", said(W.cv_source, { source: card.source }));
      if (card.first) { source.appendChild(document.createTextNode(" " + said(W.cv_first, { date: card.first }))); }
      box.appendChild(source);
      if (window.TwohgPreviews) { window.TwohgPreviews.attach(box); }
      if (anchor) {
        var target = document.getElementById(anchor);
        if (target) { target.scrollIntoView(); }
      }
    }

    function show() {
      var own = box.getAttribute("data-card");
      var hash = decodeURIComponent(location.hash.replace(/^#/, ""));
      var slug = own || hash.split("/")[0];
      var anchor = own ? hash : hash.split("/").slice(1).join("/");
      if (!slug) { message(W.cv_empty); return; }
      if (!own && Object.prototype.hasOwnProperty.call(config.pages, slug)) {
        location.replace(config.pages[slug] + (anchor ? "#" + anchor : ""));
        return;
      }
      message(W.cv_loading);
      var file = config.data + window.TwohgCards.shard(slug) + ".jsonz";
      window.TwohgCards.readJsonz(file).then(function (doc) {
        var card = doc.cards && Object.prototype.hasOwnProperty.call(doc.cards, slug) ? doc.cards[slug] : null;
        if (!card) { message(W.cv_missing); return; }
        render(card, anchor);
      }).catch(function () { message(W.cv_failed); });
    }

    show();
    if (!box.getAttribute("data-card")) { window.addEventListener("hashchange", show); }
  });
})();
