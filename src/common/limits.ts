import type { ErrorCode } from './errors';
/** Business constants of the spec (000 §9 and the other documents' §9), shared by server and web. */
export const limits = {
  /** 8 and not a common password (issue 11 §8, ASVS 6.2.1), above the spec's 6. */
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  usernameMin: 3,
  usernameMax: 30,
  /** Attempts with a numeric suffix before falling back to an id fragment (000 §5 "Username"). */
  usernameAttempts: 25,
  /** A password recovery link is valid this long, and works once (issue 33 §2). */
  passwordResetTtlSeconds: 30 * 60,
  /** A magic link is valid this long, and works once. */
  magicLinkTtlSeconds: 15 * 60,
  /** An e-mail confirmation link is valid this long. */
  verificationTtlSeconds: 24 * 60 * 60,
  sessionTtlSeconds: 30 * 24 * 60 * 60,
  /** A session ends this long after it was opened, however often it is used (ASVS 7.3.2). */
  sessionAbsoluteSeconds: 90 * 24 * 60 * 60,
  /** A session used after this long since its last extension is extended to the full TTL again. */
  sessionRefreshSeconds: 24 * 60 * 60,
  /**
   * A sensitive change (e-mail, password, export, deletion, two-factor, passkeys) needs a proof of
   * identity this recent in the session: the sign-in itself, or the password typed again (issue 33 §3).
   */
  recentProofSeconds: 15 * 60,
  /** Logging flag cache (000 §9). */
  loggingFlagCacheMs: 60_000,
  /** Profiles (000 §5 "Profile edit", "Skills", "Experience", §9). */
  profile: {
    bioMax: 1500,
    skillNameMax: 80,
    categoriesMax: 7,
    skillsPerCategoryMax: 7,
    proficiencyMin: 1,
    proficiencyMax: 5,
    proficiencyDefault: 3,
    avatarMaxBytes: 5 * 1024 * 1024,
    /** The year list of the month-year pickers: 1950 to the current year plus 5. */
    yearMin: 1950,
    yearsAhead: 5,
    /** Address autocomplete: suggestions from 3 characters, 10 of them. */
    locationQueryMin: 3,
    locationResults: 10,
    suggestionsMax: 8,
    similarDefault: 5,
    similarMax: 20,
    /** Plain-text lengths the spec leaves open. */
    nameMax: 120,
    titleMax: 150,
    textMax: 200,
    websiteMax: 300,
    descriptionMax: 5000,
    contactSubjectMax: 200,
    contactMessageMax: 5000,
    aiTextMax: 5000,
    /** A portfolio image as uploaded, and the width it is re-encoded to (issue 33: stored, never hotlinked). */
    portfolioImageMaxBytes: 5 * 1024 * 1024,
    portfolioImageMaxWidth: 1200,
  },
  /** The network page and its suggestions (000 §2.6, §9). */
  network: {
    pageSize: 20,
    /** Counts stop here: the pager offers 100 pages at most and says "2 000+" (a search narrows). */
    countCap: 2_000,
    queryMax: 100,
    languagesMax: 5,
    minYearsMax: 60,
    suggestionsMax: 8,
    /** The feed's suggestions block (002 §9 "suggestions maxSuggestions 4"). */
    feedSuggestions: 4,
    /** Accepted connections sampled per suggestion, and the avatars shown of them. */
    mutualSample: 3,
    mutualAvatars: 2,
  },
  /**
   * Prospection mails (001 §2.18 "at most 100 invitations per day", plans/001 decision 9): sends per UTC
   * day across the whole team; the admin table's page size.
   */
  prospection: {
    dailySends: 100,
    pageSize: 20,
  },
  /** The notification panel: 20 unread (000 §9); the bell's badge is `common/badge.ts`'s. */
  notifications: {
    pageSize: 20,
    /** A text quoted in a notification (000 §9). */ previewMax: 100,
  },
  /** The microblog feed (002 §9). */
  feed: {
    pageSize: 10,
    pageSizeMax: 50,
    postMax: 3000,
    mediaPerPost: 4,
    mediaMaxBytes: 10 * 1024 * 1024,
    /** 'Lire la suite' / 'Réduire' beyond this many characters. */
    truncateAt: 250,
    commentMax: 500,
    commentPreview: 2,
    commentsPageSize: 20,
    /** Trending hashtags: the posts of the last 7 days, the latest 500 of them, the top 8 tags. */
    trendingDays: 7,
    trendingPosts: 500,
    trendingTop: 8,
    /** Composer suggestions: the tags of the latest 1000 posts, the top 10. */
    suggestionPosts: 1000,
    suggestionTop: 10,
    hashtagMax: 100,
    /** The tags a post counts (the first ones written): more stay text, no tag page or trend. */
    hashtagsPerPost: 30,
    /** 'Améliorer' sends at most this many characters (002 §9). */
    improvePostMax: 2000,
    improveCommentMax: 500,
    /** Unattached uploads older than this are removed. */
    orphanMediaHours: 24,
    /** The /hashtag index. */
    hashtagIndexSize: 50,
    /** Images are re-encoded at most this wide. */
    imageMaxWidth: 2048,
  },
} as const;

