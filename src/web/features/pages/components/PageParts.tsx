import { Button, Center, Loader, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** The staff's link from a public page to where it is edited in the back office. */
export function EditPageButton({
  to,
  label,
  isAlignedStart = false,
}: {
  to: string;
  label: string;
  isAlignedStart?: boolean;
}) {
  return (
    <Button
      component={Link}
      to={to}
      variant="light"
      size="xs"
      leftSection={<IconEdit size={14} stroke={1.8} aria-hidden />}
      style={isAlignedStart ? { alignSelf: 'flex-start' } : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * A public page's list (`children`), or what stands in its place: the loader, the failure with Retry,
 * or `empty` when the list `isEmpty`.
 */
export function PageQueryState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError)
    return <ErrorState messageKey={errorMessageKey(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <Text c="dimmed">{empty}</Text>;
  return children;
}
