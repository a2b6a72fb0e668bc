/**
 * Loaded before every test module (see the `test` task): makes `console.assert`
 * throw, so a failing assertion in a JSDoc `@example` fails `deno test --doc`
 * instead of only printing "Assertion failed".
 *
 * @module
 */

console.assert = (condition?: boolean, ...data: unknown[]): void => {
  if (!condition) {
    throw new Error(`Assertion failed${data.length ? ": " + data.map(String).join(" ") : ""}`);
  }
};
