import { Anchor, Group, Stack, Switch } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { GroupDetail } from '../../../../common/contracts/groups';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { ComposerBanner, type FeedTexts, FeedTextsContext, LazyPostComposer, PostList } from '../../feed';
import { usePostNotifications } from '../api/groups';
import { PrivateGroupNotice } from './GroupStates';

/** The group feed's own texts where they differ from the microblog's (002 §5 "Group post", §8 "Groups"). */
const groupFeedTexts: FeedTexts = {
  postEmpty: 'groups.feed.validation.postEmpty',
  loadFailed: 'groups.feed.errors.loadFailed',
  deleteFailed: 'groups.feed.errors.deleteFailed',
  deleteForbidden: 'groups.feed.errors.deleteForbidden',
  commentFailed: 'groups.feed.errors.commentFailed',
  commentDeleteFailed: 'groups.feed.errors.commentDeleteFailed',
};

/**
 * Publications (002 §2 "Groups"): the group's feed, the microblog's posts filtered by `group` (likes,
 * comments, media, 'Améliorer' as in /feed). The composer shows only to those the posting rule allows;
 * members choose whether each new post notifies them. `postId`: one post of the feed (a shared link).
 */
export function GroupFeed({ group, postId }: { group: GroupDetail; postId?: string }) {
  const { t } = useTranslation();
  const [isComposing, setComposing] = useState(false);
  const notifications = usePostNotifications(group.id);

  if (!group.canReadPosts) {
    return <PrivateGroupNotice body={t('groups.feed.privateBody')} />;
  }

  const role = group.viewer.role;
  return (
    <FeedTextsContext value={groupFeedTexts}>
      <Stack gap="md" maw={680} mx="auto" w="100%">
        {postId ? (
          <Anchor component={Link} to={`/groups/${group.id}`} size="sm" fw={600}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('groups.feed.all')}
            </Group>
          </Anchor>
        ) : (
          <>
            {group.canPost && <ComposerBanner onOpen={() => setComposing(true)} />}
            {role !== null && !group.canPost && <Note>{t(`groups.feed.rule.${group.postPermission}`)}</Note>}
            {role !== null && (
              <Switch
                checked={group.notifyPosts}
                disabled={notifications.isPending}
                label={t('groups.feed.notify')}
                onChange={(event) =>
                  notifications.mutate(event.currentTarget.checked, {
                    onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                  })
                }
              />
            )}
          </>
        )}
        <PostList
          filter={postId ? { group: group.id, post: postId } : { group: group.id }}
          emptyKey={postId ? 'feed.postNotFound' : 'groups.feed.empty'}
        />
        {isComposing && (
          <Suspense fallback={null}>
            <LazyPostComposer opened groupId={group.id} onClose={() => setComposing(false)} />
          </Suspense>
        )}
      </Stack>
    </FeedTextsContext>
  );
}
