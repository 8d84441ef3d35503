import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { usePageTitle } from '../../../lib/page-title';

/**
 * A public demo page (000 §2.1: /alert-demo, /blog-auth-test): its trail and its h1, the same in the
 * window title, over the page's introduction and demo.
 */
export function DemoPageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size="md" w="100%" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: title }]} />
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
