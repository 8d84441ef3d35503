import { Anchor, Card, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type BreadcrumbItem, Breadcrumbs } from './Breadcrumbs';

/**
 * The frame of an item's page or a form's page: the centred container, the column and the breadcrumb
 * trail at its head. `outside` goes after the column (a dialog the page opens).
 */
export function PageFrame({
  size = 'md',
  crumbs,
  outside,
  children,
}: {
  size?: 'md' | 'lg';
  crumbs: BreadcrumbItem[];
  outside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={size} w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={crumbs} />
        {children}
      </Stack>
      {outside}
    </Container>
  );
}

/** '← Retour aux …' under the breadcrumb: back to the list the item belongs to. */
export function BackLink({ to, label, w }: { to: string; label: string; w?: 'fit-content' }) {
  return (
    <Anchor component={Link} to={to} size="sm" w={w}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} stroke={1.8} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/**
 * A form's page (a new item, an edit): the trail ending on the title, the title and the form in its
 * card, or `refusal` in place of the card when the member may not use it.
 */
export function FormPage({
  parents,
  title,
  refusal,
  children,
}: {
  /** The trail's links above this page; the title closes it. */
  parents: BreadcrumbItem[];
  title: string;
  refusal?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame crumbs={[...parents, { label: title }]}>
      <Title order={1}>{title}</Title>
      {refusal ?? (
        <Card withBorder radius="md" padding="lg">
          {children}
        </Card>
      )}
    </PageFrame>
  );
}
