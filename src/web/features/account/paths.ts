/** The settings hub's sections (issue 22 §1); `/settings/privacy` belongs to the privacy screens. */
export const accountPaths = {
  settings: '/settings',
  account: '/settings/account',
  security: '/settings/security',
  notifications: '/settings/notifications',
  language: '/settings/language',
  privacy: '/settings/privacy',
  data: '/settings/data',
} as const;
