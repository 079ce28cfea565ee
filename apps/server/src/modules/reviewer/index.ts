/** Reviewer: evidence-backed candidate reviews and the caller's stored reviews (docs/product/reviewer.md). */
export { reviewerRoutes } from './reviews.routes.js';
