import { COPY } from '@lyricist/shared/copy';

/** Server-rendered pages of the embedded platform's authorisation flow: plain HTML forms, no script. */

export type AuthorizeView = 'signin' | 'create';
export type PageState = {
  view: AuthorizeView;
  usertoken: string;
  origin: string;
  appId: string;
  error?: string;
  /** A neutral message (not an error), e.g. after an account request. */
  notice?: string;
  values?: { name?: string; email?: string };
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/platform/assets/platform.css"></head>
<body><main class="card"><p class="brand">♪ Music platform</p>${body}</main></body></html>`;
}

function field(label: string, name: string, type: string, value = '', autocomplete = ''): string {
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required>`;
}

export function authorizePage(state: PageState): string {
  const isCreate = state.view === 'create';
  const hidden = `<input type="hidden" name="usertoken" value="${escapeHtml(state.usertoken)}">
<input type="hidden" name="origin" value="${escapeHtml(state.origin)}">
<input type="hidden" name="app_id" value="${escapeHtml(state.appId)}">`;
  const fields = isCreate
    ? field('Name', 'name', 'text', state.values?.name, 'name') +
      field('Email', 'email', 'email', state.values?.email, 'email') +
      field('Password', 'password', 'password', '', 'new-password')
    : field('Email', 'email', 'email', state.values?.email, 'username') +
      field('Password', 'password', 'password', '', 'current-password');
  const switchQuery = new URLSearchParams({
    usertoken: state.usertoken,
    origin: state.origin,
    app_id: state.appId,
    view: isCreate ? 'signin' : 'create',
  });
  const error = state.error
    ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>`
    : state.notice
      ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>`
      : '';
  return layout(
    isCreate ? 'Create account' : 'Sign in',
    `<h1>${isCreate ? 'Create account' : 'Sign in'}</h1>
<p class="muted">Lyricist wants to use your account to read your profile and claimed artists.</p>${error}
<form method="post" action="/platform/authorize">${hidden}${fields}
<button type="submit" name="action" value="${isCreate ? 'create' : 'signin'}" class="primary">${isCreate ? 'Create account' : 'Sign in'}</button>
</form>
<form method="post" action="/platform/authorize" class="cancel">${hidden}
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></form>
<p class="switch"><a href="/platform/authorize?${escapeHtml(switchQuery.toString())}">${isCreate ? 'I already have an account' : 'Create account'}</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/**
 * Shown instead of the sign-in form when the link was started in another browser: approving it here
 * would sign that other browser into this account.
 */
export function elsewherePage(freshSignInUrl: string): string {
  return layout(
    'Sign-in started elsewhere',
    `<h1>This sign-in link is not from this browser</h1>
<p class="error" role="alert">${COPY.platform.startedElsewhere}</p>
<p class="muted">If someone sent you this link, do not sign in with it: it would let their browser into your account. To sign in yourself, start a fresh sign-in from Lyricist in this browser.</p>
<p><a class="button primary" href="${escapeHtml(freshSignInUrl)}">${COPY.platform.freshSignIn}</a></p>`,
  );
}

export const PLATFORM_CSS = `:root{color-scheme:dark}*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b10;color:#e7e5ee;font:16px/1.5 system-ui,sans-serif;padding:16px}
.card{width:100%;max-width:380px;background:#15151d;border:1px solid #2a2a36;border-radius:16px;padding:28px}
.brand{margin:0 0 8px;color:#f59e0b;font-weight:600;letter-spacing:.02em}h1{margin:0 0 8px;font-size:1.5rem}
.muted{color:#9b98a8;font-size:.9rem;margin:0 0 16px}label{display:block;margin:12px 0 4px;font-size:.9rem;color:#c9c6d4}
input{width:100%;padding:10px 12px;border-radius:10px;border:1px solid #33333f;background:#0f0f15;color:inherit;font:inherit}
input:focus{outline:2px solid #f59e0b;outline-offset:1px}
button{width:100%;margin-top:16px;padding:10px 12px;border-radius:10px;border:1px solid #33333f;background:transparent;color:inherit;font:inherit;cursor:pointer}
button.primary{background:#f59e0b;border-color:#f59e0b;color:#111;font-weight:600}.cancel button{margin-top:8px}
.error{background:#3b1219;border:1px solid #7f1d2d;color:#fecdd3;padding:8px 12px;border-radius:10px}
.switch{text-align:center;margin:16px 0 0}a{color:#fbbf24}
.notice{background:#13233b;border:1px solid #1e3a5f;color:#cfe3ff;padding:8px 12px;border-radius:10px}
a.button{display:block;text-align:center;margin-top:16px;padding:10px 12px;border-radius:10px;text-decoration:none}
a.button.primary{background:#f59e0b;color:#111;font-weight:600}`;
