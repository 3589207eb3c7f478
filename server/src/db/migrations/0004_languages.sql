ALTER TABLE "users" ADD COLUMN "first_name_en" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_id_articles_id_fk" FOREIGN KEY ("translation_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_uq" ON "articles" USING btree ("translation_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_english_name_both" CHECK (("users"."first_name_en" is null) = ("users"."last_name_en" is null));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_not_self" CHECK ("articles"."translation_id" <> "articles"."id");