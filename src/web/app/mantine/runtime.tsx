import { MantineContext, MantineProvider, MantineThemeContext } from '@mantine/core';
import { memo, use, useLayoutEffect } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import type { MantineRuntimeProps } from './gate';

/** Hands the real provider's context values to the gate, again whenever they change. */
function Capture({ onReady }: MantineRuntimeProps) {
  const context = use(MantineContext);
  const mantineTheme = use(MantineThemeContext);
  useLayoutEffect(() => {
    if (context && mantineTheme) onReady({ context, theme: mantineTheme });
  }, [context, mantineTheme, onReady]);
  return null;
}

/**
 * Mantine's provider, loaded on demand by the gate (gate.tsx). Its CSS variables are already in the
 * first load's stylesheet (app/theme-css.ts), so it does not write them again. Memoised: the gate
 * re-renders when the values arrive, and a provider rendering again would hand over new values.
 */
export const MantineRuntime = memo(function MantineRuntime({ onReady }: MantineRuntimeProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
    >
      <Capture onReady={onReady} />
    </MantineProvider>
  );
});
