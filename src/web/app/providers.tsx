import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../lib/api-client';
import { NotificationsHost } from './shell/NotificationsHost';
import { theme } from './theme';

/** The app's query cache; main.tsx creates it early, to start the first requests before rendering. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal from the server will not change on retry; a dropped connection may.
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.code === 'network' || error.status >= 500),
      },
    },
  });

// Mantine's dimmed grey (#868e96) and error red (#fa5252) are below 4.5:1 on white; these pass on
// every light surface used (axe, WCAG AA).
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b6470', '--mantine-color-error': '#c92a2a' },
  dark: {},
});

interface AppProvidersProps {
  children: ReactNode;
  /** A cache made beforehand (with requests already under way); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** Everything the app runs inside: theme, notifications and the query cache. */
export function AppProviders({ children, queryClient: givenClient }: AppProvidersProps) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
