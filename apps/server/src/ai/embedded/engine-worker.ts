import * as engine from '@lyricist/lyric-engine';
import { keepFormChoice, keepFormTarget } from '../model/autocomplete/keep-form';

/**
 * The entry of each engine worker thread (engine-pool.ts): the engine loads once per worker, then
 * every message names one task and its input. `ping` answers once the engine is loaded.
 */
type Task =
  // A theme-chat turn: the reply and, from the same answer, the storytelling director.
  | 'chatTurn'
  | 'autocomplete'
  | 'prosody'
  | 'storytellingDirector'
  | 'styleDirector'
  | 'title'
  // The writer's toolbox (issue 17): the word panel, its search and the margin's stress.
  | 'lookupWord'
  | 'searchWords'
  | 'meter'
  // The artists and songs a chat message names (issue 36): its patterns are not linear in the text.
  | 'namedReferences';

// The model provider's form check of its lines (model/autocomplete/keep-form.ts) is engine work too.
const TASKS = { ...engine, keepFormTarget, keepFormChoice };
export type EngineTasks = Pick<typeof engine, Task> & {
  keepFormTarget: typeof keepFormTarget;
  keepFormChoice: typeof keepFormChoice;
  ping: () => true;
};
export type EngineTaskName = keyof EngineTasks;
export type EngineMessage = { task: EngineTaskName; input: unknown };

const NOTHING_PINNED = { moods: [], genres: [], artists: [], songs: [] };
let isWarm = false;

/**
 * The engine builds its indexes (the end words' rhyme index, bigram tables, the tagger) on first
 * use: seconds on a busy machine. The first ping does it, so no writer's call pays for it inside its
 * time budget.
 */
function warmUp(): void {
  if (isWarm) return;
  isWarm = true;
  const reply = engine.chatTurn({
    message: 'My dad sold the farm last spring.',
    history: [],
    context: NOTHING_PINNED,
  });
  const lyrics = 'I keep driving past the old red barn at night\n';
  engine.autocomplete({
    lyrics,
    cursorPosition: lyrics.length,
    storytelling: reply.storytelling,
    style: engine.styleDirector(NOTHING_PINNED),
  });
  // The word panel's rhyme index over its whole vocabulary, and WordNet's files opened.
  engine.lookupWord({ word: 'night', all: false });
}

export default function runEngineTask({ task, input }: EngineMessage): unknown {
  if (task === 'ping') {
    warmUp();
    return true;
  }
  const run = TASKS[task] as (input: unknown) => unknown;
  return run(input);
}
