import type { AreaDeps } from '../../area';
import * as repo from './account.repository';

const dayMs = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week of `at`, as `YYYY-MM-DD`: the digest's once-per-week key. */
export const weekOf = (at: Date) => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * dayMs).toISOString().slice(0, 10);
};

export type AccountDigestService = ReturnType<typeof createAccountDigestService>;

/**
 * The weekly digest (issue 22): what an opted-in member missed, mailed once a week, and its
 * one-click unsubscribe.
 */
export const createAccountDigestService = (deps: Pick<AreaDeps, 'db' | 'mail'> & { publicUrl: string }) => {
  const { db } = deps;

  // The digest's one click turns the digest off, nothing else.
  deps.mail.onUnsubscribe('weekly_digest', {
    async apply(userId) {
      if (await repo.findUser(db, userId)) await repo.upsertSettings(db, userId, { weeklyDigest: false });
    },
    label: () => 'optOut.topics.weekly_digest',
  });

  return {
    /**
     * The weekly digest (Monday morning): one mail per opted-in member with what they missed in the
     * past 7 days (unread notifications and messages); the week is claimed before the mail, so a
     * re-run or a second instance never sends it twice. Nothing missed: nothing sent.
     */
    async sendDigests(now: Date): Promise<number> {
      const week = weekOf(now);
      const since = new Date(now.getTime() - 7 * dayMs);
      let sent = 0;
      for (;;) {
        const batch = await repo.digestRecipients(db, week);
        if (batch.length === 0) break;
        for (const { userId } of batch) {
          // The week's claim and its mail are written together: a failed mail leaves the week unclaimed.
          const isSent = await db.transaction(async (tx) => {
            if (!(await repo.claimDigestWeek(tx, userId, week))) return false;
            const user = await repo.findUser(tx, userId);
            if (!user) return false;
            const missed = await repo.missedSince(tx, userId, since);
            if (missed.notifications === 0 && missed.messages === 0) return false;
            await deps.mail.send(
              {
                to: user.email,
                kind: 'weekly_digest',
                template: 'account.mail.digest',
                params: { notifications: missed.notifications, messages: missed.messages },
                quote:
                  missed.titles.length > 0
                    ? missed.titles.map((title) => `• ${title}`).join('\n')
                    : undefined,
                link: new URL('/feed', deps.publicUrl).toString(),
                unsubscribe: { topic: 'weekly_digest', id: userId },
              },
              tx,
            );
            return true;
          });
          if (isSent) sent += 1;
        }
      }
      return sent;
    },
  };
};
