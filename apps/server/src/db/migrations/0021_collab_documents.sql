CREATE TABLE "collab_documents" (
	"name" text PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
