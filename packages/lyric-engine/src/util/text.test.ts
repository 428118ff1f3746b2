import { describe, expect, it } from 'vitest';
import { clipText } from './text';

describe('clipText', () => {
  it('never leaves half of a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(199)}🎸 riff`;
    const clipped = clipText(text, 200);
    expect(clipped).toBe('a'.repeat(199));
    expect(clipped).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('keeps whole pairs and short text as they are', () => {
    expect(clipText(`${'a'.repeat(198)}🎸`, 200)).toBe(`${'a'.repeat(198)}🎸`);
    expect(clipText('short', 200)).toBe('short');
  });
});
