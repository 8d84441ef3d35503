import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { GroupDetail } from '../../../../common/contracts/groups';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { ReportAction } from '../../privacy';
import { profilePaths } from '../../profiles';
import classes from '../pages/GroupPage.module.css';
import { GroupImages } from './GroupImages';

/**
 * A group's 'À propos' tab (002 §2): description, rules, tags, its creator and date; the logo and banner
 * for its managers; 'Signaler' for whoever is signed in, but its creator.
 */
export function GroupAbout({ group, viewerId }: { group: GroupDetail; viewerId: string | null }) {
  const { t, language } = useTranslation();
  const isManager = group.viewer.role === 'creator' || group.viewer.role === 'admin';
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('groups.page.description')}
          </Title>
          <Text className={classes.text}>{group.description}</Text>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('groups.page.rules')}
          </Title>
          <Text className={classes.text} c={group.rules ? undefined : 'dimmed'}>
            {group.rules ?? t('groups.page.noRules')}
          </Text>
        </section>
        {group.tags.length > 0 && (
          <section>
            <Title order={2} size="h4" mb="xs">
              {t('groups.page.tags')}
            </Title>
            <Group gap={6}>
              {group.tags.map((tag) => (
                <Badge key={tag} variant="light" color="sankofa" c="sankofa.9" tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          </section>
        )}
        <Group gap="xl" wrap="wrap">
          {group.createdBy && (
            <Stack gap={4}>
              <Note>{t('groups.page.createdBy')}</Note>
              <Group gap="xs" wrap="nowrap">
                <ProfileAvatar src={group.createdBy.avatarUrl} name={group.createdBy.fullName} size={28} />
                <Anchor component={Link} to={profilePaths.member(group.createdBy.id)} size="sm" fw={600}>
                  {group.createdBy.fullName}
                </Anchor>
              </Group>
            </Stack>
          )}
          <Note>{t('groups.page.createdAt', { date: formatLongDate(group.createdAt, language) })}</Note>
        </Group>
        {isManager && <GroupImages group={group} />}
        {viewerId !== null && group.viewer.role !== 'creator' && (
          <Group justify="flex-end">
            <ReportAction targetType="group" targetId={group.id} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
