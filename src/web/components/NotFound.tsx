import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NotFoundProps {
  /** Catalog key of the heading; "Page introuvable" by default (a missing static page says its own). */
  titleKey?: string;
  bodyKey?: string;
  /** For the window title; the catalog's site name by default. */
  siteName?: string;
}

/** A 404 page with the way back home: unknown paths, missing static pages. */
export function NotFound({
  titleKey = 'notFound.title',
  bodyKey = 'notFound.body',
  siteName,
}: NotFoundProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.documentTitle', { title: t(titleKey), site: siteName ?? t('app.name') }));
  return (
    <Center flex={1} py={80} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={72} fw={800} lh={1} c="sankofa.8" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          {t(titleKey)}
        </Title>
        <Text c="dimmed">{t(bodyKey)}</Text>
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
