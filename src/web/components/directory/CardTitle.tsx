import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import card from './DirectoryCard.module.css';

/** A directory card's title: bold, the quiet link to the item's page (`DirectoryCard.module.css`). */
export function CardTitle({ to, size, children }: { to: string; size?: 'md' | 'lg'; children: ReactNode }) {
  return (
    <Text component={Link} to={to} fw={700} size={size} lh={1.3} className={card.title}>
      {children}
    </Text>
  );
}
