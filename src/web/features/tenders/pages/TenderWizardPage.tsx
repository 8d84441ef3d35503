import {
  Alert,
  Card,
  Divider,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  confidentialityLevels,
  contractDurations,
  depositModes,
  entityTypes,
  listedStatuses,
  type TenderDetail,
  type TenderStatus,
  tenderLimits,
  tenderSectors,
  tenderStepFields,
  tenderSteps,
  tenderTypes,
} from '../../../../common/contracts/tenders';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Note } from '../../../components/Note';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { LocationField } from '../../profiles';
import { useTender } from '../api/get-tender';
import { useSaveTender } from '../api/save-tender';
import { IssuerField } from '../components/IssuerField';
import { TenderFiles } from '../components/TenderFiles';
import { TenderMissing, TenderReadFailure } from '../components/TenderMissing';
import { WizardActions } from '../components/WizardActions';
import {
  allFields,
  bodyOf,
  type Field,
  type Issue,
  issuesOf,
  type Values,
  valuesOf,
} from '../utils/wizard-values';

interface WizardProps {
  tender?: TenderDetail;
}

/**
 * The six-step form (002 §2): Informations, Objectifs, Exigences, Modalités, Contact, Annexes, with
 * Précédent / Suivant / Annuler / Enregistrer / Publier. Each step is checked with the contract, then
 * saved on the server as a draft (the first one creates it), so a closed tab loses nothing; the step
 * is kept in the address (`?etape=`).
 */
