// The header search: one box on every page, over the site's own index (search/twohg.json),
// with the vendored MiniSearch. Text is folded and split exactly as twohg.site.search.terms
// does in Python (case, Latin accents, full-width digits and letters, apostrophes; Latin words,
// Japanese character pairs), and a query that names a rule number (810.7c, 810.7 C, 810,7c,
// r810.7c, CR 810.7c, rule 805, regla 810.4, règle 810.4, full-width digits) finds that rule
// and the rules that once had the number. Results are built with textContent only: no source
// string is ever parsed as HTML. Nothing but the box is loaded with the page: MiniSearch and the
// index are fetched when the box is first focused (or a search button clicked), so that reading
// a page on a phone costs neither.
(function () {
  "use strict";

  var script = document.currentScript;
  if (!script) {
    return;
  }
  var ROOT = new URL("../../", script.src); // assets/twohg/search.js -> the site's root
  var LIBRARY = "assets/vendor/minisearch/minisearch.min.js"; // the vendored MiniSearch (twohg/site/vendor)
  var PAGE_LANG = document.documentElement.lang || "en";
  var LANGS = ["en", "es", "fr", "ja"];
  var WORDS = {
    en: { now: "now", placeholder: "Rule, card or words", label: "Search the rules", all: "All languages", any: "Current and old",
      current: "current", old: "old", none: "Nothing found", lang: "Language", status: "Status", loading: "Loading…",
      tournament: "Tournament rule" },
    es: { now: "hoy", placeholder: "Regla, carta o palabras", label: "Buscar en las reglas", all: "Todos los idiomas",
      any: "Vigentes y antiguas", current: "vigente", old: "antigua", none: "Sin resultados", lang: "Idioma",
      status: "Estado", loading: "Cargando…", tournament: "Regla de torneo" },
    fr: { now: "aujourd’hui", placeholder: "Règle, carte ou mots", label: "Rechercher dans les règles", all: "Toutes les langues",
      any: "Actuelles et anciennes", current: "actuelle", old: "ancienne", none: "Aucun résultat", lang: "Langue",
      status: "Statut", loading: "Chargement…", tournament: "Règle de tournoi" },
    ja: { now: "現在", placeholder: "ルール番号・カード名・語句", label: "ルールを検索", all: "すべての言語", any: "現行と旧版",
      current: "現行", old: "旧版", none: "見つかりません", lang: "言語", status: "状態", loading: "読み込み中…",
      tournament: "イベント規定" }
  };
  var W = WORDS[PAGE_LANG] || WORDS.en;
  var KIND_ORDER = { rule: 0, translation: 1, tournament: 2, faq: 3, summary: 4 };
  var LIMIT = 10;
  // The longest query searched (twohg.site.search.query.MAX_QUERY): a pasted page would freeze the
  // tab (and a long enough one throws inside MiniSearch); a rule's first sentence fits.
  var MAX_QUERY = 200;

  // --- folding and terms (twohg.site.search.terms) --------------------------------------------
  var FULL_WIDTH = /[\uff10-\uff19\uff0e\uff21-\uff3a\uff41-\uff5a]/g;
  var DROPPED = /['\u2019\u2018`\u00b4]/g;
  var LATIN = /[0-9a-z]+/g;
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+/g;
  var NUMBER = /^\s*(?:(?:cr|rule|rules|regla|reglas|regle|regles|r|ルール|規則)\s*)?(\d{3})(?:\s*[.,]\s*(\d{1,2})\s*([a-z])?)?\s*\.?\s*$/;

  function foldChar(c) {
    c = c.replace(FULL_WIDTH, function (w) { return String.fromCharCode(w.charCodeAt(0) - 0xfee0); });
    c = c.toLowerCase().normalize("NFD").replace(/^([\u0000-\u024f])\p{M}+/u, "$1").normalize("NFC");
    return c.replace(DROPPED, "");
  }

  // The folded text, and for each of its characters the index of the character it came from.
  function foldWithMap(text) {
    var folded = "";
    var map = [];
    var chars = Array.from(text);
    var at = 0;
    for (var i = 0; i < chars.length; i++) {
      var f = foldChar(chars[i]);
      for (var j = 0; j < f.length; j++) { map.push(at); }
      folded += f;
      at += chars[i].length;
    }
    map.push(at);
    return { folded: folded, map: map };
  }

  function fold(text) { return foldWithMap(text).folded; }

  function terms(text) {
    var folded = fold(text);
    var found = [];
    var m;
    LATIN.lastIndex = 0;
    while ((m = LATIN.exec(folded))) { found.push([m.index, m[0]]); }
    CJK.lastIndex = 0;
    while ((m = CJK.exec(folded))) {
      var run = m[0];
      if (run.length === 1) { found.push([m.index, run]); }
      for (var i = 0; i + 1 < run.length; i++) { found.push([m.index + i, run.slice(i, i + 2)]); }
    }
    found.sort(function (a, b) { return a[0] - b[0]; });
    return found.map(function (pair) { return pair[1]; });
  }

  // A rule number being typed ("81", "810.", "rule 80", "CR 810.7"): the digits typed so far.
  var NUMBER_START = /^\s*(?:(?:cr|rule|rules|regla|reglas|regle|regles|r|ルール|規則)\s*)?(\d{1,3}(?:\s*[.,]\s*(?:\d{1,2}\s*[a-z]?)?)?)\s*$/;

  function numberPrefix(query) {
    var m = NUMBER_START.exec(fold(query));
    return m ? m[1].replace(/\s+/g, "").replace(",", ".") : null;
  }

  function queryNumber(query) {
    var m = NUMBER.exec(fold(query));
    if (!m) { return null; }
    return m[2] ? m[1] + "." + parseInt(m[2], 10) + (m[3] || "") : m[1];
  }

  // --- the index --------------------------------------------------------------------------
  var records = null;
  var engine = null;
  var byNumber = null;
  var loading = null;
  var numbers = [];
  var frequency = {};
  var pageCount = 0;

  // 810.9 before 810.10, 810.9 before 810.9a.
  function naturally(a, b) {
    var x = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(a) || [a, a, "0", ""];
    var y = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(b) || [b, b, "0", ""];
    return (+x[1] - +y[1]) || ((+x[2] || 0) - (+y[2] || 0)) || (x[3] || "").localeCompare(y[3] || "");
  }

  // MiniSearch, added to the page once (a deferred script of the site's own origin).
  function library() {
    if (typeof MiniSearch !== "undefined") { return Promise.resolve(); }
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = new URL(LIBRARY, ROOT).href;
      tag.onload = function () { resolve(); };
      tag.onerror = function () { tag.remove(); reject(new Error("search library: not loaded")); };
      document.head.appendChild(tag);
    });
  }

  // The library and the index, fetched together on first use; a failure (offline, the site not
  // saved) lets the next focus try again.
  function load() {
    if (!loading) {
      var index = fetch(new URL("search/twohg.json", ROOT)).then(function (response) {
        if (!response.ok) { throw new Error("search index: HTTP " + response.status); }
        return response.json();
      });
      loading = Promise.all([index, library()]).then(function (loaded) {
        var doc = loaded[0];
        var fields = doc.fields;
        records = doc.records.map(function (row) {
          var record = {};
          fields.forEach(function (name, i) { record[name] = row[i]; });
          return record;
        });
        byNumber = {};
        records.forEach(function (record, i) {
          record.numbers.forEach(function (number) { (byNumber[number] = byNumber[number] || []).push(i); });
        });
        numbers = Object.keys(byNumber).sort(naturally);
        // Each record's page (a number, for speed) and rank, set once.
        var pages = new Map();
        records.forEach(function (record) {
          var key = groupKey(record);
          if (!pages.has(key)) { pages.set(key, pages.size); }
          record.group = pages.get(key);
          record.rank = rank(record);
        });
        pageCount = pages.size;
        frequency = {};
        records.forEach(function (record) {
          new Set(terms([record.title, record.text].concat(record.cards, record.words).join(" "))).forEach(function (term) {
            frequency[term] = (frequency[term] || 0) + 1;
          });
        });
        engine = new MiniSearch({
          idField: "i",
          fields: ["title", "text", "cards", "words"],
          tokenize: terms,
          processTerm: function (term) { return term; }
        });
        engine.addAll(records.map(function (record, i) {
          return { i: i, title: record.title, text: record.text, cards: record.cards.join(" "), words: record.words.join(" ") };
        }));
      });
      loading.catch(function () { loading = null; });
    }
    return loading;
  }

  // The query's terms worth searching (twohg.site.search.query.informative): a single Latin
  // letter, and a word in more than COMMON of the records ("the", "de", "player"), say nothing
  // about which record is meant, unless nothing else is left.
  var COMMON = 0.3;

  function informative(wanted) {
    var kept = wanted.filter(function (term) {
      return !(term.length === 1 && ascii(term)) && (frequency[term] || 0) <= COMMON * records.length;
    });
    return kept.length ? kept : wanted.filter(function (term) { return !(term.length === 1 && ascii(term)); });
  }

  function ascii(term) { return /^[0-9a-z]+$/.test(term); }

  // Best first: more of the query's words, the page's language, current, a rule before its
  // translation, the FAQ and the summary (the record's rank, set once at load), score, newest.
  function rank(record) {
    return 16 * (record.lang !== PAGE_LANG) + 8 * !record.current + KIND_ORDER[record.kind];
  }

  function order(a, b) {
    return (b.cover - a.cover) ||
      (a.record.rank - b.record.rank) ||
      (b.score - a.score) ||
      (a.record.newest < b.record.newest ? 1 : a.record.newest > b.record.newest ? -1 : 0);
  }

  // Whether a hit passes the language and status filters.
  function passes(record, filters) {
    var wording = record.kind === "rule" || record.kind === "translation";
    return (!filters.lang || record.lang === filters.lang) &&
      (!filters.status || (wording && (filters.status === "current") === record.current));
  }

  // The query's first MAX_QUERY characters, without the word the cut went through
  // (twohg.site.search.query.capped).
  function capped(query) {
    query = String(query);
    if (query.length <= MAX_QUERY) { return query; }
    var cut = query.slice(0, MAX_QUERY);
    return /\s/.test(query.charAt(MAX_QUERY)) ? cut : cut.replace(/\s+\S*$/, "");
  }

  // A tournament rule named in a query ("MTR 9.3" -> "9.3"), as twohg.site.search.terms.query_tournament.
  var TOURNAMENT = /^\s*mtr\s*[-_.]?\s*(\d{1,2})\s*[.,\-_\s]\s*(\d{1,2})\s*\.?\s*$/;

  function queryTournament(query) {
    var m = TOURNAMENT.exec(fold(query));
    return m ? parseInt(m[1], 10) + "." + parseInt(m[2], 10) : null;
  }

  function search(query, filters, limit) {
    query = capped(query);
    var tournament = queryTournament(query);
    var number = tournament ? null : queryNumber(query);
    var typed = number || tournament ? null : numberPrefix(query);
    var hits = [];
    if (tournament) {
      records.forEach(function (record) {
        if (record.kind === "tournament" && record.title.indexOf("MTR " + tournament + " —") === 0) {
          hits.push({ record: record, cover: 1, score: 0, matched: [] });
        }
      });
    } else if (typed) {
      // The rules whose number starts with what is typed, in natural order of their numbers.
      numbers.filter(function (n) { return n.indexOf(typed) === 0; }).slice(0, 3 * LIMIT).forEach(function (n) {
        (byNumber[n] || []).forEach(function (i) {
          if (records[i].rule === n) { hits.push({ record: records[i], cover: 1, score: 0, matched: [] }); }
        });
      });
    } else if (number) {
      (byNumber[number] || []).forEach(function (i) {
        var own = records[i].rule === number;
        hits.push({ record: records[i], cover: own ? 1 : 0.9, score: 0, matched: [] });
      });
    } else {
      var wanted = informative(Array.from(new Set(terms(query))));
      var unfiltered = !filters.lang && !filters.status;
      if (!wanted.length) { return []; }
      engine.search(wanted.join(" "), {
        tokenize: function (q) { return q.split(" "); },
        processTerm: function (term) { return term; },
        // A word being typed is the last one: only it is read as a prefix.
        prefix: function (term, i, all) { return i === all.length - 1 && term.length >= 3 && /^[a-z]+$/.test(term); },
        fuzzy: function (term) { return term.length >= 4 && ascii(term) ? 0.34 : false; },
        maxFuzzy: 2,
        combineWith: "OR",
        boost: { title: 2, cards: 1.5, words: 1.5 },
        // At least half the query's words, and the filters, before MiniSearch sorts what is left.
        filter: function (result) {
          return 2 * result.queryTerms.length >= wanted.length && (unfiltered || passes(records[result.id], filters));
        }
      }).forEach(function (result) {
        var cover = Math.round(100 * result.queryTerms.length / wanted.length) / 100;
        hits.push({ record: records[result.id], cover: cover, score: result.score, matched: result.terms });
      });
    }
    if (filters.lang || filters.status) {
      hits = hits.filter(function (hit) { return passes(hit.record, filters); });
    }
    // Only the best coverage levels can reach the first results: sort those, level by level,
    // until enough pages are found (a large index can match thousands of records).
    if (typed) {
      return hits.slice(0, limit || hits.length);
    }
    var levels = {};
    hits.forEach(function (hit) { (levels[hit.cover] = levels[hit.cover] || []).push(hit); });
    var seen = new Uint8Array(pageCount);
    var out = [];
    Object.keys(levels).map(Number).sort(function (a, b) { return b - a; }).some(function (cover) {
      bestOfEachPage(levels[cover], seen).forEach(function (hit) {
        seen[hit.record.group] = 1;
        out.push(hit);
      });
      return out.length >= (limit || Infinity);
    });
    return out;
  }

  // The best hit of each page not yet seen, best first: what sorting the whole level and keeping
  // each page's first hit gives (ties keep the level's order), without sorting thousands of hits.
  function bestOfEachPage(level, seen) {
    var best = [];
    var held = {};
    level.forEach(function (hit, at) {
      var page = hit.record.group;
      if (seen[page]) { return; }
      var kept = held[page];
      if (!kept) {
        held[page] = kept = { hit: hit, at: at };
        best.push(kept);
      } else if (order(hit, kept.hit) < 0) {
        kept.hit = hit;
        kept.at = at;
      }
    });
    return best.sort(function (a, b) {
      return order(a.hit, b.hit) || a.at - b.at;
    }).map(function (kept) { return kept.hit; });
  }

  // One hit per page, language and status: the best of a rule's old wordings stands for the rest.
  function groupKey(record) {
    var entry = record.kind === "faq" || record.kind === "summary" || record.kind === "tournament" ? record.id : record.rule;
    return [entry, record.kind === "translation", record.lang, record.current].join("|");
  }

  // --- the box ----------------------------------------------------------------------------
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function href(record) {
    var prefix = PAGE_LANG === LANGS[0] ? "" : PAGE_LANG + "/";
    return new URL(prefix + record.href, ROOT).href;
  }

  // A window of the text around the first matched term, the matched terms marked.
  var foldedTexts = {};

  function snippet(record, matched) {
    var text = record.text;
    var span = element("span", "twohg-search__snippet");
    var folded = foldedTexts[record.id] || (foldedTexts[record.id] = foldWithMap(text));
    var marks = [];
    matched.forEach(function (term) {
      var from = 0;
      var at;
      while ((at = folded.folded.indexOf(term, from)) >= 0) {
        marks.push([folded.map[at], folded.map[at + term.length]]);
        from = at + term.length;
      }
    });
    marks.sort(function (a, b) { return a[0] - b[0]; });
    var start = marks.length ? Math.max(0, marks[0][0] - 60) : 0;
    var end = Math.min(text.length, start + 220);
    var at = start;
    if (start > 0) { span.appendChild(document.createTextNode("…")); }
    marks.forEach(function (mark) {
      if (mark[0] < at || mark[1] > end) { return; }
      span.appendChild(document.createTextNode(text.slice(at, mark[0])));
      span.appendChild(element("mark", "", text.slice(mark[0], mark[1])));
      at = mark[1];
    });
    span.appendChild(document.createTextNode(text.slice(at, end) + (end < text.length ? "…" : "")));
    return span;
  }

  function build() {
    var header = document.querySelector(".md-header__inner");
    if (!header) { return; }
    var box = element("div", "twohg-search");
    box.setAttribute("role", "search");
    var input = element("input", "twohg-search__input");
    input.type = "search";
    input.id = "twohg-search-input";
    input.placeholder = W.placeholder;
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("aria-label", W.label);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", "twohg-search-results");
    input.setAttribute("aria-autocomplete", "list");
    var panel = element("div", "twohg-search__panel");
    panel.hidden = true;
    var filters = element("div", "twohg-search__filters");
    var langSelect = element("select", "twohg-search__filter");
    langSelect.setAttribute("aria-label", W.lang);
    [["", W.all]].concat(LANGS.map(function (l) { return [l, l.toUpperCase()]; })).forEach(function (pair) {
      var option = element("option", "", pair[1]);
      option.value = pair[0];
      langSelect.appendChild(option);
    });
    var statusSelect = element("select", "twohg-search__filter");
    statusSelect.setAttribute("aria-label", W.status);
    [["", W.any], ["current", W.current], ["old", W.old]].forEach(function (pair) {
      var option = element("option", "", pair[1]);
      option.value = pair[0];
      statusSelect.appendChild(option);
    });
    filters.appendChild(langSelect);
    filters.appendChild(statusSelect);
    var list = element("ul", "twohg-search__results");
    list.id = "twohg-search-results";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", W.label);
    var meta = element("p", "twohg-search__meta");
    meta.setAttribute("aria-live", "polite");
    panel.appendChild(filters);
    panel.appendChild(meta);
    panel.appendChild(list);
    box.appendChild(input);
    box.appendChild(panel);
    header.appendChild(box);

    var active = -1;
    var shown = [];

    function setActive(index) {
      var items = list.children;
      if (active >= 0 && items[active]) { items[active].setAttribute("aria-selected", "false"); }
      active = index;
      if (active >= 0 && items[active]) {
        items[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", items[active].id);
        items[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function open(flag) {
      panel.hidden = !flag;
      input.setAttribute("aria-expanded", flag ? "true" : "false");
    }

    function render() {
      var query = input.value;
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!query.trim()) { open(false); return; }
      open(true);
      if (!engine) { meta.textContent = W.loading; load().then(render); return; }
      shown = search(query, { lang: langSelect.value, status: statusSelect.value }, LIMIT).slice(0, LIMIT);
      meta.textContent = shown.length ? "" : W.none;
      shown.forEach(function (hit, i) {
        var record = hit.record;
        var item = element("li", "twohg-search__result");
        item.id = "twohg-search-result-" + i;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        var a = element("a", "twohg-search__link");
        a.href = href(record);
        a.tabIndex = -1;
        var head = element("span", "twohg-search__head");
        head.appendChild(element("strong", "twohg-search__number", record.rule || record.title));
        head.appendChild(element("span", "twohg-search__lang", record.lang.toUpperCase()));
        var status = record.current ? W.current : W.old + " · " + record.span;
        if (record.now.length && record.kind !== "faq" && record.kind !== "summary") {
          status += " → " + W.now + " " + record.now.join(", ");
        }
        if (record.kind === "faq" || record.kind === "summary") { status = record.span; }
        if (record.kind === "tournament") { status = W.tournament + " · " + record.span; }
        head.appendChild(element("span", "twohg-search__status" + (record.current ? " is-current" : ""), status));
        a.appendChild(head);
        if (record.rule && record.kind !== "rule" && record.kind !== "translation") {
          a.appendChild(element("span", "twohg-search__title", record.title));
        }
        a.appendChild(snippet(record, hit.matched));
        item.appendChild(a);
        item.addEventListener("mousedown", function (event) { event.preventDefault(); });
        list.appendChild(item);
      });
    }

    function go(url) { window.location.href = url; }

    input.addEventListener("focus", function () { load(); if (input.value.trim()) { render(); } });
    input.addEventListener("input", render);
    langSelect.addEventListener("change", render);
    statusSelect.addEventListener("change", render);
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        if (shown.length) { setActive(Math.min(active + 1, shown.length - 1)); }
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        if (shown.length) { setActive(Math.max(active - 1, 0)); }
      } else if (event.key === "Enter") {
        event.preventDefault();
        var number = queryNumber(input.value);
        if (active < 0 && number && engine && shown.length && shown[0].record.rule === number) {
          var prefix = PAGE_LANG === LANGS[0] ? "" : PAGE_LANG + "/";
          go(new URL(prefix + "rules/" + number + "/", ROOT).href);
        } else if (shown.length) {
          go(href(shown[Math.max(active, 0)].record));
        }
      } else if (event.key === "Escape") {
        if (input.value) { input.value = ""; render(); } else { input.blur(); }
        open(false);
      }
    });
    input.addEventListener("blur", function () {
      setTimeout(function () { if (!box.contains(document.activeElement)) { open(false); } }, 150);
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.focus();
      }
    });
    document.querySelectorAll("[data-twohg-search]").forEach(function (button) {
      button.addEventListener("click", function (event) { event.preventDefault(); input.focus(); });
    });
  }

  // For the tests and the benchmark: the same search without the box.
  window.twohgSearch = { load: load, search: function (q, f, n) { return search(q, f || {}, n); }, terms: terms,
    queryNumber: queryNumber };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", build);
  } else {
    build();
  }
})();
