import { z } from 'zod';

/** `GET /api/health`: liveness (the process answers), with the running version. */
export const HealthResponse = z.object({ status: z.literal('ok'), version: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /api/ready`: whether the process can serve, each dependency checked now (503 when one is down). */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    storage: z.enum(['ok', 'down', 'local']),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;
