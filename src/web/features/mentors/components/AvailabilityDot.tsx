import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The directory's availability dot (002 §2) on a mentor's picture: green open, grey closed or full. */
export function AvailabilityDot({ available, children }: { available: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Indicator
      color={available ? 'teal.7' : 'gray.5'}
      size={14}
      offset={6}
      position="bottom-end"
      withBorder
      title={t(available ? 'mentors.card.available' : 'mentors.card.unavailable')}
    >
      {children}
    </Indicator>
  );
}
