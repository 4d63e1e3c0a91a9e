/** Server field keys that a form shows under another name (keywords travel as the first meta tag). */
const aliases: Record<string, string> = {
  'seo.metaTags.0.content': 'seo.keywords',
  'seo.metaTags': 'seo.keywords',
};

/** The form's name for a field the contract names `key`. */
export function formFieldErrorKey(key: string): string {
  return aliases[key] ?? key;
}

/** The server's per-field messages keyed the way the form names its fields. */
export function formFieldErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) errors[formFieldErrorKey(key)] = message;
  return errors;
}
