CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "menus_name_check" CHECK ("menus"."name" in ('menu-1', 'menu-2'))
);
--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_one_active_idx" ON "menus" USING btree ("name") WHERE active;--> statement-breakpoint
CREATE INDEX "menus_created_idx" ON "menus" USING btree ("created_at","id");--> statement-breakpoint
CREATE TRIGGER "menus_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
