-- The placeholder tour_bookings (never written) gives way to the sale's bookings and their items (decision 054).
DROP TABLE "tour_bookings" CASCADE;--> statement-breakpoint
CREATE TABLE "tour_booking_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_booking_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"date" date NOT NULL,
	"adult" integer NOT NULL,
	"minor" integer NOT NULL,
	"inapam" integer NOT NULL,
	"infant" integer NOT NULL,
	"places" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	CONSTRAINT "tour_booking_items_position" UNIQUE("booking_id","position"),
	CONSTRAINT "tour_booking_items_places" CHECK ("tour_booking_items"."places" = "tour_booking_items"."adult" + "tour_booking_items"."minor" + "tour_booking_items"."inapam" + "tour_booking_items"."infant")
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"code" text,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_cell_phone" text,
	"terms_accepted" boolean,
	"session_expires_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payment_number" integer DEFAULT 0 NOT NULL,
	"payment_key" text,
	"payment_type" text,
	"payment_status" "payment_status",
	"decline_reason" text,
	"challenge_id" text,
	"charge_id" text,
	"card_last4" text,
	"store_reference" text,
	"store_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"ticket_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tour_bookings_code_unique" UNIQUE("code"),
	CONSTRAINT "tour_bookings_status" CHECK ("tour_bookings"."status" in ('open', 'held', 'ordered', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "tour_booking_items" ADD CONSTRAINT "tour_booking_items_booking_id_tour_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_items" ADD CONSTRAINT "tour_booking_items_product_id_tour_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."tour_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_booking_items" ADD CONSTRAINT "tour_booking_items_timeslot_id_tour_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."tour_timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_booking_items_timeslot" ON "tour_booking_items" USING btree ("timeslot_id");