ALTER TABLE "form_submissions" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "product_demo_requests" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "service_demo_requests" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "submission_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_submission_key_idx" ON "form_submissions" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "product_demo_requests_submission_key_idx" ON "product_demo_requests" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_demo_requests_submission_key_idx" ON "service_demo_requests" USING btree ("submission_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_submission_key_idx" ON "survey_responses" USING btree ("submission_key");