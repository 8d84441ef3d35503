import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconPlus, IconRss } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type BlogPostCard, blogLimits } from '../../../../common/contracts/blog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { PageFrame } from '../../../components/PageFrame';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { useBlogPosts, useBulkPosts, useDeletePost } from '../api/posts';
import { BlogFilterForm } from '../components/BlogFilterForm';
import { type BulkAction, BulkBar, StaffPostActions } from '../components/BlogStaffTools';
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
  const posts = useBlogPosts(filters);
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
  const runBulk = (ids: string[], action: BulkAction, done?: () => void) =>
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
  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
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

      <BlogFilterForm filters={filters} withStatus={isStaff || filters.view === 'mine'} onApply={go} />

      {isStaff && data && data.items.length > 0 && (
        <BulkBar
          pageIds={pageIds}
          selected={selected}
          onSelect={setSelected}
          onBulk={(action) => runBulk([...selected], action)}
          onDelete={() => setConfirm({ kind: 'bulk' })}
          isPending={bulk.isPending}
        />
      )}

      <DirectoryResults
        query={posts}
        prefix="blog"
        empty={t(emptyKey)}
        gridClassName={classes.grid}
        itemKey={(post) => post.id}
        renderItem={(post) => (
          <PostCard
            post={post}
            selection={
              isStaff
                ? { checked: selected.has(post.id), onChange: (checked) => select(post.id, checked) }
                : undefined
            }
            actions={
              isStaff ? (
                <StaffPostActions
                  post={post}
                  onPublish={(published) => runBulk([post.id], published ? 'publish' : 'unpublish')}
                  onDelete={() => setConfirm({ kind: 'one', post })}
                />
              ) : undefined
            }
          />
        )}
        onPage={(page) => go({ ...filters, page })}
      />
    </PageFrame>
  );
}
