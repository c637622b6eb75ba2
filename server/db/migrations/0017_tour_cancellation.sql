ALTER TABLE "tour_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "refunded_cents" integer;