import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import { Loading } from './Loading';

interface ItemSectionProps {
  id: string;
  title: string;
  /** The owner's "Ajouter …" button; absent on another member's profile or while a form is open. */
  addLabel?: string;
  onAdd?: () => void;
  /** The pointer or the focus is on the add button: time to fetch the form's code. */
  onAddIntent?: () => void;
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  /** The new item's form, shown above the list. */
  form?: ReactNode;
  children: ReactNode;
}

/** A card of the profile's sub-lists (000 §2.7): heading, "add" button, the list or its empty state. */
export function ItemSection({
  id,
  title,
  addLabel,
  onAdd,
  onAddIntent,
  isLoading,
  isError,
  isEmpty,
  emptyText,
  form,
  children,
}: ItemSectionProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby={`${id}-title`} padding="lg">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="h3" id={`${id}-title`}>
          {title}
        </Title>
        {addLabel && onAdd && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} stroke={2} aria-hidden />}
            onClick={onAdd}
            {...intentHandlers(onAddIntent)}
          >
            {addLabel}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {form}
        {isLoading ? (
          <Loading py="md" />
        ) : isError ? (
          <Text c="red.8" size="sm" role="alert">
            {t('profiles.items.loadError')}
          </Text>
        ) : isEmpty && !form ? (
          <Note>{emptyText}</Note>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
