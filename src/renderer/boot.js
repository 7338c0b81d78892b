// Inlined into every page of the website build (config/website-html-plugin.ts). A prerendered
// page is readable and styled without JavaScript, so the app's code is fetched only once the page
// has loaded and painted its content: it never competes with the first paint for the network.
// A signed-in route's prerendered shell names the app's modules in data-preload: they are all
// asked for at that moment, beside the entry. The empty app shell has nothing to show first,
// preloads the entry's modules in its head and starts the app at once; it serves the routes with
// parameters, and names each one's own modules in data-routes ("/video/:videoId /assets/a.js …|…").
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var routes = (script.getAttribute('data-routes') || '').split('|').filter(Boolean);
  // As the router reads it: a trailing slash does not change the route.
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  modules = modules.concat(modulesOfRoute(routes, path.split('/')));

  function modulesOfRoute(routes, segments) {
    for (var i = 0; i < routes.length; i++) {
      var files = routes[i].split(' ');
      var pattern = (files.shift() || '').split('/');
      var matches =
        pattern.length === segments.length &&
        pattern.every(function (part, at) {
          return part.charAt(0) === ':' ? segments[at] !== '' : part === segments[at];
        });
      if (matches) return files;
    }
    return [];
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    document.head.appendChild(app);
    preloadFrom(0);
  }
  // Each preload starts a request on the page's thread (about 2.6 ms at Lighthouse's 4× slowdown):
  // six per task, so fifty of them never hold the page for long.
  var PRELOADS_PER_TASK = 6;
  function preloadFrom(first) {
    modules.slice(first, first + PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (first + PRELOADS_PER_TASK < modules.length) {
      setTimeout(function () {
        preloadFrom(first + PRELOADS_PER_TASK);
      }, 0);
    }
  }

  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  var loaded = false;
  var painted = !paintTiming;
  function startAfterPaint() {
    if (!loaded || !painted) return;
    // A timer set in an animation frame runs after that frame has painted.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!root || !root.hasChildNodes()) start();
  });
  window.addEventListener('load', function () {
    loaded = true;
    startAfterPaint();
  });
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startAfterPaint();
    }).observe({ type: 'paint', buffered: true });
  }
})();
