import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Note } from '../../../components/Note';
import { isApiError } from '../../../lib/api-client';
import { timeLabel } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';

export interface TestLogEntry {
  id: number;
  at: Date;
  tone: 'success' | 'info' | 'error';
  text: string;
}

let nextId = 0;

/** The on-screen log of the test screens (001 §2.17 "a log of results", "clear"). */
export const useTestLog = () => {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<TestLogEntry[]>([]);
  const add = useCallback(
    (tone: TestLogEntry['tone'], text: string) =>
      setEntries((current) => [{ id: ++nextId, at: new Date(), tone, text }, ...current]),
    [],
  );
  /** A failed test: signed out (§2.17's text), or the error's own text. */
  const addError = useCallback(
    (error: unknown, format: (message: string) => string) => {
      if (isApiError(error) && error.status === 401) add('error', t('admin.tests.signedOut'));
      else
        add('error', format(isApiError(error) ? t(`errors.${error.code}`) : t('admin.tests.unknownError')));
    },
    [add, t],
  );
  return { entries, add, addError, clear: () => setEntries([]) };
};

const icons = { success: IconCheck, info: IconInfoCircle, error: IconAlertTriangle };
const colors = { success: 'green', info: 'blue', error: 'red' };

export function TestLog({ entries, onClear }: { entries: TestLogEntry[]; onClear: () => void }) {
  const { t, language } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('admin.tests.log')}
          </Title>
          <Button variant="default" size="xs" onClick={onClear} disabled={entries.length === 0}>
            {t('admin.tests.clear')}
          </Button>
        </Group>
        <Stack gap="xs" role="log" aria-live="polite" data-testid="test-log">
          {entries.length === 0 ? (
            <Note>{t('admin.tests.logEmpty')}</Note>
          ) : (
            entries.map((entry) => {
              const Icon = icons[entry.tone];
              return (
                <Group key={entry.id} gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size="sm" radius="xl" variant="light" color={colors[entry.tone]} aria-hidden>
                    <Icon size={14} />
                  </ThemeIcon>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
                    {timeLabel(entry.at.toISOString(), language)}
                  </Text>
                  <Text size="sm">{entry.text}</Text>
                </Group>
              );
            })
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
