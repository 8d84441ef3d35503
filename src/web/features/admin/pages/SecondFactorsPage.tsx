import { Badge, Stack, Text } from '@mantine/core';
import type { UnenrolledStaffMember } from '../../../../common/contracts/two-factor';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { errorMessageKey } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useUnenrolledStaff } from '../api/get-unenrolled-staff';

/**
 * /admin/second-factors (issue 33 §4): the staff whose role opens the back office and who have no
 * authenticator nor passkey yet, so the admin can see who has not enrolled (the server keeps the back
 * office closed to them meanwhile). 20 a page, the page in the URL.
 */
export function SecondFactorsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState();
  const staff = useUnenrolledStaff(list.page);

  const columns: DataColumn<UnenrolledStaffMember>[] = [
    {
      key: 'member',
      header: t('admin.secondFactors.columns.member'),
      isCardTitle: true,
      cell: (member) => (
        <Stack gap={0}>
          {member.fullName && (
            <Text size="sm" fw={600}>
              {member.fullName}
            </Text>
          )}
          <Text size="sm" c={member.fullName ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'role',
      header: t('admin.secondFactors.columns.role'),
      nowrap: true,
      cell: (member) => (
        <Badge variant="light" color="ochre" tt="none">
          {t(`admin.users.roles.${member.role}`)}
        </Badge>
      ),
    },
    {
      key: 'createdAt',
      header: t('admin.secondFactors.columns.createdAt'),
      nowrap: true,
      cell: (member) => <Text size="sm">{formatDate(member.createdAt, language)}</Text>,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.second-factors')}
        description={t('admin.secondFactors.description')}
      />
      <DataTable
        label={t('admin.nav.second-factors')}
        columns={columns}
        rowKey={(member) => member.id}
        {...urlTableProps(staff, list)}
        errorTitle={(error) => t('admin.secondFactors.loadError', { message: t(errorMessageKey(error)) })}
        emptyMessage={t('admin.secondFactors.empty')}
        minWidth={560}
      />
    </>
  );
}
