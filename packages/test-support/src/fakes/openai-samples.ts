import type { ChatOutput, StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { answer, type FakeReply, type RecordedRequest, taskOf } from './openai-server';

/** Answers a model could give for each task: valid under the shared contracts. */

export const sampleChat: ChatOutput = {
  content: 'The porch light kept burning after she left. What did you see when you finally switched it off?',
  suggestions: ['The porch light hums a song I almost know', 'I left it on in case you found your way'],
  themeData: {
    emotions: [
      { name: 'longing', weight: 0.8 },
      { name: 'grief', weight: 0.4 },
    ],
    themes: ['loss', 'home'],
    images: ['porch light', 'moths'],
    phrases: ['in case you found your way'],
    pointOfView: 'first',
    tense: 'past',
    story: 'The writer kept the porch light on for months after a breakup.',
  },
};

export const sampleStorytelling: StorytellingDirector = {
  situation: 'A porch light left burning for someone who is not coming back.',
  turn: 'Switching it off becomes a kindness, not a defeat.',
  chorusMessage: 'I kept the light on so I would not have to say goodbye.',
  images: ['porch light', 'moths', 'screen door'],
  emotions: ['longing', 'acceptance'],
  pointOfView: 'first',
  tense: 'past',
};

export const sampleStyle: StyleDirector = {
  syllablesPerLine: { min: 7, max: 10, target: 8 },
  rhymeScheme: 'ABAB',
  rhymeDensity: 'medium',
  register: 'conversational',
  imagery: ['small-town night', 'weather'],
  notes: 'Plain words, one clear image per line.',
};

const SAMPLES: Record<string, unknown> = {
  chat: { ...sampleChat, storytelling: sampleStorytelling },
  'storytelling-director': sampleStorytelling,
  'style-director': sampleStyle,
  autocomplete: { suggestion: 'and every moth remembers where to go' },
  title: { title: 'Porch Light' },
};

/** A valid answer for whichever task asked. */
export const sampleFor = (request: RecordedRequest): unknown => SAMPLES[taskOf(request)] ?? {};

/** A well-behaved model: a valid answer for whichever task asked. */
export const goodModel = (request: RecordedRequest): FakeReply => answer(sampleFor(request));
