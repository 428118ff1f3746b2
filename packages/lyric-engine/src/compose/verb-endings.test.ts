import { describe, expect, it } from 'vitest';
import { v } from '../banks/template-kit';
import { createRng } from '../util/random';
import { endRhymes } from '../vocabulary/line-ends';
import { type Tense, voiceFor } from './grammar';
import { type BuildRequest, buildLine } from './line-builder';
import { bareRequest } from './test-fixtures';

/** Lines that end on what a person did ("until you came"), in the form their subject takes. */
const request = (partner: string, subject: string, tense: Tense, text: string, form?: 'past'): BuildRequest =>
  bareRequest({
    templates: [v(text, form ? { form } : {})],
    ends: endRhymes(partner)
      .perfect.filter((e) => e.isBanked)
      .map((entry) => ({ entry, penalty: 0 })),
    target: 6,
    voice: voiceFor(subject, tense),
    material: { feel: 'sorrow' },
    attempts: 20,
    rng: createRng(7),
    mustRhyme: true,
  });
const line = (...args: Parameters<typeof request>) => buildLine(request(...args))?.text ?? null;

describe('verb endings', () => {
  it('answer a rhyme only verbs give, in the past for a song told in the past', () => {
    expect(line('blue', 'i', 'past', '(and|but) {S} never {END}')).toMatch(
      /^(and|but) I never (knew|grew|flew)$/i,
    );
    expect(line('percent', 'we', 'past', '(and|but) {S} never {END}')).toMatch(/^(and|but) we never went$/i);
  });
  it('agree with their subject in the present: "she never knows", "I never know"', () => {
    expect(line('nose', 'she', 'present', '(and|but) {S} never {END}')).toMatch(/she never (knows|grows)$/);
    expect(line('flow', 'i', 'present', '(and|but) {S} never {END}')).toMatch(/I never (know|go|grow)$/);
    // No past form rhymes with "flow": a past-tense song gets nothing rather than "I never know".
    expect(line('flow', 'i', 'past', '(and|but) {S} never {END}')).toBeNull();
  });
  it("keep the past where the frame looks back, whatever the song's tense", () => {
    expect(line('same', 'you', 'present', 'that was the night {S} {END}', 'past')).toMatch(
      /^that was the night you came$/i,
    );
  });
});
