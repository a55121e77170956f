// Registers the site's service worker (sw.js at the site's root) and asks it to precache the
// pages of this page's language and to keep this page; written by `twohg build`
// (twohg/site/offline.py) and loaded by every page through mkdocs.yml's extra_javascript. The
// page's <html> gets data-offline="ready" when the precache is complete ("incomplete" when some
// file kept arriving with the wrong content and was left out, "updating" while a rebuilt site's
// worker installs, "failed" when it cannot be done).
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator) || location.protocol === "file:") {
    return;
  }
  var root = new URL(/* twohg:root */ "..", script.src);
  var html = document.documentElement;
  var language = html.lang;
  var precache = function (worker) {
    if (worker) {
      worker.postMessage({ type: "twohg-precache", language: language, page: location.href });
    }
  };
  // A new worker (a rebuilt site) takes over: ask it too, the old one could not.
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    precache(navigator.serviceWorker.controller);
  });
  navigator.serviceWorker.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.language !== language) {
      return;
    }
    if (data.type === "twohg-precached") {
      html.dataset.offline = data.dropped && data.dropped.length ? "incomplete" : "ready";
    } else if (data.type === "twohg-precache-stale" && html.dataset.offline !== "ready") {
      html.dataset.offline = "updating";
    } else if (data.type === "twohg-precache-failed") {
      html.dataset.offline = "failed";
    }
  });
  navigator.serviceWorker
    .register(new URL("sw.js", root).href, { scope: root.href })
    .then(function () {
      return navigator.serviceWorker.ready;
    })
    .then(function (registration) {
      precache(registration.active);
    })
    .catch(function () {
      html.dataset.offline = "failed";
    });
})();
