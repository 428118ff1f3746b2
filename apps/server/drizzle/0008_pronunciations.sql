CREATE TABLE "pronunciations" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"syllables" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pronunciations_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "pronunciations" ADD CONSTRAINT "pronunciations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;