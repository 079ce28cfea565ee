/** The inputs of one realistic review, for tests (docs/product/reviewer.md#inputs). */
export const reviewInputs = {
  job_description: [
    'Senior Payments Engineer, Ledgerly (London, hybrid)',
    'Requirements',
    '- Five years building backend services in Go',
    '- Designing PostgreSQL schemas for high-volume payments',
    '- Leading incident response and on-call',
    '- Experience with Kubernetes',
  ].join('\n'),
  recruiter_commentary:
    'Calm and precise communicator, asked sharp questions about on-call.\nNotice period four weeks; expects around £95k base.',
  candidate_cv: [
    'Ann Example - Backend Engineer',
    'Ledgerly Payments, 2019-2024: built backend services in Go for card payments.',
    'Designed PostgreSQL schemas for a ledger processing two million payments a day.',
    'Led the incident response rota for the payments platform.',
  ].join('\n'),
  call_transcript: [
    'Interviewer: Why are you looking to move?',
    'Candidate: I want to own the architecture of a payments platform end to end.',
    'Interviewer: Where are you based?',
    'Candidate: I am based in Leeds and happy with hybrid work in London twice a month.',
  ].join('\n'),
  candidate_name: 'Ann Example',
  job_title: 'Senior Payments Engineer',
  pronouns: 'she/her',
} as const;

type Frame = { event: string; data: unknown };

/** Reads a text/event-stream body to its end into its frames. */
export function parseEvents(body: string): Frame[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
    }));
}
