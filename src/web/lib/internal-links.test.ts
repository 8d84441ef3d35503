import { describe, expect, it } from 'vitest';
import { internalPath } from './internal-links';

describe('internalPath', () => {
  it('keeps paths of this site', () => {
    expect(internalPath('/page/help')).toBe('/page/help');
    expect(internalPath('/network?tab=mine#top')).toBe('/network?tab=mine#top');
  });

  it('leaves other sites, schemes, anchors and server paths to the browser', () => {
    for (const href of [
      'https://example.com/',
      '//example.com/x',
      '/\\example.com',
      'mailto:contact@example.com',
      '#section',
      '/api/v1/pages/help',
      '/storage/logo.png',
      null,
      '',
    ]) {
      expect(internalPath(href)).toBeUndefined();
    }
  });
});
