/**
 * The report's stylesheet, written beside index.html as `style.css`. System fonts
 * only: the report must look right offline, from file://, with no web fonts.
 *
 * @module
 */

/**
 * The contents of `style.css`. The verdict colours are CSS custom properties on
 * `:root` so the browser test can read them back and know the sheet was applied.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { REPORT_CSS } from "./style.ts";
 * assert.ok(REPORT_CSS.includes("--refuted"));
 * ```
 */
export const REPORT_CSS = `:root {
  --reproduced: #dcf1dc;
  --reproduced-edge: #2b8a3e;
  --differs: #fdeccb;
  --differs-edge: #c27c00;
  --not-reproduced: #e6dcf5;
  --not-reproduced-edge: #7048b6;
  --not-found: #e3e6ea;
  --not-found-edge: #5f6368;
  --refuted: #f8d3d3;
  --refuted-edge: #c92a2a;
  --ink: #1b1b1b;
  --muted: #5f6368;
  --rule: #d0d4d9;
  color-scheme: light;
}
* { box-sizing: border-box; }
body {
  margin: 0;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink);
  background: #fafafa;
}
header, main, footer { max-width: 1200px; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 1.25rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .5rem; border-bottom: 2px solid var(--rule); padding-bottom: .2rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
h4 { font-size: 1rem; margin: 1rem 0 .5rem; color: var(--muted); }
.meta { color: var(--muted); margin: 0 0 .75rem; }
nav a { margin-right: 1rem; }
a { color: #1558b0; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .85em; }
pre { background: #f1f3f5; padding: .5rem; overflow-x: auto; margin: .25rem 0; }
table { border-collapse: collapse; width: 100%; background: #fff; margin: .5rem 0; }
th, td { border: 1px solid var(--rule); padding: .3rem .45rem; text-align: left; vertical-align: top; }
th { background: #eef0f3; font-weight: 600; }
td.id { white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.verdict-reproduced td.verdict { background: var(--reproduced); border-left: 4px solid var(--reproduced-edge); }
tr.verdict-differs td.verdict { background: var(--differs); border-left: 4px solid var(--differs-edge); }
tr.verdict-not-reproduced td.verdict { background: var(--not-reproduced); border-left: 4px solid var(--not-reproduced-edge); }
tr.verdict-not-found td.verdict { background: var(--not-found); border-left: 4px solid var(--not-found-edge); }
tr.verdict-refuted td.verdict { background: var(--refuted); border-left: 4px solid var(--refuted-edge); }
tr.unexpected { outline: 3px dashed var(--refuted-edge); outline-offset: -3px; }
.flag { display: inline-block; font-weight: 700; color: #fff; background: var(--refuted-edge);
  border-radius: 3px; padding: 0 .35rem; margin-top: .2rem; font-size: .8em; }
.ok { color: var(--reproduced-edge); font-weight: 600; }
.bad { color: var(--refuted-edge); font-weight: 600; }
.note { color: var(--muted); font-size: .85em; display: block; }
.legend span { display: inline-block; padding: 0 .5rem; margin-right: .5rem; border-radius: 3px; }
.legend .reproduced { background: var(--reproduced); }
.legend .differs { background: var(--differs); }
.legend .not-reproduced { background: var(--not-reproduced); }
.legend .not-found { background: var(--not-found); }
.legend .refuted { background: var(--refuted); }
.totals { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; list-style: none; padding: 0; margin: .5rem 0; }
.problems { background: var(--refuted); border-left: 4px solid var(--refuted-edge); padding: .5rem 1rem; }
.error { color: var(--refuted-edge); font-weight: 600; }
.figures { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
figure { margin: 0; background: #fff; border: 1px solid var(--rule); padding: .5rem; max-width: 100%; }
figure svg { display: block; max-width: 100%; height: auto; }
figcaption { font-size: .85em; margin-top: .35rem; max-width: 30rem; overflow-wrap: anywhere; }
figcaption .id { font-weight: 700; }
table.certificate { width: auto; margin: .25rem 0 0; font-size: .95em; }
table.certificate td, table.certificate th { padding: .1rem .35rem; }
tr.mismatch td { background: var(--refuted); }
details { margin: .25rem 0; }
summary { cursor: pointer; color: var(--muted); }
footer { color: var(--muted); font-size: .85em; padding-bottom: 2rem; margin-top: 2rem; }
`;
