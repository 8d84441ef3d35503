import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../../../test/render-html';
import { ProjectSection } from './ProjectSection';

describe("a project page's section", () => {
  it('is a section named by its level-2 heading, then its content', () => {
    const html = renderHtml(
      elementOf(ProjectSection, { id: 'project-people', title: 'Participants' }, 'Awa et 3 autres'),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="project-people"/);
    expect(html).toMatch(/<h2[^>]*id="project-people"[^>]*>Participants<\/h2>/);
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('Awa et 3 autres'));
  });

  it('sets a badge beside the heading', () => {
    const html = renderHtml(
      elementOf(
        ProjectSection,
        { id: 'requests', title: 'Demandes', badge: createElement('b', null, '2') },
        'Aucune demande',
      ),
    );
    expect(html).toMatch(/<h2[^>]*>Demandes<\/h2><b>2<\/b>/);
  });
});
