import type { PopoverDropdownProps, PopoverProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { type TriggerProps, useOverlayIntent } from './use-overlay-intent';

interface LazyPopoverProps extends Omit<PopoverProps, 'children'> {
  /** The button that opens the popover (what `Popover.Target` would wrap); it opens it itself. */
  target: ReactElement<TriggerProps>;
  /** The dropdown's props (its label, its role). */
  dropdownProps?: PopoverDropdownProps;
  /** What the popover shows. */
  children: ReactNode;
}

/**
 * A Mantine `Popover` mounted on the member's first intent (use-overlay-intent.ts), its code loaded then
 * (load-overlays.ts): the header's bell is on every page, its popover opened on few. `opened` stays the
 * caller's: the target's own click opens it, and a click before the popover had loaded opens it once
 * mounted.
 */
export function LazyPopover({ target, dropdownProps, children, ...popoverProps }: LazyPopoverProps) {
  const { overlays, waitingProps, ref } = useOverlayIntent(target, true);
  if (!overlays) return cloneElement(target, waitingProps);
  const { Popover } = overlays;
  return (
    <Popover {...popoverProps}>
      <Popover.Target>{cloneElement(target, { ref })}</Popover.Target>
      <Popover.Dropdown {...dropdownProps}>{children}</Popover.Dropdown>
    </Popover>
  );
}
