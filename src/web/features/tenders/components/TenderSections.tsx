import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TenderDetail } from '../../../../common/contracts/tenders';
import { RichHtml } from '../../../components/RichHtml';
import { useTranslation } from '../../../lib/i18n';
import classes from '../pages/TenderPage.module.css';
import { KeyInfo } from './KeyInfo';
import { TenderFiles } from './TenderFiles';

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
 * The main column of a tender's page (002 §2): résumé, context, objectives, requirements, criteria,
 * submission terms, documents and description, each only when it has something.
 */
export function TenderSections({ data }: { data: TenderDetail }) {
  const { t } = useTranslation();
  const hasCriteria = Boolean(data.criteresEligibilite || data.criteresEvaluation);
  const hasModalities = Boolean(
    data.formatAttendu || data.documentsRequis || data.modalitesPaiement || data.nombreExemplaires,
  );

  return (
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
  );
}
