import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { blogLimits, blogPeriods, blogPostStatuses } from '../../../../common/contracts/blog';
import { useTranslation } from '../../../lib/i18n';
import { useBlogCategories } from '../api/blog-categories';
import { useContentCategories } from '../api/content-categories';
import { useBlogAuthors } from '../api/posts';
import type { BlogFilters } from '../utils/filters';

/** Every filter empty, in the view given. */
export const clearedFilters = (view: BlogFilters['view']): BlogFilters => ({
  q: '',
  category: '',
  contentCategory: '',
  period: '',
  author: '',
  status: '',
  view,
  page: 1,
});

/**
 * The blog's filters (001 §2.19): text, category, kind of content, period and author, and the status
 * for staff or in 'Mes articles'; applied by Rechercher, emptied by Réinitialiser.
 */
export function BlogFilterForm({
  filters,
  withStatus,
  onApply,
}: {
  filters: BlogFilters;
  withStatus: boolean;
  onApply: (next: BlogFilters) => void;
}) {
  const { t } = useTranslation();
  const categories = useBlogCategories();
  const contentCategories = useContentCategories();
  const authors = useBlogAuthors();
  const [draft, setDraft] = useState(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, view: filters.view, page: 1 });
  };
  const reset = () => {
    const cleared = clearedFilters(filters.view);
    setDraft(cleared);
    onApply(cleared);
  };
  const choice = (field: 'category' | 'contentCategory' | 'author') => ({
    value: draft[field] || null,
    onChange: (value: string | null) => setDraft({ ...draft, [field]: value ?? '' }),
    clearable: true,
    searchable: true,
    flex: '1 1 170px',
  });

  return (
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
          {...choice('category')}
        />
        <Select
          label={t('blog.filters.contentCategory')}
          placeholder={t('blog.filters.allContentCategories')}
          data={(contentCategories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          {...choice('contentCategory')}
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
          {...choice('author')}
        />
        {withStatus && (
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
  );
}
