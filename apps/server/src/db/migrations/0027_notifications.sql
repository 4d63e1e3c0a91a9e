CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" boolean DEFAULT false NOT NULL,
	"cms_id" uuid,
	"by_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('approved', 'rejected', 'published', 'mentioned'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_cms_id_cms_items_id_fk" FOREIGN KEY ("cms_id") REFERENCES "public"."cms_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The doorbell (issue 30, ADR 0029): every process hears who has something new, and when the review queue moved.
CREATE FUNCTION "masthead_notify_inbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masthead_inbox', NEW.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_notify_inbox" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "masthead_notify_inbox"();--> statement-breakpoint
CREATE FUNCTION "masthead_notify_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masthead_inbox', 'review');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cms_items_insert_notify_review" AFTER INSERT ON "cms_items"
  FOR EACH ROW WHEN (NEW.status = 'Need Review') EXECUTE FUNCTION "masthead_notify_review"();--> statement-breakpoint
CREATE TRIGGER "cms_items_update_notify_review" AFTER UPDATE ON "cms_items"
  FOR EACH ROW WHEN (
    (OLD.status = 'Need Review') IS DISTINCT FROM (NEW.status = 'Need Review')
    OR OLD.pending_revision_id IS DISTINCT FROM NEW.pending_revision_id
    OR (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at AND (NEW.status = 'Need Review' OR NEW.pending_revision_id IS NOT NULL))
  ) EXECUTE FUNCTION "masthead_notify_review"();
