// One place for the ids that tie labels, hints, errors and error-summary links to a field.
export const fieldId = (name: string) => `enquiry-${name}`;
export const hintId = (name: string) => `enquiry-${name}-hint`;
export const errorId = (name: string) => `enquiry-${name}-error`;
