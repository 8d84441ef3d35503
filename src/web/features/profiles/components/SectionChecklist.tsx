import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconChevronRight,
  IconCircleCheck,
  IconFileText,
  IconTags,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  type ProfileSection,
  type ProfileSectionsState,
  profileSections,
} from '../../../../common/contracts/profiles';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../paths';
import columnList from './ColumnList.module.css';
import classes from './SectionChecklist.module.css';

const icons: Record<ProfileSection, ComponentType<{ size?: number; stroke?: number }>> = {
  personal: IconUser,
  professional: IconBriefcase,
  bio: IconFileText,
  categories: IconTags,
};

/**
 * The checklist of /profile/complete (000 §2.7): the four sections in the spec's order, each with its
 * state from the server (`sections`) and its editor's address.
 */
export function SectionChecklist({ sections }: { sections: ProfileSectionsState }) {
  const { t } = useTranslation();
  const done = profileSections.filter((section) => sections[section]).length;
  const percent = Math.round((done / profileSections.length) * 100);
  const isComplete = done === profileSections.length;

  return (
    <Card withBorder padding={0} radius="lg" component="section" aria-labelledby="profile-checklist-title">
      <Stack gap="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3" id="profile-checklist-title">
              {t('profiles.completion.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t(isComplete ? 'profiles.completion.doneBody' : 'profiles.completion.todoBody')}
            </Text>
          </div>
          <Badge size="lg" variant="light" color={isComplete ? 'sankofa' : 'ochre'}>
            {t(isComplete ? 'profiles.completion.done' : 'profiles.completion.todo')}
          </Badge>
        </Group>

        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600} id="profile-checklist-progress">
              {t('profiles.completion.progressLabel')}
            </Text>
            <Note>{t('profiles.checklist.progress', { done, total: profileSections.length })}</Note>
          </Group>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              value={percent}
              color={isComplete ? 'sankofa' : 'ochre'}
              aria-labelledby="profile-checklist-progress"
            />
          </Progress.Root>
        </Stack>

        <ol className={columnList.list}>
          {profileSections.map((section) => {
            const isDone = sections[section];
            const Icon = icons[section];
            return (
              <li key={section} className={classes.item}>
                <ThemeIcon
                  size={44}
                  radius="md"
                  variant="light"
                  color={isDone ? 'sankofa' : 'gray'}
                  aria-hidden
                >
                  {isDone ? <IconCircleCheck size={24} stroke={1.8} /> : <Icon size={24} stroke={1.7} />}
                </ThemeIcon>
                <div className={classes.text}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} component="h3" className={classes.heading}>
                      {t(`profiles.sections.${section}.title`)}
                    </Text>
                    <Badge size="sm" variant="light" color={isDone ? 'sankofa' : 'ochre'}>
                      {t(isDone ? 'profiles.checklist.sectionDone' : 'profiles.checklist.sectionTodo')}
                    </Badge>
                  </Group>
                  <Note>{t(`profiles.sections.${section}.description`)}</Note>
                </div>
                <Button
                  component={Link}
                  to={profilePaths.edit(section)}
                  variant={isDone ? 'default' : 'filled'}
                  rightSection={<IconChevronRight size={16} stroke={1.8} aria-hidden />}
                  className={classes.action}
                  aria-label={t(
                    isDone ? 'profiles.checklist.editNamed' : 'profiles.checklist.completeNamed',
                    {
                      section: t(`profiles.sections.${section}.title`),
                    },
                  )}
                >
                  {t(isDone ? 'profiles.checklist.edit' : 'profiles.checklist.complete')}
                </Button>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Card>
  );
}
