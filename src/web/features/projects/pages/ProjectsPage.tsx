import { Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ProjectStatus, projectLimits, projectStatuses } from '../../../../common/contracts/projects';
import card from '../../../components/directory/DirectoryCard.module.css';
import { DirectoryFilterBar, DirectoryLayout } from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { MemberLinkButton } from '../../auth';
import { useProjects } from '../api/projects';
import { ProjectCard } from '../components/ProjectCard';
import * as codec from '../utils/filters';

const textFields = ['q', 'tag'] as const;
/**
 * `/projects` (002 §2 "Projects"): 12 a page, newest first; keyword, tag, status and start-date filters
 * held in the URL and applied by the server. 'Nouveau projet' opens the login dialog for a visitor.
 */
export function ProjectsPage() {
  const { t } = useTranslation();
  usePageTitle(t('projects.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields);
  const projects = useProjects(filters);
  const isMember = Boolean(useSession().data?.user);
  // Drafts are a member's own: a visitor is offered published and archived projects.
  const statuses = projectStatuses.filter((status) => isMember || status !== 'draft');

  return (
    <DirectoryLayout>
      <DirectoryHeader
        title={t('projects.title')}
        breadcrumb={t('projects.breadcrumb')}
        intro={t('projects.intro')}
        help={{ to: '/page/projets', label: t('projects.help') }}
        actions={
          <MemberLinkButton to="/projects/new" leftSection={<IconPlus size={16} stroke={2} aria-hidden />}>
            {t('projects.new')}
          </MemberLinkButton>
        }
      />

      <DirectoryFilterBar
        prefix="projects"
        search={{ field: typed('q'), maxLength: projectLimits.queryMax }}
        onClear={codec.hasFilters(filters) ? () => clear() : undefined}
      >
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
      </DirectoryFilterBar>

      <DirectoryResults
        query={projects}
        prefix="projects"
        withCount={false}
        empty={
          filters.status === 'draft' && !filters.q && !filters.tag && !filters.from
            ? t('projects.emptyDrafts')
            : codec.hasFilters(filters)
              ? t('projects.empty')
              : t('projects.emptyAll')
        }
        gridClassName={card.grid}
        skeleton={{ height: 320, picture: 'none' }}
        itemKey={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
