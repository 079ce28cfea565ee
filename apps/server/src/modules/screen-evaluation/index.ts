/** Screen Evaluation: transcript analysis and saved evaluations (docs/product/screen-evaluation.md). */
export { screenEvaluationRoutes } from './screen-evaluation.routes.js';
