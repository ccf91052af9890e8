/**
 * The API's snake_case field ↔ drizzle's camelCase column property, for records whose fields the
 * contract describes in a field table (`@app/shared/contract`, field-table.ts): each field is stored
 * in the column of the same name (`follow_companies` in `follow_companies`, drizzle's
 * `followCompanies`), so the mappers below serve every field, and a column missing from the table
 * or of another type than its field fails to compile where they are used.
 */
export type PropertyOf<Field extends string> = Field extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<PropertyOf<Tail>>}`
  : Field;

export const propertyOf = <Field extends string>(field: Field) =>
  field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) as PropertyOf<Field>;

type FieldOf<Table> = keyof Table & string;

/** The table's fields as a row holds them: each from the column named as the field. */
export function fieldsOfRow<Table extends object, Row extends Record<PropertyOf<FieldOf<Table>>, unknown>>(
  table: Table,
  row: Row,
): { [Field in FieldOf<Table>]: Row[PropertyOf<Field>] } {
  return Object.fromEntries(Object.keys(table).map((field) => [field, row[propertyOf(field as FieldOf<Table>)]])) as {
    [Field in FieldOf<Table>]: Row[PropertyOf<Field>];
  };
}

/**
 * The table's fields a request gave, as column values; a field left out stays out, so an update
 * leaves its column as it is. Anything else in the request (not a field) is not a column.
 */
export function columnsOfRequest<Table extends object, Body extends Partial<Record<FieldOf<Table>, unknown>>>(
  table: Table,
  body: Body,
): ColumnsOf<Table, Body> {
  const given = Object.keys(table).filter((field) => body[field as FieldOf<Table>] !== undefined);
  return Object.fromEntries(given.map((field) => [propertyOf(field), body[field as FieldOf<Table>]])) as ColumnsOf<
    Table,
    Body
  >;
}

type ColumnsOf<Table, Body extends Partial<Record<FieldOf<Table>, unknown>>> = {
  [Field in FieldOf<Table> as PropertyOf<Field>]?: Exclude<Body[Field], undefined>;
};
