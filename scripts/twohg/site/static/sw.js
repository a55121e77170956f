// The site's service worker, written by `twohg build` (twohg/site/offline.py) at the site's root.
//
// Offline when the reader asks: the control at the foot of every page (offline/register.js)
// registers this worker and asks it to save a language. It precaches the shared assets and search
// index and the pages of that language listed in offline/<language>.json, each only when its
// SHA-256 is the one the manifest lists (a file served wrong is fetched again, then dropped),
// telling the page its progress, and keeps the page that asked. A language is saved while the
// reader's choice is kept (the choices cache) and complete once its pages cache holds its manifest
// (stored last); files the host keeps serving with another content are recorded as dropped, and
// page views do not fetch them again (a new save, or a rebuilt site, does).
// Two tabs saving one language share one precache, each told its progress. The control can ask for
// the status of a language and remove it (the other tabs are told); removing the last language
// deletes every cache of the site (the control then unregisters the worker).
// Precached files are served cache first; any other file of the site comes from the network, with
// a copy kept (the newest RUNTIME_LIMIT of them) for when the network is gone; a page in no cache
// then gets the precached "not saved on this device" page (unsaved/) in its language. Every URL is
// relative to the worker's scope, so the site works from any folder of any static host. A rebuilt
// site has a new sw.js (its versions change): the new worker precaches the languages the reader
// saved, then deletes the old caches.
"use strict";

const OFFLINE = /* twohg:offline */ null;

const SCOPE = self.registration.scope;
const PREFIX = `twohg:${SCOPE}:`;
// Caches of this kind hold only files whose SHA-256 matched the manifest's (older workers stored
// what they received): a worker of another kind leaves its caches to be deleted.
const KIND = "sha256";
const SHARED = `${PREFIX}shared:${KIND}:${OFFLINE.shared}`;
const RUNTIME = `${PREFIX}runtime:${OFFLINE.runtime}`;
const RUNTIME_LIMIT = OFFLINE.runtime_limit;

function pagesCache(language) {
  return `${PREFIX}pages:${language}:${KIND}:${OFFLINE.pages[language]}`;
}

// The reader's choices, kept across builds: the languages to keep saved. A language is saved while
// its choice is here; a removal takes it away at once, so a precache under way (of this worker, or
// of a rebuilt site's worker installing) that ends after it deletes what it stored.
const CHOICES = `${PREFIX}choices`;

const CURRENT = new Set([SHARED, RUNTIME, CHOICES, ...OFFLINE.languages.map(pagesCache)]);
const PRECACHES = [SHARED, ...OFFLINE.languages.map(pagesCache)];

function inScope(url) {
  return url.startsWith(SCOPE);
}

// The language of a page of the site: the first folder of its path when it names a language.
function languageOf(url) {
  const first = url.slice(SCOPE.length).split("/")[0];
  return OFFLINE.languages.includes(first) ? first : OFFLINE.default;
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The file as the manifest lists it, or undefined: fetched, and fetched again bypassing every cache
// when its SHA-256 is not the manifest's (a file served wrong during a deploy, a proxy's stale copy).
async function verified(url, sha256) {
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(new Request(url, { cache: mode }));
    if (!response.ok) {
      throw new Error(`${url}: ${response.status}`);
    }
    const body = await response.clone().arrayBuffer();
    if (hex(await crypto.subtle.digest("SHA-256", body)) === sha256) {
      return response;
    }
  }
  return undefined;
}

function choiceUrl(language) {
  return new URL(`offline/${language}.choice`, SCOPE).href;
}

async function hasCache(name) {
  return (await caches.keys()).includes(name);
}

async function chosen(language) {
  return (await hasCache(CHOICES)) && Boolean(await caches.match(choiceUrl(language), { cacheName: CHOICES }));
}

async function choose(language) {
  await (await caches.open(CHOICES)).put(choiceUrl(language), new Response(language));
}

async function unchoose(language) {
  if (await hasCache(CHOICES)) {
    await (await caches.open(CHOICES)).delete(choiceUrl(language));
  }
}

// The files of a language this build's host serves with another content than the build's (a
// snippet a host injects, a proxy's copy): recorded after a precache leaves them out, so that
// page views do not fetch them again; a new save or a rebuilt site tries them again.
function droppedUrl(language) {
  return new URL(`${OFFLINE.manifests[language]}?dropped`, SCOPE).href;
}

