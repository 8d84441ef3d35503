import { Badge } from '@mantine/core';
import type { Expiry } from '../../../../common/contracts/job-offers';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';

interface ExpiryBadgeProps {
  expiry: Expiry;
  expiresAt: string | null;
  /** Cards say 'Expirée' / 'Aujourd'hui' / 'Urgent'; the detail and edit views say more (002 §4). */
  variant: 'card' | 'detail';
}

const colors = { expired: 'red', today: 'orange', urgent: 'yellow', open: 'green', none: 'gray' } as const;

/** The expiry badge of 002 §4; nothing on a card whose expiry is more than 7 days away or unset. */
export function ExpiryBadge({ expiry, expiresAt, variant }: ExpiryBadgeProps) {
  const { t, language } = useTranslation();
  if (expiry.state === 'none') return null;
  if (variant === 'card') {
    if (expiry.state === 'open') return null;
    return (
      <Badge color={colors[expiry.state]} variant="dot" radius="sm">
        {t(`jobOffers.badge.${expiry.state}`)}
      </Badge>
    );
  }
  const label =
    expiry.state === 'expired'
      ? t('jobOffers.expiry.expired')
      : expiry.state === 'today'
        ? t('jobOffers.expiry.today')
        : expiry.state === 'urgent'
          ? t('jobOffers.expiry.days', { count: expiry.daysLeft ?? 0 })
          : t('jobOffers.expiry.open', {
              date: expiresAt ? formatLongDate(`${expiresAt}T12:00:00Z`, language) : '',
            });
  return (
    <Badge
      color={colors[expiry.state]}
      variant="dot"
      radius="sm"
      size="lg"
      tt="none"
      // The full date stays whole on a phone: the label wraps rather than being cut.
      styles={{
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {label}
    </Badge>
  );
}
