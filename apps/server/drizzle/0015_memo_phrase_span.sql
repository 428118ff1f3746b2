-- Issue 35 item 3: the span of a memo's phrases a linked stanza sings (R-memo-12), 1-based and both
-- included; both null while it sings the whole memo. The check keeps the pair whole and in order.
ALTER TABLE "session_memos" ADD COLUMN "linked_from_phrase" integer;--> statement-breakpoint
ALTER TABLE "session_memos" ADD COLUMN "linked_to_phrase" integer;--> statement-breakpoint
ALTER TABLE "session_memos" ADD CONSTRAINT "session_memos_linked_span_check" CHECK (("session_memos"."linked_from_phrase" IS NULL AND "session_memos"."linked_to_phrase" IS NULL) OR ("session_memos"."linked_from_phrase" >= 1 AND "session_memos"."linked_from_phrase" <= "session_memos"."linked_to_phrase"));
