import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import classes from './SidebarBlock.module.css';

/**
 * A block of a sidebar: the bordered card named by its heading (an icon, a title). A sidebar may be drawn
 * twice (desktop column, phone section), so each heading gets its own id.
 */
export function SidebarBlock({
  icon,
  title,
  component = 'section',
  children,
}: {
  icon?: ReactNode;
  title: string;
  component?: 'section' | 'nav';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      component={component}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h5" id={headingId} className={classes.blockTitle}>
        {icon}
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * A sidebar block listing a few items read from the server: grey lines while they come (`rows` lines,
 * `from`% wide then `step`% shorter each), the empty text, the list, and the link to see them all.
 * A failed read is the caller's (it hides the block).
 */
export function SidebarListBlock<T>({
  icon,
  title,
  query,
  skeleton,
  empty,
  seeAll,
  renderList,
}: {
  icon: ReactNode;
  title: string;
  query: { isPending: boolean; data: { items: T[] } | undefined };
  skeleton: { rows: number; from: number; step: number };
  empty: string;
  seeAll: { to: string; label: string };
  renderList: (items: T[]) => ReactNode;
}) {
  return (
    <SidebarBlock icon={icon} title={title}>
      {query.isPending || !query.data ? (
        <Stack gap="xs" mt="sm">
          {Array.from({ length: skeleton.rows }, (_, row) => row).map((index) => (
            <Skeleton key={index} height={14} width={`${skeleton.from - index * skeleton.step}%`} />
          ))}
        </Stack>
      ) : query.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {empty}
        </Text>
      ) : (
        renderList(query.data.items)
      )}
      <Anchor component={Link} to={seeAll.to} size="sm" fw={600} mt="sm" display="inline-block">
        {seeAll.label}
      </Anchor>
    </SidebarBlock>
  );
}
