import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProjectSection } from './ProjectSection';

const render = (node: ReactElement) => renderToStaticMarkup(createElement(MantineProvider, null, node));
/** The section's props but its content, which goes as createElement's third argument. */
const propsOf = (props: Omit<Parameters<typeof ProjectSection>[0], 'children'>) =>
  props as Parameters<typeof ProjectSection>[0];

describe("a project page's section", () => {
  it('is a section named by its level-2 heading, then its content', () => {
    const html = render(
      createElement(
        ProjectSection,
        propsOf({ id: 'project-people', title: 'Participants' }),
        'Awa et 3 autres',
      ),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="project-people"/);
    expect(html).toMatch(/<h2[^>]*id="project-people"[^>]*>Participants<\/h2>/);
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('Awa et 3 autres'));
  });

  it('sets a badge beside the heading', () => {
    const html = render(
      createElement(
        ProjectSection,
        propsOf({ id: 'requests', title: 'Demandes', badge: createElement('b', null, '2') }),
        'Aucune demande',
      ),
    );
    expect(html).toMatch(/<h2[^>]*>Demandes<\/h2><b>2<\/b>/);
  });
});
