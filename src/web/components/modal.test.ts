import type { ModalProps } from '@mantine/core';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshModules } from '../test/fresh-modules';

// Mantine's modal draws in a portal once mounted in a page: here a stand-in shows what it was given.
vi.mock('@mantine/core', () => ({
  Modal: ({ opened, closeButtonProps }: ModalProps) =>
    createElement('div', { 'data-opened': String(opened), 'data-close': closeButtonProps?.['aria-label'] }),
}));
vi.mock('../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `text of ${key}`, language: 'fr' }),
}));
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('@mantine/core');
  vi.doUnmock('../lib/i18n');
  vi.resetModules();
});

let render: (props: Partial<ModalProps>) => string;
beforeAll(async () => {
  const { react, server, module } = await freshModules(async () => {
    const [modal, overlays] = await Promise.all([import('./Modal'), import('./overlays/load-overlays')]);
    // Mantine's modal loads on a dialog's first opening (overlays/load-overlays.ts): loaded here first,
    // as a page has it once one dialog opened.
    await overlays.loadOverlays();
    return modal;
  });
  render = (props) =>
    server.renderToStaticMarkup(
      react.createElement(module.Modal, { opened: true, onClose: () => {}, ...props }),
    );
});

describe('the shared modal', () => {
  it("names its close button 'Fermer' by default", () => {
    expect(render({})).toContain('data-close="text of common.close"');
  });

  it('keeps the name a dialog gives its close button', () => {
    expect(render({ closeButtonProps: { 'aria-label': 'Fermer la liste' } })).toContain(
      'data-close="Fermer la liste"',
    );
  });

  it('draws nothing until it first opens', () => {
    expect(render({ opened: false })).toBe('');
  });
});
