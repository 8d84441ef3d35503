import type { ModalProps } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

// Mantine's modal draws in a portal once mounted in a page: here a stand-in shows what it was given.
vi.mock('@mantine/core', () => ({
  Modal: ({ opened, closeButtonProps }: ModalProps) =>
    createElement('div', { 'data-opened': String(opened), 'data-close': closeButtonProps?.['aria-label'] }),
}));
vi.mock('../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `text of ${key}`, language: 'fr' }),
}));

const render = (props: Partial<ModalProps>) =>
  renderToStaticMarkup(createElement(Modal, { opened: true, onClose: () => {}, ...props }));

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
