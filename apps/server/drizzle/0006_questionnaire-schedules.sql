CREATE TABLE "questionnaire_deliveries" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_deliveries_user_id_kind_stage_pk" PRIMARY KEY("user_id","kind","stage")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_schedules" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mode" text NOT NULL,
	"day_in_study" smallint,
	"on_date" date,
	"local_minutes" smallint NOT NULL,
	"remind_after_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_schedules_when_check" CHECK (("questionnaire_schedules"."mode" = 'day' AND "questionnaire_schedules"."day_in_study" >= 0 AND "questionnaire_schedules"."on_date" IS NULL)
        OR ("questionnaire_schedules"."mode" = 'date' AND "questionnaire_schedules"."on_date" IS NOT NULL AND "questionnaire_schedules"."day_in_study" IS NULL)),
	CONSTRAINT "questionnaire_schedules_numbers_check" CHECK ("questionnaire_schedules"."local_minutes" BETWEEN 0 AND 1439 AND "questionnaire_schedules"."remind_after_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_deliveries" ADD CONSTRAINT "questionnaire_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_deliveries_kind_idx" ON "questionnaire_deliveries" USING btree ("kind","stage");