/**
 * Screen Evaluation (docs/product/screen-evaluation.md): the tool's page, and the candidate's evaluations that
 * the candidate page composes.
 */
export { CandidateScreenEvaluations } from './components/candidate-screen-evaluations';
export { ScreenEvaluationPage } from './components/screen-evaluation-page';
