-- Issue 35 item 3: a memo's phrases (the browser's transcription, bounded by the shared contract)
-- and the stanza it is linked to, so the margin can set each line against its phrase.
ALTER TABLE "session_memos" ADD COLUMN "phrases" jsonb;--> statement-breakpoint
ALTER TABLE "session_memos" ADD COLUMN "linked_stanza" integer;