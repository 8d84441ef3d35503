import { Badge, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconCircleCheck, IconFileText, IconTags, IconUser } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** The four sections of 000 §2.7, in the spec's order; each gets an edit page later. */
const sections: {
  key: 'personal' | 'professional' | 'bio' | 'categories';
  Icon: ComponentType<{ size?: number; stroke?: number }>;
}[] = [
  { key: 'personal', Icon: IconUser },
  { key: 'professional', Icon: IconBriefcase },
  { key: 'bio', Icon: IconFileText },
  { key: 'categories', Icon: IconTags },
];

interface ProfileCompletionProps {
  isComplete: boolean;
}

/**
 * The completion checklist. Only the profile's overall `isComplete` is known here, so the progress is
 * all or nothing and the sections are described rather than ticked one by one.
 */
export function ProfileCompletion({ isComplete }: ProfileCompletionProps) {
  const { t } = useTranslation();
  const percent = isComplete ? 100 : 0;

  return (
    <Card withBorder padding={0} radius="lg" component="section" aria-labelledby="profile-completion-title">
      <Stack gap="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3" id="profile-completion-title">
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
            <Text size="sm" fw={600} id="profile-completion-progress">
              {t('profiles.completion.progressLabel')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('profiles.completion.percent', { percent })}
            </Text>
          </Group>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              value={percent}
              color={isComplete ? 'sankofa' : 'ochre'}
              aria-labelledby="profile-completion-progress"
            />
          </Progress.Root>
        </Stack>

        <List spacing="md" listStyleType="none" p={0} m={0}>
          {sections.map(({ key, Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon
                  size={40}
                  radius="md"
                  variant="light"
                  color={isComplete ? 'sankofa' : 'gray'}
                  aria-hidden
                >
                  {isComplete ? <IconCircleCheck size={22} stroke={1.8} /> : <Icon size={22} stroke={1.7} />}
                </ThemeIcon>
              }
            >
              <Text fw={600}>{t(`profiles.sections.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`profiles.sections.${key}.description`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
