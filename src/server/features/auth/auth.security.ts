import { randomUUID } from 'node:crypto';
import { passkeys } from '../../db/schema';
import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/auth/password/change': {
      currentPassword: 'motdepasse-solide',
      newPassword: 'autre-mot-de-passe',
    },
    'POST /api/v1/auth/password/set': { newPassword: 'autre-mot-de-passe' },
    'PATCH /api/v1/auth/passkeys/:id': { name: 'Piraterie' },
    'POST /api/v1/auth/links/open': { kind: 'magic-link', query: 'token=forged' },
    'POST /api/v1/auth/links/account': { kind: 'magic-link', query: 'token=forged' },
  },
  publicWrites: {
    'POST /api/v1/auth/email-check': 'the sign-up form checks an address before there is an account',
    'POST /api/v1/auth/sign-up': 'creates the account',
    'POST /api/v1/auth/sign-in': 'opens the session',
    'POST /api/v1/auth/magic-link': 'mails a sign-in link to someone without a session',
    'POST /api/v1/auth/links/open': "spends a mailed link on the member's click: its token is the proof",
    'POST /api/v1/auth/links/account': "the address of a mailed link's page: its token is the proof",
    'POST /api/v1/auth/verification-email': 'resends the confirmation mail before the first sign-in',
    'POST /api/v1/auth/sign-out': 'clears a session cookie, also an expired one; a no-op for a visitor',
    'POST /api/v1/auth/password/forgot':
      '"Mot de passe oublié ?": the same answer whether the address exists; limited per IP and address',
    'POST /api/v1/auth/password/reset': "the recovery mail's single-use link is the proof",
    'POST /api/v1/auth/second-factor':
      "a sign-in's second step: its signed cookie from the first step is the proof",
    'POST /api/v1/auth/passkey/options': 'the challenge of a passkey sign-in, before there is a session',
    'POST /api/v1/auth/passkey/sign-in': 'a passkey sign-in: the signed challenge is the proof',
  },
  notAList: {
    'GET /api/v1/auth/two-factor': "the member's own second factors",
    'GET /api/v1/auth/session': "the actor's own session",
    'GET /api/v1/auth/security': "the actor's own sign-in methods",
    'GET /api/auth/verify-email': 'a mailed link: leads to its page, spends nothing',
    'GET /api/auth/magic-link/verify': 'a mailed link: leads to its page, spends nothing',
  },
  ownedResources: ({ t, rowsOf }) => ({
    // One of the owner's passkeys (issue 33 §5): renaming or removing it is the owner's alone.
    '/api/v1/auth/passkeys/:id': async (owner) => {
      const [row] = await t.database.db
        .insert(passkeys)
        .values({ userId: owner.id, credentialId: randomUUID(), publicKey: 'cle', name: 'Ma clé' })
        .returning({ id: passkeys.id });
      const id = row?.id ?? '';
      return { params: { id }, read: () => rowsOf(passkeys, passkeys.id, id) };
    },
  }),
  blockNotReaching: {
    'authEndpoints.changePassword': reachesNoOne.ownAccount,
    'authEndpoints.setPassword': reachesNoOne.ownAccount,
    'authEndpoints.reauthenticate': reachesNoOne.ownAccount,
    'authEndpoints.reauthenticatePasskeyOptions': reachesNoOne.ownAccount,
    'authEndpoints.signOutEverywhere': reachesNoOne.ownAccount,
    'authEndpoints.signOut': reachesNoOne.ownAccount,
    'twoFactorEndpoints.setupTotp': reachesNoOne.ownAccount,
    'twoFactorEndpoints.enableTotp': reachesNoOne.ownAccount,
    'twoFactorEndpoints.disableTotp': reachesNoOne.ownAccount,
    'twoFactorEndpoints.renewRecoveryCodes': reachesNoOne.ownAccount,
    'twoFactorEndpoints.passkeyRegistrationOptions': reachesNoOne.ownAccount,
    'twoFactorEndpoints.addPasskey': reachesNoOne.ownAccount,
    'twoFactorEndpoints.renamePasskey': reachesNoOne.ownAccount,
    'twoFactorEndpoints.removePasskey': reachesNoOne.ownAccount,
    'authEndpoints.checkEmail': reachesNoOne.noMember,
    'authEndpoints.signUp': reachesNoOne.noMember,
    'authEndpoints.signIn': reachesNoOne.noMember,
    'authEndpoints.magicLink': reachesNoOne.noMember,
    'authEndpoints.openLink': reachesNoOne.noMember,
    'authEndpoints.linkAccount': reachesNoOne.noMember,
    'authEndpoints.resendVerification': reachesNoOne.noMember,
    'authEndpoints.forgotPassword': reachesNoOne.noMember,
    'authEndpoints.resetPassword': reachesNoOne.noMember,
    'twoFactorEndpoints.secondFactor': reachesNoOne.noMember,
    'twoFactorEndpoints.passkeySignInOptions': reachesNoOne.noMember,
    'twoFactorEndpoints.passkeySignIn': reachesNoOne.noMember,
  },
});
