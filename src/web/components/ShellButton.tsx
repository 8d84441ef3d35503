import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './ShellButton.module.css';

interface ShellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary`: teal; `accent`: ochre on dark; `outline-light`: white outline on dark. */
  variant?: 'primary' | 'accent' | 'outline-light';
  size?: 'md' | 'lg';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/**
 * A button that looks like Mantine's, without its loader and transitions: the header, the landing and
 * the error screens are on every first load, which has a 150 KB budget (DESIGN §6). Forms and dialogs,
 * which load later, use Mantine's `Button`.
 */
export function ShellButton({
  variant = 'primary',
  size = 'md',
  leftSection,
  rightSection,
  type = 'button',
  className,
  children,
  ...props
}: ShellButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `${classes.root} ${className}` : classes.root}
      data-variant={variant}
      data-size={size}
    >
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </button>
  );
}
