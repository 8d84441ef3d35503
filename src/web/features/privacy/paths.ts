/** The privacy settings page (issue 22 §2–3): choices and the blocked list. */
export const privacyPath = '/settings/privacy';
