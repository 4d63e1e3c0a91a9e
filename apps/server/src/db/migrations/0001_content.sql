CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"image_id" uuid,
	"seo" jsonb DEFAULT '{"title":"","description":"","metaTags":[]}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_categories" (
	"cms_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "cms_categories_cms_id_category_id_pk" PRIMARY KEY("cms_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "cms_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cms_id" uuid NOT NULL,
	"user_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_title" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"publish_date" timestamp (3) with time zone,
	"seo" jsonb DEFAULT '{"title":"","description":"","metaTags":[]}'::jsonb NOT NULL,
	"canonical_url" text DEFAULT '' NOT NULL,
	"perma_link" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"inpress" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("body_text", '')), 'C')) STORED,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_categories" ADD CONSTRAINT "cms_categories_cms_id_cms_items_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_categories" ADD CONSTRAINT "cms_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_events" ADD CONSTRAINT "cms_events_cms_id_cms_items_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_image_id_assets_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cms_categories_category_idx" ON "cms_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "cms_events_cms_idx" ON "cms_events" USING btree ("cms_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_items_perma_link_key" ON "cms_items" USING btree ("perma_link");--> statement-breakpoint
CREATE INDEX "cms_items_status_created_idx" ON "cms_items" USING btree ("status","created_at","id") WHERE "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_created_idx" ON "cms_items" USING btree ("created_at","id") WHERE "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_trash_idx" ON "cms_items" USING btree ("deleted_at") WHERE "cms_items"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "cms_items_user_idx" ON "cms_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cms_items_scheduled_idx" ON "cms_items" USING btree ("publish_date") WHERE "cms_items"."status" = 'Scheduled';--> statement-breakpoint
CREATE INDEX "cms_items_search_idx" ON "cms_items" USING gin ("search");