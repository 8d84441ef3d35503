import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandLinkedin,
  IconBriefcase,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPrinter,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CompanyMark } from '../../../components/CompanyMark';
import { ErrorState } from '../../../components/ErrorState';
import { ExternalLink } from '../../../components/ExternalLink';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { ItemHeader } from '../../../components/ItemHeader';
import { BackLink, PageFrame } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCompany } from '../api/get-company';
import { CompanyMissing } from '../components/CompanyMissing';
import { DeleteCompanyDialog } from '../components/DeleteCompanyDialog';
import { DirectoryLimitOverlay, isDirectoryLimit } from '../components/DirectoryLimit';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text span c="dimmed" mt={2}>
        {icon}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {label} :
        </Text>{' '}
        {children}
      </Text>
    </Group>
  );
}

/** `/entreprises/{id}` (002 §2): the company; an inactive one reads 'Entreprise non disponible' (002 §4). */
export function CompanyPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const company = useCompany(id);
  const [isDeleting, setDeleting] = useState(false);
  usePageTitle(company.data?.nom ?? t('companies.title'));

  if (company.isPending) {
    return <PageLoader label={t('companies.form.loading')} />;
  }
  if (company.isError) {
    const error = company.error;
    if (isDirectoryLimit(error)) return <DirectoryLimitOverlay error={error} />;
    if (isApiError(error) && error.code === 'company_unavailable') {
      return <CompanyMissing title={t('companies.unavailable')} message={t('companies.unavailableText')} />;
    }
    if (isMissing(error)) {
      return <CompanyMissing title={t('companies.notFound')} message={t('companies.notFoundText')} />;
    }
    return <ErrorState onRetry={() => void company.refetch()} />;
  }
  const data = company.data;
  const address = [data.adresse, data.codePostal, data.place?.adresse_complete].filter(Boolean).join(', ');

  return (
    <PageFrame
      crumbs={[{ label: t('companies.breadcrumb'), to: '/entreprises' }, { label: data.nom }]}
      outside={
        <DeleteCompanyDialog
          company={isDeleting ? data : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/entreprises')}
        />
      }
    >
      <BackLink to="/entreprises" label={t('companies.detail.back')} />
      <Card withBorder radius="md" padding="lg" component="article">
        <Stack gap="md">
          <ItemHeader
            mark={<CompanyMark company={data.nom} logoUrl={data.logoUrl} size={72} />}
            title={data.nom}
          >
            {data.sigle && <Text c="dimmed">{data.sigle}</Text>}
            <Group gap={6}>
              {!data.active && (
                <Badge color="gray" variant="light" radius="sm">
                  {t('companies.inactive')}
                </Badge>
              )}
              {data.categories.map((category) => (
                <Badge key={category.id} variant="light" color="sankofa" radius="sm" tt="none">
                  {category.name}
                </Badge>
              ))}
            </Group>
          </ItemHeader>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/emplois?company=${encodeURIComponent(data.nom)}`}
              variant="default"
              leftSection={<IconBriefcase size={16} stroke={1.8} aria-hidden />}
            >
              {t('companies.detail.jobs')}
            </Button>
            {data.canManage && (
              <>
                <EditItemButton to={`/entreprises/edit?id=${data.id}`} label={t('companies.detail.edit')} />
                <DeleteItemButton label={t('companies.detail.delete')} onClick={() => setDeleting(true)} />
              </>
            )}
          </Group>
          <Divider />
          <Stack gap={8}>
            {address && (
              <Fact
                icon={<IconMapPin size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.address')}
              >
                {address}
              </Fact>
            )}
            {data.taille && (
              <Fact
                icon={<IconUsers size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.size')}
              >
                {data.taille}
                {data.effectif !== null &&
                  ` · ${t('companies.detail.headcountValue', { count: data.effectif })}`}
              </Fact>
            )}
            {data.siteWeb && (
              <Fact
                icon={<IconWorld size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.website')}
              >
                <ExternalLink href={data.siteWeb} size="sm">
                  {data.siteWeb.replace(/^https?:\/\//, '')}
                </ExternalLink>
              </Fact>
            )}
            {data.linkedin && (
              <Fact
                icon={<IconBrandLinkedin size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.linkedin')}
              >
                <ExternalLink href={data.linkedin} size="sm">
                  {data.linkedin.replace(/^https?:\/\//, '')}
                </ExternalLink>
              </Fact>
            )}
            {data.email && (
              <Fact
                icon={<IconMail size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.email')}
              >
                <Anchor href={`mailto:${data.email}`} size="sm">
                  {data.email}
                </Anchor>
              </Fact>
            )}
            {data.telephone && (
              <Fact
                icon={<IconPhone size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.phone')}
              >
                {data.telephone}
              </Fact>
            )}
            {data.fax && (
              <Fact
                icon={<IconPrinter size={16} stroke={1.8} aria-hidden />}
                label={t('companies.detail.fax')}
              >
                {data.fax}
              </Fact>
            )}
          </Stack>
          {data.description && (
            <>
              <Divider />
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('companies.detail.description')}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {data.description}
                </Text>
              </Stack>
            </>
          )}
        </Stack>
      </Card>
    </PageFrame>
  );
}
