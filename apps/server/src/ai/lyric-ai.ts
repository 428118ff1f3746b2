import type {
  AiStatus,
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

/** Where a provider says what it is doing: one line each, info or warning. */
export type AiLog = { info(message: string): void; warn(message: string): void };

export type ChatTurnOutput = ChatOutput & { storytelling: StorytellingDirector };

/**
 * The six AI tasks (R-ai-1). Three implementations (R-ai-2): `embedded` (the offline engine, the
 * default), `model` (an OpenAI-compatible API) and `local` (a local language model writing the ghost
 * text inside the engine's form, ai/local/). Output always matches the shared zod contracts;
 * a provider that cannot produce valid output throws AppError('ai_provider_failed').
 */
export type LyricAi = {
  kind: AiStatus['provider'];
  status(): AiStatus;
  /** A theme-chat turn: the reply and, from the same answer, the storytelling director. */
  chatTurn(input: ChatInput): Promise<ChatTurnOutput>;
  storytellingDirector(input: StorytellingInput): Promise<StorytellingDirector>;
  styleDirector(input: StyleInput): Promise<StyleDirector>;
  autocomplete(input: AutocompleteInput): Promise<AutocompleteOutput>;
  title(input: TitleInput): Promise<TitleOutput>;
  prosody(lyrics: string): Promise<ProsodyOutput>;
};
