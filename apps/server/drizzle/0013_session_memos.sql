-- Issue 35: voice memos, stored with their session and deleted with it. The audio is already
-- compressed: EXTERNAL storage keeps it out of line without trying to compress it again, and lets
-- substring() read only the chunks a range request asks for.
CREATE TABLE "session_memos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"size" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_memos" ADD CONSTRAINT "session_memos_session_id_lyric_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lyric_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_memos_session_created_idx" ON "session_memos" USING btree ("session_id","created_at");--> statement-breakpoint
ALTER TABLE "session_memos" ALTER COLUMN "audio" SET STORAGE EXTERNAL;
