import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '#/features/auth';
import { CvSorterPage, type JobPickerSlot } from '#/features/cv-sorter';
import { JobPicker } from '#/features/jobs';

const renderJobPicker: JobPickerSlot = (props) => <JobPicker {...props} />;

/**
 * `/apps/csv-sorter` (docs/product/cv-sorter.md): the CV Sorter for the signed-in user, with the jobs'
 * picker for 'Add to job', which opens the job's Candidates tab afterwards.
 */
export function CvSorterRoute() {
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  return (
    <CvSorterPage
      userEmail={user?.email}
      isAdmin={isAdmin}
      renderJobPicker={renderJobPicker}
      onOpenJob={(id) => void navigate({ to: '/jobs/$id', params: { id }, search: { tab: 'candidates' } })}
    />
  );
}
