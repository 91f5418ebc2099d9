ALTER TABLE "rounds" ADD COLUMN "consent_deadline" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "consent_freed_at" timestamp(3) with time zone;
