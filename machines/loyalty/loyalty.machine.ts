import { answered, onResult } from '../shared/result-invoke';
import type { SignedIn, TravellerProfile } from './loyalty.ports';
import { loyaltySetup, type LoyaltyContext } from './loyalty.setup';

// The frequent-traveller session as one chart (docs/rules/loyalty.md): signed out (signing in, registering,
// recovering a password), signed in (the profile), and the calls between them. The session value and its
// end are in context; the end is a named delay on that absolute time, so a restored chart checks it again
// (`session.check`). Refusals are catalogue codes in `errors`; the chart never ends.

const sessionInput = ({ context }: { context: LoyaltyContext }) => ({ session: context.session ?? '' });

export const loyaltyMachine = loyaltySetup.createMachine({
  id: 'loyalty',
  context: ({ input }) => ({ session: null, expiresAt: null, traveller: null, errors: [], notice: null, recovery: null, now: input.now ?? Date.now }),
  initial: 'signedOut',
  states: {
    signedOut: {
      initial: 'signInForm',
      states: {
        signInForm: {
          on: {
            'signIn.submit': [
              { guard: 'credentialsMalformed', actions: 'assignCredentialIssues' },
              { target: '#loyalty.signingIn', actions: 'clearErrors' },
            ],
          },
        },
        registerForm: {
          on: {
            'register.submit': [
              { guard: 'registrationMalformed', actions: 'assignRegistrationIssues' },
              { target: '#loyalty.registering', actions: 'clearErrors' },
            ],
          },
        },
        // Password recovery (docs/rules/loyalty.md#password-recovery): where the code goes, sending it, typing it with the new password.
        recovering: {
          initial: 'choosing',
          // Opening (or reloading) the recovery page while recovering keeps the step the traveller is on.
          on: { 'page.open': { guard: { type: 'opensPage', params: 'recover' } } },
          states: {
            choosing: {
              on: {
                'recover.send': [{ guard: 'recoveryMalformed', actions: 'assignRecoveryIssues' }, { target: 'sending', actions: 'rememberRecovery' }],
              },
            },
            sending: {
              invoke: {
                id: 'sendRecoveryCode',
                src: 'sendRecoveryCode',
                input: ({ context }) => context.recovery ?? { identify_card: '', send_type: 'email' as const },
                ...onResult({
                  ok: { guard: 'succeeded', target: 'resetting' },
                  refused: { target: 'choosing', actions: { type: 'assignRefusal', params: answered } },
                  unavailable: { target: 'choosing', actions: 'assignUnavailable' },
                }),
              },
            },
            resetting: {
              on: {
                'recover.reset': [{ guard: 'resetMalformed', actions: 'assignResetIssues' }, { target: 'changing', actions: 'clearErrors' }],
                'recover.restart': { target: 'choosing', actions: 'forgetRecovery' },
              },
            },
            changing: {
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context, event }) => ({
                  identify_card: context.recovery?.identify_card ?? '',
                  verification_code: event.type === 'recover.reset' ? event.code.trim() : '',
                  password: event.type === 'recover.reset' ? event.password : '',
                }),
                ...onResult({
                  ok: { guard: 'succeeded', target: '#loyalty.signedOut.signInForm', actions: 'announcePasswordChanged' },
                  refused: { target: 'resetting', actions: { type: 'assignRefusal', params: answered } },
                  unavailable: { target: 'resetting', actions: 'assignUnavailable' },
                }),
              },
            },
          },
        },
      },
      on: {
        'page.open': [
          { guard: { type: 'opensPage', params: 'register' }, target: '.registerForm', actions: 'clearErrors' },
          { guard: { type: 'opensPage', params: 'recover' }, target: '.recovering', actions: ['clearErrors', 'forgetRecovery'] },
          { guard: { type: 'opensPage', params: 'signIn' }, target: '.signInForm' },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => (event.type === 'signIn.submit' ? event.credentials : { identify_card: '', password: '' }),
        ...onResult({
          ok: { guard: 'succeeded', target: 'signedIn', actions: { type: 'assignSignedIn', params: answered<SignedIn> } },
          refused: { target: 'signedOut.signInForm', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'signedOut.signInForm', actions: 'assignUnavailable' },
        }),
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) =>
          event.type === 'register.submit' ? event.form : { first_name: '', last_name: '', email: '', cell_phone: '', password: '' },
        ...onResult({
          ok: { guard: 'succeeded', target: 'signedIn', actions: { type: 'assignSignedIn', params: answered<SignedIn> } },
          refused: { target: 'signedOut.registerForm', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'signedOut.registerForm', actions: 'assignUnavailable' },
        }),
      },
    },
    signedIn: {
      initial: 'profile',
      // The server ends the session at `expiresAt`; the chart signs out then, and says why.
      after: { untilSessionEnds: { target: 'signedOut', actions: 'forgetExpiredSession' } },
      on: {
        signOut: { target: 'signingOut' },
        // After a restore: over, signed out; else the session's end is timed again for the time left.
        'session.check': [{ guard: 'sessionOver', target: 'signedOut', actions: 'forgetExpiredSession' }, { target: 'signedIn', reenter: true }],
        'session.renewed': { target: '.changingPassword.done', reenter: true },
      },
      states: {
        profile: {
          on: { 'profile.refresh': { target: 'loadingProfile' }, 'profile.save': { target: 'savingProfile' }, 'password.edit': { target: 'changingPassword', actions: 'clearErrors' } },
        },
        // The profile's password change (decision 040): the form, the call, the confirmation.
        changingPassword: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'password.submit': [
                  { guard: 'passwordChangeMalformed', actions: 'assignPasswordChangeIssues' },
                  { target: 'submitting', actions: 'clearErrors' },
                ],
                'password.close': { target: '#loyalty.signedIn.profile', actions: 'clearErrors' },
              },
            },
            // No way out while the call is in flight: the server may already have ended the session in hand.
            submitting: {
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => ({
                  session: context.session ?? '',
                  change: event.type === 'password.submit' ? event.change : { current_password: '', new_password: '' },
                }),
                ...onResult({
                  ok: [
                    // The new session is kept; `session.renewed` re-enters signedIn so its end is timed again.
                    { guard: 'succeeded', actions: [{ type: 'assignSignedIn', params: answered<SignedIn> }, 'renewSession'] },
                    { guard: 'sessionRefused', target: '#loyalty.signedOut', actions: 'forgetExpiredSession' },
                  ],
                  refused: { target: 'editing', actions: { type: 'assignRefusal', params: answered } },
                  unavailable: { target: 'editing', actions: 'assignUnavailable' },
                }),
              },
            },
            done: { on: { 'password.close': { target: '#loyalty.signedIn.profile' } } },
          },
        },
        savingProfile: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context, event }) => ({
              session: context.session ?? '',
              update: event.type === 'profile.save' ? event.update : { first_name: '', last_name: '', email: '', cell_phone: '', passengers: [], tax_profiles: [] },
            }),
            ...onResult({
              ok: [
                { guard: 'succeeded', target: 'profile', actions: { type: 'assignProfile', params: answered<TravellerProfile> } },
                { guard: 'sessionRefused', target: '#loyalty.signedOut', actions: 'forgetExpiredSession' },
              ],
              refused: { target: 'profile', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'profile', actions: 'assignUnavailable' },
            }),
          },
        },
        loadingProfile: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            input: sessionInput,
            ...onResult({
              ok: [
                { guard: 'succeeded', target: 'profile', actions: { type: 'assignProfile', params: answered<TravellerProfile> } },
                { guard: 'sessionRefused', target: '#loyalty.signedOut', actions: 'forgetExpiredSession' },
              ],
              refused: { target: 'profile', actions: { type: 'assignRefusal', params: answered } },
              unavailable: { target: 'profile', actions: 'assignUnavailable' },
            }),
          },
        },
      },
    },
    // The session is forgotten whatever the server answers: signing out never keeps a traveller in.
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: sessionInput,
        onDone: { target: 'signedOut', actions: 'forgetSession' },
        onError: { target: 'signedOut', actions: 'forgetSession' },
      },
    },
  },
});

export { loyaltyPageOf, type LoyaltyPage } from './loyalty-pages';
