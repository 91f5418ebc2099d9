ALTER TABLE "profiles" ADD COLUMN "mail_placement" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mail_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "remind_days_before" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "reminded_at" timestamp(3) with time zone;