import { Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ProspectionStats, prospectStatuses } from '../../../../../common/contracts/prospection';
import { FigureCard } from '../../../../components/admin/FigureCard';
import { QueryShown } from '../../../../components/admin/ListState';
import { useTranslation } from '../../../../lib/i18n';
import { useProspectionStats } from '../../api/prospection';

/** The figures (001 §2.18): totals, conversion and response rates, reply time, each against its KPI target. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  return (
    <QueryShown query={useProspectionStats()} errorTitle={t('admin.prospection.loadError')}>
      {(data) => <Analytics data={data} />}
    </QueryShown>
  );
}

function Analytics({ data }: { data: ProspectionStats }) {
  const { t } = useTranslation();
  const rate = (value: number | null) =>
    value === null ? t('admin.prospection.analytics.none') : `${value} %`;
  const cards = [
    { label: t('admin.prospection.analytics.total'), value: String(data.total) },
    {
      label: t('admin.prospection.analytics.contacted'),
      value: String(data.byStatus.contacte + data.byStatus.interesse + data.byStatus.inscrit),
    },
    {
      label: t('admin.prospection.analytics.conversion'),
      value: rate(data.conversionRate),
      hint: t('admin.prospection.analytics.target', {
        target: t('admin.prospection.analytics.conversionTarget'),
      }),
    },
    {
      label: t('admin.prospection.analytics.response'),
      value: rate(data.responseRate),
      hint: t('admin.prospection.analytics.target', {
        target: t('admin.prospection.analytics.responseTarget'),
      }),
    },
    {
      label: t('admin.prospection.analytics.replyTime'),
      value:
        data.medianReplyHours === null
          ? t('admin.prospection.analytics.none')
          : t('admin.prospection.analytics.hours', { hours: data.medianReplyHours }),
      hint: t('admin.prospection.analytics.replyTimeHint', { count: data.replies }),
    },
    {
      label: t('admin.prospection.analytics.sentToday'),
      value: `${data.sentToday} / ${data.dailyCap}`,
    },
    { label: t('admin.prospection.analytics.unsubscribed'), value: String(data.unsubscribed) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <FigureCard key={card.label} label={card.label} value={card.value} note={card.hint} />
        ))}
      </SimpleGrid>
      <Group gap="xs">
        {prospectStatuses.map((s) => (
          <Badge key={s} variant="light" size="lg">
            {t(`admin.prospection.statuses.${s}`)} : {data.byStatus[s]}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
