import { ActionIcon, Anchor, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { FaqEntry } from '../../../../common/contracts/faq';
import { slugify } from '../../../../common/slug';
import { PublicPage } from '../../../components/PublicPageHeader';
import { RichHtml } from '../../../components/RichHtml';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useFaq } from '../api/get-faq';
import { EditPageButton, PageQueryState } from './PageParts';
import classes from './StaticPage.module.css';

/** Accent- and case-insensitive, as the site's other searches. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of an answer, for the search. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Each question's anchor, from its words (`#comment-supprimer-mon-compte`), unique on the page. */
const withAnchors = (items: FaqEntry[]) => {
  const used = new Map<string, number>();
  return items.map((entry) => {
    const base = slugify(entry.question) || 'question';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return {
      ...entry,
      anchor: seen === 0 ? base : `${base}-${seen + 1}`,
      haystack: fold(`${entry.question} ${textOf(entry.answer)}`),
    };
  });
};

/**
 * `/faq` (002 §2): the questions in the team's order, a search over questions and answers, a contents
 * list and an anchor per question (`/faq#…` opens at it). 'Aucune question pour le moment.' when empty.
 */
export function FaqView({ editPath }: { editPath?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.faq.title'));
  const faq = useFaq();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => withAnchors(faq.data?.items ?? []), [faq.data]);
  const words = fold(query).split(/\s+/).filter(Boolean);
  const shown =
    words.length === 0
      ? entries
      : entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));

  // A link to a question opens at it once the list is there.
  useEffect(() => {
    if (!hash || entries.length === 0) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, entries.length]);

  return (
    <PublicPage title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      <Stack gap="xl">
        {editPath && <EditPageButton to={editPath} label={t('pages.faq.edit')} isAlignedStart />}
        <PageQueryState query={faq} isEmpty={entries.length === 0} empty={t('pages.faq.empty')}>
          <TextInput
            type="search"
            label={t('pages.faq.searchLabel')}
            placeholder={t('pages.faq.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={480}
          />
          {words.length === 0 && (
            <nav aria-label={t('pages.faq.contents')}>
              <Title order={2} size="h4" mb="xs">
                {t('pages.faq.contents')}
              </Title>
              <Stack component="ol" gap={6} pl="lg" m={0}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Anchor href={`#${entry.anchor}`} size="sm" underline="always">
                      {entry.question}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </nav>
          )}
          <div role="status" aria-live="polite">
            {shown.length === 0 && <Text c="dimmed">{t('pages.faq.noMatch', { query })}</Text>}
          </div>
          <Stack gap="md">
            {shown.map((entry) => (
              <Paper
                key={entry.id}
                component="section"
                withBorder
                radius="lg"
                p={{ base: 'md', sm: 'lg' }}
                aria-labelledby={entry.anchor}
              >
                <Title order={2} size="h3" id={entry.anchor} style={{ scrollMarginTop: 80 }}>
                  {entry.question}{' '}
                  <ActionIcon
                    component="a"
                    href={`#${entry.anchor}`}
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`${t('pages.faq.anchor')} : ${entry.question}`}
                  >
                    <IconLink size={14} aria-hidden />
                  </ActionIcon>
                </Title>
                <RichHtml html={entry.answer} className={classes.prose} />
              </Paper>
            ))}
          </Stack>
        </PageQueryState>
      </Stack>
    </PublicPage>
  );
}
