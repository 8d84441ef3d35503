import { Anchor, Autocomplete, Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  addDays,
  JobOfferBody,
  type JobOfferDetail,
  jobOfferLimits,
  jobTypes,
  utcDay,
} from '../../../../common/contracts/job-offers';
import { CompanyMark } from '../../../components/CompanyMark';
import { FormActions } from '../../../components/FormActions';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ImageField } from '../../../components/image-field/ImageField';
import { usePendingImage } from '../../../components/image-field/use-pending-image';
import { useContractFormWithImage } from '../../../components/image-field/use-save-with-image';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { Note } from '../../../components/Note';
import { UrlInput } from '../../../components/UrlInput';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usePickCompanies } from '../../companies';
import { LocationField } from '../../profiles';
import { removeOfferLogo, uploadOfferLogo } from '../api/logo';
import { jobOfferKeys } from '../api/query-keys';
import { useSaveOffer } from '../api/save-offer';

interface JobFormValues extends Record<string, unknown> {
  title: string;
  company: string;
  /** The directory company picked in the list; cleared when the name is typed over. */
  companyId: string | null;
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
  companyId: offer?.companyId ?? null,
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
  // The logo goes once the offer is saved (a new offer has no id before): a new file, or the old one removed.
  const logo = usePendingImage<JobOfferDetail>({
    current: offer?.logoUrl,
    maxBytes: l.logoMaxBytes,
    texts: {
      notImage: t('errors.unsupported_file_type'),
      tooLarge: t('jobOffers.form.logoTooLarge'),
      uploadFailed: (error) => t('jobOffers.form.logoError', { message: t(errorMessageKey(error)) }),
    },
    upload: (id, file) => uploadOfferLogo(id, file),
    remove: removeOfferLogo,
    pictureOf: (saved) => saved.logoUrl,
  });

  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractFormWithImage(
    JobOfferBody,
    (values: JobFormValues) => ({ ...values, type: values.type as JobOfferBody['type'] }),
    save,
    {
      initialValues: valuesOf(offer),
      image: logo,
      detailKey: jobOfferKeys.detail,
      onSaved,
      keepDraft: `jobOffer.${offer?.id ?? 'new'}`,
    },
  );
  // Each search is counted by the directory's viewing limits: only once the typing pauses.
  const [companyQuery] = useDebouncedValue(form.values.company, 300);
  const picked = usePickCompanies(companyQuery);
  const pickable = picked.data?.items ?? [];
  const isAdmin = useSession().data?.user?.abilities.includes('companies.manage') ?? false;
  const pickedLogo = pickable.find((item) => item.id === form.values.companyId)?.logoUrl ?? null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <KeptDraftNotices draft={draft} />
        <Note>{t('jobOffers.form.requiredNote')}</Note>
        <TextInput
          label={t('jobOffers.form.title')}
          withAsterisk
          maxLength={l.titleMax}
          {...inputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Autocomplete
              label={t('jobOffers.form.company')}
              description={t('jobOffers.form.companyHint')}
              withAsterisk
              maxLength={l.companyMax}
              {...inputProps('company')}
              data={[...new Set(pickable.map((item) => item.nom))]}
              filter={({ options }) => options}
              onChange={(value) => {
                form.setFieldValue('company', value);
                const match = pickable.find((item) => item.nom === value);
                form.setFieldValue('companyId', match?.id ?? null);
              }}
              onOptionSubmit={(value) => {
                const match = pickable.find((item) => item.nom === value);
                form.setFieldValue('companyId', match?.id ?? null);
              }}
            />
            {form.values.companyId && (
              <Text size="xs" c="teal.8">
                {t('jobOffers.form.companyLinked')}
              </Text>
            )}
            {isAdmin && (
              <Anchor href="/entreprises/new" target="_blank" rel="noopener" size="xs">
                {t('jobOffers.form.companyCreate')}
              </Anchor>
            )}
          </Stack>
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
        <GrowingTextarea
          label={t('jobOffers.form.description')}
          description={t('jobOffers.form.descriptionHint')}
          withAsterisk
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
          <UrlInput label={t('jobOffers.form.website')} maxLength={l.urlMax} {...inputProps('website')} />
        </SimpleGrid>
        <ImageField
          image={logo}
          inline
          label={t('jobOffers.form.logo')}
          pickLabel={t('jobOffers.form.logoPick')}
          removeLabel={t('jobOffers.form.logoRemove')}
          hint={t('jobOffers.form.logoHint')}
          preview={(shown) => (
            <CompanyMark company={form.values.company || '?'} logoUrl={shown ?? pickedLogo} size={56} />
          )}
        />
        <Checkbox
          label={t('jobOffers.form.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
        <FormFailure message={failure ? t('jobOffers.form.sendError', { message: failure }) : null} />
        <FormActions
          isBusy={isPending || logo.isSending}
          onCancel={onCancel}
          cancelLabel={t('jobOffers.form.cancel')}
          submitLabel={offer ? t('jobOffers.form.submitEdit') : t('jobOffers.form.submitNew')}
        />
      </Stack>
    </form>
  );
}
