import { z } from 'zod';
import { cvProfile, cvProfileBasics, cvProfileEducation, cvProfileWork } from '../documents/profile.js';

/*
 * The LinkedIn Parser (docs/product/linkedin-parser.md): a pasted profile's text, or its PDF export, read into
 * the documents' profile (JSON Resume-shaped), edited, exported and saved as a candidate. Each parse is kept for
 * its user (the recent parses); the Content Extractor extension calls the same API with a personal access token.
 */

/** User-visible messages of the LinkedIn Parser (docs/product/linkedin-parser.md#messages), verbatim. */
export const linkedinParserMessages = {
  textRequired: "Please paste a profile's text or drop its PDF export.",
  textTooLong: 'The text is too long (200,000 characters at most).',
  notFound: 'Parse not found',
  nameRequired: 'Please enter a name before saving the candidate.',
  stageNeedsJob: 'Please pick a job for the stage.',
  invalidDate: 'Use YYYY or YYYY-MM.',
  copied: 'Profile copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  deleted: 'Parse deleted',
  changesSaved: 'Changes saved',
  noParses: 'No parses yet. Paste a profile or drop its PDF export to start.',
} as const;

/** Longest pasted text, in characters (a long profile's page is about 30,000). */
export const LINKEDIN_PARSE_TEXT_MAX = 200_000;
/** Recent parses kept per user: the oldest beyond this are removed when a new one is made. */
export const LINKEDIN_PARSES_KEPT = 50;
/** The recent parses list shows this many by default. */
export const LINKEDIN_PARSES_SHOWN = 20;

/** How a parse reached the server: the app's page, or the Content Extractor (a personal access token). */
export const linkedinParseVias = ['app', 'extension'] as const;
export type LinkedinParseVia = (typeof linkedinParseVias)[number];

/** `POST /api/linkedin-parser/parses` with JSON: the profile's text and, optionally, the page it came from. */
export const linkedinParseTextBody = z.object({
  text: z
    .string()
    .max(LINKEDIN_PARSE_TEXT_MAX, linkedinParserMessages.textTooLong)
    .refine((t) => t.trim().length > 0, linkedinParserMessages.textRequired),
  url: z.string().trim().max(2000).nullish(),
});
export type LinkedinParseTextBody = z.infer<typeof linkedinParseTextBody>;

/** A kept parse (docs/product/linkedin-parser.md#recent-parses). */
export const linkedinParse = z.object({
  id: z.string(),
  /** The profile as read, with the user's edits. */
  profile: cvProfile,
  /** The page the text came from (the extension sends it), or null. */
  source_url: z.string().nullable(),
  /** What was read: 'text' for pasted text, else the dropped file's kind. */
  input: z.enum(['text', 'pdf', 'docx', 'doc', 'txt']),
  file_name: z.string().nullable(),
  /** 'linkedin' when read as LinkedIn's PDF export (no model), 'cv' when the model read it. */
  read_as: z.enum(['linkedin', 'cv']),
  /** Why the model could not read the text (the profile holds what was read without it), or null. */
  ai_error: z.string().nullable(),
  via: z.enum(linkedinParseVias),
  parser_version: z.number().int(),
  /** The candidate it was last saved as, while they exist. */
  candidate_id: z.string().nullable(),
  saved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LinkedinParse = z.infer<typeof linkedinParse>;

/** One row of the recent parses list. */
export const linkedinParseSummary = z.object({
  id: z.string(),
  name: z.string().nullable(),
  headline: z.string().nullable(),
  source_url: z.string().nullable(),
  input: linkedinParse.shape.input,
  via: z.enum(linkedinParseVias),
  candidate_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LinkedinParseSummary = z.infer<typeof linkedinParseSummary>;
export const linkedinParseList = z.object({ parses: z.array(linkedinParseSummary) });
export const linkedinParseListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LINKEDIN_PARSES_KEPT).default(LINKEDIN_PARSES_SHOWN),
});
export const linkedinParseParams = z.object({ id: z.string().max(100) });

/**
 * `PATCH /api/linkedin-parser/parses/{id}`: the edited fields. `basics` is merged field by field; a list given
 * (work, education, skills, languages, certificates) replaces the kept one.
 */
export const linkedinParsePatch = z.object({
  profile: z
    .object({
      basics: cvProfileBasics.partial().optional(),
      work: z.array(cvProfileWork).max(50).optional(),
      education: z.array(cvProfileEducation).max(20).optional(),
      skills: cvProfile.shape.skills.optional(),
      languages: cvProfile.shape.languages.optional(),
      certificates: cvProfile.shape.certificates.optional(),
    })
    .optional(),
  source_url: z.string().trim().max(2000).nullish(),
});
export type LinkedinParsePatch = z.infer<typeof linkedinParsePatch>;

/**
 * `POST /api/linkedin-parser/parses/{id}/save`: into a job's stage too when `job_id` is given (its Glance stage
 * unless `stage_id` names another). `same_person` answers a name + phone match offered for confirmation.
 */
export const linkedinParseSaveBody = z.object({
  job_id: z.string().max(100).nullish(),
  stage_id: z.string().min(1).max(100).nullish(),
  same_person: z.boolean().optional(),
});
export type LinkedinParseSaveBody = z.infer<typeof linkedinParseSaveBody>;

/**
 * What saving did: `saved` (the candidate created or updated, and added to the stage when a job was given), or
 * `confirm` — a candidate with the same name and phone exists; nothing was written until the user answers
 * with `same_person`.
 */
export const linkedinParseSaveResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('saved'),
    candidate_id: z.string(),
    outcome: z.enum(['created', 'updated']),
    /** 'Added Maria Garcia as a new candidate.', 'Updated Maria Garcia.' */
    message: z.string(),
    job_id: z.string().nullable(),
    stage_id: z.string().nullable(),
  }),
  z.object({
    status: z.literal('confirm'),
    /** The candidate with the same name and phone. */
    match: z.object({ candidate_id: z.string(), name: z.string() }),
    /** '{name} already exists with the same name and phone. Is this the same person?' */
    message: z.string(),
  }),
]);
export type LinkedinParseSaveResult = z.infer<typeof linkedinParseSaveResult>;

export const linkedinParseExportFormats = ['pdf', 'docx'] as const;
export type LinkedinParseExportFormat = (typeof linkedinParseExportFormats)[number];
export const linkedinParseExportQuery = z.object({ format: z.enum(linkedinParseExportFormats) });
