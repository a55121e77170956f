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
  // tab (and a long enough one throws inside MiniSearch); a rule's first sentence fits.
  var MAX_QUERY = 200;

  // --- folding and terms (twohg.site.search.terms) --------------------------------------------
  var FULL_WIDTH = /[\uff10-\uff19\uff0e\uff21-\uff3a\uff41-\uff5a]/g;
  var DROPPED = /['\u2019\u2018`\u00b4]/g;
  var LATIN = /[0-9a-z]+/g;
  var CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\u30fc]+/g;
  var KANA = /[\u3040-\u309f]/;
  // Words a query may put before a number (twohg.site.search.terms._NUMBER_PREFIX_RE), then the
  // number as short links read it (twohg.rulenumber.loose_number).
  var NUMBER_PREFIX = /^\s*(?:(?:cr|rules?|reglas?|regles?|r|ルール|規則)\s*\.?\s*|§\s*)?/;
  var LOOSE = /^(?:(?:cr|r)\s*)?(\d{3})(?:(?:[.,\-_\s]\s*|(?=\d))(\d{1,3})\s?([a-z]?))?\.?$/;
  var LETTER = /\(\s*([a-z])\s*\)/g;

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
    while ((m = LATIN.exec(folded))) { found.push([m.index, m[0]]); }
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
  var vocabulary = { stop: new Set(), phrases: [], runs: [] };

  function read(text) {
    var folded = fold(text);
    var units = [];
    var latin = [];
    var m;
    LATIN.lastIndex = 0;
    while ((m = LATIN.exec(folded))) { latin.push([m.index, m[0]]); }
    var used = latin.map(function () { return false; });
    vocabulary.phrases.forEach(function (entry) {
      var concept = entry[0];
      var phrase = entry[1];
      var size = phrase.length;
      for (var at = 0; at + size <= latin.length; at++) {
        var free = true;
        for (var k = 0; k < size; k++) {
          if (used[at + k] || latin[at + k][1] !== phrase[k]) { free = false; break; }
        }
        if (!free) { continue; }
        for (k = 0; k < size; k++) { used[at + k] = true; }
        units.push({ at: latin[at][0], terms: [concept].concat(size === 1 ? phrase : []), stop: concept === "_format" });
      }
    });
    latin.forEach(function (word, i) {
      if (!used[i]) { units.push({ at: word[0], terms: [word[1]], stop: vocabulary.stop.has(word[1]) }); }
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
            units.push({ at: start + at, terms: concept ? [concept].concat(pairs(word)) : pairs(word),
              stop: !concept || concept === "_format" });
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
  // kana pairs and the variant's name, unless nothing else is left; a unit said twice, once.
  function queryUnits(query) {
    var units = read(query);
    var kept = units.filter(function (unit) { return !unit.stop; });
    var seen = new Set();
    return (kept.length ? kept : units).map(function (unit) { return unit.terms; }).filter(function (unit) {
      var key = unit.join(" ");
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

  // --- the index --------------------------------------------------------------------------
  var records = null;
  var engine = null;
  var byNumber = null;
  var loading = null;
  var numbers = [];
  var frequency = new Map();
  var older = new Map();
  var standing = new Set();
  var labels = null;
  var conceptWords = new Map();
  var pageCount = 0;

  // 810.9 before 810.10, 810.9 before 810.9a.
  function naturally(a, b) {
    var x = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(a) || [a, a, "0", ""];
    var y = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(b) || [b, b, "0", ""];
    return (+x[1] - +y[1]) || ((+x[2] || 0) - (+y[2] || 0)) || (x[3] || "").localeCompare(y[3] || "");
  }

  // How a record's fields count, and the scoring (twohg.site.search.query: FIELDS, BOOST, BM25+).
  var FIELDS = ["title", "text", "cards", "words", "concepts"];
  var BOOST = { title: 2, text: 1, cards: 1.5, words: 1.5, concepts: 1 };

  function fieldTerms(text, field) {
    return field === "concepts" ? (text ? text.split(" ") : []) : terms(text);
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
        vocabulary = { stop: new Set(doc.vocabulary.stop), phrases: doc.vocabulary.phrases, runs: doc.vocabulary.runs };
        labels = doc.labels[PAGE_LANG] || doc.labels.en;
        vocabulary.phrases.forEach(function (entry) {
          (conceptWords.get(entry[0]) || conceptWords.set(entry[0], []).get(entry[0])).push(entry[1].join(" "));
        });
        vocabulary.runs.forEach(function (entry) {
          if (entry[0]) { (conceptWords.get(entry[0]) || conceptWords.set(entry[0], []).get(entry[0])).push(entry[1]); }
        });
        records = doc.records.map(function (row, i) {
          var record = { index: i };
          fields.forEach(function (name, j) { record[name] = row[j]; });
          return record;
        });
        byNumber = Object.create(null);
        records.forEach(function (record, i) {
          record.numbers.forEach(function (number) { (byNumber[number] = byNumber[number] || []).push(i); });
          if (record.kind === "rule" && record.rule) {
            if (record.current) { standing.add(record.rule); } else { older.set(record.rule, (older.get(record.rule) || 0) + 1); }
          }
        });
        numbers = Object.keys(byNumber).sort(naturally);
        // Each record's page (a number, for speed) and rank, set once.
        var pages = new Map();
        records.forEach(function (record) {
          var key = pageKey(record);
          if (!pages.has(key)) { pages.set(key, pages.size); }
          record.page = pages.get(key);
          record.rank = rank(record);
        });
        pageCount = pages.size;
        engine = new MiniSearch({
          idField: "i",
          fields: FIELDS,
          tokenize: fieldTerms,
          processTerm: function (term) { return term; }
        });
        engine.addAll(records.map(function (record, i) {
          return { i: i, title: record.title, text: record.text, cards: record.cards.join(" "), words: record.words.join(" "),
            concepts: record.concepts.join(" ") };
        }));
        records.forEach(function (record) {
          var seen = new Set();
          FIELDS.forEach(function (field) {
            fieldTerms(field === "cards" || field === "words" || field === "concepts" ? record[field].join(" ") : record[field],
              field).forEach(function (term) { seen.add(term); });
          });
          seen.forEach(function (term) { frequency.set(term, (frequency.get(term) || 0) + 1); });
        });
      });
      loading.catch(function () { loading = null; });
    }
    return loading;
  }

  // The query's units worth searching (twohg.site.search.query.informative): a single Latin
  // letter (not a digit), and a term in more than COMMON of the records ("player"), say nothing
  // about which record is meant, unless nothing else is left.
  var COMMON = 0.3;

  function informative(wanted) {
    var letters = wanted.filter(function (unit) { return !(unit[0].length === 1 && /^[a-z]$/.test(unit[0])); });
    var kept = letters.filter(function (unit) { return (frequency.get(unit[0]) || 0) <= COMMON * records.length; });
    return kept.length ? kept : letters;
  }

  // Best first: the reader's language (a card is in every language), current, then by kind.
  function rank(record) {
    return 16 * (record.lang !== "" && record.lang !== PAGE_LANG) + 8 * !record.current + KIND_ORDER[record.kind];
  }

  function order(a, b) {
    return (b.cover - a.cover) ||
      (a.record.rank - b.record.rank) ||
      (b.score - a.score) ||
      (a.record.newest < b.record.newest ? 1 : a.record.newest > b.record.newest ? -1 : 0) ||
      (a.record.index - b.record.index);
  }

  // Whether a hit passes the language and status filters.
  function passes(record, filters) {
    var wording = record.kind === "rule" || record.kind === "translation";
    return (!filters.lang || record.lang === filters.lang || record.lang === "") &&
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

  // The records one unit finds, with MiniSearch's score (BM25+, times the unit's terms matched)
  // and whether a term matched as is (twohg.site.search.query.SearchIndex._unit).
  function searchUnit(unit, last) {
    var concept = unit[0].charAt(0) === "_";
    var typed = unit[0];
    var found = new Map();
    engine.search(unit.join(" "), {
      tokenize: function (q) { return q.split(" "); },
      processTerm: function (term) { return term; },
      prefix: function (term) { return !concept && last && term.length >= 3 && /^[a-z]+$/.test(term); },
      fuzzy: function (term) {
        return !concept && term.length >= 4 && /^[0-9a-z]+$/.test(term) && !frequency.has(term) ? 0.34 : false;
      },
      maxFuzzy: 2,
      combineWith: "OR",
      boost: BOOST
    }).forEach(function (result) {
      var exact = concept || Object.prototype.hasOwnProperty.call(result.match, typed);
      found.set(result.id, { score: result.score, exact: exact, matched: Object.keys(result.match) });
    });
    return found;
  }

  function byTerms(query) {
    var wanted = informative(queryUnits(query));
    if (!wanted.length) { return []; }
    var hits = new Map();
    wanted.forEach(function (unit, at) {
      searchUnit(unit, at === wanted.length - 1).forEach(function (result, i) {
        var hit = hits.get(i);
        if (!hit) { hits.set(i, hit = { record: records[i], score: 0, matched: 0, cover: 0, terms: [] }); }
        hit.score += result.score;
        hit.matched += 1;
        hit.cover += result.exact ? 1 : 0.5;
        hit.terms = hit.terms.concat(result.matched);
      });
    });
    var out = [];
    hits.forEach(function (hit) {
      if (2 * hit.matched >= wanted.length) {
        hit.cover = Math.round(100 * hit.cover / wanted.length) / 100;
        hit.score = Math.round(hit.score * 1e6) / 1e6;
        out.push(hit);
      }
    });
    return out;
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
          hits.push({ record: record, cover: 1, score: 0, terms: [] });
        }
      });
    } else if (typed) {
      // The rules whose number starts with what is typed, in natural order of their numbers.
      numbers.filter(function (n) { return n.indexOf(typed) === 0; }).slice(0, 3 * LIMIT).forEach(function (n) {
        (byNumber[n] || []).forEach(function (i) {
          if (records[i].rule === n) { hits.push({ record: records[i], cover: 1, score: 0, terms: [] }); }
        });
      });
    } else if (number && byNumber[number]) {
      // The rule first (its wordings and translations), then what explains it, then the rules that
      // once had the number (twohg.site.search.query.SearchIndex._by_number).
      byNumber[number].forEach(function (i) {
        var record = records[i];
        var own = record.kind === "rule" || record.kind === "translation";
        hits.push({ record: record, cover: record.rule !== number ? 0.9 : own ? 1 : 0.95, score: 0, terms: [] });
      });
    }
    var words = !tournament && !hits.length;
    if (words) { hits = byTerms(query); }
    hits = hits.filter(function (hit) { return passes(hit.record, filters); });
    if (typed && !words) { return onePerPage(hits).slice(0, limit || hits.length); }
    hits.sort(order);
    var out = onePerPage(hits);
    if (words) { out = withoutRepeats(out); }
    return out.slice(0, limit || out.length);
  }

  // The first hit of each page (hits in order), a rule page standing for its wordings and translations.
  function onePerPage(hits) {
    var seen = new Uint8Array(pageCount);
    return hits.filter(function (hit) {
      if (seen[hit.record.page]) { return false; }
      seen[hit.record.page] = 1;
      return true;
    });
  }

  // Without what adds nothing to a current rule among the hits: an old wording whose content it
  // carries today, a FAQ answer or summary section in another language that explains it
  // (twohg.site.search.query.without_repeats).
  function withoutRepeats(hits) {
    var shown = new Set();
    hits.forEach(function (hit) {
      var record = hit.record;
      if (record.current && (record.kind === "rule" || record.kind === "translation")) { shown.add(record.rule); }
    });
    function covers(numbers) { return numbers.some(function (number) { return shown.has(number); }); }
    return hits.filter(function (hit) {
      var record = hit.record;
      if (record.kind === "rule" || record.kind === "translation") { return record.current || !covers(record.now); }
      if ((record.kind === "faq" || record.kind === "summary") && record.lang !== PAGE_LANG) {
        return !covers(record.now.length ? record.now : [record.rule]);
      }
      return true;
    });
  }

  // The page a record opens (twohg.site.search.query.page_key).
  function pageKey(record) {
    return record.kind === "rule" || record.kind === "translation" ? record.href.split("#")[0] : record.href;
  }

  // What a result says of itself (twohg.site.search.query.hit_label).
  function label(record) {
    var status = [];
    if (record.kind === "rule" || record.kind === "translation") {
      if (record.current) {
        status.push(labels.current);
      } else {
        status.push(labels.old, record.span);
        if (record.now.length) {
          status.push(labels.now + " " + record.now.join(", "));
        } else if (record.removed) {
          status.push(labels.removed.split("{date}").join(record.removed));
        }
      }
      var count = record.current && record.rule ? older.get(record.rule) || 0 : 0;
      if (count) { status.push(count === 1 ? labels.older_one : labels.older_many.split("{n}").join(String(count))); }
    } else if (record.kind === "faq" || record.kind === "summary") {
      status.push(record.span);
      var covered = record.now.length ? record.now : record.rule && standing.has(record.rule) ? [record.rule] : [];
      if (covered.length) {
        status.push(labels.covered_by + " " + covered.join(", "));
      } else if (record.removed) {
        status.push(labels.removed.split("{date}").join(record.removed));
      }
    } else if (record.kind === "tournament") {
      status.push(record.span);
    } else if (record.kind === "card" && record.now.length) {
      var current = record.now.filter(function (number) { return standing.has(number); });
      status.push(labels.used_in + " " + (current.length ? current : record.now).join(", "));
    }
    return {
      kind: labels["kind_" + record.kind],
      language: record.lang ? labels["lang_" + record.lang] : "",
      status: status.filter(Boolean).join(" · ")
    };
  }

  // A result's heading (twohg.site.search.query.shown_title).
  function heading(record) {
    if (record.kind === "card") {
      var name = record.names.filter(function (pair) { return pair[0] === PAGE_LANG; })[0];
      return name ? name[1] : record.title;
    }
    return (record.kind === "rule" || record.kind === "translation") && record.rule ? record.rule : record.title;
  }

  // --- the box ----------------------------------------------------------------------------
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  // A result's page in the reader's language; a translation in that language is its page's text
  // (twohg.site.search.query.hit_url).
  function href(record) {
    var prefix = PAGE_LANG === LANGS[0] ? "" : PAGE_LANG + "/";
    var url = record.kind === "translation" && record.lang === PAGE_LANG ? record.href.split("#")[0] : record.href;
    return new URL(prefix + url, ROOT).href;
  }

  // A window of the text around the first matched word, the matched words marked: a concept's
  // words where the text has them, a word typed at the start of a word, never inside one.
  var foldedTexts = {};
  var WORD_CHAR = /[0-9a-z]/;

  function snippet(record, matched) {
    var text = record.text;
    var span = element("span", "twohg-search__snippet");
    if (record.lang) { span.lang = record.lang; }
    var folded = foldedTexts[record.id] || (foldedTexts[record.id] = foldWithMap(text));
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
        var said = label(record);
        var item = element("li", "twohg-search__result");
        item.id = "twohg-search-result-" + i;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        var a = element("a", "twohg-search__link");
        a.href = href(record);
        a.tabIndex = -1;
        var head = element("span", "twohg-search__head");
        var title = element("strong", "twohg-search__number", heading(record));
        if (record.lang && record.kind !== "rule" && record.kind !== "translation") { title.lang = record.lang; }
        head.appendChild(title);
        head.appendChild(element("span", "twohg-search__kind", [said.kind, said.language].filter(Boolean).join(" · ")));
        head.appendChild(element("span", "twohg-search__status" + (record.current ? " is-current" : ""), said.status));
        a.appendChild(head);
        a.appendChild(snippet(record, hit.terms));
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
    queryNumber: queryNumber, queryUnits: queryUnits, label: label, heading: heading, href: href };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", build);
  } else {
    build();
  }
})();
