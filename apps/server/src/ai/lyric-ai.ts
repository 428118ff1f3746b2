import type {
  AutocompleteInput,
  AutocompleteOutput,
  ChatInput,
  ChatOutput,
  ProsodyOutput,
  StorytellingDirector,
  StorytellingInput,
  StyleDirector,
  StyleInput,
  TitleInput,
  TitleOutput,
} from '@lyricist/shared/ai/contracts';

export type ChatTurnOutput = ChatOutput & { storytelling: StorytellingDirector };

/**
 * The six AI tasks (DESIGN.md "AI tasks"). Two implementations: `embedded` (the offline engine, the
 * default) and `model` (an OpenAI-compatible API). Output always matches the shared zod contracts;
 * a provider that cannot produce valid output throws AppError('ai_provider_failed').
 */
export type LyricAi = {
  kind: 'embedded' | 'model';
  /** A theme-chat turn: the reply and, from the same answer, the storytelling director. */
  chatTurn(input: ChatInput): Promise<ChatTurnOutput>;
  storytellingDirector(input: StorytellingInput): Promise<StorytellingDirector>;
  styleDirector(input: StyleInput): Promise<StyleDirector>;
  autocomplete(input: AutocompleteInput): Promise<AutocompleteOutput>;
  title(input: TitleInput): Promise<TitleOutput>;
  prosody(lyrics: string): Promise<ProsodyOutput>;
};
