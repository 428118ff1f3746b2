-- Every change to an authorised token (revoked, expiry moved, row deleted) is announced on the
-- channel auth_tokens_changed with the token's hash, so each server instance can drop it from its
-- token cache at once (features/auth/token-verifier.ts).
CREATE FUNCTION "auth_tokens_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_tokens_changed', OLD."token_hash");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_changed" AFTER UPDATE OR DELETE ON "auth_tokens"
  FOR EACH ROW WHEN (OLD."status" = 'authorised') EXECUTE FUNCTION "auth_tokens_changed"();
