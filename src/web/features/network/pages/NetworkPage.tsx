import { Tabs, Title } from '@mantine/core';
import { IconCompass, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/PageFrame';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { ConnectionsTab } from '../components/ConnectionsTab';
import { DiscoverTab } from '../components/DiscoverTab';

type NetworkTab = 'discover' | 'connections';

/** `/network` (000 §2.6), members only: Découvrir and Mes connexions, the tab in `?tab=`. */
export function NetworkPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: NetworkTab = params.get('tab') === 'connections' ? 'connections' : 'discover';
  usePageTitle(t('network.title'));

  const handleTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'connections') next.set('tab', 'connections');
    else next.delete('tab');
    setParams(next);
  };

  return (
    <PageFrame size="lg" crumbs={[{ label: t('network.title') }]}>
      <Title order={1}>{t('network.title')}</Title>
      <Tabs value={tab} onChange={handleTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="discover" leftSection={<IconCompass size={16} stroke={1.8} aria-hidden />}>
            {t('network.tabs.discover')}
          </Tabs.Tab>
          <Tabs.Tab value="connections" leftSection={<IconUsers size={16} stroke={1.8} aria-hidden />}>
            {t('network.tabs.connections')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="discover">
          <DiscoverTab />
        </Tabs.Panel>
        <Tabs.Panel value="connections">
          <ConnectionsTab />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
