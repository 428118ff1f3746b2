import { createCipheriv, createDecipheriv, hash, hkdfSync, randomBytes } from 'node:crypto';

/** A new 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 hash (one-shot: a third of createHash's cost, per guarded request). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const SEAL_INFO = 'lyricist sealed by token';

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', SEAL_INFO, 32));
}

/**
 * Encrypts `secret` (AES-256-GCM) under a key derived from `token`. The database keeps only the
 * token's hash, so what it holds cannot be opened without the token itself.
 */
export function sealWithToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The secret sealed under this token, or null when it was sealed under another (or tampered with). */
export function openWithToken(token: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
