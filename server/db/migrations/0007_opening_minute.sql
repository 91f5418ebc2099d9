CREATE TABLE "data_versions" (
	"scope" text NOT NULL,
	"stripe" integer NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_scope_stripe_pk" PRIMARY KEY("scope","stripe")
);
--> statement-breakpoint
CREATE TABLE "fair_start_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"student_id" text NOT NULL,
	"excursion_id" text NOT NULL,
	"preference" integer NOT NULL,
	"arrived_at" timestamp(3) with time zone NOT NULL,
	"handled_at" timestamp(3) with time zone,
	"result" text,
	"subscription_id" text
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "fair_start_seconds" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "fair_start_seed" bigint;--> statement-breakpoint
ALTER TABLE "fair_start_queue" ADD CONSTRAINT "fair_start_queue_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_start_queue_scope" ON "fair_start_queue" USING btree ("scope","id");--> statement-breakpoint
-- Each list's counter starts at a random value: a database made anew (db:reset) never repeats
-- an ETag a browser still holds.
INSERT INTO "data_versions" ("scope", "stripe", "version") VALUES
	('excursions', 0, floor(random() * 1000000000)::bigint),
	('subscriptions', 0, floor(random() * 1000000000)::bigint);
