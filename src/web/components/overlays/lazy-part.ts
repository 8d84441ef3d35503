import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer Props> ? Props : never;

/** A component whose code is a chunk of its own, with `load` to fetch that chunk early (on intent). */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { load: () => Promise<unknown> };

/**
 * The named export `name` of the chunk `load` fetches, as a component to render under `<Suspense>`;
 * `Part.load()` fetches the code ahead (a pointer or the focus reaching what opens it). The chunk is
 * asked for once: the bundler's import caches it.
 */
export const lazyPart = <M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPart<PropsOf<M[K]>> =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> })),
    { load },
  );
