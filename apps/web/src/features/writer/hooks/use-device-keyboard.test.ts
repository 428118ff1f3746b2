import { KEYBOARD_DETECTION_THRESHOLD_PX } from '@lyricist/shared/web-constants';
import { describe, expect, it } from 'vitest';
import { isKeyboardOpen } from './use-device-keyboard';

describe('device keyboard detection', () => {
  it('is open only when the viewport shrinks by more than the threshold', () => {
    expect(isKeyboardOpen(844, 844 - KEYBOARD_DETECTION_THRESHOLD_PX)).toBe(false);
    expect(isKeyboardOpen(844, 844 - KEYBOARD_DETECTION_THRESHOLD_PX - 1)).toBe(true);
    expect(isKeyboardOpen(844, 500)).toBe(true);
    expect(isKeyboardOpen(844, 800)).toBe(false);
  });
});
