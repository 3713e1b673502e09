export const employerJobKeys = {
  all: () => ['employer-jobs'] as const,
  one: (id: string) => ['employer-jobs', id] as const,
};
