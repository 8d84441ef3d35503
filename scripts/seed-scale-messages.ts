// `npm run seed:scale:messages`: the messaging part of the benchmark data set of DESIGN.md §6 on the
// PostgreSQL of DATABASE_URL, over the members of `npm run seed:scale` (run that first): ~200k
// conversations and ~1M messages, written with generate_series in a few set-based statements.
//
//   DATABASE_URL=postgres://… npm run seed:scale:messages -- [--conversations=200000] [--per-conversation=5] [--reset]
//
// Scale member n (see scaleMemberId in lib/scale.ts) talks with members n+1, n+7, n+31 and n+113 (n
// from 1 to a quarter of the conversations asked), so the first members, the ones bench/messages.mjs
// signs in, each have about eight conversations. Messages alternate between the two, spread over the
// last 90 days; all are read except, in about a third of the conversations, the last one. Re-running
// with the same size does nothing; --reset removes the scale conversations first.

import { scaleMemberId, step } from './lib/scale';
import { positiveIntArg, runScaleSeed } from './lib/scale-seed';

const conversationsWanted = positiveIntArg('conversations', 200_000);
const perConversation = positiveIntArg('per-conversation', 5);
const offsets = [1, 7, 31, 113];
const perOffset = Math.ceil(conversationsWanted / offsets.length);
// The scale conversations are the ones between two scale members (bench and real members are left alone).
const scalePair = `c.participant1_id in (select id from users where email like 'scale-%@scale.sankofa.test')
      and c.participant2_id in (select id from users where email like 'scale-%@scale.sankofa.test')`;

const lines = [
  'Bonjour, merci pour la mise en relation !',
  'Avez-vous un moment cette semaine pour échanger sur le projet ?',
  'Je vous envoie le document dès que possible.',
  'Très bonne idée, je suis partant.',
  "Pouvons-nous décaler à jeudi ? J'ai un imprévu.",
  'Voici le lien vers la présentation : https://exemple.org/presentation',
  'Merci beaucoup, à bientôt à Dakar.',
  "Je connais quelqu'un à Abidjan qui pourrait vous aider.",
];

runScaleSeed({
  area: 'messages',
  minMembers: perOffset + Math.max(...offsets),
  reset: (client) => step(client, 'reset', `delete from conversations c where ${scalePair}`),
  alreadyThere: async (client) => {
    const existing = await client.query<{ n: number }>(
      `select count(*)::int as n from conversations c where ${scalePair}`,
    );
    const n = existing.rows[0]?.n ?? 0;
    return n >= conversationsWanted * 0.9
      ? `${n} scale conversations already there; --reset to rebuild.`
      : undefined;
  },
  write: async (client) => {
    await client.query(`set local synchronous_commit = off`);
    await step(
      client,
      'conversations',
      `insert into conversations (participant1_id, participant2_id, created_at, last_message_at)
       select least(a, b), greatest(a, b), t, t
       from (
         select ${scaleMemberId('i')} as a, ${scaleMemberId('i + d')} as b,
           date_trunc('milliseconds', now() - interval '90 days' + (random() * interval '10 days')) as t
         from generate_series(1, $1::int) i, unnest($2::int[]) d
       ) pairs
       on conflict do nothing`,
      [perOffset, offsets],
    );
    await step(
      client,
      'messages',
      `insert into messages (conversation_id, sender_id, receiver_id, content, sent_at, read_at, client_id)
       select c.id,
         case when k % 2 = 0 then c.participant1_id else c.participant2_id end,
         case when k % 2 = 0 then c.participant2_id else c.participant1_id end,
         ($2::text[])[1 + (abs(hashtext(c.id::text)) + k) % array_length($2::text[], 1)],
         s.sent_at,
         case when k = $1 and abs(hashtext(c.id::text)) % 3 = 0 then null else s.sent_at + interval '5 minutes' end,
         gen_random_uuid()
       from conversations c
       cross join generate_series(1, $1::int) k
       cross join lateral (
         select date_trunc('milliseconds', c.created_at + (k * (interval '80 days' / $1::int))
           + (random() * interval '1 hour')) as sent_at
       ) s
       where c.last_message_id is null and ${scalePair}`,
      [perConversation, lines],
    );
    await step(
      client,
      'last messages',
      `update conversations c set last_message_id = l.id, last_message_at = l.sent_at
       from (
         select distinct on (conversation_id) conversation_id, id, sent_at from messages
         order by conversation_id, sent_at desc, id desc
       ) l
       where l.conversation_id = c.id and c.last_message_id is distinct from l.id`,
    );
  },
  vacuum: ['conversations', 'messages'],
  summary: async (client) => {
    const totals = await client.query<{ c: number; m: number }>(
      'select (select count(*)::int from conversations) as c, (select count(*)::int from messages) as m',
    );
    return `: ${totals.rows[0]?.c} conversations, ${totals.rows[0]?.m} messages`;
  },
});
