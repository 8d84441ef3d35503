import { Badge, Select, Stack, Text } from '@mantine/core';
import {
  type AdminPayment,
  type disputeStatuses,
  paymentStatuses as statuses,
} from '../../../../common/contracts/pricing';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CellLines } from '../../../components/admin/CellLines';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { Note } from '../../../components/Note';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';
import { usePayments } from '../api/pricing';

type PaymentStatus = (typeof statuses)[number];

const listFilters = ['status'] as const;
const statusColor: Record<PaymentStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  expired: 'gray',
  refunded: 'grape',
};
const disputeColor: Record<(typeof disputeStatuses)[number], string> = {
  open: 'orange',
  won: 'teal',
  lost: 'red',
};
const isStatus = (value: string): value is PaymentStatus => statuses.some((status) => status === value);

/**
 * /admin/payments (issue 38, `admin.settings`): every payment of an offer through Stripe, newest first,
 * with the member, the offer, the amount and its outcome; a subscription's renewals are marked, and so
 * are a partial refund (under the amount) and a dispute (under the status).
 */
export function PaymentsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const payments = usePayments({ page: list.page, ...(status ? { status } : {}) });
  const money = (payment: AdminPayment, amount: number) =>
    numberFormat(language, { style: 'currency', currency: payment.currency.toUpperCase() }).format(amount);

  const columns: DataColumn<AdminPayment>[] = [
    {
      key: 'member',
      header: t('admin.payments.columns.member'),
      isCardTitle: true,
      cell: (payment) =>
        payment.member ? (
          <CellLines
            main={payment.member.fullName || payment.member.email}
            sub={payment.member.email}
            weight={600}
          />
        ) : (
          <Note>{t('admin.payments.deletedMember')}</Note>
        ),
    },
    {
      key: 'offer',
      header: t('admin.payments.columns.offer'),
      cell: (payment) => (
        <CellLines
          main={payment.offerName}
          sub={`${t(`admin.pricing.intervals.${payment.interval}`)}${payment.isRenewal ? ` · ${t('admin.payments.renewal')}` : ''}`}
        />
      ),
    },
    {
      key: 'amount',
      header: t('admin.payments.columns.amount'),
      nowrap: true,
      cell: (payment) => (
        <CellLines
          main={money(payment, payment.amount)}
          sub={
            payment.refundedAmount > 0 && payment.status !== 'refunded'
              ? t('admin.payments.partlyRefunded', { amount: money(payment, payment.refundedAmount) })
              : undefined
          }
        />
      ),
    },
    {
      key: 'status',
      header: t('admin.payments.columns.status'),
      cell: (payment) => (
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={statusColor[payment.status]}>
            {t(`admin.payments.status.${payment.status}`)}
          </Badge>
          {payment.dispute && (
            // Its label, longer than the column's title, is shown whole rather than cut.
            <Badge variant="outline" color={disputeColor[payment.dispute]} miw="max-content">
              {t(`admin.payments.dispute.${payment.dispute}`)}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'date',
      header: t('admin.payments.columns.date'),
      nowrap: true,
      cell: (payment) => (
        <Text size="sm">{formatDateTime(payment.paidAt ?? payment.createdAt, language)}</Text>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('admin.nav.payments')} description={t('admin.payments.description')} />
      <DataTable
        label={t('admin.nav.payments')}
        columns={columns}
        rowKey={(payment) => payment.id}
        {...urlTableProps(payments, list)}
        errorTitle={() => t('admin.payments.loadError')}
        emptyMessage={status ? t('admin.payments.emptyFiltered') : t('admin.payments.empty')}
        minWidth={720}
        toolbar={
          <Select
            label={t('admin.payments.filter')}
            data={[
              { value: '', label: t('admin.payments.all') },
              ...statuses.map((value) => ({ value, label: t(`admin.payments.status.${value}`) })),
            ]}
            value={status ?? ''}
            onChange={(value) => list.setFilter('status', value ?? '')}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        }
      />
    </>
  );
}
