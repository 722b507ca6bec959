/**
 * Resolves once the page has been built and painted: when the browser is next idle (a long list built a part per
 * task comes first), or after a short wait where there is no idle callback (Safari). Code a page can do without
 * at first (its selectors, a form's schema, the cart) loads then, not in the tasks that paint it (decision 138).
 */
export const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 300);
  });
