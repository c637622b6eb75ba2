CREATE TABLE "loyalty_saved_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_saved_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_tax_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_tax_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rfc" text NOT NULL,
	"name" text NOT NULL,
	"cp" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_saved_passengers" ADD CONSTRAINT "loyalty_saved_passengers_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tax_profiles" ADD CONSTRAINT "loyalty_tax_profiles_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_recovery_codes" ADD CONSTRAINT "loyalty_recovery_codes_member_id_loyalty_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."loyalty_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_saved_passengers_member_idx" ON "loyalty_saved_passengers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "loyalty_tax_profiles_member_idx" ON "loyalty_tax_profiles" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "loyalty_recovery_codes_member_idx" ON "loyalty_recovery_codes" USING btree ("member_id");