/** A code list (code to label) as the options of a select or radio group, in its order. */
export function optionsOf(list: Readonly<Record<string, string>>) {
  return Object.entries(list).map(([value, label]) => ({ value, label }));
}
