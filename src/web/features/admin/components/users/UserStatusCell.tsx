import { Badge, Checkbox, Group } from '@mantine/core';
import type { AdminUserRow } from '../../../../../common/contracts/admin-users';
import type { UserColumnsContext } from './user-rows';

/**
 * A member's status cell on /admin/users (001 §2.2): blocked, suspended or active, certified, and
 * featured (a box while the row is edited inline).
 */
export function UserStatusCell({ user, context }: { user: AdminUserRow; context: UserColumnsContext }) {
  const { t, draft, setDraft, editing } = context;
  return (
    <Group gap={6}>
      {user.isBlocked ? (
        <Badge color="red" variant="light" tt="none" miw="max-content">
          {t('admin.users.status.blocked')}
        </Badge>
      ) : user.isSuspended ? (
        <Badge color="ochre" variant="light" tt="none" miw="max-content">
          {t('admin.users.status.suspended')}
        </Badge>
      ) : (
        <Badge color="sankofa" variant="light" tt="none" miw="max-content">
          {t('admin.users.status.active')}
        </Badge>
      )}
      {user.isCertified && (
        <Badge color="blue" variant="outline" tt="none" miw="max-content">
          {t('admin.users.badges.certified')}
        </Badge>
      )}
      {editing(user) && draft ? (
        <Checkbox
          size="xs"
          label={t('admin.users.featuredLabel')}
          description={t('admin.users.featuredHint')}
          checked={draft.isFeatured}
          onChange={(event) => setDraft({ ...draft, isFeatured: event.currentTarget.checked })}
        />
      ) : (
        user.isFeatured && (
          <Badge color="grape" variant="outline" tt="none" miw="max-content">
            {t('admin.users.badges.featured')}
          </Badge>
        )
      )}
    </Group>
  );
}
