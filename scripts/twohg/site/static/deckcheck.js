// The deck check (twohg/site/pages/cardview.py): a decklist or a sealed pool pasted, read line by line as
// twohg.site.decklist reads it (the same pattern, headings and threshold), each card found by its name in any
// of the four languages (cardnames.js); the cards that play differently in Two-Headed Giant are listed with the
// rules their words engage and their official 2HG rulings, and the lines not read are named. All in the page:
// the list is sent nowhere, and it works offline once the language is saved.
(function () {
  "use strict";

  var LINE = /^\s*(?:SB:\s*)?(?:([0-9]{1,3})\s*[xX×]?\s+)?(.+?)(?:\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[A-Za-z0-9-]+)?)?(?:\s+\*[A-Z]+\*)?\s*$/;
  var HEADINGS = ("deck sideboard commander companion maybeboard main mainboard mazo banquillo comandante compañero " +
    "reserva réserve réserves commandant compagnon デッキ サイドボード 統率者 相棒").split(" ");
  var READ_FROM = 700; // twohg.site.decklist.READ_FROM (the card names' FUZZY score, less 100)
  var NOTABLE = 1, TWO_HEADED = 2;

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

  // The lines that name a card (twohg.site.decklist.listed): [line number, line, count, name].
  function listed(text) {
    var found = [];
    text.split(/\r\n|\r|\n/).forEach(function (line, i) {
      var stripped = line.trim();
      if (!stripped || stripped.indexOf("//") === 0 || stripped.charAt(0) === "#" ||
          HEADINGS.indexOf(stripped.toLowerCase().replace(/:+$/, "")) >= 0) { return; }
      var match = LINE.exec(line);
      if (!match) { found.push([i + 1, line, 0, stripped]); return; }
      found.push([i + 1, line, parseInt(match[1] || "1", 10), match[2].trim()]);
    });
    return found;
  }

  // Every line with the card it names, or none (twohg.site.decklist.read_list).
  function readList(text) {
    var lines = listed(text);
    return Promise.all(lines.map(function (line) {
      return line[2] ? window.TwohgCards.find(line[3], 1) : Promise.resolve([]);
    })).then(function (found) {
      return lines.map(function (line, i) {
        var hits = found[i];
        var card = hits.length && hits[0].score >= READ_FROM ? hits[0] : null;
        return { line: line[0], text: line[1], count: line[2] || 1, name: line[3], card: card };
      });
    });
  }

  // The cards once each, their copies counted (twohg.site.decklist.in_play).
  function inPlay(lines) {
    var order = [];
    var counts = new Map();
    lines.forEach(function (line) {
      if (!line.card) { return; }
      var slug = line.card.row.slug;
      if (!counts.has(slug)) { order.push(slug); counts.set(slug, [line.card, 0]); }
      counts.get(slug)[1] += line.count;
    });
    return order.map(function (slug) { return counts.get(slug); });
  }

  function start() {
    var block = document.querySelector("script.twohg-card-config");
    var form = document.querySelector("form.twohg-deck");
    var out = document.querySelector(".twohg-deck__result");
    if (!block || !form || !out || !window.TwohgCards) { return; }
    var config = JSON.parse(block.textContent);
    var W = config.words;
    var LANG = config.lang;
    var LANGS = ["en", "es", "fr", "ja"];
    window.TwohgCards.configure(Object.assign({ base: config.names }, config.finder));
    var area = form.querySelector("textarea");

    function ruleLink(number) {
      var rule = config.rules[number];
      var a = element("a", "", number);
      a.href = rule ? rule.href : config.root + "r/" + number + "/";
      return a;
    }

    function cardHref(row) {
      return config.pages[row.slug] || config.view + "#" + row.slug;
    }

    function record(row) {
      return window.TwohgCards.readJsonz(config.data + window.TwohgCards.shard(row.slug) + ".jsonz")
        .then(function (doc) { return doc.cards[row.slug] || null; })
        .catch(function () { return null; });
    }

    function show(lines) {
      out.textContent = "";
      var cards = inPlay(lines);
      var different = cards.filter(function (pair) { return pair[0].row.flags & (NOTABLE | TWO_HEADED); });
      var same = cards.length - different.length;
      var unread = lines.filter(function (line) { return !line.card; });
      out.appendChild(element("h2", "", different.length ? said(W.dc_result, { n: different.length }) : W.dc_result_none));
      var list = element("ul", "twohg-deck__cards");
      out.appendChild(list);
      var pending = different.map(function (pair) {
        var row = pair[0].row;
        var li = element("li", "twohg-deck__card");
        var head = element("p");
        var a = element("a", "", null);
        var name = row.names[LANGS.indexOf(LANG)] || row.names[0];
        a.textContent = name;
        a.lang = row.names[LANGS.indexOf(LANG)] ? LANG : "en";
        a.href = cardHref(row);
        head.appendChild(element("strong")).appendChild(a);
        head.appendChild(document.createTextNode(" " + said(W.dc_copies, { n: pair[1] }) + " · "));
        row.rules.forEach(function (number, i) {
          if (i) { head.appendChild(document.createTextNode(", ")); }
          head.appendChild(ruleLink(number));
        });
        li.appendChild(head);
        list.appendChild(li);
        return record(row).then(function (card) {
          if (!card) { return; }
          var ul = element("ul");
          config.order.forEach(function (id) {
            if (card.phrases.indexOf(id) >= 0 && config.phrases[id].notable) {
              ul.appendChild(element("li", "", config.phrases[id].says));
            }
          });
          card.rulings.filter(function (r) { return r.kind === "2hg"; }).forEach(function (r) {
            var item = element("li", "twohg-deck__ruling" + (r.changes.length ? " is-outdated" : ""));
            item.appendChild(element("span", "twohg-nowrap", r.date + " "));
            item.appendChild(element("span", "", r.text, "en"));
            ul.appendChild(item);
          });
          if (ul.children.length) { li.appendChild(ul); }
        });
      });
      if (same) { out.appendChild(element("p", "", said(W.dc_same, { n: same }))); }
      if (unread.length) {
        var details = element("details", "twohg-deck__unread");
        details.open = true;
        details.appendChild(element("summary", "", said(W.dc_unread, { n: unread.length })));
        var ul = element("ul");
        unread.forEach(function (line) {
          ul.appendChild(element("li", "", said(W.dc_unread_line, { line: line.line, text: line.text.trim() }) +
            " — " + W.dc_no_card));
        });
        details.appendChild(ul);
        out.appendChild(details);
      }
      return Promise.all(pending);
    }

    function check() {
      var text = area.value;
      return readList(text).then(show);
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      check();
    });
    window.twohgDeckCheck = { read: readList, inPlay: inPlay, check: check };
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
