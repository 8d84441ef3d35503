import { Alert, Anchor, Button, Card, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconMail, IconShare } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isExpired, type TenderDetail, tenderPath } from '../../../../common/contracts/tenders';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { Note } from '../../../components/Note';
import { BackLink, PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { RichHtml } from '../../../components/RichHtml';
import { isApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useShareLink } from '../../../lib/share-link';
import { useChangeTenderStatus } from '../api/change-status';
import { useTender } from '../api/get-tender';
import { DeleteTenderDialog } from '../components/DeleteTenderDialog';
import { KeyInfo, SideCard } from '../components/KeyInfo';
import { StatusBadges } from '../components/StatusBadges';
import { TenderContactCard } from '../components/TenderContactCard';
import { TenderFiles } from '../components/TenderFiles';
import { TenderReadFailure } from '../components/TenderMissing';
import { budgetLabel, durationLabel } from '../utils/format';
import classes from './TenderPage.module.css';

/** A section of the main column, shown only when it has something (002 §2). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <Text size="sm" className={classes.text}>
      {text}
    </Text>
  );
}

/**
 * `/appels-offres/{id}` (002 §2): title with its status and 'Expiré' badges, reference, dates, share;
 * the owner's Publier / Dépublier, Modifier, Supprimer; the sections that are filled; the sidebar
 * 'Informations clés', the contact block and the 'Candidater' box while applications are open.
 */
export function TenderPage() {
  const { t, language } = useTranslation();
  const shareLink = useShareLink();
  const { id } = useParams();
  const navigate = useNavigate();
  const tender = useTender(id);
  const status = useChangeTenderStatus();
  const [isDeleting, setDeleting] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  usePageTitle(tender.data?.titre ?? t('tenders.title'));

  if (tender.isPending) {
    return <PageLoader label={t('tenders.loading')} />;
  }
  if (tender.isError) {
    return <TenderReadFailure error={tender.error} onRetry={() => void tender.refetch()} />;
  }
  const data: TenderDetail = tender.data;
  const date = (iso: string) => fullDate(iso, language);
  const isOpen = data.statut === 'publie' && !isExpired(data.dateLimiteCandidature);
  const budget = budgetLabel(t, language, data.budgetMin, data.budgetMax);
  const duration = durationLabel(t, data);

  const handleShare = () =>
    shareLink({ title: data.titre, text: data.resume ?? undefined, path: tenderPath(data.id) });

  const handleStatus = (action: 'publish' | 'unpublish') => {
    setIssues([]);
    status.mutate(
      { id: data.id, action },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            message: t(action === 'publish' ? 'tenders.detail.published' : 'tenders.detail.unpublished'),
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed' && error.details) {
            setIssues(
              error.details.map((issue) => `${t(`tenders.wizard.fields.${issue.path}`)} : ${t(issue.key)}`),
            );
            return;
          }
          notify({ color: 'red', message: t('tenders.detail.statusError') });
        },
      },
    );
  };

  const hasCriteria = Boolean(data.criteresEligibilite || data.criteresEvaluation);
  const hasModalities = Boolean(
    data.formatAttendu || data.documentsRequis || data.modalitesPaiement || data.nombreExemplaires,
  );

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('tenders.breadcrumb'), to: '/appels-offres' }, { label: data.titre }]}
      outside={
        <DeleteTenderDialog
          tender={isDeleting ? data : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/appels-offres')}
        />
      }
    >
      <BackLink to="/appels-offres" label={t('tenders.detail.back')} w="fit-content" />

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {data.titre}
            </Title>
            <StatusBadges statut={data.statut} deadline={data.dateLimiteCandidature} />
          </Group>
          {data.numeroReference && (
            <Note>{t('tenders.detail.reference', { reference: data.numeroReference })}</Note>
          )}
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {data.datePublication
                ? t('tenders.detail.publishedOn', { date: date(data.datePublication) })
                : t('tenders.detail.createdOn', { date: date(data.createdAt) })}
            </Text>
            {data.updatedAt !== data.createdAt && (
              <Note>{t('tenders.detail.updatedOn', { date: date(data.updatedAt) })}</Note>
            )}
          </Group>
          {data.isOwner && data.statut === 'brouillon' && (
            <Alert color="gray" variant="light">
              <Text size="sm">{t('tenders.detail.draftNotice')}</Text>
            </Alert>
          )}
          <Group gap="sm" mt="xs">
            <Button
              variant="default"
              leftSection={<IconShare size={16} stroke={1.8} aria-hidden />}
              onClick={() => void handleShare()}
            >
              {t('tenders.detail.share')}
            </Button>
            {data.canEdit && data.statut === 'brouillon' && (
              <Button
                leftSection={<IconEye size={16} stroke={1.8} aria-hidden />}
                onClick={() => handleStatus('publish')}
                loading={status.isPending}
              >
                {t('tenders.detail.publish')}
              </Button>
            )}
            {data.canUnpublish && (
              <Button
                variant="default"
                leftSection={<IconEyeOff size={16} stroke={1.8} aria-hidden />}
                onClick={() => handleStatus('unpublish')}
                loading={status.isPending}
              >
                {t('tenders.detail.unpublish')}
              </Button>
            )}
            {data.canEdit && (
              <EditItemButton to={`/appels-offres/${data.id}/modifier`} label={t('tenders.detail.edit')} />
            )}
            {data.canDelete && (
              <DeleteItemButton label={t('tenders.detail.delete')} onClick={() => setDeleting(true)} />
            )}
          </Group>
          {issues.length > 0 && (
            <Alert color="red" variant="light" role="alert" title={t('tenders.wizard.validationTitle')}>
              <List size="sm">
                {issues.map((issue) => (
                  <List.Item key={issue}>{issue}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </Card>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              {data.resume && (
                <Section title={t('tenders.detail.sections.resume')}>
                  <Paragraphs text={data.resume} />
                </Section>
              )}
              {data.contexte && (
                <Section title={t('tenders.detail.sections.contexte')}>
                  <Paragraphs text={data.contexte} />
                </Section>
              )}
              {data.objectifs && (
                <Section title={t('tenders.detail.sections.objectifs')}>
                  <Paragraphs text={data.objectifs} />
                </Section>
              )}
              {data.exigencesTechniques && (
                <Section title={t('tenders.detail.sections.exigences')}>
                  <Paragraphs text={data.exigencesTechniques} />
                </Section>
              )}
              {hasCriteria && (
                <Section title={t('tenders.detail.sections.criteres')}>
                  {data.criteresEligibilite && (
                    <Stack gap={4}>
                      <Title order={3} fz="sm">
                        {t('tenders.detail.sections.eligibilite')}
                      </Title>
                      <Paragraphs text={data.criteresEligibilite} />
                    </Stack>
                  )}
                  {data.criteresEvaluation && (
                    <Stack gap={4}>
                      <Title order={3} fz="sm">
                        {t('tenders.detail.sections.evaluation')}
                      </Title>
                      <Paragraphs text={data.criteresEvaluation} />
                    </Stack>
                  )}
                </Section>
              )}
              <Section title={t('tenders.detail.sections.modalites')}>
                <KeyInfo label={t('tenders.detail.modeDepot')} value={t(`tenders.modes.${data.modeDepot}`)} />
                {hasModalities && (
                  <>
                    {data.formatAttendu && (
                      <KeyInfo label={t('tenders.detail.formatAttendu')} value={data.formatAttendu} />
                    )}
                    {data.modeDepot === 'papier' && data.nombreExemplaires !== null && (
                      <KeyInfo label={t('tenders.detail.nombreExemplaires')} value={data.nombreExemplaires} />
                    )}
                    {data.documentsRequis && (
                      <KeyInfo
                        label={t('tenders.detail.documentsRequis')}
                        value={<span className={classes.text}>{data.documentsRequis}</span>}
                      />
                    )}
                    {data.modalitesPaiement && (
                      <KeyInfo
                        label={t('tenders.detail.modalitesPaiement')}
                        value={<span className={classes.text}>{data.modalitesPaiement}</span>}
                      />
                    )}
                  </>
                )}
              </Section>
              {(data.files.length > 0 || data.canEdit) && (
                <Section title={t('tenders.detail.sections.documents')}>
                  <TenderFiles tenderId={data.id} files={data.files} canUpload={data.canEdit} />
                </Section>
              )}
              {data.description ? (
                <Section title={t('tenders.detail.sections.description')}>
                  <RichHtml html={data.description} className={classes.prose} />
                </Section>
              ) : (
                // Its owner sees what is left to write (002 §2: the original stored this text instead).
                data.canEdit && (
                  <Section title={t('tenders.detail.sections.description')}>
                    <Text size="sm" c="dimmed" fs="italic">
                      {t('tenders.detail.descriptionMissing')}
                    </Text>
                  </Section>
                )
              )}
            </Stack>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SideCard id="tender-key-info" title={t('tenders.detail.keyInfo')}>
              <KeyInfo label={t('tenders.detail.type')} value={t(`tenders.types.${data.typeAppelOffres}`)} />
              {data.organismeEmetteur && (
                <KeyInfo
                  label={t('tenders.detail.organisme')}
                  value={
                    data.entite ? (
                      <Anchor component={Link} to={`/entreprises/${data.entite.id}`}>
                        {data.organismeEmetteur}
                      </Anchor>
                    ) : (
                      data.organismeEmetteur
                    )
                  }
                />
              )}
              {data.entite && data.entite.nom !== data.organismeEmetteur && (
                <KeyInfo
                  label={t('tenders.detail.issuerCompany')}
                  value={
                    <Anchor component={Link} to={`/entreprises/${data.entite.id}`}>
                      {data.entite.nom}
                    </Anchor>
                  }
                />
              )}
              {data.typeEntite && (
                <KeyInfo
                  label={t('tenders.detail.entity')}
                  value={t(`tenders.entities.${data.typeEntite}`)}
                />
              )}
              {data.secteur && (
                <KeyInfo label={t('tenders.detail.sector')} value={t(`tenders.sectors.${data.secteur}`)} />
              )}
              {data.localisation && (
                <KeyInfo label={t('tenders.detail.location')} value={data.localisation} />
              )}
              <KeyInfo label={t('tenders.detail.deadline')} value={date(data.dateLimiteCandidature)} />
              {data.dateLimiteQuestions && (
                <KeyInfo
                  label={t('tenders.detail.questionsDeadline')}
                  value={date(data.dateLimiteQuestions)}
                />
              )}
              {data.dateSelection && (
                <KeyInfo label={t('tenders.detail.selectionDate')} value={date(data.dateSelection)} />
              )}
              {duration && <KeyInfo label={t('tenders.detail.duration')} value={duration} />}
              {budget && <KeyInfo label={t('tenders.detail.budget')} value={budget} />}
              {data.isOwner && (
                <KeyInfo
                  label={t('tenders.detail.confidentiality')}
                  value={t(`tenders.levels.${data.niveauConfidentialite}`)}
                />
              )}
            </SideCard>

            <TenderContactCard tender={data} />

            {isOpen && data.contactEmail && (
              <SideCard
                id="tender-apply"
                title={t('tenders.detail.apply')}
                component="div"
                className={classes.apply}
              >
                <Text size="sm">{t('tenders.detail.applyText')}</Text>
                <Button
                  component="a"
                  href={`mailto:${data.contactEmail}?subject=${encodeURIComponent(
                    t('tenders.detail.applySubject', { title: data.titre }),
                  )}`}
                  leftSection={<IconMail size={16} stroke={1.8} aria-hidden />}
                >
                  {t('tenders.detail.applyButton')}
                </Button>
              </SideCard>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
