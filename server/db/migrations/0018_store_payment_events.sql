CREATE TABLE "store_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_order_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"order_ref" text NOT NULL,
	"outcome" text NOT NULL,
	"refund_due_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_payment_events_reference" ON "store_payment_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_order_reference_idx" ON "payments" USING btree ("order_reference");--> statement-breakpoint
CREATE INDEX "tour_bookings_store_reference" ON "tour_bookings" USING btree ("store_reference");