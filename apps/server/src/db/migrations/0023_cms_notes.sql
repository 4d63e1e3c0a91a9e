CREATE TABLE "cms_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cms_id" uuid NOT NULL,
	"thread_id" uuid,
	"section" text DEFAULT '' NOT NULL,
	"anchor" jsonb,
	"quote" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"user_id" uuid,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_notes" ADD CONSTRAINT "cms_notes_cms_id_cms_items_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_notes" ADD CONSTRAINT "cms_notes_thread_id_cms_notes_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."cms_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_notes" ADD CONSTRAINT "cms_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_notes" ADD CONSTRAINT "cms_notes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_notes_item_idx" ON "cms_notes" USING btree ("cms_id","created_at");--> statement-breakpoint
CREATE INDEX "cms_notes_thread_idx" ON "cms_notes" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "cms_notes_mentions_idx" ON "cms_notes" USING gin ("mentions");