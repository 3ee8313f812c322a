// Loaded by index.html before the app's code (a file, not an inline script: the
// Content-Security-Policy allows scripts from the server only).
// The page's first GETs start now, while the app's code loads; src/lib/earlyFetch.ts hands them to the API client.
(function () {
  var early = {};
  var path = location.pathname;
  var get = function (url, drain) {
    var response = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (drain) {
      // a big body is read as it arrives (the page is mostly waiting meanwhile), not when the app asks
      response = response.then(function (r) {
        return r.arrayBuffer().then(function (body) {
          return new Response(body, { status: r.status, statusText: r.statusText, headers: r.headers });
        });
      });
    }
    response.catch(function () {});
    early[url] = { path: path, at: performance.now(), response: response };
  };
  if (path !== '/login') get('/v1/me');
  var t01 = /^\/transits\/t01\/(view|modify|modify-stored|control-results|history|clone)\/([^/]+)/.exec(path);
  if (t01) get('/v1/t01/' + t01[2] + (t01[1] === 'clone' ? '/clone/document' : '/document'), true);
  window.__vamaEarly = early;
})();
