// The take-over of a server-rendered public page (docs/decisions/332, 352). The server writes this classic script in
// place of the app's module script, so the page is read, scrolled and its links followed before any of the app's code
// runs: the app is loaded and takes the page over at the visitor's first touch or key, or once the page has been shown
// 5 s and the browser is idle. Its files are fetched (prefetch) once the page has loaded, one per idle moment.
//
// A tap on a button before the app has the page is kept, not lost: its click is held here and given to the same
// element once the app has taken the page over (the app's code fires `portal:taken-over` then, main.tsx). A choice
// made in a select or a field in the meantime is told to the app the same way, and the field focused is focused
// again. Links need nothing: they are plain links, and a tap on one loads the next page from the server.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  var SHOWN_MS = 5000;
  var done = false;
  var taken = false;
  var held = [];

  function take() {
    if (done) return;
    done = true;
    files = []; // the entry fetches what is left itself
    TOUCHES.forEach(function (name) {
      window.removeEventListener(name, take, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }

  var CONTROL = 'button, [role="button"], input, select, textarea, label, summary, [tabindex]';

  /** The elements like `el` (its tag and its text) on the page, in order: how the same control is found again. */
  function alike(el) {
    var text = el.textContent;
    return Array.prototype.filter.call(document.querySelectorAll(el.tagName), function (other) {
      return other.textContent === text;
    });
  }

  /** A click, a change or an input on the page before the app has it: held for the app (not on a plain link). */
  function hold(event) {
    if (taken || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
    var target = event.target.closest(CONTROL) || event.target;
    if (event.type === 'click') {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    held.push({ type: event.type, target: target, nth: alike(target).indexOf(target) });
    take();
  }

  /** The held element, or the one in its place when the app drew the page afresh (same tag, text and order). */
  function found(e) {
    return e.target.isConnected ? e.target : alike(e.target)[e.nth] || null;
  }

  function replay() {
    taken = true;
    ['click', 'change', 'input'].forEach(function (name) {
      window.removeEventListener(name, hold, true);
    });
    // a field focused before the app came is focused again, so that the app hears it (a searchable selector opens)
    var active = document.activeElement;
    if (active && active !== document.body && active.closest('#root') && typeof active.focus === 'function') {
      active.blur();
      active.focus();
    }
    var events = held;
    held = [];
    events.forEach(function (e) {
      var target = found(e);
      if (!target) return;
      if (e.type === 'click' && typeof target.click === 'function') target.click();
      else {
        if ('value' in e.target && 'value' in target && target !== e.target) target.value = e.target.value;
        target.dispatchEvent(new Event(e.type, { bubbles: true }));
      }
    });
  }

  TOUCHES.forEach(function (name) {
    window.addEventListener(name, take, { capture: true, passive: true });
  });
  ['click', 'change', 'input'].forEach(function (name) {
    window.addEventListener(name, hold, true);
  });
  document.addEventListener('portal:taken-over', replay, { once: true });
  function idle() {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(take, { timeout: 2000 });
    else take();
  }
  /**
   * The app's files, fetched once the page has loaded, one per idle moment: at hand for the take-over, never in the
   * page's own way (each fetch begun costs the main thread a little: twelve at once were one long task on a slow phone).
   */
  var files = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function later(fn) {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 1000 });
    else setTimeout(fn, 0);
  }
  function prefetchNext() {
    var file = files.shift();
    if (!file) return;
    var link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.appendChild(link);
    later(prefetchNext);
  }
  function shown() {
    later(prefetchNext);
    setTimeout(idle, SHOWN_MS);
  }
  if (document.readyState === 'complete') shown();
  else window.addEventListener('load', shown, { once: true });
})();
