import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DirectoryPerson } from '../../../common/contracts/directory';
import { timeAgo } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { ProfileAvatar } from '../ProfileAvatar';

/**
 * One comment of a thread (an event's comments, a project's news or comments): the author's picture and
 * name (a link to their profile; `unknownAuthor` once the account is gone), when, the text, and the
 * delete button for those who may.
 */
export function CommentItem({
  author,
  createdAt,
  content,
  avatarSize,
  unknownAuthor,
  profilePath,
  isTimeElement = false,
  remove,
}: {
  author: DirectoryPerson | null;
  createdAt: string;
  content: string;
  avatarSize: 'sm' | number;
  unknownAuthor: string;
  /** The address of a member's profile (the profiles area's). */
  profilePath: (id: string) => string;
  /** The date is a `<time>` with its machine-readable value. */
  isTimeElement?: boolean;
  remove?: { label: string; color: 'gray' | 'red'; isPending: boolean; onClick: () => void };
}) {
  const { language } = useTranslation();
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ProfileAvatar src={author?.avatarUrl ?? null} name={author?.fullName ?? null} size={avatarSize} />
      <Stack gap={2} miw={0} flex={1}>
        <Group gap="xs">
          {author ? (
            <Text component={Link} to={profilePath(author.id)} size="sm" fw={600} c="inherit">
              {author.fullName}
            </Text>
          ) : (
            <Text size="sm" fw={600}>
              {unknownAuthor}
            </Text>
          )}
          {isTimeElement ? (
            <Text size="xs" c="dimmed" component="time" dateTime={createdAt}>
              {timeAgo(createdAt, language)}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              {timeAgo(createdAt, language)}
            </Text>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      </Stack>
      {remove && (
        <ActionIcon
          variant="subtle"
          color={remove.color}
          aria-label={remove.label}
          loading={remove.isPending}
          onClick={remove.onClick}
        >
          <IconTrash size={16} stroke={1.8} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
