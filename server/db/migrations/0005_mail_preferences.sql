ALTER TABLE "profiles" ADD COLUMN "mail_placement" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mail_reminders" boolean DEFAULT true NOT NULL;