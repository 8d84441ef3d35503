import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page for any unknown path. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle', { site: t('app.name') }));
  return (
    <Center flex={1} py={80} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={800} lh={1} c="sankofa.8" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
