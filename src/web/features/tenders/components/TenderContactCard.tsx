import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { TenderDetail } from '../../../../common/contracts/tenders';
import { useTranslation } from '../../../lib/i18n';
import classes from '../pages/TenderPage.module.css';
import { KeyInfo, SideCard } from './KeyInfo';

/**
 * The contact block of a tender: the person, e-mail, phone and questions channel that are filled. Its
 * owner also sees a contact person still 'À définir' (002 §2: the original stored that text instead).
 */
export function TenderContactCard({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation();
  const { contactNom, contactEmail, contactTelephone, canalQuestions, canEdit } = tender;
  if (!(contactNom || contactEmail || contactTelephone || canalQuestions || canEdit)) return null;
  return (
    <SideCard id="tender-contact" title={t('tenders.detail.contact')}>
      {(contactNom || canEdit) && (
        <KeyInfo
          label={t('tenders.detail.contactPerson')}
          value={
            contactNom ?? (
              <Text span size="sm" c="dimmed" fs="italic">
                {t('tenders.detail.toBeDefined')}
              </Text>
            )
          }
        />
      )}
      {contactEmail && (
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} stroke={1.8} aria-hidden />
          <Anchor href={`mailto:${contactEmail}`} size="sm" className={classes.wrap}>
            {contactEmail}
          </Anchor>
        </Group>
      )}
      {contactTelephone && (
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} stroke={1.8} aria-hidden />
          <Anchor href={`tel:${contactTelephone.replace(/[^\d+]/g, '')}`} size="sm">
            {contactTelephone}
          </Anchor>
        </Group>
      )}
      {canalQuestions && <KeyInfo label={t('tenders.detail.questions')} value={canalQuestions} />}
    </SideCard>
  );
}
