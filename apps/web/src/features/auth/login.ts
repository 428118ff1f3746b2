import { COPY } from '@lyricist/shared/copy';
import { identify, resetAnalytics, track } from '@/lib/analytics';
import { forgetAllDrafts } from '@/lib/local-drafts';
import { pendingSignIn, profileReturnPath, storedUser } from '@/lib/stored-user';
import {
  ForeignSignInError,
  fetchProfile,
  requestLoginToken,
  revokeSession,
  UnauthorisedTokenError,
} from './api/auth-api';
import { saveUnsavedEdits } from './sign-out';

const ERROR_PARAMS = ['error', 'error_description'];
const DENIED_PARAMS = ['denied', 'access_denied'];
const TOKEN_PARAMS = ['usertoken', 'token', 'user_token', 'access_token'];

export type CallbackOutcome =
  | { kind: 'none' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-in' };

export const isSignedIn = () => Boolean(storedUser.token());
export const pendingToken = pendingSignIn.token;

/** Login step 1: get a token, keep it as pending, and go to the provider's authorisation page. */
export async function startLogin(): Promise<void> {
  const { userToken, authUrl, appId } = await requestLoginToken();
  pendingSignIn.keep(userToken);
  const params = new URLSearchParams({
    mode: 'legacy',
    app_id: appId,
    usertoken: userToken,
    origin: btoa(window.location.href),
    force_app_redirect: 'true',
  });
  window.location.assign(`${authUrl}?${params.toString()}`);
}

/**
 * Login steps 3-4: exchange the pending token for a session token (only this browser can: its
 * sign-in cookie), keep that and the profile, reset the URL and reload to /.
 */
export async function completeLogin(token: string): Promise<void> {
  try {
    const answer = await fetchProfile(token);
    if (!answer?.userToken) throw new UnauthorisedTokenError(COPY.signIn.failed);
    const { userToken, ...profile } = answer;
    storedUser.keepToken(userToken);
    storedUser.keepProfile(profile);
  } finally {
    pendingSignIn.forget();
  }
  window.history.replaceState(null, '', '/');
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  window.location.replace('/');
}

/** Whether this URL carries any of the login callback's parameters. */
export function hasCallbackParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return [...ERROR_PARAMS, ...DENIED_PARAMS, ...TOKEN_PARAMS].some((p) => params.has(p));
}

/** The login callback (R-signin-4, R-signin-5), run only when the URL carries a callback parameter. */
export async function handleLoginCallback(search: string): Promise<CallbackOutcome> {
  if (!hasCallbackParams(search)) return { kind: 'none' };
  const params = new URLSearchParams(search);
  const error = params.get('error') ?? params.get('error_description');
  const denied = DENIED_PARAMS.some((p) => params.has(p));
  if (error || denied) {
    pendingSignIn.forget();
    window.history.replaceState(null, '', '/');
    return error ? fail(error) : { kind: 'cancelled' };
  }
  const urlToken = TOKEN_PARAMS.map((p) => params.get(p)).find(Boolean);
  const pending = pendingToken();
  const token = pending ?? urlToken;
  if (!token) {
    window.history.replaceState(null, '', '/');
    return { kind: 'cancelled' };
  }
  try {
    await completeLogin(token);
    return { kind: 'signed-in' };
  } catch (e) {
    storedUser.dropToken();
    window.history.replaceState(null, '', '/');
    // A URL token from a sign-in this browser never started (a link someone sent): ignored.
    if (!pending && e instanceof ForeignSignInError) return { kind: 'cancelled' };
    return fail(
      e instanceof UnauthorisedTokenError
        ? COPY.signIn.failed
        : e instanceof Error
          ? e.message
          : COPY.signIn.failed,
    );
  }
}

function fail(message: string): CallbackOutcome {
  track('login_failed', { reason: message });
  return { kind: 'failed', message: message || COPY.signIn.failed };
}

/** Signed-in start-up: refresh the stored profile, then let analytics identify the user. */
export async function refreshProfile(): Promise<void> {
  const token = storedUser.token();
  if (!token) return;
  try {
    const profile = await fetchProfile(token);
    if (!profile) return;
    storedUser.keepProfile(profile);
    identify(profile.id, {
      $name: profile.name ?? undefined,
      $email: profile.userEmail ?? undefined,
      country: profile.userCountry,
    });
  } catch (e) {
    // A token the server no longer accepts (revoked, expired) means signed out.
    if (e instanceof UnauthorisedTokenError) signOutLocally();
  }
}

function signOutLocally(): void {
  storedUser.forget();
  resetAnalytics();
  window.location.reload();
}

/**
 * Logout: first save what the server has not confirmed (lyrics, titles, voice memos); if that fails,
 * answer 'unsaved' and change nothing (the screen asks), unless `discardUnsaved`. Then revoke
 * server-side, remove the token, the cached user data and this writer's local drafts, caches and
 * memos, and reload.
 */
export async function logout({ discardUnsaved = false } = {}): Promise<'unsaved' | 'signed-out'> {
  if (!discardUnsaved && !(await saveUnsavedEdits())) return 'unsaved';
  await revokeSession();
  forgetAllDrafts();
  // Loaded only now: the memos' code stays out of the sign-in page's bundle.
  await import('@/features/memos/send-before-sign-out')
    .then((memos) => memos.forgetMemosOnDevice())
    .catch((error: unknown) => console.error('Memos left on this device', error));
  profileReturnPath.forget();
  signOutLocally();
  return 'signed-out';
}
