import { describe, expect, it } from 'vitest';
import { verbsFor } from './verb-frames';
import { isKnownVerb, keepsIdiom, takesObject } from './verb-objects';

describe('verb-object table (Brown)', () => {
  it('keeps the objects people use a verb with, in any of its forms', () => {
    expect(takesObject('open', 'door')).toBe(true);
    expect(takesObject('wore', 'coat')).toBe(true);
    expect(takesObject('holding', 'hand')).toBe(true);
    // Not seen itself, but a thing of a kind the verb takes: "wear a hat", "wear a coat" -> a scarf.
    expect(takesObject('wear', 'scarf')).toBe(true);
  });
  it('says no to objects nobody uses the verb with', () => {
    expect(takesObject('wearing', 'protest')).toBe(false);
    expect(takesObject('hold', 'spine')).toBe(false);
    expect(takesObject('keep', 'prayer')).toBe(false);
  });
  it('does not judge verbs it has too little of, nor phrasal verbs', () => {
    expect(takesObject('drive past', 'barn')).toBeUndefined();
    expect(takesObject('xyzzy', 'door')).toBeUndefined();
    expect(isKnownVerb('wearing')).toBe(true);
    expect(isKnownVerb('the')).toBe(false);
  });
  it('strikes only body parts, abstracts and people from our own frames', () => {
    expect(keepsIdiom('hold', 'spine')).toBe(false);
    expect(keepsIdiom('hold', 'head')).toBe(true);
    // A place or a thing keeps the frame's word even where the sparse table never saw it.
    expect(keepsIdiom('remember', 'porch')).toBe(true);
    expect(verbsFor('spine', 'tender').map((v) => v.verb)).not.toContain('hold');
    expect(verbsFor('hand', 'tender').map((v) => v.verb)).toContain('hold');
  });
});
