/** What the optimization center says (spec 2 §2, §8), and the toasts it adds where the spec only logged (decision 141). */
export const LOAD_RECOMMENDATIONS_TITLE = 'Failed to load recommendations';
export const LOAD_RECOMMENDATIONS_FAILED = 'Failed to load optimization recommendations';
export const NO_RECOMMENDATIONS = 'No recommendations found';
export const GREAT_JOB = 'Great job!';
