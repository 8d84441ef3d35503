import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { type CompanyCard as Company, companyPath } from '../../../../common/contracts/companies';
import { CompanyMark } from '../../../components/CompanyMark';
import { CardFact } from '../../../components/directory/CardFact';
import { CardTitle } from '../../../components/directory/CardTitle';
import { CardHead, DirectoryCard } from '../../../components/directory/DirectoryCard';
import { useTranslation } from '../../../lib/i18n';
import classes from './CompanyCard.module.css';

/** A company of the directory: logo, name (the link), acronym, place, size and its categories. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const place = [company.ville, company.pays].filter(Boolean).join(', ');
  return (
    <DirectoryCard>
      <CardHead mark={<CompanyMark company={company.nom} logoUrl={company.logoUrl} />}>
        <CardTitle to={companyPath(company.id)}>{company.nom}</CardTitle>
        {company.sigle && (
          <Text size="sm" c="dimmed" truncate>
            {company.sigle}
          </Text>
        )}
      </CardHead>
      {place && (
        <CardFact icon={IconMapPin} gap={4} truncate>
          {place}
        </CardFact>
      )}
      {company.taille && (
        <CardFact icon={IconUsers} gap={4} truncate>
          {company.taille}
        </CardFact>
      )}
      {(company.categories.length > 0 || !company.active) && (
        <Group gap={6}>
          {!company.active && (
            <Badge color="gray" variant="light" radius="sm">
              {t('companies.inactive')}
            </Badge>
          )}
          {company.categories.slice(0, 3).map((category) => (
            <Badge key={category.id} variant="light" color="sankofa" radius="sm" className={classes.category}>
              {category.name}
            </Badge>
          ))}
          {company.categories.length > 3 && (
            <Badge variant="outline" color="gray" radius="sm">
              +{company.categories.length - 3}
            </Badge>
          )}
        </Group>
      )}
    </DirectoryCard>
  );
}
