import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type SiteConfiguration,
  SiteConfigurationBody,
  siteConfigurationLimits,
} from '../../../../common/contracts/settings';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { FormFailure } from '../../../components/FormFailure';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSiteConfiguration, useUpdateSiteConfiguration } from '../api/site-configuration';
import { HeadedSection } from '../components/SectionHeading';
import { adminScreenPath } from '../paths';

interface Values extends Record<string, unknown> {
  siteName: string;
  contactEmail: string;
}

/** The site's name and contact address, saved together. */
function IdentityForm({ configuration }: { configuration: SiteConfiguration }) {
  const { t } = useTranslation();
  const mutation = useUpdateSiteConfiguration();
  const { form, handleSubmit, inputProps, failure, isPending } = useContractForm(
    SiteConfigurationBody,
    (values: Values) => ({ siteName: values.siteName, contactEmail: values.contactEmail }),
    mutation,
    {
      initialValues: { siteName: configuration.siteName, contactEmail: configuration.contactEmail ?? '' },
      onSuccess: (saved) => {
        form.setInitialValues({ siteName: saved.siteName, contactEmail: saved.contactEmail ?? '' });
        form.reset();
        notify({ color: 'teal', message: t('admin.siteSettings.saved') });
      },
    },
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="form"
      onSubmit={handleSubmit}
      noValidate
    >
      <Stack gap="md" maw={560}>
        <TextInput
          label={t('admin.siteSettings.siteName')}
          description={t('admin.siteSettings.siteNameHint')}
          required
          maxLength={siteConfigurationLimits.siteNameMax}
          {...inputProps('siteName')}
        />
        <TextInput
          label={t('admin.siteSettings.contactEmail')}
          description={t('admin.siteSettings.contactEmailHint')}
          type="email"
          autoComplete="off"
          {...inputProps('contactEmail')}
        />
        <FormFailure message={failure} />
        <Group>
          <Button type="submit" loading={isPending} disabled={!form.isDirty()}>
            {t('admin.siteSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** How the install runs, read-only: what to check when mails do not leave or a feature is missing. */
function EnvironmentList({ environment }: { environment: SiteConfiguration['environment'] }) {
  const { t } = useTranslation();
  const on = (value: boolean) => (
    <Badge color={value ? 'teal' : 'gray'} variant="light" tt="none">
      {t(value ? 'admin.siteSettings.env.configured' : 'admin.siteSettings.env.notConfigured')}
    </Badge>
  );
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('admin.siteSettings.env.publicUrl'),
      value: (
        <Text ff="monospace" size="sm">
          {environment.publicUrl}
        </Text>
      ),
    },
    {
      label: t('admin.siteSettings.env.mail'),
      value: t(`admin.siteSettings.env.mailMode.${environment.mailMode}`),
    },
    { label: t('admin.siteSettings.env.mailFrom'), value: environment.mailFrom },
    {
      label: t('admin.siteSettings.env.storage'),
      value: t(`admin.siteSettings.env.storageKind.${environment.storage}`),
    },
    {
      label: t('admin.siteSettings.env.database'),
      value: t(`admin.siteSettings.env.databaseKind.${environment.database}`),
    },
    { label: t('admin.siteSettings.env.ai'), value: on(environment.aiConfigured) },
    { label: t('admin.siteSettings.env.stripe'), value: on(environment.stripeConfigured) },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" component="dl" m={0}>
        {rows.map((row) => (
          <SimpleGrid key={row.label} cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={0}>
            <Text component="dt" size="sm" c="dimmed" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/settings, 'Configuration du site' (001 §2.1; D§5: the placeholder made real): the settings that
 * had no screen (the site's name, the contact address) and how this install runs, read-only. The
 * switches and images stay on the dashboard (000 §2.9). Admin only.
 */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const configuration = useSiteConfiguration();
  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.settings')}
        description={
          <>
            {t('admin.siteSettings.intro')}{' '}
            <Anchor component={Link} to={adminScreenPath('dashboard')} size="sm" underline="always">
              {t('admin.siteSettings.dashboardLink')}
            </Anchor>
          </>
        }
      />
      {configuration.isError ? (
        <QueryFailure error={configuration.error} onRetry={() => void configuration.refetch()} />
      ) : (
        <Stack gap={40}>
          <HeadedSection id="site-identity" title={t('admin.siteSettings.identityTitle')}>
            {configuration.data ? (
              <IdentityForm configuration={configuration.data} />
            ) : (
              <Skeleton h={260} radius="lg" />
            )}
          </HeadedSection>
          <HeadedSection
            id="site-environment"
            title={t('admin.siteSettings.environmentTitle')}
            description={t('admin.siteSettings.environmentDescription')}
          >
            {configuration.data ? (
              <EnvironmentList environment={configuration.data.environment} />
            ) : (
              <Skeleton h={300} radius="lg" />
            )}
          </HeadedSection>
        </Stack>
      )}
    </>
  );
}
