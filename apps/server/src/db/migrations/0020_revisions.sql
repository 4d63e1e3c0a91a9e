CREATE TABLE "cms_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cms_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"item" jsonb NOT NULL,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp (3) with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_revisions_state_check" CHECK ("cms_revisions"."state" in ('Saved', 'Pending', 'Approved', 'Rejected', 'Superseded'))
);
--> statement-breakpoint
ALTER TABLE "cms_items" ADD COLUMN "pending_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "cms_revisions" ADD CONSTRAINT "cms_revisions_cms_id_cms_items_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_revisions" ADD CONSTRAINT "cms_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_revisions" ADD CONSTRAINT "cms_revisions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_revisions_number_key" ON "cms_revisions" USING btree ("cms_id","number");--> statement-breakpoint
CREATE INDEX "cms_revisions_created_idx" ON "cms_revisions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_pending_revision_id_cms_revisions_id_fk" FOREIGN KEY ("pending_revision_id") REFERENCES "public"."cms_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_items_pending_idx" ON "cms_items" USING btree ("pending_revision_id") WHERE "cms_items"."pending_revision_id" is not null;--> statement-breakpoint
CREATE INDEX "cms_items_title_idx" ON "cms_items" USING btree ("title","id") WHERE "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_updated_idx" ON "cms_items" USING btree ("updated_at","id") WHERE "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_publish_date_idx" ON "cms_items" USING btree ("publish_date","id") WHERE "cms_items"."deleted_at" is null;