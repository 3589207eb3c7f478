-- Rounds (issue 26, docs/decisions/038): a company's 360 programme; every assessment belongs to one.
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"template_id" uuid,
	"starts_on" date,
	"finishes_on" date,
	"user_may_see_report" boolean DEFAULT false NOT NULL,
	"needs_assessor_confirmation" boolean DEFAULT true NOT NULL,
	"user_may_add_external" boolean DEFAULT false NOT NULL,
	"include_assessor_type_settings" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessors" ADD COLUMN "reminded_on" date;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_company_created_idx" ON "rounds" USING btree ("company_id","created_at");--> statement-breakpoint
-- Written by hand: every existing assessment gets a round. Those made by one Add call (same company,
-- template, creator and created_at: one transaction) share one, titled from the template, from the
-- earliest start to the latest finish, with the settings of its first assessment.
ALTER TABLE "assessments" ADD COLUMN "round_id" uuid;--> statement-breakpoint
INSERT INTO "rounds" ("company_id", "title", "title_en", "template_id", "starts_on", "finishes_on", "user_may_see_report", "needs_assessor_confirmation", "user_may_add_external", "include_assessor_type_settings", "created_by", "created_at", "updated_at")
SELECT g."company_id",
	coalesce(t."title", 'ارزیابی ۳۶۰ درجه'),
	CASE WHEN t."id" IS NULL THEN '360-degree assessment' ELSE t."title_en" END,
	g."template_id", g."starts_on", g."finishes_on",
	g."user_may_see_report", g."needs_assessor_confirmation", g."user_may_add_external", g."include_assessor_type_settings",
	g."created_by", g."created_at", now()
FROM (
	SELECT "company_id", "template_id", "created_by", "created_at",
		min("starts_on") AS "starts_on", max("finishes_on") AS "finishes_on",
		(array_agg("user_may_see_report" ORDER BY "id"))[1] AS "user_may_see_report",
		(array_agg("needs_assessor_confirmation" ORDER BY "id"))[1] AS "needs_assessor_confirmation",
		(array_agg("user_may_add_external" ORDER BY "id"))[1] AS "user_may_add_external",
		(array_agg("include_assessor_type_settings" ORDER BY "id"))[1] AS "include_assessor_type_settings"
	FROM "assessments"
	GROUP BY "company_id", "template_id", "created_by", "created_at"
) g
LEFT JOIN "assessment_templates" t ON t."id" = g."template_id";--> statement-breakpoint
UPDATE "assessments" a SET "round_id" = r."id"
FROM "rounds" r
WHERE r."company_id" = a."company_id"
	AND r."template_id" IS NOT DISTINCT FROM a."template_id"
	AND r."created_by" IS NOT DISTINCT FROM a."created_by"
	AND r."created_at" = a."created_at";--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "round_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_round_idx" ON "assessments" USING btree ("round_id");