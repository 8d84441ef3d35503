import { Button, TextInput } from '@mantine/core';
import { IconBell, IconBellPlus, IconBriefcase, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { jobOfferLimits, jobTypes } from '../../../../common/contracts/job-offers';
import card from '../../../components/directory/DirectoryCard.module.css';
import {
  DirectoryFilterBar,
  DirectoryLayout,
  FilterSelect,
} from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { MemberLinkButton, useAuthDialog } from '../../auth';
import { useCreateJobAlert } from '../api/alerts';
import { useListOffers } from '../api/list-offers';
import { JobCard } from '../components/JobCard';
import * as codec from '../utils/filters';

const textFields = ['q', 'location', 'company'] as const;
/** A member's own pages, beside 'Déposer une offre'. */
const memberLinks = [
  { to: '/emplois/alertes', Icon: IconBell, labelKey: 'jobOffers.alerts.listTitle' },
  { to: '/emplois/mes-offres', Icon: IconBriefcase, labelKey: 'jobOffers.mine' },
] as const;
/**
 * `/emplois` (002 §2 "Job offers"): live offers, 12 a page, newest first; text, type, place and company
 * filters held in the URL and applied by the server. 'Déposer une offre' opens the login dialog for a
 * visitor.
 */
export function JobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobOffers.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields);
  const offers = useListOffers(filters);
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const authDialog = useAuthDialog();
  const createAlert = useCreateJobAlert();
  const saveSearch = () => {
    if (!isMember) {
      authDialog.open('login', { redirect: `/emplois?${codec.toSearchParams(filters).toString()}` });
      return;
    }
    createAlert.mutate(
      { q: filters.q, type: filters.type || undefined, location: filters.location, company: filters.company },
      {
        onSuccess: () => notify({ color: 'teal', message: t('jobOffers.alerts.saved') }),
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );
  };

  return (
    <DirectoryLayout>
      <DirectoryHeader
        title={t('jobOffers.title')}
        breadcrumb={t('jobOffers.breadcrumb')}
        intro={t('jobOffers.intro')}
        help={{ to: '/page/emplois', label: t('jobOffers.help') }}
        actions={
          <>
            {isMember &&
              memberLinks.map(({ to, Icon, labelKey }) => (
                <Button
                  key={to}
                  component={Link}
                  to={to}
                  variant="default"
                  leftSection={<Icon size={16} stroke={1.8} aria-hidden />}
                >
                  {t(labelKey)}
                </Button>
              ))}
            <MemberLinkButton to="/emplois/new" leftSection={<IconPlus size={16} stroke={2} aria-hidden />}>
              {t('jobOffers.post')}
            </MemberLinkButton>
          </>
        }
      />

      <DirectoryFilterBar
        prefix="jobOffers"
        search={{ field: typed('q'), maxLength: jobOfferLimits.queryMax }}
        onClear={codec.hasFilters(filters) ? () => clear() : undefined}
      >
        <FilterSelect
          label={t('jobOffers.filters.type')}
          placeholder={t('jobOffers.filters.allTypes')}
          data={jobTypes.map((type) => ({ value: type, label: t(`jobOffers.types.${type}`) }))}
          value={filters.type}
          onValueChange={(type) => update({ type })}
          flex="1 1 170px"
        />
        {(['location', 'company'] as const).map((field) => (
          <TextInput
            key={field}
            label={t(`jobOffers.filters.${field}`)}
            placeholder={t(`jobOffers.filters.${field}Placeholder`)}
            flex="1 1 190px"
            maxLength={jobOfferLimits.queryMax}
            {...typed(field)}
          />
        ))}
        <Button
          variant="light"
          onClick={saveSearch}
          loading={createAlert.isPending}
          leftSection={<IconBellPlus size={16} stroke={1.8} aria-hidden />}
          title={t('jobOffers.alerts.saveHint')}
        >
          {t('jobOffers.alerts.save')}
        </Button>
      </DirectoryFilterBar>

      <DirectoryResults
        query={offers}
        prefix="jobOffers"
        empty={codec.hasFilters(filters) ? t('jobOffers.empty') : t('jobOffers.emptyAll')}
        gridClassName={card.grid}
        skeleton={{ height: 180, picture: 'square' }}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <JobCard offer={offer} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
