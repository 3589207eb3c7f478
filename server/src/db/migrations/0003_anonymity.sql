-- Method §2 (revised): bring existing rows inside the new rules before the constraints hold them there.
UPDATE "assessment_templates" SET "min_group_size" = 3 WHERE "min_group_size" < 3;--> statement-breakpoint
UPDATE "assessments" SET "min_group_size" = 3 WHERE "min_group_size" < 3;--> statement-breakpoint
UPDATE "assessor_types" SET "weight" = LEAST(GREATEST("weight", 0.5), 3) WHERE "weight" NOT BETWEEN 0.5 AND 3;--> statement-breakpoint
UPDATE "assessors" SET "weight" = LEAST(GREATEST("weight", 0.5), 3) WHERE "weight" NOT BETWEEN 0.5 AND 3;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD COLUMN "released_by" uuid;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_templates" ADD CONSTRAINT "assessment_templates_min_group_size" CHECK ("assessment_templates"."min_group_size" >= 3);--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_min_group_size" CHECK ("assessments"."min_group_size" is null or "assessments"."min_group_size" >= 3);--> statement-breakpoint
ALTER TABLE "assessor_types" ADD CONSTRAINT "assessor_types_weight_range" CHECK ("assessor_types"."weight" between 0.5 and 3);--> statement-breakpoint
ALTER TABLE "assessors" ADD CONSTRAINT "assessors_weight_range" CHECK ("assessors"."weight" between 0.5 and 3);--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_partial_never_released" CHECK (not ("report_snapshots"."partial" and "report_snapshots"."released_at" is not null));--> statement-breakpoint
-- What the assessed person read until now was the latest version; from now on only a released one:
-- release the latest complete version of each assessment (partial ones stay for admins only).
UPDATE "report_snapshots" s SET "released_at" = s."generated_at"
WHERE NOT s."partial" AND s."version" = (SELECT max(v."version") FROM "report_snapshots" v WHERE v."assessment_id" = s."assessment_id" AND NOT v."partial");