/**
 * Decoded size of any uploaded image (issue 11 §7): a few hundred KB of PNG can declare 16,000 ×
 * 16,000 pixels (1 GB once decoded). Read from the header before anything is decoded.
 */
export const imageLimits = {
  /** Pixels of one frame: 40 megapixels (a 7,700 × 5,200 photo). */
  maxPixels: 40_000_000,
  /** Longest side, in pixels. */
  maxSide: 12_000,
  /** Frames of an animated GIF or WebP. */
  maxFrames: 200,
  /** Pixels of all frames of an animation together. */
  maxAnimationPixels: 100_000_000,
} as const;

/** HTTP server timeouts (issue 11 §9). */
export const httpTimeouts = {
  /** The whole request, body included, must arrive within this. */
  requestMs: 60_000,
  /** A socket with no activity closes after this. */
  connectionMs: 120_000,
  /** An idle keep-alive connection closes after this (above common proxies' 60 s). */
  keepAliveMs: 72_000,
} as const;

/** Abuse limits: `max` attempts per `windowSeconds`, counted per `by`. */
export const rateLimits = {
  /**
   * Sign-in attempts from one IP network, whichever addresses (issue 32 §6): only a backstop against one
   * machine spraying many accounts. A carrier's CGNAT, an office or a university puts thousands of people
   * behind one address, so it sits an order of magnitude above what a crowd signing in at once needs; a
   * guess at one account is stopped by the failures per address below.
   */
  signInIp: { max: 300, windowSeconds: 5 * 60, by: 'ip' },
  /**
   * Failed sign-ins on one address from one network (issue 33 §6): slows guessing a member's password
   * without letting one IP lock the member out of every other one; a followed sign-in link or a
   * password recovery lifts it. The IP limit above bounds a guesser's networks.
   */
  signInFailures: { max: 10, windowSeconds: 15 * 60, by: 'email+ip' },
  /**
   * Failed sign-ins on one address from every network together: what bounds a guesser who has many
   * addresses (a botnet, or X-Forwarded-For believed from anyone). Past it the password no longer opens
   * the account for the hour; the member's own sign-in link or password recovery lifts it at once.
   */
  signInFailuresAccount: { max: 50, windowSeconds: 60 * 60, by: 'account' },
  /** Sign-ups of one address (each mails it): one person retrying, never a crowd (issue 32 §6). */
  signUp: { max: 5, windowSeconds: 30 * 60, by: 'email' },
  /** Sign-ups from one IP network, whatever the addresses: a backstop sized for people behind one CGNAT. */
  signUpIp: { max: 200, windowSeconds: 30 * 60, by: 'ip' },
  /** Magic links and confirmation mails share one budget per address. */
  authMail: { max: 5, windowSeconds: 30 * 60, by: 'email' },
  /** Magic links and confirmation mails asked from one IP, whatever the addresses (a CGNAT backstop). */
  authMailIp: { max: 300, windowSeconds: 30 * 60, by: 'ip' },
  /** Password changes (each checks the current password). */
  passwordChange: { max: 10, windowSeconds: 60 * 60, by: 'member' },
  /** "Mot de passe oublié ?" mails asked for one address (counted whether an account uses it or not). */
  passwordReset: { max: 3, windowSeconds: 30 * 60, by: 'email' },
  /** "Mot de passe oublié ?" mails asked from one IP, whatever the addresses. */
  passwordResetIp: { max: 100, windowSeconds: 30 * 60, by: 'ip' },
  /** New passwords submitted with a recovery link, from one IP. */
  passwordResetSubmit: { max: 200, windowSeconds: 30 * 60, by: 'ip' },
  /** Re-authentication attempts of a signed-in member (each checks a password or mails a link). */
  reauthenticate: { max: 10, windowSeconds: 15 * 60, by: 'member' },
  /** Admin setup token guesses. */
  adminSetup: { max: 10, windowSeconds: 60 * 60, by: 'member' },
  /** "Is this address taken?" from one IP network: a crowd signing up behind one address (CGNAT) asks often. */
  emailCheck: { max: 600, windowSeconds: 5 * 60, by: 'ip' },
  /** Invitations a member may send per day. */
  invitation: { max: 20, windowSeconds: 24 * 60 * 60, by: 'member' },
  /**
   * Invitations sent from one IP network per day, whichever members send them (issue 33): a backstop
   * against many accounts of one machine; members behind one CGNAT share it, so it is sized far above
   * one member's 20 (issue 32 §6).
   */
  invitationIp: { max: 500, windowSeconds: 24 * 60 * 60, by: 'ip' },
  /** Invitations one address may receive per week, from every member together (no harassment). */
  invitationRecipient: { max: 3, windowSeconds: 7 * 24 * 60 * 60, by: 'email' },
  /** E-mails a member may send to other members from their profiles (000 §5 "Contact by email"). */
  profileContact: { max: 10, windowSeconds: 60 * 60, by: 'member' },
  /**
   * Conversations a member may start per day (a first message to a member: each mails its recipient);
   * what bounds cold messages to strangers, which the per-minute send rate alone did not.
   */
  conversationStart: { max: 50, windowSeconds: 24 * 60 * 60, by: 'member' },
  /** Connection requests a member may send per day (each one mails its recipient). */
  connectionRequest: { max: 50, windowSeconds: 24 * 60 * 60, by: 'member' },
  /**
   * The same request to the same member or group in 30 days (a connection, a mentorship, to join a group:
   * the first, then again after a decline or a cancel): each one tells, and often mails, the people asked.
   */
  repeatedRequest: { max: 3, windowSeconds: 30 * 24 * 60 * 60, by: 'pair' },
  /** AI rewrites a member may ask for. */
  aiImprove: { max: 30, windowSeconds: 60 * 60, by: 'member' },
  /** Feed media uploads a member may make per hour. */
  feedMediaUpload: { max: 120, windowSeconds: 60 * 60, by: 'member' },
  /** Posts, comments and shares a member may make per hour: a person, not a script. */
  post: { max: 30, windowSeconds: 60 * 60, by: 'member' },
  comment: { max: 120, windowSeconds: 60 * 60, by: 'member' },
  share: { max: 120, windowSeconds: 60 * 60, by: 'member' },
  /** Profile photo changes per hour (each is decoded and re-encoded). */
  avatarUpload: { max: 20, windowSeconds: 60 * 60, by: 'member' },
  /** Portfolio images a member may upload per hour (each is decoded and re-encoded). */
  portfolioImageUpload: { max: 30, windowSeconds: 60 * 60, by: 'member' },
  /** Newsletter signups from one IP (each may send a confirmation mail). */
  newsletterIp: { max: 10, windowSeconds: 60 * 60, by: 'ip' },
  /** Confirmation mails to one address. */
  newsletterEmail: { max: 3, windowSeconds: 24 * 60 * 60, by: 'email' },
  /** Contact form messages from one IP, and to one sender's address (each sends mails). */
  contactIp: { max: 5, windowSeconds: 60 * 60, by: 'ip' },
  contactEmail: { max: 5, windowSeconds: 24 * 60 * 60, by: 'email' },
  /** Testimonials a member may submit per day. */
  testimonial: { max: 3, windowSeconds: 24 * 60 * 60, by: 'member' },
  /** Reports of members, posts, comments, messages and groups a member may file per hour (issue 22). */
  report: { max: 20, windowSeconds: 60 * 60, by: 'member' },
} as const;

