// KeyBounds against the rank invariant itself: with everything known it accepts exactly
// the shadings that pack, and with partial knowledge its bounds always hold the true
// keys of a shading that packs (it never rules out an answer).

import assert from "node:assert/strict";
import fc from "npm:fast-check";
import { neighbours } from "../../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../../core/rng.ts";
import { KeyBounds, NEVER, OPEN, SURE } from "./keys.ts";
import { packsByRank } from "./rank.ts";
import { workMeter } from "./work.ts";

/** Stone ids of a region-free shading (its 4-connected shaded components), −1 unshaded. */
function stoneIds(rows: number, cols: number, shaded: Uint8Array): Int32Array {
  const id = new Int32Array(rows * cols).fill(-1);
  let next = 0;
  for (let start = 0; start < rows * cols; start++) {
    if (shaded[start] !== 1 || id[start] !== -1) continue;
    id[start] = next;
    const stack = [start];
    while (stack.length > 0) {
      for (const nb of neighbours({ rows, cols }, stack.pop()!)) {
        if (shaded[nb] === 1 && id[nb] === -1) {
          id[nb] = next;
          stack.push(nb);
        }
      }
    }
    next++;
  }
  return id;
}

/** Rooms for KeyBounds: each stone one room, each unshaded cell a room of its own. */
function roomsOf(ids: Int32Array): { roomOf: Int32Array; roomCount: number } {
  let roomCount = Math.max(-1, ...ids) + 1;
  const roomOf = Int32Array.from(ids, (id) => id >= 0 ? id : roomCount++);
  return { roomOf, roomCount };
}

/** r + (shaded cells below) for each shaded cell. */
function trueKeys(rows: number, cols: number, shaded: Uint8Array): Int32Array {
  const key = new Int32Array(rows * cols);
  for (let c = 0; c < cols; c++) {
    let below = 0;
    for (let r = rows - 1; r >= 0; r--) {
      if (shaded[r * cols + c] === 1) key[r * cols + c] = r + below++;
    }
  }
  return key;
}

/** Whether every column of the rows×cols grid `shaded` holds rows/2 shaded cells. */
function columnsBalanced(shaded: Uint8Array, rows: number, cols: number): boolean {
  for (let c = 0; c < cols; c++) {
    let count = 0;
    for (let r = 0; r < rows; r++) count += shaded[r * cols + c]!;
    if (count !== rows / 2) return false;
  }
  return true;
}

Deno.test("keys: with every cell known, the update accepts exactly the shadings that pack", () => {
  let checked = 0;
  let packing = 0;
  for (const [rows, cols] of [[2, 3], [4, 2], [4, 3], [6, 2], [2, 6], [4, 4], [6, 3]] as const) {
    const n = rows * cols;
    for (let bits = 0; bits < 1 << n; bits++) {
      const shaded = Uint8Array.from({ length: n }, (_, i) => (bits >> i) & 1);
      // Only balanced columns: the search never gets elsewhere with every cell known.
      if (!columnsBalanced(shaded, rows, cols)) continue;
      const ids = stoneIds(rows, cols, shaded);
      const { roomOf, roomCount } = roomsOf(ids);
      const bounds = new KeyBounds({ rows, cols }, roomOf, roomCount);
      const state = Uint8Array.from(shaded, (s) => s === 1 ? SURE : NEVER);
      const packs = packsByRank({ rows, cols }, shaded, ids);
      assert.equal(bounds.update(state, workMeter(1e6)), packs, `${rows}×${cols} ${bits}`);
      checked++;
      if (packs) packing++;
    }
  }
  console.log(`  ${checked} balanced shadings, ${packing} pack`);
  assert.ok(packing > 0 && packing < checked);
});

