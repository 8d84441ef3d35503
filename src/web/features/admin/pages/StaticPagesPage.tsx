import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { FormFailure } from '../../../components/FormFailure';
import { isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useStaticPage } from '../api/static-pages';
import { StaticPageForm } from '../components/StaticPageForm';
import { StaticPagesList } from '../components/StaticPagesList';

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
  if (isNew) return <StaticPageForm page={null} onClose={close} />;
  return (
    <StaticPagesList onEdit={(slug) => setParams({ edit: slug })} onNew={() => setParams({ new: '1' })} />
  );
}

/** `?edit={slug}`: the page's form once it has loaded; not found or failed, the way back to the list. */
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
    const missing = isMissing(page.error);
    return (
      <Stack gap="md" align="flex-start">
        <FormFailure message={t(missing ? 'admin.staticPages.notFound' : 'admin.staticPages.loadError')} />
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onClose}>
          {t('admin.staticPages.back')}
        </Button>
      </Stack>
    );
  }
  return <StaticPageForm page={page.data} onClose={onClose} />;
}