// Store the group's files this cache lacks, each only when its content is the manifest's; a file
// that stays wrong is dropped (the next precache tries it again). Eight fetches at a time;
// progress(done) after each file.
async function addMissing(cacheName, group, progress) {
  const cache = await caches.open(cacheName);
  const missing = [];
  for (const file of group.files) {
    const url = new URL(file.url, SCOPE).href;
    if (!(await cache.match(url))) {
      missing.push({ url, sha256: file.sha256 });
    }
  }
  progress(group.files.length - missing.length);
  const dropped = [];
  let next = 0;
  let stopped = false;  // one file failed (storage full, network gone): the others stop too, not go on failing
  const worker = async () => {
    while (next < missing.length && !stopped) {
      const file = missing[next];
      next += 1;
      try {
        const response = await verified(file.url, file.sha256);
        if (response && !retired() && !stopped) {
          await cache.put(file.url, response);
        } else if (!response) {
          dropped.push(file.url);
        }
      } catch (error) {
        stopped = true;
        throw error;
      }
      if (!stopped) {
        progress(1);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { added: missing.length - dropped.length, dropped };
}

// The site was rebuilt since this worker was installed: the browser is installing its successor.
class Stale extends Error {}

// Precache the shared files and the pages of one language, skipping what is cached already;
// report({done, total}) as files arrive. The language's manifest, stored last in its pages
// cache, marks it complete.
async function precache(language, report = () => undefined) {
  const pagesCacheName = pagesCache(language);
  // The reader's choice, kept before anything arrives (a newer worker precaches what was chosen).
  await caches.open(pagesCacheName);
  const manifestUrl = new URL(OFFLINE.manifests[language], SCOPE).href;
  const response = await fetch(manifestUrl, { cache: "no-cache" });
  if (!response.ok) {
    throw new Error(`${manifestUrl}: ${response.status}`);
  }
  const manifest = await response.clone().json();
  if (manifest.shared.version !== OFFLINE.shared || manifest.pages.version !== OFFLINE.pages[language]) {
    throw new Stale(`${manifestUrl} is of another build: the new service worker will precache it`);
  }
  let done = 0;
  const progress = (count) => {
    done += count;
    report({ done, total: manifest.files });
  };
  const shared = await addMissing(SHARED, manifest.shared, progress);
  const pages = await addMissing(pagesCacheName, manifest.pages, progress);
  const dropped = [...shared.dropped, ...pages.dropped];
  const summary = { language, files: manifest.files, bytes: manifest.bytes, added: shared.added + pages.added, dropped };
  if (!(await chosen(language))) {
    // Removed by the reader while this precache ran: what it stored goes too.
    await caches.delete(pagesCacheName);
    return { ...summary, removed: true };
  }
  if (!retired()) {
    const cache = await caches.open(pagesCacheName);
    if (dropped.length) {
      await cache.put(droppedUrl(language), new Response(JSON.stringify(dropped)));
    } else {
      await cache.delete(droppedUrl(language));
      await cache.put(manifestUrl, response);
    }
  }
  return summary;
}

// The languages the reader saved: those chosen (the choices of a site saved before choices were
// kept are read from its pages caches once, by the worker that installs).
async function savedLanguages() {
  const saved = [];
  for (const language of OFFLINE.languages) {
    if (await chosen(language)) {
      saved.push(language);
    }
  }
  return saved;
}

async function adoptEarlierChoices() {
  if (await hasCache(CHOICES)) {
    return;
  }
  for (const name of await caches.keys()) {
    const match = name.startsWith(`${PREFIX}pages:`) ? name.slice(PREFIX.length).split(":") : [];
    if (OFFLINE.languages.includes(match[1])) {
      await choose(match[1]);
    }
  }
}

// A language's state: saved (the reader asked), complete (every file of this build is here), and
// the files left out because this host serves them with another content (dropped).
async function status(language) {
  // A save under way is saved, its choice stored or not yet (a tab asks as the worker takes it over).
  const saved = (await chosen(language)) || saving.has(language);
  const cacheName = pagesCache(language);
  const marker = new URL(OFFLINE.manifests[language], SCOPE).href;
  const complete = saved && Boolean(await caches.match(marker, { cacheName }));
  const left = saved && !complete ? await caches.match(droppedUrl(language), { cacheName }) : undefined;
  const dropped = left ? await left.json() : [];
  return { language, saved, complete, dropped, saving: saving.has(language) };
}

// Forget a language; with the last one, every cache of the site. Returns the languages left.
async function remove(language) {
  await unchoose(language);
  for (const name of await caches.keys()) {
    if (name.startsWith(`${PREFIX}pages:${language}:`)) {
      await caches.delete(name);
    }
  }
  const left = await savedLanguages();
  if (!left.length) {
    forgotten = true;
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX)) {
        await caches.delete(name);
      }
    }
  }
  return left;
}

