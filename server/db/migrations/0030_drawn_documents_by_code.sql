-- A kept tickets PDF names its reservation (decision 085): a download reads its reservation's kept documents beside
-- its tickets and matches the digest it computes from them, a round trip fewer than reading by digest after them.
ALTER TABLE "drawn_documents" ADD COLUMN "reservation_code" text;--> statement-breakpoint
CREATE INDEX "drawn_documents_reservation_code_idx" ON "drawn_documents" USING btree ("reservation_code");
