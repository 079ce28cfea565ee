-- The candidates search ignores accents (docs/product/candidates.md#candidates-list): search_text is folded with
-- unaccent. unaccent() is STABLE (its dictionary could change), and a generated column may only call IMMUTABLE
-- functions, so the column calls this IMMUTABLE wrapper naming its dictionary and schema explicitly (which also
-- keeps it working under an empty search_path, e.g. while a dump is restored).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Dropping the column drops its trigram index too; re-adding it computes the new value for every existing row.
ALTER TABLE "candidates" drop column "search_text";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' | ' || coalesce(email, '') || ' | ' || coalesce(current_title, '') || ' | ' || coalesce(current_company, '') || ' | ' || coalesce(location, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);
