ALTER TABLE "reservations" ADD COLUMN "departure_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "return_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "goes_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promotional_percent_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "additionals" jsonb;