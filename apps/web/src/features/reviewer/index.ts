/**
 * Reviewer (docs/product/reviewer.md): the tool's page, and the candidate's reviews that the candidate page
 * composes.
 */
export { CandidateReviews } from './components/candidate-reviews';
export { ReviewerPage } from './components/reviewer-page';
