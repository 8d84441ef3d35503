import { type AnyEndpoint, isEndpoint } from '../../common/endpoint';

/** One endpoint definition and its name (`feedEndpoints.createPost`), the name of each generated test. */
export interface Definition {
  name: string;
  endpoint: AnyEndpoint;
}

/**
 * Every endpoint definition of every contract, found by walking their exports, so the generated
 * security tests cover an endpoint the day it is added.
 */
export const definitions: Definition[] = Object.entries(
  import.meta.glob(['../../common/contracts/*.ts', '!../../common/contracts/*.test.ts'], { eager: true }),
).flatMap(([, module]) =>
  Object.entries(typeof module === 'object' && module !== null ? module : {}).flatMap(([exported, value]) =>
    Object.entries(typeof value === 'object' && value !== null ? value : {}).flatMap(([key, item]) =>
      isEndpoint(item) ? [{ name: `${exported}.${key}`, endpoint: item }] : [],
    ),
  ),
);
