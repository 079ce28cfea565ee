import { type Job, jobPdfBody, jobPdfFileName } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryBody } from '#src/plugins/openapi.js';
import type { JobAiDeps } from './job-ai.service.js';
import { type JobPdfContent, renderJobPdf } from './job-pdf.js';
import { getJob } from './jobs.service.js';

const tags = ['jobs'];
const pdfResponse = { 200: binaryBody('The job description as a PDF, sent as an attachment') };

function contentOf(job: Job | null, body: z.infer<typeof jobPdfBody> = {}): JobPdfContent {
  return {
    title: body.title?.trim() || job?.title || '',
    companyName: body.companyName ?? job?.company?.name ?? job?.company_name ?? null,
    location: body.location ?? job?.location ?? null,
    introHtml: body.introHtml ?? job?.company?.job_spec_intro ?? null,
    mission: body.mission ?? job?.jd_role_mission ?? null,
    responsibilities: body.responsibilities ?? job?.jd_responsibilities ?? [],
    requirements: body.requirements ?? job?.jd_requirements ?? [],
    niceToHave: body.niceToHave ?? job?.jd_nice_to_have ?? [],
    benefits: body.benefits ?? job?.jd_benefits ?? [],
  };
}

const disposition = (title: string) => {
  const name = jobPdfFileName(title);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * The job description as a PDF (docs/product/jobs.md#print-and-pdf): POST /api/pdf/job-description with a
 * JSON body (the editor's current content; `jobId`, when given, must be a job of the caller's organisation
 * and fills what the body leaves out), and GET /api/jobs/:id/pdf for a saved job. Both answer
 * application/pdf.
 */
export const jobPdfRoutes: FastifyPluginAsyncZod<JobAiDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/pdf/job-description',
    {
      schema: {
        tags,
        summary: 'Export a job description as a PDF',
        body: jobPdfBody,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (req, reply) => {
      const job = req.body.jobId ? await getJob({ db, caller: req.user, id: req.body.jobId }) : null;
      const content = contentOf(job, req.body);
      const pdf = await renderJobPdf(content);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(content.title))
        .send(pdf);
    },
  );

  app.get(
    '/api/jobs/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A saved job description as a PDF',
        params: z.object({ id: z.uuid() }),
        produces: ['application/pdf'],
        response: pdfResponse,
      },
    },
    async (req, reply) => {
      const content = contentOf(await getJob({ db, caller: req.user, id: req.params.id }));
      const pdf = await renderJobPdf(content);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(content.title))
        .send(pdf);
    },
  );
};
