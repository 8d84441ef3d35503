import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProofForm } from './ProofForm';

// The catalogs are not loaded here: a key stands for its text.
vi.mock('../../../../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `[${key}]`, language: 'fr' }),
}));

const render = (node: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, node));
/** The form's props but its field, which goes as createElement's third argument. */
const propsOf = (props: Omit<Parameters<typeof ProofForm>[0], 'children'>) =>
  props as Parameters<typeof ProofForm>[0];

describe("a re-authentication method's form", () => {
  it("shows its field, then a submit button 'Confirmer' that spans the dialog", () => {
    const html = render(
      createElement(
        ProofForm,
        propsOf({ onSubmit: () => {}, isPending: false }),
        createElement('input', { name: 'password' }),
      ),
    );
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(html.indexOf('name="password"')).toBeLessThan(html.indexOf('[auth.reauth.confirm]'));
    const button = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('data-block="true"');
  });

  it('is busy while the proof is checked', () => {
    const html = render(createElement(ProofForm, propsOf({ onSubmit: () => {}, isPending: true }), null));
    expect(html).toMatch(/<button[^>]*data-loading="true"/);
  });
});
