import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../Breadcrumbs';

/**
 * The top of a directory page (issue 37 §1): the breadcrumb, the title and its introduction, the link
 * to the area's help page and the page's actions.
 */
export function DirectoryHeader({
  title,
  breadcrumb,
  intro,
  help,
  actions,
}: {
  title: string;
  breadcrumb: string;
  intro: string;
  help?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs items={[{ label: breadcrumb }]} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" maw={620}>
            {intro}
          </Text>
        </Stack>
        <Group gap="sm">
          {help && (
            <Anchor component={Link} to={help.to} size="sm">
              <Group gap={4} component="span">
                <IconHelpCircle size={16} stroke={1.8} aria-hidden />
                {help.label}
              </Group>
            </Anchor>
          )}
          {actions}
        </Group>
      </Group>
    </>
  );
}
