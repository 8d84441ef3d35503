import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormPage } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessageKey, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { isUuid } from '../../../lib/uuid';
import { useOffer } from '../api/get-offer';
import { JobForm } from '../components/JobForm';
import { OfferMissing } from '../components/OfferMissing';

/**
 * `/emplois/edit?id={id}` (002 §2; `/emplois/edit/{id}` leads here too): 'Modifier une offre' for its
 * creator or an admin; the spec's error views for a missing, malformed, unknown or foreign offer.
 */
export function EditJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const isValid = isUuid(id);
  const offer = useOffer(isValid ? id : undefined);
  usePageTitle(t('jobOffers.form.editTitle'));

  const content = () => {
    if (!id)
      return (
        <OfferMissing
          title={t('jobOffers.form.editTitle')}
          message={t('jobOffers.edit.missingId')}
          withBack
        />
      );
    if (!isValid) {
      return (
        <OfferMissing title={t('jobOffers.form.editTitle')} message={t('jobOffers.invalidId')} withBack />
      );
    }
    if (offer.isPending) {
      return <PageLoader label={t('jobOffers.edit.loading')} />;
    }
    if (offer.isError) {
      if (isMissing(offer.error)) {
        return (
          <OfferMissing
            title={t('jobOffers.edit.notFoundTitle')}
            message={t('jobOffers.edit.notFoundText')}
          />
        );
      }
      return (
        <OfferMissing
          title={t('jobOffers.edit.fetchError')}
          message={`${t('jobOffers.edit.fetchError')} : ${t(errorMessageKey(offer.error))}`}
        />
      );
    }
    if (!offer.data.canEdit) {
      return <OfferMissing title={t('jobOffers.form.editTitle')} message={t('jobOffers.edit.forbidden')} />;
    }
    return (
      <FormPage
        parents={[{ label: t('jobOffers.breadcrumb'), to: '/emplois' }]}
        title={t('jobOffers.form.editTitle')}
      >
        <JobForm
          offer={offer.data}
          onSaved={() => {
            notify({ color: 'teal', message: t('jobOffers.form.updated') });
            void navigate('/emplois');
          }}
          onCancel={() => void navigate(-1)}
        />
      </FormPage>
    );
  };
  return content();
}

/** `/emplois/edit/{id}`, the other reading of the spec: the same screen at its query-string address. */
export function EditJobRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/emplois/edit?id=${encodeURIComponent(id)}`} replace />;
}
