/** The account area's limits (issue 22): link lifetimes, the deletion's grace, exports. */
export const accountLimits = {
  /** The e-mail change link's lifetime. */
  emailChangeTtlSeconds: 24 * 60 * 60,
  /** The deletion link's lifetime (accounts without a password). */
  deletionLinkTtlSeconds: 60 * 60,
  /** Between the request and the purge; signing in meanwhile cancels it (issue 22 §5). */
  deletionGraceDays: 14,
  /** How long a ready export's link works. */
  exportTtlSeconds: 7 * 24 * 60 * 60,
  exportBucket: 'account-exports',
} as const;

export const accountRateLimits = {
  emailChange: { max: 5, windowSeconds: 60 * 60, by: 'member' },
  dataExport: { max: 3, windowSeconds: 24 * 60 * 60, by: 'member' },
  deletion: { max: 5, windowSeconds: 60 * 60, by: 'member' },
} as const;
