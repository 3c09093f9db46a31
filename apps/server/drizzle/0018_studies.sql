CREATE TABLE "studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"help_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "study_api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "study_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language_id" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "study_contacts_name_check" CHECK (length("study_contacts"."name") BETWEEN 1 AND 80)
);--> statement-breakpoint
CREATE TABLE "study_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"language_id" smallint DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "study_members" (
	"study_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_members_study_id_user_id_pk" PRIMARY KEY("study_id","user_id")
);--> statement-breakpoint
-- Today's data becomes the first study (issue 33, decision 108): id 1, recruiting as the
-- server was, its name for the owners to change.
INSERT INTO "studies" ("id", "name", "status") OVERRIDING SYSTEM VALUE VALUES (1, 'First study', 'recruiting');--> statement-breakpoint
SELECT setval('studies_id_seq', 1);--> statement-breakpoint
-- Whoever ran the console runs the first study, as its owners.
INSERT INTO "study_members" ("study_id", "user_id", "role") SELECT 1, "id", 'owner' FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "arm_allocations" DROP CONSTRAINT "arm_allocations_userId_unique";--> statement-breakpoint
DROP INDEX "cohorts_name_key";--> statement-breakpoint
DROP INDEX "consent_documents_version_key";--> statement-breakpoint
DROP INDEX "consent_documents_one_draft";--> statement-breakpoint
DROP INDEX "study_survey_responses_once";--> statement-breakpoint
DROP INDEX "study_surveys_kind_version_key";--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" DROP CONSTRAINT "questionnaire_deliveries_user_id_kind_stage_pk";--> statement-breakpoint
ALTER TABLE "allocation_table_rows" DROP CONSTRAINT "allocation_table_rows_stratum_sequence_number_pk";--> statement-breakpoint
ALTER TABLE "consent_withdrawals" DROP CONSTRAINT "consent_withdrawals_pkey";--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" DROP CONSTRAINT "questionnaire_schedules_pkey";--> statement-breakpoint
ALTER TABLE "allocation_sequences" DROP CONSTRAINT "allocation_sequences_pkey";--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "study_id" integer;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "study_id" integer;--> statement-breakpoint
ALTER TABLE "consent_documents" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_settings" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "study_id" integer;--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_sequences" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_table_rows" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "arm_allocations" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "randomisation_settings" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_arms" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_survey_responses" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_surveys" ADD COLUMN "study_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "study_id" integer;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_user_id_study_id_pk" PRIMARY KEY("user_id","study_id");--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_user_id_study_id_kind_stage_pk" PRIMARY KEY("user_id","study_id","kind","stage");--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" ADD CONSTRAINT "questionnaire_schedules_study_id_kind_pk" PRIMARY KEY("study_id","kind");--> statement-breakpoint
ALTER TABLE "allocation_sequences" ADD CONSTRAINT "allocation_sequences_study_id_stratum_pk" PRIMARY KEY("study_id","stratum");--> statement-breakpoint
ALTER TABLE "allocation_table_rows" ADD CONSTRAINT "allocation_table_rows_study_id_stratum_sequence_number_pk" PRIMARY KEY("study_id","stratum","sequence_number");--> statement-breakpoint
-- Codes the console made (in batches, or an arm's own) admit to the first study; the site's
-- own codes (the start-up banner's, SEED_ACCESS_CODES) admit to none.
UPDATE "access_codes" SET "study_id" = 1 WHERE "cohort_id" IS NOT NULL
  OR "id" IN (SELECT "access_code_id" FROM "access_code_batch_codes")
  OR "id" IN (SELECT "access_code_id" FROM "study_arms");--> statement-breakpoint
-- Programs the console made belong to the first study; the seeded demo program to none.
UPDATE "programs" SET "study_id" = 1 WHERE "seed_key" IS NULL;--> statement-breakpoint
-- The audit trail refuses every change (decision 079); only this migration fills its new
-- column, and no entry's own words change. The site's own actions belong to no study.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
UPDATE "audit_log" SET "study_id" = 1
  WHERE "action" NOT IN ('role.grant', 'role.revoke', 'second-factor.reset', 'whitelist.add', 'whitelist.remove')
    AND NOT ("action" = 'export.download' AND "target" = 'export:early-access');--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_delete";--> statement-breakpoint
ALTER TABLE "study_api_tokens" ADD CONSTRAINT "study_api_tokens_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_api_tokens" ADD CONSTRAINT "study_api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_contacts" ADD CONSTRAINT "study_contacts_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_invitations" ADD CONSTRAINT "study_invitations_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_members" ADD CONSTRAINT "study_members_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_members" ADD CONSTRAINT "study_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studies_name_key" ON "studies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "study_api_tokens_token_key" ON "study_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "study_api_tokens_study_idx" ON "study_api_tokens" USING btree ("study_id","created_at");--> statement-breakpoint
CREATE INDEX "study_api_tokens_user_idx" ON "study_api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_contacts_email_key" ON "study_contacts" USING btree ("study_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "study_invitations_token_key" ON "study_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "study_invitations_study_idx" ON "study_invitations" USING btree ("study_id","created_at");--> statement-breakpoint
CREATE INDEX "study_members_user_idx" ON "study_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD CONSTRAINT "access_code_batches_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_documents" ADD CONSTRAINT "consent_documents_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_schedules" ADD CONSTRAINT "questionnaire_schedules_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_sequences" ADD CONSTRAINT "allocation_sequences_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_table_rows" ADD CONSTRAINT "allocation_table_rows_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arm_allocations" ADD CONSTRAINT "arm_allocations_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "randomisation_settings" ADD CONSTRAINT "randomisation_settings_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_arms" ADD CONSTRAINT "study_arms_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_survey_responses" ADD CONSTRAINT "study_survey_responses_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_surveys" ADD CONSTRAINT "study_surveys_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_study_idx" ON "access_codes" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "audit_log_study_idx" ON "audit_log" USING btree ("study_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arm_allocations_once" ON "arm_allocations" USING btree ("user_id","study_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_key" ON "cohorts" USING btree ("study_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_version_key" ON "consent_documents" USING btree ("study_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_one_draft" ON "consent_documents" USING btree ("study_id") WHERE "consent_documents"."published_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "study_survey_responses_once" ON "study_survey_responses" USING btree ("study_id","kind",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "study_surveys_kind_version_key" ON "study_surveys" USING btree ("study_id","kind","version");--> statement-breakpoint
ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_studyId_unique" UNIQUE("study_id");--> statement-breakpoint
ALTER TABLE "randomisation_settings" ADD CONSTRAINT "randomisation_settings_studyId_unique" UNIQUE("study_id");
