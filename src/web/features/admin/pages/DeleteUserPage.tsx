import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { UserByEmailQuery } from '../../../../common/contracts/admin-users';
import { displayName } from '../../../../common/format';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { Modal } from '../../../components/Modal';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useCheckedValue } from '../../../components/use-checked-value';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { type UserDeletionPreview, useFindUserByEmail } from '../api/find-user-by-email';

/**
 * /admin/delete-user (001 §2.12): one e-mail field and a button. The address is looked up first and
 * the admin sees who and what would go (the spec deletes at once; a destructive, irreversible action is
 * confirmed here), then confirms. The server refuses oneself and the last admin with its message.
 */
export function DeleteUserPage() {
  const { t, language } = useTranslation();
  const { value: email, setValue: setEmail, setError: setFieldError, inputProps } = useCheckedValue();
  const [preview, setPreview] = useState<UserDeletionPreview | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const find = useFindUserByEmail();
  const remove = useDeleteUser();

  const handleFind = (event: FormEvent) => {
    event.preventDefault();
    setPreview(null);
    const parsed = UserByEmailQuery.safeParse({ email });
    if (!parsed.success) {
      setFieldError(t('admin.deleteUser.invalidEmail'));
      return;
    }
    setFieldError(null);
    find.mutate(parsed.data.email, {
      onSuccess: setPreview,
      onError: (error) =>
        setFieldError(
          isApiError(error) && error.code === 'not_found'
            ? t('admin.deleteUser.notFound')
            : isApiError(error) && error.code === 'validation_failed'
              ? t('admin.deleteUser.invalidEmail')
              : t(errorMessageKey(error)),
        ),
    });
  };

  const handleDelete = () => {
    if (!preview) return;
    remove.mutate(preview.id, {
      onSuccess: () => {
        notify({ color: 'sankofa', message: t('admin.deleteUser.success') });
        setIsConfirming(false);
        setPreview(null);
        setEmail('');
      },
      onError: (error) => {
        const detail = isApiError(error) && error.message ? ` ${error.message}` : '';
        notify({ color: 'red', message: `${t('admin.deleteUser.error')}${detail}` });
        setIsConfirming(false);
      },
    });
  };

  const name = preview ? displayName(preview) : '';

  return (
    <>
      <AdminPageHeader title={t('admin.nav.delete-user')} description={t('admin.deleteUser.description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form onSubmit={handleFind} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('admin.deleteUser.emailLabel')}
              placeholder={t('admin.deleteUser.emailPlaceholder')}
              type="email"
              autoComplete="off"
              {...inputProps}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={find.isPending}
            >
              {t('admin.deleteUser.find')}
            </Button>
          </Group>
        </form>

        {preview && (
          <Stack gap="md" mt="lg">
            <Text fw={600} size="sm" c="dimmed">
              {t('admin.deleteUser.previewTitle')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <ProfileAvatar src={preview.avatarUrl} name={name} size={44} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  @{preview.username} · {preview.email}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('admin.deleteUser.signedUp', { date: formatDate(preview.createdAt, language) })} ·{' '}
                  {t(`admin.users.roles.${preview.role}`)}
                </Text>
              </Stack>
            </Group>
            <Text size="sm">
              {t('admin.deleteUser.contents', {
                posts: preview.posts,
                comments: preview.comments,
                messages: preview.messages,
                connections: preview.connections,
              })}
            </Text>
            <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
              <Text size="sm">{t('admin.deleteUser.irreversible')}</Text>
            </Alert>
            <Group>
              <Button
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setIsConfirming(true)}
              >
                {t('admin.deleteUser.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>

      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('admin.deleteUser.confirmTitle')}
        centered
      >
        <Text size="sm" mb="lg">
          {t('admin.deleteUser.confirmBody', { name, email: preview?.email ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            {t('admin.deleteUser.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={handleDelete}>
            {t('admin.deleteUser.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
