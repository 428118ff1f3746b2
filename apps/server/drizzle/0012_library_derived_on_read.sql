-- Issue 33: the library's preview and search text leave the autosave's path. The preview stays a
-- column, now plain (null: due, derived when the library reads it); the search text moves to
-- session_search with its trigram index, brought up to date by a search. Existing rows keep their
-- preview and get their search text here, so nothing is due after the upgrade.
CREATE TABLE "session_search" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "session_search" ("session_id", "search_text") SELECT "id", "search_text" FROM "lyric_sessions";--> statement-breakpoint
DROP INDEX "lyric_sessions_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "lyric_sessions" ALTER COLUMN "preview" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "lyric_sessions" ALTER COLUMN "preview" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "session_search" ADD CONSTRAINT "session_search_session_id_lyric_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lyric_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_search_trgm_idx" ON "session_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lyric_sessions_user_due_idx" ON "lyric_sessions" USING btree ("user_id") WHERE "lyric_sessions"."preview" is null;--> statement-breakpoint
ALTER TABLE "lyric_sessions" DROP COLUMN "search_text";
