import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SideCard } from './KeyInfo';

const render = (node: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, node));
/** The card's props but its content, which goes as createElement's third argument. */
const propsOf = (props: Omit<Parameters<typeof SideCard>[0], 'children'>) =>
  props as Parameters<typeof SideCard>[0];

describe("a tender's side card", () => {
  it('is an aside named by its level-2 heading, then its content', () => {
    const html = render(
      createElement(SideCard, propsOf({ id: 'tender-contact', title: 'Contact' }), 'Awa Diop'),
    );
    expect(html).toMatch(/<aside[^>]*aria-labelledby="tender-contact"/);
    expect(html).toMatch(/<h2[^>]*id="tender-contact"[^>]*>Contact<\/h2>/);
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('Awa Diop'));
  });

  it('is a plain block when told so', () => {
    const html = render(
      createElement(SideCard, propsOf({ id: 'tender-apply', title: 'Candidater', component: 'div' }), '…'),
    );
    expect(html).not.toContain('<aside');
    expect(html).toMatch(/<div[^>]*aria-labelledby="tender-apply"/);
  });
});
