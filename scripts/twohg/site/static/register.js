// Saving the site for offline use, when the reader asks: a control at the foot of every page,
// written by `twohg build` (twohg/site/offline.py) and loaded, deferred, by every page through
// mkdocs.yml's extra_javascript. It offers to save the pages of the page's language, with their
// size (offline/sizes.json); on a click it registers the service worker (sw.js at the site's
// root) and asks it to precache them, showing the progress; once saved it offers to remove them
// (the worker is unregistered with the last language). Nothing is registered or fetched for
// offline use before the reader asks. The page's <html> gets data-offline: "none" (not saved),
// "saving", "ready" (complete), "incomplete" (some file kept arriving with the wrong content and
// was left out), "updating" (a rebuilt site's worker installs), "failed" or "no-room" (the device's storage is full:
// nothing was kept).
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator) || location.protocol === "file:") {
    return;
  }
  var root = new URL(/* twohg:root */ "..", script.src);
  var WORDS = /* twohg:words */ null;
  var html = document.documentElement;
  var language = WORDS[html.lang] ? html.lang : "en";
  var W = WORDS[language];
  var footer = document.querySelector(".md-footer-meta__inner") || document.body;
  var sw = navigator.serviceWorker;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  var control = element("section", "twohg-offline");
  control.setAttribute("aria-label", W.region);
  var offer = element("p", "twohg-offline__offer", W.offer);
  var state = element("p", "twohg-offline__state");
  state.setAttribute("role", "status");
  var progress = element("progress", "twohg-offline__progress");
  progress.hidden = true;
  var saveButton = element("button", "twohg-offline__button twohg-offline__save");
  saveButton.type = "button";
  var removeButton = element("button", "twohg-offline__button twohg-offline__remove", W.remove);
  removeButton.type = "button";
  removeButton.hidden = true;
  [offer, saveButton, progress, state, removeButton].forEach(function (node) { control.appendChild(node); });
  footer.appendChild(control);

  var size = null; // the bytes of this language's pages when saved, once known

  // The size in megabytes, to one decimal, in the page's language's way ("2.4 MB", "2,4 Mo"):
  // written by hand from the words, because the first Intl number format of a page costs a
  // phone a long pause.
  function shownSize() {
    if (size === null) { return ""; }
    var tenths = Math.round(size / 1e5);
    var number = String(Math.floor(tenths / 10)) + (tenths % 10 ? W.decimal + String(tenths % 10) : "");
    return words(W.megabytes, { number: number });
  }

  function words(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in values ? String(values[name]) : whole;
    });
  }

  // Show one state: the buttons and texts that go with it.
  function show(name, values) {
    html.dataset.offline = name;
    var saved = name === "ready" || name === "incomplete" || name === "updating";
    offer.hidden = saved || name === "saving";
    saveButton.hidden = saved || name === "saving";
    saveButton.disabled = false;
    saveButton.textContent = words(W.save, { size: shownSize() }).replace(/\s*[(（]\s*[)）]/, "");
    removeButton.hidden = !saved;
    progress.hidden = name !== "saving";
    var incomplete = values && values.count === 1 ? W.incomplete_one : W.incomplete;
    var text = { ready: W.saved, incomplete: incomplete, updating: W.updating, failed: W.failed,
      saving: W.saving, removed: W.removed, "no-room": W.no_room }[name] || "";
    state.textContent = words(text, Object.assign({ size: shownSize(), done: 0, total: "…" }, values || {}))
      .replace(/\s*[(（]\s*[)）]/, "");
    if (name === "removed") { html.dataset.offline = "none"; }
  }

  function worker() {
    return sw.getRegistration(root.href).then(function (registration) {
      return registration && registration.scope === root.href ? registration : null;
    });
  }

  function ask(registration, message) {
    var target = sw.controller || registration.active;
    if (target) {
      message.language = language;
      target.postMessage(message);
    }
  }

  sw.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.language !== language) {
      return;
    }
    if (data.type === "twohg-status") {
      if (!data.saved) {
        show("none");
      } else if (data.complete) {
        show("ready");
      } else if (data.dropped && data.dropped.length) {
        // Saved but for files this host serves with another content: said, not fetched again.
        show("incomplete", { count: data.dropped.length });
      } else {
        // Saved, not complete (the tab closed while saving, or a rebuilt site): carry on.
        save();
      }
    } else if (data.type === "twohg-precache-progress") {
      if (html.dataset.offline === "failed" || html.dataset.offline === "no-room") {
        return;  // a late report of a save that has failed since: what the reader was told stands
      }
      progress.max = data.total;
      progress.value = data.done;
      show("saving", { done: data.done, total: data.total });
    } else if (data.type === "twohg-precached") {
      size = data.bytes;
      if (data.removed) {
        show("none");
      } else if (data.dropped && data.dropped.length) {
        show("incomplete", { count: data.dropped.length });
      } else {
        show("ready");
      }
    } else if (data.type === "twohg-precache-stale" && html.dataset.offline !== "ready") {
      show("updating");
    } else if (data.type === "twohg-precache-failed") {
      show("failed");
    } else if (data.type === "twohg-precache-no-room") {
      // Nothing was kept; a worker left with no language saved is unregistered, as when the reader removes it.
      worker().then(function (registration) {
        return registration ? registration.unregister() : false;
      }).then(function () { show("no-room"); }, function () { show("no-room"); });
    } else if (data.type === "twohg-removed") {
      if (data.left && data.left.length) {
        show("removed");
      } else {
        worker().then(function (registration) {
          return registration ? registration.unregister() : false;
        }).then(function () { show("removed"); }, function () { show("removed"); });
      }
    }
  });
  // A new worker (a rebuilt site) takes over: ask it where this language stands.
  sw.addEventListener("controllerchange", function () {
    worker().then(function (registration) {
      if (registration) { ask(registration, { type: "twohg-status" }); }
    });
  });

  function save() {
    show("saving");
    saveButton.disabled = true;
    sw.register(new URL("sw.js", root).href, { scope: root.href })
      .then(function () { return sw.ready; })
      .then(function (registration) {
        ask(registration, { type: "twohg-precache", page: location.href });
      })
      .catch(function () { show("failed"); });
  }

  saveButton.addEventListener("click", save);
  removeButton.addEventListener("click", function () {
    removeButton.disabled = true;
    worker().then(function (registration) {
      removeButton.disabled = false;
      if (registration) { ask(registration, { type: "twohg-remove" }); } else { show("removed"); }
    });
  });

  show("none");
  // The size offered, and whether this language is saved: after the page has loaded.
  var idle = window.requestIdleCallback || function (callback) { setTimeout(callback, 1); };
  idle(function () {
    fetch(new URL("offline/sizes.json", root)).then(function (response) {
      return response.ok ? response.json() : {};
    }).then(function (sizes) {
      if (sizes[language]) {
        size = sizes[language].bytes;
        if (html.dataset.offline === "none" || html.dataset.offline === "ready") { show(html.dataset.offline); }
      }
    }, function () { return undefined; });
    worker().then(function (registration) {
      if (!registration) { return; }
      ask(registration, { type: "twohg-status" });
      // A rebuilt site: its worker precaches the saved languages before it takes over.
      registration.addEventListener("updatefound", function () {
        if (html.dataset.offline === "ready" || html.dataset.offline === "incomplete") { show("updating"); }
      });
    });
  });
  sw.startMessages();
})();
