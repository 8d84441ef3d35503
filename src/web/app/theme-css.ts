import {
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';

type Variables = Record<string, string>;

const changedFrom = (values: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));

/**
 * The theme's CSS variables, as MantineProvider would write them at run time (only those differing
 * from Mantine's defaults, which its default-css-variables.css holds). The build writes them into the
 * first load's stylesheet (vite.config.ts), so the landing's colours do not wait for Mantine's code.
 */
export const themeCss = (override: MantineThemeOverride, resolver: CSSVariablesResolver): string => {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(theme);
  const extra = resolver(theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const merged: ConvertCSSVariablesInput = {
    variables: changedFrom({ ...base.variables, ...extra.variables }, defaults.variables),
    light: changedFrom({ ...base.light, ...extra.light }, defaults.light),
    dark: changedFrom({ ...base.dark, ...extra.dark }, defaults.dark),
  };
  return convertCssVariables(merged);
};
