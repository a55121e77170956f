// The autolinker page (link/, twohg/site/pages/autolinker.py): a post comes back with every rule
// number linked to its short link, old numbers annotated with what they are in the newest edition, in the browser and
// offline. It mirrors twohg.site.autolink (`twohg link`): the page carries the same number
// patterns (twohg.graph.citations.browser_patterns) and the same words; api/resolve.json says what
// every number means.
(function () {
  "use strict";
  var form = document.querySelector("form.twohg-autolink");
  if (!form) {
    return;
  }
  var patterns = JSON.parse(form.getAttribute("data-patterns"));
  var words = JSON.parse(form.getAttribute("data-words"));
  var markup = JSON.parse(form.getAttribute("data-markup"));
  var post = form.querySelector("#twohg-post");
  var language = form.querySelector("#twohg-post-language");
  var format = form.querySelector("#twohg-format");
  var date = form.querySelector("#twohg-date");
  var linked = form.querySelector("#twohg-linked");
  var flagged = form.querySelector(".twohg-autolink__flagged");
  var flaggedTitle = form.querySelector(".twohg-autolink__flagged-title");
  var root = new URL(form.getAttribute("data-root"), window.location.href);
  var byNumber = null;
  var numbers = [];
  var newest = ""; // the date of the newest edition, which "now" means (api/resolve.json's newest)
  // The card finder (cardnames.js) when the site has card data: a bracketed name is linked to its card.
  var cardConfig = form.getAttribute("data-cards") ? JSON.parse(form.getAttribute("data-cards")) : null;
  var CARD_FROM = 700; // twohg.site.decklist.READ_FROM: the name is the card's, exactly or misspelt
  var runs = 0;
  if (cardConfig && window.TwohgCards && !window.TwohgCards.configured()) {
    window.TwohgCards.configure(Object.assign({ base: new URL(cardConfig.base, window.location.href).href },
      cardConfig.finder));
  }

  // Full-width digits, letters and full stops as ASCII, one character for one (twohg.text.fold_widths).
  function foldWidths(text) {
    return text.replace(/[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\uff0e]/g, function (c) {
      return String.fromCharCode(c.charCodeAt(0) - 0xfee0);
    });
  }

  // "d": the offsets of the named group, as Python's match.start("numbers").
  function regex(lang, name) {
    return new RegExp(patterns[lang][name], patterns[lang][name + "_flags"] + "d");
  }

  // Every number in one line, as twohg.graph.citations.number_spans(bare_numbers=True), by position.
  function spans(line, lang) {
    var folded = foldWidths(line);
    var found = [];
    var covered = [];
    var phrase = regex(lang, "citation");
    var match;
    while ((match = phrase.exec(folded)) !== null) {
      if (match[0] === "") {
        phrase.lastIndex += 1;
        continue;
      }
      covered.push([match.index, match.index + match[0].length]);
      var group = match.groups.numbers;
      var offset = match.indices.groups.numbers[0];
      var one = regex(lang, "number");
      var inner;
      while ((inner = one.exec(group)) !== null) {
        found.push([offset + inner.index, offset + inner.index + inner[0].length]);
      }
    }
    var bare = regex(lang, "bare");
    while ((match = bare.exec(folded)) !== null) {
      var start = match.index;
      var inside = covered.some(function (span) {
        return span[0] <= start && start < span[1];
      });
      if (!inside) {
        found.push([start, start + match[0].length]);
      }
    }
    return found.sort(function (a, b) {
      return a[0] - b[0];
    });
  }

  // Where the post is not prose (code, links, addresses, tags), as twohg.site.autolink.markup_spans:
  // the same patterns, the same pairing of opening and closing tags, the same order.
  function fencedBlocks(text) {
    var blocks = [];
    var opened = null;
    var fence = new RegExp(markup.fence, "gm");
    var match;
    while ((match = fence.exec(text)) !== null) {
      var marker = match[1];
      if (opened === null) {
        opened = [match.index, marker];
      } else if (marker[0] === opened[1][0] && marker.length >= opened[1].length && !match[2].trim()) {
        blocks.push([opened[0], match.index + match[0].length]);
        opened = null;
      }
      if (match[0] === "") {
        fence.lastIndex += 1;
      }
    }
    if (opened !== null) {
      blocks.push([opened[0], text.length]);
    }
    return blocks;
  }

  // The indented code blocks, outside the fenced ones (twohg.site.autolink._indented_blocks).
  function indentedBlocks(text, fenced) {
    var blocks = [];
    var fences = fenced.concat([[text.length + 1, text.length + 1]]);
    var f = 0;
    var start = -1, end = -1;
    var blankBefore = true;
    var at = 0;
    text.split("\n").forEach(function (line) {
      var after = at + line.length;
      while (fences[f][1] <= at) { f += 1; }
      var inside = fences[f][0] <= at;
      var blank = !line.trim();
      var indented = !blank && !inside && (line.indexOf("    ") === 0 || line.charAt(0) === "\t");
      if (start >= 0 && (indented || (blank && !inside))) {
        if (indented) { end = after; }
      } else if (indented && blankBefore) {
        start = at;
        end = after;
      } else if (start >= 0) {
        blocks.push([start, end]);
        start = -1;
      }
      blankBefore = blank;
      at = after + 1;
    });
    if (start >= 0) { blocks.push([start, end]); }
    return blocks;
  }

  function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }

  function markupSpans(text) {
    var fenced = fencedBlocks(text);
    var spans = fenced.concat(indentedBlocks(text, fenced)).sort(function (a, b) { return a[0] - b[0]; });
    var blocks = spans.concat([[text.length + 1, text.length + 1]]);
    var blockIndex = 0;
    var found = [];
    var searched = {};
    var pattern = new RegExp(markup.markup, "gim");
    var match;
    while ((match = pattern.exec(text)) !== null) {
      var start = match.index;
      var matchEnd = start + match[0].length;
      while (blocks[blockIndex][1] <= start) {
        blockIndex += 1;
      }
      if (blocks[blockIndex][0] <= start) {
        pattern.lastIndex = blocks[blockIndex][1];
        continue;
      }
      var end = matchEnd;
      var kind = ["tick", "html", "bbcode"].filter(function (name) {
        return match.groups[name] !== undefined;
      })[0];
      if (kind) {
        var opening = match.groups[kind];
        var key = kind + ":" + opening.toLowerCase();
        var known = searched[key];
        if (known === undefined || known[0] > matchEnd || (known[1] >= 0 && known[1] < matchEnd)) {
          var closer = new RegExp(markup["closer_" + kind].replace("OPENING", escapeRegex(opening)), "gi");
          closer.lastIndex = matchEnd;
          var closing = closer.exec(text);
          known = closing ? [matchEnd, closing.index, closing.index + closing[0].length] : [matchEnd, -1, -1];
          searched[key] = known;
        }
        var lineEnd = text.indexOf("\n", matchEnd);
        if (known[1] >= 0 && (kind !== "tick" || lineEnd < 0 || known[1] < lineEnd)) {
          end = known[2];
        }
      }
      found.push([start, end]);
      pattern.lastIndex = Math.max(end, start + 1);
    }
    return found.concat(spans).sort(function (a, b) {
      return a[0] - b[0] || a[1] - b[1];
    });
  }

  // Whether the number at this offset of the post lies in one of its markup spans.
  function inMarkup(spans, offset) {
    var low = 0;
    var high = spans.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (spans[middle][0] <= offset) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low > 0 && offset < spans[low - 1][1];
  }

  function normal(printed) {
    var match = /^(\d{3})(?:[.\uff0e](\d{1,3})([a-z]?))?\.?$/i.exec(foldWidths(printed.trim()));
    if (!match) {
      return null;
    }
    return match[2] === undefined ? match[1] : match[1] + "." + parseInt(match[2], 10) + match[3].toLowerCase();
  }

  function covers(meaning, day) {
    return meaning.from <= day && (meaning.ended === null || day < meaning.ended);
  }

  function nearest(number) {
    var key = number.split(".");
    var section = key[0];
    var index = 0;
    var order = function (n) {
      var m = /^(\d{3})(?:\.(\d{1,3})([a-z]?))?$/.exec(n);
      return [parseInt(m[1], 10), m[2] === undefined ? -1 : parseInt(m[2], 10), m[3] || ""];
    };
    var target = order(number);
    var less = function (a, b) {
      for (var i = 0; i < 3; i += 1) {
        if (a[i] !== b[i]) {
          return a[i] < b[i];
        }
      }
      return false;
    };
    while (index < numbers.length && less(order(numbers[index]), target)) {
      index += 1;
    }
    return numbers
      .slice(Math.max(0, index - 2), index)
      .concat(numbers.slice(index, index + 2))
      .filter(function (n) {
        return n.slice(0, 3) === section;
      });
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : whole;
    });
  }

  // Why a number is no 2HG rule on a day (twohg.site.autolink.not_then): the other part of the rulebook its
  // section held then, and where the content it has later (or had before) stood then (its resolution's "then").
  function notThen(resolution, lang, day) {
    var said = words[lang];
    var number = resolution.number;
    var run = (resolution.then || []).filter(function (r) {
      return r.from <= day && (r.until === null || day < r.until);
    })[0];
    var problem = run && run.other
      ? fill(said.link_then_other, { number: number, section: String(run.other.section), title: run.other.title, date: day })
      : fill(said.link_not_then, { number: number, date: day });
    if (run && run.held_by.length) {
      problem += (lang === "ja" ? "。" : "; ") +
        fill(run.later ? said.then_later : said.then_earlier, { number: number, numbers: run.held_by.join(" / ") });
    }
    return problem;
  }

  // What one printed number means: [number, note, problem] (twohg.site.autolink.read_number).
  function read(printed, lang, day) {
    var said = words[lang];
    var number = normal(printed);
    var resolution = number ? byNumber[number] : undefined;
    if (!resolution) {
      var shown = number || printed;
      var problem = fill(said.link_unknown, { number: shown });
      var close = number ? nearest(number) : [];
      if (close.length) {
        problem += ". " + fill(said.short_nearest, { numbers: close.join(", ") });
      }
      return [shown, "", problem];
    }
    if (resolution.external) {
      return [resolution.number, "", ""];
    }
    var meanings = resolution.meanings;
    var meaning = day
      ? meanings.filter(function (m) {
          return covers(m, day);
        })[0]
      : meanings[meanings.length - 1];
    if (!meaning) {
      return [resolution.number, "", notThen(resolution, lang, day)];
    }
    var note = "";
    if (!(meaning.now.length === 1 && meaning.now[0] === resolution.number)) {
      if (meaning.now.length) {
        note = fill(said.link_now, { numbers: meaning.now.join(" / "), date: newest });
      } else if (meaning.removed) {
        note = fill(said.link_removed, { date: meaning.removed });
        var carried = meaning.carried;
        if (carried && carried.now.length) {
          note = fill(said.link_carried, { removed: note, numbers: carried.now.join(" / "), since: carried.since });
        } else if (carried && carried.removed) {
          note = fill(said.link_carried_gone, { removed: note, number: carried.number, ended: carried.removed });
        } else if (meaning.related.length) {
          note = fill(said.link_related, { removed: note, numbers: meaning.related.join(" / "), date: newest });
        }
      }
    }
    return [resolution.number, note, ""];
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" }[c];
    });
  }

  function link(shown, url, note, fmt) {
    var suffix = note ? " (" + note + ")" : "";
    if (fmt === "markdown") {
      return "[" + shown + "](" + url + ")" + suffix;
    }
    if (fmt === "bbcode") {
      return "[url=" + url + "]" + shown + "[/url]" + suffix;
    }
    return '<a href="' + escapeHtml(url) + '">' + escapeHtml(shown) + "</a>" + escapeHtml(suffix);
  }

  // The cards a line names in brackets, [[Name]] or [c]Name[/c], in prose (twohg.site.autolink.card_refs):
  // [start, end, name].
  function cardRefs(line, lineStart, notProse) {
    if (!cardConfig || !window.TwohgCards) {
      return [];
    }
    var found = [];
    var pattern = new RegExp(markup.card, "gi");
    var match;
    while ((match = pattern.exec(line)) !== null) {
      var name = (match[1] || match[2]).trim();
      var tag = /[cC]/.test(line.charAt(match.index + 1)) ? 3 : 0;
      if (name && !inMarkup(notProse, lineStart + match.index + tag)) {
        found.push([match.index, match.index + match[0].length, name]);
      }
    }
    return found;
  }

  // The post linked, once the cards it names in brackets are found (their name files read).
  function run() {
    if (!byNumber) {
      return;
    }
    var token = (runs += 1);
    var text = post.value.replace(/\r\n?/g, "\n");
    var notProse = markupSpans(text);
    var names = [];
    var offset = 0;
    text.split("\n").forEach(function (line) {
      cardRefs(line, offset, notProse).forEach(function (ref) { names.push(ref[2]); });
      offset += line.length + 1;
    });
    Promise.all(names.map(function (name) {
      return window.TwohgCards.find(name, 1).then(function (hits) {
        return [name, hits.length && hits[0].score >= CARD_FROM ? hits[0].row.slug : null];
      });
    })).then(function (pairs) {
      if (token === runs) {
        render(text, notProse, new Map(pairs));
      }
    });
  }

  function render(text, notProse, cards) {
    var lang = language.value;
    var fmt = format.value;
    var day = date.value || null;
    var prefix = lang === "en" ? "" : lang + "/";
    var problems = [];
    var offset = 0;
    var lines = text.split("\n").map(function (line, index) {
      var out = "";
      var position = 0;
      var lineStart = offset;
      offset += line.length + 1;
      var refs = cardRefs(line, lineStart, notProse);
      var items = refs.concat(spans(line, lang).map(function (span) { return [span[0], span[1], ""]; }));
      items.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
      items.forEach(function (item) {
        if (item[0] < position) {
          return;
        }
        if (item[2]) {
          var slug = cards.get(item[2]);
          if (!slug) {
            problems.push([index + 1, fill(words[lang].link_no_card, { name: item[2] })]);
            return;
          }
          var ahead = line.slice(position, item[0]);
          out += fmt === "html" ? escapeHtml(ahead) : ahead;
          out += link(item[2], new URL(prefix + "cards/view/#" + slug, root).href, "", fmt);
          position = item[1];
          return;
        }
        var span = item;
        var inName = refs.some(function (ref) { return ref[0] <= span[0] && span[0] < ref[1]; });
        if (inMarkup(notProse, lineStart + span[0]) || inName) {
          return;
        }
        var printed = line.slice(span[0], span[1]);
        var result = read(printed, lang, day);
        if (result[2]) {
          problems.push([index + 1, result[2]]);
          return;
        }
        var before = line.slice(position, span[0]);
        out += fmt === "html" ? escapeHtml(before) : before;
        // With the post's date, the link opens the wording the number had then (r/<number>@<date>/).
        var target = prefix + "r/" + result[0] + (day ? "@" + day : "") + "/";
        out += link(printed, new URL(target, root).href, result[1], fmt);
        position = span[1];
      });
      var rest = line.slice(position);
      return out + (fmt === "html" ? escapeHtml(rest) : rest);
    });
    linked.value = lines.join(fmt === "html" ? "<br>\n" : "\n");
    flagged.textContent = "";
    problems.forEach(function (problem) {
      var item = document.createElement("li");
      item.textContent = problem[0] + ": " + problem[1];
      flagged.appendChild(item);
    });
    flaggedTitle.hidden = problems.length === 0;
  }

  fetch(form.getAttribute("data-resolve"))
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      byNumber = {};
      newest = data.newest.date;
      numbers = data.numbers.map(function (resolution) {
        byNumber[resolution.number] = resolution;
        return resolution.number;
      });
      form.setAttribute("data-ready", "yes");
      run();
    });
  [post, language, format, date].forEach(function (control) {
    control.addEventListener("input", run);
    control.addEventListener("change", run);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
  });
})();
