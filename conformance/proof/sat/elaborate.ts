/**
 * DRAT → LRAT: turns the refutation CaDiCaL writes (clauses only) into one whose every
 * step names the clauses it follows from, so a small checker can verify it without
 * searching. This side is untrusted: whatever it writes, the checker in
 * `conformance/proof/check/` decides, and nothing here imports it.
 *
 * The method is drat-trim's backward check, with two watched literals. A forward pass
 * adds the lemmas and applies the deletions, checking nothing, until unit propagation
 * at the top level conflicts; the clauses behind that conflict are needed. Then it
 * walks back, undoing each step (reviving deleted clauses, cutting the top level back),
 * and checks only the needed lemmas: each one's negation is propagated to a conflict,
 * and the reasons met walking back from the conflict become its hints, in trail order,
 * and are needed in turn. Literals fixed at the top level get a unit clause of their
 * own (with its hints), so a lemma names one unit instead of the chain behind it. The
 * needed steps are renumbered after the formula, and each clause is deleted after its
 * last use.
 *
 * Literals inside are codes `2v + (negative ? 1 : 0)`, the binary DRAT encoding, so
 * `code ^ 1` negates.
 *
 * @module
 */

import type { CnfLike } from "./dimacs_write.ts";

const ADD = 0;
const DELETE = 1;
const END = -1;

/** Reads DRAT one step at a time into `lits` (codes), without building the whole proof. */
interface StepReader {
  /** The next step's kind ({@link ADD} or {@link DELETE}), or {@link END}; fills `lits`/`len`. */
  next(): number;
  lits: Int32Array;
  len: number;
  /** Where the last step began, for messages. */
  where(): string;
  /** The same as a number: the byte offset (binary) or the line (text). */
  at(): number;
}

/**
 * Whether DRAT bytes are binary. Every binary step ends in a 0 byte, which text never
 * holds, and text never starts with `a`; drat-trim looks at the first 10 bytes instead,
 * which a binary proof of small literals can fool.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { isBinaryDrat } from "./elaborate.ts";
 * assert.equal(isBinaryDrat(new TextEncoder().encode("1 2 0\nd 1 2 0\n")), false);
 * assert.equal(isBinaryDrat(new Uint8Array([0x61, 2, 5, 0])), true);
 * ```
 */
export function isBinaryDrat(drat: Uint8Array): boolean {
  return drat[0] === 0x61 || drat.indexOf(0) >= 0;
}

class BinaryReader implements StepReader {
  lits = new Int32Array(64);
  len = 0;
  #at = 0;
  #start = 0;
  constructor(readonly bytes: Uint8Array) {}

  where(): string {
    return `at byte ${this.#start}`;
  }

  at(): number {
    return this.#start;
  }

  next(): number {
    const bytes = this.bytes;
    const n = bytes.length;
    let p = this.#at;
    if (p >= n) return END;
    this.#start = p;
    const head = bytes[p++]!;
    if (head !== 0x61 && head !== 0x64) {
      throw new SyntaxError(
        `elaborate: binary DRAT byte ${p - 1} is 0x${
          head.toString(16).padStart(2, "0")
        }, not a step ('a' or 'd')`,
      );
    }
    let len = 0;
    for (;;) {
      let u = 0;
      let scale = 1;
      let b: number;
      do {
        if (p >= n) {
          throw new SyntaxError(`elaborate: binary DRAT ends inside the step ${this.where()}`);
        }
        b = bytes[p++]!;
        u += (b & 0x7f) * scale;
        scale *= 128;
      } while (b & 0x80);
      if (u === 0) break;
      if (u === 1 || u > 0x7ffffffe) {
        throw new SyntaxError(`elaborate: binary DRAT has a bad literal code ${u} ${this.where()}`);
      }
      if (len === this.lits.length) this.lits = grow(this.lits, len + 1);
      this.lits[len++] = u;
    }
    this.#at = p;
    this.len = len;
    return head === 0x61 ? ADD : DELETE;
  }
}

class TextReader implements StepReader {
  lits = new Int32Array(64);
  len = 0;
  #at = 0;
  #line = 1;
  #startLine = 1;
  constructor(readonly bytes: Uint8Array) {}

  where(): string {
    return `on line ${this.#startLine}`;
  }

  at(): number {
    return this.#startLine;
  }

