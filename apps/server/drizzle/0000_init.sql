CREATE TABLE "access_code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"access_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"use_limit" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"cohort_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "durations" (
	"id" integer PRIMARY KEY NOT NULL,
	"minute" smallint NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "durations_minute_unique" UNIQUE("minute")
);
--> statement-breakpoint
CREATE TABLE "experience_metas" (
	"id" integer PRIMARY KEY NOT NULL,
	"goal_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"narration_id" integer NOT NULL,
	"theme_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"video_url" text,
	"rating" jsonb
);
--> statement-breakpoint
CREATE TABLE "narrations" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"style" text NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"pacer_theme" text NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" integer PRIMARY KEY NOT NULL,
	"experience_meta_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"language_id" smallint,
	"titles" jsonb NOT NULL,
	"breathing_pace" real,
	"inhale_ratio" real DEFAULT 4 NOT NULL,
	"exhale_ratio" real DEFAULT 6 NOT NULL,
	"intro_duration" text NOT NULL,
	"exercise_duration" text NOT NULL,
	"video_url" text,
	"trailer_url" text,
	"before_questions" jsonb NOT NULL,
	"after_questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"video_views_id" integer
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "plan_whitelist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_whitelist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_price" integer NOT NULL,
	"plan_interval" text NOT NULL,
	"plan_type" smallint DEFAULT 1 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"trial_days" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"feature_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"cohort_id" integer,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_seedKey_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "exercise_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exercise_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"history_id" integer,
	"video_views_id" integer,
	"type" smallint,
	"rating" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_likes" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"is_like" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_likes_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_exercises" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_exercises_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "bot_check_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_defaults" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"experience_meta_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_survey_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_survey_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"titles" jsonb NOT NULL,
	"intros" jsonb NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"payment_gateway_transaction_id" text,
	"custom_id" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"plan_cancel_date" timestamp with time zone,
	"payment_due_date" timestamp with time zone,
	"plan_price" integer NOT NULL,
	"state_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_age" smallint NOT NULL,
	"group_type" smallint NOT NULL,
	"sort_order" smallint NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorial_videos" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint NOT NULL,
	"video_url" text,
	"illustration" text NOT NULL,
	"titles" jsonb NOT NULL,
	"captions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text,
	"device_type" smallint,
	"firebase_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'participant' NOT NULL,
	"default_language" smallint DEFAULT 1 NOT NULL,
	"age_group_id" integer,
	"gender_id" integer,
	"experience_id" integer,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"is_survey_complete" boolean DEFAULT false NOT NULL,
	"is_calibrated" boolean DEFAULT false NOT NULL,
	"average_speed" real,
	"tutorial_pending" boolean DEFAULT true NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"push_alert_status" smallint DEFAULT 1 NOT NULL,
	"device_id" text,
	"device_timezone" text,
	"phone_number" text,
	"phone_dial_code" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"last_failed_login_at" timestamp with time zone,
	"login_blocked_until" timestamp with time zone,
	"signup_access_code_id" integer,
	"presurvey_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_code_redemptions" ADD CONSTRAINT "access_code_redemptions_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_redemptions" ADD CONSTRAINT "access_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_metas" ADD CONSTRAINT "experience_metas_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_metas" ADD CONSTRAINT "experience_metas_duration_id_durations_id_fk" FOREIGN KEY ("duration_id") REFERENCES "public"."durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_metas" ADD CONSTRAINT "experience_metas_narration_id_narrations_id_fk" FOREIGN KEY ("narration_id") REFERENCES "public"."narrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_metas" ADD CONSTRAINT "experience_metas_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_experience_meta_id_experience_metas_id_fk" FOREIGN KEY ("experience_meta_id") REFERENCES "public"."experience_metas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_history" ADD CONSTRAINT "exercise_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_history" ADD CONSTRAINT "exercise_history_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_history" ADD CONSTRAINT "exercise_history_video_views_id_video_views_id_fk" FOREIGN KEY ("video_views_id") REFERENCES "public"."video_views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_whitelist" ADD CONSTRAINT "plan_whitelist_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_feedback" ADD CONSTRAINT "exercise_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_feedback" ADD CONSTRAINT "exercise_feedback_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_feedback" ADD CONSTRAINT "exercise_feedback_history_id_exercise_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."exercise_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_feedback" ADD CONSTRAINT "exercise_feedback_video_views_id_video_views_id_fk" FOREIGN KEY ("video_views_id") REFERENCES "public"."video_views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_likes" ADD CONSTRAINT "exercise_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_likes" ADD CONSTRAINT "exercise_likes_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_exercises" ADD CONSTRAINT "favorite_exercises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_exercises" ADD CONSTRAINT "favorite_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_defaults" ADD CONSTRAINT "session_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_defaults" ADD CONSTRAINT "session_defaults_experience_meta_id_experience_metas_id_fk" FOREIGN KEY ("experience_meta_id") REFERENCES "public"."experience_metas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_survey_responses" ADD CONSTRAINT "study_survey_responses_survey_id_study_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."study_surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_survey_responses" ADD CONSTRAINT "study_survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signup_access_code_id_access_codes_id_fk" FOREIGN KEY ("signup_access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_code_redemptions_once" ON "access_code_redemptions" USING btree ("access_code_id","user_id");--> statement-breakpoint
CREATE INDEX "access_code_redemptions_user_idx" ON "access_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_code_key" ON "access_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "experience_metas_design_key" ON "experience_metas" USING btree ("goal_id","duration_id","narration_id","theme_id");--> statement-breakpoint
CREATE INDEX "exercises_meta_idx" ON "exercises" USING btree ("experience_meta_id");--> statement-breakpoint
CREATE INDEX "exercise_history_user_keyset_idx" ON "exercise_history" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "exercise_history_view_idx" ON "exercise_history" USING btree ("video_views_id");--> statement-breakpoint
CREATE INDEX "video_views_user_idx" ON "video_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_whitelist_plan_email_key" ON "plan_whitelist" USING btree ("plan_id",lower("email"));--> statement-breakpoint
CREATE INDEX "plan_whitelist_email_idx" ON "plan_whitelist" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "plans_plan_id_key" ON "plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "program_items_user_due_idx" ON "program_items" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "program_items_program_due_idx" ON "program_items" USING btree ("program_id","due_date");--> statement-breakpoint
CREATE INDEX "exercise_feedback_user_exercise_idx" ON "exercise_feedback" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_feedback_history_idx" ON "exercise_feedback" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "favorite_exercises_user_created_idx" ON "favorite_exercises" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_survey_responses_once" ON "study_survey_responses" USING btree ("kind",lower("email"));--> statement-breakpoint
CREATE INDEX "study_survey_responses_user_idx" ON "study_survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_surveys_kind_version_key" ON "study_surveys" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_provider_id_key" ON "user_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));