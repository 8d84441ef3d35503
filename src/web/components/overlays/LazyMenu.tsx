import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { type TriggerProps, useOverlayIntent } from './use-overlay-intent';

interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The button that opens the menu (what `Menu.Target` would wrap). */
  target: ReactElement<TriggerProps>;
  /** The menu's items (`Menu.Item`, `Menu.Label`, `Menu.Divider`). */
  children: ReactNode;
}

/**
 * A Mantine `Menu` mounted on the member's first intent (use-overlay-intent.ts): a list's per-row menus
 * (a post's actions, a message's) cost nothing until a pointer, the keyboard's focus or a tap reaches
 * their button. Until then the button says what it opens (`aria-haspopup`, `aria-expanded`), as
 * `Menu.Target` makes it say.
 */
export function LazyMenu({ target, children, ...menuProps }: LazyMenuProps) {
  const { intent, waitingProps, ref, openOnArm } = useOverlayIntent(target, true);
  const [isOpen, setOpen] = useState(false);
  // After the trigger has its focus back: the menu returns the focus there when it closes.
  useEffect(() => {
    if (openOnArm) setOpen(true);
  }, [openOnArm]);

  if (!intent)
    return cloneElement(target, { ...waitingProps, 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <Menu {...menuProps} opened={isOpen} onChange={setOpen}>
      <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
