import { type AnalyticsPeriod, resolvePeriod } from '@rw/core';
import { useState } from 'react';

/** The screen's period, the last 30 days (UTC, today included) until the user picks another. */
export function usePeriod() {
  return useState<AnalyticsPeriod>(() => resolvePeriod({}, new Date()));
}
