import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { GroupCard as GroupCardData } from '../../../../common/contracts/groups';
import card from '../../../components/directory/DirectoryCard.module.css';
import { useTranslation } from '../../../lib/i18n';
import classes from './GroupCard.module.css';
import { GroupLogo } from './GroupLogo';
import { GroupRoleBadge, GroupTypeBadge } from './GroupTypeBadge';

/** A directory card: logo, name, type, the viewer's role, description, members and category. */
export function GroupCard({ group }: { group: GroupCardData }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" className={card.card}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <GroupLogo name={group.name} src={group.logoUrl} size={48} />
          <Stack gap={4} miw={0}>
            <Anchor
              component={Link}
              to={`/groups/${group.id}`}
              fw={700}
              c="inherit"
              className={classes.title}
            >
              {group.name}
            </Anchor>
            <Group gap={6}>
              <GroupTypeBadge type={group.type} />
              {group.viewerRole && <GroupRoleBadge role={group.viewerRole} />}
            </Group>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {group.description}
        </Text>
        <Group gap="xs" mt="auto" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t('groups.memberCount', { count: group.memberCount })}</Text>
          </Group>
          {group.categoryName && (
            <Text size="xs" c="dimmed" truncate>
              {group.categoryName}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
