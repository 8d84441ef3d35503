import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { OkResponse } from './auth';
import { CursorQuery, pageOf } from './pagination';

/** Who may see a field of a profile (issue 22 §2); the owner always does. */
export const audiences = ['everyone', 'members', 'connections'] as const;
export const Audience = z.enum(audiences, { error: 'privacy.validation.audience' });
export type Audience = z.infer<typeof Audience>;

/** A member's privacy choices: the e-mail, the city (others see the country), directory and search engines. */
export const PrivacySettings = z.object({
  emailVisibility: Audience,
  locationVisibility: Audience,
  hiddenFromDirectory: z.boolean(),
  noindex: z.boolean(),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const BlockBody = z.object({ profileId: z.uuid({ error: 'errors.invalid_profile_id' }) });
export const BlockParams = z.object({ profileId: z.uuid({ error: 'errors.invalid_profile_id' }) });

/** A member the actor blocked, as the blocked list shows them. */
export const BlockedMember = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.string().nullable(),
  blockedAt: z.iso.datetime(),
});
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockedPage = pageOf(BlockedMember);
export type BlockedPage = z.infer<typeof BlockedPage>;
export const BlockedQuery = CursorQuery;

/** What a member may report from the site (blog comments keep their own endpoint). */
export const memberReportTargets = ['member', 'post', 'comment', 'message', 'group'] as const;
export const MemberReportTarget = z.enum(memberReportTargets, { error: 'privacy.validation.target' });
export type MemberReportTarget = z.infer<typeof MemberReportTarget>;

export const reportReasonMin = 10;
export const reportReasonMax = 1000;

export const CreateReportBody = z.object({
  targetType: MemberReportTarget,
  targetId: z.uuid({ error: 'privacy.validation.target' }),
  reason: z
    .string({ error: 'privacy.validation.reasonRequired' })
    .trim()
    .min(1, { error: 'privacy.validation.reasonRequired', abort: true })
    .min(reportReasonMin, { error: 'privacy.validation.reasonTooShort' })
    .max(reportReasonMax, { error: 'privacy.validation.reasonTooLong' }),
});
export type CreateReportBody = z.input<typeof CreateReportBody>;

export const privacyLogActions = ['member_blocked', 'member_unblocked', 'report_created'] as const;
declare module '../registry' {
  interface LogActions extends Registered<typeof privacyLogActions> {}
}

export const privacyEndpoints = {
  /** The actor's privacy choices (the defaults until they change one). */
  getSettings: endpoint('GET', '/privacy/settings', { response: PrivacySettings, access: 'member' }),
  saveSettings: endpoint('PUT', '/privacy/settings', {
    body: PrivacySettings,
    response: PrivacySettings,
    access: 'member',
    limit: 'own',
  }),
  /** The members the actor blocked, latest first (keyset). */
  listBlocked: endpoint('GET', '/privacy/blocks', {
    query: BlockedQuery,
    response: BlockedPage,
    access: 'member',
  }),
  /** Blocks a member (idempotent): their connection, if any, is removed. */
  block: endpoint('POST', '/privacy/blocks', {
    body: BlockBody,
    response: OkResponse,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  unblock: endpoint('DELETE', '/privacy/blocks/:profileId', {
    params: BlockParams,
    response: OkResponse,
    access: 'member',
  }),
  /** Reports a member, post, comment, message or group into the staff queue (once per target). */
  report: endpoint('POST', '/reports', {
    body: CreateReportBody,
    response: z.object({ id: z.uuid() }),
    status: 201,
    access: 'member',
    limit: 'service',
  }),
};
