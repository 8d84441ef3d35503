import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHelpCircle, IconInbox, IconSchool, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mentorLimits } from '../../../../common/contracts/mentors';
import { countryNameOf } from '../../../../common/format';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useAuthDialog } from '../../auth';
import { useMentorFilterOptions, useMentors } from '../api/mentors';
import { MentorCard } from '../components/MentorCard';
import classes from '../components/MentorCard.module.css';
import { hasFilters, type MentorFilters, readFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 350;

/**
 * `/mentors` (002 §2 "Mentors"): the members who became mentors, 12 a page, newest first; name, domain
 * and country filters held in the URL and applied by the server. 'Devenir mentor' opens the login
 * dialog for a visitor.
 */
export function MentorsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('mentors.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState(filters.q);
  const mentors = useMentors(filters);
  const options = useMentorFilterOptions();
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const authDialog = useAuthDialog();

  const update = (patch: Partial<MentorFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((q: string) => update({ q }), typingDelayMs);

  const domainOptions = useMemo(() => {
    const list = options.data?.domains ?? [];
    return filters.domain && !list.includes(filters.domain) ? [filters.domain, ...list] : list;
  }, [options.data, filters.domain]);
  const countryOptions = useMemo(
    () =>
      (options.data?.countries ?? [])
        .map((code) => ({ value: code, label: countryNameOf(code, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [options.data, language],
  );

  const data = mentors.data;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('mentors.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('mentors.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('mentors.intro')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to="/page/mentor" size="sm">
              <Group gap={4} component="span">
                <IconHelpCircle size={16} stroke={1.8} aria-hidden />
                {t('mentors.help')}
              </Group>
            </Anchor>
            {isMember && (
              <Button
                component={Link}
                to="/mentors/demandes"
                variant="default"
                leftSection={<IconInbox size={16} stroke={1.8} aria-hidden />}
              >
                {t('mentors.myRequests')}
              </Button>
            )}
            {isMember ? (
              <Button
                component={Link}
                to="/mentors/become"
                leftSection={<IconSchool size={16} stroke={1.8} aria-hidden />}
              >
                {t('mentors.become')}
              </Button>
            ) : (
              <Button
                onClick={() => authDialog.open('login', { redirect: '/mentors/become' })}
                leftSection={<IconSchool size={16} stroke={1.8} aria-hidden />}
              >
                {t('mentors.become')}
              </Button>
            )}
          </Group>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('mentors.filters.q')}
            placeholder={t('mentors.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            flex="2 1 240px"
            value={text}
            maxLength={mentorLimits.queryMax}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              commitText(value);
            }}
          />
          <Select
            label={t('mentors.filters.domain')}
            placeholder={t('mentors.filters.allDomains')}
            data={domainOptions}
            value={filters.domain || null}
            onChange={(value) => update({ domain: value ?? '' })}
            clearable
            searchable
            flex="1 1 190px"
          />
          <Select
            label={t('mentors.filters.country')}
            placeholder={t('mentors.filters.allCountries')}
            data={countryOptions}
            value={filters.country || null}
            onChange={(value) => update({ country: value ?? '' })}
            clearable
            searchable
            flex="1 1 190px"
          />
          {hasFilters(filters) && (
            <Button
              variant="subtle"
              onClick={() => {
                setText('');
                setParams(new URLSearchParams());
              }}
            >
              {t('mentors.filters.clear')}
            </Button>
          )}
        </Group>

        {mentors.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('mentors.loading')} />
          </Group>
        ) : mentors.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('mentors.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void mentors.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {hasFilters(filters) ? t('mentors.empty') : t('mentors.emptyAll')}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.totalCapped
                  ? t('mentors.resultsCapped', { count: data.total })
                  : t('mentors.results', { count: data.total })}
              </Text>
              <ul className={classes.grid} aria-busy={mentors.isPlaceholderData}>
                {data.items.map((mentor) => (
                  <li key={mentor.id}>
                    <MentorCard mentor={mentor} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 && (
                <NumberedPagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  totalCapped={data.totalCapped}
                  onChange={(page) => {
                    update({ page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </Stack>
          )
        )}
      </Stack>
    </Container>
  );
}
