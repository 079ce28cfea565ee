import { cvProfile } from '@rw/core';
import { z } from 'zod';
import type { Settings } from './settings.js';

/*
 * The LinkedIn Parser's API as the extension calls it (docs/product/content-extractor.md#sending;
 * docs/product/linkedin-parser.md#api), with the personal access token in `Authorization: Bearer`. Answers are
 * checked for the fields the popup reads (the profile with the app's own schema).
 */

/** `POST /api/linkedin-parser/parses` 201: the parse (its id and the profile read). */
export const parseAnswer = z.object({ id: z.string(), profile: cvProfile });
export type ParseAnswer = z.infer<typeof parseAnswer>;

/**
 * `POST /api/linkedin-parser/parses/{id}/save`: `saved` (the candidate) or `confirm` (a candidate with the same
 * name and phone exists: ask, then save again with `same_person`).
 */
export const saveAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), candidate_id: z.string(), message: z.string() }),
  z.object({ status: z.literal('confirm'), message: z.string() }),
]);
export type SaveAnswer = z.infer<typeof saveAnswer>;

/** The most page text sent: the parser's limit (a long profile's page is about 30,000 characters). */
export const PAGE_TEXT_MAX_CHARS = 200_000;

/** A refused or failed call, with the message to show. */
export class ApiFailure extends Error {}

async function call<T>(settings: Settings, path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${settings.serverUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(`Could not reach ${settings.serverUrl}. Check the address in Settings.`);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(json);
    const reason = message.success ? message.data.error.message : `The server answered ${res.status}.`;
    throw new ApiFailure(res.status === 401 ? `${reason} Check the token in Settings.` : reason);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiFailure('The server answered something this extension does not understand.');
  return parsed.data;
}

/** Sends a page's visible text and address to the parser. @throws ApiFailure */
export function sendPage(settings: Settings, page: { text: string; url: string }): Promise<ParseAnswer> {
  const url = /^https?:\/\//.test(page.url) ? page.url : undefined;
  return call(
    settings,
    '/api/linkedin-parser/parses',
    { text: page.text.slice(0, PAGE_TEXT_MAX_CHARS), url },
    parseAnswer,
  );
}

/**
 * Saves a parse as a candidate (the parser's dedupe applies): `saved` with the candidate, or `confirm` when a
 * candidate with the same name and phone exists — answer with `samePerson`. @throws ApiFailure
 */
export function saveParse(settings: Settings, parseId: string, samePerson?: boolean): Promise<SaveAnswer> {
  const body = samePerson === undefined ? {} : { same_person: samePerson };
  return call(settings, `/api/linkedin-parser/parses/${encodeURIComponent(parseId)}/save`, body, saveAnswer);
}
