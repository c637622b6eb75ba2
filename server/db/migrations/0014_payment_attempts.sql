CREATE TABLE "payment_attempts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"reservation_id" integer,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"challenge_id" text,
	"charge_id" text,
	"decline_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
