import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminTestimonial,
  type TestimonialStatus,
  testimonialStatuses,
} from '../../../../common/contracts/testimonials';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CellLines } from '../../../components/admin/CellLines';
import { CounterGrid } from '../../../components/admin/CounterGrid';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { UrlFilterSelect, UrlSearchField, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { Stars } from '../../../components/StarRating';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import {
  type ModerationAction,
  useAdminTestimonials,
  useModerateTestimonial,
  useTestimonialCounters,
} from '../api/testimonials';
import { TestimonialActions } from '../components/TestimonialActions';
import { TestimonialEditDialog } from '../components/TestimonialEditDialog';
import { useMessageOf } from '../utils/use-message-of';

const listFilters = ['status'] as const;
const counterKeys = ['total', 'pending', 'approved', 'rejected'] as const;
const statusColor: Record<TestimonialStatus, string> = {
  pending: 'ochre',
  approved: 'sankofa',
  rejected: 'red',
};
const isStatus = (value: string | undefined): value is TestimonialStatus =>
  testimonialStatuses.some((status) => status === value);

/**
 * /admin/testimonials (001 §2.13): four counters, a status filter, a search on the text, 10 a page;
 * Approve and Reject on pending ones, Unpublish on approved ones (decision 12), Edit and Delete at any
 * status, with the spec's texts.
 */
export function TestimonialsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const testimonials = useAdminTestimonials({ q: list.query.q, status, page: list.page });
  const counters = useTestimonialCounters();
  const moderate = useModerateTestimonial();
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const messageOf = useMessageOf();
  const nameOf = (testimonial: AdminTestimonial) =>
    testimonial.author.fullName?.trim() || t('admin.testimonials.memberFallback');

  const run = (testimonial: AdminTestimonial, action: ModerationAction, done: string) =>
    moderate.mutate(
      { id: testimonial.id, action },
      {
        onSuccess: () => {
          notify({ color: 'sankofa', message: t(`admin.testimonials.done.${done}`) });
          setDeleting(null);
        },
        onError: (error) =>
          notify({
            color: 'red',
            message: t('admin.testimonials.actionError', { message: messageOf(error) }),
          }),
      },
    );

  const columns: DataColumn<AdminTestimonial>[] = [
    {
      key: 'author',
      header: t('admin.testimonials.columns.author'),
      isCardTitle: true,
      minWidth: 180,
      cell: (testimonial) => (
        <Group gap="sm" wrap="nowrap">
          <ProfileAvatar src={testimonial.author.avatarUrl} name={nameOf(testimonial)} size={36} />
          <CellLines
            main={nameOf(testimonial)}
            sub={t('admin.testimonials.submittedOn', { date: formatDate(testimonial.createdAt, language) })}
            weight={600}
          />
        </Group>
      ),
    },
    {
      key: 'content',
      header: t('admin.testimonials.columns.content'),
      minWidth: 280,
      isWide: true,
      cell: (testimonial) => (
        <Stack gap={6}>
          <Stars
            value={testimonial.rating}
            label={t('admin.testimonials.rating', { rating: testimonial.rating })}
            size={14}
          />
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
            {testimonial.content}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('admin.testimonials.columns.status'),
      nowrap: true,
      cell: (testimonial) => (
        <Badge color={statusColor[testimonial.status]} variant="light" tt="none" miw="max-content">
          {t(`admin.testimonials.statuses.${testimonial.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('admin.testimonials.columns.actions'),
      minWidth: 250,
      cell: (testimonial) => (
        <TestimonialActions
          testimonial={testimonial}
          name={nameOf(testimonial)}
          onModerate={(action, done) => run(testimonial, action, done)}
          onEdit={() => setEditing(testimonial)}
          onDelete={() => setDeleting(testimonial)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.testimonials')}
        description={t('admin.testimonials.description')}
      />

      <CounterGrid
        label={t('admin.testimonials.countersLabel')}
        counters={counterKeys.map((key) => ({ key, label: t(`admin.testimonials.counters.${key}`) }))}
        values={counters.data}
        note={
          counters.isError
            ? t('admin.testimonials.countersError', { message: messageOf(counters.error) })
            : undefined
        }
        isError={counters.isError}
      />

      <DataTable
        label={t('admin.nav.testimonials')}
        columns={columns}
        rowKey={(testimonial) => testimonial.id}
        {...urlTableProps(testimonials, list)}
        errorTitle={(error) => t('admin.testimonials.loadError', { message: messageOf(error) })}
        emptyMessage={t('admin.testimonials.empty')}
        minWidth={880}
        toolbar={
          <Group align="flex-end" gap="md" wrap="wrap">
            <UrlSearchField
              label={t('admin.testimonials.searchLabel')}
              placeholder={t('admin.testimonials.searchPlaceholder')}
              list={list}
              query={testimonials}
            />
            <UrlFilterSelect
              label={t('admin.testimonials.statusLabel')}
              options={testimonialStatuses}
              labelOf={(value) => t(`admin.testimonials.statuses.${value}`)}
              allLabel={t('admin.testimonials.allStatuses')}
              listState={list}
              filterKey="status"
              width={200}
            />
          </Group>
        }
      />

      {editing && <TestimonialEditDialog testimonial={editing} onClose={() => setEditing(null)} />}

      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.testimonials.deleteTitle')}
        message={t('admin.testimonials.deleteConfirm')}
        detail={deleting ? nameOf(deleting) : undefined}
        confirmLabel={t('admin.testimonials.delete')}
        isPending={moderate.isPending}
        onConfirm={() => deleting && run(deleting, 'delete', 'deleted')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
