ALTER TABLE "tour_bookings" ADD COLUMN "points_type" text;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "points_cents" integer;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "loyalty_member_id" integer;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_loyalty_member_id_loyalty_members_id_fk" FOREIGN KEY ("loyalty_member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_points" CHECK ("tour_bookings"."points_cents" is null or ("tour_bookings"."points_cents" > 0 and "tour_bookings"."points_type" in ('traveller_loyalty', 'traveller_prepaid') and "tour_bookings"."loyalty_member_id" is not null));