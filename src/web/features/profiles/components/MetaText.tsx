import { Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A dimmed fact of a profile (its company, its place) after its icon; `className` lays them out. */
export function MetaText({
  icon: Icon,
  iconSize = 16,
  className,
  children,
}: {
  icon: TablerIcon;
  iconSize?: number;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <Text size="sm" c="dimmed" className={className}>
      <Icon size={iconSize} stroke={1.8} aria-hidden />
      {children}
    </Text>
  );
}
