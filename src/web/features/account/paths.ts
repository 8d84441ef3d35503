/** The member's account settings (the security part; issue 22 adds the rest under /settings). */
export const accountPaths = { security: '/settings/security' } as const;
