-- An import's id is the one its client chose: unique within its organisation, so another organisation's
-- use of the same id is another import rather than a conflict that reveals it.
ALTER TABLE "candidate_imports" DROP CONSTRAINT "candidate_imports_pkey";--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_pkey" PRIMARY KEY("domain","id");
