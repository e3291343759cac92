// index.html's theme script (every build; the CSP allows it by its hash, scripts/securityHeaders.ts), run before the
// first paint: the page's `data-theme` is the member's choice from the theme cookie (product-spec.md §9), else the
// device's setting, so a dark device never sees a white page first. It follows the device while the choice is the
// device's, and applies a new choice when the app says one was made (the `themechosen` event, DocumentThemePreference).
(function (root) {
  var device = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function apply() {
    var chosen = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie);
    root.setAttribute('data-theme', chosen ? chosen[1] : device && device.matches ? 'dark' : 'light');
  }
  apply();
  if (device && device.addEventListener) device.addEventListener('change', apply);
  document.addEventListener('themechosen', apply);
})(document.documentElement);
