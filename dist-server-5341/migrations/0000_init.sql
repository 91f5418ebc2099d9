CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp(3) with time zone NOT NULL,
	"actor_id" text,
	"actor_login" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text,
	"before" jsonb,
	"after" jsonb,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "excursions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"hours" integer NOT NULL,
	"datetime" text NOT NULL,
	"description" text,
	"location" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"last_name_prefix" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"login_id" text DEFAULT '' NOT NULL,
	"accept_privacy_policy" boolean DEFAULT false NOT NULL,
	"accept_reis_terms" boolean DEFAULT false NOT NULL,
	"accept_activity_terms" boolean DEFAULT false NOT NULL,
	"accept_keuzedelen_terms" boolean DEFAULT false NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"bday" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT '' NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"document_issue_date" text DEFAULT '' NOT NULL,
	"document_validity_date" text DEFAULT '' NOT NULL,
	"document_country" text DEFAULT '' NOT NULL,
	"document_first_name" text DEFAULT '' NOT NULL,
	"document_surname" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"hours" integer
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"excursion_id" text NOT NULL,
	"student_id" text NOT NULL,
	"scope" text NOT NULL,
	"preference" integer NOT NULL,
	"timestamp" timestamp(3) with time zone NOT NULL,
	"payed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_content" (
	"name" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_excursion_id_excursions_id_fk" FOREIGN KEY ("excursion_id") REFERENCES "public"."excursions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "excursions_scope" ON "excursions" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "login_failures_login_id" ON "login_failures" USING btree ("login_id","at");--> statement-breakpoint
CREATE INDEX "login_failures_address" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_id_unique" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_email_lower" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_number_unique" ON "profiles" USING btree ("number") WHERE "profiles"."number" <> '';--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_student_excursion_unique" ON "subscriptions" USING btree ("student_id","excursion_id");--> statement-breakpoint
CREATE INDEX "subscriptions_excursion_id" ON "subscriptions" USING btree ("excursion_id");--> statement-breakpoint
CREATE INDEX "subscriptions_student_scope" ON "subscriptions" USING btree ("student_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_unique" ON "users" USING btree (lower("login_id"));--> statement-breakpoint
-- By hand (drizzle-kit cannot declare it): a student's ranks are unique per scope, checked at
-- commit, so a swap of two ranks inside one transaction passes.
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_scope_preference_unique" UNIQUE ("student_id", "scope", "preference") DEFERRABLE INITIALLY DEFERRED;
