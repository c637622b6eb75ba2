-- The catalogue's rows before this migration were placeholders (no tour was ever sold: every tours operation
-- answered 501); they are cleared so the new NOT NULL columns need no made-up defaults, and the seed writes the
-- catalogue again (docs/decisions/052-tours-catalogue-model.md).
DELETE FROM "tour_timeslots";--> statement-breakpoint
DELETE FROM "tour_dates";--> statement-breakpoint
DELETE FROM "tour_products";--> statement-breakpoint
CREATE TABLE "tour_meeting_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_meeting_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"minutes_before" integer NOT NULL,
	"note_es" text NOT NULL,
	"note_en" text NOT NULL,
	CONSTRAINT "tour_meeting_points_product_terminal" UNIQUE("product_id","terminal_id")
);
--> statement-breakpoint
CREATE TABLE "tour_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"days_of_week" integer NOT NULL,
	"months" integer NOT NULL,
	CONSTRAINT "tour_plans_product_time" UNIQUE("product_id","start_time")
);
--> statement-breakpoint
ALTER TABLE "tour_meeting_points" ADD CONSTRAINT "tour_meeting_points_product_id_tour_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."tour_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_meeting_points" ADD CONSTRAINT "tour_meeting_points_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_plans" ADD CONSTRAINT "tour_plans_product_id_tour_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."tour_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_products" DROP COLUMN "price_minor";--> statement-breakpoint
ALTER TABLE "tour_timeslots" ADD CONSTRAINT "tour_timeslots_capacity" CHECK ("tour_timeslots"."capacity" >= 0);--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "category" text NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "infants_allowed" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "min_party" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "max_party" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "guide_languages" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "includes_es" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "includes_en" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_products" ADD COLUMN "free_cancellation_hours" integer NOT NULL;