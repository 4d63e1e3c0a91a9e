import { messages } from './messages.js';

/** One problem a schema found: where (`['seo', 'title']`) and what to say. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message?: string;
}

/**
 * A schema's problems as `{ field: message }`, the way the error answer's `fields` and the forms
 * name fields (`seo.title`, `roles.0`): the first message per field wins; a problem with the whole
 * value goes under `_`.
 */
export function fieldErrorsOf(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message ?? messages.validationFailed;
  }
  return fields;
}
