import { z } from 'zod';

/** Messages of tone generation (spec 1 section 8, 'Tone generation'). */
export const toneMessages = {
  sampleRequired: 'Please provide a writing sample',
  timedOut: 'OpenAI request timed out',
  failed: 'Failed to generate tone. Please try again.',
  noResponse: 'No response from OpenAI',
} as const;

/** Tone generation gives up after 20 s (spec 1 section 9). */
export const TONE_TIMEOUT_MS = 20_000;

/** POST /api/generate-tone body (spec 1 section 7). */
export const generateToneBody = z.object({
  sampleText: z
    .string()
    .max(20_000, 'The writing sample is too long (20,000 characters at most).')
    .refine((v) => v.trim().length > 0, toneMessages.sampleRequired),
  companyName: z.string().max(200).default(''),
});
export type GenerateToneBody = z.infer<typeof generateToneBody>;

export const generateToneResponse = z.object({ tone: z.string() });
