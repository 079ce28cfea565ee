import {
  emptyRoleForm,
  type RoleCriterion,
  type RoleDescription,
  type RoleForm,
  roleBuilderMessages,
} from '@rw/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  generateRoleCriteria,
  streamRoleDescription,
} from '#/features/role-builder/api/generate-role-content';
import { ApiError, aiFailureDetailOfError } from '#/lib/api-client';

/** Where the wizard is (docs/product/role-builder.md#generated-job-description). */
export type WizardStep = 'closed' | 'form' | 'generating' | 'generated' | 'criteria';

/** A failure to show: the page's message and, under it, what happened. */
export type WizardFailure = { message: string; detail: string | null };

export type WizardState = {
  step: WizardStep;
  form: RoleForm;
  /** The description's text as it streams in. */
  text: string;
  description: RoleDescription | null;
  /** The job whose description is shown (opened from its node), or null for a new one. */
  jobId: string | null;
  failure: WizardFailure | null;
  criteria: RoleCriterion[] | null;
  criteriaPending: boolean;
  criteriaFailure: WizardFailure | null;
};

const closed: WizardState = {
  step: 'closed',
  form: emptyRoleForm(),
  text: '',
  description: null,
  jobId: null,
  failure: null,
  criteria: null,
  criteriaPending: false,
  criteriaFailure: null,
};

const ownMessages = new Set<unknown>(Object.values(roleBuilderMessages));

/**
 * A failed call as the wizard shows it: the Role Builder's own message when the server gave one, else
 * `message`; under it what happened (the AI layer's detail), else the server's message.
 */
export function failureOf(error: unknown, message: string): WizardFailure {
  const server = error instanceof ApiError ? error.message : null;
  if (server && ownMessages.has(server)) return { message: server, detail: aiFailureDetailOfError(error) };
  return { message, detail: aiFailureDetailOfError(error) ?? server };
}

/**
 * The job-description wizard (docs/product/role-builder.md#generated-job-description): form → generating
 * (the text streams in) → generated; Edit goes back to the form with the answers kept; Generate Assessment
 * Criteria → the criteria; Back returns to the description. Saving is the page's (it makes or changes a job).
 */
export function useDescriptionWizard() {
  const [state, setState] = useState<WizardState>(closed);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => () => controller.current?.abort(), []);

  /** New Job: an empty form. */
  const openNew = useCallback(() => {
    stop();
    setState({ ...closed, step: 'form', form: emptyRoleForm() });
  }, [stop]);

  /** The description of an existing job, with its saved criteria. */
  const openJob = useCallback(
    (job: { id: string; form: RoleForm; description: RoleDescription; criteria: RoleCriterion[] }) => {
      stop();
      setState({
        ...closed,
        step: 'generated',
        jobId: job.id,
        form: job.form,
        description: job.description,
        criteria: job.criteria.length > 0 ? job.criteria : null,
      });
    },
    [stop],
  );

  /** Generate Job Description: streams the description from the form (checked first by the form). */
  const generate = useCallback(
    async (form: RoleForm) => {
      stop();
      const current = new AbortController();
      controller.current = current;
      setState((s) => ({
        ...s,
        step: 'generating',
        form,
        text: '',
        description: null,
        failure: null,
        criteria: null,
      }));
      try {
        const result = await streamRoleDescription(form, {
          signal: current.signal,
          onDelta: (piece) => setState((s) => (s.step === 'generating' ? { ...s, text: s.text + piece } : s)),
        });
        setState((s) => ({ ...s, step: 'generated', text: result.text, description: result.description }));
      } catch (error) {
        if (current.signal.aborted) return;
        setState((s) => ({ ...s, failure: failureOf(error, roleBuilderMessages.descriptionFailed) }));
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [stop],
  );

  const edit = useCallback(() => {
    stop();
    setState((s) => ({ ...s, step: 'form', failure: null }));
  }, [stop]);
  const setDescription = useCallback((description: RoleDescription) => {
    setState((s) => ({ ...s, description, criteria: null }));
  }, []);

  /** Generate Assessment Criteria for the description shown. */
  const generateCriteria = useCallback(async () => {
    const { description, form } = stateRef.current;
    if (!description) return;
    setState((s) => ({ ...s, criteriaPending: true, criteriaFailure: null }));
    try {
      const criteria = await generateRoleCriteria({
        title: form.title,
        company_id: form.company_id || undefined,
        description,
      });
      setState((s) => ({ ...s, step: 'criteria', criteria, criteriaPending: false }));
    } catch (error) {
      setState((s) => ({
        ...s,
        criteriaPending: false,
        criteriaFailure: failureOf(error, roleBuilderMessages.criteriaFailed),
      }));
    }
  }, []);
  const showCriteria = useCallback(() => setState((s) => (s.criteria ? { ...s, step: 'criteria' } : s)), []);
  const back = useCallback(() => setState((s) => ({ ...s, step: 'generated' })), []);
  const close = useCallback(() => {
    stop();
    setState(closed);
  }, [stop]);

  return {
    state,
    openNew,
    openJob,
    generate,
    edit,
    setDescription,
    generateCriteria,
    showCriteria,
    back,
    close,
  };
}

export type DescriptionWizard = ReturnType<typeof useDescriptionWizard>;
