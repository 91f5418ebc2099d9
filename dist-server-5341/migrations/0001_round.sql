CREATE TABLE "placement_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"policy" text NOT NULL,
	"seed" bigint NOT NULL,
	"place_without_wishes" boolean NOT NULL,
	"pins" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"created_subscriptions" jsonb NOT NULL,
	"state_after" text NOT NULL,
	"published_at" timestamp(3) with time zone NOT NULL,
	"published_by" text,
	"undone_at" timestamp(3) with time zone
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"scope" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'first-come' NOT NULL,
	"opens_at" timestamp(3) with time zone,
	"closes_at" timestamp(3) with time zone,
	"min_wishes" integer DEFAULT 0 NOT NULL,
	"max_wishes" integer,
	"policy" text DEFAULT 'rank-maximal' NOT NULL,
	"published_run" text,
	"updated_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"excursion_id" text NOT NULL,
	"student_id" text NOT NULL,
	"joined_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "minimum" integer;--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "return_date" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "placed_via" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "placed_rank" integer;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_runs_scope" ON "placement_runs" USING btree ("scope","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_student_excursion_unique" ON "waiting_list" USING btree ("student_id","excursion_id");--> statement-breakpoint
CREATE INDEX "waiting_list_excursion" ON "waiting_list" USING btree ("excursion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_placed_unique" ON "subscriptions" USING btree ("student_id","scope") WHERE "subscriptions"."placed_via" is not null;