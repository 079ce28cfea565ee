import {
  buildRoleBuilderExport,
  exportFileName,
  type Job,
  type RoleBuilderExport,
  type RoleCriterion,
  type RoleDescription,
  type RoleNode,
  splitSkills,
} from '@rw/core';

/** A job's description as the Role Builder shows it: its mission and four lists. */
export function descriptionOfJob(job: Job): RoleDescription {
  return {
    role_mission: job.jd_role_mission ?? '',
    responsibilities: job.jd_responsibilities,
    requirements: job.jd_requirements,
    nice_to_have: job.jd_nice_to_have,
    benefits: job.jd_benefits,
  };
}

/** The export of a job (docs/product/role-builder.md#export-and-import): job, criteria and the canvas. */
export function jobExport(
  job: Job,
  criteria: readonly RoleCriterion[],
  nodes: readonly RoleNode[],
  now?: Date,
): RoleBuilderExport {
  return buildRoleBuilderExport({
    job: {
      title: job.title,
      company_name: job.company?.name ?? job.company_name,
      location: job.location,
      description: descriptionOfJob(job),
      skills_hard: splitSkills(job.skills_hard),
      skills_soft: splitSkills(job.skills_soft),
      job_context: job.job_context,
      intake_notes: job.intake_notes,
    },
    criteria,
    nodes,
    now,
  });
}

/** Downloads an export as '{job title}.json'. */
export function downloadExport(data: RoleBuilderExport): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.job.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
