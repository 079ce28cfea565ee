import { MAX_INTERVIEWERS, MAX_TEXT_LENGTH, workflowMessages } from '../interview-process/constants.js';
import { isInterviewerEmail, type StageInterviewer } from '../interview-process/details.js';

/*
 * Configure Interview's one 'Interviewer' line and the interview process's interviewers
 * (docs/product/role-builder.md#save-process): 'Nadia Brooks, sam@example.com, Lee Chan <lee@example.com>'
 * is three interviewers; back again, each shows as 'Name <e-mail>', their name, their e-mail or their role.
 */

const EMAIL_IN_BRACKETS = /^(.*?)<([^>]*)>\s*$/;

export type InterviewersResult =
  | { ok: true; interviewers: StageInterviewer[] }
  | { ok: false; message: string };

/**
 * Reads an interviewer line: people separated by ',', ';', a new line, '&' or ' and '; each a name, an
 * e-mail, or 'Name <e-mail>'. A name's first word is the first name, the rest the last name.
 * @returns the interviewers, or 'At most 3 interviewers per stage' / 'Invalid email format' /
 *   'This text is too long' (the interview process's own messages).
 */
export function parseInterviewers(text: string): InterviewersResult {
  const parts = text
    .split(/[,;\n&]|\s+and\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > MAX_INTERVIEWERS) return { ok: false, message: workflowMessages.tooManyInterviewers };
  const interviewers: StageInterviewer[] = [];
  for (const part of parts) {
    const bracket = EMAIL_IN_BRACKETS.exec(part);
    let name = part;
    let email = '';
    if (bracket) {
      name = bracket[1]!.trim();
      email = bracket[2]!.trim();
    } else if (part.includes('@') && !/\s/.test(part)) {
      name = '';
      email = part;
    }
    if (email && !isInterviewerEmail(email)) return { ok: false, message: workflowMessages.invalidEmail };
    const [firstName = '', ...rest] = name.split(/\s+/).filter(Boolean);
    const lastName = rest.join(' ');
    if ([firstName, lastName, email].some((v) => v.length > MAX_TEXT_LENGTH)) {
      return { ok: false, message: workflowMessages.textTooLong };
    }
    interviewers.push({ firstName, lastName, email, slack: '', role: '' });
  }
  return { ok: true, interviewers };
}

/**
 * The interviewer line of a step's interviewers: each one as 'Name <e-mail>', their name, their e-mail or their
 * role, joined with ', '.
 */
export function interviewerLine(interviewers: readonly StageInterviewer[]): string {
  return interviewers
    .map((i) => {
      const name = `${i.firstName} ${i.lastName}`.trim();
      if (name && i.email) return `${name} <${i.email}>`;
      return name || i.email || i.role;
    })
    .filter(Boolean)
    .join(', ');
}
