import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

type Kind = 'success' | 'info' | 'warning' | 'error';

interface KindStyle {
  kind: Kind;
  color: string;
  icon: ReactNode;
  /** A real message of the product for this kind. */
  messageKey: string;
}

const kinds: readonly KindStyle[] = [
  {
    kind: 'success',
    color: 'sankofa',
    icon: <IconCircleCheck aria-hidden />,
    messageKey: 'invite.success',
  },
  { kind: 'info', color: 'indigo', icon: <IconInfoCircle aria-hidden />, messageKey: 'auth.resent' },
  {
    kind: 'warning',
    color: 'ochre',
    icon: <IconAlertTriangle aria-hidden />,
    messageKey: 'errors.mail_rate_limited',
  },
  { kind: 'error', color: 'red', icon: <IconAlertCircle aria-hidden />, messageKey: 'common.panelError' },
];

/**
 * The alerts demo (002 §2 "/alert-demo"): the app's two ways of telling people something, an alert in
 * the page and a short-lived notification, in their four kinds, with real messages of the product.
 */
export function AlertDemo() {
  const { t } = useTranslation();
  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby="alert-demo-inline">
        <Title order={2} fz="h3" id="alert-demo-inline">
          {t('demo.alerts.inline')}
        </Title>
        <Text c="dimmed">{t('demo.alerts.inlineBody')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {kinds.map(({ kind, color, icon, messageKey }) => (
            <Alert
              key={kind}
              color={color}
              variant="light"
              icon={icon}
              title={t(`demo.alerts.${kind}`)}
              data-kind={kind}
            >
              {t(messageKey)}
            </Alert>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="alert-demo-toasts">
        <Title order={2} fz="h3" id="alert-demo-toasts">
          {t('demo.alerts.toasts')}
        </Title>
        <Text c="dimmed">{t('demo.alerts.toastsBody')}</Text>
        <Group gap="sm">
          {kinds.map(({ kind, color, icon, messageKey }) => (
            <Button
              key={kind}
              variant="light"
              color={color}
              // Mantine's light ochre is below 4.5:1 on its tint: the darkest ochre on a paler hover passes.
              c={kind === 'warning' ? 'ochre.9' : undefined}
              style={kind === 'warning' ? { '--button-hover': 'var(--mantine-color-ochre-1)' } : undefined}
              leftSection={icon}
              onClick={() => notify({ color, icon, title: t(`demo.alerts.${kind}`), message: t(messageKey) })}
            >
              {t(`demo.alerts.${kind}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
