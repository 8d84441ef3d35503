import { Box, Center, Loader, Paper, Stack, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Note } from '../Note';
import { QueryFailure } from '../QueryFailure';

/** Where a list's rows would be: while loading, on failure (with retry), or when there is nothing. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <Center py={48} role="status">
      <Loader size="md" aria-label={t('app.loading')} />
    </Center>
  );
}

/** A list's failed read where its rows would be: the `QueryFailure` (titled `title`, with Retry), inset. */
export function ListError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Box m="md">
      <QueryFailure error={error} message={title} onRetry={onRetry} />
    </Box>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return (
    <Center py={56} px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={28} stroke={1.5} />
        </ThemeIcon>
        <Note>{message}</Note>
      </Stack>
    </Center>
  );
}

/** The empty state on its own bordered panel, where a list of cards would stand; `children` below it. */
export function ListEmptyPanel({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg">
      <ListEmpty message={message} />
      {children}
    </Paper>
  );
}

/**
 * A query's answer (`children(data)`), or what stands in its place: the loader, or the failure titled
 * `errorTitle` with Retry.
 */
export function QueryShown<Data>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<Data>;
  errorTitle: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <ListLoading />;
  if (query.isError)
    return <ListError error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/**
 * A list query's rows (`children`), or what stands in their place: the loader, the failure titled
 * `errorTitle` with Retry, or `empty` when the answer holds none.
 */
export function QueryList<Item>({
  query,
  items,
  errorTitle,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  items: readonly Item[];
  errorTitle: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading />;
  if (query.isError)
    return <ListError error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  return items.length === 0 ? empty : children;
}
