import { ActionIcon } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { badgeLabel } from '../../common/badge';
import classes from './HeaderIconButton.module.css';

/** What a header button's corner shows: a count (99+ above 99; none at 0), a dot, or nothing. */
export type HeaderIconMark = { count: number; testId: string } | { dot: true; testId: string } | null;

type HeaderIconButtonProps = Omit<ComponentProps<'button'>, 'color' | 'style' | 'children'> & {
  icon: ReactNode;
  label: string;
  mark?: HeaderIconMark;
  /** A link to this page; left out, a button (a menu's or a popover's target). */
  to?: string;
};

/** The header's round icon buttons (messages, notifications): one look and one count badge. */
export function HeaderIconButton({ icon, label, mark, to, ...button }: HeaderIconButtonProps) {
  const look = {
    variant: 'subtle',
    color: 'gray',
    size: 40,
    radius: 'xl',
    className: classes.button,
    'aria-label': label,
  } as const;
  const corner =
    mark && 'dot' in mark ? (
      <span className={classes.dot} data-testid={mark.testId} aria-hidden />
    ) : (
      mark &&
      mark.count > 0 && (
        <span className={classes.badge} data-testid={mark.testId} aria-hidden>
          {badgeLabel(mark.count)}
        </span>
      )
    );
  return to ? (
    <ActionIcon component={Link} to={to} {...look}>
      {icon}
      {corner}
    </ActionIcon>
  ) : (
    <ActionIcon {...look} {...button}>
      {icon}
      {corner}
    </ActionIcon>
  );
}
