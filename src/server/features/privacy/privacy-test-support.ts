import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

/**
 * The privacy tests: the app for this file, its API client (`call`, `member`), and the feed post and
 * message a member writes for the others to see, block or report.
 */
export const privacyTestApp = () => {
  const t = testAppForFile();
  const { call, member } = testClient(t);

  const post = async (author: CreatedUser, content: string): Promise<string> => {
    const res = await call(author, 'POST', '/api/v1/feed/posts', { content });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  };

  const send = (
    from: CreatedUser,
    body: { recipientId?: string; conversationId?: string },
    content: string,
  ) => call(from, 'POST', '/api/v1/messages', { ...body, content, clientId: randomUUID() });

  return { t, call, member, post, send };
};
