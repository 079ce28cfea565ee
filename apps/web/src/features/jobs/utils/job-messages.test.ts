import { describe, expect, it } from 'vitest';
import {
  deleteJobErrorMessage,
  jobListErrorMessage,
  jobLoadErrorMessage,
  offersSignIn,
  printLoadErrorMessage,
  saveChangesErrorMessage,
  saveJobErrorMessage,
} from '#/features/jobs/utils/job-messages';
import { ApiError } from '#/lib/api-client';

const server = (status: number, code: string, message: string) => new ApiError(status, code, message, true);
const timeout = new ApiError(0, 'TIMEOUT', 'Request timed out. Please retry.');
const expired = new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please sign in again.');

describe('the jobs area messages', () => {
  it('list: timeout, session expired with sign-in, else the message', () => {
    expect(jobListErrorMessage(timeout)).toBe('Request timed out. Please retry.');
    expect(jobListErrorMessage(expired)).toBe('Session expired. Please sign in again.');
    expect(offersSignIn(jobListErrorMessage(expired))).toBe(true);
    expect(offersSignIn('Something went wrong')).toBe(false);
  });

  it('detail and print load', () => {
    expect(jobLoadErrorMessage(server(404, 'NOT_FOUND', 'Job not found'))).toBe('Job not found');
    expect(jobLoadErrorMessage(timeout)).toBe('Request timed out. Please retry.');
    expect(jobLoadErrorMessage(expired)).toBe('Session expired. Please sign in again.');
    expect(jobLoadErrorMessage(server(500, 'INTERNAL', 'x'))).toBe('Failed to load job');
    expect(printLoadErrorMessage(expired)).toBe('Session expired');
    expect(printLoadErrorMessage(server(404, 'NOT_FOUND', 'Job not found'))).toBe('Failed to load job');
  });

  it('save and delete failures', () => {
    const invalid = server(400, 'VALIDATION', 'Please provide a title and select a company.');
    expect(saveJobErrorMessage(invalid, 'create')).toBe(
      'Failed to save job. Please provide a title and select a company.',
    );
    expect(saveJobErrorMessage(invalid, 'edit')).toBe(
      'Failed to update job. Please provide a title and select a company.',
    );
    expect(saveJobErrorMessage(new Error('boom'), 'create')).toBe('Failed to save job. Please try again.');
    expect(deleteJobErrorMessage(server(404, 'NOT_FOUND', 'Job not found'))).toBe(
      'Failed to delete job: Job not found',
    );
    expect(deleteJobErrorMessage(null)).toBe('Failed to delete job. Please try again.');
    expect(saveChangesErrorMessage(server(400, 'VALIDATION', 'Salary must be a number.'))).toBe(
      'Salary must be a number.',
    );
    expect(saveChangesErrorMessage(new Error('x'))).toBe('Failed to save changes.');
  });
});
