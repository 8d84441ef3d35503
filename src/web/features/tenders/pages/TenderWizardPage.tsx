import { Card, Divider, Stack, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  isListedStatus,
  type TenderDetail,
  type TenderStatus,
  tenderStepFields,
  tenderSteps,
} from '../../../../common/contracts/tenders';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { Note } from '../../../components/Note';
import { PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useDraftKeeping, useKeptStart, withDiscard } from '../../../lib/use-kept-draft';
import { useTender } from '../api/get-tender';
import { useSaveTender } from '../api/save-tender';
import { TenderMissing, TenderReadFailure } from '../components/TenderMissing';
import { TenderStepFields } from '../components/TenderStepFields';
import { ValidationIssues } from '../components/ValidationIssues';
import { WizardActions } from '../components/WizardActions';
import { allFields, bodyOf, type Issue, issuesOf, type Values, valuesOf } from '../utils/wizard-values';
import classes from './TenderWizard.module.css';

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
  // What is typed in a step is kept on the device until the step is saved (a closed tab loses nothing).
  const [saved] = useState(() => valuesOf(tender));
  const start = useKeptStart(`tender.${tender?.id ?? 'new'}`, saved);
  const form = useForm<Values>({ initialValues: start.values });
  const keeping = useDraftKeeping(start, form.getValues(), saved);
  const draft = withDiscard(keeping, () => form.setValues(saved));
  const live = useTender(tender?.id);
  const current = live.data ?? tender;
  const storedStatus: TenderStatus = current?.statut ?? 'brouillon';

  const label = (field: string) => t(`tenders.wizard.fields.${field}`);
  const showIssues = (found: Issue[]) => {
    setIssues(found);
    form.setErrors(Object.fromEntries(found.map((issue) => [issue.path, t(issue.key)])));
  };

  /** Saves with `statut`; a failure shows its fields, and resolves to undefined. */
  const persist = async (statut: TenderStatus, failureKey: string) => {
    try {
      const values = form.getValues();
      const stored = await save.mutateAsync({ id: current?.id, body: bodyOf(values, statut) });
      form.resetDirty();
      draft.stored(values);
      return stored;
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

  const statuses: TenderStatus[] = isListedStatus(storedStatus)
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
      <KeptDraftNotices draft={draft} />
      <Stepper
        active={step}
        onStepClick={(target) => void goTo(target)}
        allowNextStepsSelect={Boolean(current)}
        size="sm"
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {tenderSteps.map((name) => (
          <Stepper.Step key={name} label={t(`tenders.wizard.steps.${name}`)} />
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
            <TenderStepFields form={form} stepName={stepName} statuses={statuses} current={current} />

            <ValidationIssues issues={issues.map((issue) => `${label(issue.path)} : ${t(issue.key)}`)} />

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
