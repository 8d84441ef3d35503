import { Badge, Box, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../../common/contracts/admin';
import { formatDateTime } from '../utils/format-date';
import { isLogAction, logActionLabel, logActions } from '../utils/labels';
import classes from './ResultList.module.css';

/** Details as one compact line of JSON; nothing for an empty object. */
const compactDetails = (details: LogEntry['details']): string | null =>
  Object.keys(details).length === 0 ? null : JSON.stringify(details);

function ActionBadge({ action }: { action: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      radius="sm"
      color={isLogAction(action) ? logActions[action] : 'gray'}
      tt="none"
      miw="max-content"
    >
      {logActionLabel(action, t)}
    </Badge>
  );
}

function Details({ details }: { details: LogEntry['details'] }) {
  const { t } = useTranslation();
  const text = compactDetails(details);
  if (!text)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.logs.noDetails')}
      </Text>
    );
  return (
    <Code block fz="xs" className={classes.details}>
      {text}
    </Code>
  );
}

/** The log rows: a table from 768 px, a stacked list below. */
export function LogResults({ items }: { items: readonly LogEntry[] }) {
  const { t } = useTranslation();
  const memberOf = (entry: LogEntry) => entry.email ?? t('admin.logs.noMember');
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.logs.columns.date')}</Table.Th>
                <Table.Th>{t('admin.logs.columns.member')}</Table.Th>
                <Table.Th>{t('admin.logs.columns.action')}</Table.Th>
                <Table.Th>{t('admin.logs.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }} c={entry.email ? undefined : 'dimmed'}>
                      {memberOf(entry)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <ActionBadge action={entry.action} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', maxWidth: 460 }}>
                    <Details details={entry.details} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <Box hiddenFrom="sm" component="ul" className={classes.list}>
        {items.map((entry) => (
          <li key={entry.id} className={`${classes.item} ${classes.entry}`}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.createdAt)}
                </Text>
                <ActionBadge action={entry.action} />
              </Group>
              <Text size="sm" truncate c={entry.email ? undefined : 'dimmed'}>
                {memberOf(entry)}
              </Text>
              <Details details={entry.details} />
            </Stack>
          </li>
        ))}
      </Box>
    </>
  );
}
