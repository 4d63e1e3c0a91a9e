CREATE TABLE "layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" jsonb DEFAULT '{"headlines":[],"topStory":[],"sections":[],"coverStory":null}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "layouts_name_check" CHECK ("layouts"."name" in ('home'))
);
--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layouts_name_idx" ON "layouts" USING btree ("name");--> statement-breakpoint
INSERT INTO "layouts" ("name") VALUES ('home');
