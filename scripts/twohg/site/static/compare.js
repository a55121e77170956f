// The comparison page (compare/, twohg/site/pages/compare.py): any two editions' Two-Headed Giant
// rules side by side, word by word, in the browser and offline. It computes what
// twohg.graph.compare.compare computes (`twohg report changes --from --to`), over
// compare/editions.json (twohg.graph.compare.compare_document): rules paired along the lineage
// links, edition by edition, grouped where they split or merge, and the word diff of
// twohg.graph.align.diff_tokens (difflib's SequenceMatcher without junk, over the same tokens and
// the same folded keys). The link of a comparison is the page's address: ?from=DATE&to=DATE.
(function () {
  "use strict";
  var form = document.querySelector("form.twohg-compare");
  var result = document.querySelector(".twohg-compare__result");
  if (!form || !result) {
    return;
  }
  var words = JSON.parse(form.getAttribute("data-words"));
  var editionUrl = form.getAttribute("data-edition");
  var ruleUrl = form.getAttribute("data-rule");
  var fromSelect = form.querySelector("#twohg-compare-from");
  var toSelect = form.querySelector("#twohg-compare-to");
  var unchanged = form.querySelector("#twohg-compare-unchanged");
  var KINDS = [
    "reworded",
    "renumbered",
    "renumbered-and-reworded",
    "split",
    "merged",
    "regrouped",
    "added",
    "removed",
    "typography",
    "unchanged",
  ];
  // Where a group stands, in this order (twohg.graph.compare.CATEGORIES).
  var CATEGORIES = ["added-removed", "meaning", "renumbered", "wording", "unchanged"];
  var QUOTED_WORDS = 8;
  var QUOTED_CHANGES = 2;
  var data = null;
  var forward = null;
  var tokenIndex = null;
  var rewordingTable = null;

  // --- the word diff: difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes() ---------

  function opcodes(a, b) {
    var b2j = new Map();
    b.forEach(function (item, j) {
      var list = b2j.get(item);
      if (!list) {
        list = [];
        b2j.set(item, list);
      }
      list.push(j);
    });
    function longest(alo, ahi, blo, bhi) {
      var besti = alo;
      var bestj = blo;
      var bestsize = 0;
      var j2len = new Map();
      for (var i = alo; i < ahi; i++) {
        var newj2len = new Map();
        var js = b2j.get(a[i]) || [];
        for (var n = 0; n < js.length; n++) {
          var j = js[n];
          if (j < blo) {
            continue;
          }
          if (j >= bhi) {
            break;
          }
          var k = (j2len.get(j - 1) || 0) + 1;
          newj2len.set(j, k);
          if (k > bestsize) {
            besti = i - k + 1;
            bestj = j - k + 1;
            bestsize = k;
          }
        }
        j2len = newj2len;
      }
      while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
        besti -= 1;
        bestj -= 1;
        bestsize += 1;
      }
      while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) {
        bestsize += 1;
      }
      return [besti, bestj, bestsize];
    }
    var queue = [[0, a.length, 0, b.length]];
    var blocks = [];
    while (queue.length) {
      var q = queue.pop();
      var m = longest(q[0], q[1], q[2], q[3]);
      if (m[2]) {
        blocks.push(m);
        if (q[0] < m[0] && q[2] < m[1]) {
          queue.push([q[0], m[0], q[2], m[1]]);
        }
        if (m[0] + m[2] < q[1] && m[1] + m[2] < q[3]) {
          queue.push([m[0] + m[2], q[1], m[1] + m[2], q[3]]);
        }
      }
    }
    blocks.sort(function (x, y) {
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    var merged = [];
    var i1 = 0;
    var j1 = 0;
    var k1 = 0;
    blocks.forEach(function (block) {
      if (i1 + k1 === block[0] && j1 + k1 === block[1]) {
        k1 += block[2];
      } else {
        if (k1) {
          merged.push([i1, j1, k1]);
        }
        i1 = block[0];
        j1 = block[1];
        k1 = block[2];
      }
    });
    if (k1) {
      merged.push([i1, j1, k1]);
    }
    merged.push([a.length, b.length, 0]);
    var codes = [];
    var i = 0;
    var j = 0;
    merged.forEach(function (block) {
      var tag = "";
      if (i < block[0] && j < block[1]) {
        tag = "replace";
      } else if (i < block[0]) {
        tag = "delete";
      } else if (j < block[1]) {
        tag = "insert";
      }
      if (tag) {
        codes.push([tag, i, block[0], j, block[1]]);
      }
      i = block[0] + block[2];
      j = block[1] + block[2];
      if (block[2]) {
        codes.push(["equal", block[0], i, block[1], j]);
      }
    });
    return codes;
  }

  // twohg.graph.align.model._join: words back into text, paragraph breaks kept.
  function join(tokens) {
    var p = "\n\n";
    return tokens
      .join(" ")
      .split(" " + p + " ")
      .join(p)
      .split(p + " ")
      .join(p)
      .split(" " + p)
      .join(p);
  }

  // twohg.graph.align.diff_tokens over token indexes: [op, text] pairs, each with the range of the tokens it
  // spells ([from, to] in `after` for equal and inserted words, in `before` for deleted ones), to mark them.
  function diffTokens(before, after) {
    var keys = data.keys;
    var a = before.map(function (t) {
      return keys[t];
    });
    var b = after.map(function (t) {
      return keys[t];
    });
    var spelt = function (list, lo, hi) {
      return join(
        list.slice(lo, hi).map(function (t) {
          return data.tokens[t];
        })
      );
    };
    var ops = [];
    opcodes(a, b).forEach(function (code) {
      if (code[0] === "equal") {
        ops.push(["equal", spelt(after, code[3], code[4]), [code[3], code[4]]]);
        return;
      }
      if (code[2] > code[1]) {
        ops.push(["delete", spelt(before, code[1], code[2]), [code[1], code[2]]]);
      }
      if (code[4] > code[3]) {
        ops.push(["insert", spelt(after, code[3], code[4]), [code[3], code[4]]]);
      }
    });
    return ops;
  }

  // --- the comparison: twohg.graph.compare.compare ------------------------------------------------

  function forwardLinks() {
    return data.links.map(function (pairs, k) {
      var found = k ? data.rules[k - 1].map(function () { return []; }) : [];
      pairs.forEach(function (pair) {
        found[pair[0]].push(pair[1]);
      });
      return found;
    });
  }

  function joinedTokens(rows) {
    var found = [];
    rows.forEach(function (rule) {
      var words = data.texts[rule[1]];
      if (found.length && words.length) {
        found.push(data.paragraph);
      }
      found = found.concat(words);
    });
    return found;
  }

  // --- rewordings that change no meaning: twohg.graph.rewordings ---------------------------------

  // twohg.graph.rewordings.bare_words: a text's words as the reviewed substitutions read them.
  function bareWords(text) {
    var found = text.trim().match(/\n\s*\n|\S+/g) || [];
    return found
      .map(function (token) {
        var word = /^\s+$/.test(token) ? data.tokens[data.paragraph] : token;
        var index = tokenIndex.get(word);
        return index === undefined ? word.toLowerCase() : data.bare[index];
      })
      .filter(Boolean);
  }

  // twohg.graph.rewordings.changed_runs: each run of changed words as its deleted and inserted text.
  function changedRuns(ops) {
    var found = [];
    var deleted = [];
    var inserted = [];
    ops.concat([["equal", ""]]).forEach(function (op) {
      if (op[0] === "delete") {
        deleted.push(op[1]);
      } else if (op[0] === "insert") {
        inserted.push(op[1]);
      } else if (deleted.length || inserted.length) {
        found.push([deleted.join(" "), inserted.join(" ")]);
        deleted = [];
        inserted = [];
      }
    });
    return found;
  }

  // twohg.graph.rewordings.hunks: each run as its deleted and inserted bare words.
  function hunks(ops) {
    return changedRuns(ops).map(function (run) {
      return [bareWords(run[0]).join(" "), bareWords(run[1]).join(" ")];
    });
  }

  function rewordings() {
    var table = new Map();
    data.rewordings.forEach(function (row) {
      // Said the way the texts changed: a comparison run backwards puts the words back.
      [[row[2] + "\u0000" + row[3], [row[0], row[1]]], [row[3] + "\u0000" + row[2], [row[1], row[0]]]].forEach(
        function (entry) {
          if (!table.has(entry[0])) {
            table.set(entry[0], entry[1]);
          }
        }
      );
    });
    return table;
  }

  // twohg.graph.rewordings.used: the substitutions a diff is made of ([old words, new words] each once), or null.
  function used(ops) {
    var changes = hunks(ops);
    if (!changes.length) {
      return null;
    }
    var found = [];
    for (var k = 0; k < changes.length; k++) {
      var said = rewordingTable.get(changes[k][0] + "\u0000" + changes[k][1]);
      if (!said) {
        return null;
      }
      if (found.indexOf(said) < 0) {
        found.push(said);
      }
    }
    return found;
  }

  // twohg.graph.compare.Group.category
  function categoryOf(kind, plain) {
    if (kind === "added" || kind === "removed") {
      return "added-removed";
    }
    if (kind === "renumbered" || (kind === "renumbered-and-reworded" && plain)) {
      return "renumbered";
    }
    if (kind === "typography" || (kind === "reworded" && plain)) {
      return "wording";
    }
    return kind === "unchanged" ? "unchanged" : "meaning";
  }

  function kindOf(old, now) {
    if (!old.length) {
      return "added";
    }
    if (!now.length) {
      return "removed";
    }
    if (old.length > 1 || now.length > 1) {
      return old.length > 1 && now.length > 1 ? "regrouped" : old.length > 1 ? "merged" : "split";
    }
    var before = old[0];
    var after = now[0];
    var sameWords = before[2] === after[2];
    if (before[0] !== after[0]) {
      return sameWords ? "renumbered" : "renumbered-and-reworded";
    }
    if (!sameWords) {
      return "reworded";
    }
    return before[3] !== after[3] ? "typography" : "unchanged";
  }

  function compare(source, target) {
    var older = Math.min(source, target);
    var newer = Math.max(source, target);
    var reached = data.rules[older].map(function (_, row) {
      return [row];
    });
    for (var k = older + 1; k <= newer; k++) {
      var links = forward[k];
      reached = reached.map(function (rows) {
        var next = [];
        rows.forEach(function (row) {
          links[row].forEach(function (to) {
            if (next.indexOf(to) < 0) {
              next.push(to);
            }
          });
        });
        return next;
      });
    }
    var parent = new Map();
    var key = function (edition, row) {
      return edition + ":" + row;
    };
    [older, newer].forEach(function (edition) {
      data.rules[edition].forEach(function (_, row) {
        parent.set(key(edition, row), key(edition, row));
      });
    });
    function root(item) {
      while (parent.get(item) !== item) {
        parent.set(item, parent.get(parent.get(item)));
        item = parent.get(item);
      }
      return item;
    }
    reached.forEach(function (ends, start) {
      ends.forEach(function (end) {
        parent.set(root(key(newer, end)), root(key(older, start)));
      });
    });
    var members = new Map();
    parent.forEach(function (_, item) {
      var top = root(item);
      if (!members.has(top)) {
        members.set(top, []);
      }
      members.get(top).push(item);
    });
    var groups = [];
    members.forEach(function (items) {
      // A side's rows in its edition, by number.
      var rowsOf = function (edition) {
        return items
          .filter(function (item) {
            return Number(item.split(":")[0]) === edition;
          })
          .map(function (item) {
            return Number(item.split(":")[1]);
          })
          .sort(function (x, y) {
            return data.rules[edition][x][0] - data.rules[edition][y][0];
          });
      };
      var oldRows = rowsOf(source);
      var nowRows = rowsOf(target);
      var old = oldRows.map(function (row) { return data.rules[source][row]; });
      var now = nowRows.map(function (row) { return data.rules[target][row]; });
      var kind = kindOf(old, now);
      var ops = kind === "unchanged" ? [] : diffTokens(joinedTokens(old), joinedTokens(now));
      var plain = kind === "reworded" || kind === "renumbered-and-reworded" ? used(ops) : null;
      groups.push({
        kind: kind,
        category: categoryOf(kind, Boolean(plain)),
        rewordings: plain || [],
        fate: old.length ? data.fates[old[0][5]] : null,
        from: old.map(function (rule) { return data.numbers[rule[0]]; }),
        to: now.map(function (rule) { return data.numbers[rule[0]]; }),
        order: [now.length ? now[0][0] : old[0][0], now.length ? 0 : 1, old.length ? old[0][0] : -1],
        heading: old.concat(now).some(function (rule) { return rule[4] === 1; }),
        words: ops,
        own: { old: [source, oldRows], now: [target, nowRows] },
      });
    });
    groups.sort(function (x, y) {
      return x.order[0] - y.order[0] || x.order[1] - y.order[1] || x.order[2] - y.order[2];
    });
    return groups;
  }

  // --- the summary: twohg.graph.compare.summary ----------------------------------------------------

  // A template's {name}s filled with strings, one name after the other (twohg.graph.compare._fill).
  function said(template, values) {
    Object.keys(values).forEach(function (name) {
      template = template.split("{" + name + "}").join(values[name]);
    });
    return template;
  }

  // The rules' own words in a summary line are English: marked between EN_START and EN_END, then set in a
  // span lang="en" when the line is shown (the rule texts have no private-use characters).
  var EN_START = "\ue000";
  var EN_END = "\ue001";

  function english(text) {
    return EN_START + text + EN_END;
  }

  function quoted(text) {
    var parts = text.split(/\s+/).filter(Boolean);
    if (!parts.length) {
      return "";
    }
    return english(parts.length <= QUOTED_WORDS ? parts.join(" ") : parts.slice(0, QUOTED_WORDS).join(" ") + " …");
  }

  // twohg.graph.compare.changes_of
  function changesOf(ops) {
    return changedRuns(ops).map(function (run) {
      return [quoted(run[0]), quoted(run[1])];
    });
  }

  // twohg.graph.summary.runs: numbers in natural order, consecutive letters of one rule as one run.
  function runs(numbers) {
    var order = new Map();
    data.numbers.forEach(function (number, k) {
      order.set(number, k);
    });
    var ordered = numbers
      .filter(function (number, k) {
        return numbers.indexOf(number) === k;
      })
      .sort(function (x, y) {
        return order.get(x) - order.get(y);
      });
    var out = [];
    var alpha = function (ch) {
      return /[a-z]/i.test(ch);
    };
    ordered.forEach(function (number) {
      var run = out[out.length - 1];
      var last = run ? run[run.length - 1] : "";
      var end = number.slice(-1);
      if (last && alpha(end) && alpha(last.slice(-1)) && number.slice(0, -1) === last.slice(0, -1) &&
          end.charCodeAt(0) === last.slice(-1).charCodeAt(0) + 1) {
        run.push(number);
      } else {
        out.push([number]);
      }
    });
    return out.map(function (run) {
      return run.length === 1 ? run[0] : run[0] + "-" + run[run.length - 1].slice(-1);
    });
  }

  function listed(items) {
    return items.join(", ");
  }

  // twohg.graph.compare.fate_sentence
  function fateSentence(numbers, fate) {
    if (fate[0].length) {
      return said(words.compare_said_removed_now, { rules: numbers, numbers: listed(fate[0]) });
    }
    if (fate[1] && fate[2].length) {
      return said(words.compare_said_removed_words, { rules: numbers, numbers: listed(fate[2]) });
    }
    if (fate[1] && fate[3]) {
      return said(words.compare_said_removed_stood, { rules: numbers, number: fate[1], date: fate[3] });
    }
    if (fate[4].length) {
      return said(words.compare_said_removed_topic, { rules: numbers, numbers: listed(fate[4]) });
    }
    return "";
  }

  function summary(groups, forwards) {
    var rules = groups.filter(function (g) {
      return !g.heading;
    });
    var lines = [];
    var added = [];
    rules.forEach(function (g) {
      if (g.kind === "added") {
        added = added.concat(g.to);
      }
    });
    if (added.length) {
      lines.push(said(words.compare_said_added, { rules: listed(runs(added)) }));
    }
    var plainRemoved = [];
    rules.forEach(function (g) {
      if (g.kind !== "removed") {
        return;
      }
      var sentence = forwards ? fateSentence(listed(g.from), g.fate) : "";
      if (sentence) {
        lines.push(sentence);
      } else {
        plainRemoved = plainRemoved.concat(g.from);
      }
    });
    if (plainRemoved.length) {
      lines.push(said(words.compare_said_removed, { rules: listed(runs(plainRemoved)) }));
    }
    rules.forEach(function (g) {
      if (g.category !== "meaning") {
        return;
      }
      var kind = words["compare_kind_" + g.kind];
      if (g.kind === "split" || g.kind === "merged" || g.kind === "regrouped") {
        var moved = said(words.compare_arrow, { from: listed(g.from), to: listed(g.to) });
        lines.push(said(words.compare_said_regrouped, { kind: kind, rules: moved }));
        return;
      }
      var shown = changesOf(g.words);
      var quotes = shown.slice(0, QUOTED_CHANGES).map(function (change) {
        var template = change[0] && change[1] ? "compare_said_change" : change[0] ? "compare_said_deleted" : "compare_said_inserted";
        return said(words[template], { old: change[0], new: change[1] });
      });
      if (shown.length > QUOTED_CHANGES) {
        quotes.push(said(words.compare_said_more, { count: String(shown.length - QUOTED_CHANGES) }));
      }
      var numbers = listed(g.to);
      if (g.kind === "renumbered-and-reworded") {
        numbers = said(words.compare_arrow, { from: listed(g.from), to: numbers });
      }
      lines.push(said(words.compare_said_changed, { kind: kind, rules: numbers, changes: quotes.join(words.compare_said_join) }));
    });
    var renumbered = rules.filter(function (g) {
      return g.category === "renumbered";
    });
    if (renumbered.length) {
      var moves = [];
      renumbered.forEach(function (g) {
        var a = parseInt(g.from[0].split(".")[0], 10);
        var b = parseInt(g.to[0].split(".")[0], 10);
        var move = a !== b ? a + " → " + b : g.from[0] + " → " + g.to[0];
        if (moves.indexOf(move) < 0) {
          moves.push(move);
        }
      });
      lines.push(said(words.compare_said_renumbered, { count: String(renumbered.length), moves: listed(moves) }));
    }
    var plain = rules.filter(function (g) {
      return g.category === "wording" && g.kind !== "typography";
    });
    if (plain.length) {
      var substitutions = [];
      plain.forEach(function (g) {
        g.rewordings.forEach(function (pair) {
          var text = said(words.compare_said_change, { old: english(pair[0]), new: english(pair[1]) });
          if (substitutions.indexOf(text) < 0) {
            substitutions.push(text);
          }
        });
      });
      lines.push(said(words.compare_said_wording, { count: String(plain.length), substitutions: listed(substitutions) }));
    }
    var typography = rules.filter(function (g) {
      return g.kind === "typography";
    }).length;
    if (typography) {
      lines.push(said(words.compare_said_typography, { count: String(typography) }));
    }
    return lines;
  }

  // --- the page -----------------------------------------------------------------------------------

  // A template's text with {name} filled by strings or nodes.
  function fill(template, values) {
    var out = document.createDocumentFragment();
    template.split(/(\{[a-z]+\})/).forEach(function (part) {
      var name = part.replace(/^\{([a-z]+)\}$/, "$1");
      var value = part !== name && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : part;
      out.appendChild(typeof value === "string" ? document.createTextNode(value) : value);
    });
    return out;
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

  function anchor(href, text) {
    var node = element("a", "", text);
    node.href = href;
    return node;
  }

  function editionLink(index) {
    var edition = data.editions[index];
    return anchor(editionUrl.replace("{edition}", edition.id), edition.date);
  }

  function numbersLinked(numbers) {
    var out = document.createDocumentFragment();
    numbers.forEach(function (number, k) {
      if (k) {
        out.appendChild(document.createTextNode(", "));
      }
      out.appendChild(anchor(ruleUrl.replace("{number}", number), number));
    });
    if (!numbers.length) {
      out.appendChild(document.createTextNode("–"));
    }
    return out;
  }

  // The characters a damaged edition's file lost, restored (twohg.graph.compare.compare_document: repairs), by
  // "edition:rule": [token, offset, character, said].
  var repairs = new Map();

  // The tokens of a side's rules, joined as joinedTokens joins them: [token, row, place in the rule's tokens] each
  // (a paragraph break between two rules has no row: -1).
  var placed = new WeakMap();
  function placesOf(own) {
    if (placed.has(own)) {
      return placed.get(own);
    }
    var found = [];
    own[1].forEach(function (row) {
      var tokens = data.texts[data.rules[own[0]][row][1]];
      if (found.length && tokens.length) {
        found.push([data.paragraph, -1, -1]);
      }
      tokens.forEach(function (token, at) {
        found.push([token, row, at]);
      });
    });
    placed.set(own, found);
    return found;
  }

  // Tokens from..to of a side's rules (`placesOf`) into a node, spelt as `join` spells them, each character the
  // edition's file lost restored and marked as the rule pages mark it (twohg.site.pages.context.SiteContext.repair_mark).
  function spelled(node, own, from, to) {
    var places = placesOf(own);
    var text = "";
    for (var k = from; k < to; k++) {
      var place = places[k];
      var word = data.tokens[place[0]];
      if (k > from && place[0] !== data.paragraph && places[k - 1][0] !== data.paragraph) {
        text += " ";
      }
      var start = 0;
      (place[1] < 0 ? [] : repairs.get(own[0] + ":" + place[1]) || [])
        .filter(function (repair) { return repair[0] === place[2]; })
        .sort(function (x, y) { return x[1] - y[1]; })
        .forEach(function (repair) {
          node.appendChild(document.createTextNode(text + word.slice(start, repair[1])));
          node.appendChild(repairMark(repair[2], repair[3]));
          text = "";
          start = repair[1] + 1;
        });
      text += word.slice(start);
    }
    if (text) {
      node.appendChild(document.createTextNode(text));
    }
    return node;
  }

  // A side's own text, as its edition prints it (the rule pages' text), its lost characters marked.
  function ownText(column, own) {
    spelled(column, own, 0, placesOf(own).length);
  }

  // One run of the word diff into a node: its tokens are the newer side's for equal and inserted words (`diffTokens`).
  function run(node, group, op) {
    return spelled(node, op[0] === "delete" ? group.own.old : group.own.now, op[2][0], op[2][1]);
  }

  function repairMark(character, said) {
    var title = !said ? words.repaired_unknown : said === "context" ? words.repaired_context
      : words.repaired.split("{date}").join(said);
    var mark = element("span", "twohg-repaired", said ? character : "?");
    mark.title = title;
    return mark;
  }

  // One side of a group: equal runs as text, the side's own words marked (del or ins).
  function side(group, own, tag, date) {
    var column = element("div", "twohg-compare__" + (tag === "del" ? "old" : "new"));
    column.setAttribute("lang", "en");
    column.setAttribute("aria-label", date);
    column.setAttribute("data-date", date);
    if (group.kind === "unchanged") {
      ownText(column, tag === "del" ? group.own.old : group.own.now);
      return column;
    }
    var first = true;
    group.words.forEach(function (op) {
      if (op[0] !== "equal" && op[0] !== own) {
        return;
      }
      if (!first) {
        column.appendChild(document.createTextNode(" "));
      }
      first = false;
      if (op[0] === "equal") {
        run(column, group, op);
      } else {
        column.appendChild(run(element(tag), group, op));
      }
    });
    return column;
  }

  // The rule once, as a phone shows it: equal words, deleted words struck, inserted words marked.
  function merged(group) {
    var column = element("div", "twohg-compare__merged");
    column.setAttribute("lang", "en");
    if (group.kind === "unchanged") {
      ownText(column, group.own.now);
      return column;
    }
    group.words.forEach(function (op, k) {
      if (k) {
        column.appendChild(document.createTextNode(" "));
      }
      var tag = op[0] === "delete" ? "del" : op[0] === "insert" ? "ins" : "";
      if (tag) {
        column.appendChild(run(element(tag), group, op));
      } else {
        run(column, group, op);
      }
    });
    return column;
  }

  function showQuiet() {
    result.querySelectorAll('.twohg-compare__section[data-category="unchanged"]').forEach(function (node) {
      node.hidden = !unchanged.checked;
    });
  }

  function groupBox(group, from, to) {
    var box = element("section", "twohg-compare__group");
    box.setAttribute("data-kind", group.kind);
    box.setAttribute("data-category", group.category);
    box.setAttribute("data-from", group.from.join(" "));
    box.setAttribute("data-to", group.to.join(" "));
    var title = element("h4", "twohg-compare__kind");
    var label = words["compare_kind_" + group.kind] + (group.heading ? " (" + words.compare_heading_mark + ")" : "");
    title.appendChild(document.createTextNode(label + " "));
    var oneNumber = { unchanged: true, typography: true, reworded: true, added: true };
    title.appendChild(
      group.kind === "removed"
        ? numbersLinked(group.from)
        : oneNumber[group.kind]
          ? numbersLinked(group.to)
          : fill(words.compare_arrow, { from: numbersLinked(group.from), to: numbersLinked(group.to) })
    );
    box.appendChild(title);
    // A removed rule's text is folded: the summary says where its words went, and three struck-through screens
    // on a phone say nothing more (its text is a tap away).
    var holder = box;
    if (group.kind === "removed") {
      holder = element("details", "twohg-compare__fold");
      holder.appendChild(element("summary", "", fill(words.compare_removed_fold, { date: from.date }).textContent));
      box.appendChild(holder);
    }
    holder.appendChild(merged(group));
    var sides = element("div", "twohg-compare__sides");
    sides.id = "twohg-compare-sides-" + (group.to[0] || group.from[0]).replace(/\./g, "-") + "-" + group.category;
    sides.appendChild(side(group, "delete", "del", from.date));
    sides.appendChild(side(group, "insert", "ins", to.date));
    // On a phone the rule is shown once (merged); both texts are a tap away.
    if (group.kind !== "unchanged" && group.kind !== "added" && group.kind !== "removed") {
      var toggle = element("button", "twohg-compare__toggle md-button", words.compare_both_texts);
      toggle.type = "button";
      toggle.setAttribute("aria-expanded", "false");
      toggle.setAttribute("aria-controls", sides.id);
      toggle.addEventListener("click", function () {
        var open = box.getAttribute("data-open") === null;
        if (open) {
          box.setAttribute("data-open", "");
        } else {
          box.removeAttribute("data-open");
        }
        toggle.setAttribute("aria-expanded", open ? "true" : "false");
      });
      box.appendChild(toggle);
    }
    holder.appendChild(sides);
    return box;
  }

  function render(source, target) {
    var groups = compare(source, target);
    var from = data.editions[source];
    var to = data.editions[target];
    result.textContent = "";
    var heading = element("h2", "twohg-compare__title");
    heading.appendChild(fill(words.compare_heading, { from: editionLink(source), to: editionLink(target) }));
    result.appendChild(heading);
    var permalink = element("p", "twohg-compare__permalink");
    permalink.appendChild(anchor("?from=" + from.date + "&to=" + to.date, words.compare_link));
    result.appendChild(permalink);
    if (source > target) {
      result.appendChild(element("p", "twohg-compare__backwards", words.compare_backwards));
    }
    var counts = KINDS.map(function (kind) {
      var count = groups.filter(function (g) {
        return g.kind === kind && !g.heading;
      }).length;
      return count ? words["compare_count_" + kind].replace("{count}", String(count)) : "";
    }).filter(Boolean);
    result.appendChild(element("p", "twohg-compare__counts", counts.join(" · ")));
    var lines = summary(groups, source <= target);
    if (lines.length) {
      var box = element("div", "twohg-compare__summary admonition abstract");
      box.appendChild(element("p", "admonition-title", words.compare_summary));
      var list = element("ul");
      lines.forEach(function (line) {
        var item = element("li");
        line.split(EN_START).forEach(function (part, k) {
          var cut = k ? part.indexOf(EN_END) : -1;
          if (cut >= 0) {
            var span = element("span", "", part.slice(0, cut));
            span.setAttribute("lang", "en");
            item.appendChild(span);
            part = part.slice(cut + 1);
          }
          item.appendChild(document.createTextNode(part));
        });
        list.appendChild(item);
      });
      box.appendChild(list);
      result.appendChild(box);
    }
    if (groups.every(function (g) { return g.kind === "unchanged" || g.kind === "typography"; })) {
      result.appendChild(element("p", "twohg-compare__none", words.compare_none));
    } else {
      result.appendChild(element("p", "twohg-compare__legend", words.compare_legend));
    }
    CATEGORIES.forEach(function (category) {
      var mine = groups.filter(function (g) {
        return g.category === category;
      });
      if (!mine.length) {
        return;
      }
      var rules = mine.filter(function (g) {
        return !g.heading;
      }).length;
      var title = words["compare_section_" + category].replace("{count}", String(rules));
      var section;
      var body;
      if (category === "wording") {
        // Rewordings that change no meaning, folded: their count is in the summary.
        section = element("details", "twohg-compare__section");
        section.appendChild(element("summary", "", title));
        body = section;
      } else {
        section = element("section", "twohg-compare__section");
        section.appendChild(element("h3", "", title));
        body = section;
      }
      section.setAttribute("data-category", category);
      mine.forEach(function (group) {
        body.appendChild(groupBox(group, from, to));
      });
      result.appendChild(section);
    });
    showQuiet();
  }

  function indexOf(date) {
    for (var k = 0; k < data.editions.length; k++) {
      if (data.editions[k].date === date) {
        return k;
      }
    }
    return -1;
  }

  // The pair the page offers when the address names none: the newest edition and the one before it.
  function preset(select) {
    var option = select.querySelector("option[selected]");
    return option ? option.value : select.value;
  }

  // The comparison the address asks for (or the page's own pair), or the unknown date said.
  function fromAddress() {
    var params = new URLSearchParams(window.location.search);
    var wanted = [params.get("from") || preset(fromSelect), params.get("to") || preset(toSelect)];
    var found = wanted.map(indexOf);
    var missing = found.indexOf(-1);
    if (missing >= 0) {
      result.textContent = "";
      // Filled as text: a "$&" or "$1" typed in the address is what the reader typed, never a pattern.
      var unknown = element("p", "twohg-compare__unknown");
      unknown.appendChild(fill(words.compare_unknown, { date: wanted[missing] }));
      result.appendChild(unknown);
      return;
    }
    fromSelect.value = wanted[0];
    toSelect.value = wanted[1];
    render(found[0], found[1]);
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (!data) {
      return;
    }
    var query = "?from=" + fromSelect.value + "&to=" + toSelect.value;
    window.history.pushState(null, "", query);
    fromAddress();
  });
  window.addEventListener("popstate", function () {
    if (data) {
      fromAddress();
    }
  });
  unchanged.addEventListener("change", showQuiet);

  result.appendChild(element("p", "twohg-compare__loading", words.compare_loading));
  fetch(form.getAttribute("data-data"))
    .then(function (response) {
      if (!response.ok) {
        throw new Error(String(response.status));
      }
      return response.json();
    })
    .then(function (loaded) {
      data = loaded;
      forward = forwardLinks();
      tokenIndex = new Map();
      data.tokens.forEach(function (token, k) {
        if (!tokenIndex.has(token)) {
          tokenIndex.set(token, k);
        }
      });
      rewordingTable = rewordings();
      (data.repairs || []).forEach(function (repair) {
        var key = repair[0] + ":" + repair[1];
        (repairs.get(key) || repairs.set(key, []).get(key)).push(repair.slice(2));
      });
      fromAddress();
    })
    .catch(function () {
      result.textContent = "";
      result.appendChild(element("p", "twohg-compare__failed", words.compare_failed));
    });
})();
