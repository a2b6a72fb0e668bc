/**
 * The trail: the settled variables (cells, then counter variables) in order, and per
 * variable what the learning search's conflict analysis (learn.ts) reads of it: the rung
 * that settled it, its decision level, its position on the trail and its reason area.
 * A cell a rung settled has as its reason the cells settled before it (earlier on the
 * trail) in the area the rung read (see `Ladder.eachReason` in ladder.ts).
 *
 * @module
 */

/**
 * Settled variables in order, with their records; the state writes them (`assign`) and
 * undoes them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { Trail } from "./trail.ts";
 * const trail = new Trail((k) => new Int8Array(k), (k) => new Int32Array(k), new Uint8Array(3));
 * trail.variables[trail.length++] = 2;
 * trail.positionOf[2] = 0;
 * assert.deepEqual([trail.length, trail.variables[0], trail.positionOf.length], [1, 2, 3]);
 * ```
 */
export class Trail {
  /** Settled variables in order. */
  readonly variables: Int32Array;
  /** Used length of {@link Trail.variables}. */
  length = 0;
  /** The search's decision level; `assign` records it per variable. */
  decisionLevel = 0;
  /** Per settled variable: the rung (BY_* in state.ts) that settled it. */
  readonly settledBy: Uint8Array;
  /** Per settled variable: the decision level it was settled at. */
  readonly levelOf: Int32Array;
  /** Per settled variable: its position on the trail. */
  readonly positionOf: Int32Array;
  /**
   * Per settled variable: the area its reason lies in, as a kind (REASON_* in state.ts)
   * and the kind's parameters (columns, a column and a value, two cells, a room, ...).
   */
  readonly reasonKind: Int8Array;
  readonly reasonLo: Int32Array;
  readonly reasonHi: Int32Array;
  /** A third parameter, for the kinds that take one (else −1). */
  readonly reasonExtra: Int32Array;

  /** Arrays of `settledBy.length` entries (one per variable) from `i8` and `i32`. */
  constructor(
    i8: (length: number) => Int8Array,
    i32: (length: number) => Int32Array,
    settledBy: Uint8Array,
  ) {
    const all = settledBy.length;
    this.settledBy = settledBy;
    this.variables = i32(all);
    this.levelOf = i32(all);
    this.positionOf = i32(all);
    this.reasonKind = i8(all);
    this.reasonLo = i32(all);
    this.reasonHi = i32(all);
    this.reasonExtra = i32(all);
  }
}
