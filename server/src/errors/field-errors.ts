import type { z } from 'zod';

type FieldErrors = Record<string, string[]>;

function add(fields: FieldErrors, path: string, message: string) {
  (fields[path || 'non_field_errors'] ??= []).push(message);
}

/** Folds zod issues into DRF's `{field: [messages]}`; nested paths join with dots. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) add(fields, issue.path.map(String).join('.'), issue.message);
  return fields;
}

/** The same for fastify's validation list, whose items carry the path as a JSON pointer. */
export function validationToFieldErrors(items: readonly { instancePath: string; message?: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of items)
    add(fields, item.instancePath.replace(/^\//, '').replaceAll('/', '.'), item.message ?? 'Invalid value.');
  return fields;
}
