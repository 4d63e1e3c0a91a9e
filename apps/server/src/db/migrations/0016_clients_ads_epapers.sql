CREATE TABLE "advertisement_categories" (
	"advertisement_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "advertisement_categories_advertisement_id_category_id_pk" PRIMARY KEY("advertisement_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "advertisement_days" (
	"advertisement_id" uuid NOT NULL,
	"day" text NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "advertisement_days_advertisement_id_day_pk" PRIMARY KEY("advertisement_id","day")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"client_id" uuid NOT NULL,
	"start_date" timestamp (3) with time zone NOT NULL,
	"end_date" timestamp (3) with time zone NOT NULL,
	"position" text NOT NULL,
	"max_impressions" bigint NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	"mobile_image_id" uuid,
	"desktop_image_id" uuid,
	"user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "advertisements_position_check" CHECK ("advertisements"."position" in ('Top', 'Bottom', 'RightTop', 'RightBottom')),
	CONSTRAINT "advertisements_window_check" CHECK ("advertisements"."end_date" > "advertisements"."start_date"),
	CONSTRAINT "advertisements_counters_check" CHECK ("advertisements"."views" >= 0 and "advertisements"."clicks" >= 0 and "advertisements"."reserved" >= 0 and "advertisements"."max_impressions" >= 1)
);
--> statement-breakpoint
CREATE TABLE "asset_pages" (
	"asset_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "asset_pages_asset_id_number_pk" PRIMARY KEY("asset_id","number")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "epapers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"seo" jsonb DEFAULT '{"title":"","description":"","metaTags":[]}'::jsonb NOT NULL,
	"file_id" uuid,
	"page_count" integer DEFAULT 0 NOT NULL,
	"page_text" text DEFAULT '' NOT NULL,
	"publish_date" timestamp (3) with time zone,
	"user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("page_text", '')), 'C')) STORED,
	CONSTRAINT "epapers_status_check" CHECK ("epapers"."status" in ('Draft', 'Need Review', 'Scheduled', 'Published'))
);
--> statement-breakpoint
ALTER TABLE "advertisement_categories" ADD CONSTRAINT "advertisement_categories_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_categories" ADD CONSTRAINT "advertisement_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_days" ADD CONSTRAINT "advertisement_days_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_mobile_image_id_assets_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_desktop_image_id_assets_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_pages" ADD CONSTRAINT "asset_pages_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epapers" ADD CONSTRAINT "epapers_file_id_assets_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epapers" ADD CONSTRAINT "epapers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epapers" ADD CONSTRAINT "epapers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_categories_category_idx" ON "advertisement_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "advertisements_created_idx" ON "advertisements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "advertisements_client_idx" ON "advertisements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "advertisements_window_idx" ON "advertisements" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree (lower("email")) WHERE "clients"."email" <> '';--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "epapers_slug_idx" ON "epapers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "epapers_created_idx" ON "epapers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "epapers_listed_idx" ON "epapers" USING btree (coalesce("publish_date", "created_at") desc,"id" desc) WHERE "epapers"."status" in ('Published', 'Scheduled');--> statement-breakpoint
CREATE INDEX "epapers_scheduled_idx" ON "epapers" USING btree ("publish_date") WHERE "epapers"."status" = 'Scheduled';--> statement-breakpoint
CREATE INDEX "epapers_search_idx" ON "epapers" USING gin ("search");--> statement-breakpoint
-- Advertisement positions travel as SPEC §3 spells them (RightTop, RightBottom), in home sections too.
UPDATE "layouts" SET "body" = jsonb_set("body", '{sections}', (
  SELECT coalesce(jsonb_agg(CASE s->>'position'
      WHEN 'Right Top' THEN jsonb_set(s, '{position}', '"RightTop"')
      WHEN 'Right Bottom' THEN jsonb_set(s, '{position}', '"RightBottom"')
      ELSE s END ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("body"->'sections') WITH ORDINALITY AS e(s, n)))
WHERE jsonb_typeof("body"->'sections') = 'array';
--> statement-breakpoint
DELETE FROM "layout_previews";
--> statement-breakpoint
-- The public site reads published e-papers (ADR 0012: every table it shows announces its writes).
CREATE TRIGGER "epapers_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "epapers"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
-- Every serving process keeps the running advertisements in memory (ADR 0013); an edit, not a
-- counter flush, tells them to read them again.
CREATE FUNCTION "masthead_notify_ads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masthead_ads', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "advertisements_notify_ads" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "title", "url", "client_id", "start_date", "end_date", "position", "max_impressions", "is_featured",
  "mobile_image_id", "desktop_image_id" ON "advertisements"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_ads"();
--> statement-breakpoint
CREATE TRIGGER "advertisement_categories_notify_ads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advertisement_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_ads"();
