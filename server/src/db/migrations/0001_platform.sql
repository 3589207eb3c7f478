CREATE TYPE "public"."import_job_status" AS ENUM('queued', 'validating', 'importing', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."structure_kind" AS ENUM('department', 'structure', 'position', 'jobTitle', 'managementLevel');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('employee', 'manager', 'contractor', 'intern');--> statement-breakpoint
CREATE TYPE "public"."assessment_status" AS ENUM('draft', 'new', 'selfInProgress', 'selfFinished', 'needSetAssessor', 'pendingConfirmation', 'waiting', 'collecting', 'finished');--> statement-breakpoint
CREATE TYPE "public"."assessor_confirmation" AS ENUM('pending', 'confirmed', 'disapproved');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('notSent', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."nominated_by" AS ENUM('participant', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."assessor_progress" AS ENUM('notStarted', 'inProgress', 'finished');--> statement-breakpoint
CREATE TYPE "public"."rater_group" AS ENUM('self', 'manager', 'peer', 'subordinate', 'external');--> statement-breakpoint
CREATE TYPE "public"."attachment_send_status" AS ENUM('pending', 'sent', 'logged', 'failed');--> statement-breakpoint
CREATE TABLE "employments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"personnel_code" text,
	"user_type" "user_type" DEFAULT 'employee' NOT NULL,
	"department_id" uuid,
	"position_id" uuid,
	"job_title_id" uuid,
	"management_level_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employments_company_user_uq" UNIQUE("company_id","user_id"),
	CONSTRAINT "employments_company_personnel_code_uq" UNIQUE("company_id","personnel_code")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"status" "import_job_status" DEFAULT 'queued' NOT NULL,
	"duplicate_mode" text NOT NULL,
	"language" text DEFAULT 'fa' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_key" text,
	"error_file_key" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "structure_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "structure_kind" NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "structure_items_title_uq" UNIQUE("company_id","kind","title")
);
--> statement-breakpoint
CREATE TABLE "assessment_cards" (
	"assessment_id" uuid NOT NULL,
	"competency_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "assessment_cards_assessment_id_competency_id_pk" PRIMARY KEY("assessment_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"pile_max_best" integer,
	"pile_max_mostly" integer,
	"pile_max_least" integer,
	"estimated_minutes" integer DEFAULT 20 NOT NULL,
	"min_group_size" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"target_user_id" uuid NOT NULL,
	"template_id" uuid,
	"status" "assessment_status" DEFAULT 'draft' NOT NULL,
	"user_may_see_report" boolean DEFAULT false NOT NULL,
	"needs_assessor_confirmation" boolean DEFAULT true NOT NULL,
	"user_may_add_external" boolean DEFAULT false NOT NULL,
	"include_assessor_type_settings" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"finishes_on" date,
	"pile_max_best" integer,
	"pile_max_mostly" integer,
	"pile_max_least" integer,
	"estimated_minutes" integer,
	"min_group_size" integer,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessor_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"rater_group" "rater_group" NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"min_count" integer DEFAULT 0 NOT NULL,
	"max_count" integer DEFAULT 5 NOT NULL,
	"allow_outside_company" boolean DEFAULT false NOT NULL,
	"needs_confirmation" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessor_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "assessors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"user_id" uuid,
	"external_name" text,
	"external_email" text,
	"external_mobile" text,
	"assessor_type_id" uuid,
	"rater_group" "rater_group" NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"confirmation" "assessor_confirmation" DEFAULT 'pending' NOT NULL,
	"progress" "assessor_progress" DEFAULT 'notStarted' NOT NULL,
	"nominated_by" "nominated_by" NOT NULL,
	"invitation_language" "language" DEFAULT 'fa' NOT NULL,
	"invitation_status" "invitation_status" DEFAULT 'notSent' NOT NULL,
	"invitation_error" text,
	"invited_at" timestamp with time zone,
	"link_token_hash" text,
	"link_revoked_at" timestamp with time zone,
	"placements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_version" integer DEFAULT 0 NOT NULL,
	"recorded_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessors_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "assessors_assessment_user_uq" UNIQUE("assessment_id","user_id"),
	CONSTRAINT "assessors_person" CHECK (("assessors"."user_id" is not null) <> ("assessors"."external_email" is not null))
);
--> statement-breakpoint
CREATE TABLE "competencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"skilled_definition" text NOT NULL,
	"skilled_definition_en" text,
	"unskilled_definition" text NOT NULL,
	"unskilled_definition_en" text,
	"overused_definition" text NOT NULL,
	"overused_definition_en" text,
	"difficulty_id" uuid NOT NULL,
	"factor_id" uuid NOT NULL,
	"score" double precision DEFAULT 1 NOT NULL,
	"min_score" double precision DEFAULT 1.67 NOT NULL,
	"max_score" double precision DEFAULT 2.33 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencies_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "competency_compensators" (
	"competency_id" uuid NOT NULL,
	"compensator_id" uuid NOT NULL,
	CONSTRAINT "competency_compensators_competency_id_compensator_id_pk" PRIMARY KEY("competency_id","compensator_id"),
	CONSTRAINT "competency_compensators_not_self" CHECK ("competency_compensators"."competency_id" <> "competency_compensators"."compensator_id")
);
--> statement-breakpoint
CREATE TABLE "critiques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"assessor_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "difficulties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"is_hard" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "difficulties_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"min_score" double precision DEFAULT 1.67 NOT NULL,
	"max_score" double precision DEFAULT 2.33 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factors_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "template_competencies" (
	"template_id" uuid NOT NULL,
	"competency_id" uuid NOT NULL,
	CONSTRAINT "template_competencies_template_id_competency_id_pk" PRIMARY KEY("template_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "template_factors" (
	"template_id" uuid NOT NULL,
	"factor_id" uuid NOT NULL,
	CONSTRAINT "template_factors_template_id_factor_id_pk" PRIMARY KEY("template_id","factor_id")
);
--> statement-breakpoint
CREATE TABLE "template_positions" (
	"template_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	CONSTRAINT "template_positions_template_id_position_id_pk" PRIMARY KEY("template_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "template_structures" (
	"template_id" uuid NOT NULL,
	"structure_id" uuid NOT NULL,
	CONSTRAINT "template_structures_template_id_structure_id_pk" PRIMARY KEY("template_id","structure_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"language" "language" NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_contents" (
	"page_key" text NOT NULL,
	"language" "language" NOT NULL,
	"page_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_contents_pk" PRIMARY KEY("page_key","language")
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"logo_fa_key" text,
	"logo_en_key" text,
	"page_keys" text[] DEFAULT '{"home"}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_backlinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "article_tags_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "article_views_pk" PRIMARY KEY("article_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"language" "language" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category_id" uuid NOT NULL,
	"cover_key" text,
	"cover_small_key" text,
	"share_image_key" text,
	"cover_alt" text,
	"publish_date" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "attachment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"article_id" uuid,
	"attachment_id" uuid,
	"article_title" text NOT NULL,
	"file_name" text NOT NULL,
	"fullname" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"send_status" "attachment_send_status" DEFAULT 'pending' NOT NULL,
	"send_error" text,
	"sent_at" timestamp with time zone,
	"outbox_id" uuid
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fullname" text NOT NULL,
	"phone_number" text NOT NULL,
	"position" text NOT NULL,
	"email" text NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "product_demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product" text NOT NULL,
	"fullname" text NOT NULL,
	"company_name" text NOT NULL,
	"position" text,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"team_size" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "service_demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service" text NOT NULL,
	"fullname" text NOT NULL,
	"company_name" text NOT NULL,
	"position" text,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"team_size" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"survey_key" text DEFAULT 'survey' NOT NULL,
	"answers" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"fullname" text,
	"company_name" text,
	"email" text,
	"phone_number" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_department_id_structure_items_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_position_id_structure_items_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_job_title_id_structure_items_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_management_level_id_structure_items_id_fk" FOREIGN KEY ("management_level_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_items" ADD CONSTRAINT "structure_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_cards" ADD CONSTRAINT "assessment_cards_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_cards" ADD CONSTRAINT "assessment_cards_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_templates" ADD CONSTRAINT "assessment_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessors" ADD CONSTRAINT "assessors_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessors" ADD CONSTRAINT "assessors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessors" ADD CONSTRAINT "assessors_assessor_type_id_assessor_types_id_fk" FOREIGN KEY ("assessor_type_id") REFERENCES "public"."assessor_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_difficulty_id_difficulties_id_fk" FOREIGN KEY ("difficulty_id") REFERENCES "public"."difficulties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_factor_id_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_compensators" ADD CONSTRAINT "competency_compensators_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_compensators" ADD CONSTRAINT "competency_compensators_compensator_id_competencies_id_fk" FOREIGN KEY ("compensator_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critiques" ADD CONSTRAINT "critiques_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critiques" ADD CONSTRAINT "critiques_assessor_id_assessors_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."assessors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_competencies" ADD CONSTRAINT "template_competencies_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_competencies" ADD CONSTRAINT "template_competencies_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_factors" ADD CONSTRAINT "template_factors_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_factors" ADD CONSTRAINT "template_factors_factor_id_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."factors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_positions" ADD CONSTRAINT "template_positions_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_positions" ADD CONSTRAINT "template_positions_position_id_structure_items_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_structures" ADD CONSTRAINT "template_structures_template_id_assessment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assessment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_structures" ADD CONSTRAINT "template_structures_structure_id_structure_items_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_attachments" ADD CONSTRAINT "article_attachments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_backlinks" ADD CONSTRAINT "article_backlinks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_attachment_id_article_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."article_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employments_user_idx" ON "employments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employments_department_idx" ON "employments" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employments_position_idx" ON "employments" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "employments_job_title_idx" ON "employments" USING btree ("job_title_id");--> statement-breakpoint
CREATE INDEX "employments_management_level_idx" ON "employments" USING btree ("management_level_id");--> statement-breakpoint
CREATE INDEX "import_jobs_company_idx" ON "import_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "structure_items_list_idx" ON "structure_items" USING btree ("company_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "assessment_templates_company_idx" ON "assessment_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "assessments_company_status_idx" ON "assessments" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "assessments_target_idx" ON "assessments" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "assessments_template_idx" ON "assessments" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "assessors_assessment_idx" ON "assessors" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "assessors_user_idx" ON "assessors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competencies_factor_idx" ON "competencies" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "competency_compensators_reverse_idx" ON "competency_compensators" USING btree ("compensator_id");--> statement-breakpoint
CREATE INDEX "critiques_assessment_idx" ON "critiques" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "template_competencies_item_idx" ON "template_competencies" USING btree ("competency_id");--> statement-breakpoint
CREATE INDEX "template_factors_item_idx" ON "template_factors" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "template_positions_item_idx" ON "template_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "template_structures_item_idx" ON "template_structures" USING btree ("structure_id");--> statement-breakpoint
CREATE INDEX "faqs_page_idx" ON "faqs" USING btree ("page_key","language","sort_order");--> statement-breakpoint
CREATE INDEX "article_attachments_article_idx" ON "article_attachments" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_backlinks_article_idx" ON "article_backlinks" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_uq" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("language","publish_date" DESC NULLS LAST) WHERE "articles"."is_published" and "articles"."is_visible";--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "attachment_requests_created_idx" ON "attachment_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_demo_requests_created_idx" ON "product_demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_demo_requests_created_idx" ON "service_demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "survey_responses_created_idx" ON "survey_responses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personnel_code";