import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  addDays,
  JobOfferBody,
  type JobOfferDetail,
  jobOfferLimits,
  jobTypes,
  utcDay,
} from '../../../../common/contracts/job-offers';
import { FormFailure } from '../../../components/FormFailure';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { LocationField } from '../../profiles';
import { useSaveOffer } from '../api/save-offer';

interface JobFormValues extends Record<string, unknown> {
  title: string;
  company: string;
  location: string;
  type: string;
  salary: string;
  description: string;
  website: string;
  contact: string;
  expiresAt: string;
  isActive: boolean;
}

const l = jobOfferLimits;

const valuesOf = (offer: JobOfferDetail | undefined): JobFormValues => ({
  title: offer?.title ?? '',
  company: offer?.company ?? '',
  location: offer?.location ?? '',
  type: offer?.type ?? '',
  salary: offer?.salary ?? '',
  description: offer?.description ?? '',
  website: offer?.website ?? '',
  contact: offer?.contact ?? '',
  expiresAt: offer?.expiresAt ?? addDays(utcDay(new Date()), 30),
  isActive: offer?.isActive ?? true,
});

interface JobFormProps {
  /** The offer being edited; a new one when absent. */
  offer?: JobOfferDetail;
  onSaved: (offer: JobOfferDetail) => void;
  onCancel: () => void;
}

/**
 * The offer form (002 §5): every required field marked, checked by the contract on blur and on submit
 * exactly as the server checks it; the description is markdown; the expiry is a day from today.
 */
export function JobForm({ offer, onSaved, onCancel }: JobFormProps) {
  const { t } = useTranslation();
  const save = useSaveOffer(offer?.id);
  const today = utcDay(new Date());
  const { form, handleSubmit, inputProps, errorOf, failure, isPending } = useContractForm(
    JobOfferBody,
    (values: JobFormValues) => ({ ...values, type: values.type as JobOfferBody['type'] }),
    save,
    { initialValues: valuesOf(offer), onSuccess: (saved) => onSaved(saved) },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('jobOffers.form.requiredNote')}
        </Text>
        <TextInput
          label={t('jobOffers.form.title')}
          withAsterisk
          maxLength={l.titleMax}
          {...inputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('jobOffers.form.company')}
            withAsterisk
            maxLength={l.companyMax}
            {...inputProps('company')}
          />
          <Select
            label={t('jobOffers.form.type')}
            withAsterisk
            data={jobTypes.map((type) => ({ value: type, label: t(`jobOffers.types.${type}`) }))}
            {...inputProps('type')}
            value={form.values.type || null}
            onChange={(value) => form.setFieldValue('type', value ?? '')}
          />
        </SimpleGrid>
        <LocationField
          value={form.values.location}
          onChange={(text) => form.setFieldValue('location', text)}
          onPick={(place) => form.setFieldValue('location', place.adresse_complete)}
          onBlur={() => form.validateField('location')}
          error={errorOf('location')}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('jobOffers.form.salary')}
            placeholder={t('jobOffers.form.salaryPlaceholder')}
            maxLength={l.salaryMax}
            {...inputProps('salary')}
          />
          <TextInput
            label={t('jobOffers.form.expiresAt')}
            description={t('jobOffers.form.expiresAtHint')}
            type="date"
            withAsterisk
            min={today}
            max={addDays(today, l.expiryMaxDays)}
            {...inputProps('expiresAt')}
          />
        </SimpleGrid>
        <Textarea
          label={t('jobOffers.form.description')}
          description={t('jobOffers.form.descriptionHint')}
          withAsterisk
          autosize
          minRows={8}
          maxRows={24}
          maxLength={l.descriptionMax}
          {...inputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('jobOffers.form.contact')}
            type="email"
            withAsterisk
            autoComplete="email"
            {...inputProps('contact')}
          />
          <TextInput
            label={t('jobOffers.form.website')}
            type="url"
            placeholder="https://"
            maxLength={l.urlMax}
            {...inputProps('website')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('jobOffers.form.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <FormFailure message={failure ? t('jobOffers.form.sendError', { message: failure }) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            {t('jobOffers.form.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {offer ? t('jobOffers.form.submitEdit') : t('jobOffers.form.submitNew')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
