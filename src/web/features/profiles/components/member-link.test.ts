import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberLink } from './MemberLink';

const render = (node: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, node));
/** The link's props but its text, which goes as createElement's third argument. */
const propsOf = (props: Omit<Parameters<typeof MemberLink>[0], 'children'>) =>
  props as Parameters<typeof MemberLink>[0];

describe("a member's link", () => {
  it('opens the other site in a new tab, giving it neither this page nor credit', () => {
    const html = render(createElement(MemberLink, propsOf({ href: 'https://awa.example' }), 'awa.example'));
    expect(html).toMatch(/<a[^>]*href="https:\/\/awa.example"/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('referrerPolicy');
  });

  it('withholds the referrer when asked', () => {
    const html = render(
      createElement(
        MemberLink,
        propsOf({ href: 'https://img.example/a.png', referrerPolicy: 'no-referrer' }),
        'image',
      ),
    );
    expect(html).toContain('referrerPolicy="no-referrer"');
  });
});
