CREATE TABLE "friend_group_members" (
	"group_id" text NOT NULL,
	"student_id" text NOT NULL,
	"scope" text NOT NULL,
	"state" text NOT NULL,
	"invited_by" text,
	"since" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "friend_group_members_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "friend_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"wishes" jsonb NOT NULL,
	"created_at" timestamp(3) with time zone NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "placement_runs" ADD COLUMN "reasons" jsonb;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "group_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "friend_group_members" ADD CONSTRAINT "friend_group_members_group_id_friend_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."friend_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_group_members" ADD CONSTRAINT "friend_group_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_group_members_one_group" ON "friend_group_members" USING btree ("scope","student_id") WHERE "friend_group_members"."state" = 'member';--> statement-breakpoint
CREATE INDEX "friend_group_members_student" ON "friend_group_members" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "friend_groups_scope" ON "friend_groups" USING btree ("scope");