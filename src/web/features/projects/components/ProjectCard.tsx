import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBulb, IconUsers } from '@tabler/icons-react';
import { type ProjectCard as Project, projectPath } from '../../../../common/contracts/projects';
import { CardCover } from '../../../components/directory/CardCover';
import { CardTitle } from '../../../components/directory/CardTitle';
import card from '../../../components/directory/DirectoryCard.module.css';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import classes from './ProjectCard.module.css';
import { ProjectDates } from './ProjectDates';
import { StatusBadge } from './StatusBadge';

/** A project of the grid: cover, title (the link), status, summary, tags, dates, owner, participants. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding={0} className={`${card.card} ${classes.card}`} component="article">
      <CardCover
        url={project.coverImageUrl}
        className={classes.cover}
        placeholderClassName={classes.placeholder}
      >
        <IconBulb size={36} stroke={1.4} />
      </CardCover>
      <Stack gap="xs" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <CardTitle to={projectPath(project.id)}>{project.title}</CardTitle>
          {project.status !== 'published' && <StatusBadge status={project.status} />}
        </Group>
        {project.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {project.summary}
          </Text>
        )}
        {project.tags.length > 0 && (
          <Group gap={4}>
            {project.tags.slice(0, 4).map((tag) => (
              <Badge key={tag} variant="outline" color="sankofa" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <ProjectDates startDate={project.startDate} endDate={project.endDate} />
        <Group gap="md" c="dimmed">
          {project.owner && (
            <Text size="sm" c="dimmed" truncate>
              {t('projects.card.owner', { name: project.owner.fullName })}
            </Text>
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} stroke={1.8} aria-hidden />
            <Note>{t('projects.card.participants', { count: project.participantCount })}</Note>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
