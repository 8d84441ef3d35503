import { Badge, Group } from '@mantine/core';
import { IconBuilding, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type JobOfferCard, jobOfferPath } from '../../../../common/contracts/job-offers';
import { CompanyMark } from '../../../components/CompanyMark';
import { CardFact } from '../../../components/directory/CardFact';
import { CardTitle } from '../../../components/directory/CardTitle';
import { CardHead, DirectoryCard } from '../../../components/directory/DirectoryCard';
import card from '../../../components/directory/DirectoryCard.module.css';
import { useTranslation } from '../../../lib/i18n';
import { ExpiryBadge } from './ExpiryBadge';

interface JobCardProps {
  offer: JobOfferCard;
  /** A line under the place ('Mes offres': the date it was posted). */
  meta?: ReactNode;
  /** Buttons at the bottom ('Mes offres': Voir, Modifier, Supprimer). */
  actions?: ReactNode;
}

/** An offer of a grid: logo, title (the link to the offer), company, type, place and the expiry badge. */
export function JobCard({ offer, meta, actions }: JobCardProps) {
  const { t } = useTranslation();
  return (
    <DirectoryCard>
      <CardHead mark={<CompanyMark company={offer.company} logoUrl={offer.logoUrl} />}>
        <CardTitle to={jobOfferPath(offer.id)} size="md">
          {offer.title}
        </CardTitle>
        <CardFact icon={IconBuilding} gap={4} truncate>
          {offer.company}
        </CardFact>
      </CardHead>
      <Group gap={6}>
        <Badge variant="outline" color="sankofa" radius="sm">
          {t(`jobOffers.types.${offer.type}`)}
        </Badge>
        <ExpiryBadge expiry={offer.expiry} expiresAt={offer.expiresAt} variant="card" />
        {!offer.isActive && (
          <Badge color="gray" variant="light" radius="sm">
            {t('jobOffers.badge.inactive')}
          </Badge>
        )}
      </Group>
      <CardFact icon={IconMapPin} gap={4} truncate>
        {offer.location}
      </CardFact>
      {meta}
      {actions && <div className={card.foot}>{actions}</div>}
    </DirectoryCard>
  );
}
