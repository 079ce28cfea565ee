import { describe, expect, it } from 'vitest';
import { detail, stageRecord } from '#/features/candidates/pages/test/page-factories';
import {
  droppedRecordCount,
  initialMergeChoice,
  mergeFieldsBody,
  mergeFieldValue,
  sameMergeValue,
} from '#/features/candidates/pages/utils/merge-fields';

const base = detail().candidate;

describe('the merge chooser', () => {
  it('shows each value, cut to 80 characters, and null where there is none', () => {
    const titles = new Map([['job-a', 'Data Engineer']]);
    const c = {
      ...base,
      cv_text: `${'x'.repeat(100)}`,
      job_history: [{}, {}],
      current_primary_job_id: 'job-a',
      phone: '  ',
    };
    expect(mergeFieldValue('cv', c, titles)).toBe(`${'x'.repeat(79)}…`);
    expect(mergeFieldValue('job_history', c, titles)).toBe('2 entries');
    expect(mergeFieldValue('current_primary_job_id', c, titles)).toBe('Data Engineer');
    expect(mergeFieldValue('current_primary_job_id', { ...c, current_primary_job_id: 'job-z' }, titles)).toBe(
      'Another job',
    );
    expect(mergeFieldValue('phone', c, titles)).toBeNull();
  });

  it("starts on the survivor's value, or the duplicate's where the survivor has none", () => {
    const survivor = { ...base, phone: null, email: 'a@x.example' };
    const duplicate = { ...base, phone: '+1 555 0100', email: 'b@x.example' };
    const choice = initialMergeChoice(survivor, duplicate);
    expect(choice.phone).toBe('duplicate');
    expect(choice.email).toBe('survivor');
    expect(mergeFieldsBody(choice)).toEqual({ phone: 'duplicate' });
    expect(sameMergeValue('first_name', survivor, duplicate)).toBe(true);
    expect(sameMergeValue('email', survivor, duplicate)).toBe(false);
  });

  it("counts the duplicate's records in jobs the survivor is in too", () => {
    const survivor = detail({ stage_records: [stageRecord({ job_id: 'job-a' })] });
    const duplicate = detail({
      stage_records: [
        stageRecord({ job_id: 'job-a' }),
        stageRecord({ job_id: 'job-a', stage_id: 'talent_screen' }),
        stageRecord({ job_id: 'job-b' }),
      ],
    });
    expect(droppedRecordCount(survivor, duplicate)).toBe(2);
  });
});
