import { NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  confidentialityLevels,
  contractDurations,
  depositModes,
  entityTypes,
  type TenderDetail,
  type TenderStatus,
  tenderLimits,
  tenderSectors,
  type tenderSteps,
  tenderTypes,
} from '../../../../common/contracts/tenders';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Note } from '../../../components/Note';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { useTranslation } from '../../../lib/i18n';
import { LocationField } from '../../profiles';
import type { Field, Values } from '../utils/wizard-values';
import { IssuerField } from './IssuerField';
import { TenderFiles } from './TenderFiles';

interface TenderStepFieldsProps {
  form: UseFormReturnType<Values>;
  stepName: (typeof tenderSteps)[number];
  /** The statuses the tender may be given from here. */
  statuses: TenderStatus[];
  /** The tender as saved; none before the first step is. */
  current?: TenderDetail;
}

/** The fields of one of the wizard's six steps (002 §2, §5), with the spec's limits and choices. */
export function TenderStepFields({ form, stepName, statuses, current }: TenderStepFieldsProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const label = (field: string) => t(`tenders.wizard.fields.${field}`);
  const text = (field: Field, options: { required?: boolean; max?: number } = {}) => ({
    label: label(field),
    withAsterisk: options.required,
    maxLength: options.max ?? tenderLimits.shortMax,
    ...form.getInputProps(field),
  });
  const long = (field: Field) => ({
    label: label(field),
    minRows: 3,
    maxRows: 12,
    maxLength: tenderLimits.textMax,
    ...form.getInputProps(field),
  });
  const choice = (field: Field, data: { value: string; label: string }[], required = false) => ({
    label: label(field),
    placeholder: t('tenders.wizard.fields.choose'),
    data,
    withAsterisk: required,
    clearable: !required,
    allowDeselect: !required,
    ...form.getInputProps(field),
    value: (form.getValues()[field] as string) || null,
    onChange: (value: string | null) => form.setFieldValue(field, (value ?? '') as never),
  });
  /** A budget, written the French way (1 234,56). */
  const amount = (field: 'budgetMin' | 'budgetMax') => ({
    label: label(field),
    min: 0,
    decimalScale: 2,
    thousandSeparator: ' ',
    decimalSeparator: ',',
    ...form.getInputProps(field),
    onChange: (value: string | number) => form.setFieldValue(field, String(value)),
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <>
      {stepName === 'informations' && (
        <>
          <Text size="xs" c="dimmed">
            {t('tenders.wizard.requiredNote')}
          </Text>
          <TextInput {...text('titre', { required: true, max: tenderLimits.titleMax })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <IssuerField
              label={label('organismeEmetteur')}
              value={form.getValues().organismeEmetteur}
              companyId={form.getValues().entiteId}
              error={(form.errors.organismeEmetteur ?? form.errors.entiteId) as string | undefined}
              required
              maxLength={tenderLimits.shortMax}
              onChange={(name, companyId) => {
                form.setFieldValue('organismeEmetteur', name);
                form.setFieldValue('entiteType', companyId ? 'entreprise' : '');
                form.setFieldValue('entiteId', companyId ?? '');
              }}
            />
            <TextInput
              {...text('numeroReference', { max: 60 })}
              description={t('tenders.wizard.fields.numeroReferenceHint')}
            />
            <Select {...choice('typeAppelOffres', options(tenderTypes, 'tenders.types'), true)} />
            <Select {...choice('typeEntite', options(entityTypes, 'tenders.entities'))} />
            <Select
              {...choice('secteur', options(tenderSectors, 'tenders.sectors'))}
              withAsterisk
              searchable
            />
            <TextInput
              type="datetime-local"
              label={label('dateLimiteCandidature')}
              withAsterisk
              {...form.getInputProps('dateLimiteCandidature')}
            />
          </SimpleGrid>
          <LocationField
            value={values.localisation}
            onChange={(value) => form.setFieldValue('localisation', value)}
            onPick={(place) => form.setFieldValue('localisation', place.adresse_complete)}
            error={form.errors.localisation}
            required
          />
          <GrowingTextarea
            {...long('resume')}
            maxLength={tenderLimits.resumeMax}
            withAsterisk
            description={t('tenders.wizard.fields.resumeCount', {
              count: Array.from(values.resume).length,
            })}
          />
          <LazyRichTextEditor
            label={label('description')}
            value={values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description as string | undefined}
            minHeight={180}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...choice('niveauConfidentialite', options(confidentialityLevels, 'tenders.levels'), true)}
              description={t(`tenders.levelHints.${values.niveauConfidentialite}`)}
            />
            <Select {...choice('statut', options(statuses, 'tenders.statuses'), true)} />
          </SimpleGrid>
        </>
      )}
      {stepName === 'objectifs' && (
        <>
          <GrowingTextarea {...long('contexte')} />
          <GrowingTextarea {...long('objectifs')} />
        </>
      )}
      {stepName === 'exigences' && (
        <>
          <GrowingTextarea {...long('exigencesTechniques')} />
          <GrowingTextarea {...long('criteresEligibilite')} />
          <GrowingTextarea {...long('criteresEvaluation')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select {...choice('dureeContrat', options(contractDurations, 'tenders.durations'))} />
            {values.dureeContrat === 'personnalisee' && (
              <TextInput {...text('dureeContratPersonnalisee', { required: true })} />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput {...amount('budgetMin')} />
            <NumberInput {...amount('budgetMax')} />
          </SimpleGrid>
        </>
      )}
      {stepName === 'modalites' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select {...choice('modeDepot', options(depositModes, 'tenders.modes'), true)} />
            {values.modeDepot === 'papier' && (
              <NumberInput
                label={label('nombreExemplaires')}
                min={tenderLimits.copiesMin}
                max={tenderLimits.copiesMax}
                allowDecimal={false}
                {...form.getInputProps('nombreExemplaires')}
                onChange={(value) => form.setFieldValue('nombreExemplaires', String(value))}
              />
            )}
            <TextInput {...text('formatAttendu')} />
            <TextInput
              type="datetime-local"
              label={label('dateLimiteQuestions')}
              {...form.getInputProps('dateLimiteQuestions')}
            />
            <TextInput
              type="datetime-local"
              label={label('dateSelection')}
              description={t('tenders.wizard.fields.dateSelectionHint')}
              {...form.getInputProps('dateSelection')}
            />
          </SimpleGrid>
          <GrowingTextarea {...long('documentsRequis')} />
          <GrowingTextarea {...long('modalitesPaiement')} />
        </>
      )}
      {stepName === 'contact' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...text('contactNom', { required: true })} />
          <TextInput {...text('contactEmail', { required: true, max: 254 })} type="email" />
          <TextInput {...text('contactTelephone', { max: 30 })} type="tel" />
          <TextInput
            {...text('canalQuestions')}
            placeholder={t('tenders.wizard.fields.canalQuestionsPlaceholder')}
          />
        </SimpleGrid>
      )}
      {stepName === 'annexes' &&
        (current ? (
          <TenderFiles tenderId={current.id} files={current.files} canUpload={current.canEdit} />
        ) : (
          <Note>{t('tenders.files.saveFirst')}</Note>
        ))}
    </>
  );
}
