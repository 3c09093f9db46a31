-- A study's consent and randomisation settings are a row of its own (issue 33, decision 108):
-- the one-row id goes (its primary key and check with it) and the study becomes the key. The
-- first study's row, if it has one, stays as it is; another study's is made on its first save.
ALTER TABLE "consent_settings" DROP CONSTRAINT "consent_settings_one_row";--> statement-breakpoint
ALTER TABLE "consent_settings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "consent_settings" DROP CONSTRAINT "consent_settings_studyId_unique";--> statement-breakpoint
ALTER TABLE "consent_settings" ADD PRIMARY KEY ("study_id");--> statement-breakpoint
ALTER TABLE "consent_settings" ALTER COLUMN "study_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "randomisation_settings" DROP CONSTRAINT "randomisation_settings_one_row";--> statement-breakpoint
ALTER TABLE "randomisation_settings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "randomisation_settings" DROP CONSTRAINT "randomisation_settings_studyId_unique";--> statement-breakpoint
ALTER TABLE "randomisation_settings" ADD PRIMARY KEY ("study_id");--> statement-breakpoint
ALTER TABLE "randomisation_settings" ALTER COLUMN "study_id" DROP DEFAULT;
