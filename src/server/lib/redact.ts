/** Query parameters whose value opens an account: a link's token, the admin setup token. */
const secretParams = /([?&](?:token|setupToken)=)[^&#]*/gi;

/** A URL as it may be logged: the values of secret query parameters replaced. */
export const withoutSecrets = (url: string): string => url.replace(secretParams, '$1[redacted]');
