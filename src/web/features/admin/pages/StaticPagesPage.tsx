import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type AdminStaticPage,
  type AdminStaticPageRow,
  staticPageLimits,
} from '../../../../common/contracts/pages';
import { slugify } from '../../../../common/slug';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { RowActions } from '../../../components/RowActions';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  StaticPageBody,
  useDeleteStaticPage,
  useSaveStaticPage,
  useStaticPage,
  useStaticPages,
} from '../api/static-pages';
import { toast } from '../utils/toast';

const pagePath = (slug: string) => `/page/${slug}`;

/**
 * /admin/static-pages (001 §2.4, 002 §2): the list (title, slug, published, view, edit, delete) and the
 * form with the rich-text editor, opened by `?edit={slug}` (the public page's 'Modifier cette page') or
 * `?new=1`. Footer pages (decision 13) keep their slug and have no delete.
 */
export function StaticPagesPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const isNew = params.get('new') === '1';
  const close = () => setParams({});
  if (editing) return <EditStaticPage key={editing} slug={editing} onClose={close} />;
  if (isNew) return <PageForm page={null} onClose={close} />;
  return (
    <StaticPagesList onEdit={(slug) => setParams({ edit: slug })} onNew={() => setParams({ new: '1' })} />
  );
}

function StaticPagesList({ onEdit, onNew }: { onEdit: (slug: string) => void; onNew: () => void }) {
  const { t, language } = useTranslation();
  const pages = useStaticPages();
  const remove = useDeleteStaticPage();
  const [deleting, setDeleting] = useState<AdminStaticPageRow | null>(null);
  const closeLabel = t('common.close');

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
              to={pagePath(page.slug)}
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.staticPages.deleteTitle')}
        message={t('admin.staticPages.deleteConfirm')}
        detail={deleting?.titre}
        confirmLabel={t('admin.staticPages.delete')}
        isPending={remove.isPending}
        error={remove.isError ? t('admin.staticPages.deleteError') : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.slug, {
            onSuccess: () => {
              toast({ color: 'sankofa', message: t('admin.staticPages.deleted'), closeLabel });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}

function EditStaticPage({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation();
  const page = useStaticPage(slug);
  if (page.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width="40%" />
        <Skeleton height={420} />
      </Stack>
    );
  }
  if (page.isError) {
    const missing = isApiError(page.error) && page.error.code === 'not_found';
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="red" variant="light" role="alert">
          {t(missing ? 'admin.staticPages.notFound' : 'admin.staticPages.loadError')}
        </Alert>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClose}>
          {t('admin.staticPages.back')}
        </Button>
      </Stack>
    );
  }
  return <PageForm page={page.data} onClose={onClose} />;
}

interface Values extends Record<string, unknown> {
  titre: string;
  slug: string;
  contenuHtml: string;
  metaTitle: string;
  metaDescription: string;
  published: boolean;
}

/** The form (create when `page` is null): title, slug, the editor, meta title and description, published. */
function PageForm({ page, onClose }: { page: AdminStaticPage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStaticPage(page?.slug ?? null);
  const form = useContractForm(StaticPageBody, (values: Values) => values, save, {
    initialValues: {
      titre: page?.titre ?? '',
      slug: page?.slug ?? '',
      contenuHtml: page?.contenuHtml ?? '',
      metaTitle: page?.metaTitle ?? '',
      metaDescription: page?.metaDescription ?? '',
      published: page?.published ?? true,
    },
    onSuccess: (saved) => {
      toast({
        color: 'sankofa',
        message: t(page ? 'admin.staticPages.saved' : 'admin.staticPages.created'),
        closeLabel: t('common.close'),
      });
      if (!page || saved.slug !== page.slug) onClose();
    },
    // Slug taken, footer page: their own texts; anything else is the spec's.
    failureKey: (error) =>
      isApiError(error) && (error.code === 'slug_taken' || error.code === 'page_protected')
        ? null
        : 'admin.staticPages.saveError',
  });
  const values = form.form.values;
  const shownSlug = values.slug || slugify(values.titre) || '…';

  return (
    <>
      <AdminPageHeader
        title={page ? t('admin.staticPages.editTitle') : t('admin.staticPages.createTitle')}
        description={page?.titre}
        actions={
          <Group gap="sm">
            {page && (
              <Button
                component={Link}
                to={pagePath(page.slug)}
                target="_blank"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('admin.staticPages.view')}
              </Button>
            )}
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClose}>
              {t('admin.staticPages.back')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('admin.staticPages.titleLabel')}
              withAsterisk
              maxLength={staticPageLimits.titleMax}
              {...form.inputProps('titre')}
            />
            <TextInput
              label={t('admin.staticPages.slugLabel')}
              description={
                page?.isProtected
                  ? t('admin.staticPages.slugLocked')
                  : t('admin.staticPages.slugDescription', { slug: shownSlug })
              }
              readOnly={page?.isProtected}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.inputProps('slug')}
            />
            <LazyRichTextEditor
              label={t('admin.staticPages.contentLabel')}
              value={values.contenuHtml}
              onChange={(html) => form.form.setFieldValue('contenuHtml', html)}
              error={form.errorOf('contenuHtml')}
              minHeight={320}
            />
            <TextInput
              label={t('admin.staticPages.metaTitleLabel')}
              maxLength={staticPageLimits.metaTitleMax}
              {...form.inputProps('metaTitle')}
            />
            <GrowingTextarea
              label={t('admin.staticPages.metaDescriptionLabel')}
              minRows={2}
              maxLength={staticPageLimits.metaDescriptionMax}
              {...form.inputProps('metaDescription')}
            />
            <Checkbox
              label={t('admin.staticPages.publishedLabel')}
              {...form.form.getInputProps('published', { type: 'checkbox' })}
            />
            <FormFailure message={form.failure} />
            <FormActions
              isBusy={form.isPending}
              onCancel={onClose}
              cancelLabel={t('admin.staticPages.cancel')}
              submitLabel={t('admin.staticPages.save')}
            />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
