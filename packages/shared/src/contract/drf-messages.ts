import type { z } from 'zod';

/**
 * Turns zod issues into the messages Django REST framework writes for the same mistake, so the
 * client's error normalisation (product §8) shows familiar text. Installed with `z.config`.
 */
export function drfMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      switch (issue.expected) {
        case 'string':
          return 'Not a valid string.';
        case 'number':
        case 'int':
          return 'A valid integer is required.';
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'array':
          return `Expected a list of items but got type "${typeName(issue.input)}".`;
        case 'object':
        case 'record':
          return `Expected a dictionary of items but got type "${typeName(issue.input)}".`;
        default:
          return 'Invalid value.';
      }
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return 'This list may not be empty.';
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      return 'Enter a valid value.';
    case 'invalid_value':
      if (issue.input === undefined) return 'This field is required.';
      return `"${String(issue.input)}" is not a valid choice.`;
    case 'not_multiple_of':
      return 'A valid integer is required.';
    case 'unrecognized_keys':
      return `Unexpected field: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    case 'object':
      return 'dict';
    default:
      return typeof value;
  }
}
