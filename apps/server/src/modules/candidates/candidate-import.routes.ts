import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CandidatesDeps } from './candidates.plugin.js';

/** CSV import into a job's Glance stage (helper in progress). */
export const candidateImportRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (_app, _deps) => {};
