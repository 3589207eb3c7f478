CREATE TABLE "round_report_archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_by" uuid,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "round_report_archives_kind" CHECK ("round_report_archives"."kind" in ('short', 'complete')),
	CONSTRAINT "round_report_archives_language" CHECK ("round_report_archives"."language" in ('fa', 'en')),
	CONSTRAINT "round_report_archives_status" CHECK ("round_report_archives"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "round_report_archives" ADD CONSTRAINT "round_report_archives_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_report_archives" ADD CONSTRAINT "round_report_archives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_report_archives" ADD CONSTRAINT "round_report_archives_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_report_archives_round_idx" ON "round_report_archives" USING btree ("round_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "round_report_archives_one_running" ON "round_report_archives" USING btree ("round_id","requested_by","kind","language") WHERE "round_report_archives"."status" in ('queued', 'running');