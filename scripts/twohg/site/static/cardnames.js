// Card names, found as people type them (twohg.site.search.cardnames, the same rules and scores): the card
// data's names in English, Spanish, French and Japanese, in files by their first two letters
// (cards/names/<key>.jsonz, gzip-compressed JSON), fetched only for the places a name may start in the query.
// The search (search.js), the deck check (deckcheck.js) and the card pages (card.js) call it:
//   TwohgCards.configure(config)     the folder of the name files, which files there are, the words around a name
//   TwohgCards.find(query, limit)    a promise of the cards the query names, best first
//   TwohgCards.slug(name), shard(slug)   a card's address, and its data file (twohg.site.urls.card_slug, carddata)
// Text is folded by search.js's fold (window.TwohgFold), which mirrors twohg.site.search.terms.fold.
(function () {
  "use strict";

  var EXACT = 1000, ALONE = 900, FUZZY = 800, CONTAINED = 500, NEAR = 400, PREFIX = 300, NEAR_ALONE = 7;
  var LANGS = ["en", "es", "fr", "ja"];
  // The name files of Japanese characters (twohg.site.search.cardnames.JAPANESE_FILES).
  var JAPANESE_FILES = 128;
  var CJK = "\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f";
  var CJK_CHAR = new RegExp("[" + CJK + "]");
  var OTHER = new RegExp("[^0-9a-z" + CJK + "]+", "g");
  var SPACE_BY_CJK = new RegExp("(?<=[" + CJK + "]) | (?=[" + CJK + "])", "g");
  var LETTERS = { "æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "ł": "l", "đ": "d", "þ": "th", "ð": "d" };

  var config = null;
  var shards = new Map();
  var variantRe = null;
  var variantCjk = [];
  var stop = new Set();
  var cardWords = new Set();
  var variantNames = new Set();
  var keywords = new Set();

  function isCjk(c) { return CJK_CHAR.test(c); }

  function kana(text) {
    return text.replace(/[\u30a1-\u30f6]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) - 0x60); });
  }

  // A name or a query as names are matched (twohg.site.search.cardnames.fold_name).
  function foldName(text) {
    var spaced = kana(window.TwohgFold(text)).replace(OTHER, " ").trim();
    return spaced.split(/\s+/).filter(Boolean).join(" ").replace(SPACE_BY_CJK, "");
  }

  function starts(folded) {
    var found = [];
    for (var at = 0; at < folded.length; at++) {
      var c = folded.charAt(at);
      if (c === " ") { continue; }
      if (at === 0 || folded.charAt(at - 1) === " " || isCjk(c) || isCjk(folded.charAt(at - 1))) { found.push(at); }
    }
    return found;
  }

  function keyOf(folded, at) {
    at = at || 0;
    var c = folded.charAt(at);
    if (c.charCodeAt(0) > 127) { return "j" + String(c.charCodeAt(0) % JAPANESE_FILES).padStart(3, "0"); }
    var after = folded.charAt(at + 1);
    return c + (/^[0-9a-z]$/.test(after) ? after : "_");
  }

  function allowed(length) { return length < 5 ? 0 : length < 9 ? 1 : 2; }

  function escapeRe(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  function withoutFiller(folded) {
    if (variantRe) { folded = folded.replace(variantRe, " "); }
    if (/[^\x00-\x7f]/.test(folded)) {
      variantCjk.forEach(function (phrase) { folded = folded.split(phrase).join(" "); });
    }
    var kept = folded.split(/\s+/).filter(function (w) { return w && !stop.has(w) && !cardWords.has(w); });
    return kept.join(" ").replace(SPACE_BY_CJK, "");
  }

  function saysCard(folded) {
    return folded.split(" ").some(function (w) { return cardWords.has(w); }) || folded.indexOf("かーど") >= 0;
  }

  function wordCount(folded) { return isCjk(folded.charAt(0)) ? 1 : folded.split(" ").length; }

  // Levenshtein's distance, or cutoff + 1 when it is more (rapidfuzz's with score_cutoff).
  function distance(a, b, cutoff) {
    if (Math.abs(a.length - b.length) > cutoff) { return cutoff + 1; }
    var previous = [];
    for (var j = 0; j <= b.length; j++) { previous.push(j); }
    for (var i = 1; i <= a.length; i++) {
      var current = [i];
      var best = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a.charAt(i - 1) === b.charAt(k - 1) ? 0 : 1;
        var value = Math.min(previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost);
        current.push(value);
        if (value < best) { best = value; }
      }
      if (best > cutoff) { return cutoff + 1; }
      previous = current;
    }
    return Math.min(previous[b.length], cutoff + 1);
  }

  function entriesOf(row) {
    var found = [];
    var seen = new Set();
    for (var l = 0; l < 4; l++) {
      var name = row[1 + l];
      if (!name) { continue; }
      var parts = name.split(" // ");
      var all = parts.length > 1 ? [name].concat(parts) : [name];
      all.forEach(function (part) {
        var folded = foldName(part);
        var mark = folded + "\u0000" + LANGS[l] + "\u0000" + part;
        if (folded && !seen.has(mark)) { seen.add(mark); found.push([folded, LANGS[l], part]); }
      });
    }
    return found;
  }

  function shardOf(key, doc) {
    var common = new Set(doc.common || []);
    var shard = { key: key, entries: [], whole: new Map(), bare: new Map(), byWords: new Map(), byBare: new Map() };
    (doc.rows || []).forEach(function (data) {
      var row = { slug: data[0], names: data.slice(1, 5), flags: data[5], rules: data[6] };
      entriesOf(data).forEach(function (e) {
        if (keyOf(e[0]) !== key) { return; }
        var entry = { folded: e[0], bare: withoutFiller(e[0]), words: wordCount(e[0]), language: e[1], shown: e[2],
          row: row, common: common.has(e[0]) };
        shard.entries.push(entry);
        push(shard.whole, entry.folded, entry);
        if (entry.bare) {
          push(shard.bare, entry.bare, entry);
          push(shard.byBare, wordCount(entry.bare), entry);
        }
        push(shard.byWords, entry.words, entry);
      });
    });
    return shard;
  }

  function push(map, key, value) { (map.get(key) || map.set(key, []).get(key)).push(value); }

  // A gzip-compressed JSON file of the site (or one a host already decompressed).
  function readJsonz(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) { throw new Error(url + ": HTTP " + response.status); }
      return response.arrayBuffer();
    }).then(function (buffer) {
      var bytes = new Uint8Array(buffer);
      if (bytes.length > 1 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
        var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
        return new Response(stream).text();
      }
      return new TextDecoder().decode(bytes);
    }).then(JSON.parse);
  }

  function load(key) {
    if (!shards.has(key)) {
      var present = config && config.keys ? config.keys.indexOf(key) >= 0 : true;
      var promise = present
        ? readJsonz(config.base + key + ".jsonz").then(function (doc) { return shardOf(key, doc); })
        : Promise.resolve(null);
      shards.set(key, promise);
      promise.catch(function () { shards.delete(key); });
    }
    return shards.get(key);
  }

  function order(a, b) {
    var la = LANGS.indexOf(a.language), lb = LANGS.indexOf(b.language);
    var halfA = a.shown !== a.row.names[la] ? 1 : 0, halfB = b.shown !== b.row.names[lb] ? 1 : 0;
    return (b.score - a.score) || (la - lb) || (halfA - halfB) ||
      (a.row.slug < b.row.slug ? -1 : a.row.slug > b.row.slug ? 1 : 0);
  }

  // The cards a query names, best first (twohg.site.search.cardnames.CardNames.find).
  function find(query, limit, known) {
    limit = limit || 5;
    // A word the texts use, or a word of the game's keywords, is no card's name misspelt.
    function ofTheGame(word) { return keywords.has(word) || (known ? known(word) : false); }
    var folded = foldName(query);
    if (!folded || !config) { return Promise.resolve([]); }
    var places = starts(folded);
    var keys = Array.from(new Set(places.map(function (at) { return keyOf(folded, at); }))).sort();
    return Promise.all(keys.map(load)).then(function (loaded) {
      var bare = withoutFiller(folded);
      var cardAsked = saysCard(folded);
      var best = new Map();
      function found(entry, score) {
        if (variantNames.has(entry.folded) && !cardAsked) { return; }
        var hit = { row: entry.row, score: score, language: entry.language, shown: entry.shown };
        var kept = best.get(entry.row.slug);
        if (!kept || order(hit, kept) < 0) { best.set(entry.row.slug, hit); }
      }
      var words = folded.split(" ");
      var typed = new Set(words);
      var wordAt = new Map();
      var offset = 0;
      words.forEach(function (w, i) { wordAt.set(offset, i); offset += w.length + 1; });
      keys.forEach(function (key, n) {
        var shard = loaded[n];
        if (!shard) { return; }
        (shard.whole.get(folded) || []).forEach(function (entry) { found(entry, EXACT); });
        var unfamiliar = bare && !bare.split(" ").every(ofTheGame);
        if (bare) {
          (shard.bare.get(bare) || []).forEach(function (entry) {
            var whole = isCjk(entry.folded.charAt(0)) || entry.folded.split(" ").every(function (w) { return typed.has(w); });
            if (whole && !(entry.common && !unfamiliar)) { found(entry, ALONE); }
          });
        }
        if (unfamiliar && !isCjk(bare.charAt(0)) && key === keyOf(bare)) {
          (shard.byBare.get(wordCount(bare)) || []).forEach(function (entry) {
            var limitD = allowed(entry.bare.length);
            if (limitD && entry.bare && Math.abs(entry.bare.length - bare.length) <= limitD) {
              var d = distance(entry.bare, bare, limitD);
              if (d > 0 && d <= limitD) { found(entry, FUZZY - 50 * d); }
            }
          });
        }
        if (bare && key === keyOf(folded) && folded.length >= (isCjk(folded.charAt(0)) ? 2 : 3)) {
          shard.entries.forEach(function (entry) {
            if (entry.folded !== folded && entry.folded.indexOf(folded) === 0) {
              found(entry, PREFIX - Math.min(entry.folded.length - folded.length, 99));
            }
          });
        }
        places.forEach(function (at) {
          if (keyOf(folded, at) !== key) { return; }
          shard.entries.forEach(function (entry) {
            if (!folded.startsWith(entry.folded, at) || entry.folded === folded) { return; }
            var end = at + entry.folded.length;
            if (end < folded.length && folded.charAt(end) !== " " && !isCjk(folded.charAt(end)) &&
                !isCjk(entry.folded.charAt(entry.folded.length - 1))) { return; }
            if (!entry.common && entry.folded.length >= (isCjk(entry.folded.charAt(0)) ? 2 : 4)) {
              found(entry, CONTAINED + Math.min(entry.folded.length, 99));
            }
          });
          var index = wordAt.get(at);
          if (index === undefined || isCjk(folded.charAt(at))) { return; }
          for (var size = 1; size <= Math.min(6, words.length - index); size++) {
            var slice = words.slice(index, index + size);
            if (slice.every(ofTheGame)) { continue; }
            var window_ = slice.join(" ");
            var single = size === 1;
            (shard.byWords.get(size) || []).forEach(function (entry) {
              var limitD = allowed(entry.folded.length);
              if (!limitD || entry.common || Math.abs(entry.folded.length - window_.length) > limitD) { return; }
              if (single && entry.folded.length < NEAR_ALONE) { return; }
              var d = distance(entry.folded, window_, limitD);
              if (d > 0 && d <= limitD) { found(entry, NEAR - 50 * d + Math.min(entry.folded.length, 99)); }
            });
          }
        });
      });
      return Array.from(best.values()).sort(order).slice(0, limit);
    });
  }

  // A card's address by its English name (twohg.site.urls.card_slug).
  function slug(name) {
    var lowered = name.toLowerCase().replace(/[æœßøłđþð]/g, function (c) { return LETTERS[c]; });
    var bare = lowered.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[æœßøłđþð]/g, function (c) { return LETTERS[c]; });
    return bare.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  }

  // The data file of an address (twohg.site.carddata.data_shard): FNV-1a of its UTF-8 bytes.
  function shard(address) {
    var bytes = new TextEncoder().encode(address);
    var value = 0x811c9dc5;
    for (var i = 0; i < bytes.length; i++) {
      value ^= bytes[i];
      value = Math.imul(value, 0x01000193) >>> 0;
    }
    var count = config ? config.shards : 1024;
    return (value % count).toString(16).padStart(3, "0");
  }

  function configure(given) {
    config = given;
    stop = new Set(given.stop || []);
    cardWords = new Set(given.cardWords || []);
    variantNames = new Set(given.variant || []);
    keywords = new Set(given.keywords || []);
    var latin = (given.variant || []).filter(function (p) { return !isCjk(p.charAt(0)); }).map(escapeRe);
    variantRe = latin.length ? new RegExp("(?<![0-9a-z])(?:" + latin.join("|") + ")(?![0-9a-z])", "g") : null;
    variantCjk = (given.variant || []).filter(function (p) { return isCjk(p.charAt(0)); });
  }

  window.TwohgCards = {
    configure: configure,
    find: find,
    foldName: foldName,
    keyOf: keyOf,
    slug: slug,
    shard: shard,
    readJsonz: readJsonz,
    configured: function () { return config !== null; },
    scores: { EXACT: EXACT, ALONE: ALONE, FUZZY: FUZZY, CONTAINED: CONTAINED, NEAR: NEAR, PREFIX: PREFIX },
    flags: { NOTABLE: 1, TWO_HEADED: 2, UNDATED: 4, FUNNY: 8, OWN_PAGE: 16 }
  };
})();
