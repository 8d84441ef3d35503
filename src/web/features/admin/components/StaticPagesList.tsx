import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconExternalLink, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminStaticPageRow } from '../../../../common/contracts/pages';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { RowActions } from '../../../components/RowActions';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteStaticPage, useStaticPages } from '../api/static-pages';
import { publicPagePath } from '../paths';

interface StaticPagesListProps {
  onEdit: (slug: string) => void;
  onNew: () => void;
}

/**
 * The static pages of /admin/static-pages (001 §2.4): title (and the footer pages' lock), slug, published,
 * last change, and view, edit, delete (none for a footer page, decision 13) after a confirmation.
 */
export function StaticPagesList({ onEdit, onNew }: StaticPagesListProps) {
  const { t, language } = useTranslation();
  const pages = useStaticPages();
  const remove = useDeleteStaticPage();
  const [deleting, setDeleting] = useState<AdminStaticPageRow | null>(null);

  const columns: DataColumn<AdminStaticPageRow>[] = [
    {
      key: 'title',
      header: t('admin.staticPages.columns.title'),
      isCardTitle: true,
      minWidth: 220,
      cell: (page) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {page.titre}
          </Text>
          {page.isProtected && (
            <LazyTooltip label={t('admin.staticPages.protectedHint')} multiline w={260}>
              <Badge
                color="gray"
                variant="light"
                tt="none"
                leftSection={<IconLock size={12} aria-hidden />}
                miw="max-content"
                tabIndex={0}
              >
                {t('admin.staticPages.protected')}
              </Badge>
            </LazyTooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'slug',
      header: t('admin.staticPages.columns.slug'),
      cell: (page) => (
        <Text size="sm" ff="monospace" c="dimmed">
          {page.slug}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('admin.staticPages.columns.status'),
      nowrap: true,
      cell: (page) => (
        <Badge color={page.published ? 'sankofa' : 'ochre'} variant="light" tt="none" miw="max-content">
          {t(page.published ? 'admin.staticPages.published' : 'admin.staticPages.unpublished')}
        </Badge>
      ),
    },
    {
      key: 'updatedAt',
      header: t('admin.staticPages.columns.updatedAt'),
      nowrap: true,
      cell: (page) => <Text size="sm">{formatDate(page.updatedAt, language)}</Text>,
    },
    {
      key: 'actions',
      header: t('admin.staticPages.columns.actions'),
      nowrap: true,
      cell: (page) => (
        <RowActions
          editLabel={t('admin.staticPages.editNamed', { title: page.titre })}
          deleteLabel={t('admin.staticPages.deleteNamed', { title: page.titre })}
          before={
            <ActionIcon
              component={Link}
              to={publicPagePath(page.slug)}
              target="_blank"
              variant="subtle"
              color="gray"
              aria-label={t('admin.staticPages.viewNamed', { title: page.titre })}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          }
          onEdit={() => onEdit(page.slug)}
          onDelete={page.isProtected ? undefined : () => setDeleting(page)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.static-pages')}
        description={t('admin.staticPages.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
            {t('admin.staticPages.new')}
          </Button>
        }
      />
      <DataTable
        label={t('admin.nav.static-pages')}
        columns={columns}
        rowKey={(page) => page.id}
        rows={pages.data?.items}
        isPending={pages.isPending}
        error={pages.error}
        errorTitle={() => t('admin.staticPages.loadError')}
        onRetry={() => void pages.refetch()}
        emptyMessage={t('admin.staticPages.empty')}
        minWidth={720}
      />
      <DeleteConfirm
        prefix="admin.staticPages"
        target={deleting?.slug}
        detail={deleting?.titre}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
