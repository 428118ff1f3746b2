ALTER TABLE "platform_grants" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "platform_token_sealed" text;--> statement-breakpoint
ALTER TABLE "musixmatch_grants" ADD COLUMN "binding_hash" text;--> statement-breakpoint
CREATE INDEX "auth_tokens_expiry_idx" ON "auth_tokens" USING btree ("expires_at");