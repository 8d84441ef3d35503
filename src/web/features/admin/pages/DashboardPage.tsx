import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';
import { usePublicSettings } from '../../../lib/public-settings';
import { AssetCard } from '../components/AssetCard';
import { OutboxCounts } from '../components/OutboxCounts';
import { HeadedSection, SectionHeading } from '../components/SectionHeading';
import { SettingsToggles } from '../components/SettingsToggles';
import { type AssetSlotView, carouselSlots, heroMainSlot, logoSlots } from '../utils/asset-slots';

/**
 * /admin/dashboard (000 §2.9): the feature switches, the mail queue's counts (issue 36 §2), then the
 * site's logos and home images.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const publicSettings = usePublicSettings();
  const assets = publicSettings.data?.assets;

  const renderCards = (views: readonly AssetSlotView[], headingOrder: 3 | 4) =>
    views.map((view) =>
      assets ? (
        <AssetCard key={view.slot} view={view} url={assets[view.slot] ?? null} headingOrder={headingOrder} />
      ) : (
        <Skeleton key={view.slot} h={320} radius="lg" />
      ),
    );

  return (
    <>
      <AdminPageHeader title={t('admin.nav.dashboard')} description={t('admin.dashboard.intro')} />
      <Stack gap={40}>
        <HeadedSection id="admin-features" title={t('admin.dashboard.featuresTitle')}>
          <SettingsToggles />
        </HeadedSection>

        <OutboxCounts />

        {publicSettings.isError && (
          <QueryFailure error={publicSettings.error} onRetry={() => void publicSettings.refetch()} />
        )}

        <HeadedSection
          id="admin-logos"
          title={t('admin.dashboard.logosTitle')}
          description={t('admin.dashboard.logosDescription')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg">
            {renderCards(logoSlots, 3)}
          </SimpleGrid>
        </HeadedSection>

        <HeadedSection
          id="admin-hero"
          title={t('admin.dashboard.heroTitle')}
          description={t('admin.dashboard.heroDescription')}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb={32}>
            {renderCards([heroMainSlot], 3)}
          </SimpleGrid>
          <SectionHeading
            id="admin-carousel"
            order={3}
            title={t('admin.dashboard.carouselTitle')}
            description={t('admin.dashboard.carouselDescription')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {renderCards(carouselSlots, 4)}
          </SimpleGrid>
        </HeadedSection>
      </Stack>
    </>
  );
}
