import {
  generateWorkflowFailed,
  saveStageDetailsFailed,
  saveWorkflowFailed,
  workflowMessages,
} from '@rw/core';
import { ApiError } from '#/lib/api-client';

/**
 * The message of an error worth showing after the 'Failed to …:' prefix, else undefined ('Unknown error').
 */
function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : undefined;
}

/** 'Failed to save workflow: {message or Unknown error}' (docs/product/interview-process.md#messages). */
export function saveWorkflowErrorMessage(error: unknown): string {
  return saveWorkflowFailed(messageOf(error));
}

/**
 * 'Failed to save stage details: {message or Unknown error}' (docs/product/interview-process.md#messages).
 */
export function saveDetailsErrorMessage(error: unknown): string {
  return saveStageDetailsFailed(messageOf(error));
}

const generationMessages: readonly string[] = [
  workflowMessages.couldNotImportGenerated,
  workflowMessages.noWorkflowReceived,
];

/**
 * The workflow generation error (docs/product/interview-process.md#messages): the server's own text when it
 * is one of the generation messages ('Could not import generated workflow', 'No workflow received from
 * webhook', 'Failed to generate workflow: …'), else 'Failed to generate workflow: {message}'.
 */
export function generateErrorMessage(error: unknown): string {
  const message = messageOf(error) ?? 'Unknown error';
  if (generationMessages.includes(message) || message.startsWith('Failed to generate workflow:'))
    return message;
  return generateWorkflowFailed(message);
}
