CREATE TABLE "analytics_report_mails" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "analytics_report_mails" ADD CONSTRAINT "analytics_report_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;