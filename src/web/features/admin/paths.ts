/** Where the lead mounts the admin area (000 §2.1: /admin/*), and its screens' addresses. */
export const adminBasePath = '/admin';

export const adminPaths = {
  dashboard: `${adminBasePath}/dashboard`,
  mails: `${adminBasePath}/mails`,
  logs: `${adminBasePath}/logs`,
} as const;
