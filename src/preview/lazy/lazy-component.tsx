// React.lazy, on the one lazy-module mechanism: React.lazy keeps a failed import for good (and
// throws it at a page that has no error boundary), so a panel whose chunk failed once (offline, a
// deploy) could never be drawn again without a reload.
// This component suspends for the nearest <Suspense> like React.lazy; a failed load leaves the
// fallback in place, and the next render that draws the component (it mounts again, its parent
// draws again) loads again. A failure wakes nothing by itself, so it never retries in a loop.
import type { ComponentType, FunctionComponent } from 'react';
import type { LazyModule } from './lazy-module';
import { lazyModule } from './lazy-module';

const ignore = () => undefined;

/** The default export of a module loaded when first drawn. */
export function lazyComponent<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): FunctionComponent<P>;
/** The component `pick` takes from a module loaded when first drawn. */
export function lazyComponent<M, P extends object>(
  source: LazyModule<M> | (() => Promise<M>),
  pick: (module: M) => ComponentType<P>,
): FunctionComponent<P>;
export function lazyComponent<M, P extends object>(
  source: LazyModule<M> | (() => Promise<M>),
  pick: (module: M) => ComponentType<P> = (m) => (m as { default: ComponentType<P> }).default,
): FunctionComponent<P> {
  const module = typeof source === 'function' ? lazyModule(source) : source;
  function Lazy(props: P) {
    const loaded = module.get();
    if (loaded === null) {
      void module.load().catch(ignore);
      // Suspends: the nearest <Suspense> shows its fallback and draws again once the module is there.
      throw module.arrived;
    }
    const Component = pick(loaded);
    return <Component {...props} />;
  }
  return Lazy;
}
