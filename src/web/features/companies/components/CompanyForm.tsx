import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CompanyBody,
  type CompanyDetail,
  companyLimits,
  companySizes,
} from '../../../../common/contracts/companies';
import { type LocationSuggestion, placeOfField } from '../../../../common/contracts/profiles';
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
import { CategoryPicker, PlaceField, useProfessionalCategories } from '../../profiles';
import { removeCompanyLogo, uploadCompanyLogo, useSaveCompany } from '../api/manage-company';
import { companyKeys } from '../api/query-keys';

interface CompanyFormValues extends Record<string, unknown> {
  nom: string;
  sigle: string;
  taille: string;
  effectif: string;
  siteWeb: string;
  linkedin: string;
  email: string;
  telephone: string;
  fax: string;
  adresse: string;
  codePostal: string;
  /** The city field's text; `picked` is the city chosen in the list (with its coordinates). */
  place: string;
  picked: LocationSuggestion | null;
  description: string;
  categoryIds: string[];
  active: boolean;
}

const l = companyLimits;

const valuesOf = (company: CompanyDetail | undefined): CompanyFormValues => ({
  nom: company?.nom ?? '',
  sigle: company?.sigle ?? '',
  taille: company?.taille ?? '',
  effectif: company?.effectif === null || company?.effectif === undefined ? '' : String(company.effectif),
  siteWeb: company?.siteWeb ?? '',
  linkedin: company?.linkedin ?? '',
  email: company?.email ?? '',
  telephone: company?.telephone ?? '',
  fax: company?.fax ?? '',
  adresse: company?.adresse ?? '',
  codePostal: company?.codePostal ?? '',
  place: company?.place?.adresse_complete ?? '',
  picked:
    company?.place && company.place.lat !== undefined && company.place.lon !== undefined
      ? { ...company.place, lat: company.place.lat, lon: company.place.lon }
      : null,
  description: company?.description ?? '',
  categoryIds: company?.categories.map((category) => category.id) ?? [],
  active: company?.active ?? true,
});

/** The body of the form: the picked city when the text is still its label, else "Ville, Pays" parsed. */
const toBody = (values: CompanyFormValues): CompanyBody => {
  const { picked, place, effectif, taille, ...rest } = values;
  const location = placeOfField(place, picked);
  return {
    ...rest,
    taille: (taille || null) as CompanyBody['taille'],
    effectif: effectif.trim() === '' ? null : Number(effectif),
    place: location,
  };
};

interface CompanyFormProps {
  company?: CompanyDetail;
  onSaved: (company: CompanyDetail) => void;
  onCancel: () => void;
}

/**
 * The company form (002 §5): the name and a city with its country required, up to 7 professional
 * categories, the city from the offline list, a logo sent once the company is saved.
 */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const { t } = useTranslation();
  const save = useSaveCompany(company?.id);
  const categories = useProfessionalCategories();
  const logo = usePendingImage<CompanyDetail>({
    current: company?.logoUrl,
    maxBytes: l.logoMaxBytes,
    texts: {
      notImage: t('errors.unsupported_file_type'),
      tooLarge: t('errors.file_too_large'),
      uploadFailed: (error) => t('companies.form.logoError', { message: t(errorMessageKey(error)) }),
    },
    upload: (id, file) => uploadCompanyLogo(id, file),
    remove: removeCompanyLogo,
    pictureOf: (saved) => saved.logoUrl,
  });

  const { form, handleSubmit, inputProps, errorOf, failure, isPending, draft } = useContractFormWithImage(
    CompanyBody,
    toBody,
    save,
    {
      initialValues: valuesOf(company),
      image: logo,
      detailKey: companyKeys.detail,
      onSaved,
      keepDraft: `company.${company?.id ?? 'new'}`,
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <KeptDraftNotices draft={draft} />
        <Note>{t('companies.form.requiredNote')}</Note>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('companies.form.nom')}
            withAsterisk
            maxLength={l.nameMax}
            {...inputProps('nom')}
          />
          <TextInput label={t('companies.form.sigle')} maxLength={l.acronymMax} {...inputProps('sigle')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('companies.form.taille')}
            data={[...companySizes]}
            clearable
            {...inputProps('taille')}
            value={form.values.taille || null}
            onChange={(value) => form.setFieldValue('taille', value ?? '')}
          />
          <TextInput
            label={t('companies.form.effectif')}
            type="number"
            min={0}
            inputMode="numeric"
            {...inputProps('effectif')}
          />
        </SimpleGrid>
        <PlaceField form={form} error={errorOf('place')} onBlur={() => form.validateField('place')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('companies.form.adresse')} maxLength={l.textMax} {...inputProps('adresse')} />
          <TextInput label={t('companies.form.codePostal')} maxLength={20} {...inputProps('codePostal')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <UrlInput label={t('companies.form.siteWeb')} maxLength={l.urlMax} {...inputProps('siteWeb')} />
          <UrlInput
            label={t('companies.form.linkedin')}
            placeholder="https://www.linkedin.com/company/…"
            maxLength={l.urlMax}
            {...inputProps('linkedin')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('companies.form.email')} type="email" {...inputProps('email')} />
          <TextInput
            label={t('companies.form.telephone')}
            type="tel"
            maxLength={l.phoneMax}
            {...inputProps('telephone')}
          />
          <TextInput
            label={t('companies.form.fax')}
            type="tel"
            maxLength={l.phoneMax}
            {...inputProps('fax')}
          />
        </SimpleGrid>
        <GrowingTextarea
          label={t('companies.form.description')}
          minRows={4}
          maxRows={14}
          maxLength={l.descriptionMax}
          {...inputProps('description')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('companies.form.categories')}
          </Text>
          <CategoryPicker
            tree={categories.data?.items ?? []}
            value={form.values.categoryIds}
            onChange={(ids) => form.setFieldValue('categoryIds', ids)}
            error={errorOf('categoryIds')}
          />
        </Stack>
        <ImageField
          image={logo}
          inline
          label={t('companies.form.logo')}
          pickLabel={t('companies.form.logoPick')}
          removeLabel={t('companies.form.logoRemove')}
          hint={t('companies.form.logoHint')}
          preview={(shown) => <CompanyMark company={form.values.nom || '?'} logoUrl={shown} size={56} />}
        />
        <Checkbox
          label={t('companies.form.active')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormFailure message={failure ? t('companies.form.sendError', { message: failure }) : null} />
        <FormActions
          isBusy={isPending || logo.isSending}
          onCancel={onCancel}
          cancelLabel={t('companies.form.cancel')}
          submitLabel={company ? t('companies.form.submitEdit') : t('companies.form.submitNew')}
        />
      </Stack>
    </form>
  );
}
