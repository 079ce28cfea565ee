import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CandidatesDeps } from './candidates.plugin.js';

/** AI scoring of a job's candidates (helper in progress). */
export const candidateScoringRoutes: FastifyPluginAsyncZod<CandidatesDeps> = async (_app, _deps) => {};
