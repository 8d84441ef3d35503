import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconFingerprint, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type Passkey, PasskeyName, type SecondFactors } from '../../../../common/contracts/two-factor';
import { RowActions } from '../../../components/RowActions';
import { useCheckedValue } from '../../../components/use-checked-value';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../api/second-factors';
import { InlineFieldForm } from './InlineFieldForm';
import { SettingsCard } from './SettingsCard';

/** The browser's own refusal (cancelled, no authenticator) is not an API error. */
const failureKey = (error: unknown) =>
  isApiError(error) ? errorMessageKey(error) : 'account.passkeys.failed';

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, language } = useTranslation();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const { setError, check, inputProps } = useCheckedValue(passkey.name);

  const handleRename = (event: FormEvent) => {
    event.preventDefault();
    const name = check(PasskeyName, 'auth.validation.passkeyNameRequired');
    if (name === undefined) return;
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: () => setEditing(false), onError: (failure) => setError(t(errorMessageKey(failure))) },
    );
  };

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li">
      {editing ? (
        <form onSubmit={handleRename} noValidate style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t('account.passkeys.name')}
              {...inputProps}
              maxLength={60}
              style={{ flex: 1 }}
              data-autofocus
            />
            <ActionIcon
              type="submit"
              variant="light"
              size="lg"
              loading={rename.isPending}
              aria-label={t('account.passkeys.save')}
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setEditing(false)}
              aria-label={t('common.cancel')}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {passkey.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.passkeys.added', { date: formatDate(passkey.createdAt, language) })}
              {passkey.lastUsedAt
                ? ` · ${t('account.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, language) })}`
                : ''}
            </Text>
          </Stack>
          <RowActions
            editLabel={t('account.passkeys.rename', { name: passkey.name })}
            deleteLabel={t('account.passkeys.remove', { name: passkey.name })}
            isDeleting={remove.isPending}
            onEdit={() => setEditing(true)}
            onDelete={() =>
              remove.mutate(passkey.id, {
                onSuccess: () => notify({ color: 'teal', message: t('account.passkeys.removed') }),
                onError: (failure) => notify({ color: 'red', message: t(errorMessageKey(failure)) }),
              })
            }
          />
        </>
      )}
    </Group>
  );
}

/** "Clés d'accès" in `/settings/security` (issue 33 §5): add, name, list, remove. */
export function PasskeysSection({ status }: { status: SecondFactors }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const { setValue: setName, setError, check, inputProps } = useCheckedValue();

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = check(PasskeyName, 'auth.validation.passkeyNameRequired');
    if (name === undefined) return;
    add.mutate(name, {
      onSuccess: () => {
        setName('');
        notify({ color: 'teal', message: t('account.passkeys.addedNotice') });
      },
      onError: (failure) => setError(t(failureKey(failure))),
    });
  };

  return (
    <SettingsCard
      icon={IconFingerprint}
      title={t('account.passkeys.title')}
      intro={t('account.passkeys.intro')}
    >
      {status.passkeys.length === 0 ? (
        <Text size="sm">{t('account.passkeys.none')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('account.passkeys.title')}
        >
          {status.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
      <InlineFieldForm
        label={t('account.passkeys.name')}
        placeholder={t('account.passkeys.namePlaceholder')}
        {...inputProps}
        maxLength={60}
        submitLabel={t('account.passkeys.add')}
        isPending={add.isPending}
        onSubmit={handleAdd}
      />
    </SettingsCard>
  );
}
