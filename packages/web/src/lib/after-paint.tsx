import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads after the page has painted (decisions 122, 127): `Plain`, drawn from elements the page
 * already has, stands in while it loads, and for good when it cannot load (no signal). Both take the same props.
 */
export function afterPaint<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, Plain: ComponentType<P>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) }), () => ({ default: Plain })));
  return function AfterPaint(props: P) {
    return <Suspense fallback={<Plain {...props} />}><Lazy {...props} /></Suspense>;
  };
}
