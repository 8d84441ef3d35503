import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHelpCircle, IconPlus, IconRss, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type BlogPostCard,
  blogLimits,
  blogPeriods,
  blogPostPath,
  blogPostStatuses,
} from '../../../../common/contracts/blog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { PageFrame } from '../../../components/PageFrame';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { useBlogCategories } from '../api/blog-categories';
import { useContentCategories } from '../api/content-categories';
import { useBlogAuthors, useBlogPosts, useBulkPosts, useDeletePost } from '../api/posts';
import { PostCard } from '../components/PostCard';
import classes from '../components/PostCard.module.css';
import { type BlogFilters, hasFilters, readFilters, toSearchParams } from '../utils/filters';

/**
 * `/blog` (001 §2.19): published articles, 9 a page in a 3-column grid, newest first; text, category,
 * period and author filters (Rechercher / Réinitialiser) kept in the URL and applied by the server. Members
 * also see 'Mes articles' (every status of their own) and 'Mes favoris'. Staff see every status with the
 * status filter, select cards and use the bulk bar (Publier, Dépublier, Supprimer); each card has
 * Modifier, Voir en public, Supprimer and the 'Publié' toggle.
 */
export function BlogPage() {
  const { t } = useTranslation();
  usePageTitle(t('blog.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [draft, setDraft] = useState(filters);
  const posts = useBlogPosts(filters);
  const categories = useBlogCategories();
  const contentCategories = useContentCategories();
  const authors = useBlogAuthors();
  const session = useSession();
  const user = session.data?.user;
  const isStaff = Boolean(user?.abilities.includes('blog.moderate'));
  const authDialog = useAuthDialog();
  const bulk = useBulkPosts();
  const remove = useDeletePost();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<{ kind: 'bulk' } | { kind: 'one'; post: BlogPostCard } | null>(null);

  const go = (next: BlogFilters, replace = false) => {
    setSelected(new Set());
    setParams(toSearchParams(next), { replace });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, view: filters.view, page: 1 });
  };
  const reset = () => {
    const cleared: BlogFilters = {
      q: '',
      category: '',
      contentCategory: '',
      period: '',
      author: '',
      status: '',
      view: filters.view,
      page: 1,
    };
    setDraft(cleared);
    go(cleared);
  };

  const runBulk = (ids: string[], action: 'publish' | 'unpublish' | 'delete', done?: () => void) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ count }) => {
          notify({
            color: 'teal',
            message: action === 'delete' ? t('blog.deleted') : t('blog.staff.bulkDone', { count }),
            autoClose: blogLimits.toastMs,
          });
          setSelected(new Set());
          done?.();
        },
        onError: (error) =>
          notify({
            color: 'red',
            message: `${t('blog.deleteError')}${error.message}`,
            autoClose: blogLimits.toastMs,
          }),
      },
    );

  const data = posts.data;
  const pageIds = data?.items.map((post) => post.id) ?? [];
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const emptyKey =
    filters.view === 'mine'
      ? 'blog.emptyMine'
      : filters.view === 'saved'
        ? 'blog.emptySaved'
        : hasFilters(filters)
          ? 'blog.empty'
          : 'blog.emptyAll';

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('blog.breadcrumb') }]}
      outside={
        <ConfirmDialog
          opened={confirm !== null}
          title={confirm?.kind === 'one' ? t('blog.post.deleteTitle') : t('blog.staff.bulkDeleteTitle')}
          message={
            confirm?.kind === 'one'
              ? t('blog.post.deleteBody')
              : t('blog.staff.bulkDeleteBody', { count: selected.size })
          }
          detail={confirm?.kind === 'one' ? confirm.post.title : undefined}
          confirmLabel={t('blog.staff.delete')}
          isPending={bulk.isPending || remove.isPending}
          onConfirm={() => {
            if (confirm?.kind === 'one') {
              remove.mutate(confirm.post.id, {
                onSuccess: () => {
                  notify({ color: 'teal', message: t('blog.deleted'), autoClose: blogLimits.toastMs });
                  setConfirm(null);
                },
                onError: (error) =>
                  notify({
                    color: 'red',
                    message: `${t('blog.deleteError')}${error.message}`,
                    autoClose: blogLimits.toastMs,
                  }),
              });
            } else runBulk([...selected], 'delete', () => setConfirm(null));
          }}
          onClose={() => setConfirm(null)}
        />
      }
    >
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('blog.title')}</Title>
          <Text c="dimmed" size="sm" maw={620}>
            {t('blog.intro')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to="/page/blog" size="sm">
            <Group gap={4} component="span">
              <IconHelpCircle size={16} stroke={1.8} aria-hidden />
              {t('blog.help')}
            </Group>
          </Anchor>
          <Anchor href="/blog/rss.xml" size="sm">
            <Group gap={4} component="span">
              <IconRss size={16} stroke={1.8} aria-hidden />
              {t('blog.rss')}
            </Group>
          </Anchor>
          {user ? (
            <Button
              component={Link}
              to="/blog/new"
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('blog.newPost')}
            </Button>
          ) : (
            <Button
              onClick={() => authDialog.open('login', { redirect: '/blog/new' })}
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('blog.newPost')}
            </Button>
          )}
        </Group>
      </Group>

      {user && (
        <SegmentedControl
          value={filters.view}
          onChange={(value) => go({ ...filters, view: value as BlogFilters['view'], page: 1 })}
          data={(['all', 'mine', 'saved'] as const).map((value) => ({
            value,
            label: t(`blog.views.${value}`),
          }))}
          fullWidth
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}

      <form onSubmit={submit} aria-label={t('blog.filters.label')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('blog.filters.q')}
            placeholder={t('blog.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            maxLength={blogLimits.queryMax}
            flex="2 1 220px"
          />
          <Select
            label={t('blog.filters.category')}
            placeholder={t('blog.filters.allCategories')}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={draft.category || null}
            onChange={(value) => setDraft({ ...draft, category: value ?? '' })}
            clearable
            searchable
            flex="1 1 170px"
          />
          <Select
            label={t('blog.filters.contentCategory')}
            placeholder={t('blog.filters.allContentCategories')}
            data={(contentCategories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={draft.contentCategory || null}
            onChange={(value) => setDraft({ ...draft, contentCategory: value ?? '' })}
            clearable
            searchable
            flex="1 1 170px"
          />
          <Select
            label={t('blog.filters.period')}
            placeholder={t('blog.filters.anyTime')}
            data={blogPeriods.map((value) => ({ value, label: t(`blog.periods.${value}`) }))}
            value={draft.period || null}
            onChange={(value) => setDraft({ ...draft, period: (value ?? '') as BlogFilters['period'] })}
            clearable
            flex="1 1 150px"
          />
          <Select
            label={t('blog.filters.author')}
            placeholder={t('blog.filters.allAuthors')}
            data={(authors.data ?? []).map((a) => ({ value: a.id, label: a.fullName }))}
            value={draft.author || null}
            onChange={(value) => setDraft({ ...draft, author: value ?? '' })}
            clearable
            searchable
            flex="1 1 170px"
          />
          {(isStaff || filters.view === 'mine') && (
            <Select
              label={t('blog.filters.status')}
              placeholder={t('blog.filters.allStatuses')}
              data={blogPostStatuses.map((value) => ({ value, label: t(`blog.statuses.${value}`) }))}
              value={draft.status || null}
              onChange={(value) => setDraft({ ...draft, status: (value ?? '') as BlogFilters['status'] })}
              clearable
              flex="1 1 150px"
            />
          )}
          <Group gap="xs">
            <Button type="submit">{t('blog.filters.search')}</Button>
            <Button variant="default" onClick={reset}>
              {t('blog.filters.reset')}
            </Button>
          </Group>
        </Group>
      </form>

      {isStaff && data && data.items.length > 0 && (
        <Group
          gap="sm"
          justify="space-between"
          p="sm"
          bg="var(--mantine-color-gray-0)"
          style={{ borderRadius: 8 }}
        >
          <Checkbox
            label={t('blog.staff.selectAll')}
            checked={allSelected}
            indeterminate={!allSelected && pageIds.some((id) => selected.has(id))}
            onChange={(event) => setSelected(event.currentTarget.checked ? new Set(pageIds) : new Set())}
          />
          {selected.size > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('blog.staff.selected', { count: selected.size })}
              </Text>
              <Button size="xs" onClick={() => runBulk([...selected], 'publish')} loading={bulk.isPending}>
                {t('blog.staff.publish')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => runBulk([...selected], 'unpublish')}
                loading={bulk.isPending}
              >
                {t('blog.staff.unpublish')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setConfirm({ kind: 'bulk' })}>
                {t('blog.staff.delete')}
              </Button>
            </Group>
          )}
        </Group>
      )}

      {posts.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('blog.loading')} />
        </Group>
      ) : posts.isError ? (
        <QueryFailure
          message={posts.error.message || t('blog.loadPostsError')}
          onRetry={() => void posts.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(emptyKey)}
        </Text>
      ) : (
        data && (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.totalCapped
                ? t('blog.resultsCapped', { count: data.total })
                : t('blog.results', { count: data.total })}
            </Text>
            <ul className={classes.grid} aria-busy={posts.isPlaceholderData}>
              {data.items.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    selection={
                      isStaff
                        ? {
                            checked: selected.has(post.id),
                            onChange: (checked) =>
                              setSelected((current) => {
                                const next = new Set(current);
                                if (checked) next.add(post.id);
                                else next.delete(post.id);
                                return next;
                              }),
                          }
                        : undefined
                    }
                    actions={
                      isStaff ? (
                        <Stack gap={6}>
                          <Switch
                            label={t('blog.staff.publishedToggle')}
                            checked={post.status === 'published'}
                            onChange={(event) =>
                              runBulk([post.id], event.currentTarget.checked ? 'publish' : 'unpublish')
                            }
                            size="sm"
                          />
                          <Group gap={6}>
                            <Button
                              component={Link}
                              to={`/blog/edit/${post.slug}`}
                              size="compact-xs"
                              variant="default"
                            >
                              {t('blog.staff.edit')}
                            </Button>
                            <Button
                              component="a"
                              href={blogPostPath(post.slug)}
                              target="_blank"
                              rel="noopener"
                              size="compact-xs"
                              variant="default"
                            >
                              {t('blog.staff.viewPublic')}
                            </Button>
                            <Button
                              size="compact-xs"
                              color="red"
                              variant="light"
                              onClick={() => setConfirm({ kind: 'one', post })}
                            >
                              {t('blog.staff.delete')}
                            </Button>
                          </Group>
                        </Stack>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            <NumberedPagination of={data} scrollToTop onChange={(page) => go({ ...filters, page })} />
          </Stack>
        )
      )}
    </PageFrame>
  );
}
