/**
 * Greedy removal in a fixed order, with fewer questions. Trying each item in turn ("can
 * it go, with those dropped before it?") asks one question per item. When the answer is
 * monotone (whatever can go with a set dropped can go with any part of that set dropped),
 * a run of items that can go together can go one by one as well, so the same items are
 * dropped when runs are tried at once: a run that cannot go is halved until the first
 * item that cannot go is found (the run after it is as long as the one that could not
 * go), and the run length doubles after each run that went.
 *
 * @module
 */

/** The questions {@link dropInTurn} asks. */
export interface DropQuestions {
  /** Whether every item of `items` can go at once (the expensive question). */
  readonly spare: (items: readonly number[]) => boolean;
  /**
   * A cheap, sound test: true only when `item` cannot go with `dropped` dropped (and
   * so, by monotony, with any more dropped). False says nothing.
   */
  readonly needed: (item: number, dropped: readonly number[]) => boolean;
}

/**
 * The items of `order` that trying each in turn drops: an item is dropped when it can
 * go together with those dropped before it. Same result as one `spare` question per
 * item, for a monotone `spare`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { dropInTurn } from "./drop_in_turn.ts";
 * // Items may go while their sum stays within 10.
 * const sum = (items: readonly number[]) => items.reduce((a, b) => a + b, 0);
 * const dropped = dropInTurn([1, 2, 3, 9, 1, 2], {
 *   spare: (items) => sum(items) <= 10,
 *   needed: () => false,
 * });
 * assert.deepEqual(dropped, [1, 2, 3, 1, 2]);
 * ```
 */
export function dropInTurn(order: readonly number[], questions: DropQuestions): number[] {
  const dropped: number[] = [];
  let run = 1;
  let failed = 0; // the length of the run being halved, 0 when none is
  let next = 0;
  while (next < order.length) {
    // The next `run` items not known to be needed; the needed ones before them stay.
    const tried: number[] = [];
    let end = next;
    while (end < order.length && tried.length < run) {
      const item = order[end]!;
      end++;
      if (!questions.needed(item, dropped)) tried.push(item);
    }
    if (tried.length === 0) {
      next = end;
    } else if (questions.spare([...dropped, ...tried])) {
      dropped.push(...tried);
      next = end;
      run *= 2;
    } else if (tried.length === 1) {
      next = end; // the first item that cannot go stays
      run = Math.max(1, failed);
      failed = 0;
    } else {
      failed ||= tried.length;
      run = Math.ceil(tried.length / 2); // the first that cannot go is in this half or the next
    }
  }
  return dropped;
}
