import { IconListCheck } from '@tabler/icons-react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../test/render-html';
import { StateIcon, StateScreen } from './StateScreen';

describe("a page's state screen", () => {
  const html = renderHtml(
    createElement(StateScreen, {
      icon: createElement('span', { 'data-icon': true }),
      title: 'Groupe introuvable',
      body: "Ce groupe n'existe pas ou plus.",
      action: createElement('a', { href: '/groups' }, 'Retour aux groupes'),
    }),
  );

  it('reads icon, title as the h1, what happened, then the way on', () => {
    expect(html).toMatch(/<h1[^>]*>Groupe introuvable<\/h1>/);
    const order = ['data-icon', '<h1', 'Ce groupe n&#x27;existe pas ou plus.', 'Retour aux groupes'].map(
      (part) => html.indexOf(part),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows no icon when given none', () => {
    const plain = renderHtml(
      createElement(StateScreen, { title: 'Erreur', body: 'Le groupe ne répond pas.' }),
    );
    expect(plain).not.toContain('data-icon');
    expect(plain).toMatch(/<h1[^>]*>Erreur<\/h1>/);
  });

  it("draws the state's icon hidden from screen readers, the title says it all", () => {
    const icon = renderHtml(createElement(StateIcon, { icon: IconListCheck, color: 'ochre' }));
    expect(icon).toMatch(/<div[^>]*aria-hidden="true"[^>]*>.*<svg/s);
  });
});
