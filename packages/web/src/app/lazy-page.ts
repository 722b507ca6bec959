import { createElement, type ComponentType } from 'react';

/** A page of its own chunk, drawn under Suspense as React's `lazy` would, that can also be loaded before it is drawn. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route's page as a chunk of its own (code-split routes). Unlike React's `lazy`, the chunk can be loaded first (`preload`) and the page is then drawn at once: a server-rendered page taken over by
 * the app must not suspend, or its markup is dropped for the loading bar and drawn again (decision 352). A chunk that
 * failed to load is tried again at the next drawing.
 */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): LazyPage => {
  let loaded: ComponentType | undefined;
  let failed: unknown;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m[name] as ComponentType;
      },
      (error: unknown) => {
        failed = error;
        loading = undefined;
        throw error;
      },
    ));
  const Page = (props: object) => {
    if (loaded) return createElement(loaded, props);
    if (failed !== undefined) {
      const error = failed;
      failed = undefined;
      throw error;
    }
    // Suspense waits for it (and draws again whether it loaded or failed)
    throw preload();
  };
  return Object.assign(Page, { preload });
};
