import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GroupType } from '../../../../common/contracts/groups';
import card from '../../../components/directory/DirectoryCard.module.css';
import { PageFrame } from '../../../components/PageFrame';
import { SectionLoader } from '../../../components/SectionLoader';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useProfessionalCategories } from '../../profiles';
import { type GroupFilters, useGroups } from '../api/groups';
import { GroupCard } from '../components/GroupCard';

const typeOf = (value: string | null): GroupFilters['type'] => {
  const parsed = GroupType.safeParse(value);
  return parsed.success ? parsed.data : '';
};

/** `/groups` (002 §2): search, category and type (filtered by the server), 'Mes groupes', create. */
export function GroupsPage() {
  const { t } = useTranslation();
  usePageTitle(t('groups.title'));
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const filters: GroupFilters = {
    q: params.get('q') ?? '',
    categoryId: params.get('category') ?? '',
    type: typeOf(params.get('type')),
    mine: isMember && params.get('view') === 'mine',
  };
  const categories = useProfessionalCategories();
  const groups = useGroups(filters);
  const items = groups.data?.pages.flatMap((page) => page.items) ?? [];

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the URL
  useEffect(() => {
    if (debounced.trim() !== (params.get('q') ?? '')) setParam('q', debounced.trim() || null);
  }, [debounced]);

  return (
    <PageFrame size="lg" crumbs={[{ label: t('groups.title') }]}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('groups.title')}</Title>
          <Text c="dimmed">{t('groups.intro')}</Text>
        </Stack>
        {isMember && (
          <Button component={Link} to="/groups/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('groups.create')}
          </Button>
        )}
      </Group>
      {isMember && (
        <SegmentedControl
          aria-label={t('groups.views.label')}
          value={filters.mine ? 'mine' : 'all'}
          onChange={(value) => setParam('view', value === 'mine' ? 'mine' : null)}
          data={[
            { value: 'all', label: t('groups.views.all') },
            { value: 'mine', label: t('groups.views.mine') },
          ]}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('groups.filters.search')}
          placeholder={t('groups.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        <Select
          label={t('groups.filters.category')}
          placeholder={t('groups.filters.allCategories')}
          data={(categories.data?.items ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
          value={filters.categoryId || null}
          onChange={(value) => setParam('category', value)}
          clearable
          searchable
          error={categories.isError ? t('groups.form.categoriesFailed') : undefined}
        />
        <Select
          label={t('groups.filters.type')}
          placeholder={t('groups.filters.allTypes')}
          data={GroupType.options.map((type) => ({ value: type, label: t(`groups.types.${type}`) }))}
          value={filters.type || null}
          onChange={(value) => setParam('type', value)}
          clearable
        />
      </SimpleGrid>

      {groups.isPending ? (
        <SectionLoader py="xl" label={t('groups.loading')} />
      ) : groups.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text c="red.8" role="alert">
            {t('groups.loadError', { message: t(errorMessageKey(groups.error)) })}
          </Text>
          <Button variant="default" size="xs" onClick={() => void groups.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap="sm" align="center" py="xl">
          <Text fw={600}>{filters.mine ? t('groups.emptyMine') : t('groups.empty')}</Text>
          <Button variant="default" onClick={() => void groups.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <ul className={card.grid} aria-busy={groups.isFetching}>
            {items.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
              </li>
            ))}
          </ul>
          {groups.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void groups.fetchNextPage()}
                loading={groups.isFetchingNextPage}
              >
                {t('groups.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