  next(): number {
    const bytes = this.bytes;
    const n = bytes.length;
    let p = this.#at;
    // Skip blanks and comment lines.
    for (;;) {
      while (p < n && isSpace(bytes[p]!)) if (bytes[p++] === 10) this.#line++;
      if (p < n && bytes[p] === 0x63) {
        while (p < n && bytes[p] !== 10) p++;
        continue;
      }
      break;
    }
    if (p >= n) {
      this.#at = p;
      return END;
    }
    this.#startLine = this.#line;
    let kind = ADD;
    if (bytes[p] === 0x64) {
      kind = DELETE;
      p++;
    }
    let len = 0;
    for (;;) {
      while (p < n && isSpace(bytes[p]!)) if (bytes[p++] === 10) this.#line++;
      if (p >= n) {
        throw new SyntaxError(
          `elaborate: text DRAT ends inside the step ${this.where()} (no terminating 0)`,
        );
      }
      let negative = false;
      if (bytes[p] === 0x2d) {
        negative = true;
        p++;
      }
      let v = 0;
      const digits = p;
      while (p < n && bytes[p]! >= 0x30 && bytes[p]! <= 0x39) {
        v = v * 10 + bytes[p++]! - 0x30;
      }
      if (v > 0x3fffffff) {
        throw new SyntaxError(`elaborate: text DRAT line ${this.#line}: literal ${v} is too large`);
      }
      if (p === digits || (p < n && !isSpace(bytes[p]!))) {
        const bad = p < n ? bytes[p]! : -1;
        throw new SyntaxError(
          `elaborate: text DRAT line ${this.#line}: ${
            bad < 0 ? "unexpected end" : `unexpected ${describeByte(bad)}`
          } in a literal`,
        );
      }
      if (v === 0) break;
      if (len === this.lits.length) this.lits = grow(this.lits, len + 1);
      this.lits[len++] = 2 * v + (negative ? 1 : 0);
    }
    this.#at = p;
    this.len = len;
    return kind;
  }
}

function isSpace(b: number): boolean {
  return b === 32 || b === 10 || b === 13 || b === 9;
}

