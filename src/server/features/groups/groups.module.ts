import { z } from 'zod';
import type { groupNotificationTypes } from '../../../common/contracts/groups';
import { defineArea, mount } from '../../area';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import type { AreaBuckets, BucketsOf } from '../../plugins/storage';
import { groupRoutes } from './group.routes';
import { createGroupService, type GroupService } from './group.service';
import { createGroupImageService, type GroupImageService } from './group-image.service';
import { createGroupMemberService, type GroupMemberService } from './group-member.service';

declare module '../../area' {
  interface AreaServices {
    groups: GroupService;
    groupMembers: GroupMemberService;
    groupImages: GroupImageService;
  }
}

/**
 * A group's images and its posts' media (the feed stores them): a secret group's must not be
 * readable by URL, so they are read through a route that checks the reader.
 */
const groupBuckets = { 'group-media': 'private' } as const satisfies AreaBuckets;
declare module '../../plugins/storage' {
  interface Buckets extends BucketsOf<typeof groupBuckets> {}
}

const groupLink = itemLink('/groups', 'group_id');

/** Groups: directory, group page, membership and the four roles (002 §2 "Groups", §4, §6). */
export const groupsModule = defineArea({
  name: 'groups',
  memberData: {
    tables: {
      groups: { label: 'Groupes créés', by: ['created_by'] },
      group_members: { label: 'Groupes rejoints' },
      group_join_requests: { label: 'Demandes d’adhésion à des groupes', by: ['user_id'] },
      group_removals: { label: 'Retraits de groupes par leurs gestionnaires', by: ['user_id'] },
    },
  },
  buckets: groupBuckets,
  build: (deps) => {
    const { config, posts } = deps;
    const groups = createGroupService(deps);
    const groupMembers = createGroupMemberService({ ...deps, groups });
    const groupImages = createGroupImageService({
      ...deps,
      storageQuotaBytes: config.storageQuotaBytes,
      groups,
    });
    // A post in a group's feed (the feed's posts, with a group_id) tells the members who asked.
    posts.onGroupPost((event) => groups.notifyNewPost(event));
    return { groups, groupMembers, groupImages };
  },
  routes: ({ groups, groupMembers, groupImages }) => [
    mount(groupRoutes, {
      prefix: '/api/v1',
      groupService: groups,
      groupMemberService: groupMembers,
      groupImageService: groupImages,
    }),
  ],
  shareMeta: [
    {
      // A public group's page; a private or secret one has no preview.
      path: /^\/groups\/([0-9a-f-]{36})$/,
      meta: async ({ groups, config, settings }, { params: [id] }) =>
        id && z.guid().safeParse(id).success
          ? groups.shareMeta(id, config.publicUrl, await settings.siteName())
          : undefined,
    },
  ],
  notifications: {
    // To the creator and admins: the request is answered in the group's 'Gestion des membres'.
    group_join_request: defineNotification({
      causer: 'member',
      data: {
        group_id: z.guid(),
        group_name: z.string(),
        requester_id: z.guid(),
        requester_name: z.string(),
        request_id: z.guid(),
      },
      link: ({ group_id }) => (group_id ? `/groups/${group_id}?tab=members` : '/groups'),
      emailByDefault: false,
      template: {
        title: 'Nouvelle demande pour rejoindre un groupe',
        body: '{requester_name} demande à rejoindre le groupe « {group_name} ».',
      },
    }),
    group_join_approved: defineNotification({
      causer: 'member',
      data: { group_id: z.guid(), group_name: z.string() },
      link: groupLink,
      emailByDefault: false,
      template: {
        title: 'Demande acceptée',
        body: 'Votre demande pour rejoindre le groupe « {group_name} » a été acceptée.',
      },
    }),
    group_join_rejected: defineNotification({
      causer: 'member',
      data: { group_id: z.guid(), group_name: z.string() },
      link: () => '/groups',
      emailByDefault: false,
      template: {
        title: 'Demande refusée',
        body: "Votre demande pour rejoindre le groupe « {group_name} » n'a pas été acceptée.",
      },
    }),
    group_member_added: defineNotification({
      causer: 'member',
      data: { group_id: z.guid(), group_name: z.string(), adder_name: z.string() },
      link: groupLink,
      emailByDefault: false,
      template: {
        title: 'Ajouté à un groupe',
        body: '{adder_name} vous a ajouté au groupe « {group_name} ».',
      },
    }),
    // To the members who asked (the group's 'Être notifié des publications').
    group_post: defineNotification({
      causer: 'member',
      data: {
        group_id: z.guid(),
        group_name: z.string(),
        post_id: z.guid(),
        author_name: z.string(),
        content_preview: z.string(),
      },
      link: ({ group_id, post_id }) =>
        group_id ? (post_id ? `/groups/${group_id}?post=${post_id}` : `/groups/${group_id}`) : '/groups',
      emailByDefault: false,
      template: {
        title: 'Nouvelle publication dans un groupe',
        body: '{author_name} a publié dans « {group_name} » : {content_preview}',
      },
    }),
    // To the admins: a member created a public or private group (001 §3 admin e-mails, group_created),
    // mailed by default as job_offer_created.
    group_created: defineNotification({
      causer: 'member',
      data: { author_name: z.string(), group_id: z.guid(), group_name: z.string() },
      link: groupLink,
      emailByDefault: true,
      template: {
        title: 'Nouveau groupe',
        body: '{author_name} a créé le groupe « {group_name} ».',
      },
    }),
  } satisfies Record<(typeof groupNotificationTypes)[number], NotificationSpec>,
});
