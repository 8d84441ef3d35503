import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { elementOf, renderHtml } from '../../../../test/render-html';
import { ProofForm } from './ProofForm';

// The catalogs are not loaded here: a key stands for its text.
vi.mock('../../../../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `[${key}]`, language: 'fr' }),
}));

describe("a re-authentication method's form", () => {
  it("shows its field, then a submit button 'Confirmer' that spans the dialog", () => {
    const html = renderHtml(
      elementOf(
        ProofForm,
        { onSubmit: () => {}, isPending: false },
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
    const html = renderHtml(elementOf(ProofForm, { onSubmit: () => {}, isPending: true }, null));
    expect(html).toMatch(/<button[^>]*data-loading="true"/);
  });
});
