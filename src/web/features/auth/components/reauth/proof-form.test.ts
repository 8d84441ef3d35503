import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshModules } from '../../../../test/fresh-modules';

// The catalogs are not loaded here: a key stands for its text.
vi.mock('../../../../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `[${key}]`, language: 'fr' }),
}));
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('../../../../lib/i18n');
  vi.resetModules();
});

let form: Awaited<ReturnType<typeof load>>;
const load = () => freshModules(() => import('./ProofForm'));
beforeAll(async () => {
  form = await load();
});

describe("a re-authentication method's form", () => {
  it("shows its field, then a submit button 'Confirmer' that spans the dialog", () => {
    const html = form.html.renderHtml(
      form.html.elementOf(
        form.module.ProofForm,
        { onSubmit: () => {}, isPending: false },
        form.react.createElement('input', { name: 'password' }),
      ),
    );
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(html.indexOf('name="password"')).toBeLessThan(html.indexOf('[auth.reauth.confirm]'));
    const button = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('data-block="true"');
  });

  it('is busy while the proof is checked', () => {
    const html = form.html.renderHtml(
      form.html.elementOf(form.module.ProofForm, { onSubmit: () => {}, isPending: true }, null),
    );
    expect(html).toMatch(/<button[^>]*data-loading="true"/);
  });
});
