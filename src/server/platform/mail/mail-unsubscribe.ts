import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/** What turning a topic off does, registered by the area whose mails carry it. */
export interface UnsubscribeHandler {
  /** Turns the topic off for `id` (the member, the alert, the subscriber…); safe to repeat. */
  apply(id: string, topic: string): Promise<void>;
  /** The catalog key naming what stops ("Le résumé hebdomadaire"), shown on the confirmation page. */
  label(topic: string): string;
  /**
   * The id a token of the area's older links names (`/desinscription/rappels?token=…` in mails sent
   * before /desabonnement), when its signature holds: those links now lead to /desabonnement too.
   */
  readLegacyToken?(token: string): string | undefined;
}

const separator = '~';

/**
 * One-click unsubscribes (RFC 8058, issue 36 §4): a mail's `List-Unsubscribe` URL carries a token
 * naming a topic and an id, signed with HMAC-SHA256 under the auth secret. The token is the proof: no
 * session, no cookie. A topic is `<name>` or `<name>:<detail>` (`notification:connection_request`);
 * the handler is found by its name.
 */
export const createUnsubscribes = (secret: string, publicUrl: string) => {
  const handlers = new Map<string, UnsubscribeHandler>();
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

  const tokenOf = (topic: string, id: string) => {
    const payload = Buffer.from(`${topic}${separator}${id}`).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };

  /** The topic and id of a token whose signature holds; throws `unsubscribe_invalid` otherwise. */
  const read = (token: string): { topic: string; id: string; handler: UnsubscribeHandler } => {
    const [payload, signature, extra] = token.split('.');
    if (payload && signature && extra === undefined) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        const [topic, id] = Buffer.from(payload, 'base64url').toString('utf8').split(separator);
        const handler = topic ? handlers.get(topic.split(':')[0] ?? '') : undefined;
        if (topic && id && handler) return { topic, id, handler };
      }
    }
    for (const [name, handler] of handlers) {
      const id = handler.readLegacyToken?.(token);
      if (id) return { topic: name, id, handler };
    }
    throw new AppError('unsubscribe_invalid');
  };

  return {
    register(name: string, handler: UnsubscribeHandler) {
      if (handlers.has(name)) throw new Error(`unsubscribe topic registered twice: ${name}`);
      handlers.set(name, handler);
    },
    tokenOf,
    /** The page a mail's footer and `List-Unsubscribe` lead to (GET shows it, POST is the one click). */
    url: (topic: string, id: string) => `${publicUrl}/desabonnement?token=${tokenOf(topic, id)}`,
    /** What a token would turn off, for the confirmation page. */
    describe(token: string): { topic: string; label: string } {
      const { topic, handler } = read(token);
      return { topic, label: handler.label(topic) };
    },
    async apply(token: string): Promise<{ topic: string; label: string }> {
      const { topic, id, handler } = read(token);
      await handler.apply(id, topic);
      return { topic, label: handler.label(topic) };
    },
  };
};
