import {
  Alert,
  Badge,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  defaultPricingColor,
  type PricingOffer,
  pricingCurrencies,
  pricingIntervals,
  pricingLimits,
} from '../../../../common/contracts/pricing';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError, ListLoading } from '../../../components/admin/ListState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { MoveButtons, RowActions } from '../../../components/RowActions';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/intl';
import { useContractForm } from '../../../lib/use-contract-form';
import {
  PricingBody,
  useAdminPricing,
  useDeletePricing,
  useReorderPricing,
  useSavePricing,
} from '../api/pricing';
import { toast } from '../utils/toast';

const amountText = (offer: PricingOffer, language: string) =>
  offer.amount === null
    ? ''
    : numberFormat(language, { style: 'currency', currency: offer.currency.toUpperCase() }).format(
        offer.amount,
      );

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
              disabled={isAdding || pricing.isPending}
              onClick={() => setAdding(true)}
            >
              {t('admin.pricing.add')}
            </Button>
          </Group>
        }
      />
      {pricing.data && !pricing.data.paymentsEnabled && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
          {t('admin.pricing.stripeOff')}
        </Alert>
      )}
      {pricing.isPending ? (
        <ListLoading />
      ) : pricing.isError ? (
        <ListError
          error={pricing.error}
          title={t('admin.pricing.loadError')}
          onRetry={() => void pricing.refetch()}
        />
      ) : (
        <Stack gap="lg">
          {items.length === 0 && !isAdding && <Text c="dimmed">{t('admin.pricing.empty')}</Text>}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {items.map((offer, index) =>
              editing === offer.id ? (
                <OfferForm key={offer.id} offer={offer} onDone={() => setEditing(null)} />
              ) : (
                <OfferPreview
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
            {isAdding && <OfferForm offer={null} onDone={() => setAdding(false)} />}
          </SimpleGrid>
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.pricing.deleteTitle')}
        message={t('admin.pricing.deleteConfirm')}
        detail={deleting?.category}
        confirmLabel={t('admin.pricing.delete')}
        isPending={remove.isPending}
        error={
          remove.isError
            ? `${t('admin.pricing.deleteError')}${t(isApiError(remove.error) ? `errors.${remove.error.code}` : 'common.genericError')}`
            : null
        }
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ color: 'sankofa', message: t('admin.pricing.deleted'), closeLabel: t('common.close') });
              setDeleting(null);
            },
          })
        }
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}

interface PreviewProps {
  offer: PricingOffer;
  isFirst: boolean;
  isLast: boolean;
  isMoving: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

function OfferPreview({ offer, isFirst, isLast, isMoving, onEdit, onDelete, onMove }: PreviewProps) {
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

interface Values extends Record<string, unknown> {
  category: string;
  price: string;
  description: string;
  color: string;
  ctaLabel: string;
  ctaUrl: string;
  amount: number | string;
  currency: string;
  interval: string;
  badge: string;
}

function OfferForm({ offer, onDone }: { offer: PricingOffer | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePricing(offer?.id ?? null);
  const form = useContractForm(PricingBody, (values: Values) => values as never, save, {
    initialValues: {
      category: offer?.category ?? '',
      price: offer?.price ?? '',
      description: offer?.description ?? '',
      color: offer?.color ?? defaultPricingColor,
      ctaLabel: offer?.ctaLabel ?? '',
      ctaUrl: offer?.ctaUrl ?? '',
      amount: offer?.amount ?? '',
      currency: offer?.currency ?? 'eur',
      interval: offer?.interval ?? 'one_time',
      badge: offer?.badge ?? '',
    },
    onSuccess: () => {
      toast({
        color: 'sankofa',
        message: t(offer ? 'admin.pricing.saved' : 'admin.pricing.added'),
        closeLabel: t('common.close'),
      });
      onDone();
    },
    failureKey: () => null,
  });
  const failure = form.failure
    ? `${t(offer ? 'admin.pricing.saveError' : 'admin.pricing.addError')}${form.failure}`
    : null;
  const title = offer ? t('admin.pricing.offer', { name: offer.category }) : t('admin.pricing.newOffer');
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow="sm"
      component="form"
      onSubmit={form.handleSubmit}
      // A form spans the grid's row: its fields need the width a preview card does not.
      style={{ gridColumn: '1 / -1' }}
      noValidate
      aria-label={title}
    >
      <Stack gap="md">
        <Text fw={700} size="lg">
          {title}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.pricing.category')}
            withAsterisk
            maxLength={pricingLimits.categoryMax}
            data-autofocus
            {...form.inputProps('category')}
          />
          <TextInput
            label={t('admin.pricing.price')}
            description={t('admin.pricing.priceHint')}
            withAsterisk
            maxLength={pricingLimits.priceMax}
            {...form.inputProps('price')}
          />
        </SimpleGrid>
        <LazyRichTextEditor
          label={t('admin.pricing.descriptionLabel')}
          value={form.form.values.description}
          onChange={(html) => form.form.setFieldValue('description', html)}
          error={form.errorOf('description')}
          minHeight={120}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ColorInput
            label={t('admin.pricing.color')}
            format="hex"
            withEyeDropper={false}
            swatches={['#f3f4f6', '#fef3c7', '#dbeafe', '#dcfce7', '#fce7f3', '#1f2937']}
            {...form.inputProps('color')}
          />
          <TextInput
            label={t('admin.pricing.ctaLabel')}
            maxLength={pricingLimits.ctaLabelMax}
            {...form.inputProps('ctaLabel')}
          />
        </SimpleGrid>
        <TextInput
          label={t('admin.pricing.ctaUrl')}
          description={t('admin.pricing.ctaUrlHint')}
          maxLength={pricingLimits.ctaUrlMax}
          {...form.inputProps('ctaUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={t('admin.pricing.amount')}
            description={t('admin.pricing.amountHint')}
            min={0}
            max={pricingLimits.amountMax}
            decimalScale={2}
            decimalSeparator=","
            allowNegative={false}
            {...form.inputProps('amount')}
          />
          <Select
            label={t('admin.pricing.currency')}
            data={pricingCurrencies.map((currency) => ({ value: currency, label: currency.toUpperCase() }))}
            allowDeselect={false}
            {...form.inputProps('currency')}
          />
          <Select
            label={t('admin.pricing.interval')}
            data={pricingIntervals.map((interval) => ({
              value: interval,
              label: t(`admin.pricing.intervals.${interval}`),
            }))}
            allowDeselect={false}
            {...form.inputProps('interval')}
          />
          <TextInput
            label={t('admin.pricing.badge')}
            description={t('admin.pricing.badgeHint')}
            maxLength={pricingLimits.badgeMax}
            {...form.inputProps('badge')}
          />
        </SimpleGrid>
        <FormFailure message={failure} />
        <FormActions
          isBusy={form.isPending}
          onCancel={onDone}
          cancelLabel={t('admin.pricing.cancel')}
          submitLabel={t('admin.pricing.save')}
        />
      </Stack>
    </Paper>
  );
}
