import {
  Alert,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  TooltipGroup,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type ProjectDetail, projectLimits } from '../../../../common/contracts/projects';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import detail from '../../../components/DetailLayout.module.css';
import { CardFact } from '../../../components/directory/CardFact';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { Note } from '../../../components/Note';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
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
import { ParticipationPanel } from '../components/ParticipationPanel';
import { PersonLink } from '../components/PersonLink';
import { ProjectDates } from '../components/ProjectDates';
import { ProjectMissing } from '../components/ProjectMissing';
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
  const extra = project.participantCount - project.participants.length;
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

      {project.status === 'draft' && (
        <Alert color="gray" variant="light">
          {t('projects.detail.draftNotice')}
        </Alert>
      )}
      {project.status === 'archived' && (
        <Alert color="yellow" variant="light">
          {t('projects.detail.archivedNotice')}
        </Alert>
      )}

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
          <ProjectSection id="project-people" title={t('projects.detail.participants')}>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('projects.detail.owner')}
              </Text>
              {project.owner ? (
                <Group gap="sm" wrap="nowrap">
                  <ProfileAvatar src={project.owner.avatarUrl} name={project.owner.fullName} size={40} />
                  <Stack gap={0} miw={0}>
                    <PersonLink person={project.owner} />
                    {project.owner.title && (
                      <Text size="xs" c="dimmed" truncate>
                        {project.owner.title}
                      </Text>
                    )}
                  </Stack>
                </Group>
              ) : (
                <Note>{t('projects.detail.formerOwner')}</Note>
              )}
            </Stack>
            <Group gap="sm" align="center">
              <TooltipGroup>
                <Avatar.Group spacing="sm">
                  {project.participants.slice(0, projectLimits.participantAvatars).map((person) => (
                    <LazyTooltip key={person.id} label={person.fullName} withArrow>
                      <ProfileAvatar
                        src={person.avatarUrl}
                        name={person.fullName}
                        alt={person.fullName}
                        size={36}
                      />
                    </LazyTooltip>
                  ))}
                  {extra > 0 && (
                    <Avatar
                      size={36}
                      radius="xl"
                      aria-label={t('projects.detail.moreLabel', { count: extra })}
                    >
                      {t('projects.detail.more', { count: extra })}
                    </Avatar>
                  )}
                </Avatar.Group>
              </TooltipGroup>
              <Note>{t('projects.card.participants', { count: project.participantCount })}</Note>
            </Group>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setShowingAll(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('projects.detail.allParticipants')}
            </Button>
            <ParticipationPanel project={project} isMember={isMember} />
          </ProjectSection>
          {project.canEdit && <JoinRequests projectId={project.id} pendingCount={project.pendingCount} />}
        </Stack>
      </div>
    </PageFrame>
  );
}
