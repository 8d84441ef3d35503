import { Card, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { AccountLanguage } from '../../../../common/contracts/account';
import { errorMessageKey } from '../../../lib/api-client';
import { changeLanguage, interfaceLanguages, isLanguage, useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAccountSettings, useUpdateAccountSettings } from '../api/settings';
import { QueryState } from '../components/QueryState';
import { SectionHeader } from '../components/SectionHeader';

/** `/settings/language`: the interface language, kept on the account and applied at once. */
export function LanguagePage() {
  const { t } = useTranslation();
  usePageTitle(t('account.hub.language'));
  const settings = useAccountSettings();
  const update = useUpdateAccountSettings();
  // The choice shows in the same render as the click (the mutation's variables arrive a tick later, and
  // the controlled radio would flick back meanwhile); a refused save puts the saved language back.
  const [chosen, setChosen] = useState<AccountLanguage | null>(null);

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    const language: AccountLanguage = value;
    setChosen(language);
    update.mutate(
      { language },
      {
        onSuccess: () => {
          void changeLanguage(language).then(() =>
            notify({ color: 'teal', message: t('account.languageSection.saved') }),
          );
        },
        onError: (error) => {
          setChosen(null);
          notify({ color: 'red', message: t(errorMessageKey(error)) });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <SectionHeader title={t('account.languageSection.title')} intro={t('account.languageSection.intro')} />
      {settings.data ? (
        <Card withBorder radius="lg" padding="xl">
          <Radio.Group
            value={chosen ?? settings.data.language}
            onChange={choose}
            label={t('account.languageSection.label')}
          >
            <Stack gap="sm" mt="sm">
              {interfaceLanguages.map((language) => (
                <Radio key={language} value={language} label={t(`language.${language}`)} lang={language} />
              ))}
            </Stack>
          </Radio.Group>
        </Card>
      ) : (
        <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
    </Stack>
  );
}
