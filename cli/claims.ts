/**
 * `claims [--json] [--full] [--only ID,…] [--seed S] [--quiet]`: run every claim
 * check of docs/CLAIMS.md and print the table: id, claim, write-up figure, suite
 * figure, verdict, seconds. Exit 0 when every verdict is the one the suite
 * expects (and every K claim's figures equal its pinned golden values), 1 otherwise.
 * `--update-golden` re-pins the K claims' figures after a reviewed change.
 *
 * @module
 */

import { parseArgs } from "node:util";
import {
  canonicalJson,
  type ClaimRow,
  GOLDEN_PATH,
  readGolden,
  runClaim,
  selectClaims,
} from "../conformance/claims/mod.ts";
import { textTable } from "../conformance/text_table.ts";
import { testSeed } from "../core/rng.ts";
import { EXIT, intOption, printJson, UsageError } from "./io.ts";
import { progressLine } from "./progress.ts";

const clip = (s: string, n: number): string => (s.length > n ? s.slice(0, n - 1) + "…" : s);

/** The claims table as text. */
export function claimsTable(rows: readonly ClaimRow[]): string {
  return textTable(
    ["id", "claim", "write-up", "suite", "verdict", "s"],
    rows.map((r) => [
      r.id,
      clip(r.title, 40),
      clip(r.writeup, 48),
      clip(r.suite, 60),
      r.golden === "changed"
        ? `${r.verdict} (FIGURES CHANGED)`
        : r.asExpected
        ? r.verdict
        : `${r.verdict} (EXPECTED ${r.expected})`,
      r.seconds.toFixed(1),
    ]),
  );
}

/** Runs the claims with a context; reports progress per claim. */
export async function runClaims(
  ids: readonly string[],
  options: { full: boolean; seed: number; quiet: boolean },
): Promise<ClaimRow[]> {
  const claims = selectClaims(ids);
  const golden = await readGolden();
  const progress = progressLine(!options.quiet);
  const rows: ClaimRow[] = [];
  for (const [i, claim] of claims.entries()) {
    progress.update(i, claims.length, `claims (${claim.id})`);
    rows.push(await runClaim(claim, { full: options.full, seed: options.seed }, golden));
  }
  progress.done();
  return rows;
}

/** Runs the verb; returns the exit code. */
export async function claimsCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      json: { type: "boolean" },
      full: { type: "boolean" },
      only: { type: "string" },
      seed: { type: "string" },
      quiet: { type: "boolean" },
      "update-golden": { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (positionals.length) {
    throw new UsageError(`claims takes no arguments, got "${positionals[0]}"`);
  }
  const ids = values.only ? values.only.split(",").map((s) => s.trim()).filter(Boolean) : [];
  const seed = values.seed === undefined ? testSeed() : intOption("seed", values.seed, 0, 0);
  const full = values.full ?? false;
  if (full && !values.quiet && !values.json) {
    console.error("claims --full: exhaustive forms of every check; this takes several minutes");
  }
  if (values["update-golden"] && (full || ids.length)) {
    throw new UsageError(
      "--update-golden pins the default run of every claim: use it without --full and --only",
    );
  }
  const rows = await runClaims(ids, { full, seed, quiet: values.quiet ?? false });
  if (values["update-golden"]) {
    const pinned = Object.fromEntries(
      rows.filter((r) => r.kind === "K").map((
        r,
      ) => [r.id, JSON.parse(canonicalJson(r.data ?? null))]),
    );
    await Deno.writeTextFile(GOLDEN_PATH, JSON.stringify(pinned, null, 2) + "\n");
    console.error(
      `pinned the figures of ${Object.keys(pinned).length} K claims in ${GOLDEN_PATH.pathname}`,
    );
    return EXIT.ok;
  }
  const bad = rows.filter((r) => !r.asExpected);
  if (values.json) {
    printJson({
      seed,
      full,
      claims: rows,
      asExpected: rows.length - bad.length,
      total: rows.length,
    });
  } else {
    console.log(claimsTable(rows));
    for (const r of rows.filter((r) => r.verdict === "refuted")) {
      for (const w of r.witnesses ?? []) {
        console.log(`\n${r.id} witness: ${w.description}${w.url ? `\n  ${w.url}` : ""}`);
        for (const row of w.rows ?? []) console.log(`  ${row}`);
      }
    }
    console.log(
      `\n${rows.length - bad.length}/${rows.length} claims as expected (seed ${seed}${
        full ? ", full" : ""
      })`,
    );
  }
  return bad.length ? EXIT.no : EXIT.ok;
}
