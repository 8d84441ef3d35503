import { ActionIcon, Anchor, Button, Group, Switch, Text } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CompanyCard, companyPath } from '../../../../common/contracts/companies';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { UrlFilterSelect, UrlSearchField, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { CompanyMark } from '../../../components/CompanyMark';
import { NamedIcon } from '../../../components/overlays/LazyTooltip';
import { RowActions } from '../../../components/RowActions';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminCompanies, useSetCompanyActive } from '../api/manage-company';
import { DeleteCompanyDialog } from '../components/DeleteCompanyDialog';

const listFilters = ['status'] as const;
/**
 * /admin/companies: every company of the directory, inactive ones included, 30 a page by name; search
 * and status in the URL; the active switch on each row (002 §4), edit and delete ('Supprimer cette
 * entreprise ?'). Adding and editing open the directory's form (`/entreprises/new`, `/entreprises/edit`).
 */
export function CompaniesAdminPage() {
  const { t } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status =
    list.filters.status === 'active' || list.filters.status === 'inactive' ? list.filters.status : undefined;
  const companies = useAdminCompanies({ q: list.query.q, status, page: list.page });
  const setActive = useSetCompanyActive();
  const [deleting, setDeleting] = useState<CompanyCard | null>(null);

  const toggle = (company: CompanyCard, active: boolean) =>
    setActive.mutate(
      { id: company.id, active },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            message: t(active ? 'companies.admin.activated' : 'companies.admin.deactivated'),
          }),
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );

  const columns: DataColumn<CompanyCard>[] = [
    {
      key: 'nom',
      header: t('companies.admin.columns.nom'),
      isCardTitle: true,
      isWide: true,
      cell: (company) => (
        <Group gap="sm" wrap="nowrap">
          <CompanyMark company={company.nom} logoUrl={company.logoUrl} size={32} />
          <Anchor component={Link} to={companyPath(company.id)} fw={600} size="sm">
            {company.nom}
            {company.sigle ? ` (${company.sigle})` : ''}
          </Anchor>
        </Group>
      ),
    },
    {
      key: 'place',
      header: t('companies.admin.columns.place'),
      cell: (company) => (
        <Text size="sm">{[company.ville, company.pays].filter(Boolean).join(', ') || '—'}</Text>
      ),
    },
    {
      key: 'taille',
      header: t('companies.admin.columns.taille'),
      cell: (company) => <Text size="sm">{company.taille ?? '—'}</Text>,
    },
    {
      key: 'active',
      header: t('companies.admin.columns.active'),
      nowrap: true,
      cell: (company) => (
        <Switch
          checked={company.active}
          onChange={(event) => toggle(company, event.currentTarget.checked)}
          aria-label={`${t(company.active ? 'companies.admin.deactivate' : 'companies.admin.activate')} : ${company.nom}`}
          disabled={setActive.isPending && setActive.variables?.id === company.id}
        />
      ),
    },
    {
      key: 'actions',
      header: t('companies.admin.columns.actions'),
      nowrap: true,
      cell: (company) => (
        <RowActions
          before={
            <NamedIcon label={t('companies.admin.view')}>
              <ActionIcon
                component={Link}
                to={companyPath(company.id)}
                variant="subtle"
                aria-label={`${t('companies.admin.view')} : ${company.nom}`}
              >
                <IconExternalLink size={18} aria-hidden />
              </ActionIcon>
            </NamedIcon>
          }
          editLabel={`${t('companies.admin.edit')} : ${company.nom}`}
          editTo={`/entreprises/edit?id=${company.id}`}
          deleteLabel={`${t('companies.admin.delete')} : ${company.nom}`}
          onDelete={() => setDeleting(company)}
        />
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('companies.admin.title')}
        actions={
          <Button component={Link} to="/entreprises/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('companies.add')}
          </Button>
        }
      />
      <DataTable
        label={t('companies.admin.title')}
        columns={columns}
        rowKey={(company) => company.id}
        {...urlTableProps(companies, list)}
        emptyMessage={t('companies.admin.empty')}
        minWidth={760}
        toolbar={
          <Group align="flex-end" gap="md" wrap="wrap">
            <UrlSearchField
              label={t('companies.filters.q')}
              placeholder={t('companies.admin.searchPlaceholder')}
              list={list}
              query={companies}
            />
            <UrlFilterSelect
              label={t('companies.admin.status')}
              options={['active', 'inactive']}
              labelOf={(value) =>
                t(value === 'active' ? 'companies.admin.statusActive' : 'companies.admin.statusInactive')
              }
              allLabel={t('companies.admin.allStatuses')}
              listState={list}
              filterKey="status"
              width={220}
              // This list's dropdown keeps Mantine's own look (no shadow).
              comboboxProps={undefined}
            />
          </Group>
        }
      />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
