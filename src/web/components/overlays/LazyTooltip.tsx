import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { type TriggerProps, useOverlayIntent } from './use-overlay-intent';

interface LazyTooltipProps extends Omit<TooltipProps, 'children'> {
  /** The element the tooltip describes: one element that takes a ref. */
  children: ReactElement<TriggerProps>;
}

/**
 * A Mantine `Tooltip` mounted when a mouse reaches its element or the keyboard focuses it
 * (use-overlay-intent.ts): a list's per-row hints cost nothing on a phone, where no hover shows them.
 * A click does not mount it (the element's own click runs as usual).
 */
export function LazyTooltip({ children, ...tooltipProps }: LazyTooltipProps) {
  const { intent, waitingProps, ref } = useOverlayIntent(children, false);
  if (!intent) return cloneElement(children, waitingProps);
  return <Tooltip {...tooltipProps}>{cloneElement(children, { ref })}</Tooltip>;
}
