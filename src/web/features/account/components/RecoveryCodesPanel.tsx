import { Button, Code, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Notice } from '../../../components/Notice';
import { useTranslation } from '../../../lib/i18n';

/** Saves the codes as a text file the member keeps somewhere safe. */
const download = (codes: readonly string[], heading: string) => {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sankofa-codes-de-secours.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/** The ten recovery codes, shown once, with a download; `onDone` hides them for good. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Notice title={t('account.twoFactor.codesTitle')}>{t('account.twoFactor.codesIntro')}</Notice>
      <SimpleGrid cols={2} spacing="xs" aria-label={t('account.twoFactor.codesTitle')}>
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(codes, t('account.twoFactor.codesFileHeading'))}
        >
          {t('account.twoFactor.codesDownload')}
        </Button>
        <Button onClick={onDone}>{t('account.twoFactor.codesDone')}</Button>
      </Group>
    </Stack>
  );
}
