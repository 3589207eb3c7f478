ALTER TABLE "employments" ADD COLUMN "structure_id" uuid;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_structure_id_structure_items_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structure_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employments_structure_idx" ON "employments" USING btree ("structure_id");