function describeByte(b: number): string {
  return b >= 0x21 && b < 0x7f ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16)}`;
}

function grow(a: Int32Array, need: number): Int32Array<ArrayBuffer> {
  let size = Math.max(16, a.length * 2);
  while (size < need) size *= 2;
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

function dimacs(code: number): number {
  return code & 1 ? -(code >> 1) : code >> 1;
}

/** A refutation was reached: the index of the internal clause that is the empty clause. */
class Refuted {
  constructor(readonly clause: number) {}
}

/** Kinds of clause: {@link DERIVED} (a top-level unit or the empty clause) is never propagated. */
const FORMULA = 0;
const LEMMA = 1;
const DERIVED = 2;

/** Which clauses {@link Checker.propagate} looks at: by {@link Checker.core} flag, or all. */
const NON_CORE = 0;
const CORE = 1;
const ALL = 2;

/**
 * The clause database and the trail. Clause `c` (formula clauses first, then lemmas and
 * derived clauses in creation order) has `size[c]` literals at `log[logStart[c]..]`, and
 * hints `hints[hintStart[c] .. + hintCount[c])`. A clause in propagation also has its
 * literals at `arena[start[c]..]` behind a header (c, then size or -1 once dead), which
 * watch lists point at; the arena is compacted as clauses die, for locality.
 */
class Checker {
  // Per variable.
  reason = new Int32Array(0);
  pos = new Int32Array(0);
  unitOf = new Int32Array(0);
  seen = new Int32Array(0);
  inLemma = new Int32Array(0);
  // Per literal code.
  vals = new Int8Array(0);
  mark = new Int32Array(0);
  /**
   * Per literal: pairs (arena offset, blocker) of the clauses watching it, a true
   * blocker saving the visit, at `pool[watchAt[l] .. + watchLen[l])` with room for
   * `watchCap[l]`. One pool, not an array per literal: tens of thousands of small
   * arrays cost more in allocation than the propagation itself.
   */
  pool = new Int32Array(0);
  poolLen = 0;
  watchAt = new Int32Array(0);
  watchLen = new Int32Array(0);
  watchCap = new Int32Array(0);

  trail = new Int32Array(0);
  trailLen = 0;
  qhead = 0;
  /** The trail below `top` is the top level: implied by the clauses alone. */
  top = 0;

  arena = new Int32Array(1 << 16);
  arenaLen = 0;
  arenaLive = 0;
  log = new Int32Array(1 << 16);
  logLen = 0;

  // Per clause.
  clauses = 0;
  start = new Int32Array(1 << 12);
  logStart = new Int32Array(1 << 12);
  size = new Int32Array(1 << 12);
  kind = new Uint8Array(1 << 12);
  dead = new Uint8Array(1 << 12);
  core = new Uint8Array(1 << 12);
  hintStart = new Int32Array(1 << 12);
  hintCount = new Int32Array(1 << 12);
  /** For a lemma: its number among the DRAT additions, and where it was read. */
  lemmaNo = new Int32Array(1 << 12);
  lemmaAt = new Int32Array(1 << 12);
  hints = new Int32Array(1 << 16);
  hintsLen = 0;

  // Live clauses by literal set, for deletions: bucket heads and chains.
  hashHead = new Int32Array(1 << 12).fill(-1);
  hashNext = new Int32Array(1 << 12);
  hashOf = new Int32Array(1 << 12);
  hashed = 0;

  /** The steps of the forward pass: a lemma `c`, or `~d` for the deletion of `d`. */
  steps = new Int32Array(1 << 12);
  /** For a lemma step, the trail length before it. */
  stepTop = new Int32Array(1 << 12);
  stepsLen = 0;

  seenStamp = 0;
  lemmaStamp = 0;
  markStamp = 0;
  backlog = new Int32Array(64);

  constructor(vars: number) {
    const n = vars + 1;
    this.reason = new Int32Array(n).fill(-1);
    this.pos = new Int32Array(n);
    this.unitOf = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.inLemma = new Int32Array(n);
    this.trail = new Int32Array(n);
    this.vals = new Int8Array(2 * n);
    this.mark = new Int32Array(2 * n);
    this.watchAt = new Int32Array(2 * n);
    this.watchLen = new Int32Array(2 * n);
    this.watchCap = new Int32Array(2 * n);
  }

  /** Sizes the watch lists for `occurrences` (per literal, e.g. in the formula), in one pool. */
  reserveWatches(occurrences: Int32Array): void {
    let at = 0;
    for (let l = 0; l < this.watchAt.length; l++) {
      this.watchAt[l] = at;
      this.watchCap[l] = 4 + 2 * occurrences[l]!;
      at += this.watchCap[l]!;
    }
    this.pool = new Int32Array(at + (at >> 1) + 1024);
    this.poolLen = at;
  }

  /** Moves the list of `l` to the end of the pool with twice the room; the old room is garbage until {@link Checker.sweep}. */
  relocate(l: number): void {
    const cap = 2 * this.watchCap[l]! + 4;
    if (this.poolLen + cap > this.pool.length) {
      const grown = new Int32Array(2 * (this.poolLen + cap));
      grown.set(this.pool.subarray(0, this.poolLen));
      this.pool = grown;
    }
    const from = this.watchAt[l]!;
    this.pool.copyWithin(this.poolLen, from, from + this.watchLen[l]!);
    this.watchAt[l] = this.poolLen;
    this.watchCap[l] = cap;
    this.poolLen += cap;
  }

  /** Opens clause `c` = {@link Checker.clauses} with literals `lits[0..len)` and no hints. */
  newClause(lits: Int32Array, len: number, kind: number): number {
    const c = this.clauses++;
    if (c === this.start.length) {
      const n = c * 2;
      this.start = grow(this.start, n);
      this.logStart = grow(this.logStart, n);
      this.size = grow(this.size, n);
      this.hintStart = grow(this.hintStart, n);
      this.hintCount = grow(this.hintCount, n);
      this.lemmaNo = grow(this.lemmaNo, n);
      this.lemmaAt = grow(this.lemmaAt, n);
      this.hashNext = grow(this.hashNext, n);
      this.hashOf = grow(this.hashOf, n);
      this.kind = growBytes(this.kind, n);
      this.dead = growBytes(this.dead, n);
      this.core = growBytes(this.core, n);
    }
    this.size[c] = len;
    this.kind[c] = kind;
    this.hintStart[c] = this.hintsLen;
    this.hintCount[c] = 0;
    this.start[c] = -1;
    if (this.logLen + len > this.log.length) this.log = grow(this.log, this.logLen + len);
    // Loops, not subarray(): a view per clause is an allocation per clause.
    const log = this.log;
    const at = this.logLen;
    for (let k = 0; k < len; k++) log[at + k] = lits[k]!;
    this.logStart[c] = at;
    this.logLen = at + len;
    if (kind === DERIVED) this.dead[c] = 1;
    else this.place(c);
    return c;
  }

  /** Copies the literals of clause `c` from the log to a fresh arena slot. */
  place(c: number): void {
    const len = this.size[c]!;
    if (this.arenaLen + len + 2 > this.arena.length) {
      this.arena = grow(this.arena, this.arenaLen + len + 2);
    }
    this.arena[this.arenaLen] = c;
    this.arena[this.arenaLen + 1] = len;
    const s = this.arenaLen + 2;
    const from = this.logStart[c]!;
    const arena = this.arena;
    const log = this.log;
    for (let k = 0; k < len; k++) arena[s + k] = log[from + k]!;
    this.start[c] = s;
    this.arenaLen = s + len;
    this.arenaLive += len + 2;
  }

  pushHint(c: number, h: number): void {
    if (this.hintsLen === this.hints.length) this.hints = grow(this.hints, this.hintsLen + 1);
    this.hints[this.hintsLen++] = h;
    this.hintCount[c]!++;
  }

  /**
   * Removes duplicate literals from `lits[0..len)` in place. Returns the new length, or
   * -1 for a tautology, or -2 when a literal is already true at the top level.
   */
  normalize(lits: Int32Array, len: number): number {
    const mark = this.mark;
    const vals = this.vals;
    const stamp = ++this.markStamp;
    let out = 0;
    let satisfied = false;
    for (let i = 0; i < len; i++) {
      const l = lits[i]!;
      if (mark[l] === stamp) continue;
      if (mark[l ^ 1] === stamp) return -1;
      mark[l] = stamp;
      if (vals[l] === 1) satisfied = true;
      lits[out++] = l;
    }
    return satisfied ? -2 : out;
  }

  static hashLits(a: Int32Array, from: number, to: number): number {
    // Order-free: sum, xor and product of the codes.
    let sum = 0, xor = 0, prod = 1;
    for (let i = from; i < to; i++) {
      const l = a[i]!;
      sum = (sum + l) | 0;
      xor ^= l;
      prod = Math.imul(prod, l | 1);
    }
    return (Math.imul(sum, 0x9e3779b1) ^ Math.imul(xor, 0x85ebca6b) ^ prod) | 0;
  }

  hashInsert(c: number): void {
    if (++this.hashed > this.hashHead.length) this.rehash(this.hashHead.length * 2);
    const s = this.logStart[c]!;
    const h = Checker.hashLits(this.log, s, s + this.size[c]!);
    this.hashOf[c] = h;
    const b = h & (this.hashHead.length - 1);
    this.hashNext[c] = this.hashHead[b]!;
    this.hashHead[b] = c;
  }

  rehash(buckets: number): void {
    const old = this.hashHead;
    const head = new Int32Array(buckets).fill(-1);
    for (let b = 0; b < old.length; b++) {
      for (let c = old[b]!; c >= 0;) {
        const next = this.hashNext[c]!;
        const nb = this.hashOf[c]! & (buckets - 1);
        this.hashNext[c] = head[nb]!;
        head[nb] = c;
        c = next;
      }
    }
    this.hashHead = head;
  }

  /**
   * The live clause with the literal set `lits[0..len)`, taken out of the hash, or -1
   * when there is none or it fixes a top-level literal: drat-trim keeps those, since
   * the trail would otherwise need undoing.
   */
  unhash(lits: Int32Array, len: number): number {
    const mark = this.mark;
    const stamp = ++this.markStamp;
    let n = 0;
    for (let i = 0; i < len; i++) {
      const l = lits[i]!;
      if (mark[l] === stamp) continue;
      mark[l] = stamp;
      lits[n++] = l;
    }
    const h = Checker.hashLits(lits, 0, n);
    const b = h & (this.hashHead.length - 1);
    const log = this.log;
    let prev = -1;
    for (let c = this.hashHead[b]!; c >= 0; prev = c, c = this.hashNext[c]!) {
      if (this.hashOf[c] !== h || this.size[c] !== n) continue;
      const s = this.logStart[c]!;
      let same = true;
      for (let k = s; k < s + n; k++) {
        if (mark[log[k]!] !== stamp) {
          same = false;
          break;
        }
      }
      if (!same) continue;
      const first = this.arena[this.start[c]!]!;
      if (n > 0 && this.vals[first] === 1 && this.reason[first >> 1] === c) return -1;
      if (prev < 0) this.hashHead[b] = this.hashNext[c]!;
      else this.hashNext[prev] = this.hashNext[c]!;
      this.hashed--;
      return c;
    }
    // Deleting what is not there (or a skipped lemma) changes nothing.
    return -1;
  }

  /** Takes clause `c` out of propagation: its header says dead, and watch lists drop it lazily. */
  kill(c: number): void {
    this.dead[c] = 1;
    this.arena[this.start[c]! - 1] = -1;
    this.arenaLive -= this.size[c]! + 2;
    if (this.arenaLen - this.arenaLive > Math.max(1 << 16, this.arenaLive)) this.sweep();
  }

  /** Moves the live clauses to a fresh arena and drops dead or stale entries from the watch lists. */
  sweep(): void {
    const old = this.arena;
    const { start, size, dead } = this;
    const arena = new Int32Array(Math.max(1 << 16, 2 * this.arenaLive));
    const moved = new Int32Array(this.clauses);
    let len = 0;
    for (let c = 0; c < this.clauses; c++) {
      const s = start[c]!;
      moved[c] = -1;
      if (s < 0 || dead[c] === 1) continue;
      const n = size[c]! + 2;
      for (let k = 0; k < n; k++) arena[len + k] = old[s - 2 + k]!;
      moved[c] = len + 2;
      len += n;
    }
    // Rebuild the pool too, dropping the room left by relocations.
    const oldPool = this.pool;
    let total = 0;
    for (let l = 0; l < this.watchAt.length; l++) total += 4 + 2 * this.watchLen[l]!;
    const pool = new Int32Array(total + (total >> 1) + 1024);
    let at = 0;
    for (let l = 0; l < this.watchAt.length; l++) {
      const from = this.watchAt[l]!;
      const n = this.watchLen[l]!;
      let j = at;
      for (let i = from; i < from + n; i += 2) {
        const s = oldPool[i]!;
        const c = old[s - 2]!;
        // A clause brought back lives in a new slot: entries for the old one are stale.
        if (dead[c] === 1 || start[c] !== s) continue;
        pool[j++] = moved[c]!;
        pool[j++] = oldPool[i + 1]!;
      }
      this.watchAt[l] = at;
      this.watchLen[l] = j - at;
      this.watchCap[l] = 4 + 2 * n;
      at += 4 + 2 * n;
    }
    this.pool = pool;
    this.poolLen = at;
    this.start.set(moved);
    this.arena = arena;
    this.arenaLen = len;
    this.arenaLive = len;
  }

  watch(l: number, s: number, blocker: number): void {
    if (this.watchLen[l]! + 2 > this.watchCap[l]!) this.relocate(l);
    const at = this.watchAt[l]! + this.watchLen[l]!;
    this.pool[at] = s;
    this.pool[at + 1] = blocker;
    this.watchLen[l]! += 2;
  }

  /**
   * Puts clause `c` (alive, in the arena, at the top level) under watch: its first two
   * literals become ones not false if it has them, else false ones fixed last. That
   * choice keeps the watches sound when the top level is later cut back to an earlier
   * step. Returns how many literals are not false and whether one is true.
   */
  watchBest(c: number): number {
    const arena = this.arena;
    const vals = this.vals;
    const pos = this.pos;
    const s = this.start[c]!;
    const len = this.size[c]!;
    let open = 0;
    let satisfied = 0;
    for (let w = 0; w < 2 && w < len; w++) {
      let best = s + w;
      let score = -1;
      for (let k = s + w; k < s + len; k++) {
        const l = arena[k]!;
        const val = vals[l];
        const sc = val === -1 ? pos[l >> 1]! : 0x7fffffff;
        if (sc > score) {
          score = sc;
          best = k;
        }
      }
      const l = arena[best]!;
      arena[best] = arena[s + w]!;
      arena[s + w] = l;
    }
    for (let k = s; k < s + len; k++) {
      const val = vals[arena[k]!];
      if (val !== -1) open++;
      if (val === 1) satisfied = 1;
    }
    if (len >= 2) {
      this.watch(arena[s]!, s, arena[s + 1]!);
      this.watch(arena[s + 1]!, s, arena[s]!);
    }
    return 2 * open + satisfied;
  }

  assign(l: number, reason: number): void {
    const v = l >> 1;
    this.vals[l] = 1;
    this.vals[l ^ 1] = -1;
    this.reason[v] = reason;
    this.pos[v] = this.trailLen;
    this.trail[this.trailLen++] = l;
  }

  /**
   * Unit propagation from `qhead`, over the clauses `which` ({@link ALL}, or those whose
   * {@link Checker.core} flag is {@link CORE} or {@link NON_CORE}), for at most `limit`
   * literals of the trail; the conflicting clause, or -1. One loop, inlined: a call
   * per literal cost a tenth more.
   */
  propagate(which = ALL, limit = 0x7fffffff): number {
    const core = this.core;
    const vals = this.vals;
    const arena = this.arena;
    const watchAt = this.watchAt;
    const watchLen = this.watchLen;
    const watchCap = this.watchCap;
    let pool = this.pool;
    const trail = this.trail;
    const reason = this.reason;
    const pos = this.pos;
    let trailLen = this.trailLen;
    let qhead = this.qhead;
    let conflict = -1;
    while (qhead < trailLen && limit-- > 0) {
      const falsified = trail[qhead++]! ^ 1;
      const base = watchAt[falsified]!;
      const n = base + watchLen[falsified]!;
      let i = base;
      let j = base;
      while (i < n) {
        const s = pool[i]!;
        const blocker = pool[i + 1]!;
        i += 2;
        if (vals[blocker] === 1 || (which !== ALL && core[arena[s - 2]!] !== which)) {
          pool[j++] = s;
          pool[j++] = blocker;
          continue;
        }
        const len = arena[s - 1]!;
        if (len < 0) continue;
        let other = arena[s]!;
        if (other === falsified) {
          other = arena[s + 1]!;
          arena[s] = other;
          arena[s + 1] = falsified;
        }
        if (vals[other] === 1) {
          pool[j++] = s;
          pool[j++] = other;
          continue;
        }
        const e = s + len;
        let k = s + 2;
        for (; k < e; k++) {
          const q = arena[k]!;
          const qv = vals[q];
          // True: keep this watch, q as its blocker (sound, q being set no later).
          if (qv === 1) {
            pool[j++] = s;
            pool[j++] = q;
            break;
          }
          if (qv === 0) {
            arena[s + 1] = q;
            arena[k] = falsified;
            // watch(q, s, other) inlined, this being the hot path. A relocation may
            // replace the pool but keeps every offset, the list read here included.
            if (watchLen[q]! + 2 > watchCap[q]!) {
              this.relocate(q);
              pool = this.pool;
            }
            const at = watchAt[q]! + watchLen[q]!;
            pool[at] = s;
            pool[at + 1] = other;
            watchLen[q]! += 2;
            break;
          }
        }
        if (k < e) continue;
        pool[j++] = s;
        pool[j++] = other;
        if (vals[other] === -1) {
          conflict = arena[s - 2]!;
          while (i < n) pool[j++] = pool[i++]!;
          break;
        }
        const v = other >> 1;
        vals[other] = 1;
        vals[other ^ 1] = -1;
        reason[v] = arena[s - 2]!;
        pos[v] = trailLen;
        trail[trailLen++] = other;
      }
      watchLen[falsified] = j - base;
      if (conflict >= 0) break;
    }
    this.trailLen = trailLen;
    this.qhead = qhead;
    return conflict;
  }

  /**
   * Unit propagation core first, as drat-trim does: the clauses already needed run to a
   * fixpoint before another is tried, one literal at a time, so conflicts reuse them
   * and fewer lemmas join the core (a tenth fewer, and as much faster on puzzle CNFs;
   * a tenth slower on pigeonholes, for the second visit of each watch).
   */
  propagateCoreFirst(): number {
    let other = this.qhead;
    for (;;) {
      const conflict = this.propagate(CORE);
      if (conflict >= 0) return conflict;
      if (other === this.trailLen) return -1;
      const coreHead = this.qhead;
      this.qhead = other;
      const found = this.propagate(NON_CORE, 1);
      other = this.qhead;
      this.qhead = coreHead;
      if (found >= 0) return found;
    }
  }

  /**
   * Propagates at the top level and gives each newly fixed literal its unit clause:
   * the reason itself when that is a unit, else a derived clause whose hints are the
   * units of the reason's other literals and the reason. Throws {@link Refuted} on a
   * conflict.
   */
  propagateTop(): void {
    const conflict = this.propagate();
    const arena = this.arena;
    for (let i = this.top; i < this.trailLen; i++) {
      const l = this.trail[i]!;
      const r = this.reason[l >> 1]!;
      if (this.size[r] === 1) {
        this.unitOf[l >> 1] = r;
        continue;
      }
      this.backlog[0] = l;
      const u = this.newClause(this.backlog, 1, DERIVED);
      // The implied literal of a reason is its first (propagate and watchBest put it there).
      const s = this.start[r]!;
      for (let k = s + 1; k < s + this.size[r]!; k++) {
        this.pushHint(u, this.unitOf[arena[k]! >> 1]!);
      }
      this.pushHint(u, r);
      this.unitOf[l >> 1] = u;
    }
    this.top = this.trailLen;
    if (conflict >= 0) throw new Refuted(this.refute(conflict));
  }

  /** The empty clause from a clause falsified at the top level, marked as needed. */
  refute(conflict: number): number {
    const empty = this.newClause(this.backlog, 0, DERIVED);
    const s = this.logStart[conflict]!;
    for (let k = s; k < s + this.size[conflict]!; k++) {
      this.pushHint(empty, this.unitOf[this.log[k]! >> 1]!);
    }
    this.pushHint(empty, conflict);
    this.markCore(empty);
    return empty;
  }

  /** Adds clause `c` in the forward pass: watches, then fixes its literal if it is unit. */
  attach(c: number): void {
    this.hashInsert(c);
    const len = this.size[c]!;
    const s = this.start[c]!;
    if (len === 1) {
      const val = this.vals[this.arena[s]!];
      if (val === -1) throw new Refuted(this.refute(c));
      if (val === 0) {
        this.assign(this.arena[s]!, c);
        this.propagateTop();
      }
      return;
    }
    const state = len === 0 ? 0 : this.watchBest(c);
    if (state === 0) throw new Refuted(this.refute(c));
    if (state === 2) {
      this.assign(this.arena[s]!, c);
      this.propagateTop();
    }
  }

  /** Brings back clause `c`, deleted later in the proof, on the way backwards. */
  revive(c: number): void {
    this.dead[c] = 0;
    this.place(c);
    if (this.size[c]! >= 2) this.watchBest(c);
  }

  /** Cuts the top level back to its first `top` literals. */
  rollback(top: number): void {
    const vals = this.vals;
    for (let i = top; i < this.trailLen; i++) {
      const l = this.trail[i]!;
      vals[l] = 0;
      vals[l ^ 1] = 0;
      this.reason[l >> 1] = -1;
    }
    this.trailLen = top;
    this.qhead = top;
    this.top = top;
  }

  /** Marks clause `h` as needed, and the hints of a derived clause with it. */
  markCore(h: number): void {
    if (this.core[h] === 1) return;
    this.core[h] = 1;
    if (this.kind[h] !== DERIVED) return;
    const stack = [h];
    while (stack.length > 0) {
      const u = stack.pop()!;
      const from = this.hintStart[u]!;
      for (let k = from; k < from + this.hintCount[u]!; k++) {
        const x = this.hints[k]!;
        if (this.core[x] === 1) continue;
        this.core[x] = 1;
        if (this.kind[x] === DERIVED) stack.push(x);
      }
    }
  }

  /**
   * Checks that lemma `c` (out of propagation) follows by unit propagation and records
   * its hints: the units of top-level literals used, the reasons of the literals implied
   * from its negation in trail order, then the conflicting clause. Returns false when no
   * conflict comes.
   */
  rup(c: number): boolean {
    const arena = this.arena;
    const log = this.log;
    const vals = this.vals;
    const inLemma = this.inLemma;
    const s = this.logStart[c]!;
    const len = this.size[c]!;
    const lemma = ++this.lemmaStamp;
    // All negated literals first, as the checker sets them: then none is implied, and
    // propagating after each one turned out to visit more clauses.
    for (let k = s; k < s + len; k++) {
      const l = log[k]!;
      inLemma[l >> 1] = lemma;
      if (vals[l] === 0) this.assign(l ^ 1, -1);
    }
    const conflict = this.propagateCoreFirst();
    if (conflict < 0) {
      this.rollback(this.top);
      return false;
    }
    this.hintStart[c] = this.hintsLen;
    this.hintCount[c] = 0;
    const seen = this.seen;
    const pos = this.pos;
    const reason = this.reason;
    const top = this.top;
    const stamp = ++this.seenStamp;
    let pending = 0;
    const markVar = (v: number) => {
      if (seen[v] === stamp) return;
      seen[v] = stamp;
      // The negated lemma sets its own literals: they need no reason nor unit.
      if (inLemma[v] === lemma) return;
      if (pos[v]! >= top) pending++;
      else this.pushHint(c, this.unitOf[v]!);
    };
    const cs = this.start[conflict]!;
    for (let k = cs; k < cs + this.size[conflict]!; k++) markVar(arena[k]! >> 1);
    let backlogLen = 0;
    for (let i = this.trailLen - 1; pending > 0; i--) {
      const v = this.trail[i]! >> 1;
      if (seen[v] !== stamp || inLemma[v] === lemma) continue;
      pending--;
      const r = reason[v]!;
      if (backlogLen === this.backlog.length) this.backlog = grow(this.backlog, backlogLen + 1);
      this.backlog[backlogLen++] = r;
      const rs = this.start[r]!;
      for (let k = rs + 1; k < rs + this.size[r]!; k++) markVar(arena[k]! >> 1);
    }
    for (let i = backlogLen - 1; i >= 0; i--) this.pushHint(c, this.backlog[i]!);
    this.pushHint(c, conflict);
    this.rollback(this.top);
    return true;
  }
}

function growBytes(a: Uint8Array, need: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Elaborates a DRAT refutation of `cnf` (binary or text, told apart by
 * {@link isBinaryDrat}) into text LRAT as drat-trim's `lrat-check` reads it: formula
 * clauses are ids 1..m in order; each kept step is `id lit* 0 hint* 0` with the next id,
 * followed by `id d id* 0` for the clauses it used last; the proof ends with the empty
 * clause.
 *
 * As drat-trim does by default, it checks backwards: a forward pass adds the lemmas
 * and applies the deletions (but not of a clause that fixes a top-level literal) until
 * the clauses conflict by unit propagation; then, going back, only the lemmas that
 * conflict needs, and those they need, are checked. Steps after the conflict are not
 * read, nor is the proof when unit propagation refutes the formula alone.
 *
 * Untrusted: the LRAT is meant for an independent checker.
 *
 * @throws {RangeError} when a formula literal is not a non-zero integer within ±vars.
 * @throws {SyntaxError} when the DRAT bytes are malformed, naming where.
 * @throws {Error} when a needed lemma is not RUP (RAT elaboration is not supported) or
 *   the proof ends without refuting the formula.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { elaborate } from "./elaborate.ts";
 * // (a∨b)(a∨¬b)(¬a∨b)(¬a∨¬b): the lemma a, then the empty clause.
 * const cnf = { vars: 2, clauses: [[1, 2], [1, -2], [-1, 2], [-1, -2]] };
 * const lrat = elaborate(cnf, new TextEncoder().encode("1 0\n0\n"));
 * assert.equal(lrat, "5 1 0 1 2 0\n5 d 1 2 0\n6 2 0 5 3 0\n6 d 3 0\n7 0 5 6 4 0\n");
 * assert.throws(() => elaborate(cnf, new TextEncoder().encode("0\n")), /not RUP/);
 * ```
 */
