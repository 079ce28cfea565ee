/** Query keys of the Data Trainer (docs/product/data-trainer.md): the screen's state and a run. */
export const trainerKeys = {
  all: ['data-trainer'] as const,
  state: () => [...trainerKeys.all, 'state'] as const,
};

/** `/api/data-trainer` with `rest` appended ('/candidates', '/runs/{id}', ...). */
export function trainerPath(rest = ''): string {
  return `/api/data-trainer${rest}`;
}