// The languages being saved now, each with its promise and the reports of every page that asked
// (a second request, another tab's, joins the first: it is told the progress so far, then each
// file as it arrives, as the first is).
const saving = new Map();
// True once the reader removed the last language: this worker keeps nothing more.
let forgotten = false;

// The device has no room for a language: what was stored of it goes, and the choice with it, so that no
// later page retries (and fills the storage again) on its own.
class NoRoom extends Error {}

function save(language, report) {
  forgotten = false;
  if (!saving.has(language)) {
    const under = { reports: new Set(), last: undefined };
    const reportAll = (progress) => {
      under.last = progress;
      under.reports.forEach((each) => each(progress));
    };
    under.done = choose(language)
      .then(() => precache(language, reportAll))
      .catch(async (error) => {
        if (error && error.name === "QuotaExceededError") {
          await remove(language);
          throw new NoRoom(String(error));
        }
        throw error;
      })
      .finally(() => saving.delete(language));
    saving.set(language, under);
  } else if (saving.get(language).last) {
    report(saving.get(language).last);
  }
  saving.get(language).reports.add(report);
  return saving.get(language).done;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await adoptEarlierChoices();
      for (const language of await savedLanguages()) {
        await precache(language);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await cleanUp();
      await self.clients.claim();
    })(),
  );
});

// Keep the page that asked for the precache: it was loaded before the worker could see it.
async function keepPage(page) {
  if (typeof page !== "string" || !inScope(page)) {
    return;
  }
  const url = new URL(page);
  url.hash = "";
  url.search = "";
  if (retired() || (await fromPrecache(new Request(url.href)))) {
    return;
  }
  const cache = await caches.open(RUNTIME);
  if (!(await cache.match(url.href))) {
    await cache.add(new Request(url.href, { cache: "no-cache" })).catch(() => undefined);
  }
}

// Messages of the control (offline/register.js), each answered to the page that sent it.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  const client = event.source;
  if (!client || !OFFLINE.languages.includes(data.language)) {
    return;
  }
  const answer = (message) => client.postMessage({ language: data.language, ...message });
  if (data.type === "twohg-status") {
    event.waitUntil(status(data.language).then((state) => answer({ type: "twohg-status", ...state })));
  } else if (data.type === "twohg-precache") {
    const report = (progress) => answer({ type: "twohg-precache-progress", ...progress });
    event.waitUntil(
      Promise.all([save(data.language, report), keepPage(data.page)]).then(
        ([summary]) => cleanUp().then(() => answer({ type: "twohg-precached", ...summary })),
        (error) => {
          const type = error instanceof Stale ? "stale" : error instanceof NoRoom ? "no-room" : "failed";
          answer({ type: `twohg-precache-${type}`, error: String(error) });
        },
      ),
    );
  } else if (data.type === "twohg-remove") {
    event.waitUntil(
      (saving.has(data.language) ? saving.get(data.language).done : Promise.resolve())
        .catch(() => undefined)
        .then(() => remove(data.language))
        .then((left) => answer({ type: "twohg-removed", left }))
        .then(() => tellOtherPages(data.language, client.id)),
    );
  }
});

// Tell the site's other pages (the reader's other tabs) where a language stands once it is removed:
// a tab told "saved" a moment before (its save ended just before this removal, which waited for it)
// must not go on saying so. A tab that still offers to save a language saved since misleads no one.
async function tellOtherPages(language, asker) {
  const state = await status(language);
  for (const page of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    if (page.id !== asker && inScope(page.url)) {
      page.postMessage({ type: "twohg-status", ...state });
    }
  }
}

