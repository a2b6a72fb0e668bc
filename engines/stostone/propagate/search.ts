/**
 * Depth-first search over a {@link Ladder}: run the ladder, branch on one cell
 * (shaded first, then unshaded), and verify every leaf with the engine's own complete
 * check before it counts as an answer. Iterative, so deep boards cost no stack.
 *
 * @module
 */

import { satisfiesAllRules } from "./check.ts";
import { BY_BRANCH, type Checkpoint, type Ladder, OK, OUT_OF_BUDGET } from "./ladder.ts";

/** The search covered everything below its starting state. */
export const SEARCH_DONE = 0;
/** The search stopped because it found `cap` answers. */
export const SEARCH_CAP = 1;
/** The search stopped because the budget ran out. */
export const SEARCH_BUDGET = 2;
/** Branching was switched off and the ladder left cells open. */
export const SEARCH_OPEN = 3;

/** How a search went. */
export interface SearchOutcome {
  /** One of the SEARCH_* codes. */
  readonly status: number;
  /** Search nodes: ladder runs, one at the start and one per branch tried. */
  readonly nodes: number;
  /** Branch decisions made. */
  readonly assumptions: number;
}

/**
 * Searches below the ladder's current state (which need not be a fixpoint) and calls
 * `onAnswer` with each verified answer (a fresh array) and the ladder at that answer,
 * (and `onRoot`, when given, once the ladder has run on the starting state),
 * until `cap` answers, the budget, or the end. When it covered everything it leaves the
 * ladder back at its starting trail position (with any propagation that was pending
 * there dropped); after the cap or the budget it leaves it where it stopped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stostoneBoard } from "../../../core/stostone/board.ts";
 * import { geometryOf } from "./geometry.ts";
 * import { Ladder } from "./ladder.ts";
 * import { SEARCH_DONE, searchBelow } from "./search.ts";
 * // A 4×2 board cut into two 2×2 rooms, "?" over 0: the only answer fills the top room.
 * const geo = geometryOf(stostoneBoard({ rows: 4, cols: 2 }, {
 *   vertical: new Uint8Array(4), horizontal: new Uint8Array([0, 0, 1, 1, 0, 0]),
 * }, ["?", 0]));
 * const rungs = { col: true, clue: true, fit: true, drop: true, probe: true };
 * const ladder = new Ladder(geo, "exact", rungs, 1e6);
 * ladder.init();
 * const found: Uint8Array[] = [];
 * const out = searchBelow(ladder, 2, true, (cells) => found.push(cells));
 * assert.ok(out.status === SEARCH_DONE && found.length === 1 && found[0]!.join() === "1,1,1,1,0,0,0,0");
 * ```
 */
export function searchBelow(
  ladder: Ladder,
  cap: number,
  branch: boolean,
  onAnswer: (cells: Uint8Array, ladder: Ladder) => void,
  onRoot?: (status: number, ladder: Ladder) => void,
): SearchOutcome {
  const geo = ladder.geo;
  const cells: number[] = [];
  const checkpoints: Checkpoint[] = [];
  const tried: number[] = [];
  const base = ladder.checkpoint();
  let nodes = 1;
  let assumptions = 0;
  let found = 0;
  let status = ladder.full();
  onRoot?.(status, ladder);
  for (;;) {
    if (status === OUT_OF_BUDGET) return { status: SEARCH_BUDGET, nodes, assumptions };
    if (status === OK) {
      const x = ladder.pick();
      if (x < 0) {
        ladder.work += geo.n;
        if (satisfiesAllRules(geo, ladder.val, ladder.rule)) {
          found++;
          onAnswer(Uint8Array.from(ladder.val), ladder);
          if (found >= cap) return { status: SEARCH_CAP, nodes, assumptions };
        }
      } else if (!branch) {
        return { status: SEARCH_OPEN, nodes, assumptions };
      } else {
        cells.push(x);
        checkpoints.push(ladder.checkpoint());
        tried.push(0);
      }
    }
    // Next branch: the deepest decision with a value left to try.
    let next = false;
    while (cells.length > 0) {
      const d = cells.length - 1;
      ladder.undo(checkpoints[d]!);
      const t = tried[d]!;
      if (t >= 2) {
        cells.pop();
        checkpoints.pop();
        tried.pop();
        continue;
      }
      tried[d] = t + 1;
      assumptions++;
      nodes++;
      ladder.assign(cells[d]!, t === 0 ? 1 : 0, BY_BRANCH);
      if (ladder.exhausted) return { status: SEARCH_BUDGET, nodes, assumptions };
      status = ladder.full();
      next = true;
      break;
    }
    if (!next) {
      ladder.undo(base);
      return { status: SEARCH_DONE, nodes, assumptions };
    }
  }
}
