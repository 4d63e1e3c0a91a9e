-- The kept counts gain the type: a type's tab (Manage Blog) reads its total like a status tab does.
DELETE FROM "cms_status_counts";--> statement-breakpoint
ALTER TABLE "cms_status_counts" DROP CONSTRAINT "cms_status_counts_status_in_trash_pk";--> statement-breakpoint
ALTER TABLE "cms_status_counts" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_status_counts" ADD CONSTRAINT "cms_status_counts_status_type_in_trash_pk" PRIMARY KEY("status","type","in_trash");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "masthead_count_cms_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM cms_status_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO cms_status_counts AS c (status, type, in_trash, total)
      SELECT status, type, deleted_at IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, in_trash) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cms_status_counts AS c (status, type, in_trash, total)
      SELECT status, type, deleted_at IS NOT NULL, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, in_trash) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO cms_status_counts AS c (status, type, in_trash, total)
      SELECT status, type, in_trash, sum(delta) FROM (
        SELECT status, type, deleted_at IS NOT NULL AS in_trash, 1 AS delta FROM new_rows
        UNION ALL
        SELECT status, type, deleted_at IS NOT NULL, -1 FROM old_rows) AS changes
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, in_trash) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "cms_status_counts" ("status", "type", "in_trash", "total")
  SELECT "status", "type", "deleted_at" IS NOT NULL, count(*) FROM "cms_items" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE INDEX "cms_items_type_created_idx" ON "cms_items" USING btree ("type","created_at","id") WHERE "cms_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cms_items_type_status_created_idx" ON "cms_items" USING btree ("type","status","created_at","id") WHERE "cms_items"."deleted_at" is null;
