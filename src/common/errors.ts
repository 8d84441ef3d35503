/**
 * Every error code the API answers with, and its HTTP status. The French message for each lives in the
 * `fr` catalog under `errors.<code>`; the web shows the catalog text of the current language.
 */
export const errorStatus = {
  /** The body, query or params failed the contract; `details` lists every issue. */
  validation_failed: 400,
  /** No valid session. */
  unauthenticated: 401,
  /** E-mail and password do not match an account. */
  invalid_credentials: 401,
  /** Signed in, but the policy refuses this action. */
  forbidden: 403,
  /** The account exists but its e-mail address is not confirmed yet. */
  email_not_verified: 403,
  /** A state-changing request that another site's page made (Origin / Sec-Fetch-Site). */
  cross_site_request: 403,
  /** The member is blocked or suspended by an admin. */
  account_blocked: 403,
  /** A staff role opens the back office only once the member has a second factor (issue 33 §4). */
  two_factor_required: 403,
  /** The sign-in's second step is unknown here, past its 10 minutes or its 5 codes: sign in again. */
  second_factor_expired: 401,
  /** The authenticator or recovery code is wrong, used or out of time. */
  invalid_two_factor_code: 400,
  /** An authenticator is already on (turn it off first). */
  two_factor_already_enabled: 409,
  /** No authenticator is being enrolled (ask for a new secret). */
  two_factor_not_set_up: 409,
  /** The passkey could not be checked (unknown, wrong site, expired challenge, bad signature). */
  passkey_invalid: 400,
  /** A member may keep 20 passkeys. */
  passkey_limit_reached: 409,
  /** The current password given to change it is wrong. */
  invalid_current_password: 400,
  /**
   * A sensitive change needs a recent proof of identity in this session (issue 33 §3): the web asks for
   * it (`POST /auth/reauthenticate`) and retries.
   */
  reauth_required: 403,
  /**
   * A change to the second factors of a member who has one needs a recent proof by a factor (a code or
   * a passkey), not the password alone (`assertRecentFactorProof`); the web asks for one and retries.
   */
  second_factor_proof_required: 403,
  /** A password recovery link that is altered, used, replaced by a newer one or past its 30 minutes. */
  reset_link_invalid: 400,
  /** A password was asked to be set on an account that already has one (change it instead). */
  password_already_set: 409,
  /** /admin-setup without ADMIN_EMAILS: the one-time setup token is missing, wrong or spent. */
  admin_setup_token_invalid: 403,
  /** An admin tried to demote, suspend, block or delete themself (plans/001 decision 1). */
  self_action_forbidden: 400,
  /** The change would leave no admin in good standing (plans/001 decision 1). */
  last_admin: 409,
  /** The resource does not exist or is not visible to the actor. */
  not_found: 404,
  /** Sign-up with an address that has a confirmed account. */
  email_taken: 409,
  /** An address whose account is not confirmed yet (the web's pre-sign-up check, 000 §5). */
  email_unconfirmed: 409,
  /** The body is larger than the route accepts. */
  payload_too_large: 413,
  /** Node's HTTP parser refused the request: its address and headers are over 16 KB (a bloated cookie, a giant link). */
  request_headers_too_large: 431,
  /** Node's HTTP parser refused the request: not well-formed HTTP. */
  request_malformed: 400,
  /** The whole request did not arrive within its minute. */
  request_timeout: 408,
  /** An uploaded file is larger than its slot accepts. */
  file_too_large: 413,
  /** An uploaded file is not of an accepted type (checked by its bytes). */
  unsupported_file_type: 415,
  /** An image whose dimensions (pixels, side or frames) exceed `imageLimits`, read before decoding. */
  image_dimensions_too_large: 413,
  /** The multipart request has no file. */
  file_missing: 400,
  /** The multipart body is not whole (cut before its closing boundary, no boundary): send it again. */
  upload_incomplete: 400,
  /** Too many attempts from this address or IP; `Retry-After` says when to retry. */
  rate_limited: 429,
  sign_in_paused: 429,
  /** Too many confirmation or magic-link mails for one address (000 §8 "rate limit"). */
  mail_rate_limited: 429,
  /** The account was created but its profile could not be (000 §8). */
  profile_creation_failed: 500,
  /** A profile id in the URL is not a UUID (000 §5 "Profile edit"). */
  invalid_profile_id: 400,
  /** /profile/edit/{section} with a section other than the four (000 §2.7 'Section non trouvée'). */
  section_not_found: 404,
  /** More than 7 professional categories on one profile (000 §5). */
  too_many_categories: 400,
  /** The skill's category already holds 7 skills (000 §5 "Skills"). */
  skill_category_full: 409,
  /** The avatar is not a JPEG, PNG or WebP image by its bytes (000 §5). */
  avatar_not_image: 415,
  /** The avatar is larger than 5 MB (000 §5). */
  avatar_too_large: 413,
  /** The member to contact does not exist or cannot be reached (000 §8 "Profile and messaging"). */
  recipient_not_found: 404,
  /** A member tried to e-mail themself from their own profile. */
  contact_self: 400,
  /** An unsubscribe link whose signature does not hold (or names nothing this version knows). */
  unsubscribe_invalid: 404,
  /** "Renvoyer" on a mail that did not fail. */
  mail_not_failed: 409,
  /** "Renvoyer" on a mail whose secret link was already cut from the stored copy. */
  mail_link_removed: 409,
  /** Too many e-mails to members from this sender; `Retry-After` says when to retry. */
  contact_rate_limited: 429,
  /** The AI rewrite is off (`ai_enabled`) or no AI endpoint is configured. */
  ai_disabled: 403,
  /** The AI endpoint failed or answered nothing usable (000 §8 "Text assistant"). */
  ai_failed: 502,
  /** A member asked to connect with themself. */
  connection_self: 400,
  /** The actor already sent a request to this member that is still pending (000 §8). */
  connection_already_pending: 409,
  /** The other member already sent the actor a pending request: answer it instead (000 §8). */
  connection_pending_received: 409,
  /** The two members are already connected (000 §8). */
  connection_already_connected: 409,
  /** The connection is no longer in a state that allows this action (answered, cancelled…). */
  connection_invalid_state: 409,
  /** A feed media is larger than 10 MB (002 §8 Microblog). */
  feed_media_too_large: 413,
  /** A feed media is not an accepted image, video or document by its bytes. */
  feed_media_unsupported: 415,
  /** Too many feed uploads from this member; `Retry-After` says when to retry. */
  feed_media_rate_limited: 429,
  /** A member tried to message themself. */
  message_self: 400,
  /** The recipient is blocked or suspended: no new message reaches them. */
  message_recipient_unavailable: 403,
  /** Too many messages from this sender in a short time; `Retry-After` says when to retry. */
  message_rate_limited: 429,
  /** A fourth connection, mentorship or group request to the same member or group in 30 days. */
  request_repeated: 429,
  /** A member started `rateLimits.conversationStart` conversations in 24 hours. */
  conversation_rate_limited: 429,
  /** A retried `clientId` that the sender already used in another conversation. */
  message_client_id_reused: 409,
  /** Too many posts, comments, shares or photo changes from one member (issue 11 §6). */
  post_rate_limited: 429,
  comment_rate_limited: 429,
  share_rate_limited: 429,
  avatar_rate_limited: 429,
  /** Too many requests from one session, or one visitors' address, in a minute: the platform-wide ceiling (issue 11 §6). */
  too_many_requests: 429,
  /** Too many edits, reactions or decisions from one member in an hour (a declared `limit: 'edit'`). */
  write_rate_limited: 429,
  /** The member's stored files (annexes, media) would pass their storage quota (issue 32 §5). */
  storage_quota_exceeded: 413,
  /** A job offer that is neither the actor's nor theirs to moderate (002 §5 "Edit page"). */
  job_offer_forbidden: 403,
  /** The companies directory's page limit per session was passed (002 §9 'Accès temporairement limité'). */
  companies_page_limit: 429,
  /** Rapid or sequential paging, or a bot's user agent, on the companies directory (002 §9 'Accès refusé'). */
  companies_access_denied: 403,
  /** An inactive company, read by someone who may not manage it (002 §4 'Entreprise non disponible'). */
  company_unavailable: 404,
  /** The link of a saved job search's mail is not valid (altered or for a search already deleted). */
  job_alert_link_invalid: 400,
  /** A private group's members or content, read by someone outside it (002 §4 'Ce groupe est privé'). */
  group_private: 403,
  /** Managing a group needs its creator or an admin (002 §6). */
  group_admin_required: 403,
  /** Only the group's creator may do this (anything about admins, deleting the group). */
  group_creator_required: 403,
  /** The creator of a group cannot be demoted, removed or leave (002 §4). */
  group_creator_cannot_be_demoted: 409,
  group_creator_cannot_be_removed: 409,
  group_creator_cannot_leave: 409,
  /** Nobody changes their own role or removes themself from the members list (they leave instead). */
  group_self_action: 400,
  /** The member is already in the group (002 §8 'Déjà membre'). */
  group_already_member: 409,
  /** A join request of this member is already waiting for the group's admins. */
  group_request_pending: 409,
  /** A member sent `groupLimits.joinRequestsPerDay` join requests in 24 hours. */
  group_join_rate_limited: 429,
  /** Leaving or cancelling when there is nothing to leave or cancel. */
  group_not_member: 409,
  /** The request was already answered or withdrawn. */
  group_request_not_pending: 409,
  /** Posting in a group needs its membership (002 §5), or the role its posting rule asks for. */
  group_post_members_only: 403,
  group_post_moderators_only: 403,
  group_post_admins_only: 403,
  /** Liking or commenting a group's post needs its membership. */
  group_members_only: 403,
  /** The group is transferred only to one of its other members. */
  group_transfer_target: 400,
  /** A group's logo over 5 MB, its banner over 10 MB (002 §5 'Fichier trop volumineux'). */
  group_logo_too_large: 413,
  group_cover_too_large: 413,
  /** A member asked themself for mentorship. */
  mentorship_self: 400,
  /** The mentor stopped, is not taking mentees, or is full. */
  mentor_unavailable: 409,
  /** A pending or accepted request of this mentee to this mentor already exists. */
  mentorship_already_open: 409,
  /** Too many mentorship requests from one member in a day. */
  mentorship_rate_limited: 429,
  /** The request is no longer in the state the action needs (already answered, withdrawn, ended). */
  mentorship_invalid_state: 409,
  /** Accepting would pass the mentor's capacity of mentees. */
  mentorship_capacity_full: 409,
  /** Only the mentor answers a request; only the mentee withdraws or reviews it. */
  mentorship_mentor_only: 403,
  mentorship_mentee_only: 403,
  /** A review needs an accepted mentorship, once. */
  mentorship_review_not_allowed: 409,
  /** Editing a project that is not one's own (002 §5: the owner or an admin). */
  project_forbidden: 403,
  /** News by someone who is not the owner nor an accepted participant (plan 002 decision 12). */
  project_news_forbidden: 403,
  /** Deleting a news update or comment that is not one's own, on someone else's project. */
  project_post_forbidden: 403,
  /** An archived project takes no new news, comments or participants (plan 002 B2). */
  project_archived: 409,
  /** A request to take part already exists (pending, accepted or refused). */
  project_join_exists: 409,
  /** The join request was already answered or withdrawn. */
  project_join_answered: 409,
  /** The owner cannot leave their own project. */
  project_owner_leave: 409,
  /** Too many join requests from one member in a day. */
  project_join_rate_limited: 429,
  /** A project's cover over 5 MB, or not an image (002 §5). */
  project_cover_too_large: 413,
  project_cover_not_image: 415,
  /** Only an event's creator or a moderator edits or deletes it (002 §6). */
  event_forbidden: 403,
  /** The event has ended: registrations are closed. */
  event_ended: 409,
  /** Only a comment's author, the event's creator or a moderator deletes it. */
  event_comment_forbidden: 403,
  /** An address already on the newsletter list, added again from the back office. */
  newsletter_already_subscribed: 409,
  /** An admin notification address already in the list (001 §2.16). */
  admin_email_taken: 409,
  /** A business-rule reminder's unsubscribe link that is forged or damaged. */
  rule_link_invalid: 400,
  /** 'Run now' on a deactivated rule: it sends nothing. */
  rule_inactive: 409,
  /** A prospection mail's unsubscribe link that is forged or damaged. */
  prospect_link_invalid: 400,
  /** The address is already a prospect. */
  prospect_email_taken: 409,
  /** A prospection campaign name already in use (case aside). */
  prospect_campaign_taken: 409,
  /** The day's prospection mails (limits.prospection.dailySends) would be passed. */
  prospect_daily_cap: 429,
  /** A prospects CSV without the nom and email columns in its first line. */
  prospect_import_header: 400,
  /** A prospects CSV past 500 kB or 2,000 lines. */
  prospect_import_too_large: 413,
  /** A category name already used at that level (001 §2.7, §2.8). */
  category_name_taken: 409,
  /** A parent that is not a sector, a category as its own parent, or a sector with specialities given a parent (001 §5, §9: two levels). */
  category_parent_invalid: 400,
  /** A newsletter confirmation or unsubscribe link that is forged, damaged or expired. */
  newsletter_link_invalid: 400,
  /** Approving a testimonial that is not pending, or rejecting one already rejected (decision 12). */
  testimonial_not_pending: 409,
  /** Another static page has this slug. */
  slug_taken: 409,
  /** A footer page cannot be deleted nor given another slug (decision 13). */
  page_protected: 409,
  /** A live home figure naming a source the server cannot count (issue 15 item 6). */
  home_stat_source_unknown: 400,
  /** A statistics range that ends after today or spans more than two years (issue 21 item 2). */
  stats_range_invalid: 400,
  /** Paying an offer that has no amount for online payment (plans/002 D4). */
  pricing_not_payable: 400,
  /** Adding an offer when /pricing already holds its 24 (`pricingLimits.offersMax`). */
  pricing_offers_full: 409,
  /** Online payment is not configured (no STRIPE_SECRET_KEY): 'Erreur lors de la création du paiement'. */
  payment_unavailable: 503,
  /** Stripe refused or did not answer the Checkout Session request. */
  payment_failed: 502,
  /** A Stripe webhook whose Stripe-Signature does not match its body, or is too old. */
  webhook_signature_invalid: 400,
  /** Too many test mails or notifications from the back office's test screens. */
  admin_test_rate_limited: 429,
  /** Editing or deleting another member's article without the blog.moderate ability (001 §6). */
  blog_post_forbidden: 403,
  /** Editing or deleting another member's comment (001 §6: own comments only). */
  blog_comment_forbidden: 403,
  /** A reply deeper than §9 allows (a reply to a level-3 comment). */
  comment_depth_exceeded: 400,
  /** Reporting one's own content. */
  report_own_content: 400,
  /** The member already reported this content. */
  report_duplicate: 409,
  /** Resolving a report already dismissed or acted on. */
  report_closed: 409,
  /** A member tried to block themself. */
  block_self: 400,
  /** A call for tenders that is not the actor's (002 §6: the owner edits, publishes, attaches). */
  tender_forbidden: 403,
  /** The tender's status does not allow this change (002 §4: Publier from brouillon, Dépublier back). */
  tender_invalid_state: 409,
  /** An annex over 10 MB (002 §5 'Le fichier {name} est trop volumineux (max 10MB)'). */
  tender_file_too_large: 413,
  /** An annex that is not pdf, doc, docx, xls, xlsx or zip by its bytes (002 §5). */
  tender_file_type: 415,
  /** The tender already holds its 20 annexes. */
  tender_files_full: 409,
  /** Only the uploader of an annex deletes it (002 §6). */
  tender_file_forbidden: 403,
  /** An annex link whose signature does not match (altered, or made up). */
  tender_file_link_invalid: 403,
  /** An annex link past its 3600 s (002 §9): ask the page for a new one. */
  tender_file_link_expired: 410,
  /** A mailed account link (e-mail change, deletion) that is altered, replaced or already used (issue 22). */
  account_link_invalid: 400,
  /** A mailed account link past its lifetime. */
  account_link_expired: 410,
  /** A mailed account link followed while another member is signed in. */
  account_link_other_account: 403,
  /**
   * An e-mail change link whose asking session has ended (signed out, revoked, a password changed or
   * reset): a change an intruder asked dies with their session.
   */
  email_change_session_ended: 410,
  /** The new address is the current one. */
  email_unchanged: 400,
  /** An export of the member is already being built (one at a time). */
  export_in_progress: 409,
  /** A data export's download link is past its 7 days, or altered. */
  export_link_expired: 410,
  /** The database (restarting, failing over) or object storage cannot be reached: nothing was done; try again. */
  temporarily_unavailable: 503,
  /** The server's disk is full (ENOSPC): the upload was not kept; reads go on. */
  storage_full: 507,
  /** Anything unexpected; logged with the request id. */
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** One issue of a failed validation: the field path, the catalog key and the French message. */
export interface ErrorIssue {
  path: string;
  key: string;
  message: string;
}

/** The one error shape of the API. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: ErrorIssue[] };
}
