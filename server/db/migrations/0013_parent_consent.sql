CREATE TABLE "parent_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"excursion_id" text NOT NULL,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"answered_name" text,
	"answered_at" timestamp(3) with time zone,
	"token_id" text,
	"mail_day" text DEFAULT '' NOT NULL,
	"mails_that_day" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excursions" ADD COLUMN "consent" text;--> statement-breakpoint
ALTER TABLE "parent_consents" ADD CONSTRAINT "parent_consents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_consents" ADD CONSTRAINT "parent_consents_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_consents_student_excursion_unique" ON "parent_consents" USING btree ("student_id","excursion_id");