export function elaborate(cnf: CnfLike, drat: Uint8Array): string {
  const m = cnf.clauses.length;
  const vars = cnf.vars;
  if (!Number.isInteger(vars) || vars < 0) {
    throw new RangeError(`elaborate: vars must be a non-negative integer, got ${vars}`);
  }
  const db = new Checker(vars);
  const binary = isBinaryDrat(drat);
  let buf = new Int32Array(64);
  let empty: number;
  try {
    // Every formula clause first, so formula ids stay 1..m whatever happens.
    for (let i = 0; i < m; i++) {
      const clause = cnf.clauses[i]!;
      if (clause.length > buf.length) buf = grow(buf, clause.length);
      for (let j = 0; j < clause.length; j++) {
        const lit = clause[j]!;
        if (!Number.isInteger(lit) || lit === 0 || lit > vars || lit < -vars) {
          throw new RangeError(
            `elaborate: formula clause ${
              i + 1
            } has literal ${lit}, not a non-zero integer within ±${vars}`,
          );
        }
        buf[j] = lit > 0 ? 2 * lit : -2 * lit + 1;
      }
      const len = db.normalize(buf, clause.length);
      // A tautology never propagates: it is kept out, under its id.
      db.newClause(buf, Math.max(len, 0), len === -1 ? DERIVED : FORMULA);
    }
    const occurrences = new Int32Array(2 * vars + 2);
    for (let k = 0; k < db.logLen; k++) occurrences[db.log[k]!]!++;
    db.reserveWatches(occurrences);
    for (let c = 0; c < m; c++) if (db.kind[c] === FORMULA) db.attach(c);

    const reader: StepReader = binary ? new BinaryReader(drat) : new TextReader(drat);
    let lemmas = 0;
    for (let kind = reader.next(); kind !== END; kind = reader.next()) {
      const lits = reader.lits;
      const len = reader.len;
      let maxVar = 0;
      for (let i = 0; i < len; i++) maxVar = Math.max(maxVar, lits[i]! >> 1);
      if (kind === DELETE) {
        // A clause over a variable the formula lacks was never added.
        const d = maxVar <= vars ? db.unhash(lits, len) : -1;
        if (d >= 0) {
          db.kill(d);
          pushStep(db, ~d, 0);
        }
        continue;
      }
      lemmas++;
      // Only RAT steps (extension) need fresh variables, and those are not supported.
      if (maxVar > vars) {
        throw new Error(
          `elaborate: lemma ${lemmas} ${reader.where()} of the DRAT proof has variable ${maxVar}, beyond the formula's ${vars}; RAT elaboration is not supported`,
        );
      }
      const n = db.normalize(lits, len);
      // A tautology or a clause true at the top level can never propagate: skip it.
      if (n < 0) continue;
      const c = db.newClause(lits, n, LEMMA);
      db.lemmaNo[c] = lemmas;
      db.lemmaAt[c] = reader.at();
      pushStep(db, c, db.trailLen);
      db.attach(c);
    }
    throw new Error(
      `elaborate: the DRAT proof (${lemmas} lemmas) ends without refuting the formula: no empty clause or top-level conflict`,
    );
  } catch (e) {
    if (!(e instanceof Refuted)) throw e;
    empty = e.clause;
  }
  // Backwards: undo each step, checking the lemmas found needed.
  for (let i = db.stepsLen - 1; i >= 0; i--) {
    const step = db.steps[i]!;
    if (step < 0) {
      db.revive(~step);
      continue;
    }
    db.kill(step);
    db.rollback(db.stepTop[i]!);
    if (db.core[step] === 0) continue;
    if (!db.rup(step)) throw notRup(db, step, binary);
    const from = db.hintStart[step]!;
    for (let k = from; k < from + db.hintCount[step]!; k++) db.markCore(db.hints[k]!);
  }
  return write(db, m, empty);
}