/**
 * Write limits an endpoint declares by name (`limit:` in `common/endpoint.ts`, issue 32 §5). The
 * platform counts a counted one before the handler runs, per member (per network address for a
 * visitor), and answers its `code` (429, Retry-After) once `max` writes were made in the window. A limit
 * `perEndpoint` has one window per endpoint (20 articles and 20 events an hour); the others one window
 * across the endpoints declaring it (a member's comments on the feed, the blog, events and projects add
 * up). The name is the counter's (`comment:<member>`).
 */
export const writeLimits = {
  /** Feed posts (issue 11 §6). */
  post: { ...rateLimits.post, code: 'post_rate_limited' },
  /** Comments anywhere: feed, blog, events, projects. */
  comment: { ...rateLimits.comment, code: 'comment_rate_limited' },
  /** Feed shares. */
  share: { ...rateLimits.share, code: 'share_rate_limited' },
  /** New published things: articles, events, groups, job offers and alerts, tenders, projects and their news. */
  content: { max: 20, windowSeconds: 60 * 60, by: 'member', code: 'post_rate_limited', perEndpoint: true },
  /** Files: covers, logos, images, tender annexes (each also counts against the storage quota). */
  upload: {
    max: 120,
    windowSeconds: 60 * 60,
    by: 'member',
    code: 'feed_media_rate_limited',
    perEndpoint: true,
  },
  /** Edits, registrations, blocks and decisions on requests: a busy person makes a few dozen an hour. */
  edit: { max: 600, windowSeconds: 60 * 60, by: 'member', code: 'write_rate_limited', perEndpoint: true },
} as const satisfies Record<
  string,
  { max: number; windowSeconds: number; by: string; code: ErrorCode; perEndpoint?: true }
