import { Button } from '@mantine/core';
import { IconInbox, IconSchool } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { mentorLimits } from '../../../../common/contracts/mentors';
import { countryNameOf } from '../../../../common/format';
import card from '../../../components/directory/DirectoryCard.module.css';
import {
  DirectoryFilterBar,
  DirectoryLayout,
  FilterSelect,
} from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { MemberLinkButton } from '../../auth';
import { useMentorFilterOptions, useMentors } from '../api/mentors';
import { MentorCard } from '../components/MentorCard';
import * as codec from '../utils/filters';

const textFields = ['q'] as const;

/**
 * `/mentors` (002 §2 "Mentors"): the members who became mentors, 12 a page, newest first; name, domain
 * and country filters held in the URL and applied by the server. 'Devenir mentor' opens the login
 * dialog for a visitor.
 */
export function MentorsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('mentors.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields);
  const mentors = useMentors(filters);
  const options = useMentorFilterOptions();
  const isMember = Boolean(useSession().data?.user);

  const domainOptions = useMemo(() => {
    const list = options.data?.domains ?? [];
    return filters.domain && !list.includes(filters.domain) ? [filters.domain, ...list] : list;
  }, [options.data, filters.domain]);
  const countryOptions = useMemo(
    () =>
      (options.data?.countries ?? [])
        .map((code) => ({ value: code, label: countryNameOf(code, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [options.data, language],
  );

  return (
    <DirectoryLayout>
      <DirectoryHeader
        title={t('mentors.title')}
        breadcrumb={t('mentors.breadcrumb')}
        intro={t('mentors.intro')}
        help={{ to: '/page/mentor', label: t('mentors.help') }}
        actions={
          <>
            {isMember && (
              <Button
                component={Link}
                to="/mentors/demandes"
                variant="default"
                leftSection={<IconInbox size={16} stroke={1.8} aria-hidden />}
              >
                {t('mentors.myRequests')}
              </Button>
            )}
            <MemberLinkButton
              to="/mentors/become"
              leftSection={<IconSchool size={16} stroke={1.8} aria-hidden />}
            >
              {t('mentors.become')}
            </MemberLinkButton>
          </>
        }
      />

      <DirectoryFilterBar
        prefix="mentors"
        search={{ field: typed('q'), maxLength: mentorLimits.queryMax }}
        onClear={codec.hasFilters(filters) ? () => clear() : undefined}
      >
        <FilterSelect
          label={t('mentors.filters.domain')}
          placeholder={t('mentors.filters.allDomains')}
          data={domainOptions}
          value={filters.domain}
          onValueChange={(domain) => update({ domain })}
          searchable
          flex="1 1 190px"
        />
        <FilterSelect
          label={t('mentors.filters.country')}
          placeholder={t('mentors.filters.allCountries')}
          data={countryOptions}
          value={filters.country}
          onValueChange={(country) => update({ country })}
          searchable
          flex="1 1 190px"
        />
      </DirectoryFilterBar>

      <DirectoryResults
        query={mentors}
        prefix="mentors"
        empty={codec.hasFilters(filters) ? t('mentors.empty') : t('mentors.emptyAll')}
        gridClassName={card.grid}
        skeleton={{ height: 240, picture: 'circle' }}
        itemKey={(mentor) => mentor.id}
        renderItem={(mentor) => <MentorCard mentor={mentor} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
