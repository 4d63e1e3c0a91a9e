-- Tags stored before this check (e.g. by a bulk import) lose their NULL elements; the rest must already hold.
UPDATE "cms_items" SET "tags" = array_remove("tags", NULL) WHERE array_position("tags", NULL) IS NOT NULL;--> statement-breakpoint
ALTER TABLE "breaking_news" ADD CONSTRAINT "breaking_news_status_check" CHECK ("breaking_news"."status" in ('Enable', 'Disable'));--> statement-breakpoint
ALTER TABLE "cms_events" ADD CONSTRAINT "cms_events_to_status_check" CHECK ("cms_events"."to_status" in ('Draft', 'Pending', 'Approved', 'Need Review', 'Rejected', 'Retract', 'Scheduled', 'Published'));--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_type_check" CHECK ("cms_items"."type" in ('Article', 'Video', 'Gallery', 'Blog', 'Page'));--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_status_check" CHECK ("cms_items"."status" in ('Draft', 'Pending', 'Approved', 'Need Review', 'Rejected', 'Retract', 'Scheduled', 'Published'));--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_tags_check" CHECK (array_position("cms_items"."tags", null) is null);--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_body_check" CHECK (jsonb_typeof("cms_items"."body") = 'array');--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_gallery_check" CHECK (jsonb_typeof("cms_items"."gallery") = 'array');--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_videos_check" CHECK (jsonb_typeof("cms_items"."videos") = 'array');--> statement-breakpoint
ALTER TABLE "cms_items" ADD CONSTRAINT "cms_items_seo_check" CHECK (jsonb_typeof("cms_items"."seo") = 'object');--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_status_check" CHECK ("roles"."status" in ('Init', 'Enable', 'Disable'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_permissions_check" CHECK (jsonb_typeof("roles"."model_permissions") = 'object');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('Init', 'Enable', 'Disable'));