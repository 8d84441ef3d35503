import { Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ErrorState } from '../../../components/ErrorState';
import { Note } from '../../../components/Note';
import { NotFound } from '../../../components/NotFound';
import band from '../../../components/PublicPageHeader.module.css';
import primitives from '../../../components/primitives.module.css';
import { RichHtml } from '../../../components/RichHtml';
import { errorMessageKey, isMissing } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePage } from '../api/get-page';
import { EditPageButton } from './PageParts';
import classes from './StaticPage.module.css';

interface StaticPageViewProps {
  slug: string;
  /** "Modifier cette page" for admins (002 §2), once the admin screen for static pages exists. */
  editPath?: string;
}

/** Keeps `<meta name="description">` on the page's own description while it is shown. */
const useMetaDescription = (description: string | null | undefined) => {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
};

/** `/page/{slug}`: a static page of the admins (terms, privacy, help…), 000 §2.1 and 002 §2. */
export function StaticPageView({ slug, editPath }: StaticPageViewProps) {
  const { t, language } = useTranslation();
  const page = usePage(slug);
  const data = page.data;

  usePageTitle(data && data.metaTitle === null ? data.titre : undefined);
  // The page's own meta title, when the admins gave one, is the whole window title.
  useDocumentTitle(data?.metaTitle ?? '');
  useMetaDescription(data?.metaDescription);

  if (page.isPending) return <StaticPageSkeleton />;
  if (page.isError) {
    if (isMissing(page.error)) {
      return <NotFound titleKey="pages.notFound" bodyKey="pages.notFoundBody" />;
    }
    return <ErrorState messageKey={errorMessageKey(page.error)} onRetry={() => void page.refetch()} />;
  }

  const updatedAt = formatLongDate(page.data.updatedAt, language);

  return (
    <article className={classes.page} aria-labelledby="static-page-title">
      <header className={band.header}>
        <Container size="md">
          <Stack gap="md">
            <Breadcrumbs items={[{ label: page.data.titre }]} />
            <Title order={1} id="static-page-title" className={band.title}>
              {page.data.titre}
            </Title>
            <Group justify="space-between" gap="sm">
              <Note>{t('pages.updatedAt', { date: updatedAt })}</Note>
              {editPath && (
                <EditPageButton to={`${editPath}?edit=${encodeURIComponent(slug)}`} label={t('pages.edit')} />
              )}
            </Group>
          </Stack>
        </Container>
      </header>
      <Container size="md" className={classes.body}>
        <RichHtml html={page.data.contenuHtml} className={classes.prose} />
        <Anchor component={Link} to="/" size="sm" className={classes.back}>
          {t('common.backHome')}
        </Anchor>
      </Container>
    </article>
  );
}

function StaticPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.page} aria-busy="true">
      <span className={primitives.visuallyHidden} role="status">
        {t('app.loading')}
      </span>
      <div className={band.header} aria-hidden>
        <Container size="md">
          <Stack gap="md">
            <Skeleton height={14} width={180} />
            <Skeleton height={44} width="70%" />
            <Skeleton height={14} width={220} />
          </Stack>
        </Container>
      </div>
      <Container size="md" className={classes.body} aria-hidden>
        <Stack gap="sm" className={classes.prose}>
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="85%" />
          <Skeleton height={28} width="40%" mt="lg" />
          <Skeleton height={16} />
          <Skeleton height={16} width="92%" />
          <Skeleton height={16} width="60%" />
        </Stack>
      </Container>
    </div>
  );
}
