import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type PricingOffer, pricingLimits } from '../../../../common/contracts/pricing';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { DeleteConfirm } from '../../../components/admin/crud';
import { QueryShown } from '../../../components/admin/ListState';
import { SetupNotice } from '../../../components/admin/SetupNotice';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useAdminPricing, useDeletePricing, useReorderPricing } from '../api/pricing';
import { PricingOfferForm } from '../components/PricingOfferForm';
import { PricingOfferPreview } from '../components/PricingOfferPreview';

/**
 * /admin/pricing (001 §2.3, §3, §4, §8): the offers as a grid of cards in their order, each edited in
 * place (category, displayed price, rich-text description, colour, button text and link, and the amount
 * paid online with its currency and frequency). Add, save, delete (after 'Supprimer cette offre ?') and
 * cancel; only one unsaved new card at a time (§4). Admin only.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const pricing = useAdminPricing();
  const reorder = useReorderPricing();
  const remove = useDeletePricing();
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PricingOffer | null>(null);
  const items = pricing.data?.items ?? [];
  const isFull = items.length >= pricingLimits.offersMax;

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((offer) => offer.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.pricing')}
        description={t('admin.pricing.description')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to="/pricing"
              target="_blank"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('admin.pricing.viewPublic')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={isAdding || pricing.isPending || isFull}
              onClick={() => setAdding(true)}
            >
              {t('admin.pricing.add')}
            </Button>
          </Group>
        }
      />
      {pricing.data && !pricing.data.paymentsEnabled && (
        <SetupNotice>{t('admin.pricing.stripeOff')}</SetupNotice>
      )}
      <QueryShown query={pricing} errorTitle={t('admin.pricing.loadError')}>
        {() => (
          <Stack gap="lg">
            {items.length === 0 && !isAdding && <Text c="dimmed">{t('admin.pricing.empty')}</Text>}
            {isFull && <Text c="dimmed">{t('errors.pricing_offers_full')}</Text>}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              {items.map((offer, index) =>
                editing === offer.id ? (
                  <PricingOfferForm key={offer.id} offer={offer} onDone={() => setEditing(null)} />
                ) : (
                  <PricingOfferPreview
                    key={offer.id}
                    offer={offer}
                    isFirst={index === 0}
                    isLast={index === items.length - 1}
                    isMoving={reorder.isPending}
                    onEdit={() => setEditing(offer.id)}
                    onDelete={() => setDeleting(offer)}
                    onMove={(by) => move(index, by)}
                  />
                ),
              )}
              {isAdding && <PricingOfferForm offer={null} onDone={() => setAdding(false)} />}
            </SimpleGrid>
          </Stack>
        )}
      </QueryShown>
      <DeleteConfirm
        prefix="admin.pricing"
        target={deleting?.id}
        detail={deleting?.category}
        remove={remove}
        failure={(error) => `${t('admin.pricing.deleteError')}${t(errorMessageKey(error))}`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
