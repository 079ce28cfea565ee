import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CandidatesDeps } from './candidates.plugin.js';

/** Candidates list, candidate page and a job's candidates (helper in progress). */
export const candidatesRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (_app, _deps) => {};
