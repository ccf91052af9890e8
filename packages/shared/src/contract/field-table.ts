import { z } from 'zod';

/**
 * One field of a stored record as the API carries it: its shape in an answer, its rule in a
 * request, and — when a first save may leave it out — the value it is saved with then. A record's
 * answer and its create and update requests are derived from its table (below), so a field is
 * described once; the server maps the same table onto its columns.
 */
interface FieldSpec {
  answer: z.ZodType;
  rule: z.ZodType;
  ifLeftOut?: unknown;
}
export type FieldTable = Record<string, FieldSpec>;

type AnswerShape<T extends FieldTable> = { [K in keyof T]: T[K]['answer'] };
type CreateShape<T extends FieldTable> = {
  [K in keyof T]: T[K] extends { ifLeftOut: unknown } ? z.ZodDefault<z.ZodOptional<T[K]['rule']>> : T[K]['rule'];
};
type UpdateShape<T extends FieldTable> = { [K in keyof T]: z.ZodOptional<T[K]['rule']> };

const mapTable = <Shape>(table: FieldTable, schemaOf: (spec: FieldSpec) => z.ZodType) =>
  Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, schemaOf(spec)])) as Shape;

/** The fields as an answer holds them. */
export const answerShape = <T extends FieldTable>(table: T) => mapTable<AnswerShape<T>>(table, (spec) => spec.answer);

/** The fields as a create request sends them: one with `ifLeftOut` may be left out. */
export const createShape = <T extends FieldTable>(table: T) =>
  mapTable<CreateShape<T>>(table, (spec) =>
    'ifLeftOut' in spec ? spec.rule.optional().default(spec.ifLeftOut as never) : spec.rule,
  );

/** The fields as an update request sends them: each may be left out, and is then left as it is. */
export const updateShape = <T extends FieldTable>(table: T) =>
  mapTable<UpdateShape<T>>(table, (spec) => spec.rule.optional());
