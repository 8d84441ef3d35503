import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCss } from './theme-css';

describe('the theme stylesheet of the first load', () => {
  it('holds exactly the CSS variables MantineProvider would write for the theme', () => {
    const html = renderToString(
      createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
    );
    const written = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
    expect(written).toBeTruthy();
    expect(themeCss(theme, cssVariablesResolver)).toBe(written);
  });

  it('carries the theme: its colours and the accessible dimmed grey', () => {
    const css = themeCss(theme, cssVariablesResolver);
    expect(css).toContain('--mantine-color-sankofa-8: #026f62');
    expect(css).toContain('--mantine-color-dimmed: #5b6470');
  });
});
