import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { type TriggerProps, useOverlayIntent } from './use-overlay-intent';

interface LazyTooltipProps extends Omit<TooltipProps, 'children'> {
  /** The element the tooltip describes: one element that takes a ref. */
  children: ReactElement<TriggerProps>;
}

/**
 * A Mantine `Tooltip` mounted when a mouse reaches its element or the keyboard focuses it
 * (use-overlay-intent.ts): a list's per-row hints cost nothing on a phone, where no hover shows them, and
 * Mantine's tooltip code loads with the first one (load-overlays.ts). A click does not mount it (the
 * element's own click runs as usual).
 */
export function LazyTooltip({ children, ...tooltipProps }: LazyTooltipProps) {
  const { overlays, waitingProps, ref } = useOverlayIntent(children, false);
  if (!overlays) return cloneElement(children, waitingProps);
  const { Tooltip } = overlays;
  return <Tooltip {...tooltipProps}>{cloneElement(children, { ref })}</Tooltip>;
}

/** An icon button's name shown on hover or focus, after a short pause (a pointer crossing a table). */
export function NamedIcon({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  return (
    <LazyTooltip label={label} withArrow openDelay={400}>
      {children}
    </LazyTooltip>
  );
}
