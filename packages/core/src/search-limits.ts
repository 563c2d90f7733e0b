/** The header's search box's limit, in a module with no zod, so the first page load stays light. */
export const SEARCH_TEXT_MAX = 100;
