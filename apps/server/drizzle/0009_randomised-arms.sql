CREATE TABLE "allocation_sequences" (
	"stratum" text PRIMARY KEY NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"next_block" integer DEFAULT 0 NOT NULL,
	"next_position" integer DEFAULT 0 NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allocation_table_rows" (
	"stratum" text NOT NULL,
	"sequence_number" integer NOT NULL,
	"arm_id" integer NOT NULL,
	CONSTRAINT "allocation_table_rows_stratum_sequence_number_pk" PRIMARY KEY("stratum","sequence_number")
);
--> statement-breakpoint
CREATE TABLE "arm_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arm_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"arm_id" integer NOT NULL,
	"stratum" text NOT NULL,
	"sequence_number" integer NOT NULL,
	"block_number" integer,
	"block_position" integer,
	"access_code_id" integer,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arm_allocations_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "randomisation_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"block_sizes" integer[] NOT NULL,
	"stratify_by" text NOT NULL,
	"seed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "randomisation_settings_one_row" CHECK ("randomisation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "study_arms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_arms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cohort_id" integer NOT NULL,
	"access_code_id" integer NOT NULL,
	"plan_id" integer,
	"weight" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_arms_cohortId_unique" UNIQUE("cohort_id"),
	CONSTRAINT "study_arms_accessCodeId_unique" UNIQUE("access_code_id"),
	CONSTRAINT "study_arms_weight_check" CHECK ("study_arms"."weight" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD COLUMN "randomise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "allocation_table_rows" ADD CONSTRAINT "allocation_table_rows_arm_id_study_arms_id_fk" FOREIGN KEY ("arm_id") REFERENCES "public"."study_arms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arm_allocations" ADD CONSTRAINT "arm_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arm_allocations" ADD CONSTRAINT "arm_allocations_arm_id_study_arms_id_fk" FOREIGN KEY ("arm_id") REFERENCES "public"."study_arms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arm_allocations" ADD CONSTRAINT "arm_allocations_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_arms" ADD CONSTRAINT "study_arms_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_arms" ADD CONSTRAINT "study_arms_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_arms" ADD CONSTRAINT "study_arms_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arm_allocations_arm_idx" ON "arm_allocations" USING btree ("arm_id");