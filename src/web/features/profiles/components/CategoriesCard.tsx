import { Anchor, Badge, Card, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProfileCategory } from '../../../../common/contracts/profiles';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../paths';

interface CategoriesCardProps {
  categories: ProfileCategory[];
  isOwner: boolean;
}

/** The member's professional categories (a speciality shows its sector); the owner's link to the picker. */
export function CategoriesCard({ categories, isOwner }: CategoriesCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="categories-title" padding="lg">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} fz="h3" id="categories-title">
          {t('profiles.sections.categories.title')}
        </Title>
        {isOwner && (
          <Anchor component={Link} to={profilePaths.categories} size="sm" fw={600}>
            {t('profiles.categories.editLink')}
          </Anchor>
        )}
      </Group>
      {categories.length === 0 ? (
        <Note>{t(isOwner ? 'profiles.categories.emptyOwn' : 'profiles.categories.empty')}</Note>
      ) : (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {categories.map((category) => (
            <li key={category.id}>
              <Badge size="lg" variant="light" color="sankofa" tt="none" fw={500} maw="100%">
                {category.parentName ? `${category.name} · ${category.parentName}` : category.name}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </Card>
  );
}
