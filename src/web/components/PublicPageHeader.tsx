import { Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import classes from './PublicPageHeader.module.css';

interface PublicPageProps {
  /** The page's name: its breadcrumb and its heading. */
  title: string;
  intro?: string;
  size?: MantineSize;
  children: ReactNode;
}

/**
 * A public information page (newsletter, testimonials): "Accueil › title", the heading and its intro on
 * the tinted band the static pages use, then the page's body.
 */
export function PublicPage({ title, intro, size = 'md', children }: PublicPageProps) {
  return (
    <article aria-labelledby="public-page-title" style={{ flex: 1 }}>
      <header className={classes.header}>
        <Container size={size}>
          <Stack gap="md">
            <Breadcrumbs items={[{ label: title }]} />
            <Title order={1} id="public-page-title" className={classes.title}>
              {title}
            </Title>
            {intro && (
              <Text size="lg" c="dimmed" maw="60ch">
                {intro}
              </Text>
            )}
          </Stack>
        </Container>
      </header>
      <Container size={size} className={classes.body}>
        {children}
      </Container>
    </article>
  );
}
