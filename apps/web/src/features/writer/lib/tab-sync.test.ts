import { describe, expect, it } from 'vitest';
import { decideTabSync, keepsAllOf } from './tab-sync';

describe('two tabs on one song', () => {
  it('follows the other tab when this one has nothing unsaved', () => {
    expect(decideTabSync({ ours: 'Base', theirs: 'Completely new', oursUnsaved: false })).toBe('follow');
  });

  it('follows, even with unsaved text, when the other text kept everything typed here', () => {
    expect(decideTabSync({ ours: 'Base one', theirs: 'Base one two', oursUnsaved: true })).toBe('follow');
    expect(decideTabSync({ ours: 'a\nc', theirs: 'a\nb\nc', oursUnsaved: true })).toBe('follow');
  });

  it('keeps its own unsaved text when the other tab removed some of it', () => {
    expect(decideTabSync({ ours: 'Base one', theirs: 'Base', oursUnsaved: true })).toBe('conflict');
    expect(decideTabSync({ ours: 'Base one', theirs: 'Base two', oursUnsaved: true })).toBe('conflict');
  });

  it('nothing to do for the same text', () => {
    expect(decideTabSync({ ours: 'x', theirs: 'x', oursUnsaved: true })).toBe('same');
  });

  it('keepsAllOf checks characters in order', () => {
    expect(keepsAllOf('abc', 'ac')).toBe(true);
    expect(keepsAllOf('abc', 'ca')).toBe(false);
    expect(keepsAllOf('ab', 'abc')).toBe(false);
    expect(keepsAllOf('', '')).toBe(true);
  });
});
