import { ColorInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  defaultPricingColor,
  type PricingOffer,
  pricingCurrencies,
  pricingIntervals,
  pricingLimits,
} from '../../../../common/contracts/pricing';
import { AmountInput } from '../../../components/AmountInput';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { PricingBody, useSavePricing } from '../api/pricing';

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

/** An offer edited in place on /admin/pricing (a new one when `offer` is null), spanning the grid's row. */
export function PricingOfferForm({ offer, onDone }: { offer: PricingOffer | null; onDone: () => void }) {
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
      notify({
        color: 'sankofa',
        message: t(offer ? 'admin.pricing.saved' : 'admin.pricing.added'),
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
          minHeight={120}
          {...form.richTextProps('description')}
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
          <AmountInput
            label={t('admin.pricing.amount')}
            description={t('admin.pricing.amountHint')}
            max={pricingLimits.amountMax}
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
