import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep teal: trust and calm, the primary of buttons, links and focus rings. */
const sankofa: MantineColorsTuple = [
  '#e8f6f4',
  '#d2ebe7',
  '#a3d5cd',
  '#71bdb1',
  '#49a99a',
  '#2f9c8c',
  '#1f9484',
  '#0f8071',
  '#026f62',
  '#005f54',
];

/** Warm ochre, the accent of highlights and figures (kente and earth tones). */
const ochre: MantineColorsTuple = [
  '#fdf6e7',
  '#f8ead0',
  '#f0d3a0',
  '#e8bb6c',
  '#e1a742',
  '#dc9a28',
  '#da9319',
  '#c17f0c',
  '#ac7003',
  // Darker than a regular ramp so small ochre text keeps a 4.5:1 contrast on light surfaces.
  '#845400',
];

/** Deep indigo for dark surfaces (hero, call to action, footer). */
const indigo: MantineColorsTuple = [
  '#eef0fa',
  '#dadef0',
  '#b2b9e0',
  '#8892d0',
  '#6571c3',
  '#4f5cbb',
  '#4451b8',
  '#3542a2',
  '#2d3a92',
  '#1f2b6e',
];

const systemFonts =
  'Inter, "Segoe UI Variable", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { sankofa, ochre, indigo },
  primaryColor: 'sankofa',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFonts,
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '16px', xl: '24px' },
  black: '#1b2230',
  cursorType: 'pointer',
  // Dialogs, menus and collapses open without motion for members whose system asks for less (WCAG 2.3.3).
  respectReducedMotion: true,
  autoContrast: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    // A select's list is mounted only while it is open: kept mounted (Mantine's default), floating-ui
    // places the hidden list again at every render of the page, a style read on it and each ancestor.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

// Mantine's dimmed grey (#868e96) and error red (#fa5252) are below 4.5:1 on white; these pass on
// every light surface used (axe, WCAG AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b6470', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
