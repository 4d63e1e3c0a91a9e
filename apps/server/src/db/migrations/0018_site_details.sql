ALTER TABLE "site_details" ADD COLUMN "footer_logo_id" uuid;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "sitemap_id" uuid;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "robot_file_id" uuid;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "google_analytics" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "facebook_analytics" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "footer_copyright" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "facebook_profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "youtube_profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "twitter_profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "instagram_profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "linked_in_profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_details" ADD COLUMN "updated_by_id" uuid;--> statement-breakpoint
ALTER TABLE "site_details" ADD CONSTRAINT "site_details_footer_logo_id_assets_id_fk" FOREIGN KEY ("footer_logo_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_details" ADD CONSTRAINT "site_details_sitemap_id_assets_id_fk" FOREIGN KEY ("sitemap_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_details" ADD CONSTRAINT "site_details_robot_file_id_assets_id_fk" FOREIGN KEY ("robot_file_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_details" ADD CONSTRAINT "site_details_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The public site reads the settings (ADR 0012: every table it shows announces its writes).
CREATE TRIGGER "site_details_notify_public" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "masthead_notify_public"();
