CREATE TYPE "public"."cell_kind" AS ENUM('seat', 'aisle', 'driver', 'wc', 'stairs');--> statement-breakpoint
CREATE TYPE "public"."loyalty_tier" AS ENUM('classic', 'gold', 'platinum');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."passenger_type" AS ENUM('adult', 'minor', 'inapam', 'infant', 'student', 'student_flex', 'teacher', 'teacher_flex');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('process', 'approved', 'order_generated', 'decline');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('cash', 'debit', 'credit', 'traveller_prepaid', 'traveller_purchased', 'traveller_loyalty', 'traveller_win', 'agencies', 'oxxo', 'openpay', 'apple_pay', 'google_pay', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."seat_position" AS ENUM('window', 'aisle');--> statement-breakpoint
CREATE TYPE "public"."service_class" AS ENUM('executive', 'first');--> statement-breakpoint
CREATE TYPE "public"."ticket_type" AS ENUM('OK', 'E-ticket', 'PEND');--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"notes" text,
	CONSTRAINT "app_versions_project_platform_version" UNIQUE("project_id","platform","version")
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slider_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image_url" text NOT NULL,
	"link_url" text,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "slider_items_key_lang" UNIQUE("key","lang")
);
--> statement-breakpoint
CREATE TABLE "bus_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"service_class" "service_class" NOT NULL,
	"rows" integer NOT NULL,
	"cols" integer NOT NULL,
	"decks" integer DEFAULT 1 NOT NULL,
	"seat_count" integer NOT NULL,
	CONSTRAINT "bus_layouts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "buses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fleet_number" text NOT NULL,
	"plate" text NOT NULL,
	"layout_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"amenities" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "buses_fleet_number_unique" UNIQUE("fleet_number"),
	CONSTRAINT "buses_plate_unique" UNIQUE("plate")
);
--> statement-breakpoint
CREATE TABLE "layout_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "layout_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"layout_id" integer NOT NULL,
	"deck" integer DEFAULT 1 NOT NULL,
	"row" integer NOT NULL,
	"col" integer NOT NULL,
	"kind" "cell_kind" NOT NULL,
	"seat_number" integer,
	"position" "seat_position",
	CONSTRAINT "layout_seats_cell" UNIQUE("layout_id","deck","row","col"),
	CONSTRAINT "layout_seats_number" UNIQUE("layout_id","seat_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"invoice_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	CONSTRAINT "invoice_payments_invoice_id_payment_id_pk" PRIMARY KEY("invoice_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"rfc" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"postal_code" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"cfdi_use" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"uuid" text,
	"total" numeric(10, 2) NOT NULL,
	"xml" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "loyalty_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"card_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"tier" "loyalty_tier" DEFAULT 'classic' NOT NULL,
	"rfc" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_members_card_number_unique" UNIQUE("card_number"),
	CONSTRAINT "loyalty_members_email_unique" UNIQUE("email"),
	CONSTRAINT "loyalty_members_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "loyalty_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "loyalty_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" numeric(12, 2) NOT NULL,
	"reservation_code" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"timetable_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"layout_id" integer NOT NULL,
	"bus_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "departures_timetable_date" UNIQUE("timetable_id","service_date")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "route_stops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"minutes_from_start" integer NOT NULL,
	CONSTRAINT "route_stops_route_seq" UNIQUE("route_id","seq"),
	CONSTRAINT "route_stops_route_terminal" UNIQUE("route_id","terminal_id")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "routes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"timezone" text DEFAULT 'America/Mexico_City' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "terminals_code_unique" UNIQUE("code"),
	CONSTRAINT "terminals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "timetables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route_id" integer NOT NULL,
	"departure_time" time NOT NULL,
	"layout_id" integer NOT NULL,
	"days_of_week" integer DEFAULT 127 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "timetables_route_time" UNIQUE("route_id","departure_time")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"payload" jsonb,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin_terminal_id" integer NOT NULL,
	"destination_terminal_id" integer NOT NULL,
	"service_class" "service_class" NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	CONSTRAINT "fares_pair_class" UNIQUE("origin_terminal_id","destination_terminal_id","service_class")
);
--> statement-breakpoint
CREATE TABLE "promotional_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotional_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"percent_off" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotional_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"type" "passenger_type" NOT NULL,
	"first_name" text,
	"last_name" text,
	"price_departure" numeric(10, 2),
	"price_return" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"type" "payment_type" NOT NULL,
	"status" "payment_status" DEFAULT 'process' NOT NULL,
	"concept" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"gateway_reference" text,
	"idempotency_key" text,
	"invoiced" boolean DEFAULT false NOT NULL,
	"refund" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"origin_terminal_id" integer NOT NULL,
	"destination_terminal_id" integer NOT NULL,
	"round_trip" boolean DEFAULT true NOT NULL,
	"departure_date" date,
	"departure_open" boolean DEFAULT false NOT NULL,
	"departure_id" integer,
	"return_date" date,
	"return_open" boolean DEFAULT true NOT NULL,
	"return_id" integer,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_cell_phone" text,
	"contact_email" text,
	"privacy_accepted" boolean DEFAULT true NOT NULL,
	"promotional_code_id" integer,
	"loyalty_member_id" integer,
	"active_reward" boolean DEFAULT false NOT NULL,
	"payment_status" "payment_status" DEFAULT 'process' NOT NULL,
	"price_departure" numeric(10, 2),
	"price_return" numeric(10, 2),
	"total" numeric(10, 2),
	"currency" text DEFAULT 'MXN' NOT NULL,
	"payment_deadline" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reservations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seat_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"departure_id" integer NOT NULL,
	"seat_number" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"passenger_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_holds_departure_seat" UNIQUE("departure_id","seat_number")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"departure_id" integer,
	"seat_number" integer,
	"type" "ticket_type" NOT NULL,
	"code" text NOT NULL,
	"pin" text,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	CONSTRAINT "tickets_code" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "adventure_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adventure_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_code" text NOT NULL,
	"tour_name" text NOT NULL,
	"tour_date" date,
	"checkout" jsonb,
	"payment_method" text,
	"order_id" text,
	"payment_status" "payment_status" DEFAULT 'process' NOT NULL,
	"total" numeric(10, 2),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_bookings_booking_code_unique" UNIQUE("booking_code")
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"shopping" jsonb NOT NULL,
	"contact" jsonb,
	"payment_status" "payment_status" DEFAULT 'process' NOT NULL,
	"total" numeric(10, 2),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "tour_bookings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tour_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "tour_dates_product_date" UNIQUE("product_id","date")
);
--> statement-breakpoint
CREATE TABLE "tour_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"location" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_adult" numeric(10, 2) NOT NULL,
	"price_minor" numeric(10, 2) NOT NULL,
	"image_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tour_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tour_timeslots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_timeslots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tour_date_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "tour_timeslots_date_time" UNIQUE("tour_date_id","start_time")
);
--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_layout_id_bus_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bus_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_seats" ADD CONSTRAINT "layout_seats_layout_id_bus_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bus_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_sessions" ADD CONSTRAINT "loyalty_sessions_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_timetable_id_timetables_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_layout_id_bus_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bus_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_layout_id_bus_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."bus_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_origin_terminal_id_terminals_id_fk" FOREIGN KEY ("origin_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_destination_terminal_id_terminals_id_fk" FOREIGN KEY ("destination_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_origin_terminal_id_terminals_id_fk" FOREIGN KEY ("origin_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_destination_terminal_id_terminals_id_fk" FOREIGN KEY ("destination_terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_id_departures_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_promotional_code_id_promotional_codes_id_fk" FOREIGN KEY ("promotional_code_id") REFERENCES "public"."promotional_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_loyalty_member_id_loyalty_members_id_fk" FOREIGN KEY ("loyalty_member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_dates" ADD CONSTRAINT "tour_dates_product_id_tour_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."tour_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_timeslots" ADD CONSTRAINT "tour_timeslots_tour_date_id_tour_dates_id_fk" FOREIGN KEY ("tour_date_id") REFERENCES "public"."tour_dates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_reservation_idx" ON "invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "loyalty_sessions_member_idx" ON "loyalty_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "departures_route_date_idx" ON "departures" USING btree ("route_id","service_date");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "passengers_reservation_idx" ON "passengers" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "seat_holds_reservation_idx" ON "seat_holds" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "tickets_reservation_idx" ON "tickets" USING btree ("reservation_id");