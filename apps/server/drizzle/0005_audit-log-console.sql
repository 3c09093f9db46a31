CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"source" text NOT NULL,
	"actor_name" text,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "done_share" real DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Cohort names become unique whatever their case: a later duplicate ("arm a" after "Arm A")
-- keeps its rows and takes its id as a suffix, so nothing is lost and the index can be built.
UPDATE "cohorts" c SET "name" = c."name" || ' (' || c."id" || ')'
WHERE EXISTS (SELECT 1 FROM "cohorts" o WHERE lower(o."name") = lower(c."name") AND o."id" < c."id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_key" ON "cohorts" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_done_share_check" CHECK ("programs"."done_share" > 0 AND "programs"."done_share" <= 1);--> statement-breakpoint
-- The audit trail is append-only (decision 079): no row is changed or removed, by anyone who
-- connects as the application does, the table's owner included.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