Deno.test("keys: partial knowledge of a packing shading never excludes its true keys", () => {
  const seed = testSeed();
  let packings = 0;
  fc.assert(
    fc.property(
      fc.constantFrom([2, 4], [4, 4], [4, 6], [6, 4], [6, 6], [8, 6], [8, 8]),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 5, max: 95 }),
      ([rows, cols], drawSeed, knownPercent) => {
        // A packing shading: draw balanced columns until the rank invariant holds. Each
        // column takes rows/2 random rows, or the bottom block with some cells moved up
        // (which packs far more often).
        const rng = rngFromSeed(drawSeed);
        const n = rows * cols;
        let shaded: Uint8Array = new Uint8Array(n);
        let ids: Int32Array = new Int32Array(n);
        let found = false;
        for (let attempt = 0; attempt < 300 && !found; attempt++) {
          shaded = new Uint8Array(n);
          for (let c = 0; c < cols; c++) {
            const order = rng.shuffle([...Array(rows).keys()]);
            const lift = rng.next() < 0.5;
            const chosen = lift ? order.slice(0, rows / 2) : [...Array(rows / 2).keys()]
              .map((i) => rows - 1 - i - (rng.next() < 0.3 ? rows / 2 - 1 - i : 0));
            for (const r of chosen) shaded[r * cols + c] = 1;
          }
          if (!columnsBalanced(shaded, rows, cols)) continue;
          ids = stoneIds(rows, cols, shaded);
          found = packsByRank({ rows, cols }, shaded, ids);
        }
        if (!found) return;
        packings++;
        const { roomOf, roomCount } = roomsOf(ids);
        const state = Uint8Array.from(
          shaded,
          (s) => rng.next() * 100 < knownPercent ? (s === 1 ? SURE : NEVER) : OPEN,
        );
        const bounds = new KeyBounds({ rows, cols }, roomOf, roomCount);
        assert.ok(bounds.update(state, workMeter(1e7)), "a packing shading was ruled out");
        const key = trueKeys(rows, cols, shaded);
        const columns = new Map<number, number[]>(); // stone -> its cells
        for (let cell = 0; cell < n; cell++) {
          if (shaded[cell] !== 1) continue;
          assert.ok(
            bounds.cellLo[cell]! <= key[cell]! && key[cell]! <= bounds.cellHi[cell]!,
            `cell ${cell}: key ${key[cell]} outside ${bounds.cellLo[cell]}..${bounds.cellHi[cell]}`,
          );
          const room = roomOf[cell]!;
          if (state[cell] === SURE) {
            assert.ok(bounds.roomLo[room]! <= key[cell]! && key[cell]! <= bounds.roomHi[room]!);
          }
          columns.set(room, [...(columns.get(room) ?? []), cell]);
        }
        for (const cells of columns.values()) {
          const cs = cells.map((cell) => cell % cols);
          const from = Math.min(...cs);
          const to = Math.max(...cs);
          assert.ok(bounds.meetAcross(cells, from, to, state, workMeter(1e6)));
        }
      },
    ),
    { seed, numRuns: 300 },
  );
  console.log(`  ${packings} packing shadings checked`);
  assert.ok(packings > 50, `only ${packings} packing shadings drawn`);
});

Deno.test("keys: stones linked through a column agree on their keys, or fail", () => {
  // 6×2 (rows/2 = 3), A and B two stones, o open, . unshaded:
  //   o .
  //   A A
  //   . .
  //   . B
  //   B B
  //   o .
  // Column 1 is complete: B's key is 4 + 0 = 4 and A's is 1 + 2 = 3. Each cell alone
  // allows that: in column 0, A's cell could have 1 or 2 shaded cells below (key 2..3)
  // and B's 0 or 1 (key 4..5). But between A and B in column 0 lie two unshaded cells,
  // so A's key is B's minus 2: 2, not 3. Only the link between the stones shows it.
  const roomOf = [2, 3, 0, 0, 4, 5, 6, 1, 1, 1, 7, 8];
  const state = [OPEN, NEVER, SURE, SURE, NEVER, NEVER, NEVER, SURE, SURE, SURE, OPEN, NEVER];
  const bounds = new KeyBounds({ rows: 6, cols: 2 }, roomOf, 9);
  assert.equal(bounds.update(state, workMeter(1000)), false);
  // With B one row higher in column 0 (a cell of room 6 at row 3) the link holds:
  // B's key 4 there too, A's 4 − 1 = 3, and the open cell at the bottom must be shaded.
  const lifted = [OPEN, NEVER, SURE, SURE, NEVER, NEVER, SURE, SURE, NEVER, SURE, OPEN, NEVER];
  const liftedRooms = [2, 3, 0, 0, 4, 5, 1, 1, 6, 1, 7, 8];
  const liftedBounds = new KeyBounds({ rows: 6, cols: 2 }, liftedRooms, 9);
  assert.equal(liftedBounds.update(lifted, workMeter(1000)), true);
  assert.equal(liftedBounds.roomLo[0], 3);
  assert.equal(liftedBounds.roomHi[0], 3);
  assert.equal(liftedBounds.roomLo[1], 4);
  assert.equal(liftedBounds.roomHi[1], 4);
});

Deno.test("keys: an odd row count is a RangeError", () => {
  assert.throws(() => new KeyBounds({ rows: 3, cols: 1 }, [0, 0, 0], 1), /got 3/);
});
