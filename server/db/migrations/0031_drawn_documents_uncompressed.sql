-- A kept document's bytes are stored as they are (decision 086): a PDF's streams are already deflated, and
-- PostgreSQL's own compression of a bytea (pglz, tried on every value over 2 KB) found nothing to gain in a 25 KB
-- tickets PDF but spent two thirds of its insert's execution trying (bench/README.md, "Hot sale funnel"). EXTERNAL keeps a
-- large value out of line, uncompressed; rows already kept are read as before.
ALTER TABLE "drawn_documents" ALTER COLUMN "body" SET STORAGE EXTERNAL;
