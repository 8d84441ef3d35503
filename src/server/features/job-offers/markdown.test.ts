import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '## Missions\n\n- **Concevoir** des API\n- *Relire* le code\n\n[Site](https://exemple.com)',
    );
    expect(html).toContain('<h2>Missions</h2>');
    expect(html).toContain('<li><strong>Concevoir</strong> des API</li>');
    expect(html).toContain('<em>Relire</em>');
    expect(html).toContain(
      '<a target="_blank" href="https://exemple.com" rel="noopener noreferrer nofollow">Site</a>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(1)"> [clic](javascript:alert(1)) <b onclick="x()">gras</b>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript/i);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain('<b>gras</b>');
  });
});
