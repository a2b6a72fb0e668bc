/**
 * The `conform` section units: the vectors, one external board, one random
 * agreement board under every rule, one corpus fixture. Each runner is a thin
 * adapter to the check in conformance/conform.ts, which this worker-side module
 * loads without fast-check or the claims.
 *
 * @module
 */

import {
  type AgreementCheck,
  type ExternalPuzzle,
  runSectionUnit,
  type UnitCheck,
} from "../../conform.ts";
import type { BoardJson } from "../board_json.ts";

/**
 * Runs the reference vectors.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runVectorsUnit } from "./conform.ts";
 * assert.ok((await runVectorsUnit(null)).checked > 0);
 * ```
 */
export function runVectorsUnit(_: null): Promise<UnitCheck> {
  return runSectionUnit({ kind: "conform/vectors", id: "vectors", payload: null });
}

/**
 * Checks one external board.
 *
 * @example
 * ```ts ignore
 * import { runExternalUnit } from "./conform.ts";
 * const r = await runExternalUnit(puzzle); // one entry of fixtures/external/*.json
 * ```
 */
export function runExternalUnit(payload: ExternalPuzzle): Promise<UnitCheck> {
  return runSectionUnit({ kind: "conform/external", id: payload.id, payload });
}

/**
 * Solves one random board under every rule of its genre with every engine.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runAgreementUnit } from "./conform.ts";
 * import { boardToJson } from "../board_json.ts";
 * import { decodeUrl } from "../../../core/formats/mod.ts";
 * const r = await runAgreementUnit({ board: boardToJson(decodeUrl("stostone/2/2/00")), cap: 100 });
 * assert.ok(r.checked === 4 && r.failures.length === 0);
 * ```
 */
export async function runAgreementUnit(
  payload: { readonly board: BoardJson; readonly cap: number },
): Promise<AgreementCheck> {
  return await runSectionUnit({
    kind: "conform/agreement",
    id: "agreement",
    payload,
  }) as AgreementCheck;
}

/**
 * Checks one corpus fixture (a path relative to the repository root).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runCorpusUnit } from "./conform.ts";
 * const r = await runCorpusUnit({ path: "fixtures/stostone/6x6-001.txt" });
 * assert.ok(r.checked === 1);
 * ```
 */
export function runCorpusUnit(payload: { readonly path: string }): Promise<UnitCheck> {
  return runSectionUnit({ kind: "conform/corpus", id: payload.path, payload });
}
