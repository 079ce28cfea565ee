import { describe, expect, it } from 'vitest';
import {
  checkSelectedFile,
  checkUploadRequest,
  fileTooLargeMessage,
  uploadButtonLabel,
} from './upload-validation';

describe('upload button', () => {
  it("is 'Upload CSV' on Glance and 'Upload CV / LinkedIn' elsewhere", () => {
    expect(uploadButtonLabel('glance')).toBe('Upload CSV');
    expect(uploadButtonLabel('profile_review')).toBe('Upload CV / LinkedIn');
    expect(uploadButtonLabel('stage_1b')).toBe('Upload CV / LinkedIn');
  });

  it('opens the dialog on every stage once the job has loaded', () => {
    expect(checkUploadRequest({ stageId: 'glance', jobLoaded: true })).toBe('open');
    expect(checkUploadRequest({ stageId: 'talent_screen', jobLoaded: true })).toBe('open');
    expect(checkUploadRequest({ stageId: 'glance', jobLoaded: false })).toEqual({
      text: 'Job not loaded yet. Please wait and try again.',
      tone: 'error',
    });
  });
});

describe('chosen file', () => {
  it('accepts a .csv file of any case', () => {
    expect(checkSelectedFile({ name: 'people.csv', size: 10 })).toBeNull();
    expect(checkSelectedFile({ name: 'Connections.CSV', size: 10 })).toBeNull();
  });

  it('refuses no file, another type, an empty or an oversized file with their messages', () => {
    expect(checkSelectedFile(null)?.text).toBe('No file selected.');
    expect(checkSelectedFile({ name: 'cv.pdf', size: 10 })?.text).toBe(
      'Please select a CSV file for the Glance stage.',
    );
    expect(checkSelectedFile({ name: 'people.csv.txt', size: 10 })?.text).toBe(
      'Please select a CSV file for the Glance stage.',
    );
    expect(checkSelectedFile({ name: 'empty.csv', size: 0 })?.text).toBe('CSV appears empty');
    expect(checkSelectedFile({ name: 'huge.csv', size: 65 * 1024 * 1024 })?.text).toBe(fileTooLargeMessage);
  });
});
