/*
 * What the analytics screens say (docs/product/analytics.md#messages): loading failures and empty states
 * that tell an admin what produces data.
 */
export const analyticsMessages = {
  loadError: 'Error loading analytics',
  exportError: 'Error exporting CSV',
  noPeople: 'No people in your organization yet',
  noPeopleHint: 'Invite colleagues from User Management; they appear here after their first sign-in.',
  noActivity: 'No activity in this period',
  noActivityHint:
    'Activity is recorded as people sign in, open apps, create jobs, import, score and move candidates. Pick a longer period or check back later.',
  noOpens: 'No app was opened in this period',
  noOpensHint: 'Opening a tile on the Dashboard counts here.',
  noAiUsage: 'No AI usage in this period',
  noAiUsageHint:
    'Every AI call (job descriptions, scoring, reviews, screen evaluations) is counted here with its tokens and cost.',
  unlimited: 'No monthly credit limit: AI calls are not capped.',
  limitReached: 'The monthly credit limit is reached: AI calls are refused until the 1st (UTC).',
  limitReachedOn: (date: string) => `At this pace the monthly credit limit is reached on ${date}.`,
  withinLimit: 'At this pace the month ends within the monthly credit limit.',
} as const;
