import assert from "node:assert/strict";
import { type GridSize, neighbours } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import {
  everySmallMap,
  randomFourByFour,
  randomRoomClue,
  SMALL_EVEN_SIZES,
} from "./stostone_engines.ts";

/**
 * Connected partitions of a grid counted by walking every set partition of its
 * cells (restricted growth strings) and keeping those whose blocks are connected:
 * a different method from regionMaps' walk over border bits.
 */
function connectedPartitions(size: GridSize): number {
  const n = size.rows * size.cols;
  const block = new Int32Array(n);
  let count = 0;
  const connected = (blocks: number): boolean => {
    for (let b = 0; b < blocks; b++) {
      const cells = [...block.keys()].filter((c) => block[c] === b);
      const seen = new Set([cells[0]!]);
      const todo = [cells[0]!];
      while (todo.length) {
        for (const nb of neighbours(size, todo.pop()!)) {
          if (block[nb] === b && !seen.has(nb)) {
            seen.add(nb);
            todo.push(nb);
          }
        }
      }
      if (seen.size !== cells.length) return false;
    }
    return true;
  };
  const walk = (cell: number, blocks: number): void => {
    if (cell === n) {
      if (connected(blocks)) count++;
      return;
    }
    for (let b = 0; b <= blocks; b++) {
      block[cell] = b;
      walk(cell + 1, Math.max(blocks, b + 1));
    }
  };
  walk(0, 0);
  return count;
}

Deno.test("everySmallMap lists every connected partition once (checked by set partitions)", () => {
  let total = 0;
  for (const size of SMALL_EVEN_SIZES) {
    const { maps, boards } = everySmallMap([size], 1);
    assert.equal(maps, connectedPartitions(size), `${size.rows}x${size.cols}`);
    assert.equal(boards.length, 2 * maps);
    const keys = new Set(boards.filter((_, i) => i % 2 === 0).map((b) => b.roomOf.join()));
    assert.equal(keys.size, maps, "no partition twice");
    total += maps;
  }
  console.log(`${total} region maps over ${SMALL_EVEN_SIZES.length} sizes`);
});

Deno.test("everySmallMap: the second board of each pair carries one clue per room, the first none", () => {
  const { boards } = everySmallMap([{ rows: 2, cols: 3 }], 5);
  for (let i = 0; i < boards.length; i += 2) {
    assert.ok(boards[i]!.clues.every((c) => c === null));
    assert.equal(boards[i + 1]!.clues.length, boards[i + 1]!.rooms.length);
  }
  // Over many rooms every kind of clue shows up.
  const clues = boards.flatMap((b) => b.clues);
  assert.ok(clues.includes("?") && clues.some((c) => typeof c === "number"));
});

Deno.test("randomFourByFour and randomRoomClue stay in range, same seed same boards", () => {
  const seed = testSeed();
  console.log(`seed ${seed} (replay with SEED=${seed})`);
  const a = rngFromSeed(seed), b = rngFromSeed(seed);
  for (let i = 0; i < 50; i++) {
    const board = randomFourByFour(a);
    assert.deepEqual(randomFourByFour(b), board);
    assert.ok(board.rooms.length >= 2 && board.rooms.length <= 4, `${board.rooms.length} rooms`);
    board.clues.forEach((c, room) => {
      if (typeof c === "number") assert.ok(c >= 1 && c <= Math.min(4, board.rooms[room]!.length));
    });
    const clue = randomRoomClue(a, 3);
    assert.equal(randomRoomClue(b, 3), clue);
    assert.ok(clue === null || clue === "?" || (clue >= 0 && clue <= 3), String(clue));
  }
});
