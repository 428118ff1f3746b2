import type { EnginePool } from './ai/embedded/engine-pool';
import type { LyricAi } from './ai/lyric-ai';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { StyleRefresher } from './features/sessions/style-refresher';
import type { BrowserBinding } from './identity/browser-binding';
import type { TokenVerifier } from './identity/token-verifier';
import type { MusicPlatform } from './platform/types';

/** What every feature's routes receive: built once in buildApp. */
export type AppDeps = {
  config: Config;
  db: Database;
  tokens: TokenVerifier;
  /** The sign-in cookie that ties a pending sign-in to the browser that started it. */
  binding: BrowserBinding;
  platform: MusicPlatform;
  ai: LyricAi;
  /** The embedded engine's workers, for the writer's toolbox whichever provider writes. */
  engine: EnginePool;
  /** The style director's refresh after a pinned-list save, coalesced per session. */
  styleRefresh: StyleRefresher;
};
