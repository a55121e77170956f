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
    en: { placeholder: "Rule, card or words", label: "Search the rules", all: "All languages", any: "Current and old",
      current: "current", old: "old", none: "Nothing found", lang: "Language", status: "Status", loading: "Loading…",
      tournament: "Tournament rule" },
    es: { placeholder: "Regla, carta o palabras", label: "Buscar en las reglas", all: "Todos los idiomas",
      any: "Vigentes y antiguas", current: "vigente", old: "antigua", none: "Sin resultados", lang: "Idioma",
      status: "Estado", loading: "Cargando…", tournament: "Regla de torneo" },
    fr: { placeholder: "Règle, carte ou mots", label: "Rechercher dans les règles", all: "Toutes les langues",
      any: "Actuelles et anciennes", current: "actuelle", old: "ancienne", none: "Aucun résultat", lang: "Langue",
      status: "Statut", loading: "Chargement…", tournament: "Règle de tournoi" },
    ja: { placeholder: "ルール番号・カード名・語句", label: "ルールを検索", all: "すべての言語", any: "現行と旧版",
      current: "現行", old: "旧版", none: "見つかりません", lang: "言語", status: "状態", loading: "読み込み中…",
      tournament: "イベント規定" }
  };
  var W = WORDS[PAGE_LANG] || WORDS.en;
  var KIND_ORDER = { rule: 0, translation: 1, card: 2, tournament: 3, faq: 4, summary: 5 };
  var LIMIT = 10;
  // The longest query searched (twohg.site.search.query.MAX_QUERY): a pasted page would freeze the
  // tab; a judge's long question fits, and a longer one is said to be cut.
  var MAX_QUERY = 500;

  // --- folding and terms (twohg.site.search.terms) --------------------------------------------
  var FULL_WIDTH = /[\uff10-\uff19\uff0e\uff21-\uff3a\uff41-\uff5a]/g;
  var DROPPED = /['\u2019\u2018`\u00b4]/g;
  // What an elided article or pronoun leaves at a word's start (twohg.site.search.terms._ELISION_RE).
  var ELISION = /(?:^|[^0-9a-z])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)$/;
  var APOSTROPHE = /^['\u2019\u2018`\u00b4]$/;
  var LATIN = /[0-9a-z]+/g;
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+/g;
  var CJK_WORD = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+$/;
  var KANA = /[\u3040-\u309f]/;
  // Words a query may put before a number (twohg.site.search.terms._NUMBER_PREFIX_RE), then the
  // number as short links read it (twohg.rulenumber.loose_number).
  var NUMBER_PREFIX = /^\s*(?:(?:cr|rules?|reglas?|regles?|r|ルール|規則)\s*\.?\s*|§\s*)?/;
  var LOOSE = /^(?:(?:cr|r)\s*)?(\d{3})(?:(?:[.,\-_\s]\s*|(?=\d))(\d{1,3})\s?([a-z]?))?\.?$/;
  var LETTER = /\(\s*([a-z])\s*\)/g;
  // A tournament rule named by a whole query ("MTR 9.3"), as twohg.site.search.terms.query_tournament.
  var TOURNAMENT = /^\s*mtr\s*[-_.]?\s*(\d{1,2})\s*[.,\-_\s]\s*(\d{1,2})\s*\.?\s*$/;
  // A number inside a longer query: the patterns of twohg.site.search.terms.NUMBER_PATTERNS, read
  // from the index (so that both engines read numbers alike).
  var patterns = null;

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
      // A French elision ("l'équipe", "qu'un") is split off the word it is elided into, not glued to it.
      if (!f && APOSTROPHE.test(chars[i]) && ELISION.test(folded) && i + 1 < chars.length && /^[a-z]/.test(foldChar(chars[i + 1]))) {
        f = " ";
      }
      for (var j = 0; j < f.length; j++) { map.push(at); }
      folded += f;
      at += chars[i].length;
    }
    map.push(at);
    return { folded: folded, map: map };
  }

  function fold(text) { return foldWithMap(text).folded; }
  // The card names (cardnames.js) fold names with this very function.
  window.TwohgFold = fold;

  // A Latin word's plural folded off (twohg.site.search.terms.stem).
  function stem(word) {
    if (word.length < 5 || word.charAt(word.length - 1) !== "s" || /(ss|us|is)$/.test(word) || /^[0-9]/.test(word)) {
      return word;
    }
    return /ies$/.test(word) ? word.slice(0, -3) + "y" : word.slice(0, -1);
  }

  function pairs(run) {
    if (run.length === 1) { return [run]; }
    var out = [];
    for (var i = 0; i + 1 < run.length; i++) { out.push(run.slice(i, i + 2)); }
    return out;
  }

  function terms(text) {
    var folded = fold(text);
    var found = [];
    var m;
    LATIN.lastIndex = 0;
    while ((m = LATIN.exec(folded))) { found.push([m.index, stem(m[0])]); }
    CJK.lastIndex = 0;
    while ((m = CJK.exec(folded))) {
      var start = m.index;
      pairs(m[0]).forEach(function (pair, i) { found.push([start + i, pair]); });
    }
    found.sort(function (a, b) { return a[0] - b[0]; });
    return found.map(function (pair) { return pair[1]; });
  }

  // What a text says, unit by unit (twohg.site.search.terms.read): concepts with the words that
  // named them, other words and character pairs; each unit says whether a query leaves it out.
  var vocabulary = { stop: new Set(), phrases: [], runs: [], broader: new Map(), events: new Set() };
  var FORMAT = "_format";
  // A broader concept in a query's unit (^_object), found for half (twohg.site.search.terms.BROADER_MARK).
  var BROADER_MARK = "^";
  var BROADER_WEIGHT = 0.5;

  function read(text) {
    var folded = fold(text);
    var units = [];
    var latin = [];
    var m;
    LATIN.lastIndex = 0;
    while ((m = LATIN.exec(folded))) { latin.push([m.index, m[0]]); }
    var used = latin.map(function () { return false; });
    var starts = new Map();
    latin.forEach(function (word, i) { (starts.get(word[1]) || starts.set(word[1], []).get(word[1])).push(i); });
    vocabulary.phrases.forEach(function (entry) {
      var concept = entry[0];
      var phrase = entry[1];
      var size = phrase.length;
      (size ? starts.get(phrase[0]) || [] : []).some(function (at) {
        if (at + size > latin.length) { return true; }
        for (var k = 0; k < size; k++) {
          if (used[at + k] || latin[at + k][1] !== phrase[k]) { return false; }
        }
        for (k = 0; k < size; k++) { used[at + k] = true; }
        if (!concept) {  // chat ("hey judges"): its words, each a stop word here
          for (k = 0; k < size; k++) { units.push({ at: latin[at + k][0], terms: [stem(latin[at + k][1])], stop: true }); }
          return false;
        }
        units.push({ at: latin[at][0], terms: [concept].concat(size === 1 ? [stem(phrase[0])] : []), stop: concept === FORMAT });
        return false;
      });
    });
    latin.forEach(function (word, i) {
      if (!used[i]) { units.push({ at: word[0], terms: [stem(word[1])], stop: vocabulary.stop.has(word[1]) }); }
    });
    CJK.lastIndex = 0;
    while ((m = CJK.exec(folded))) {
      var run = m[0];
      var start = m.index;
      var taken = [];
      for (var t = 0; t < run.length; t++) { taken.push(false); }
      vocabulary.runs.forEach(function (entry) {
        var concept = entry[0];
        var word = entry[1];
        var at = run.indexOf(word);
        while (at >= 0) {
          if (!taken.slice(at, at + word.length).some(Boolean)) {
            for (var k = at; k < at + word.length; k++) { taken[k] = true; }
            // A concept's word is the concept: one of its character pairs (ール of シールド) says nothing.
            units.push({ at: start + at, terms: concept ? [concept] : pairs(word),
              stop: !concept || concept === FORMAT });
          }
          at = run.indexOf(word, at + 1);
        }
      });
      var from = -1;
      for (var i = 0; i <= run.length; i++) {
        if (i < run.length && !taken[i]) {
          if (from < 0) { from = i; }
        } else if (from >= 0) {
          pairs(run.slice(from, i)).forEach(function (pair, offset) {
            units.push({ at: start + from + offset, terms: [pair], stop: KANA.test(pair) });
          });
          from = -1;
        }
      }
    }
    return units.sort(function (a, b) { return a.at - b.at; });
  }

  // What a query searches (twohg.site.search.terms.query_units): its units without stop words,
  // kana pairs and the variant's name; else the variant's name alone, else all; a unit said twice, once.
  function queryUnits(query) {
    var units = read(query);
    var kept = units.filter(function (unit) { return !unit.stop; }).map(function (unit) {
      var wider = vocabulary.broader.get(unit.terms[0]) || [];
      return { terms: unit.terms.concat(wider.map(function (term) { return BROADER_MARK + term; })) };
    });
    var named = units.filter(function (unit) { return unit.terms[0] === FORMAT; });
    return distinct(kept.length ? kept : named.length ? named : units);
  }

  // Whether a query's units name tournaments: events, decks, judges... (twohg.site.search.terms.Vocabulary.about_events).
  function aboutEvents(units) {
    return units.some(function (terms) { return terms.length > 0 && vocabulary.events.has(terms[0]); });
  }

  // Each unit's terms, a unit said twice once (Python's list(dict.fromkeys(...))).
  function distinct(units) {
    var seen = new Set();
    return units.map(function (unit) { return unit.terms; }).filter(function (terms) {
      var key = terms.join(" ");
      if (seen.has(key)) { return false; }
      seen.add(key);
      return true;
    });
  }

  // A rule number being typed ("81", "810.", "rule 80", "CR 810.7"): the digits typed so far.
  var NUMBER_START = /^\s*(?:(?:cr|rules?|reglas?|regles?|r|ルール|規則)\s*\.?\s*|§\s*)?(\d{1,3}(?:\s*[.,]\s*(?:\d{1,2}\s*[a-z]?)?)?)\s*$/;

  function numberPrefix(query) {
    var m = NUMBER_START.exec(fold(query));
    return m ? m[1].replace(/\s+/g, "").replace(",", ".") : null;
  }

  function queryNumber(query) {
    var folded = fold(query).trim().replace(LETTER, "$1");
    var rest = folded.replace(NUMBER_PREFIX, "").trim();
    var m = LOOSE.exec(rest);
    if (!m) { return null; }
    return m[2] ? m[1] + "." + parseInt(m[2], 10) + (m[3] || "") : m[1];
  }

  function queryTournament(query) {
    var m = TOURNAMENT.exec(fold(query));
    return m ? parseInt(m[1], 10) + "." + parseInt(m[2], 10) : null;
  }

  // What a query names and the words around it (twohg.site.search.terms.query_parts).
  function queryParts(query) {
    var whole = queryNumber(query);
    if (whole) { return { number: whole, tournament: null, words: "" }; }
    var alone = queryTournament(query);
    if (alone) { return { number: null, tournament: alone, words: "" }; }
    var folded = fold(query);
    var found = [];
    var m = patterns.tournament.exec(folded);
    if (m) { found.push([m.index, m.index + m[0].length, null, parseInt(m[1], 10) + "." + parseInt(m[2], 10)]); }
    m = patterns.dotted.exec(folded);
    if (m) { found.push([m.index, m.index + m[0].length, m[1] + "." + parseInt(m[2], 10) + (m[3] || m[4] || ""), null]); }
    m = patterns.section.exec(folded);
    if (m) { found.push([m.index, m.index + m[0].length, m[1], null]); }
    if (!found.length) { return { number: null, tournament: null, words: folded }; }
    found.sort(function (a, b) {
      return (a[0] - b[0]) || (a[1] - b[1]) || String(a[2]).localeCompare(String(b[2])) || String(a[3]).localeCompare(String(b[3]));
    });
    var first = found[0];
    return { number: first[2], tournament: first[3], words: (folded.slice(0, first[0]) + " " + folded.slice(first[1])).trim() };
  }

  // --- the index --------------------------------------------------------------------------
  var records = null;
  var engine = null;
  var byNumber = null;
  var loading = null;
  var numbers = [];
  var vocabularyTerms = [];
  var frequency = new Map();
  // The terms the texts use (not the cards' names and rulings): twohg.site.search.query.SearchIndex.known.
  var textTerms = new Set();
  var TEXT_FIELDS = { title: true, text: true, words: true };
  var variants = {};
  var facts = null;
  var labels = null;
  var answers = null;
  var conceptWords = new Map();
  var pageCount = 0;

  // 810.9 before 810.10, 810.9 before 810.9a.
  function naturally(a, b) {
    var x = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(a) || [a, a, "-1", ""];
    var y = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(b) || [b, b, "-1", ""];
    return (+x[1] - +y[1]) || ((x[2] === undefined ? -1 : +x[2]) - (y[2] === undefined ? -1 : +y[2])) ||
      (x[3] || "").localeCompare(y[3] || "");
  }

  // How a record's fields count, and the scoring (twohg.site.search.query: FIELDS, BOOST, BM25+,
  // KIND_ORDER, PRIOR).
  var FIELDS = ["title", "text", "cards", "words", "concepts"];
  var BOOST = { title: 2, text: 1, cards: 1.5, words: 1.5, concepts: 1 };
  var KIND_ORDER = { rule: 0, outside: 1, translation: 2, glossary: 3, card: 4, tournament: 5, mtr: 6, faq: 7, summary: 8,
    ruling: 9 };
  var WORDINGS = { rule: true, outside: true, translation: true };
  var SPAN_TODAY = "today"; // how a span ends while its wording stands (twohg.site.search.record.SPAN_TODAY)
  var PRIOR = { rule: 1, outside: 0.8, translation: 1, glossary: 0.4, card: 0.1, tournament: 0.8, mtr: 0.4, faq: 0.4, summary: 0.4,
    ruling: 0.2 };
  var FOREIGN = 0.7;
  var OTHER_VARIANT = 0.2; // a rule about another variant the query does not name (twohg.site.search.hits)
  var GENERAL_TOURNAMENT = 0.85; // a general tournament rule, in a query on no tournament matter (the same)
  var NOT_CURRENT = 0.5;
  var QUOTED = 0.8, QUOTED_PAIRS = 5; // a record with this share of the query's word pairs quotes it (twohg.site.search.hits)
  var RULE_ANCHOR = "r-";
  var NOW_WORDS = 14;
  var PHRASE = 2;
  var PHRASE_FLOOR = 10;
  // What a unit of the game's vocabulary counts in a query's cover (twohg.site.search.query.CONCEPT_WEIGHT).
  var CONCEPT_WEIGHT = 2;

  // The pairs of adjacent Latin words of a query that can make a phrase (twohg.site.search.query.query_bigrams).
  var named = new Set();

  function queryBigrams(words) {
    var latin = terms(words).filter(function (term) { return /^[0-9a-z]+$/.test(term); });
    var out = new Set();
    for (var i = 0; i + 1 < latin.length; i++) {
      var first = latin[i];
      var second = latin[i + 1];
      if (named.has(first) || named.has(second) || (vocabulary.stop.has(first) && vocabulary.stop.has(second))) { continue; }
      out.add(first + " " + second);
    }
    return out;
  }

  // For each pair, in sorted order: the two strings a text must hold and the pattern finding the two
  // words side by side, each as typed or with a plural ending (twohg.site.search.query.phrase_patterns).
  function needle(term) { return term.charAt(term.length - 1) === "y" ? term.slice(0, -1) : term; }

  function phrasePatterns(pairs) {
    function forms(term) {
      return term.charAt(term.length - 1) !== "y" ? term + "(?:s|es)?" :
        "(?:" + term + "|" + term + "s|" + term.slice(0, -1) + "ies)";
    }
    function word(form) { return "(?<![0-9a-z])" + form + "(?![0-9a-z])"; }
    return Array.from(pairs).map(function (pair) { return pair.split(" "); }).sort(function (a, b) {
      return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
    }).map(function (pair) {
      return [needle(pair[0]), needle(pair[1]),
        new RegExp(word(forms(pair[0])) + "[^0-9a-z\\u3040-\\u9fff]+(?=" + word(forms(pair[1])) + ")")];
    });
  }

  // How many of the query's pairs a record's title or text has side by side
  // (twohg.site.search.query.SearchIndex.phrases).
  var foldedTexts = new Map();

  function phrases(i, patterns) {
    var texts = foldedTexts.get(i);
    if (!texts) { texts = [fold(records[i].title), fold(records[i].text)]; foldedTexts.set(i, texts); }
    return patterns.filter(function (p) {
      return texts.some(function (text) { return text.indexOf(p[0]) >= 0 && text.indexOf(p[1]) >= 0 && p[2].test(text); });
    }).length;
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

  function split(text) { return text ? text.split(" ") : []; }

  // What the labels and the ranking read off all the records (twohg.site.search.hits.IndexFacts).
  function readFacts() {
    var standing = new Map();
    var older = new Map();
    var starts = new Map();
    var ends = new Map();
    var known = new Set();
    var translated = new Map();
    records.forEach(function (record) {
      if (record.kind === "translation" && record.current && !record.outdated && record.rule) {
        var key = record.rule + "\n" + record.lang;
        if (!translated.has(key)) { translated.set(key, record); }
      }
      // A tournament rule in force stands for "MTR 9.6" (twohg.site.search.record.tournament_key).
      if ((record.kind === "tournament" || record.kind === "mtr") && record.current) {
        if (!standing.has("MTR " + record.number)) { standing.set("MTR " + record.number, record); }
      }
      if ((record.kind !== "rule" && record.kind !== "outside") || !record.rule) { return; }
      known.add(record.rule);
      if (record.current) {
        if (!standing.has(record.rule)) { standing.set(record.rule, record); }
      } else {
        older.set(record.meaning, (older.get(record.meaning) || 0) + 1);
      }
      var parts = record.span.split(" – ");
      var start = parts[0];
      var end = parts.length > 1 ? parts[1] : "";
      starts.set(record.meaning, starts.has(record.meaning) && starts.get(record.meaning) < start ? starts.get(record.meaning) : start);
      ends.set(record.meaning, ends.has(record.meaning) && ends.get(record.meaning) > end ? ends.get(record.meaning) : end);
    });
    var spans = new Map();
    starts.forEach(function (start, meaning) { spans.set(meaning, start + " – " + ends.get(meaning)); });
    return { standing: standing, older: older, spans: spans, numbers: Array.from(known).sort(naturally),
      translated: translated };
  }

  // The library and the index, fetched together on first use; a failure (offline, the site not
  // saved) lets the next focus try again. The index carries every record's terms already read:
  // no text is read again here.
  function load() {
    if (!loading) {
      var index = fetch(new URL("search/twohg.json", ROOT)).then(function (response) {
        if (!response.ok) { throw new Error("search index: HTTP " + response.status); }
        return response.json();
      });
      loading = Promise.all([index, library()]).then(function (loaded) {
        var doc = loaded[0];
        var fields = doc.fields;
        variants = doc.variants || {};
        vocabulary = { stop: new Set(doc.vocabulary.stop), phrases: doc.vocabulary.phrases, runs: doc.vocabulary.runs,
          broader: new Map(doc.vocabulary.broader || []), events: new Set(doc.vocabulary.events || []) };
        patterns = {};
        Object.keys(doc.patterns).forEach(function (name) { patterns[name] = new RegExp(doc.patterns[name]); });
        labels = doc.labels[PAGE_LANG] || doc.labels.en;
        answers = doc.answers[PAGE_LANG] || doc.answers.en;
        vocabulary.phrases.forEach(function (entry) {
          (conceptWords.get(entry[0]) || conceptWords.set(entry[0], []).get(entry[0])).push(entry[1].join(" "));
          if (entry[0] === FORMAT) { entry[1].forEach(function (word) { named.add(word); }); }
        });
        vocabulary.runs.forEach(function (entry) {
          if (entry[0]) { (conceptWords.get(entry[0]) || conceptWords.set(entry[0], []).get(entry[0])).push(entry[1]); }
        });
        records = doc.records.map(function (row, i) {
          var record = { index: i };
          fields.forEach(function (name, j) { record[name] = row[j]; });
          // The page's URL from the site's root in the default language (twohg.site.urls.served).
          var folder = record.path.replace(/index$/, "").replace(/\/$/, "");
          record.href = (folder ? folder + "/" : "") + (record.anchor ? "#" + record.anchor : "");
          return record;
        });
        byNumber = Object.create(null);
        records.forEach(function (record, i) {
          record.numbers.forEach(function (number) { (byNumber[number] = byNumber[number] || []).push(i); });
        });
        numbers = Object.keys(byNumber).sort(naturally);
        facts = readFacts();
        cardConfig = doc.cards || null;
        rulingsOf = new Map();
        records.forEach(function (record) {
          if (record.kind === "ruling" && record.source === "ruling-2hg") {
            (rulingsOf.get(record.card) || rulingsOf.set(record.card, []).get(record.card)).push(record);
          }
        });
        // Each record's page (a number, for speed), set once.
        var pages = new Map();
        records.forEach(function (record) {
          var key = pageKey(record);
          if (!pages.has(key)) { pages.set(key, pages.size); }
          record.page = pages.get(key);
        });
        pageCount = pages.size;
        engine = new MiniSearch({
          idField: "i",
          fields: FIELDS,
          tokenize: split,
          processTerm: function (term) { return term; }
        });
        var seenTerms = new Set();
        engine.addAll(doc.terms.map(function (read, i) {
          var doc_ = { i: i };
          var seen = new Set();
          var texts = records[i].kind !== "card" && records[i].kind !== "ruling";
          FIELDS.forEach(function (field, j) {
            doc_[field] = read[j];
            var said = texts && TEXT_FIELDS[field];
            split(read[j]).forEach(function (term) {
              seen.add(term);
              seenTerms.add(term);
              if (said) { textTerms.add(term); }
            });
          });
          seen.forEach(function (term) { frequency.set(term, (frequency.get(term) || 0) + 1); });
          return doc_;
        }));
        vocabularyTerms = Array.from(seenTerms).sort();
      });
      loading.catch(function () { loading = null; });
    }
    return loading;
  }

  // The query's units worth searching (twohg.site.search.query.informative): a single Latin
  // letter (not a digit) says nothing about which record is meant; a word most records have is kept.
  function informative(wanted) {
    var letters = wanted.filter(function (unit) { return !(unit[0].length === 1 && /^[a-z]$/.test(unit[0])); });
    return letters;
  }

  // What a hit's score is worth for the reader (twohg.site.search.hits.prior).
  function prior(record, asked, quoted, events) {
    var value = PRIOR[record.kind];
    if (record.kind === "mtr" && !events) { value *= GENERAL_TOURNAMENT; }
    if (record.variants.length && !record.variants.some(function (name) { return asked.indexOf(name) >= 0; })) {
      value *= OTHER_VARIANT;
    }
    if (record.lang && record.lang !== PAGE_LANG) { value *= FOREIGN; }
    var old = record.outdated || (!record.current && record.kind !== "faq" && record.kind !== "summary" && record.kind !== "card");
    if (old && !quoted) { value *= NOT_CURRENT; }
    return value;
  }

  // Best first among equals: the reader's language (a card is in every language), current, then by kind.
  function rank(record) {
    return 32 * (record.lang !== "" && record.lang !== PAGE_LANG) + 16 * !record.current + KIND_ORDER[record.kind];
  }

  function round(value, places) {
    var scale = Math.pow(10, places);
    return Math.round(value * scale) / scale;
  }

  function tieBreak(a, b) {
    return (a.record.rank - b.record.rank) ||
      (a.record.newest < b.record.newest ? 1 : a.record.newest > b.record.newest ? -1 : 0) ||
      (a.record.index - b.record.index);
  }

  function namedOrder(a, b) { return (b.cover - a.cover) || tieBreak(a, b); }

  function order(a, b) { return (b.weighed - a.weighed) || tieBreak(a, b); }

  // Whether a hit passes the language and status filters.
  function passes(record, filters) {
    var wording = !!WORDINGS[record.kind];
    return (!filters.lang || record.lang === filters.lang || record.lang === "") &&
      (!filters.status || (wording && (filters.status === "current") === record.current));
  }

  // The query's first MAX_QUERY characters, without the word the cut went through
  // (twohg.site.search.query.capped). Characters as Python counts them (code points), not UTF-16 units:
  // an emoji is one.
  function capped(query) {
    var chars = Array.from(String(query));
    if (chars.length <= MAX_QUERY) { return chars.join(""); }
    var cut = chars.slice(0, MAX_QUERY).join("");
    return /\s/.test(chars[MAX_QUERY]) ? cut : cut.replace(/\s+\S*$/, "");
  }

  // The word a query's unit stands for, as typed (twohg.site.search.query.said_word).
  function saidWord(unit) {
    if (unit[0].charAt(0) !== "_") { return unit[0]; }
    for (var i = unit.length - 1; i >= 0; i--) {
      if (unit[i].charAt(0) !== BROADER_MARK) { return unit[i]; }
    }
    return unit[0];
  }

  // The records one unit finds, with MiniSearch's score (BM25+, times the unit's terms matched),
  // whether a term matched as is, and the index terms matched (twohg.site.search.query.SearchIndex._unit).
  function searchUnit(unit, last) {
    var concept = unit[0].charAt(0) === "_";
    var typed = unit[0];
    var found = new Map();
    var wider = new Set();
    var terms = unit.map(function (term) {
      if (term.charAt(0) !== BROADER_MARK) { return term; }
      wider.add(term.slice(1));
      return term.slice(1);
    });
    engine.search(terms.join(" "), {
      tokenize: function (q) { return q.split(" "); },
      processTerm: function (term) { return term; },
      boostTerm: function (term) { return wider.has(term) ? BROADER_WEIGHT : 1; },
      prefix: function (term) { return !concept && last && term.length >= 3 && /^[a-z]+$/.test(term); },
      fuzzy: function (term) {
        return !concept && term.length >= 4 && /^[0-9a-z]+$/.test(term) && !frequency.has(term) ? 0.34 : false;
      },
      maxFuzzy: 2,
      combineWith: "OR",
      boost: BOOST
    }).forEach(function (result) {
      var exact = concept ? Object.keys(result.match).some(function (term) { return !wider.has(term); })
        : Object.prototype.hasOwnProperty.call(result.match, typed);
      found.set(result.id, { score: result.score, exact: exact, matched: Object.keys(result.match) });
    });
    return found;
  }

  // The other variants a query names (twohg.site.search.terms.variants_named): a Japanese word anywhere, a Latin
  // one at a word's start.
  function variantsNamed(text) {
    var folded = fold(text);
    return Object.keys(variants).filter(function (name) {
      return variants[name].some(function (word) {
        if (CJK_WORD.test(word)) { return folded.indexOf(word) >= 0; }
        var at = folded.indexOf(word);
        while (at >= 0) {
          if (at === 0 || !/[0-9a-z]/.test(folded.charAt(at - 1))) { return true; }
          at = folded.indexOf(word, at + 1);
        }
        return false;
      });
    });
  }

  // The variant's name when a query names it beside other words (twohg.site.search.terms.left_out_units).
  function leftOutUnits(query) {
    var units = read(query);
    if (units.every(function (unit) { return unit.stop; })) { return []; }
    return distinct(units.filter(function (unit) { return unit.terms[0] === FORMAT; }));
  }

  // The records the words find, the words no record has, and when nothing matched the nearest
  // words (twohg.site.search.query.SearchIndex._by_words).
  function byWords(words) {
    var wanted = informative(queryUnits(words));
    if (!wanted.length) { return { hits: [], missing: [], suggestions: [], near: [] }; }
    // "How does 2HG work?": the variant as a whole, its opening rules (twohg.site.search.query.SearchIndex.overview).
    if (wanted.every(function (unit) { return unit[0] === FORMAT; })) {
      var whole = overview(searchUnit(wanted[0], false));
      if (whole.length) { return { hits: whole, missing: [], suggestions: [], near: [] }; }
    }
    var hits = new Map();
    var missing = [];
    var near = [];
    var total = 0;
    var opening = [];
    // When no word the query keeps is in any text, the variant's name it left out is searched instead: its
    // opening rules.
    [wanted, null].forEach(function (searched) {
      if (searched === null) {
        if (hits.size) { return; }
        searched = leftOutUnits(words);
        opening = searched.length ? overview(searchUnit(searched[0], false)) : [];
        if (opening.length) { return; }
      }
      var first = searched === wanted;
      searched.forEach(function (unit, at) { scoreUnit(unit, first && at === searched.length - 1, first); });
    });
    if (opening.length) {
      var said = [];
      missing.forEach(function (word) { if (/^[0-9a-z]+$/.test(word) && said.indexOf(word) < 0) { said.push(word); } });
      return { hits: opening, missing: said, suggestions: [], near: near };
    }
    function scoreUnit(unit, last, first) {
      var found = searchUnit(unit, last);
      if (!found.size) {
        if (first) { missing.push(saidWord(unit)); }
        return;
      }
      if (first) {
        var guesses = guessed(unit, found);
        var word = saidWord(unit);
        // "banana" is no typo of "basada": a word no text has (twohg.site.search.query.near_spelling).
        if (guesses.length && !guesses.some(function (guess) { return nearSpelling(unit[0], guess); })) {
          missing.push(word);
          return;
        }
        if (guesses.length && near.every(function (pair) { return pair[0] !== word; })) { near.push([word, guesses]); }
      }
      var rarity = Math.log(1 + (records.length - found.size + 0.5) / (found.size + 0.5));
      rarity *= unit[0].charAt(0) === "_" ? CONCEPT_WEIGHT : 1;
      total += rarity;
      found.forEach(function (result, i) {
        var hit = hits.get(i);
        if (!hit) { hits.set(i, hit = { record: records[i], score: 0, cover: 0, terms: new Set() }); }
        hit.score += result.score;
        hit.cover += rarity * (result.exact ? 1 : 0.5);
        result.matched.forEach(function (term) { hit.terms.add(term); });
      });
    }
    var pairs = queryBigrams(words);
    var patterns = phrasePatterns(pairs);
    var based = new Map();
    var best = 0;
    hits.forEach(function (hit, i) {
      var share = total ? hit.cover / total : 0;
      var value = hit.score * share * share;
      based.set(i, [share, value]);
      if (value > best) { best = value; }
    });
    // A hit scoring less than a tenth of the best is not read for phrases (twohg.site.search.query).
    var floor = best / PHRASE_FLOOR;
    var out = [];
    Array.from(hits.keys()).sort(function (a, b) { return a - b; }).forEach(function (i) {
      var hit = hits.get(i);
      var share = based.get(i)[0];
      var value = based.get(i)[1];
      var phrase = patterns.length && value >= floor ? phrases(i, patterns) / pairs.size : 0;
      hit.score = round(value * (1 + PHRASE * phrase), 6);
      hit.quoted = pairs.size >= QUOTED_PAIRS && phrase >= QUOTED;
      hit.cover = round(share, 4);
      hit.terms = Array.from(hit.terms).sort();
      out.push(hit);
    });
    var latin = [];
    missing.forEach(function (word) { if (/^[0-9a-z]+$/.test(word) && latin.indexOf(word) < 0) { latin.push(word); } });
    return { hits: out, missing: latin, suggestions: out.length ? [] : nearestWords(latin), near: near };
  }

  // A question about the variant as a whole: the opening rules of its own section, in the rulebook's order, every
  // text of each, each scored half the one before (twohg.site.search.query.SearchIndex.overview).
  var OVERVIEW = 100;
  function overview(found) {
    var section = null;
    var best = -Infinity;
    Array.from(found.keys()).sort(function (a, b) { return a - b; }).forEach(function (i) {
      var record = records[i];
      if (record.kind === "rule" && record.current && /^\d{3}$/.test(record.rule || "") && found.get(i).score > best) {
        best = found.get(i).score;
        section = record.rule;
      }
    });
    if (section === null) { return []; }
    var pattern = new RegExp("^" + section + "\\.\\d+$");
    var numbers = [];
    records.forEach(function (record) {
      if (record.rule && record.current && pattern.test(record.rule) && numbers.indexOf(record.rule) < 0) {
        numbers.push(record.rule);
      }
    });
    numbers.sort(function (a, b) { return Number(a.split(".")[1]) - Number(b.split(".")[1]); });
    var hits = [];
    records.forEach(function (record) {
      var at = numbers.indexOf(record.rule);
      if (WORDINGS[record.kind] && record.current && at >= 0) {
        hits.push({ record: record, score: round(OVERVIEW / Math.pow(2, at), 6), cover: 1, terms: [] });
      }
    });
    return hits;
  }

  // For a word no text has, found by near spellings only: up to GUESSES of them (twohg.site.search.query.guessed).
  var GUESSES = 3;
  function guessed(unit, found) {
    var typed = unit[0];
    if (typed.charAt(0) === "_" || unit.length > 1 || frequency.has(typed)) { return []; }
    var spellings = new Set();
    found.forEach(function (result) { result.matched.forEach(function (term) { spellings.add(term); }); });
    var sorted = Array.from(spellings).sort();
    if (sorted.some(function (term) { return term.indexOf(typed) === 0; })) { return []; }
    return sorted;
  }

  // What an answer says of the words it read as near spellings: those its hits matched, in their order; a word
  // none of them matched is said not found (twohg.site.search.query.said_near).
  function saidNear(near, hits) {
    var said = [];
    var unused = [];
    near.forEach(function (pair) {
      var wanted = new Set(pair[1]);
      var used = [];
      hits.forEach(function (hit) {
        hit.terms.forEach(function (term) { if (wanted.has(term) && used.indexOf(term) < 0) { used.push(term); } });
      });
      if (used.length) { said.push([pair[0], used.slice(0, GUESSES)]); } else { unused.push(pair[0]); }
    });
    return { said: said, unused: unused };
  }

  // Whether an index word is a typo of a word typed: one edit (a swap of two letters is one), or two in a word of
  // eight letters or more (twohg.site.search.query.near_spelling).
  function nearSpelling(typed, spelling) {
    var edits = osaDistance(typed, spelling);
    return edits <= 1 || 4 * edits <= typed.length;
  }

  // The optimal string alignment distance: Levenshtein's, a swap of two neighbouring letters one edit (rapidfuzz's
  // OSA; twohg.site.search.query.osa_distance).
  function osaDistance(a, b) {
    var rows = [];
    for (var i = 0; i <= a.length; i++) {
      rows.push([i]);
      for (var j = 1; j <= b.length; j++) {
        if (!i) { rows[i].push(j); continue; }
        var cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
        var best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) === b.charAt(j - 2) && a.charAt(i - 2) === b.charAt(j - 1)) {
          best = Math.min(best, rows[i - 2][j - 2] + 1);
        }
        rows[i].push(best);
      }
    }
    return rows[a.length][b.length];
  }

  // Levenshtein's distance (rapidfuzz's, for the suggestions only).
  function distance(a, b) {
    var row = [];
    for (var j = 0; j <= b.length; j++) { row.push(j); }
    for (var i = 1; i <= a.length; i++) {
      var previous = row[0];
      row[0] = i;
      for (j = 1; j <= b.length; j++) {
        var kept = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1));
        previous = kept;
      }
    }
    return row[b.length];
  }

  // For words no text uses, the index's nearest words (twohg.site.search.query.SearchIndex.nearest_words).
  function nearestWords(words) {
    var found = [];
    words.forEach(function (word) {
      var cutoff = Math.max(2, Math.floor(word.length / 2));
      var scored = [];
      vocabularyTerms.forEach(function (other) {
        var d = distance(word, other);
        if (d <= cutoff) { scored.push([d, other]); }
      });
      scored.sort(function (a, b) { return (a[0] - b[0]) || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0); });
      scored.slice(0, 3).forEach(function (pair) {
        if (/^[a-z]+$/.test(pair[1]) && pair[1].length > 2 && !vocabulary.stop.has(pair[1]) && found.indexOf(pair[1]) < 0) {
          found.push(pair[1]);
        }
      });
    });
    return found;
  }

  // The records of a number (twohg.site.search.query.SearchIndex._by_number).
  function byNumberHits(number) {
    var hits = [];
    records.forEach(function (record) {
      if (record.rule === number && WORDINGS[record.kind]) {
        hits.push({ record: record, cover: 1, score: 100, terms: [] });
      } else if (record.rule === number) {
        hits.push({ record: record, cover: 0.95, score: 95, terms: [] });
      } else if (record.numbers.indexOf(number) >= 0) {
        hits.push({ record: record, cover: 0.9, score: 90, terms: [] });
      }
    });
    return hits;
  }

  // The numbers around one no rule had (twohg.site.search.query.SearchIndex.nearest_numbers).
  function nearestNumbers(number) {
    var m = /^(\d{3})(?:\.(\d+)([a-z]?))?$/.exec(number);
    if (!m) { return []; }
    var at = 0;
    while (at < facts.numbers.length && naturally(facts.numbers[at], number) < 0) { at++; }
    var around = facts.numbers.slice(Math.max(0, at - 2), at).concat(facts.numbers.slice(at, at + 2));
    var section = m[1];
    var same = around.filter(function (n) { return n.split(".")[0] === section; });
    return same.length ? same : around;
  }

  // The numbers today of the rule a FAQ answer or summary section explains (twohg.site.search.hits.explained_now).
  function explainedNow(record) {
    return record.now.length ? record.now : record.rule && !record.removed ? [record.rule] : [];
  }

  // The rules in force an outdated text gives way to (twohg.site.search.hits.rules_before).
  function rulesBefore(record) {
    if (WORDINGS[record.kind] && !record.current) { return record.now.length ? record.now : record.related; }
    if ((record.kind === "faq" || record.kind === "summary") && record.outdated) {
      var now = explainedNow(record);
      return now.length ? now : record.related;
    }
    if (record.kind === "ruling") { return record.now; }
    return [];
  }

  // The rules in force before an answer in the reader's language that still holds (twohg.site.search.hits.rules_explained).
  function rulesExplained(record) {
    var answers = record.kind === "faq" || record.kind === "summary";
    return answers && !record.outdated && record.lang === PAGE_LANG ? explainedNow(record) : [];
  }

  // The hit as its English text in force shows it, when it is an older wording or a translation of one, of the
  // same meaning; a translation in force in another language than the page's, as the rule's text in the page's
  // language or English (twohg.site.search.query.SearchIndex.in_force).
  function inForce(hit) {
    var record = hit.record;
    var standing = WORDINGS[record.kind] ? facts.standing.get(record.rule || "") : undefined;
    if (!standing || record === standing || record.meaning !== standing.meaning) { return hit; }
    if (record.current && !record.outdated) {
      if (record.kind !== "translation" || record.lang === PAGE_LANG) { return hit; }
      standing = facts.translated.get((record.rule || "") + "\n" + PAGE_LANG) || standing;
    }
    return { record: standing, score: hit.score, cover: hit.cover, terms: hit.terms, weighed: hit.weighed, via: record,
      quoted: hit.quoted };
  }

  // The hits with the current rule before any outdated text about it (twohg.site.search.query.SearchIndex.current_first).
  function currentFirst(hits) {
    var out = [];
    var placed = new Set();
    hits.forEach(function (hit) {
      hit = inForce(hit);
      var record = hit.record;
      function place(number) {
        var rule = facts.standing.get(number);
        if (!rule) { return; }
        var key = pageKey(rule);
        if (placed.has(key)) { return; }
        var there = hits.filter(function (h) { return pageKey(h.record) === key; })[0];
        out.push(there ? inForce(there) : { record: rule, score: 0, cover: hit.cover, terms: [] });
        placed.add(key);
      }
      rulesBefore(record).forEach(place);
      if (hit.cover >= 1) { rulesExplained(record).forEach(place); }
      var own = pageKey(record);
      if (!placed.has(own)) {
        out.push(hit);
        placed.add(own);
      }
    });
    return out;
  }

  // Without what adds nothing to a current rule among the hits (twohg.site.search.hits.without_repeats).
  function withoutRepeats(hits) {
    var shown = new Set();
    hits.forEach(function (hit) {
      var record = hit.record;
      if (record.current && WORDINGS[record.kind]) { shown.add(record.rule); }
    });
    function covers(numbers) { return numbers.some(function (number) { return shown.has(number); }); }
    return hits.filter(function (hit) {
      var record = hit.record;
      if (hit.quoted) { return true; } // what the query quotes is what was asked
      if (WORDINGS[record.kind]) { return record.current || !covers(record.now); }
      if ((record.kind === "faq" || record.kind === "summary") && record.lang !== PAGE_LANG) {
        return !covers(record.now.length ? record.now : [record.rule]);
      }
      return true;
    });
  }

  // Everything a query gets (twohg.site.search.query.SearchIndex.answer): its hits, the best of
  // each page with the current rule first, and what it could not find.
  function answer(query, filters, limit) {
    filters = filters || {};
    var cut = Array.from(String(query)).length > MAX_QUERY;
    query = capped(query);
    var parts = queryParts(query);
    var named = [];
    if (parts.tournament) {
      records.forEach(function (record) {
        if ((record.kind === "tournament" || record.kind === "mtr") && record.number === parts.tournament) {
          named.push({ record: record, cover: 1, score: 100, terms: [] });
        }
      });
    } else if (parts.number) {
      named = byNumberHits(parts.number);
    }
    var unknown = parts.number && !named.length ? parts.number : null;
    var found = parts.words.trim() ? byWords(parts.words) : { hits: [], missing: [], suggestions: [], near: [] };
    records.forEach(function (record) { record.rank = rank(record); });
    named = named.filter(function (hit) { return passes(hit.record, filters); });
    named.sort(namedOrder);
    var best = [];
    var meanings = new Set();
    named.forEach(function (hit) {
      var key = meaningKey(hit.record);
      if (!meanings.has(key)) { meanings.add(key); best.push(hit); }
    });
    // The number's meanings are what was asked, old or not, each by its text in force (unless the reader asked for
    // old texts only); what explains it gives way to the rule in force.
    var ordered = best.filter(function (hit) { return hit.record.rule === parts.number && WORDINGS[hit.record.kind]; });
    if (filters.status !== "old") { ordered = ordered.map(inForce); }
    var rest = best.filter(function (hit) { return ordered.indexOf(hit) < 0; });
    var shownPages = new Set(ordered.map(function (hit) { return pageKey(hit.record); }));
    currentFirst(rest).forEach(function (hit) {
      if (!shownPages.has(pageKey(hit.record))) { ordered.push(hit); }
    });
    var pages = new Set(ordered.map(function (hit) { return pageKey(hit.record); }));
    var words = found.hits.filter(function (hit) { return passes(hit.record, filters); });
    var asked = variantsNamed(parts.words);
    var events = aboutEvents(queryUnits(parts.words));
    var foundCards = cardsNamed(query).filter(function (card) { return passes(cardRecord(card), filters); });
    var engaged = new Set(foundCards.length && foundCards[0].score >= CARD_FIRST ? foundCards[0].row.rules : []);
    words.forEach(function (hit) {
      var more = WORDINGS[hit.record.kind] && engaged.has(hit.record.rule) ? ENGAGED : 1;
      hit.weighed = round(hit.score * prior(hit.record, asked, hit.quoted, events) * more, 6);
    });
    words.sort(order);
    var chosen = [];
    var seen = new Set();
    words.forEach(function (hit) {
      var key = pageKey(hit.record);
      if (!pages.has(key) && !seen.has(key)) { seen.add(key); chosen.push(hit); }
    });
    // The rule in force first: what it brings in makes more old texts repeats of it (unless the reader
    // asked for old texts only).
    var firsts = filters.status === "old" ? withoutRepeats(chosen) : withoutRepeats(currentFirst(chosen));
    firsts.forEach(function (hit) {
      // A rule brought in before an outdated text is shown only if it passes the reader's filters.
      if (!pages.has(pageKey(hit.record)) && passes(hit.record, filters)) { ordered.push(hit); }
    });
    ordered = withCards(rulingsLater(ordered), foundCards, asked);
    var named = namedCards(foundCards, found.missing, found.near);
    found.missing = named.missing;
    found.near = named.near;
    var shown = ordered.slice(0, limit || ordered.length);
    var nearSaid = saidNear(found.near, shown);
    return {
      hits: shown,
      number: unknown,
      nearest: unknown ? nearestNumbers(unknown) : [],
      cut: cut,
      missing: ordered.length ? found.missing.concat(nearSaid.unused) : [],
      near: ordered.length ? nearSaid.said : [],
      suggestions: ordered.length ? [] : found.suggestions
    };
  }

  // --- cards the query names (twohg.site.search.query.SearchIndex.with_cards) -------------------
  var CARD_FIRST = 500, CARD_NAMED = 700, CARD_EXACT = 1000, OWN_PAGE = 16;
  // What a rule is worth more when the card the query names engages it (twohg.site.search.query.ENGAGED).
  var ENGAGED = 2;
  // The rules a card a question names brings right after it, from the first pages (query.PROMOTED, query.REACH).
  var CARD_PROMOTED = 2, CARD_REACH = 20;
  var cardConfig = null;
  var rulingsOf = new Map();
  var cardNames = null;
  var cardsLoaded = new Map(); // query -> the cards it names, once their name files are read

  // The cards a query names, when the files it needs are read (the page reads them first: `cardsFor`).
  function cardsNamed(query) { return cardsLoaded.get(query) || []; }

  // cardnames.js, added once, configured with the index's card words; then the cards a query names.
  function cardsFor(query) {
    if (!cardConfig) { return Promise.resolve([]); }
    if (cardsLoaded.has(query)) { return Promise.resolve(cardsLoaded.get(query)); }
    if (!cardNames) {
      cardNames = new Promise(function (resolve, reject) {
        if (window.TwohgCards) { resolve(); return; }
        var tag = document.createElement("script");
        tag.src = new URL("assets/twohg/cardnames.js", ROOT).href;
        tag.onload = function () { resolve(); };
        tag.onerror = function () { tag.remove(); cardNames = null; reject(new Error("card names: not loaded")); };
        document.head.appendChild(tag);
      }).then(function () {
        if (!window.TwohgCards.configured()) {
          window.TwohgCards.configure(Object.assign({ base: new URL("cards/names/", ROOT).href }, cardConfig));
        }
      });
    }
    return cardNames.then(function () { return window.TwohgCards.find(query, 5, known); }).then(function (cards) {
      if (cardsLoaded.size > 200) { cardsLoaded.clear(); }
      cardsLoaded.set(query, cards);
      return cards;
    });
  }

  // Whether the texts use a folded word (twohg.site.search.query.SearchIndex.known).
  function known(word) { return textTerms.has(stem(word)); }

  // A card found by its name as a record (twohg.site.search.query.card_record).
  function cardRecord(hit) {
    var row = hit.row;
    var names = [];
    LANGS.forEach(function (lang, i) { if (row.names[i]) { names.push([lang, row.names[i]]); } });
    var own = (row.flags & OWN_PAGE) !== 0;
    var path = own ? "cards/" + row.slug + "/index" : "cards/view/index";
    var distinct = names.map(function (pair) { return pair[1]; }).filter(function (n, i, all) { return all.indexOf(n) === i; });
    var record = { id: "card:" + row.names[0], kind: "card", rule: null, numbers: [], now: row.rules.slice(), lang: "",
      source: "card-data", edition: "", current: true, span: "", title: row.names[0], text: distinct.join(" · "),
      cards: distinct, words: [], path: path, anchor: own ? "" : row.slug, newest: "", removed: "", names: names,
      meaning: "", outdated: false, number: "", said: [], variants: [], related: [], card: row.slug };
    var folder = path.replace(/index$/, "").replace(/\/$/, "");
    record.href = folder + "/" + (record.anchor ? "#" + record.anchor : "");
    return record;
  }

  // The hits with no official ruling among the first five (twohg.site.search.query.rulings_later).
  function rulingsLater(hits) {
    var head = hits.filter(function (hit) { return hit.record.kind !== "ruling"; }).slice(0, 5);
    var kept = new Set(head);
    return head.concat(hits.filter(function (hit) { return !kept.has(hit); }));
  }

  function withCards(hits, found, asked) {
    if (!found.length) { return hits; }
    var shown = new Set(hits.map(function (hit) { return pageKey(hit.record); }));
    var lead = [];
    var rest = found.slice();
    if (found[0].score >= CARD_FIRST) {
      var card = cardRecord(found[0]);
      lead.push({ record: card, score: found[0].score, cover: 1, terms: [] });
      var standing = function (number) {
        var rule = facts.standing.get(number);
        if (rule) { lead.push({ record: rule, score: 0, cover: 1, terms: [] }); }
      };
      if (found[0].score >= CARD_NAMED) {
        found[0].row.rules.slice(0, 3).forEach(standing);
        (rulingsOf.get(card.card) || []).slice(0, 2).forEach(function (ruling) {
          rulesBefore(ruling).forEach(standing);
          lead.push({ record: ruling, score: 0, cover: 1, terms: [] });
        });
        // Each page once, where it first stands.
        var seenLead = new Set();
        lead = lead.filter(function (hit) {
          var key = pageKey(hit.record);
          if (seenLead.has(key)) { return false; }
          seenLead.add(key);
          return true;
        });
      } else if (!asked.length) {
        // A card a question names: the rules its words engage that the question's words reach too follow it.
        var engagedRules = new Set(found[0].row.rules);
        lead = lead.concat(hits.slice(0, CARD_REACH).filter(function (hit) {
          return WORDINGS[hit.record.kind] && engagedRules.has(hit.record.rule);
        }).slice(0, CARD_PROMOTED));
      }
      rest = rest.slice(1);
    }
    var taken = new Set(lead.map(function (hit) { return pageKey(hit.record); }));
    var base = lead.concat(hits.filter(function (hit) { return !taken.has(pageKey(hit.record)); }));
    shown.forEach(function (key) { taken.add(key); });
    function block(low, high) {
      var out = [];
      rest.forEach(function (item) {
        var record = cardRecord(item);
        if (item.score >= low && item.score < high && !taken.has(pageKey(record))) {
          taken.add(pageKey(record));
          out.push({ record: record, score: item.score, cover: 1, terms: [] });
        }
      });
      return out;
    }
    // A card being typed or misspelt comes second only when no card leads.
    var early = lead.length ? [] : block(0, CARD_FIRST), later = block(0, CARD_EXACT + 1);
    return base.slice(0, 1).concat(early, base.slice(1, 5), later, base.slice(5));
  }

  // What no text has but a card found is named with (twohg.site.search.query.named_cards).
  function namedCards(found, missing, near) {
    if (!found.length || !window.TwohgCards) { return { missing: missing, near: near }; }
    var words = new Set();
    found.forEach(function (hit) {
      var folded = window.TwohgCards.foldName(hit.shown);
      folded.split(" ").forEach(function (w) { words.add(w); });
      words.add(folded);
    });
    function kept(word) { return !words.has(window.TwohgCards.foldName(word)); }
    return { missing: missing.filter(kept), near: (near || []).filter(function (pair) { return kept(pair[0]); }) };
  }

  // While a number is being typed ("81", "810."): the rules whose number starts with it, in order.
  function typing(query, filters, limit) {
    var typed = numberPrefix(capped(query));
    if (!typed || queryNumber(query)) { return null; }
    var hits = [];
    numbers.filter(function (n) { return n.indexOf(typed) === 0; }).slice(0, 3 * LIMIT).forEach(function (n) {
      (byNumber[n] || []).forEach(function (i) {
        if (records[i].rule === n) { hits.push({ record: records[i], cover: 1, score: 0, terms: [] }); }
      });
    });
    hits = hits.filter(function (hit) { return passes(hit.record, filters || {}); });
    var seen = new Set();
    hits = hits.filter(function (hit) {
      var key = pageKey(hit.record);
      if (seen.has(key)) { return false; }
      seen.add(key);
      return true;
    });
    return { hits: hits.slice(0, limit || hits.length), number: null, nearest: [], missing: [], suggestions: [] };
  }

  function search(query, filters, limit) {
    var typed = typing(query, filters, limit);
    return (typed || answer(query, filters, limit)).hits;
  }

  // The page a record opens (twohg.site.search.hits.page_key).
  function pageKey(record) {
    var page = record.href.split("#")[0];
    if (WORDINGS[record.kind] && !(record.href.split("#")[1] || "").startsWith(RULE_ANCHOR)) { return page; }
    return record.href;
  }

  // What a number's result stands for: one meaning of the number (twohg.site.search.hits.meaning_key).
  function meaningKey(record) {
    return WORDINGS[record.kind] ? record.href.split("#")[0] + "@" + (record.meaning || record.id) : pageKey(record);
  }

  // A text's first sentence, at most NOW_WORDS words (twohg.site.search.query.first_words).
  function firstWords(text) {
    var sentence = text.trim().split(SENTENCE_END)[0];
    var words = sentence.split(/\s+/).filter(Boolean);
    return words.slice(0, NOW_WORDS).join(" ") + (words.length > NOW_WORDS ? "…" : "");
  }

  // A record's span in the reader's language: one that runs to today says so (twohg.site.search.shown.span_said).
  function spanSaid(span) {
    var parts = span.split(" – ");
    return parts.length === 2 && parts[1] === SPAN_TODAY ? parts[0] + " – " + labels.today : span;
  }

  // What a result says of itself (twohg.site.search.shown.hit_label).
  function label(record, via) {
    var status = [];
    if (WORDINGS[record.kind]) {
      if (record.current) {
        status.push(labels.current);
      } else {
        status.push(labels.old, spanSaid(facts.spans.get(record.meaning) || record.span));
        if (record.removed) {
          status.push(labels.removed.split("{date}").join(record.removed));
          if (record.now.length) { // the number went, its words stand on in another rule
            status.push(labels.same_words.split("{numbers}").join(record.now.join(", ")));
          } else if (record.related.length) {
            status.push(labels.same_topic.split("{numbers}").join(record.related.join(", ")));
          }
        } else if (record.now.length) {
          status.push(labels.now + " " + record.now.join(", "));
        }
      }
      var count = record.current && (record.kind === "rule" || record.kind === "outside") ? facts.older.get(record.meaning) || 0 : 0;
      if (count) { status.push(count === 1 ? labels.older_one : labels.older_many.split("{n}").join(String(count))); }
      if (via && via.kind === "translation") {
        var foundBy = via.current && !via.outdated ? labels.translation_found : labels.translation_old;
        status.push(foundBy.split("{language}").join(labels["lang_" + via.lang]));
      } else if (via) {
        status.push(labels.matched_old.split("{span}").join(spanSaid(via.span)));
      }
    } else if (record.kind === "faq" || record.kind === "summary") {
      status.push(record.span);
      var covered = record.now.length ? record.now : record.rule && facts.standing.has(record.rule) ? [record.rule] : [];
      if (record.outdated) { status.push(labels.outdated); }
      // A tournament matter: what the rules in force say instead, in a person's words (twohg.site.search.query).
      var said = (record.said || []).filter(function (pair) { return pair[0] === PAGE_LANG; })[0];
      if (said && covered.length) {
        status.push(labels.tournament_now + " " + covered[0] + labels.said_colon + said[1]);
      } else if (covered.length) {
        status.push(labels.covered_by + " " + covered.map(function (number) {
          var rule = facts.standing.get(number);
          return rule ? number + " “" + firstWords(rule.text) + "”" : number;
        }).join(", "));
      } else if (record.removed) {
        status.push(labels.removed.split("{date}").join(record.removed));
        if (record.related.length) {
          status.push(labels.same_topic.split("{numbers}").join(record.related.join(", ")));
        }
      }
    } else if (record.kind === "glossary") {
      if (record.current) { status.push(labels.current); } else { status.push(labels.old, spanSaid(record.span)); }
    } else if (record.kind === "tournament" || record.kind === "mtr") {
      status.push(record.span);
    } else if (record.kind === "card" && record.card && record.now.length) {
      status.push(labels.engages + " " + record.now.join(", "));
    } else if (record.kind === "card" && record.now.length) {
      var current = record.now.filter(function (number) { return facts.standing.has(number); });
      status.push(labels.used_in + " " + (current.length ? current : record.now).join(", "));
    } else if (record.kind === "ruling") {
      status.push(record.span, labels["ruling_" + record.source.replace(/^ruling-/, "")]);
      if (record.outdated) {
        status.push(labels.outdated);
        if (record.now.length) { status.push(labels.ruling_now + " " + record.now.join(", ")); }
      }
    }
    return {
      kind: labels["kind_" + record.kind],
      language: record.lang ? labels["lang_" + record.lang] : "",
      status: status.filter(Boolean).join(" · ")
    };
  }

  // A result's heading (twohg.site.search.shown.shown_title).
  function heading(record) {
    if (record.kind === "card" || record.kind === "ruling") {
      var name = record.names.filter(function (pair) { return pair[0] === PAGE_LANG; })[0];
      return name ? name[1] : record.title;
    }
    return WORDINGS[record.kind] && record.rule ? record.rule : record.title;
  }

  // The sentence of a record's text that says most of what the query matched
  // (twohg.site.search.shown.snippet).
  // A Japanese full stop ends a sentence with no space after it; a short sentence ("Non.") comes with the next.
  var SENTENCE_END = /(?<=[.!?])\s+|(?<=[。！？])(?![」』）)])\s*|(?<=[。！？][」』）)])\s*|\n+/;
  var SNIPPET_WORDS = 4;

  function bestSentence(record, matched) {
    var sentences = record.text.split(SENTENCE_END).filter(function (s) { return s.trim(); });
    if (!sentences.length) { return ""; }
    var wanted = new Set(matched);
    var best = 0;
    var score = 0;
    sentences.forEach(function (sentence, at) {
      var found = new Set();
      read(sentence).forEach(function (unit) { unit.terms.forEach(function (term) { found.add(term); }); });
      var count = 0;
      found.forEach(function (term) { if (wanted.has(term)) { count++; } });
      if (count > score) { best = at; score = count; }
    });
    var shown = sentences[best];
    var words = shown.split(/\s+/).filter(Boolean).length;
    if (words < SNIPPET_WORDS && shown.length < 2 * SNIPPET_WORDS && best + 1 < sentences.length) {
      shown = shown + " " + sentences[best + 1];
    }
    return shown.split(/\s+/).filter(Boolean).join(" ");
  }

  // --- the box ----------------------------------------------------------------------------
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  // An element whose text keeps each date on one line (a date broken at its hyphens reads as two numbers).
  var DATE = /\d{4}-\d{2}-\d{2}/g;
  function withDates(tag, className, text) {
    var node = element(tag, className);
    var said = text === undefined || text === null ? "" : String(text);
    var at = 0;
    said.replace(DATE, function (date, start) {
      node.appendChild(document.createTextNode(said.slice(at, start)));
      node.appendChild(element("span", "twohg-nowrap", date));
      at = start + date.length;
      return date;
    });
    node.appendChild(document.createTextNode(said.slice(at)));
    return node;
  }

  // A result's page in the reader's language; a translation in that language is its page's text
  // (twohg.site.search.shown.hit_url).
  function href(record) {
    var prefix = PAGE_LANG === LANGS[0] ? "" : PAGE_LANG + "/";
    var url = record.kind === "translation" && record.lang === PAGE_LANG ? record.href.split("#")[0] : record.href;
    return new URL(prefix + url, ROOT).href;
  }

  // The sentence that says most of what the query matched, the matched words marked: a concept's
  // words where the text has them, a word typed at the start of a word, never inside one.
  var WORD_CHAR = /[0-9a-z]/;

  function snippet(record, matched) {
    var text = bestSentence(record, matched);
    var span = element("span", "twohg-search__snippet");
    if (record.lang) { span.lang = record.lang; }
    var folded = foldWithMap(text);
    var marks = [];
    var wanted = [];
    matched.forEach(function (term) {
      if (term.charAt(0) === "_") {
        (conceptWords.get(term) || []).forEach(function (words) {
          words.split(" ").forEach(function (word) { wanted.push([word, true]); });
        });
      } else {
        wanted.push([term, false]);
      }
    });
    wanted.forEach(function (pair) {
      var term = pair[0];
      var whole = pair[1];
      var latin = WORD_CHAR.test(term.charAt(0));
      var from = 0;
      var at;
      while ((at = folded.folded.indexOf(term, from)) >= 0) {
        from = at + term.length;
        if (latin && at > 0 && WORD_CHAR.test(folded.folded.charAt(at - 1))) { continue; }
        if (latin && whole && WORD_CHAR.test(folded.folded.charAt(at + term.length))) { continue; }
        marks.push([folded.map[at], folded.map[at + term.length]]);
      }
    });
    marks.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    // Overlapping marks (Japanese character pairs: チー and ーム) are one.
    marks = marks.reduce(function (merged, mark) {
      var last = merged[merged.length - 1];
      if (last && mark[0] <= last[1]) { last[1] = Math.max(last[1], mark[1]); } else { merged.push(mark.slice()); }
      return merged;
    }, []);
    var start = marks.length ? Math.max(0, marks[0][0] - 60) : 0;
    var end = Math.min(text.length, start + 240);
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

  // What the engine could not find, in the reader's language (twohg.profiles.search_words.ANSWER_LINES).
  function said(found) {
    var lines = [];
    if (found.cut) { lines.push(answers.cut.split("{n}").join(String(MAX_QUERY))); }
    if (found.number) {
      lines.push(answers.no_rule.split("{number}").join(found.number) +
        (found.nearest.length ? " " + answers.nearest.split("{numbers}").join(found.nearest.join(", ")) : ""));
    }
    if (found.missing.length) {
      lines.push(answers.missing.split("{words}").join(found.missing.map(function (w) { return "“" + w + "”"; }).join(", ")));
    }
    (found.near || []).forEach(function (pair) {
      var spellings = pair[1].map(function (w) { return "“" + w + "”"; }).join(", ");
      lines.push(answers.near.split("{word}").join("“" + pair[0] + "”").split("{words}").join(spellings));
    });
    if (!found.hits.length) {
      lines.push(answers.none + (found.suggestions.length ? " " + answers.suggest.split("{words}").join(found.suggestions.join(", ")) : ""));
    }
    return lines.join(" ");
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

    // kept: the answer drawn again for the same query (its card names read): the result the reader moved to with
    // the arrow keys stays chosen, wherever it now stands.
    function render(kept) {
      var query = input.value;
      var chosen = kept === true && active >= 0 && shown[active] ? href(shown[active].record) : null;
      list.textContent = "";
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!query.trim()) { open(false); return; }
      open(true);
      if (!engine) { meta.textContent = W.loading; load().then(function () { render(); }); return; }
      var filters = { lang: langSelect.value, status: statusSelect.value };
      if (cardConfig && !cardsLoaded.has(capped(query))) {
        // The card names the query may name are read first (a few small files), then the answer is shown again.
        cardsFor(capped(query)).then(function () { if (input.value === query) { render(true); } }, function () {});
      }
      var found = typing(query, filters, LIMIT) || answer(query, filters, LIMIT);
      shown = found.hits.slice(0, LIMIT);
      meta.textContent = said(found);
      shown.forEach(function (hit, i) {
        var record = hit.record;
        var says = label(record, hit.via);
        var item = element("li", "twohg-search__result");
        item.id = "twohg-search-result-" + i;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        var a = element("a", "twohg-search__link");
        a.href = href(record);
        a.tabIndex = -1;
        var head = element("span", "twohg-search__head");
        var title = element("strong", "twohg-search__number", heading(record));
        if (record.lang && !WORDINGS[record.kind]) { title.lang = record.lang; }
        head.appendChild(title);
        head.appendChild(element("span", "twohg-search__kind", [says.kind, says.language].filter(Boolean).join(" · ")));
        var outdated = record.outdated || (WORDINGS[record.kind] && !record.current);
        // The status names dates ("removed on 2018-04-27"): each kept on one line.
        head.appendChild(withDates("span", "twohg-search__status" + (record.current && !record.outdated ? " is-current" : "") +
          (outdated ? " is-outdated" : ""), says.status));
        a.appendChild(head);
        a.appendChild(snippet(record, hit.terms));
        item.appendChild(a);
        item.addEventListener("mousedown", function (event) { event.preventDefault(); });
        list.appendChild(item);
      });
      if (chosen !== null) {
        var again = shown.findIndex(function (hit) { return href(hit.record) === chosen; });
        if (again >= 0) { setActive(again); }
      }
    }

    function go(url) { window.location.href = url; }

    input.addEventListener("focus", function () { load(); if (input.value.trim()) { render(); } });
    input.addEventListener("input", function () { render(); });
    langSelect.addEventListener("change", function () { render(); });
    statusSelect.addEventListener("change", function () { render(); });
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
  window.twohgSearch = { load: load, search: function (q, f, n) { return search(q, f || {}, n); },
    // The card names a list of queries may name, read (the page reads them as it answers; the tests, before).
    prepare: function (queries) {
      return load().then(function () { return Promise.all(queries.map(function (q) { return cardsFor(capped(q)); })); });
    },
    answer: function (q, f, n) { return answer(q, f || {}, n); }, said: function (found) { return said(found); },
    terms: terms, queryNumber: queryNumber, queryParts: queryParts, queryUnits: queryUnits, label: label,
    heading: heading, href: href, sentence: bestSentence };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", build);
  } else {
    build();
  }
})();
