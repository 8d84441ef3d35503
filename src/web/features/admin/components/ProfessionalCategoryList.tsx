import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminProfessionalCategory } from '../../../../common/contracts/categories';
import { RowActions } from '../../../components/RowActions';
import { useTranslation } from '../../../lib/i18n';

type Category = AdminProfessionalCategory;

/** A sector and the specialities under it, as the list shows them. */
export interface SectorGroup {
  sector: Category;
  children: Category[];
}

/**
 * The professional categories of /admin/categories-pro (001 §2.7) on two levels: a panel per sector, its
 * specialities listed under it, each with its counts and its pencil and bin.
 */
export function ProfessionalCategoryList({
  groups,
  onEdit,
  onDelete,
}: {
  groups: SectorGroup[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  return (
    <Stack gap="md">
      {groups.map(({ sector, children }) => (
        <Paper key={sector.id} withBorder radius="lg" p="md" component="article" aria-label={sector.name}>
          <CategoryRow category={sector} onEdit={onEdit} onDelete={onDelete} />
          {children.length > 0 && (
            <Stack component="ul" gap={0} mt="sm" pl={0} style={{ listStyle: 'none' }}>
              {children.map((child) => (
                <Paper
                  component="li"
                  key={child.id}
                  radius="md"
                  bg="var(--mantine-color-gray-0)"
                  px="md"
                  py="xs"
                  mt={6}
                  ml={{ base: 0, sm: 'lg' }}
                >
                  <CategoryRow category={child} onEdit={onEdit} onDelete={onDelete} />
                </Paper>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const isSector = category.parentId === null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={isSector ? 700 : 500} size={isSector ? 'md' : 'sm'}>
            {category.name}
          </Text>
          {isSector && (
            <Badge variant="light" color="sankofa" size="sm">
              {t('admin.categories.pro.sector')}
            </Badge>
          )}
        </Group>
        {category.description && (
          <Text size="xs" c="dimmed">
            {category.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[
            isSector ? t('admin.categories.pro.specialities', { count: category.childCount }) : null,
            t('admin.categories.pro.members', { count: category.memberCount }),
            t('admin.categories.pro.companies', { count: category.companyCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <RowActions
        editLabel={t('admin.categories.editNamed', { name: category.name })}
        deleteLabel={t('admin.categories.deleteNamed', { name: category.name })}
        onEdit={() => onEdit(category)}
        onDelete={() => onDelete(category)}
      />
    </Group>
  );
}
