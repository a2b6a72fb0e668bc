/**
 * docs/JSON.md's tables, read and written. Each parallel verb's sections of the page
 * are written from its job's `json` (conformance/run/job.ts), so that a job's fields
 * are described once, beside the code that prints them; the other verbs' sections are
 * written by hand. `deno run -A cli/json_doc.ts` rewrites the job sections whose rows
 * differ from their jobs' and adds the missing ones; cli/json_doc_test.ts fails until
 * the page agrees with the jobs.
 *
 * @module
 */

import type { JobTable, JsonDoc, JsonField } from "../conformance/run/job.ts";
import { writeWhole } from "../core/write_whole.ts";

/** The page. */
export const JSON_DOC_PAGE: URL = new URL("../docs/JSON.md", import.meta.url);

/** The command that writes the job sections, as the messages name it. */
export const JSON_DOC_WRITER = "npx deno run -A cli/json_doc.ts";

/** The page's last section (not a verb's): a new verb's section goes before it. */
const LAST_SECTION = "Shard files";

/** A section of the page: its title and the rows of its table, where they are. */
export interface PageSection {
  /** The heading without `## ` and backticks: `check`, `count --recurrence`, `Shard files`. */
  readonly title: string;
  /** The table's field rows, cells trimmed, the path without its backticks. */
  readonly rows: JsonField[];
  /** The line of the heading. */
  readonly heading: number;
  /** The table's lines, `[first, end)`; an empty range after the heading when it has none. */
  readonly table: readonly [number, number];
}

/**
 * The page's sections, by title, with their tables' field rows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pageSections } from "./json_doc.ts";
 * const page = "# T\n\n## `demo`\n\n| field | type | meaning |\n| - | - | - |\n| `ok` | boolean | yes |\n";
 * const demo = pageSections(page).get("demo")!;
 * assert.deepEqual(demo.rows, [["ok", "boolean", "yes"]]);
 * assert.deepEqual(demo.table, [4, 7]);
 * ```
 */
export function pageSections(text: string): Map<string, PageSection> {
  const lines = text.split("\n");
  const sections = new Map<string, PageSection>();
  const headings = lines.flatMap((line, i) => (line.startsWith("## ") ? [i] : []));
  headings.forEach((heading, k) => {
    const end = headings[k + 1] ?? lines.length;
    let first = heading + 1;
    while (first < end && !lines[first]!.startsWith("|")) first++;
    let last = first;
    while (last < end && lines[last]!.startsWith("|")) last++;
    if (first === end) first = last = heading + 1;
    const rows = lines.slice(first, last).flatMap((line): JsonField[] => {
      const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
      const path = /^`([^`]+)`$/.exec(cells[0] ?? "")?.[1];
      return path === undefined ? [] : [[path, cells[1] ?? "", cells.slice(2).join("|")]];
    });
    const title = lines[heading]!.slice(3).replaceAll("`", "").trim();
    sections.set(title, { title, rows, heading, table: [first, last] });
  });
  return sections;
}

/**
 * A job section's table, columns padded: header, rule, one row per field.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fieldTable } from "./json_doc.ts";
 * assert.deepEqual(fieldTable([["ok", "boolean", "no board failed"]]), [
 *   "| field | type    | meaning         |",
 *   "| ----- | ------- | --------------- |",
 *   "| `ok`  | boolean | no board failed |",
 * ]);
 * ```
 */
export function fieldTable(fields: readonly JsonField[]): string[] {
  const rows = [["field", "type", "meaning"], ...fields.map(([p, t, m]) => [`\`${p}\``, t, m])];
  const length = (cell: string) => [...cell].length;
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => length(row[c]!))));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell + " ".repeat(widths[c]! - length(cell))).join(" | ")} |`;
  return [line(rows[0]!), line(widths.map((w) => "-".repeat(w))), ...rows.slice(1).map(line)];
}

/** Whether a section's rows are exactly a doc's fields (cells compared trimmed). */
export function sameRows(rows: readonly JsonField[], fields: readonly JsonField[]): boolean {
  return JSON.stringify(rows) === JSON.stringify(fields.map((f) => f.map((c) => c.trim())));
}

/**
 * The page with each doc's table written in: a section whose rows already agree is
 * left as it is, one that differs gets the doc's table, a missing one is added before
 * the shard files' section (or at the end).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { pageSections, withJobSections } from "./json_doc.ts";
 * const page = "# T\n\n## Shard files\n\nNot a verb's.\n";
 * const doc = { title: "demo", fields: [["ok", "boolean", "yes"]] as const, examples: [] };
 * const written = withJobSections(page, [doc]);
 * assert.deepEqual(pageSections(written).get("demo")?.rows, [["ok", "boolean", "yes"]]);
 * assert.ok(written.indexOf("## `demo`") < written.indexOf("## Shard files"));
 * assert.equal(withJobSections(written, [doc]), written);
 * ```
 */
export function withJobSections(text: string, docs: readonly JsonDoc[]): string {
  let lines = text.split("\n");
  for (const doc of docs) {
    const section = pageSections(lines.join("\n")).get(doc.title);
    if (section && sameRows(section.rows, doc.fields)) continue;
    const table = fieldTable(doc.fields);
    if (section) {
      const [first, end] = section.table;
      const blank = first === end ? ["", ...table] : table;
      lines = [...lines.slice(0, first), ...blank, ...lines.slice(end)];
      continue;
    }
    const before = pageSections(lines.join("\n")).get(LAST_SECTION)?.heading ?? lines.length;
    const added = [`## \`${doc.title}\``, "", ...table, ""];
    lines = [...lines.slice(0, before), ...added, ...lines.slice(before)];
  }
  return lines.join("\n");
}

/** Every job's docs, in the table's order, with the verb that prints each. */
export async function jobDocs(
  jobs: JobTable,
): Promise<{ verb: string; docs: readonly JsonDoc[] }[]> {
  return await Promise.all(
    Object.entries(jobs).map(async ([verb, load]) => ({ verb, docs: (await load()).json })),
  );
}

if (import.meta.main) {
  const { JOBS } = await import("../jobs.ts");
  const page = await Deno.readTextFile(JSON_DOC_PAGE);
  const docs = (await jobDocs(JOBS)).flatMap((job) => job.docs);
  const written = withJobSections(page, docs);
  if (written === page) {
    console.log(`docs/JSON.md already agrees with the ${docs.length} job sections`);
  } else {
    await writeWhole(JSON_DOC_PAGE, written);
    const old = pageSections(page);
    const changed = docs.filter((d) => !sameRows(old.get(d.title)?.rows ?? [], d.fields));
    console.log(`docs/JSON.md: wrote ${changed.map((d) => d.title).join(", ")}`);
  }
}
