import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { SessionCheck } from '../../features/auth/components/SessionCheck';
import { useTranslation } from '../../lib/i18n';
import { useSiteName } from '../../lib/public-settings';

/** `/blog-auth-test` (000 §2.1, §8; 001 §2.19): public test page of the session used to publish. */
export function Component() {
  const { t } = useTranslation();
  const title = t('demo.blogAuth.title');
  useDocumentTitle(t('app.documentTitle', { title, site: useSiteName() }));
  return (
    <Container size="md" w="100%" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: title }]} />
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={620}>
          {t('demo.blogAuth.intro')}
        </Text>
        <SessionCheck />
      </Stack>
    </Container>
  );
}
