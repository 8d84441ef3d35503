import { Container, Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { AlertDemo } from '../../features/pages/components/AlertDemo';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';

/** `/alert-demo` (000 §2.1, 002 §2): public demo of the alerts and notifications. */
export function Component() {
  const { t } = useTranslation();
  const title = t('demo.alerts.title');
  usePageTitle(title);
  return (
    <Container size="md" w="100%" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: title }]} />
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={620} mb="md">
          {t('demo.alerts.intro')}
        </Text>
        <AlertDemo />
      </Stack>
    </Container>
  );
}
