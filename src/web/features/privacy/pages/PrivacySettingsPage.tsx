import { Avatar, Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Audience, audiences, type PrivacySettings } from '../../../../common/contracts/privacy';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { HeadedPage } from '../../../components/HeadedPage';
import { QueryFailure } from '../../../components/QueryFailure';
import { SectionLoader } from '../../../components/SectionLoader';
import { TitledCard } from '../../../components/TitledCard';
import { errorMessageKey } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  useBlockedMembers,
  usePrivacySettings,
  useSavePrivacySettings,
  useUnblockMember,
} from '../api/privacy';

const isAudience = (value: string | null): value is Audience => audiences.some((a) => a === value);

/** The four choices of issue 22 §2, saved together. */
function SettingsForm({ initial }: { initial: PrivacySettings }) {
  const { t } = useTranslation();
  const save = useSavePrivacySettings();
  const [values, setValues] = useState(initial);
  useEffect(() => setValues(initial), [initial]);
  const options = audiences.map((value) => ({ value, label: t(`privacy.audiences.${value}`) }));
  const set = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const audience = (key: 'emailVisibility' | 'locationVisibility', label: string, description?: string) => (
    <Select
      label={label}
      description={description}
      data={options}
      value={values[key]}
      onChange={(value) => isAudience(value) && set(key, value)}
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
    />
  );
  const flag = (key: 'hiddenFromDirectory' | 'noindex', label: string, description: string) => (
    <Checkbox
      label={label}
      description={description}
      checked={values[key]}
      onChange={(event) => set(key, event.currentTarget.checked)}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, {
          onSuccess: () => notify({ color: 'sankofa', message: t('privacy.saved') }),
        });
      }}
    >
      <Stack gap="lg">
        <TitledCard title={t('privacy.fields.title')}>
          {audience('emailVisibility', t('privacy.fields.email'))}
          {audience('locationVisibility', t('privacy.fields.location'), t('privacy.fields.locationHint'))}
        </TitledCard>
        <TitledCard title={t('privacy.discovery.title')}>
          {flag(
            'hiddenFromDirectory',
            t('privacy.discovery.hiddenFromDirectory'),
            t('privacy.discovery.hiddenFromDirectoryHint'),
          )}
          {flag('noindex', t('privacy.discovery.noindex'), t('privacy.discovery.noindexHint'))}
        </TitledCard>
        <FormFailure message={save.isError && t(errorMessageKey(save.error))} />
        <FormActions isBusy={save.isPending} submitLabel={t('privacy.save')} />
      </Stack>
    </form>
  );
}

/** The members the actor blocked, each with 'Débloquer'. */
function BlockedList() {
  const { t, language } = useTranslation();
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const items = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="blocked-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="blocked-title">
            {t('privacy.blocked.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('privacy.blocked.intro')}
          </Text>
        </div>
        {blocked.isPending ? (
          <SectionLoader py="md" />
        ) : blocked.isError ? (
          <QueryFailure error={blocked.error} onRetry={() => void blocked.refetch()} />
        ) : items.length === 0 ? (
          <Text size="sm">{t('privacy.blocked.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((member) => (
              <Group key={member.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar src={member.avatarUrl} alt="" radius="xl" name={member.fullName} color="initials" />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {member.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('privacy.blocked.since', { date: formatDate(member.blockedAt, language) })}
                    </Text>
                  </div>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  aria-label={t('privacy.blocked.unblockLabel', { name: member.fullName })}
                  loading={unblock.isPending && unblock.variables === member.id}
                  onClick={() =>
                    unblock.mutate(member.id, {
                      onSuccess: () =>
                        notify({
                          color: 'sankofa',
                          message: t('privacy.blocked.unblocked', { name: member.fullName }),
                        }),
                      onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                    })
                  }
                >
                  {t('privacy.blocked.unblock')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {blocked.hasNextPage && (
          <Group justify="center">
            <Button
              variant="subtle"
              onClick={() => void blocked.fetchNextPage()}
              loading={blocked.isFetchingNextPage}
            >
              {t('privacy.blocked.more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** `/settings/privacy` (issue 22 §2–3): who sees what, being found, and the blocked members. */
export function PrivacySettingsPage() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  usePageTitle(t('privacy.title'));

  return (
    <HeadedPage size="sm" title={t('privacy.title')} intro={t('privacy.intro')}>
      {settings.isPending ? (
        <SectionLoader py="xl" />
      ) : settings.isError ? (
        <QueryFailure
          error={settings.error}
          message={t('privacy.loadError')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <BlockedList />
    </HeadedPage>
  );
}
