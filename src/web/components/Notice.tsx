import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

/**
 * What the reader should know about the page that is neither a success (`DoneNotice`) nor a failure
 * (`FormFailure`): one look for each of the two kinds, on every page.
 * - 'info' (grey, an i): a fact about what is shown: a draft only its author sees, a payment cancelled,
 *   codes to keep, a figure's caveat.
 * - 'caution' (ochre, a triangle): something that limits what can be done now: an archived project, an
 *   article not published, a waiting list, a limit near, a setting the platform lacks.
 * `icon` replaces the kind's icon (the waiting list's hourglass); `title`, spacing, width and `role` pass to
 * Mantine's `Alert` (no role by default: a notice that appears after an action says 'status').
 */
export function Notice({
  tone = 'info',
  icon,
  ...alert
}: Omit<AlertProps, 'color' | 'variant'> & { tone?: 'info' | 'caution' }) {
  const Icon = tone === 'caution' ? IconAlertTriangle : IconInfoCircle;
  return (
    <Alert
      color={tone === 'caution' ? 'ochre' : 'gray'}
      variant="light"
      icon={icon ?? <Icon size={18} aria-hidden />}
      {...alert}
    />
  );
}
