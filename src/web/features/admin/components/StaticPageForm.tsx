import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type AdminStaticPage, staticPageLimits } from '../../../../common/contracts/pages';
import { slugify } from '../../../../common/slug';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { StaticPageBody, useSaveStaticPage } from '../api/static-pages';
import { publicPagePath } from '../paths';

interface Values extends Record<string, unknown> {
  titre: string;
  slug: string;
  contenuHtml: string;
  metaTitle: string;
  metaDescription: string;
  published: boolean;
}

/**
 * A static page's form (create when `page` is null): title, slug, the editor, meta title and description,
 * published.
 */
export function StaticPageForm({ page, onClose }: { page: AdminStaticPage | null; onClose: () => void }) {
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
      notify({
        color: 'sankofa',
        message: t(page ? 'admin.staticPages.saved' : 'admin.staticPages.created'),
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
                to={publicPagePath(page.slug)}
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
              minHeight={320}
              {...form.richTextProps('contenuHtml')}
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
