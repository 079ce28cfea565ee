import { adminMessages } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { bannerColor, errorText, formatCost, formatDate, formatUsage } from './format';

describe('admin panel display rules', () => {
  it('colours the banner red only for error texts', () => {
    for (const text of [
      adminMessages.loadError,
      adminMessages.saveOrganizationError,
      adminMessages.deleteOrganizationError,
      adminMessages.updateUserError,
      adminMessages.deleteUserError,
      adminMessages.updateSettingsError,
    ]) {
      expect(bannerColor(text)).toBe('red');
    }
    for (const text of [
      adminMessages.organizationCreated,
      adminMessages.organizationUpdated,
      adminMessages.organizationDeleted,
      adminMessages.userUpdated,
      adminMessages.userDeleted,
      adminMessages.settingsUpdated,
    ]) {
      expect(bannerColor(text)).toBe('green');
    }
  });

  it('appends the reason of a failure after a colon', () => {
    expect(errorText('Error saving organization', new Error('Domain is required'))).toBe(
      'Error saving organization: Domain is required',
    );
    expect(errorText('Error loading data', null)).toBe('Error loading data');
  });

  it('shows cost with 4 decimals, usage over limit and Never for a missing login', () => {
    expect(formatCost(0.01234)).toBe('$0.0123');
    expect(formatCost(2)).toBe('$2.0000');
    expect(formatUsage(0, 0)).toEqual({ text: '0 / 0', unlimited: true });
    expect(formatUsage(12, 500).unlimited).toBe(false);
    expect(formatDate(null)).toBe('Never');
  });
});
