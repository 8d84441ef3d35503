import {
  Alert,
  Avatar,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Audience, audiences, type PrivacySettings } from '../../../../common/contracts/privacy';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
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
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('privacy.fields.title')}
            </Title>
            <Select
              label={t('privacy.fields.email')}
              data={options}
              value={values.emailVisibility}
              onChange={(value) => isAudience(value) && set('emailVisibility', value)}
              allowDeselect={false}
              comboboxProps={{ shadow: 'md' }}
            />
            <Select
              label={t('privacy.fields.location')}
              description={t('privacy.fields.locationHint')}
              data={options}
              value={values.locationVisibility}
              onChange={(value) => isAudience(value) && set('locationVisibility', value)}
              allowDeselect={false}
              comboboxProps={{ shadow: 'md' }}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('privacy.discovery.title')}
            </Title>
            <Checkbox
              label={t('privacy.discovery.hiddenFromDirectory')}
              description={t('privacy.discovery.hiddenFromDirectoryHint')}
              checked={values.hiddenFromDirectory}
              onChange={(event) => set('hiddenFromDirectory', event.currentTarget.checked)}
            />
            <Checkbox
              label={t('privacy.discovery.noindex')}
              description={t('privacy.discovery.noindexHint')}
              checked={values.noindex}
              onChange={(event) => set('noindex', event.currentTarget.checked)}
            />
          </Stack>
        </Card>
        {save.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {t(errorMessageKey(save.error))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('privacy.save')}
          </Button>
        </Group>
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
          <Group justify="center" py="md" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" aria-hidden />
          </Group>
        ) : blocked.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(blocked.error))}
          </Alert>
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
    <Container size="sm" w="100%" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('privacy.title') }]} />
        <div>
          <Title order={1} fz="h2">
            {t('privacy.title')}
          </Title>
          <Text c="dimmed" mt={6}>
            {t('privacy.intro')}
          </Text>
        </div>
        {settings.isPending ? (
          <Group justify="center" py="xl" role="status" aria-label={t('common.loading')}>
            <Loader size="sm" aria-hidden />
          </Group>
        ) : settings.isError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            <Text size="sm" mb="xs">
              {t('privacy.loadError')}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <SettingsForm initial={settings.data} />
        )}
        <BlockedList />
      </Stack>
    </Container>
  );
}
