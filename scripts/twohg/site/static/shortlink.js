// Short links (r/<number>/, twohg/site/shortlinks.py): one script for every part of them.
// - A short link's page or redirect page carries a [data-twohg-short] element: where the number
//   goes in each language. At the site's root (data-follow="yes") the reader's chosen language
//   wins, else, for a reader the site has never seen, the first of the browser's languages the
//   site has (navigator.languages); the #fragment is kept.
// - Every other page remembers its language as the reader's chosen one. A root (English) page
//   opened by a reader the site has never seen, from outside the site, opens in the first of the
//   browser's languages the site has instead, when that is not English.
// - The short links' page (r/) resolves a number typed loosely, from its box or from r/?n=...,
//   against api/resolve.json, or names the nearest numbers.
// - The site's not-found page, reached at r/<anything>/ or rules/<anything>/, hands <anything> to
//   r/?n=, which goes to the rule or names the nearest ones.
// - A number with a date, r/810.7c@2015-01-23/ (or typed "810.7c@2015-01-23"), opens the wording the
//   number had in the edition in force on that date, on its rule page (#v<k>, its place in the
//   number's history, api/rules/<number>.json), or says that no 2HG rule had the number then.
(function () {
  "use strict";
  var KEY = "twohg.language";
  var LANGUAGES = ["en", "es", "fr", "ja"];
  var LOOSE = /^(?:(?:cr|r)\s*)?(\d{3})(?:(?:[.,\-_\s]\s*|(?=\d))(\d{1,3})\s?([a-z]?))?\.?$/;
  var SHORT_PATH = /^(.*?\/)(?:(es|fr|ja)\/)?(?:r|rules)\/([^/]+)\/?$/;
  // A tournament rule typed loosely: "MTR 9.3", "mtr-9.3", "mtr9-3", "MTR 9.3." (never a bare "9.3").
  var TOURNAMENT = /^mtr\s*[-_.]?\s*(\d{1,2})\s*[.,\-_\s]\s*(\d{1,2})\.?$/;
  // A number and a date: "810.7c@2015-01-23".
  var DATED = /^(.+?)\s*@\s*(\d{4}-\d{2}-\d{2})$/;

  // The language the reader chose last, when it is one of the site's (storage is the reader's to
  // edit: "__proto__" or "constructor" is no language).
  function stored() {
    try {
      var language = window.localStorage.getItem(KEY);
      return LANGUAGES.indexOf(language) >= 0 ? language : null;
    } catch (error) {
      return null;
    }
  }

  // ``object[key]`` when it is the object's own string, never what it inherits.
  function own(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key) && typeof object[key] === "string" ? object[key] : null;
  }

  // ``template`` with ``{name}`` replaced by ``value`` as written (a replacement string would read
  // "$`", "$'" and "$&" in the value as patterns).
  function fill(template, name, value) {
    return template.split("{" + name + "}").join(value);
  }

  // The first of the browser's languages the site has ("es-AR" -> "es"), or null.
  function browserLanguage() {
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < wanted.length; i += 1) {
      var primary = String(wanted[i] || "").toLowerCase().split("-")[0];
      if (LANGUAGES.indexOf(primary) >= 0) {
        return primary;
      }
    }
    return null;
  }

  // True when this device keeps what the reader chose (storage may be refused: private mode, file://).
  function keeps() {
    try {
      window.localStorage.setItem(KEY + ".probe", "1");
      window.localStorage.removeItem(KEY + ".probe");
      return true;
    } catch (error) {
      return false;
    }
  }

  // A reader the site has never seen, arriving at a root page from elsewhere, in a browser whose first
  // language of the site's is not English: that language's page (from the language menu), else null.
  function firstVisitPage() {
    var language = browserLanguage();
    if (!language || language === document.documentElement.lang || stored() || !keeps()) {
      return null;
    }
    try {
      if (document.referrer && new URL(document.referrer).origin === window.location.origin) {
        return null;  // a link inside the site (the language menu's English, say) is a choice
      }
    } catch (error) {
      // An unreadable referrer is no link from inside the site.
    }
    var link = document.querySelector('.md-select__link[hreflang="' + language + '"]');
    return link ? link.href : null;
  }

  function remember(language) {
    try {
      window.localStorage.setItem(KEY, language);
    } catch (error) {
      // Storage refused (private mode, file://): the root short links stay in English.
    }
  }

  // What was typed, full-width characters folded, trimmed, in lower case.
  function folded(typed) {
    return String(typed)
      .replace(/[\uff01-\uff5e]/g, function (c) {
        return String.fromCharCode(c.charCodeAt(0) - 0xfee0);
      })
      .replace(/\u3000/g, " ")
      .trim()
      .toLowerCase();
  }

  // A number typed loosely -> its normal form ("810.7C" -> "810.7c"), or null. Mirrors
  // twohg.rulenumber.loose_number (full-width characters folded, case, separators, a final stop).
  function loose(typed) {
    var match = LOOSE.exec(folded(typed));
    if (!match) {
      return null;
    }
    return match[2] === undefined ? match[1] : match[1] + "." + parseInt(match[2], 10) + match[3];
  }

  function sortKey(number) {
    var match = /^(\d{3})(?:\.(\d{1,3})([a-z]?))?$/.exec(number);
    return match ? [parseInt(match[1], 10), match[2] === undefined ? -1 : parseInt(match[2], 10), match[3] || ""] : null;
  }

  function before(a, b) {
    for (var i = 0; i < 3; i += 1) {
      if (a[i] !== b[i]) {
        return a[i] < b[i];
      }
    }
    return false;
  }

  // The known numbers around one that never existed: two each side, the same section first.
  function nearest(number, known) {
    var key = sortKey(number);
    var index = 0;
    while (index < known.length && before(sortKey(known[index]), key)) {
      index += 1;
    }
    var around = known.slice(Math.max(0, index - 2), index).concat(known.slice(index, index + 2));
    var same = around.filter(function (n) {
      return sortKey(n)[0] === key[0];
    });
    return same.length ? same : around;
  }

  function follow(marker) {
    var targets = JSON.parse(marker.getAttribute("data-twohg-short"));
    var language = marker.getAttribute("data-lang");
    var chosen = stored() || browserLanguage();
    var target = own(targets, language);
    if (marker.getAttribute("data-follow") === "yes" && chosen && chosen !== language && own(targets, chosen)) {
      target = own(targets, chosen);
    }
    if (target) {
      window.location.replace(target + window.location.hash);
    }
  }

  function show(form, result, typed, known) {
    var words = JSON.parse(form.getAttribute("data-words"));
    var number = loose(typed);
    result.textContent = "";
    var line = document.createElement("p");
    line.textContent = fill(words.short_not_found, "number", number || typed);
    result.appendChild(line);
    var close = number ? nearest(number, known) : [];
    if (close.length) {
      var parts = words.short_nearest.split("{numbers}");
      var more = document.createElement("p");
      more.appendChild(document.createTextNode(parts[0]));
      close.forEach(function (n, i) {
        if (i) {
          more.appendChild(document.createTextNode(", "));
        }
        var anchor = document.createElement("a");
        anchor.href = n + "/";
        anchor.textContent = n;
        more.appendChild(anchor);
      });
      more.appendChild(document.createTextNode(parts[1] || ""));
      result.appendChild(more);
    }
  }

  // The short link of a tournament rule typed loosely, from the form's list, or null.
  function tournament(form, typed) {
    var match = TOURNAMENT.exec(folded(typed));
    if (!match) {
      return null;
    }
    var forms = JSON.parse(form.getAttribute("data-tournament") || "{}");
    return forms[parseInt(match[1], 10) + "." + parseInt(match[2], 10)] || null;
  }

  function json(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) { throw new Error(url + ": " + response.status); }
      return response.json();
    });
  }

  // A sentence of the form's words with its {name}s filled, the {link} one a link to ``href``.
  function sentence(template, values, href, text) {
    var line = document.createElement("p");
    Object.keys(values).forEach(function (name) { template = fill(template, name, values[name]); });
    var parts = template.split("{link}");
    line.appendChild(document.createTextNode(parts[0]));
    if (parts.length > 1) {
      var anchor = document.createElement("a");
      anchor.href = href;
      anchor.textContent = text;
      line.appendChild(anchor);
      line.appendChild(document.createTextNode(parts[1]));
    }
    return line;
  }

  // The wording a number had on a date: the edition in force then (api/editions.json), the place of the
  // wording that edition printed in the number's history (api/rules/<number>.json), its anchor on the page.
  function goToDate(form, result, typed, number, date, hash) {
    var resolve = form.getAttribute("data-resolve");
    return json(resolve).then(function (data) {
      var known = data.numbers.map(function (resolution) { return resolution.number; });
      var resolution = data.numbers[known.indexOf(number)];
      if (!resolution) {
        show(form, result, typed, known);
        return null;
      }
      var language = document.documentElement.lang;
      var root = new URL(resolve, location.href).href.replace(/api\/resolve\.json$/, "");
      var page = new URL(own(resolution.page, language) || resolution.page.en, root);
      return Promise.all([json(resolve.replace(/resolve\.json$/, "editions.json")),
        json(resolve.replace(/resolve\.json$/, "rules/" + number + ".json"))]).then(function (both) {
        var editions = both[0].changelog.filter(function (entry) { return entry.date <= date; });
        var words = JSON.parse(form.getAttribute("data-words"));
        result.textContent = "";
        if (!editions.length) {
          var first = both[0].changelog[0];
          result.appendChild(sentence(words.short_before_first, { date: date, first: first ? first.date : "" }));
          return;
        }
        var edition = editions[editions.length - 1];
        var at = both[1].history.findIndex(function (version) { return version.texts.indexOf(edition.edition + "/" + number) >= 0; });
        if (at >= 0) {  // the page says which date was asked for and which wording was in force then
          window.location.assign(page.href + "?on=" + date + "&edition=" + edition.date + "#v" + (at + 1));
          return;
        }
        result.appendChild(sentence(words.short_not_on_date, { date: date, edition: edition.date, number: number },
          page.href + hash, number));
        notThen(result, words, resolution.then || [], data, number, date, language, root);
      });
    });
  }

  // What a number was on a date when no 2HG rule had it (its resolution's "then"): the other part of
  // the rulebook its section held, and the numbers that held its content then, each linked as of that date.
  function notThen(result, words, runs, data, number, date, language, root) {
    var run = runs.filter(function (r) { return r.from <= date && (r.until === null || date < r.until); })[0];
    if (!run) {
      return;
    }
    if (run.other) {
      var other = run.other;
      result.appendChild(sentence(words.short_then_other, { date: date, section: String(other.section),
        title: other.title, first: other.from, last: other.until, number: number }));
    }
    if (!run.held_by.length) {
      return;
    }
    var line = document.createElement("p");
    var parts = fill(run.later ? words.short_then_later : words.short_then_earlier, "number", number).split("{links}");
    line.appendChild(document.createTextNode(parts[0]));
    run.held_by.forEach(function (held, index) {
      if (index) {
        line.appendChild(document.createTextNode(" / "));
      }
      var anchor = document.createElement("a");
      var found = data.numbers.filter(function (resolution) { return resolution.number === held; })[0];
      var short = found ? own(found.short_link, language) || found.short_link.en : null;
      anchor.href = short ? new URL(short.replace(/\/$/, "") + "@" + date + "/", root).href : "";
      anchor.textContent = held;
      line.appendChild(short ? anchor : document.createTextNode(held));
    });
    line.appendChild(document.createTextNode(parts[1] || ""));
    result.appendChild(line);
  }

  // A rule page opened by a dated link (?on=<date>&edition=<date>#v<k>, &cited=1 from a text citing an older
  // edition): the date asked for, said under the heading of the wording in force then, which is marked.
  function echoDate() {
    var query = new URLSearchParams(window.location.search);
    var on = query.get("on"), edition = query.get("edition");
    var target = /^#v\d+$/.test(window.location.hash) ? document.getElementById(window.location.hash.slice(1)) : null;
    var echo = document.querySelector(".twohg-asked");
    if (!on || !edition || !/^\d{4}-\d{2}-\d{2}$/.test(on) || !/^\d{4}-\d{2}-\d{2}$/.test(edition) || !target || !echo) {
      return;
    }
    // A citation in an older text (?cited=1) is no question the reader asked: its own words say so.
    var template = echo.getAttribute(query.get("cited") ? "data-cited-words" : "data-words") || "";
    var said = fill(fill(template, "date", on), "edition", edition);
    echo.textContent = "";
    said.split(/(\d{4}-\d{2}-\d{2})/).forEach(function (part, index) {  // a date is never broken at its hyphens
      var node = index % 2 ? document.createElement("span") : document.createTextNode(part);
      if (index % 2) {
        node.className = "twohg-nowrap";
        node.textContent = part;
      }
      echo.appendChild(node);
    });
    echo.hidden = false;
    target.parentNode.insertBefore(echo, target.nextSibling);  // under the heading the page scrolls to
    target.classList.add("twohg-asked-version");
  }

  function goTo(form, typed, hash) {
    var result = document.querySelector(".twohg-goto__result");
    var dated = DATED.exec(String(typed).trim());
    if (dated && loose(dated[1])) {
      return goToDate(form, result, typed, loose(dated[1]), dated[2], hash);
    }
    var rule = tournament(form, typed);
    if (rule) {
      window.location.assign(rule + hash);
      return Promise.resolve();
    }
    return fetch(form.getAttribute("data-resolve"))
      .then(function (response) {
        return response.json();
      })
      .then(function (data) {
        var known = data.numbers.map(function (resolution) {
          return resolution.number;
        });
        var number = loose(typed);
        if (number && known.indexOf(number) >= 0) {
          window.location.assign(number + "/" + hash);
          return;
        }
        show(form, result, typed, known);
      });
  }

  function goToForm(form) {
    var input = form.querySelector("input[name=n]");
    var typed = new URLSearchParams(window.location.search).get("n");
    if (typed) {
      input.value = typed;
      goTo(form, typed, window.location.hash);
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      goTo(form, input.value, "");
    });
  }

  var marker = document.querySelector("[data-twohg-short]");
  if (marker) {
    follow(marker);
    return;
  }
  var path = SHORT_PATH.exec(window.location.pathname);
  var form = document.querySelector("form.twohg-goto");
  var missing = document.querySelector("script[data-twohg-page]");  // only the not-found page has it
  if (!path && missing && document.currentScript && document.currentScript.src) {
    // A number typed right after the site's address (/810.7c, /es/810.7c@2015-01-23): read as a short link.
    var home = new URL("../../", document.currentScript.src);
    var rest = window.location.pathname.slice(home.pathname.length);
    var bare = /^(?:(es|fr|ja)\/)?([^/]+)\/?$/.exec(window.location.pathname.indexOf(home.pathname) === 0 ? rest : "");
    var said = bare ? bare[2] : "";
    try {
      said = decodeURIComponent(said);
    } catch (error) {
      said = "";
    }
    var dated = DATED.exec(said);
    if (said && (loose(said) || TOURNAMENT.test(folded(said)) || (dated && loose(dated[1])))) {
      var lead = bare[1] ? bare[1] + "/" : "";
      window.location.replace(new URL(lead + "r/?n=" + encodeURIComponent(said), home).href + window.location.hash);
      return;
    }
  }
  if (path && missing && !form && document.currentScript && document.currentScript.src) {
    // The not-found page (served at any missing path): its scripts load from the site's root.
    var root = new URL("../../", document.currentScript.src);
    var prefix = path[2] ? path[2] + "/" : "";
    var typed = path[3];
    try {
      typed = decodeURIComponent(typed);
    } catch (error) {
      // A malformed escape (%E0%A4%A): hand it over as it was typed.
    }
    window.location.replace(new URL(prefix + "r/?n=" + encodeURIComponent(typed), root).href + window.location.hash);
    return;
  }
  if (document.documentElement.lang === LANGUAGES[0]) {
    var elsewhere = firstVisitPage();
    if (elsewhere) {
      // The same page in that language, its query (compare/?from=...) and fragment kept; it remembers its language.
      window.location.replace(elsewhere + window.location.search + window.location.hash);
      return;
    }
  }
  if (LANGUAGES.indexOf(document.documentElement.lang) >= 0) {
    remember(document.documentElement.lang);
  }
  if (form) {
    goToForm(form);
  }
  echoDate();
})();
