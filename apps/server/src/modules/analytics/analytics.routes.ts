import {
  activityTimelinePage,
  activityTimelineQuery,
  appUsageQuery,
  appUsageReport,
  errorBody,
  performanceExportQuery,
  performanceQuery,
  performanceReport,
  periodQuery,
  usageExportQuery,
  userActivityReport,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import { csvFileSchema } from '#src/lib/csv-export.js';
import {
  type AnalyticsDeps,
  activityTimeline,
  appUsageReport as readAppUsage,
  userActivityReport as readUserActivity,
} from './analytics.service.js';
import { performanceReport as readPerformance } from './performance.service.js';
import { exportPerformance } from './performance-export.service.js';
import { exportUsage } from './usage-export.service.js';

const tags = ['analytics'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const csvHeaders = { 'cache-control': 'no-store' };

/**
 * The Analytics group's User Activity, App Usage and Performance Metrics (with the job's Analytics tab;
 * docs/product/analytics.md), of the caller's
 * organisation, for admins and the owner (recruiters 403, anonymous 401).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/analytics/activity',
    {
      schema: {
        tags,
        summary: "People's activity over a period: per person, active users per day and week, adoption",
        querystring: periodQuery,
        response: { 200: userActivityReport, ...errors },
      },
    },
    async (req) => readUserActivity(deps, req.user, req.query),
  );

  app.get(
    '/api/analytics/activity/timeline',
    {
      schema: {
        tags,
        summary: 'The activities of the organisation, newest first, by person, action and period',
        querystring: activityTimelineQuery,
        response: { 200: activityTimelinePage, ...errors },
      },
    },
    async (req) => activityTimeline(deps, req.user, req.query),
  );

  app.get(
    '/api/analytics/usage',
    {
      schema: {
        tags,
        summary: 'App openings and AI usage over a period, and the month against the credit limit',
        querystring: appUsageQuery,
        response: { 200: appUsageReport, ...errors },
      },
    },
    async (req) => readAppUsage(deps, req.user, req.query),
  );

  app.get(
    '/api/analytics/usage/export',
    {
      schema: {
        tags,
        summary: 'App Usage as CSV: AI usage per day, person and service, or app openings per day',
        querystring: usageExportQuery,
        produces: ['text/csv'],
        response: {
          200: csvFileSchema('The usage as a CSV attachment (UTF-8 with a byte-order mark)'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = await exportUsage(deps, req.user, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/api/analytics/performance',
    {
      schema: {
        tags,
        summary:
          'The recruiting funnel of a cohort: stages, pass-through, days in stage, hires, reasons, sources, AI agreement and cost',
        querystring: performanceQuery,
        response: { 200: performanceReport, 404: errorBody, ...errors },
      },
    },
    async (req) => readPerformance(deps, req.user, req.query),
  );

  app.get(
    '/api/analytics/performance/export',
    {
      schema: {
        tags,
        summary: 'One table of the recruiting funnel as CSV, for the same period and filters',
        querystring: performanceExportQuery,
        produces: ['text/csv'],
        response: {
          200: csvFileSchema('The table as a CSV attachment (UTF-8 with a byte-order mark)'),
          404: errorBody,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = await exportPerformance(deps, req.user, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .headers(csvHeaders)
        .send(file.stream);
    },
  );
};
