import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { AdminEmail } from '../../../../common/contracts/admin-emails';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { ListEmptyPanel, ListError, ListLoading } from '../../../components/admin/ListState';
import { SetupNotice } from '../../../components/admin/SetupNotice';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useAdminEmails, useDeleteAdminEmail } from '../api/notification-emails';
import { AddNotificationEmailForm } from '../components/AddNotificationEmailForm';
import { NotificationEmailCard } from '../components/NotificationEmailCard';
import { failureOf, toastMs } from '../components/notification-email-feedback';

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
      <AddNotificationEmailForm />
      {data && !data.configured && <SetupNotice>{t('admin.notificationEmails.notConfigured')}</SetupNotice>}
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
              <NotificationEmailCard
                key={item.id}
                item={item}
                types={data.types}
                onDelete={() => setDeleting(item)}
              />
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
