CREATE TABLE "development_choices" (
	"assessment_id" uuid NOT NULL,
	"competency_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_choices_assessment_id_competency_id_pk" PRIMARY KEY("assessment_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "report_print_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"partial" boolean DEFAULT false NOT NULL,
	"input" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"generated_by" uuid,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_snapshots_version_uq" UNIQUE("assessment_id","version")
);
--> statement-breakpoint
ALTER TABLE "development_choices" ADD CONSTRAINT "development_choices_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_choices" ADD CONSTRAINT "development_choices_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_print_tokens" ADD CONSTRAINT "report_print_tokens_snapshot_id_report_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."report_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_snapshots_assessment_idx" ON "report_snapshots" USING btree ("assessment_id");