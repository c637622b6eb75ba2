CREATE TABLE "reservation_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_links_token_hash" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "flow_token_hash" text;--> statement-breakpoint
ALTER TABLE "reservation_links" ADD CONSTRAINT "reservation_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_links_reservation_idx" ON "reservation_links" USING btree ("reservation_id");