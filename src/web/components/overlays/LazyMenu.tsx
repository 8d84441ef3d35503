import type { Menu, MenuProps } from '@mantine/core';
import {
  type ComponentType,
  cloneElement,
  createElement,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { loadedOverlays, type Overlays } from './load-overlays';
import { type TriggerProps, useOverlayIntent } from './use-overlay-intent';

interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The button that opens the menu (what `Menu.Target` would wrap). */
  target: ReactElement<TriggerProps>;
  /** The menu's items (`MenuItem`, `MenuLabel`, `MenuDivider` below). */
  children: ReactNode;
}

/**
 * A Mantine `Menu` mounted on the member's first intent (use-overlay-intent.ts): a list's per-row menus
 * (a post's actions, a message's) cost nothing until a pointer, the keyboard's focus or a tap reaches
 * their button, and Mantine's menu code loads then (load-overlays.ts). Until then the button says what it
 * opens (`aria-haspopup`, `aria-expanded`), as `Menu.Target` makes it say.
 */
export function LazyMenu({ target, children, ...menuProps }: LazyMenuProps) {
  const { overlays, waitingProps, ref, openOnArm } = useOverlayIntent(target, true);
  const [isOpen, setOpen] = useState(false);
  // After the trigger has its focus back: the menu returns the focus there when it closes.
  const { onOpen } = menuProps;
  useEffect(() => {
    if (!openOnArm || !overlays) return;
    setOpen(true);
    onOpen?.();
  }, [openOnArm, overlays, onOpen]);

  if (!overlays)
    return cloneElement(target, { ...waitingProps, 'aria-haspopup': 'menu', 'aria-expanded': false });
  const { Menu: MantineMenu } = overlays;
  return (
    <MantineMenu {...menuProps} opened={isOpen} onChange={setOpen}>
      <MantineMenu.Target>{cloneElement(target, { ref })}</MantineMenu.Target>
      <MantineMenu.Dropdown>{children}</MantineMenu.Dropdown>
    </MantineMenu>
  );
}

/**
 * A part of Mantine's menu, for the items a LazyMenu is given: an item renders only in its opened
 * dropdown, when the overlays have loaded, so the page that lists items does not import Mantine's menu.
 */
const menuPart = <Part,>(pick: (menu: Overlays['Menu']) => unknown) =>
  ((props: object) => createElement(pick(loadedOverlays().Menu) as ComponentType<object>, props)) as Part;

export const MenuItem = menuPart<typeof Menu.Item>((menu) => menu.Item);
export const MenuLabel = menuPart<typeof Menu.Label>((menu) => menu.Label);
export const MenuDivider = menuPart<typeof Menu.Divider>((menu) => menu.Divider);
