import { Button, Card, Group, List, Progress, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProfileCompletion } from '../../../../common/contracts/profiles';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../paths';

/**
 * The completion card of one's own profile (000 §9): five steps (basic, avatar, professional with
 * title and company, bio, location) and their percentage, as the server computes them.
 */
export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation();
  const isComplete = completion.percent >= 100;
  return (
    <Card withBorder component="section" aria-labelledby="completion-card-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} fz="h4" id="completion-card-title">
          {t('profiles.completionCard.title')}
        </Title>
        <Text fw={700} c={isComplete ? 'sankofa.8' : 'ochre.9'}>
          {t('profiles.completion.percent', { percent: completion.percent })}
        </Text>
      </Group>
      <Progress.Root radius="xl" size="md" mb="md">
        <Progress.Section
          value={completion.percent}
          color={isComplete ? 'sankofa' : 'ochre'}
          aria-label={t('profiles.completionCard.title')}
        />
      </Progress.Root>
      <List spacing="xs" size="sm" listStyleType="none" p={0} m={0}>
        {completion.steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                variant="light"
                color={step.isDone ? 'sankofa' : 'gray'}
                aria-hidden
              >
                {step.isDone ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" span c={step.isDone ? undefined : 'dimmed'}>
              {t(`profiles.completionCard.steps.${step.key}`)}
            </Text>
            <VisuallyHidden>
              {t(step.isDone ? 'profiles.completionCard.stepDone' : 'profiles.completionCard.stepTodo')}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
      {!isComplete && (
        <Button component={Link} to={profilePaths.complete} variant="light" fullWidth mt="md">
          {t('profiles.completionCard.action')}
        </Button>
      )}
    </Card>
  );
}
