import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the blog's pages: 'Article non trouvé' (or the spec's other texts) and the way back. */
export function PostMissing({ title, message }: { title: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" w="100%" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {message && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            w="100%"
          >
            <Text size="sm">{message}</Text>
          </Alert>
        )}
        <Button component={Link} to="/blog">
          {t('blog.backToBlog')}
        </Button>
      </Stack>
    </Container>
  );
}
