import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCalendarDue, IconMapPin } from '@tabler/icons-react';
import { type TenderCard as Tender, tenderPath } from '../../../../common/contracts/tenders';
import { CardFact } from '../../../components/directory/CardFact';
import { CardTitle } from '../../../components/directory/CardTitle';
import { DirectoryCard } from '../../../components/directory/DirectoryCard';
import card from '../../../components/directory/DirectoryCard.module.css';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { StatusBadges } from './StatusBadges';

/** A tender of the list: its title (the link), issuer, badges, place, deadline and summary. */
export function TenderCard({ tender }: { tender: Tender }) {
  const { t, language } = useTranslation();
  return (
    <DirectoryCard>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Badge variant="outline" color="sankofa" radius="sm">
          {t(`tenders.types.${tender.typeAppelOffres}`)}
        </Badge>
        <StatusBadges statut={tender.statut} deadline={tender.dateLimiteCandidature} size="sm" />
      </Group>
      <CardTitle to={tenderPath(tender.id)} size="md">
        {tender.titre}
      </CardTitle>
      {tender.organismeEmetteur && (
        <CardFact icon={IconBuildingBank} gap={6} truncate>
          {tender.organismeEmetteur}
        </CardFact>
      )}
      {tender.resume && (
        <Text size="sm" lineClamp={3}>
          {tender.resume}
        </Text>
      )}
      <Stack gap={4} className={card.foot}>
        {tender.localisation && (
          <CardFact icon={IconMapPin} gap={6} truncate>
            {tender.localisation}
          </CardFact>
        )}
        <CardFact icon={IconCalendarDue} gap={6}>
          {t('tenders.deadlineOn', { date: fullDate(tender.dateLimiteCandidature, language) })}
        </CardFact>
        {tender.secteur && (
          <Text size="xs" c="dimmed">
            {t(`tenders.sectors.${tender.secteur}`)}
          </Text>
        )}
      </Stack>
    </DirectoryCard>
  );
}
