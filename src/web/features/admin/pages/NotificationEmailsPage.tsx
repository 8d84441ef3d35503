import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { AdminEmail, AdminEmailType } from '../../../../common/contracts/admin-emails';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { ListEmptyPanel, ListError, ListLoading } from '../../../components/admin/ListState';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import {
  useAddAdminEmail,
  useAdminEmails,
  useDeleteAdminEmail,
  useUpdateAdminEmail,
} from '../api/notification-emails';
import { toast } from '../utils/toast';

/** Success messages fade after 3 seconds (001 §8). */
const toastMs = 3000;

/** The server's French text for a refusal it explained (an address taken, a bad address), else ours. */
const failureOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.code !== 'network' && error.status < 500
    ? `${fallback} : ${error.message}`
    : fallback;

/**
 * /admin/notification-emails (001 §2.16): add an address, then each address with its editable address,
 * its active box, its delete button, the notification types it takes and the date it was added. Admin
 * only: the server answers anyone else 'Access denied. Admin privileges required.'.
 */
export function NotificationEmailsPage() {
  const { t } = useTranslation();
  const emails = useAdminEmails();
  const [deleting, setDeleting] = useState<AdminEmail | null>(null);
  const remove = useDeleteAdminEmail();
  const data = emails.data;

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.notification-emails')}
        description={t('admin.notificationEmails.description')}
      />
      <AddEmailForm />
      {data && !data.configured && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
          {t('admin.notificationEmails.notConfigured')}
        </Alert>
      )}
      <section aria-label={t('admin.notificationEmails.listLabel')}>
        {emails.isPending ? (
          <ListLoading />
        ) : emails.isError ? (
          <ListError
            error={emails.error}
            title={
              isApiError(emails.error) && emails.error.code === 'forbidden'
                ? t('admin.notificationEmails.refused')
                : t('admin.notificationEmails.loadError')
            }
            onRetry={() => void emails.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <ListEmptyPanel message={t('admin.notificationEmails.empty')} />
        ) : (
          <Stack gap="md">
            {data?.items.map((item) => (
              <EmailCard key={item.id} item={item} types={data.types} onDelete={() => setDeleting(item)} />
            ))}
          </Stack>
        )}
      </section>
      <DeleteConfirm
        prefix="admin.notificationEmails"
        target={deleting?.id}
        detail={deleting?.email}
        remove={remove}
        failure={(error) => failureOf(error, t('admin.notificationEmails.deleteError'))}
        autoClose={toastMs}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The add form: the button stays disabled while the address is blank (001 §5). */
function AddEmailForm() {
  const { t } = useTranslation();
  const add = useAddAdminEmail();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    add.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          toast({
            color: 'sankofa',
            message: t('admin.notificationEmails.added'),
            autoClose: toastMs,
            closeLabel: t('common.close'),
          });
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="form" onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label={t('admin.notificationEmails.addLabel')}
          placeholder={t('admin.notificationEmails.addPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (add.isError) add.reset();
          }}
          error={add.isError ? failureOf(add.error, t('admin.notificationEmails.addError')) : undefined}
          autoComplete="off"
          style={{ flex: '1 1 280px' }}
          maw={480}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!email.trim()}
          loading={add.isPending}
        >
          {t('admin.notificationEmails.add')}
        </Button>
      </Group>
    </Paper>
  );
}

function EmailCard({
  item,
  types,
  onDelete,
}: {
  item: AdminEmail;
  types: AdminEmailType[];
  onDelete: () => void;
}) {
  const { t, language } = useTranslation();
  const update = useUpdateAdminEmail();
  const [email, setEmail] = useState(item.email);
  const changed = email.trim().toLowerCase() !== item.email;
  const save = (body: Parameters<typeof update.mutate>[0]['body']) =>
    update.mutate(
      { id: item.id, body },
      {
        onSuccess: () =>
          toast({
            color: 'sankofa',
            message: t('admin.notificationEmails.updated'),
            autoClose: toastMs,
            closeLabel: t('common.close'),
          }),
      },
    );
  const toggleType = (type: string, checked: boolean) =>
    save({
      notificationTypes: checked
        ? [...item.notificationTypes, type]
        : item.notificationTypes.filter((value) => value !== type),
    });

  return (
    <Paper withBorder radius="lg" p="lg" opacity={item.isActive ? 1 : 0.85}>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            aria-label={t('admin.notificationEmails.emailLabel', { email: item.email })}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
            maw={480}
          />
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={!changed || !email.trim()}
            loading={update.isPending && update.variables?.body.email !== undefined}
            onClick={() => save({ email })}
          >
            {t('admin.notificationEmails.saveEmail')}
          </Button>
          <Checkbox
            label={t('admin.notificationEmails.active')}
            aria-label={t('admin.notificationEmails.activeNamed', { email: item.email })}
            checked={item.isActive}
            onChange={(event) => save({ isActive: event.currentTarget.checked })}
            mb={8}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            ml="auto"
            aria-label={t('admin.notificationEmails.deleteNamed', { email: item.email })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {update.isError && (
          <Text c="red" size="sm" role="alert">
            {failureOf(update.error, t('admin.notificationEmails.updateError'))}
          </Text>
        )}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <Text component="legend" size="sm" fw={600} mb="xs">
            {t('admin.notificationEmails.typesLegend')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
            {types.map((type) => (
              <Checkbox
                key={type.type}
                label={t(type.labelKey)}
                checked={item.notificationTypes.includes(type.type)}
                onChange={(event) => toggleType(type.type, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </fieldset>
        <Group gap="xs">
          <Badge variant="light" color={item.isMember ? 'sankofa' : 'gray'}>
            {item.isMember ? t('admin.notificationEmails.member') : t('admin.notificationEmails.external')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('admin.notificationEmails.addedOn', { date: formatDate(item.createdAt, language) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
