// The take-over of a server-rendered public page (docs/decisions/332). The server writes this classic script in place
// of the app's module script, so the page is read, scrolled and its links followed before any of the app's code runs:
// the app is loaded and takes the page over at the visitor's first touch or key, or once the page has been shown 5 s
// and the browser is idle. Its files are already fetched by the page's modulepreload links.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  var SHOWN_MS = 5000;
  var done = false;
  function take() {
    if (done) return;
    done = true;
    TOUCHES.forEach(function (name) {
      window.removeEventListener(name, take, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  TOUCHES.forEach(function (name) {
    window.addEventListener(name, take, { capture: true, passive: true });
  });
  function idle() {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(take, { timeout: 2000 });
    else take();
  }
  function shown() {
    setTimeout(idle, SHOWN_MS);
  }
  if (document.readyState === 'complete') shown();
  else window.addEventListener('load', shown, { once: true });
})();
