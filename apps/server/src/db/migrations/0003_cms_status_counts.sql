CREATE TABLE "cms_status_counts" (
	"status" text NOT NULL,
	"in_trash" boolean NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_status_counts_status_in_trash_pk" PRIMARY KEY("status","in_trash")
);
--> statement-breakpoint
-- Kept by one statement-level trigger per operation, from the rows the statement changed;
-- counters are locked in (status, in_trash) order so concurrent writers cannot deadlock.
CREATE FUNCTION "masthead_count_cms_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM cms_status_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO cms_status_counts AS c (status, in_trash, total)
      SELECT status, deleted_at IS NOT NULL, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, in_trash) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cms_status_counts AS c (status, in_trash, total)
      SELECT status, deleted_at IS NOT NULL, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, in_trash) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO cms_status_counts AS c (status, in_trash, total)
      SELECT status, in_trash, sum(delta) FROM (
        SELECT status, deleted_at IS NOT NULL AS in_trash, 1 AS delta FROM new_rows
        UNION ALL
        SELECT status, deleted_at IS NOT NULL, -1 FROM old_rows) AS changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (status, in_trash) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cms_items_count_inserts" AFTER INSERT ON "cms_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "masthead_count_cms_statuses"();
--> statement-breakpoint
CREATE TRIGGER "cms_items_count_updates" AFTER UPDATE ON "cms_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "masthead_count_cms_statuses"();
--> statement-breakpoint
CREATE TRIGGER "cms_items_count_deletes" AFTER DELETE ON "cms_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "masthead_count_cms_statuses"();
--> statement-breakpoint
CREATE TRIGGER "cms_items_count_truncates" AFTER TRUNCATE ON "cms_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_count_cms_statuses"();
--> statement-breakpoint
INSERT INTO "cms_status_counts" ("status", "in_trash", "total")
  SELECT "status", "deleted_at" IS NOT NULL, count(*) FROM "cms_items" GROUP BY 1, 2;
