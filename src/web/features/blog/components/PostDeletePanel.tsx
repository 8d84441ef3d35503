import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

interface PostDeletePanelProps {
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The panel under an article's head asking before it is deleted (001 §2.19). */
export function PostDeletePanel({ isPending, onConfirm, onCancel }: PostDeletePanelProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-red-0)"
      role="region"
      aria-label={t('blog.post.deleteTitle')}
    >
      <Stack gap="sm">
        <Text fw={600}>{t('blog.post.deleteTitle')}</Text>
        <Text size="sm">{t('blog.post.deleteBody')}</Text>
        <Group gap="xs">
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {t('blog.post.confirmDelete')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('blog.post.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
