CREATE TABLE "session_beats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_beats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"history_id" integer NOT NULL,
	"source" text NOT NULL,
	"breath_bpm" double precision NOT NULL,
	"beat_ms" integer[] NOT NULL,
	"rr_ms" integer[] NOT NULL,
	"beats" integer NOT NULL,
	"corrected" integer NOT NULL,
	"quality_percent" double precision NOT NULL,
	"mean_swing_bpm" double precision,
	"lf_power_ms2" double precision,
	"rmssd_ms" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_beats_historyId_unique" UNIQUE("history_id")
);
--> statement-breakpoint
ALTER TABLE "session_beats" ADD CONSTRAINT "session_beats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_beats" ADD CONSTRAINT "session_beats_history_id_exercise_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."exercise_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_beats_user_idx" ON "session_beats" USING btree ("user_id");