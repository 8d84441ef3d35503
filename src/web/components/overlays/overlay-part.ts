/**
 * Mantine's overlays: the menu, the popover, the tooltip and the modal, with floating-ui, focus traps and
 * scroll locks under them. No page imports this module: load-overlays.ts loads it on a member's first
 * intent (a hover, the keyboard's focus, a tap, a dialog opening), so that a page's first load is
 * without them (issue 34; docs/areas/web-performance.md, "Twelfth").
 */
export { Menu, Modal, Popover, Tooltip } from '@mantine/core';
