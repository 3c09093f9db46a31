CREATE TABLE "idempotent_replies" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"call_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotent_replies_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotent_replies" ADD CONSTRAINT "idempotent_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_replies_created_at_idx" ON "idempotent_replies" USING btree ("created_at");