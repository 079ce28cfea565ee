import { z } from 'zod';

/** Every error code the API can answer with; the HTTP status is fixed per code (see `errorStatus`). */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'ACCESS_DENIED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  ACCESS_DENIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error body of the API: `{ error: { code, message, details? } }` (DESIGN.md, API). */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** User-visible messages (docs/product/shell.md#messages) that both sides need verbatim. */
export const messages = {
  accessDenied: 'Access denied. Only authorized users can sign in.',
  loginFailed: 'Login failed. Please try again.',
  googleFailed: 'Google login failed. Please try again.',
  missingCredentials: 'You must provide either an email or phone number and a password',
  sessionExpired: 'Session expired. Please sign in again.',
  domainUsesGoogle: 'Your organisation is invited as a whole: please use "Sign in with Google".',
  adminAccessDenied: "Access Denied: You don't have permission to access the admin panel.",
} as const;

/** A request whose text holds U+0000, which PostgreSQL text cannot store (checked for every API request). */
/** Deepest nesting of arrays and objects a JSON request body may have (docs/product/shell.md#limits). */
export const MAX_BODY_DEPTH = 64;
/** A JSON body nested deeper than MAX_BODY_DEPTH: refused before it is parsed. */
export const bodyTooDeepMessage = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`;
export const nulCharacterMessage = 'Text cannot contain the NUL character (U+0000).';
/** A request whose text holds a lone UTF-16 surrogate, which is not Unicode text (PostgreSQL's JSON refuses it). */
export const loneSurrogateMessage =
  'Text must be valid Unicode: a lone surrogate (U+D800 to U+DFFF) cannot be stored.';
/**
 * An upload whose multipart/form-data body cannot be read: no boundary or one the parser cannot use, or a
 * body that ends before its closing boundary (docs/product/shell.md#limits).
 */
export const uploadUnreadableMessage =
  'The upload could not be read: the form data is incomplete or malformed. Please choose the file again.';
