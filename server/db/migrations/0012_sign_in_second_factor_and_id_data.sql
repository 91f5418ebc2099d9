CREATE TABLE "id_data_retention" (
	"user_id" text PRIMARY KEY NOT NULL,
	"erase_on" timestamp(3) with time zone NOT NULL,
	"basis" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_accounts" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "school_accounts_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "second_factors" ADD COLUMN "failed_since" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "id_data_retention" ADD CONSTRAINT "id_data_retention_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_accounts" ADD CONSTRAINT "school_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_accounts_user_issuer_unique" ON "school_accounts" USING btree ("user_id","issuer");