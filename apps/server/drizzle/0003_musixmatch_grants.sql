CREATE TABLE "musixmatch_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"state_hash" text,
	"origin" text,
	"user_token_sealed" text NOT NULL,
	"verifier_sealed" text,
	"account_id" text,
	"account_name" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"access_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "musixmatch_grants_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "musixmatch_my_artists" (
	"platform_user_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"popularity" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musixmatch_my_artists_platform_user_id_artist_id_pk" PRIMARY KEY("platform_user_id","artist_id")
);
--> statement-breakpoint
CREATE INDEX "musixmatch_grants_expires_idx" ON "musixmatch_grants" USING btree ("expires_at");