function pushStep(db: Checker, step: number, top: number): void {
  if (db.stepsLen === db.steps.length) {
    db.steps = grow(db.steps, db.stepsLen + 1);
    db.stepTop = grow(db.stepTop, db.stepsLen + 1);
  }
  db.steps[db.stepsLen] = step;
  db.stepTop[db.stepsLen++] = top;
}

function notRup(db: Checker, c: number, binary: boolean): Error {
  const n = db.size[c]!;
  const s = db.logStart[c]!;
  const shown = Array.from(db.log.subarray(s, s + Math.min(n, 12)), dimacs).join(" ");
  const where = binary ? `at byte ${db.lemmaAt[c]}` : `on line ${db.lemmaAt[c]}`;
  return new Error(
    `elaborate: lemma ${db.lemmaNo[c]} (${
      n === 0 ? "the empty clause" : `${shown}${n > 12 ? " …" : ""} 0`
    }) ${where} of the DRAT proof is not RUP; RAT elaboration is not supported`,
  );
}

/** Keeps the steps the empty clause needs, renumbers them after the formula, writes LRAT. */
function write(db: Checker, m: number, empty: number): string {
  const { hints, hintStart, hintCount, log, logStart, size } = db;
  const total = empty + 1;
  const needed = new Uint8Array(total);
  needed[empty] = 1;
  for (let c = empty; c >= m; c--) {
    if (needed[c] === 0) continue;
    const h = hintStart[c]!;
    for (let k = h; k < h + hintCount[c]!; k++) needed[hints[k]!] = 1;
  }
  const id = new Int32Array(total);
  for (let c = 0; c < m; c++) id[c] = c + 1;
  let next = m + 1;
  const lastUse = new Int32Array(total).fill(-1);
  for (let c = m; c < total; c++) {
    if (needed[c] === 0) continue;
    id[c] = next++;
    const h = hintStart[c]!;
    for (let k = h; k < h + hintCount[c]!; k++) lastUse[hints[k]!] = c;
  }
  // Chains of the clauses to delete after each step.
  const delHead = new Int32Array(total).fill(-1);
  const delNext = new Int32Array(total);
  for (let c = total - 1; c >= 0; c--) {
    const u = lastUse[c]!;
    if (u < 0 || u === empty) continue;
    delNext[c] = delHead[u]!;
    delHead[u] = c;
  }
  // Bytes, not string concatenation: a few megabytes of numbers are built 10× faster so.
  const out = new Ascii();
  for (let c = m; c < total; c++) {
    if (needed[c] === 0) continue;
    const me = id[c]!;
    out.int(me);
    const s = logStart[c]!;
    for (let k = s; k < s + size[c]!; k++) out.int(dimacs(log[k]!));
    out.int(0);
    const h = hintStart[c]!;
    for (let k = h; k < h + hintCount[c]!; k++) out.int(id[hints[k]!]!);
    out.zero();
    out.newline();
    if (delHead[c]! >= 0) {
      out.int(me);
      out.byte(0x64);
      out.byte(0x20);
      for (let d = delHead[c]!; d >= 0; d = delNext[d]!) out.int(id[d]!);
      out.zero();
      out.newline();
    }
  }
  return out.text();
}

