/**
 * Issue 32.4: a farmer's own Spanish for a field, only when they wrote one, so answers stay light. The
 * answer carries both languages (kept public answers do not vary by language); the page chooses.
 */
export const spanishField = <K extends string>(key: K, text: string): Partial<Record<K, string>> =>
  (text ? { [key]: text } : {}) as Partial<Record<K, string>>;
