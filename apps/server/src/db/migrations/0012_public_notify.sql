-- What the public site reads is kept in memory by every server process (modules/public). Any
-- write that can change it announces itself on the channel 'masthead_public', once per
-- statement, and every listening process drops what it kept.
CREATE FUNCTION "masthead_notify_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masthead_public', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cms_items_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
CREATE TRIGGER "cms_categories_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
CREATE TRIGGER "layouts_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "layouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
CREATE TRIGGER "breaking_news_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breaking_news"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
--> statement-breakpoint
-- An author's name is shown on the site.
CREATE TRIGGER "users_notify_public" AFTER UPDATE OF "name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
