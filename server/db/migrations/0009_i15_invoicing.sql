CREATE TABLE "invoice_receivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_receivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfc" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"cfdi_use" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "serie" text DEFAULT 'WEB' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lang" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pac" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_receivers_rfc_email_idx" ON "invoice_receivers" USING btree ("rfc","email");--> statement-breakpoint
CREATE INDEX "invoice_receivers_phone_idx" ON "invoice_receivers" USING btree ("phone");