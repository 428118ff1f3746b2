CREATE TABLE "platform_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile_image" text,
	"country" text,
	"country_code" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "platform_artists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_claims" (
	"account_id" uuid NOT NULL,
	"artist_id" text NOT NULL,
	CONSTRAINT "platform_claims_account_id_artist_id_pk" PRIMARY KEY("account_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "platform_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_songs" (
	"id" text PRIMARY KEY NOT NULL,
	"commontrack_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"name" text NOT NULL,
	"album_name" text NOT NULL,
	"cover_art" text NOT NULL,
	"rating" integer NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"user_id" uuid NOT NULL,
	"approach" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_user_id_approach_pk" PRIMARY KEY("user_id","approach")
);
--> statement-breakpoint
CREATE TABLE "lyric_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"song_title" text NOT NULL,
	"lyrics" text NOT NULL,
	"style" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb,
	"reference_song_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_songs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_artist_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference_artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"genres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storytelling_director" jsonb,
	"style_director" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_saved" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_user_id" text NOT NULL,
	"name" text,
	"email" text,
	"profile_image" text,
	"country" text,
	"country_code" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_platform_user_id_unique" UNIQUE("platform_user_id")
);
--> statement-breakpoint
ALTER TABLE "platform_claims" ADD CONSTRAINT "platform_claims_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_claims" ADD CONSTRAINT "platform_claims_artist_id_platform_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."platform_artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_grants" ADD CONSTRAINT "platform_grants_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_songs" ADD CONSTRAINT "platform_songs_artist_id_platform_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."platform_artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyric_sessions" ADD CONSTRAINT "lyric_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_songs_artist_idx" ON "platform_songs" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "lyric_sessions_user_saved_idx" ON "lyric_sessions" USING btree ("user_id","last_saved" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");