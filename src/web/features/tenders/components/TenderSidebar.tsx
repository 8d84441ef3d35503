import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isExpired, type TenderDetail } from '../../../../common/contracts/tenders';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import classes from '../pages/TenderPage.module.css';
import { budgetLabel, durationLabel } from '../utils/format';
import { KeyInfo, SideCard } from './KeyInfo';
import { TenderContactCard } from './TenderContactCard';

/**
 * The side column of a tender's page (002 §2): 'Informations clés', the contact block and the
 * 'Candidater' box while applications are open.
 */
export function TenderSidebar({ data }: { data: TenderDetail }) {
  const { t, language } = useTranslation();
  const date = (iso: string) => fullDate(iso, language);
  const isOpen = data.statut === 'publie' && !isExpired(data.dateLimiteCandidature);
  const budget = budgetLabel(t, language, data.budgetMin, data.budgetMax);
  const duration = durationLabel(t, data);

  return (
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
          <KeyInfo label={t('tenders.detail.entity')} value={t(`tenders.entities.${data.typeEntite}`)} />
        )}
        {data.secteur && (
          <KeyInfo label={t('tenders.detail.sector')} value={t(`tenders.sectors.${data.secteur}`)} />
        )}
        {data.localisation && <KeyInfo label={t('tenders.detail.location')} value={data.localisation} />}
        <KeyInfo label={t('tenders.detail.deadline')} value={date(data.dateLimiteCandidature)} />
        {data.dateLimiteQuestions && (
          <KeyInfo label={t('tenders.detail.questionsDeadline')} value={date(data.dateLimiteQuestions)} />
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
  );
}
