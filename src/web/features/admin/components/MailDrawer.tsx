import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Drawer,
  Group,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OutboxMail } from '../../../../common/contracts/admin';
import { ExternalLink } from '../../../components/ExternalLink';
import { NamedIcon } from '../../../components/overlays/LazyTooltip';
import { formatLongDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useResendMail } from '../api/get-mails';
import { mailKindLabel, mailStatusColor } from '../utils/labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

interface MailDrawerProps {
  /** The last mail opened: kept while the drawer slides out, so it does not empty on close. */
  mail: OutboxMail | null;
  opened: boolean;
  onClose: () => void;
}

/** One outbox mail in full: addressee, status, the link it carries and its text body. */
export function MailDrawer({ mail, opened, onClose }: MailDrawerProps) {
  const { t, language } = useTranslation();
  return (
    <Drawer
      opened={opened && mail !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{mail?.subject}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mail && (
        <Stack gap="lg">
          <Group gap="xs">
            <Badge variant="light" color="indigo" radius="sm" tt="none">
              {mailKindLabel(mail.kind, t)}
            </Badge>
            <Badge variant="light" color={mailStatusColor[mail.status]} radius="sm" tt="none">
              {t(`admin.mails.status.${mail.status}`)}
            </Badge>
          </Group>
          <Field label={t('admin.mails.columns.to')}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {mail.toAddress}
            </Text>
          </Field>
          <Field label={t('admin.mails.columns.date')}>
            <Text size="sm">{formatLongDateTime(mail.createdAt, language)}</Text>
          </Field>
          {mail.nextAttemptAt && (
            <Field label={t('admin.mails.nextAttemptLabel')}>
              <Text size="sm">{formatLongDateTime(mail.nextAttemptAt, language)}</Text>
            </Field>
          )}
          {mail.error && (
            <Alert
              color={mail.status === 'retrying' ? 'orange' : 'red'}
              variant="light"
              title={t('admin.mails.deliveryError')}
            >
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {mail.error}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('admin.mails.attempts', { count: mail.attempts })}
              </Text>
            </Alert>
          )}
          {(mail.status === 'failed' || mail.status === 'held') && (
            <ResendButton id={mail.id} onDone={onClose} />
          )}
          {mail.link && (
            <Field label={t('admin.mails.link')}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ExternalLink href={mail.link} size="sm" style={{ wordBreak: 'break-all' }}>
                  {mail.link}
                  <IconExternalLink
                    size={14}
                    aria-hidden
                    style={{ marginInlineStart: 4, verticalAlign: -2 }}
                  />
                </ExternalLink>
                <CopyButton value={mail.link} timeout={2000}>
                  {({ copied, copy }) => (
                    <NamedIcon label={t(copied ? 'admin.mails.copied' : 'admin.mails.copyLink')}>
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'sankofa' : 'gray'}
                        onClick={copy}
                        aria-label={t(copied ? 'admin.mails.copied' : 'admin.mails.copyLink')}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </NamedIcon>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {t('admin.mails.linkWarning')}
              </Text>
            </Field>
          )}
          <Field label={t('admin.mails.body')}>
            <Paper withBorder radius="md" p="md" bg="gray.0">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {mail.text}
              </Text>
            </Paper>
          </Field>
        </Stack>
      )}
    </Drawer>
  );
}

/** "Renvoyer": puts a failed or held mail back in the queue (its address's bounce mark cleared). */
function ResendButton({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const resend = useResendMail();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        loading={resend.isPending}
        onClick={() => resend.mutate(id, { onSuccess: onDone })}
      >
        {t('admin.mails.resend')}
      </Button>
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {resend.error.message}
        </Text>
      )}
    </Stack>
  );
}
