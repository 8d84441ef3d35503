import { Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type BlogPostCard, blogPostPath } from '../../../../common/contracts/blog';
import { useTranslation } from '../../../lib/i18n';

export type BulkAction = 'publish' | 'unpublish' | 'delete';

/**
 * The staff's bar over the grid (001 §2.19): select the page's cards, then Publier, Dépublier or
 * Supprimer them (`onDelete` asks first).
 */
export function BulkBar({
  pageIds,
  selected,
  onSelect,
  onBulk,
  onDelete,
  isPending,
}: {
  pageIds: string[];
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  onBulk: (action: Exclude<BulkAction, 'delete'>) => void;
  onDelete: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
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
        onChange={(event) => onSelect(event.currentTarget.checked ? new Set(pageIds) : new Set())}
      />
      {selected.size > 0 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('blog.staff.selected', { count: selected.size })}
          </Text>
          <Button size="xs" onClick={() => onBulk('publish')} loading={isPending}>
            {t('blog.staff.publish')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onBulk('unpublish')} loading={isPending}>
            {t('blog.staff.unpublish')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            {t('blog.staff.delete')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** A card's staff actions: the 'Publié' toggle, Modifier, Voir en public and Supprimer (asks first). */
export function StaffPostActions({
  post,
  onPublish,
  onDelete,
}: {
  post: BlogPostCard;
  onPublish: (published: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Switch
        label={t('blog.staff.publishedToggle')}
        checked={post.status === 'published'}
        onChange={(event) => onPublish(event.currentTarget.checked)}
        size="sm"
      />
      <Group gap={6}>
        <Button component={Link} to={`/blog/edit/${post.slug}`} size="compact-xs" variant="default">
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
        <Button size="compact-xs" color="red" variant="light" onClick={onDelete}>
          {t('blog.staff.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
