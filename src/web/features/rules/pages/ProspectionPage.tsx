import { Tabs } from '@mantine/core';
import { limits } from '../../../../common/limits';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useTranslation } from '../../../lib/i18n';
import { AnalyticsTab } from '../components/prospection/AnalyticsTab';
import { CampaignsTab } from '../components/prospection/CampaignsTab';
import { DocumentationTab } from '../components/prospection/DocumentationTab';
import { HistoryTab } from '../components/prospection/HistoryTab';
import { ProspectsTab } from '../components/prospection/ProspectsTab';
import { TemplatesTab } from '../components/prospection/TemplatesTab';

const tabs = ['prospects', 'templates', 'campaigns', 'history', 'analytics', 'documentation'] as const;

/**
 * /admin/prospection (001 §2.18, decision 9; issue 38): prospects, templates with {nom} {entreprise}
 * {poste} {ville}, campaigns and their scheduled follow-ups, sending by e-mail under the daily cap, the
 * history of sends, the figures and the guide. Each tab is a component of components/prospection/.
 */
export function ProspectionPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader
        title={t('admin.prospection.title')}
        description={t('admin.prospection.intro', { cap: limits.prospection.dailySends })}
      />
      <Tabs defaultValue="prospects" keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`admin.prospection.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="prospects">
          <ProspectsTab />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesTab />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns">
          <CampaignsTab />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsTab />
        </Tabs.Panel>
        <Tabs.Panel value="documentation">
          <DocumentationTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
