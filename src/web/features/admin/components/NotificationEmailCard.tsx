import {
  ActionIcon,
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
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminEmail, AdminEmailType } from '../../../../common/contracts/admin-emails';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useUpdateAdminEmail } from '../api/notification-emails';
import { failureOf, toastMs } from './notification-email-feedback';

/**
 * An address's card on /admin/notification-emails (001 §2.16): the address, editable and saved on its
 * own, its active box, its bin, the notification types it takes (each box saved as it is ticked) and
 * whether it is a member's, with the date it was added.
 */
export function NotificationEmailCard({
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
          notify({
            color: 'sankofa',
            message: t('admin.notificationEmails.updated'),
            autoClose: toastMs,
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
