// index.html's one inline script (http builds; the CSP allows it by its hash, scripts/securityHeaders.ts).
// On a network page it asks the API for the network's customization, and on the home for its first
// contents, while the app's JavaScript is still downloading; the app's HTTP client then takes these
// answers instead of asking again (prefetchedFetch.ts). Its settings are the script element's data
// attributes, written at build time (scripts/firstPaintPlugin.ts).
(function (settings) {
  if (!settings || !settings.api || typeof fetch !== 'function') return;
  var base = settings.api.replace(/\/+$/, '');
  var hosts = JSON.parse(settings.hosts || '{}');
  var slug = hosts[location.host.toLowerCase()];
  var page = location.pathname;
  if (!slug) {
    var match = /^\/([^/]+)(\/.*)?$/.exec(location.pathname);
    if (!match) return;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      return; // Not an address the app gives a network: its router answers it.
    }
    page = match[2] || '/';
  }
  page = page.replace(/\/+$/, '') || '/';

  // The app's language: the locale cookie when it names one the app speaks, else the first.
  var locales = settings.locales.split(' ');
  var language = locales[0];
  document.cookie.split('; ').forEach(function (pair) {
    var at = pair.indexOf('=');
    if (pair.slice(0, at) === settings.localeCookie && locales.indexOf(pair.slice(at + 1)) >= 0) language = pair.slice(at + 1);
  });

  var answers = [];
  function ask(path, query) {
    var search = query ? '?' + new URLSearchParams(query).toString() : '';
    var url = base + path + search;
    var response = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': language } });
    // Nobody may be waiting for it yet: a failure is the app's to see when it takes the answer.
    response.catch(function () {});
    answers.push({ url: url, language: language, response: response });
    return response;
  }

  var network = ask('/v2/networks/by-slug/' + encodeURIComponent(slug));
  var settled = network
    .then(function (response) {
      return response.ok ? response.clone().json() : null;
    })
    .then(function (body) {
      var customization = body && body.data;
      if (!customization || settings.homePages.split(' ').indexOf(page) < 0) return;
      // A guest's home lists the contents of a public network only; a member's list waits for the session.
      if (customization.accessType !== 'public' || hasSession(customization.id)) return;
      ask('/v2/contents', { networkId: customization.id, limit: settings.pageSize, offset: 0 });
    })
    .catch(function () {});

  function hasSession(networkId) {
    try {
      return localStorage.getItem(settings.sessionKeyPrefix + networkId) !== null;
    } catch {
      return false;
    }
  }

  window.__networkPagePrefetch = { at: Date.now(), answers: answers, settled: settled };
})(document.currentScript && document.currentScript.dataset);
