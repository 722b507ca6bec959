import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './idle';

/**
 * A component whose code loads after the page has painted (decisions 122, 127, 138): `Plain`, drawn from elements the
 * page already has, stands in while it loads, and for good when it cannot load (no signal). Both take the same props.
 * Each stand-in is replaced in a task of its own, so a page of four selectors does not build them in one long task.
 */
export function afterPaint<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  Plain: ComponentType<P>,
) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  return function AfterPaint(props: P) {
    const [Real, setReal] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Real) return;
      let live = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      loading ??= whenIdle()
        .then(load)
        .then(pick, () => Plain);
      void loading.then((component) => {
        timer = setTimeout(() => {
          loaded = component;
          if (live) setReal(() => component);
        }, 0);
      });
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [Real]);
    return Real ? <Real {...props} /> : <Plain {...props} />;
  };
}
