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
  var QUIET = { unchanged: true, typography: true };
  var data = null;
  var forward = null;

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

  // twohg.graph.align.diff_tokens over token indexes: [op, text] pairs.
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
        ops.push(["equal", spelt(after, code[3], code[4])]);
        return;
      }
      if (code[2] > code[1]) {
        ops.push(["delete", spelt(before, code[1], code[2])]);
      }
      if (code[4] > code[3]) {
        ops.push(["insert", spelt(after, code[3], code[4])]);
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
    var byNumber = function (x, y) {
      return x[0] - y[0];
    };
    var groups = [];
    members.forEach(function (items) {
      var side = function (edition) {
        return items
          .filter(function (item) {
            return Number(item.split(":")[0]) === edition;
          })
          .map(function (item) {
            return data.rules[edition][Number(item.split(":")[1])];
          })
          .sort(byNumber);
      };
      var old = side(source);
      var now = side(target);
      var kind = kindOf(old, now);
      groups.push({
        kind: kind,
        from: old.map(function (rule) { return data.numbers[rule[0]]; }),
        to: now.map(function (rule) { return data.numbers[rule[0]]; }),
        order: [now.length ? now[0][0] : old[0][0], now.length ? 0 : 1, old.length ? old[0][0] : -1],
        heading: old.concat(now).some(function (rule) { return rule[4] === 1; }),
        words: kind === "unchanged" ? [] : diffTokens(joinedTokens(old), joinedTokens(now)),
        text: kind === "unchanged" ? join(joinedTokens(now).map(function (t) { return data.tokens[t]; })) : "",
      });
    });
    groups.sort(function (x, y) {
      return x.order[0] - y.order[0] || x.order[1] - y.order[1] || x.order[2] - y.order[2];
    });
    return groups;
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

  // One side of a group: equal runs as text, the side's own words marked (del or ins).
  function side(group, own, tag, date) {
    var column = element("div", "twohg-compare__" + (tag === "del" ? "old" : "new"));
    column.setAttribute("lang", "en");
    column.setAttribute("aria-label", date);
    column.setAttribute("data-date", date);
    if (group.kind === "unchanged") {
      column.textContent = group.text;
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
      column.appendChild(op[0] === "equal" ? document.createTextNode(op[1]) : element(tag, "", op[1]));
    });
    return column;
  }

  function showQuiet() {
    result.querySelectorAll(".twohg-compare__group").forEach(function (node) {
      if (QUIET[node.getAttribute("data-kind")]) {
        node.hidden = !unchanged.checked;
      }
    });
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
    if (groups.every(function (g) { return QUIET[g.kind]; })) {
      result.appendChild(element("p", "twohg-compare__none", words.compare_none));
    } else {
      result.appendChild(element("p", "twohg-compare__legend", words.compare_legend));
    }
    groups.forEach(function (group) {
      var box = element("section", "twohg-compare__group");
      box.setAttribute("data-kind", group.kind);
      box.setAttribute("data-from", group.from.join(" "));
      box.setAttribute("data-to", group.to.join(" "));
      var title = element("h3", "twohg-compare__kind");
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
      var sides = element("div", "twohg-compare__sides");
      sides.appendChild(side(group, "delete", "del", from.date));
      sides.appendChild(side(group, "insert", "ins", to.date));
      box.appendChild(sides);
      result.appendChild(box);
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
      result.appendChild(element("p", "twohg-compare__unknown", words.compare_unknown.replace("{date}", wanted[missing])));
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
      fromAddress();
    })
    .catch(function () {
      result.textContent = "";
      result.appendChild(element("p", "twohg-compare__failed", words.compare_failed));
    });
})();
