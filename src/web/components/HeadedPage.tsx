import { Container, type ContainerProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from './Breadcrumbs';
import { PageHeading } from './PageHeading';

interface HeadedPageProps {
  size: ContainerProps['size'];
  /** The crumbs between "Accueil" and this page, if any. */
  parents?: BreadcrumbItem[];
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * A page under a heading (the privacy settings, a profile editor): the breadcrumbs ending on its title,
 * its h1 and introduction (`PageHeading`), then its content.
 */
export function HeadedPage({ size, parents = [], title, intro, children }: HeadedPageProps) {
  return (
    <Container size={size} w="100%" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <Breadcrumbs items={[...parents, { label: title }]} />
        <PageHeading title={title} intro={intro} />
        {children}
      </Stack>
    </Container>
  );
}
