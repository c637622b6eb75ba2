ALTER TABLE "departures" ADD COLUMN "healthy_distance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "timetables" ADD COLUMN "healthy_distance" boolean DEFAULT false NOT NULL;