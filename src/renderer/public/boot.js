/* global document, window */
// Starts the app once the page has loaded. The prerendered HTML is readable and styled without
// JavaScript, so the app's code is fetched only after the first paint and never competes with it.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);
})();
