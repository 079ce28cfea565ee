/**
 * Data Trainer (docs/product/data-trainer.md): the administrators' page at `/apps/data-trainer`, where hand
 * scores of a candidate set train the CV Sorter's scoring instructions.
 */
export { DataTrainerPage } from './components/data-trainer-page';
