/**
 * A link to one item, `<section>/<value>` by the data field `field` (an id or a slug that passed its
 * schema), or to `fallback` (the section itself unless told) when the field is absent.
 */
export const itemLink =
  <const Field extends string>(section: string, field: Field, fallback = section) =>
  (data: { readonly [Key in Field]?: string }): string => {
    const value = data[field];
    return value ? `${section}/${value}` : fallback;
  };
