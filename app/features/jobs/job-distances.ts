/** The distances the job search offers, in miles (a module of its own: the search form's only import of the search's rules). */
export const JOB_DISTANCES = [10, 25, 50, 100] as const;
export type JobDistance = (typeof JOB_DISTANCES)[number];
