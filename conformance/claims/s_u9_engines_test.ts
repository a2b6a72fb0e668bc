import assert from "node:assert/strict";
import { type GridSize, neighbours } from "../../core/grid.ts";
import { rngFromSeed, testSeed } from "../../core/rng.ts";
import { evenHeightSizes, randomFourByFour, runSU9Part, sumSU9Parts } from "./s_u9_engines.ts";
import * as partitions from "../boards/partitions.ts";

/**
 * Connected partitions of a grid counted by walking every set partition of its
 * cells (restricted growth strings) and keeping those whose blocks are connected:
 * a third method beside partitions.ts's walk and its count over edge subsets.
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

Deno.test("the region-map walk lists every connected partition once (checked by set partitions)", () => {
  let total = 0;
  for (const size of evenHeightSizes(10)) {
    const keys = new Set<string>();
    let maps = 0;
    for (const labels of partitions.connectedPartitions(size)) {
      keys.add(labels.join());
      maps++;
    }
    assert.equal(maps, connectedPartitions(size), `${size.rows}x${size.cols}`);
    assert.equal(keys.size, maps, "no partition twice");
    total += maps;
  }
  console.log(`${total} region maps over ${evenHeightSizes(10).length} sizes`);
});

Deno.test("randomFourByFour stays in range, same seed same boards", () => {
  const seed = testSeed();
  const a = rngFromSeed(seed), b = rngFromSeed(seed);
  for (let i = 0; i < 50; i++) {
    const board = randomFourByFour(a);
    assert.deepEqual(randomFourByFour(b), board);
    assert.ok(board.rooms.length >= 2 && board.rooms.length <= 4, `${board.rooms.length} rooms`);
    board.clues.forEach((c, room) => {
      if (typeof c === "number") assert.ok(c >= 1 && c <= Math.min(4, board.rooms[room]!.length));
    });
  }
});

Deno.test("S-U9's random clues: one clued board per map, the same for any split into parts", () => {
  // Every map of ≤ 6 cells (128; ≤ 8 has 1,168 and costs nine times as much): the split, the
  // random clues and the seed show as well on these, and S-U9 itself covers the rest.
  const options = { maxCells: 6, randomMaps: 0, seed: 5 };
  const whole = sumSU9Parts([runSU9Part(options, 0, 1)]).total;
  const split = sumSU9Parts([0, 1, 2].map((k) => runSU9Part(options, k, 3))).total;
  assert.deepEqual(split, whole);
  assert.equal(whole.randomClued, whole.maps);
  // Four settings for every board: bare, randomly clued and each numbering.
  assert.equal(whole.runs, 4 * (whole.maps + whole.randomClued + whole.numbered));
  // Another seed draws other clues: the answers found differ somewhere.
  const other = sumSU9Parts([runSU9Part({ ...options, seed: 6 }, 0, 1)]).total;
  assert.equal(other.maps, whole.maps);
  assert.notEqual(other.answers, whole.answers);
  assert.equal(whole.disagreements + whole.inconclusive + whole.missing, 0);
  console.log(
    `${whole.maps} maps ≤ 6 cells: ${whole.randomClued} randomly clued, ${whole.answers} answers`,
  );
});
