-- The public site's lists (home sections, category pages) read items newest published first. The
-- order key is coalesce(publish_date, created_at); an item is live once it is Published or
-- Scheduled, not in the trash, and that key has passed. cms_categories repeats both for its item,
-- so a category page is one range of one index, whatever page is asked for.
ALTER TABLE "cms_categories" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_categories" ADD COLUMN "listed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE FUNCTION "masthead_cms_category_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.status IN ('Published', 'Scheduled') AND i.deleted_at IS NULL, coalesce(i.publish_date, i.created_at)
    INTO NEW.listed, NEW.listed_at FROM cms_items i WHERE i.id = NEW.cms_id;
  NEW.listed := coalesce(NEW.listed, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cms_categories_listing" BEFORE INSERT OR UPDATE OF "cms_id" ON "cms_categories"
  FOR EACH ROW EXECUTE FUNCTION "masthead_cms_category_listing"();
--> statement-breakpoint
-- Once per statement, from the rows it changed: only the categories of items whose place moved.
CREATE FUNCTION "masthead_cms_item_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cms_categories cc
    SET listed = n.status IN ('Published', 'Scheduled') AND n.deleted_at IS NULL,
        listed_at = coalesce(n.publish_date, n.created_at)
    FROM new_rows n
    WHERE cc.cms_id = n.id
      AND (cc.listed IS DISTINCT FROM (n.status IN ('Published', 'Scheduled') AND n.deleted_at IS NULL)
        OR cc.listed_at IS DISTINCT FROM coalesce(n.publish_date, n.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cms_items_listing" AFTER UPDATE ON "cms_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "masthead_cms_item_listing"();
--> statement-breakpoint
UPDATE "cms_categories" cc
  SET "listed" = i.status IN ('Published', 'Scheduled') AND i.deleted_at IS NULL,
      "listed_at" = coalesce(i.publish_date, i.created_at)
  FROM "cms_items" i WHERE i.id = cc.cms_id;--> statement-breakpoint
CREATE INDEX "cms_categories_listed_idx" ON "cms_categories" USING btree ("category_id","listed_at" desc,"cms_id" desc) WHERE "cms_categories"."listed";--> statement-breakpoint
CREATE INDEX "cms_items_listed_idx" ON "cms_items" USING btree (coalesce("publish_date", "created_at") desc,"id" desc) WHERE "cms_items"."status" in ('Published', 'Scheduled') and "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_type_listed_idx" ON "cms_items" USING btree ("type",coalesce("publish_date", "created_at") desc,"id" desc) WHERE "cms_items"."status" in ('Published', 'Scheduled') and "cms_items"."deleted_at" is null;
