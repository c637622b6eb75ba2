ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "challenge_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seats" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "leg" text DEFAULT 'departure' NOT NULL;