>;

/**
 * Writes a member makes that the platform does not count, each kind with the reason. Declared all the
 * same, so `security/write-limits.test.ts` knows the endpoint was weighed, not forgotten.
 */
export const uncountedWrites = {
  service:
    'Counted by its service with its own rule and message (messages, connection, mentorship and join requests, invitations, contact mails, reports, testimonials, AI rewrites, avatars, feed media, account and sign-in steps).',
  own: 'Changes only the member’s own account state (settings, preferences, read markers, sessions): reaches no one and stores one bounded row.',
  toggle:
    'Turns one row per member and item on or off (a like, a favourite): repeating it stores nothing new, and a like is on the hot path of the write budget (200 a second), which a counter write would double.',
} as const;

export type CountedWriteLimit = keyof typeof writeLimits;
/** What an endpoint declares as its `limit`. */
export type WriteLimit = CountedWriteLimit | keyof typeof uncountedWrites;

export const isCountedWriteLimit = (limit: WriteLimit): limit is CountedWriteLimit =>
  Object.hasOwn(writeLimits, limit);

/**
 * The platform-wide ceiling per minute (issue 11 §6, sized in issue 32 §6), kept in each instance's
 * memory. A signed-in member's requests count per session, so a carrier's shared address (CGNAT), an
 * office or a university never pools its members. A visitor has no account to count by, so a visitor's
 * requests count per network address, sized on page loads rather than calls: one page of the app makes
 * at most about ten API calls (session, settings, footer, the page's data and side lists) and about thirty
 * requests in all with its pictures (the hashed app files never count). One address may open
 * `visitorPagesPerMinute` pages a minute, enough for a crowd behind one address, still a ceiling on a
 * scraper (the API's share, 1,500 calls, is what its reads cost the database).
 */
export const requestCeiling = {
  /** Requests of one member's session. */
  perMinute: 1200,
  visitorPagesPerMinute: 150,
  /** API calls one page makes, at most. */
  apiCallsPerPage: 10,
  /** Requests one page makes in all: the document, its API calls, its stored pictures. */
  requestsPerPage: 30,
} as const;
