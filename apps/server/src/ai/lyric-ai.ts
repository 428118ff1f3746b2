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

/**
 * The six AI tasks (DESIGN.md "AI tasks"). Two implementations: `embedded` (the offline engine, the
 * default) and `model` (an OpenAI-compatible API). Output always matches the shared zod contracts;
 * a provider that cannot produce valid output throws AppError('ai_provider_failed').
 */
export type LyricAi = {
  kind: 'embedded' | 'model';
  chat(input: ChatInput): Promise<ChatOutput>;
  storytellingDirector(input: StorytellingInput): Promise<StorytellingDirector>;
  styleDirector(input: StyleInput): Promise<StyleDirector>;
  autocomplete(input: AutocompleteInput): Promise<AutocompleteOutput>;
  title(input: TitleInput): Promise<TitleOutput>;
  prosody(lyrics: string): Promise<ProsodyOutput>;
};
