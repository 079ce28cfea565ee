/** Screen Evaluation (docs/product/screen-evaluation.md): the tool's page. */
export { ScreenEvaluationPage } from './components/screen-evaluation-page';
