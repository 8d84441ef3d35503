import { vi } from 'vitest';

/**
 * A module imported afresh, after the test file's `vi.mock`s, with the React, server renderer and
 * `render-html` helpers it shares. The test files share a worker's modules (vitest.config.ts:
 * `isolate: false`), so a component another file loaded first would otherwise come without this file's
 * mocks; everything that renders it is imported again with it, so that one React runs the hooks.
 */
export const freshModules = async <Module>(load: () => Promise<Module>) => {
  vi.resetModules();
  const [react, server, html, module] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('./render-html'),
    load(),
  ]);
  return { react, server, html, module };
};
