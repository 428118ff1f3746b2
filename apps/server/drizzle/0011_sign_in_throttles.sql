CREATE TABLE "platform_known_browsers" (
	"account_id" uuid NOT NULL,
	"browser_hash" text NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_known_browsers_account_id_browser_hash_pk" PRIMARY KEY("account_id","browser_hash")
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"level" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_known_browsers" ADD CONSTRAINT "platform_known_browsers_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;