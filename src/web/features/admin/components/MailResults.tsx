import { Badge, Box, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '../../../../common/contracts/admin';
import { formatDateTime } from '../utils/format-date';
import { mailKindLabel, mailStatusColor } from '../utils/labels';
import classes from './ResultList.module.css';

interface MailResultsProps {
  items: readonly OutboxMail[];
  onOpen: (mail: OutboxMail) => void;
}

function MailBadges({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge component="span" variant="light" color="indigo" radius="sm" tt="none" miw="max-content">
        {mailKindLabel(mail.kind, t)}
      </Badge>
      <Badge
        component="span"
        variant="light"
        color={mailStatusColor[mail.status]}
        radius="sm"
        tt="none"
        miw="max-content"
      >
        {t(`admin.mails.status.${mail.status}`)}
      </Badge>
    </>
  );
}

/** The outbox rows: a table from 768 px, a stacked list below (one button per mail). */
export function MailResults({ items, onOpen }: MailResultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.mails.columns.date')}</Table.Th>
                <Table.Th>{t('admin.mails.columns.to')}</Table.Th>
                <Table.Th>{t('admin.mails.columns.subject')}</Table.Th>
                <Table.Th>{t('admin.mails.columns.kind')}</Table.Th>
                <Table.Th>{t('admin.mails.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((mail) => {
                const [kind, status] = [mailKindLabel(mail.kind, t), t(`admin.mails.status.${mail.status}`)];
                return (
                  <Table.Tr key={mail.id} onClick={() => onOpen(mail)} style={{ cursor: 'pointer' }}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTime(mail.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {mail.toAddress}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {/* The whole row opens the mail; this button gives keyboards and screen readers the same. */}
                      <UnstyledButton
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(mail);
                        }}
                        aria-label={t('admin.mails.open', { subject: mail.subject })}
                        fz="sm"
                        fw={600}
                        c="sankofa.9"
                        ta="left"
                      >
                        {mail.subject}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="indigo" radius="sm" tt="none" miw="max-content">
                        {kind}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={mailStatusColor[mail.status]}
                        radius="sm"
                        tt="none"
                        miw="max-content"
                      >
                        {status}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <Box hiddenFrom="sm" component="ul" className={classes.list}>
        {items.map((mail) => (
          <li key={mail.id} className={classes.item}>
            {/* Phrasing elements only: this is the content of a button. */}
            <UnstyledButton className={classes.button} onClick={() => onOpen(mail)}>
              <Stack component="span" gap={6}>
                <Text component="span" size="xs" c="dimmed">
                  {formatDateTime(mail.createdAt)}
                </Text>
                <Text component="span" size="sm" fw={600} c="sankofa.9">
                  {mail.subject}
                </Text>
                <Text component="span" size="sm" truncate>
                  {mail.toAddress}
                </Text>
                <Group component="span" gap={6}>
                  <MailBadges mail={mail} />
                </Group>
              </Stack>
            </UnstyledButton>
          </li>
        ))}
      </Box>
    </>
  );
}
