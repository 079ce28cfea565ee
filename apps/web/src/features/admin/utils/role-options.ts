import { roles } from '@rw/core';

/** The roles as select options: Owner, Admin, Recruiter (DESIGN.md, Identity and access). */
export const roleOptions = roles.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) }));
