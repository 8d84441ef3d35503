import { Badge, Button, Card, CloseButton, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { companyPath } from '../../../../common/contracts/companies';
import { CompanyMark } from '../../../components/CompanyMark';
import { ExternalLink } from '../../../components/ExternalLink';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useCompany } from '../api/get-company';

/**
 * On /admin/cartographie (001 §2.14), the card of the company whose marker was clicked: its name, place,
 * categories and address, with links to its page, its edit form and its website.
 */
export function CompanyMapCard({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const company = useCompany(id);
  const c = company.data;
  return (
    <Card withBorder radius="md" shadow="md" padding="md" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        {c ? (
          <Group gap="sm" wrap="nowrap">
            <CompanyMark company={c.nom} logoUrl={c.logoUrl} size={40} />
            <Stack gap={0}>
              <Text fw={700} lh={1.3}>
                {c.nom}
                {c.sigle ? ` (${c.sigle})` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {[c.ville, c.pays].filter(Boolean).join(', ')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
        <CloseButton onClick={onClose} aria-label={t('companies.map.closeCard')} />
      </Group>
      {company.isError && <Text size="sm">{t('companies.loadError')}</Text>}
      {c && (
        <Stack gap="xs">
          {!c.active && (
            <Badge color="gray" variant="light" w="fit-content">
              {t('companies.inactive')}
            </Badge>
          )}
          {(c.adresse || c.codePostal) && (
            <Text size="sm">{[c.adresse, c.codePostal, c.ville].filter(Boolean).join(', ')}</Text>
          )}
          {c.taille && <Note>{c.taille}</Note>}
          {c.categories.length > 0 && (
            <Group gap={6}>
              {c.categories.map((category) => (
                <Badge key={category.id} variant="light" size="sm">
                  {category.name}
                </Badge>
              ))}
            </Group>
          )}
          <SimpleGrid cols={2} spacing="xs" mt={4}>
            <Button
              component={Link}
              to={companyPath(c.id)}
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('companies.map.open')}
            </Button>
            <Button
              component={Link}
              to={`/entreprises/edit?id=${c.id}`}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('companies.map.edit')}
            </Button>
          </SimpleGrid>
          {c.siteWeb && (
            <ExternalLink href={c.siteWeb} size="sm">
              {c.siteWeb}
            </ExternalLink>
          )}
        </Stack>
      )}
    </Card>
  );
}
