CREATE TABLE "lyric_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text,
	"reason" text NOT NULL,
	"song_title" text NOT NULL,
	"lyrics" text NOT NULL,
	"words_added" integer NOT NULL,
	"words_removed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lyric_versions" ADD CONSTRAINT "lyric_versions_session_id_lyric_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lyric_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lyric_versions_session_created_idx" ON "lyric_versions" USING btree ("session_id","created_at" DESC NULLS LAST);