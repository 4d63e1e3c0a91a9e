CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"old_url" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"status" text DEFAULT 'Enable' NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "redirects_status_code_check" CHECK ("redirects"."status_code" in (301, 302, 307, 308)),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in ('Enable', 'Disable'))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_old_url_idx" ON "redirects" USING btree ("old_url");--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at","id");--> statement-breakpoint
-- Every serving process keeps the redirects in memory; an edit (not a hit count) tells them to read them again.
CREATE FUNCTION "masthead_notify_redirects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('masthead_redirects', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "redirects_notify" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "old_url", "redirect_url", "status_code", "status" ON "redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_redirects"();