function TenderWizard({ tender }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('etape'));
  const [step, setStep] = useState(
    Number.isInteger(requested) && requested >= 1 && requested <= tenderSteps.length ? requested - 1 : 0,
  );
  const [issues, setIssues] = useState<Issue[]>([]);
  const save = useSaveTender();
  const form = useForm<Values>({ initialValues: valuesOf(tender) });
  const live = useTender(tender?.id);
  const current = live.data ?? tender;
  const storedStatus: TenderStatus = current?.statut ?? 'brouillon';
  const values = form.getValues();

  const label = (field: string) => t(`tenders.wizard.fields.${field}`);
  const showIssues = (found: Issue[]) => {
    setIssues(found);
    form.setErrors(Object.fromEntries(found.map((issue) => [issue.path, t(issue.key)])));
  };

  /** Saves with `statut`; a failure shows its fields, and resolves to undefined. */
  const persist = async (statut: TenderStatus, failureKey: string) => {
    try {
      const saved = await save.mutateAsync({ id: current?.id, body: bodyOf(form.getValues(), statut) });
      form.resetDirty();
      return saved;
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed' && error.details) {
        showIssues(error.details.map((detail) => ({ path: detail.path, key: detail.key })));
      } else if (isApiError(error) && error.code === 'unauthenticated') {
        // The session ended while the form was open (002 §5): editing, or writing a new one.
        notify({
          color: 'red',
          message: t(current?.id ? 'tenders.wizard.loginRequired' : 'tenders.wizard.notAuthenticated'),
        });
      } else {
        notify({
          color: 'red',
          message: isApiError(error) && error.code !== 'internal_error' ? error.message : t(failureKey),
        });
      }
      return undefined;
    }
  };

  /** Checks the step, saves the draft, then moves (the first save creates the tender). */
  const goTo = async (target: number) => {
    const found = issuesOf(
      form.getValues(),
      storedStatus,
      tenderStepFields[tenderSteps[step] ?? 'informations'],
      false,
    );
    if (found.length > 0) {
      if (target < step) {
        setIssues([]);
        setStep(target);
        return;
      }
      showIssues(found);
      return;
    }
    setIssues([]);
    form.clearErrors();
    const saved = await persist(storedStatus, 'tenders.wizard.saveError');
    if (!saved) return;
    if (!current) {
      notify({ color: 'teal', message: t('tenders.wizard.savedDraft') });
      await navigate(`/appels-offres/${saved.id}/modifier?etape=${target + 1}`, { replace: true });
      return;
    }
    setStep(target);
    setParams({ etape: String(target + 1) }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const finish = async (publishing: boolean) => {
    const statut: TenderStatus = publishing ? 'publie' : form.getValues().statut;
    const found = issuesOf(
      form.getValues(),
      statut,
      allFields,
      publishing || (statut === 'publie' && storedStatus !== 'publie'),
    );
    if (found.length > 0) {
      showIssues(found);
      return;
    }
    setIssues([]);
    const saved = await persist(
      statut,
      publishing ? 'tenders.wizard.publishError' : 'tenders.wizard.saveError',
    );
    if (!saved) return;
    notify({ color: 'teal', message: t(publishing ? 'tenders.wizard.published' : 'tenders.wizard.saved') });
    await navigate(`/appels-offres/${saved.id}`);
  };

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
  const statuses: TenderStatus[] = (listedStatuses as readonly string[]).includes(storedStatus)
    ? ['brouillon', 'publie', 'archive', 'termine']
    : ['brouillon', 'publie'];

  const stepName = tenderSteps[step] ?? 'informations';
  const isLast = step === tenderSteps.length - 1;

  return (
    <PageFrame
      crumbs={[
        { label: t('tenders.breadcrumb'), to: '/appels-offres' },
        { label: current ? t('tenders.wizard.editTitle') : t('tenders.wizard.newTitle') },
      ]}
    >
      <Stack gap={4}>
        <Title order={1}>{current ? t('tenders.wizard.editTitle') : t('tenders.wizard.newTitle')}</Title>
        <Note>{t('tenders.wizard.autosave')}</Note>
      </Stack>
      <Stepper
        active={step}
        onStepClick={(target) => void goTo(target)}
        allowNextStepsSelect={Boolean(current)}
        size="sm"
        wrap
      >
        {tenderSteps.map((name) => (
          <Stepper.Step
            key={name}
            label={t(`tenders.wizard.steps.${name}`)}
            description={t(`tenders.wizard.stepDescriptions.${name}`)}
          />
        ))}
      </Stepper>

      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!isLast) void goTo(step + 1);
          }}
          noValidate
        >
          <Stack gap="md">
            <Title order={2} fz="h3">
              {t(`tenders.wizard.steps.${stepName}`)}
            </Title>
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
                    {...choice(
                      'niveauConfidentialite',
                      options(confidentialityLevels, 'tenders.levels'),
                      true,
                    )}
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

            {issues.length > 0 && (
              <Alert color="red" variant="light" role="alert" title={t('tenders.wizard.validationTitle')}>
                <List size="sm">
                  {issues.map((issue) => (
                    <List.Item key={`${issue.path}-${issue.key}`}>
                      {label(issue.path)} : {t(issue.key)}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}

            <Divider />
            <WizardActions
              step={step}
              isLast={isLast}
              isSaving={save.isPending}
              onCancel={() => void navigate(current ? `/appels-offres/${current.id}` : '/appels-offres')}
              onPrevious={() => void goTo(step - 1)}
              onFinish={(publishing) => void finish(publishing)}
            />
          </Stack>
        </form>
      </Card>
    </PageFrame>
  );
}

/** `/appels-offres/nouveau`. */
export function NewTenderPage() {
  const { t } = useTranslation();
  usePageTitle(t('tenders.wizard.newTitle'));
  return <TenderWizard />;
}

/** `/appels-offres/{id}/modifier`: the owner's tender, or the spec's errors (002 §2, §5). */
export function EditTenderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t('tenders.wizard.editTitle'));
  const tender = useTender(id);
  if (tender.isPending) {
    return <PageLoader label={t('tenders.loading')} />;
  }
  if (tender.isError) {
    return <TenderReadFailure error={tender.error} onRetry={() => void tender.refetch()} />;
  }
  if (!tender.data.canEdit) {
    return <TenderMissing title={t('tenders.wizard.editTitle')} message={t('tenders.wizard.forbidden')} />;
  }
  return <TenderWizard key={tender.data.id} tender={tender.data} />;
}
