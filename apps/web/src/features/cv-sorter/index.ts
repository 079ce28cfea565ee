/**
 * CV Sorter (docs/product/cv-sorter.md): the tool's page at `/apps/csv-sorter`, composed by the route with
 * the signed-in user and the jobs feature's job picker.
 */
export type { JobPickerSlot, PickedJob } from './components/add-to-job-modal';
export { CvSorterPage, type CvSorterPageProps } from './components/cv-sorter-page';
