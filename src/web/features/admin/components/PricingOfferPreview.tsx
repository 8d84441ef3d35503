import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PricingOffer } from '../../../../common/contracts/pricing';
import { MoveButtons, RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';

const amountText = (offer: PricingOffer, language: string) =>
  offer.amount === null
    ? ''
    : numberFormat(language, { style: 'currency', currency: offer.currency.toUpperCase() }).format(
        offer.amount,
      );

interface PricingOfferPreviewProps {
  offer: PricingOffer;
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

/** An offer of /admin/pricing as a card: its category, price, payment and link, its order and actions. */
export function PricingOfferPreview({
  offer,
  isFirst,
  isLast,
  isMoving,
  onEdit,
  onDelete,
  onMove,
}: PricingOfferPreviewProps) {
  const { t, language } = useTranslation();
  const name = offer.category;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      data-testid="admin-offer"
      style={{ borderTop: `6px solid ${offer.color}` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {offer.category}
            </Text>
            <Text size="xl" fw={800}>
              {offer.price}
            </Text>
          </Stack>
          <RowActions
            editLabel={t('admin.pricing.editNamed', { name })}
            deleteLabel={t('admin.pricing.deleteNamed', { name })}
            before={
              <MoveButtons
                upLabel={t('admin.pricing.moveUp', { name })}
                downLabel={t('admin.pricing.moveDown', { name })}
                isFirst={isFirst}
                isLast={isLast}
                disabled={isMoving}
                onMove={onMove}
              />
            }
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Group>
        <Group gap="xs">
          {offer.amount === null ? (
            <Badge color="gray" variant="light">
              {t('admin.pricing.notPayable')}
            </Badge>
          ) : (
            <Badge color="sankofa" variant="light">
              {t('admin.pricing.payable', { amount: amountText(offer, language) })}
              {offer.interval === 'one_time' ? '' : ` · ${t(`admin.pricing.intervals.${offer.interval}`)}`}
            </Badge>
          )}
          {offer.ctaUrl && (
            <Badge color="gray" variant="outline" style={{ textTransform: 'none' }}>
              {offer.ctaLabel ? `${offer.ctaLabel} → ` : '→ '}
              {offer.ctaUrl}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
