CREATE TABLE "drawn_documents" (
	"digest" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "drawn_documents_drawn_at_idx" ON "drawn_documents" USING btree ("drawn_at");