/** A growing buffer of ASCII: integers each followed by a space. */
class Ascii {
  #bytes = new Uint8Array(1 << 16);
  #len = 0;
  #digits = new Uint8Array(12);

  #room(n: number): void {
    if (this.#len + n <= this.#bytes.length) return;
    const grown = new Uint8Array(Math.max(this.#bytes.length * 2, this.#len + n));
    grown.set(this.#bytes.subarray(0, this.#len));
    this.#bytes = grown;
  }

  byte(b: number): void {
    this.#room(1);
    this.#bytes[this.#len++] = b;
  }

  /** `x` and a space. */
  int(x: number): void {
    this.#room(13);
    const bytes = this.#bytes;
    if (x < 0) {
      bytes[this.#len++] = 0x2d;
      x = -x;
    }
    const digits = this.#digits;
    let n = 0;
    do {
      digits[n++] = 0x30 + (x % 10);
      x = (x / 10) | 0;
    } while (x > 0);
    while (n > 0) bytes[this.#len++] = digits[--n]!;
    bytes[this.#len++] = 0x20;
  }

  /** The terminating `0` of a list (no space after it). */
  zero(): void {
    this.#room(1);
    this.#bytes[this.#len++] = 0x30;
  }

  newline(): void {
    this.byte(10);
  }

  text(): string {
    return new TextDecoder().decode(this.#bytes.subarray(0, this.#len));
  }
}
