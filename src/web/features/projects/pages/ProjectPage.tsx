import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectDetail } from '../../../../common/contracts/projects';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import detail from '../../../components/DetailLayout.module.css';
import { CardFact } from '../../../components/directory/CardFact';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { Notice } from '../../../components/Notice';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { QueryFailure } from '../../../components/QueryFailure';
import { errorMessageKey, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { useSession } from '../../../lib/session';
import { isUuid } from '../../../lib/uuid';
import { useDeleteProject, useProject } from '../api/projects';
import { JoinRequests } from '../components/JoinRequests';
import { ParticipantsDialog } from '../components/ParticipantsDialog';
import { ProjectDates } from '../components/ProjectDates';
import { ProjectMissing } from '../components/ProjectMissing';
import { ProjectPeople } from '../components/ProjectPeople';
import { ProjectSection } from '../components/ProjectSection';
import { ProjectThread } from '../components/ProjectThread';
import { StatusBadge } from '../components/StatusBadge';
import classes from './ProjectPage.module.css';

/** `/projects/{id}` (002 §2): ids of invalid format are not loaded ('Projet introuvable.'). */
export function ProjectPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const project = useProject(valid ? id : undefined);
  usePageTitle(project.data?.title ?? t('projects.title'));

  if (!valid) return <ProjectMissing />;
  if (project.isPending) {
    return <PageLoader label={t('projects.loading')} />;
  }
  if (project.isError) {
    if (isMissing(project.error)) return <ProjectMissing />;
    return (
      <Container size="md" py="xl">
        <QueryFailure
          message={t('projects.loadErrorDetail', { message: t(errorMessageKey(project.error)) })}
          onRetry={() => void project.refetch()}
        />
      </Container>
    );
  }
  return <ProjectView project={project.data} />;
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMember = Boolean(useSession().data?.user);
  const remove = useDeleteProject();
  const [isConfirming, setConfirming] = useState(false);
  const [isShowingAll, setShowingAll] = useState(false);
  const commentHint = !isMember ? t('projects.comments.signIn') : null;

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('projects.breadcrumb'), to: '/projects' }, { label: project.title }]}
      outside={
        <>
          <ParticipantsDialog
            projectId={project.id}
            opened={isShowingAll}
            onClose={() => setShowingAll(false)}
          />
          <ConfirmMutationDialog
            opened={isConfirming}
            title={t('projects.detail.deleteTitle')}
            message={t('projects.detail.deleteConfirm')}
            detail={project.title}
            confirmLabel={t('projects.detail.delete')}
            mutation={remove}
            run={(then) => remove.mutate(project.id, then)}
            done={t('projects.detail.deleted')}
            errorText={(error) => t('projects.detail.deleteError', { message: t(errorMessageKey(error)) })}
            onDone={() => void navigate('/projects')}
            onClose={() => setConfirming(false)}
          />
        </>
      }
    >
      {project.coverImageUrl && (
        <img
          {...responsiveImage(project.coverImageUrl, imageSizes.cover)}
          alt={t('projects.card.coverAlt', { title: project.title })}
          className={classes.cover}
        />
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <StatusBadge status={project.status} />
            {project.tags.map((tag) => (
              <Badge
                key={tag}
                component={Link}
                to={`/projects?tag=${encodeURIComponent(tag)}`}
                variant="outline"
                color="sankofa"
                radius="sm"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
          <Title order={1}>{project.title}</Title>
          <Group gap="md">
            <ProjectDates startDate={project.startDate} endDate={project.endDate} />
            {project.location && (
              <CardFact icon={IconMapPin} gap={4}>
                {project.location}
              </CardFact>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {project.canEdit && (
            <EditItemButton to={`/projects/${project.id}/edit`} label={t('projects.detail.edit')} />
          )}
          {project.canDelete && (
            <DeleteItemButton label={t('projects.detail.delete')} onClick={() => setConfirming(true)} />
          )}
        </Group>
      </Group>

      {project.status === 'draft' && <Notice>{t('projects.detail.draftNotice')}</Notice>}
      {project.status === 'archived' && <Notice tone="caution">{t('projects.detail.archivedNotice')}</Notice>}

      <div className={detail.layout}>
        <Stack gap="lg">
          <ProjectSection id="project-description" title={t('projects.detail.description')} gap="sm">
            <Text
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              c={project.description ? undefined : 'dimmed'}
            >
              {project.description || t('projects.detail.noDescription')}
            </Text>
          </ProjectSection>
          <ProjectThread
            projectId={project.id}
            kind="news"
            canPost={project.canPostNews}
            hint={
              project.canPostNews || project.status === 'archived' ? null : t('projects.news.membersOnly')
            }
          />
          <ProjectThread
            projectId={project.id}
            kind="comments"
            canPost={project.canComment}
            hint={commentHint}
          />
        </Stack>
        <Stack gap="lg">
          <ProjectPeople project={project} isMember={isMember} onShowAll={() => setShowingAll(true)} />
          {project.canEdit && <JoinRequests projectId={project.id} pendingCount={project.pendingCount} />}
        </Stack>
      </div>
    </PageFrame>
  );
}
