/** Business constants of the spec (000 §9 and the other documents' §9), shared by server and web. */
export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  usernameMin: 3,
  usernameMax: 30,
  /** Attempts with a numeric suffix before falling back to an id fragment (000 §5 "Username"). */
  usernameAttempts: 25,
  /** A magic link is valid this long, and works once. */
  magicLinkTtlSeconds: 15 * 60,
  /** An e-mail confirmation link is valid this long. */
  verificationTtlSeconds: 24 * 60 * 60,
  sessionTtlSeconds: 30 * 24 * 60 * 60,
  /** A session used after this long since its last extension is extended to the full TTL again. */
  sessionRefreshSeconds: 24 * 60 * 60,
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
    /** Accepted connections sampled per suggestion, and the avatars shown of them. */
    mutualSample: 3,
    mutualAvatars: 2,
  },
  /** The notification panel: 20 unread (000 §9); the badge shows 99+ above 99. */
  notifications: {
    pageSize: 20,
    badgeMax: 99,
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

/** Abuse limits: `max` attempts per `windowSeconds`, counted per `by`. */
export const rateLimits = {
  signIn: { max: 25, windowSeconds: 5 * 60, by: 'ip' },
  signUp: { max: 5, windowSeconds: 30 * 60, by: 'ip' },
  /** Magic links and confirmation mails share one budget per address. */
  authMail: { max: 5, windowSeconds: 30 * 60, by: 'email' },
  emailCheck: { max: 60, windowSeconds: 5 * 60, by: 'ip' },
  /** Invitations a member may send per day. */
  invitation: { max: 20, windowSeconds: 24 * 60 * 60, by: 'member' },
  /** E-mails a member may send to other members from their profiles (000 §5 "Contact by email"). */
  profileContact: { max: 10, windowSeconds: 60 * 60, by: 'member' },
  /** Connection requests a member may send per day (each one mails its recipient). */
  connectionRequest: { max: 50, windowSeconds: 24 * 60 * 60, by: 'member' },
  /** AI rewrites a member may ask for. */
  aiImprove: { max: 30, windowSeconds: 60 * 60, by: 'member' },
  /** Feed media uploads a member may make per hour. */
  feedMediaUpload: { max: 120, windowSeconds: 60 * 60, by: 'member' },
} as const;
