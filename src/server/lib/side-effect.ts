import type { FastifyBaseLogger } from 'fastify';

/**
 * What follows a write without being part of it (a realtime event, a notification, an e-mail): a
 * failure is logged under `area` and never undoes, nor fails, the write that was already saved.
 */
export const sideEffects =
  (log: FastifyBaseLogger, area: string) =>
  async (what: string, effect: () => Promise<unknown>): Promise<void> => {
    try {
      await effect();
    } catch (err) {
      log.error({ err }, `${area}: ${what} failed`);
    }
  };
