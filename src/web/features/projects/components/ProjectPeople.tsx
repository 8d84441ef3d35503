import { Avatar, Button, Group, Stack, Text, TooltipGroup } from '@mantine/core';
import { type ProjectDetail, projectLimits } from '../../../../common/contracts/projects';
import { Note } from '../../../components/Note';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useTranslation } from '../../../lib/i18n';
import { ParticipationPanel } from './ParticipationPanel';
import { PersonLink } from './PersonLink';
import { ProjectSection } from './ProjectSection';

interface ProjectPeopleProps {
  project: ProjectDetail;
  isMember: boolean;
  /** 'Voir tous les participants': the page's dialog of every participant. */
  onShowAll: () => void;
}

/** The project page's 'Participants' section: the owner, the first faces and the count, and joining. */
export function ProjectPeople({ project, isMember, onShowAll }: ProjectPeopleProps) {
  const { t } = useTranslation();
  const extra = project.participantCount - project.participants.length;
  return (
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
              <Avatar size={36} radius="xl" aria-label={t('projects.detail.moreLabel', { count: extra })}>
                {t('projects.detail.more', { count: extra })}
              </Avatar>
            )}
          </Avatar.Group>
        </TooltipGroup>
        <Note>{t('projects.card.participants', { count: project.participantCount })}</Note>
      </Group>
      <Button variant="subtle" size="xs" onClick={onShowAll} style={{ alignSelf: 'flex-start' }}>
        {t('projects.detail.allParticipants')}
      </Button>
      <ParticipationPanel project={project} isMember={isMember} />
    </ProjectSection>
  );
}
