ALTER TABLE "placement_runs" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "draw_seed" bigint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "draw_nonce" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "draw_committed_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "draw_revealed_at" timestamp(3) with time zone;