-- Reporting lines (docs/decisions/036): a person's manager in a company, per employment.
ALTER TABLE "employments" ADD COLUMN "manager_user_id" uuid;--> statement-breakpoint
-- The manager is another employment of the same company: the key is (company_id, manager_user_id).
-- Written by hand: drizzle's "set null" would null company_id too (not null, so every removal of a
-- manager from the company would fail); PostgreSQL 15+ (and PGlite) null only the column named.
ALTER TABLE "employments" ADD CONSTRAINT "employments_manager_fk" FOREIGN KEY ("company_id","manager_user_id") REFERENCES "public"."employments"("company_id","user_id") ON DELETE SET NULL ("manager_user_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employments_manager_idx" ON "employments" USING btree ("company_id","manager_user_id");--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_manager_not_self" CHECK ("employments"."manager_user_id" <> "employments"."user_id");
