import { describe, expect, it } from 'vitest';
import { roleBuilderMessages } from './constants.js';
import { rubricFromBands } from './criteria.js';
import { buildRoleBuilderExport, exportFileName, parseRoleBuilderExport } from './export.js';
import { jobDescriptionNode } from './nodes.js';

const job = {
  title: 'Payments Engineer',
  company_name: 'Ledgerly',
  location: null,
  description: {
    role_mission: 'Build payments.',
    responsibilities: ['Design services'],
    requirements: ['Go'],
    nice_to_have: [],
    benefits: [],
  },
  skills_hard: ['Go'],
  skills_soft: [],
  job_context: null,
  intake_notes: null,
};
const criteria = [
  {
    title: 'Go in production',
    description: 'Has shipped Go services',
    evidence: 'cv' as const,
    rubric: rubricFromBands(['None', 'Toy projects', 'One service', 'Several services', 'Led a platform']),
  },
];

describe('export and import', () => {
  it('names the file from the job title', () => {
    expect(exportFileName('Payments Engineer')).toBe('Payments Engineer.json');
    expect(exportFileName('QA / Test: Lead?')).toBe('QA Test Lead.json');
    expect(exportFileName('  ')).toBe('Role Builder.json');
  });

  it('writes job, criteria and nodes, and reads them back without the exported job’s steps', () => {
    const nodes = [
      jobDescriptionNode(),
      {
        id: 'n1',
        type: 'technical' as const,
        x: 240,
        y: 20,
        blockId: 'stage_1',
        interviewConfig: { title: 'Pairing', interviewer: 'Sam', duration: 60, notes: '' },
      },
    ];
    const file = buildRoleBuilderExport({ job, criteria, nodes, now: new Date('2025-01-02T03:04:05Z') });
    expect(Object.keys(file)).toEqual(['format', 'version', 'exported_at', 'job', 'criteria', 'nodes']);
    expect(file.nodes[1]).not.toHaveProperty('blockId');
    const read = parseRoleBuilderExport(JSON.parse(JSON.stringify(file)));
    expect(read).toEqual({ ok: true, data: file });
  });

  it('refuses what is not an export, and names the broken part of a damaged one', () => {
    expect(parseRoleBuilderExport({ layers: [] })).toEqual({
      ok: false,
      message: roleBuilderMessages.notAnExport,
    });
    expect(roleBuilderMessages.notAnExport).toBe('This file is not a Role Builder export');
    const damaged = {
      ...buildRoleBuilderExport({ job, criteria, nodes: [] }),
      nodes: [{ id: 'x', type: 'lunch', x: 0, y: 0 }],
    };
    const result = parseRoleBuilderExport(damaged);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(
      /^This Role Builder export cannot be imported: nodes\.0\.type: /,
    );
  });

  it('puts generated rubric descriptions on the 0-100 bands', () => {
    expect(criteria[0]!.rubric.map((r) => `${r.min}-${r.max}`)).toEqual([
      '0-20',
      '21-40',
      '41-60',
      '61-80',
      '81-100',
    ]);
    expect(rubricFromBands(['a', ' ', 'c'])).toEqual([
      { min: 0, max: 20, description: 'a' },
      { min: 41, max: 60, description: 'c' },
    ]);
  });
});
