// Inlined into every page of the website build (config/website-html-plugin.ts). A prerendered
// page is readable and styled without JavaScript, so the app's code is fetched only once the page
// has loaded and painted its content: it never competes with the first paint for the network.
// The empty app shell (signed-in routes) has nothing to show first and starts the app at once.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
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
