import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const key = randomBytes(32);

describe('platform tokens sealed at rest', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = seal(key, 'mxm-access-token-123');
    expect(sealed).not.toContain('mxm-access-token-123');
    expect(seal(key, 'mxm-access-token-123')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('mxm-access-token-123');
  });

  it('refuses another key, an altered byte and garbage', () => {
    const sealed = seal(key, 'secret');
    expect(unseal(randomBytes(32), sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = (raw.at(-1) ?? 0) ^ 1;
    expect(unseal(key, raw.toString('base64url'))).toBeNull();
    expect(unseal(key, 'abc')).toBeNull();
  });
});
