CREATE TABLE "consent_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" integer,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "consent_documents_published_has_version" CHECK (("consent_documents"."version" IS NULL) = ("consent_documents"."published_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "consent_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"withdrawal_data" text DEFAULT 'keep' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_settings_one_row" CHECK ("consent_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "consent_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"text_sha256" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_withdrawals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"version" integer,
	"data_erased" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_document_id_consent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consent_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_version_key" ON "consent_documents" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_one_draft" ON "consent_documents" USING btree (("published_at" IS NULL)) WHERE "consent_documents"."published_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_signatures_once" ON "consent_signatures" USING btree ("user_id","document_id");--> statement-breakpoint
CREATE INDEX "consent_signatures_user_idx" ON "consent_signatures" USING btree ("user_id","signed_at");--> statement-breakpoint
-- A published consent version never changes (decision 082): the text participants signed stays
-- what it was, whoever connects, the table's owner included. Drafts may change and be removed.
CREATE FUNCTION "consent_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    RAISE EXCEPTION 'consent_documents: published versions cannot change (TRUNCATE refused)'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD."published_at" IS NOT NULL THEN
    RAISE EXCEPTION 'consent_documents: version % is published and cannot change', OLD."version"
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_documents_published_fixed" BEFORE UPDATE OR DELETE ON "consent_documents"
  FOR EACH ROW EXECUTE FUNCTION "consent_documents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "consent_documents_no_truncate" BEFORE TRUNCATE ON "consent_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "consent_documents_refuse_change"();
