CREATE TABLE "layout_previews" (
	"token" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "layout_previews_expires_at_idx" ON "layout_previews" USING btree ("expires_at");