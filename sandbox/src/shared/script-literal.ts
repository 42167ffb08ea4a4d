/** Inlines a value into a script: JSON, with `<` escaped so no `</script>` can end it early. */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
