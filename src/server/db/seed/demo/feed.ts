// The feed (posts by their authors, liked and commented by others, spread over the last five days) and
// the conversations.
import { sql } from 'drizzle-orm';
import { feedEndpoints } from '../../../../common/contracts/feed';
import { messageEndpoints, type SendMessageResponse } from '../../../../common/contracts/messages';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';
import { comments, conversations, posts } from './feed-data';

export const feedPresent = (db: Db) => hasRow(db, 'microblog_posts', 'content', posts[0] ?? '');

export const seedFeed = async (ctx: DemoContext): Promise<number> => {
  const { db, members, random } = ctx;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (const [index, content] of posts.entries()) {
    const author = ctx.member(index);
    const post = await ctx.call<{ id: string }>('POST', urlOf(feedEndpoints.createPost), author, {
      content,
      mediaIds: [],
    });
    const likers = new Set<number>();
    for (let k = 0; k < 2 + Math.floor(random() * 6); k++) likers.add(Math.floor(random() * members.length));
    for (const liker of likers) {
      const member = ctx.member(liker);
      if (member !== author) await ctx.call('PUT', urlOf(feedEndpoints.like, { id: post.id }), member);
    }
    for (let k = 0; k < Math.floor(random() * 4); k++) {
      const member = pick(members.filter((m) => m !== author));
      await ctx.call('POST', urlOf(feedEndpoints.createComment, { id: post.id }), member, {
        content: pick(comments),
      });
    }
    // Spread the posts over the last five days (newest last), so the feed reads like a lived-in one;
    // the hashtag rows carry the post's time, and comments follow their post.
    const hoursAgo = (posts.length - index) * 7;
    await db.execute(
      sql`update microblog_posts set created_at = now() - make_interval(hours => ${hoursAgo}), updated_at = now() - make_interval(hours => ${hoursAgo}) where id = ${post.id}`,
    );
    await db.execute(
      sql`update microblog_post_hashtags set post_created_at = now() - make_interval(hours => ${hoursAgo}) where post_id = ${post.id}`,
    );
    await db.execute(
      sql`update microblog_comments set created_at = now() - make_interval(hours => ${hoursAgo}) + make_interval(mins => 20 + (random() * 200)::int) where post_id = ${post.id}`,
    );
  }

  for (const [a, b, lines] of conversations) {
    const pair = [ctx.member(a), ctx.member(b)];
    let conversationId: string | undefined;
    for (const [k, content] of lines.entries()) {
      const from = pair[k % 2];
      const to = pair[(k + 1) % 2];
      if (!from || !to) continue;
      // A reply is written in the open thread, which read what came before (as the web does).
      if (conversationId)
        await ctx.call('POST', urlOf(messageEndpoints.markRead, { id: conversationId }), from);
      const sent = await ctx.call<SendMessageResponse>('POST', urlOf(messageEndpoints.send), from, {
        recipientId: to.id,
        content,
        clientId: crypto.randomUUID(),
      });
      conversationId = sent.conversation.id;
    }
  }
  return posts.length;
};
