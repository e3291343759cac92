// index.html's one inline script (http builds; the CSP allows it by its hash, scripts/securityHeaders.ts).
// On a network page it asks the API for the network's customization, and on the home for its first
// contents, while the app's JavaScript is still downloading; the app's HTTP client then takes these
// answers instead of asking again (prefetchedFetch.ts). The home's lead cover (the first cover among
// the first contents, most often its largest paint) is preloaded as soon as the contents are known.
// Its settings are the script element's data attributes, written at build time
// (scripts/firstPaintPlugin.ts).
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
      return ask('/v2/contents', { networkId: customization.id, limit: settings.pageSize, offset: 0 })
        .then(function (response) {
          return response.ok ? response.clone().json() : null;
        })
        .then(function (page) {
          var all = page && Array.isArray(page.data) ? page.data : [];
          // The feed pins its announcements on top (ContentsPresenter): the first screen shows them first.
          var items = all.filter(isAnnouncement).concat(all.filter(function (item) { return !isAnnouncement(item); })).slice(0, Number(settings.leadCoverWithin));
          for (var index = 0; index < items.length; index++) {
            var cover = items[index] && items[index].cover;
            if (typeof cover === 'string' && cover) return preloadImage(cover);
          }
        });
    })
    .catch(function () {});

  function isAnnouncement(item) {
    return Boolean(item) && item.type === 'announcement';
  }

  // Only what the app itself would show, as it reads it (domain/security/SafeUrl checkedUrlReference, more
  // strictly): a relative address on this origin ('//host' is not), an absolute one of this origin or https
  // without credentials; preloaded in the form checked, never as sent (a page reads 'https:host' as its path).
  function preloadImage(address) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
    if (/[\u0000-\u0020\u007f-\u009f\s]/.test(address)) return;
    var absolute = true;
    try {
      new URL(address);
    } catch {
      absolute = false;
    }
    var url = new URL(address, location.origin);
    var sameOrigin = url.origin === location.origin;
    if (!sameOrigin && (!absolute || url.protocol !== 'https:' || url.username || url.password)) return;
    var link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', absolute ? url.href : url.pathname + url.search + url.hash);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }

  function hasSession(networkId) {
    try {
      return localStorage.getItem(settings.sessionKeyPrefix + networkId) !== null;
    } catch {
      return false;
    }
  }

  window.__networkPagePrefetch = { at: Date.now(), answers: answers, settled: settled };
})(document.currentScript && document.currentScript.dataset);
