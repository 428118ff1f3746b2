import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides every token-carrying query value and keeps the rest', () => {
    expect(redactUrl('/api/auth/user?usertoken=abc123&x=1')).toBe('/api/auth/user?usertoken=[redacted]&x=1');
    expect(redactUrl('/?token=a&user_token=b&access_token=c')).toBe(
      '/?token=[redacted]&user_token=[redacted]&access_token=[redacted]',
    );
    expect(redactUrl('/platform/authorize?mode=legacy&usertoken=secret#x')).not.toContain('secret');
    expect(redactUrl('/api/sessions')).toBe('/api/sessions');
  });
});
