import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type SearchKind,
  type SearchResults,
  searchKinds,
  searchLimits,
} from '../../../../common/contracts/search';
import { Note } from '../../../components/Note';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useResults } from '../api/get-results';
import { useRecordSearch } from '../api/recent-searches';
import { Highlighted } from '../components/Highlighted';
import { HitIcon, KindIcon } from '../components/HitIcon';
import { SearchFilterBar } from '../components/SearchFilterBar';
import { searchPath } from '../search-path';
import { hasFilters, readFilters, withFilters } from '../utils/filters';
import classes from './SearchPage.module.css';

const isKind = (value: string | null): value is SearchKind =>
  value !== null && (searchKinds as readonly string[]).includes(value);

/**
 * Recherche (issue 39 §2): `/recherche?q=…&type=…`, a shareable address. Tabs per kind with their
 * counts, the kind's main filters (in the address, dropped on a tab change; they narrow that tab's
 * count only), its results best first with "Voir plus de résultats" (keyset pages), the query marked
 * in each title; when nothing matches, the nearest spelling the viewer may see.
 */
export function SearchPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const requested = params.get('type');
  const type = isKind(requested) ? requested : undefined;
  const [draft, setDraft] = useState(q);
  const isMember = Boolean(useSession().data?.user);
  const valid = Array.from(q).length >= searchLimits.queryMin;
  const filters = readFilters(params, type);
  const filtered = hasFilters(filters);
  const results = useResults(q, type, filters);
  const record = useRecordSearch();
  usePageTitle(valid ? t('search.page.titleFor', { q }) : t('search.page.title'));

  useEffect(() => setDraft(q), [q]);
  // The member's recent searches remember each query the page opens with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per query, not per mutation state
  useEffect(() => {
    if (isMember && valid) record.mutate({ query: q });
  }, [isMember, valid, q]);

  const first: SearchResults | undefined = results.data?.pages[0];
  const active = type ?? first?.type;
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const count = (kind: SearchKind) => {
    const value = first?.counts[kind] ?? 0;
    const shown = value.toLocaleString(language);
    return value >= searchLimits.countCap ? t('search.page.countCapped', { value: shown }) : shown;
  };
  // Nothing at all, filters aside: with filters, the tabs stay so that they can be changed.
  const nothing = !filtered && first !== undefined && searchKinds.every((kind) => first.counts[kind] === 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (Array.from(next).length >= searchLimits.queryMin) setParams({ q: next });
  };

  return (
    <Container size="md" w="100%" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2" className={classes.heading}>
          {valid ? t('search.page.titleFor', { q }) : t('search.page.title')}
        </Title>
        <Box component="form" onSubmit={handleSubmit} role="search">
          <Group gap="sm" wrap="nowrap">
            <TextInput
              className={classes.field}
              aria-label={t('search.field.label')}
              placeholder={t('search.field.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={draft}
              type="search"
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit">{t('shell.search')}</Button>
          </Group>
        </Box>

        {!valid && <Text c="dimmed">{t('search.page.prompt')}</Text>}
        {valid && results.isPending && <Loader aria-label={t('search.field.loading')} />}
        {valid && results.isError && (
          <QueryFailure message={t('search.page.error')} onRetry={() => void results.refetch()} />
        )}

        {valid && nothing && (
          <Stack gap="xs" className={classes.empty}>
            <Text fw={600}>{t('search.page.empty', { q })}</Text>
            {first?.didYouMean && (
              <Text>
                {t('search.page.didYouMean')}{' '}
                <Anchor component={Link} to={searchPath(first.didYouMean)} fw={600}>
                  {first.didYouMean}
                </Anchor>{' '}
                ?
              </Text>
            )}
            <Note>{t('search.page.hint')}</Note>
          </Stack>
        )}

        {valid && first && !nothing && (
          <Tabs
            className={classes.root}
            value={active ?? null}
            onChange={(value) => isKind(value) && setParams({ q, type: value })}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('search.page.tabs')} className={classes.tabs}>
              {searchKinds
                .filter((kind) => first.counts[kind] > 0 || kind === active)
                .map((kind) => (
                  <Tabs.Tab
                    key={kind}
                    value={kind}
                    leftSection={<KindIcon kind={kind} />}
                    rightSection={
                      <Badge size="sm" variant="light" color={kind === active ? 'sankofa' : 'gray'}>
                        {count(kind)}
                      </Badge>
                    }
                  >
                    {t(`search.kinds.${kind}`)}
                  </Tabs.Tab>
                ))}
            </Tabs.List>
            {active && (
              <Tabs.Panel value={active} pt="md">
                <Stack gap="sm">
                  <SearchFilterBar
                    kind={active}
                    filters={filters}
                    onChange={(key, value) => setParams(withFilters(q, active, filters, { [key]: value }))}
                    onClear={() => setParams({ q, type: active })}
                  />
                  {items.length === 0 && !results.isFetching && (
                    <Text c="dimmed">
                      {t(filtered ? 'search.filters.emptyFiltered' : 'search.page.emptyKind', { q })}
                    </Text>
                  )}
                  {items.map((hit) => (
                    <Paper
                      key={`${hit.kind}:${hit.id}`}
                      component={Link}
                      to={hit.path}
                      withBorder
                      p="sm"
                      radius="md"
                      className={classes.hit}
                    >
                      <Group gap="md" wrap="nowrap">
                        <HitIcon hit={hit} size={44} />
                        <div className={classes.text}>
                          <Text fw={600} className={classes.title}>
                            <Highlighted text={hit.title} query={q} />
                          </Text>
                          {hit.subtitle && (
                            <Text size="sm" c="dimmed" lineClamp={2}>
                              <Highlighted text={hit.subtitle} query={q} />
                            </Text>
                          )}
                        </div>
                      </Group>
                    </Paper>
                  ))}
                  {results.hasNextPage && (
                    <Button
                      variant="default"
                      onClick={() => results.fetchNextPage()}
                      loading={results.isFetchingNextPage}
                      className={classes.more}
                    >
                      {t('search.page.more')}
                    </Button>
                  )}
                </Stack>
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