// Only through caches.match: caches.open would create a cache a newer worker has just deleted.
async function fromPrecache(request) {
  for (const name of PRECACHES) {
    const response = await caches.match(request, { cacheName: name, ignoreSearch: true });
    if (response) {
      return response;
    }
  }
  return undefined;
}

// True once a newer worker has replaced this one: it must not write caches any more.
function retired() {
  return self.serviceWorker !== undefined && self.serviceWorker.state === "redundant";
}

// Delete this site's caches of other builds; not while a newer worker installs (its caches are new).
async function cleanUp() {
  if (retired() || self.registration.installing || self.registration.waiting) {
    return;
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !CURRENT.has(name)) {
      await caches.delete(name);
    }
  }
}

async function keep(request, response) {
  if (retired() || forgotten) {
    return;
  }
  const cache = await caches.open(RUNTIME);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - RUNTIME_LIMIT))) {
    await cache.delete(old);
  }
}

async function respond(event) {
  const request = event.request;
  const precached = await fromPrecache(request);
  if (precached) {
    return precached;
  }
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && !response.redirected) {
      event.waitUntil(keep(request, response.clone()));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: RUNTIME, ignoreSearch: true });
    if (kept) {
      return kept;
    }
    if (request.mode !== "navigate") {
      return Response.error();
    }
    const saved = await savedRulePage(request.url);
    if (saved) {
      return Response.redirect(saved, 302);
    }
    return (await unsaved(request.url)) || Response.error();
  }
}

// A short link (r/606.6e/, r/606-6e/) whose rule page is saved: that page (a short link of an old number
// is not saved itself, its rule page is).
const SHORT = /^(?:(es|fr|ja)\/)?r\/(\d{3})(?:[.\-_](\d{1,3})([a-z]?))?\/?$/i;

async function savedRulePage(url) {
  const path = new URL(url).href.split("#")[0].split("?")[0].slice(SCOPE.length);
  const match = SHORT.exec(decodeURIComponent(path));
  if (!match) {
    return undefined;
  }
  const number = match[3] === undefined ? match[2] : `${match[2]}.${parseInt(match[3], 10)}${match[4].toLowerCase()}`;
  const page = new URL(`${match[1] ? match[1] + "/" : ""}rules/${number}/`, SCOPE).href;
  return (await fromPrecache(new Request(page))) ? page : undefined;
}

// The same page saved in another language, if any: its address and that language.
async function elsewhere(url) {
  const path = url.split("#")[0].split("?")[0].slice(SCOPE.length);
  const own = languageOf(url);
  const bare = own === OFFLINE.default ? path : path.slice(own.length + 1);
  for (const language of OFFLINE.languages) {
    if (language === own) {
      continue;
    }
    const other = new URL((language === OFFLINE.default ? "" : language + "/") + bare, SCOPE).href;
    if (await fromPrecache(new Request(other))) {
      return [other, language];
    }
  }
  return undefined;
}

// The page that says a page is not saved on this device, in that page's language, served at the
// address asked for (a reload retries it): its <base> resolves its links and assets from where it
// is stored, so it looks like every other page and its links lead to what works offline.
// In another precached language when the reader never saved that page's language.
async function unsaved(url) {
  for (const language of new Set([languageOf(url), ...OFFLINE.languages])) {
    const stored = new URL(OFFLINE.unsaved[language], SCOPE).href;
    const response = await fromPrecache(new Request(stored));
    if (response) {
      let page = (await response.text()).replace(/<head>/i, `<head><base href="${stored}">`);
      const found = await elsewhere(url);
      if (found) {  // "saved in another language": its line shown, linked (the address and name are the site's own)
        page = page
          .replace('class="twohg-unsaved-elsewhere" hidden', 'class="twohg-unsaved-elsewhere"')
          .replace('href="#" data-twohg-elsewhere="">', `href="${found[0]}" hreflang="${found[1]}">${OFFLINE.names[found[1]]}`);
      }
      return new Response(page, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
  }
  return undefined;
}

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || !inScope(event.request.url)) {
    return;
  }
  event.respondWith(respond(event));
});
