import { Grid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { TenderDetail } from '../../../../common/contracts/tenders';
import { BackLink, PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useTender } from '../api/get-tender';
import { DeleteTenderDialog } from '../components/DeleteTenderDialog';
import { TenderHeader } from '../components/TenderHeader';
import { TenderReadFailure } from '../components/TenderMissing';
import { TenderSections } from '../components/TenderSections';
import { TenderSidebar } from '../components/TenderSidebar';

/**
 * `/appels-offres/{id}` (002 §2): title with its status and 'Expiré' badges, reference, dates, share;
 * the owner's Publier / Dépublier, Modifier, Supprimer; the sections that are filled; the sidebar
 * 'Informations clés', the contact block and the 'Candidater' box while applications are open.
 */
export function TenderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const tender = useTender(id);
  const [isDeleting, setDeleting] = useState(false);
  usePageTitle(tender.data?.titre ?? t('tenders.title'));

  if (tender.isPending) {
    return <PageLoader label={t('tenders.loading')} />;
  }
  if (tender.isError) {
    return <TenderReadFailure error={tender.error} onRetry={() => void tender.refetch()} />;
  }
  const data: TenderDetail = tender.data;

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
      <TenderHeader data={data} onDelete={() => setDeleting(true)} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TenderSections data={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TenderSidebar data={data} />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
