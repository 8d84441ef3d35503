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
import { IconHelpCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ProjectStatus, projectLimits, projectStatuses } from '../../../../common/contracts/projects';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useAuthDialog } from '../../auth';
import { useProjects } from '../api/projects';
import { ProjectCard } from '../components/ProjectCard';
import classes from '../components/ProjectCard.module.css';
import { hasFilters, type ProjectFilters, readFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 350;

/**
 * `/projects` (002 §2 "Projects"): 12 a page, newest first; keyword, tag, status and start-date filters
 * held in the URL and applied by the server. 'Nouveau projet' opens the login dialog for a visitor.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  usePageTitle(t('projects.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState({ q: filters.q, tag: filters.tag });
  const projects = useProjects(filters);
  const isMember = Boolean(useSession().data?.user);
  const authDialog = useAuthDialog();

  const update = (patch: Partial<ProjectFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((patch: Partial<ProjectFilters>) => update(patch), typingDelayMs);
  const typed = (field: 'q' | 'tag') => ({
    value: text[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setText((current) => ({ ...current, [field]: value }));
      commitText({ [field]: value });
    },
  });
  // Drafts are a member's own: a visitor is offered published and archived projects.
  const statuses = projectStatuses.filter((status) => isMember || status !== 'draft');
  const data = projects.data;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('projects.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('projects.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('projects.intro')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to="/page/projets" size="sm">
              <Group gap={4} component="span">
                <IconHelpCircle size={16} stroke={1.8} aria-hidden />
                {t('projects.help')}
              </Group>
            </Anchor>
            {isMember ? (
              <Button
                component={Link}
                to="/projects/new"
                leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
              >
                {t('projects.new')}
              </Button>
            ) : (
              <Button
                onClick={() => authDialog.open('login', { redirect: '/projects/new' })}
                leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
              >
                {t('projects.new')}
              </Button>
            )}
          </Group>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('projects.filters.q')}
            placeholder={t('projects.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            flex="2 1 240px"
            maxLength={projectLimits.queryMax}
            {...typed('q')}
          />
          <TextInput
            label={t('projects.filters.tag')}
            placeholder={t('projects.filters.tagPlaceholder')}
            flex="1 1 160px"
            maxLength={projectLimits.tagMax}
            {...typed('tag')}
          />
          <Select
            label={t('projects.filters.status')}
            data={statuses.map((status) => ({ value: status, label: t(`projects.statusFilter.${status}`) }))}
            value={filters.status}
            onChange={(value) => update({ status: (value ?? 'published') as ProjectStatus })}
            allowDeselect={false}
            flex="1 1 160px"
          />
          <TextInput
            label={t('projects.filters.from')}
            type="date"
            value={filters.from}
            onChange={(event) => update({ from: event.currentTarget.value })}
            flex="1 1 160px"
          />
          {hasFilters(filters) && (
            <Button
              variant="subtle"
              onClick={() => {
                setText({ q: '', tag: '' });
                setParams(new URLSearchParams());
              }}
            >
              {t('projects.filters.clear')}
            </Button>
          )}
        </Group>

        {projects.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('projects.loading')} />
          </Group>
        ) : projects.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('projects.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void projects.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {filters.status === 'draft' && !filters.q && !filters.tag && !filters.from
              ? t('projects.emptyDrafts')
              : hasFilters(filters)
                ? t('projects.empty')
                : t('projects.emptyAll')}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <ul className={classes.grid} aria-busy={projects.isPlaceholderData}>
                {data.items.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} />
                  </li>
                ))}
              </ul>
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
            </Stack>
          )
        )}
      </Stack>
    </Container>
  );
}
