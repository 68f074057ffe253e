/**
 * A component downloaded on first render (React.lazy) from a module's named export: each route's page,
 * and the parts of a page only some visits need, become chunks of their own, so /login does not
 * download the signed-in app (decision 062). A Suspense boundary above shows 'Loading...' meanwhile.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props (React.lazy's own bound)
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
