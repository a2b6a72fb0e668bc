/// <reference lib="dom" />
/**
 * The board page's script (bundled into board.js): wires board.html's elements to
 * model.ts (marks, verdict, drawing) and edit.ts (edit mode), and runs solve / forced
 * cells / hint and edit mode's live analysis in Web Workers made from
 * {@link WORKER_SOURCE} (a Blob URL: a page opened from file:// may not load a worker
 * file). Everything it shows comes from the suite's own modules.
 *
 * @module
 */

import { decodeUrl, encodeUrl, writePzprv3 } from "../../../core/formats/mod.ts";
import type { Board } from "../../../core/formats/mod.ts";
import { defaultRule, rulesOf } from "../../../core/genre.ts";
import type { AnalyzeReply, AssistReply, JobReply, JobRequest } from "./jobs.ts";
import {
  answerOf,
  cellAt,
  cellName,
  drawBoard,
  everyRoomMarked,
  markedRooms,
  marksOf,
  nextMark,
  pageAddress,
  readPageAddress,
  UNMARKED,
  verdictOf,
} from "./model.ts";
import {
  edgeNear,
  edgesBetween,
  emptyBoard,
  hasBorder,
  resized,
  typedNumber,
  type Vertex,
  vertexNear,
  withBlack,
  withBorder,
  withNumber,
} from "./edit.ts";
import { fixtureText } from "./save.ts";
import { redrawPlan } from "./redraw.ts";

/** The worker's bundled source, put in by the build (build.ts). */
declare const WORKER_SOURCE: string;

const $ = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`board.html has no #${id}`);
  return element as T;
};

const ui = {
  form: $<HTMLFormElement>("load"),
  url: $<HTMLInputElement>("url"),
  error: $("error"),
  rule: $<HTMLSelectElement>("rule"),
  drawing: $("drawing"),
  verdict: $("verdict"),
  result: $("result"),
  busy: $("busy"),
  cancel: $<HTMLButtonElement>("cancel"),
  editor: $("editor"),
  editToggle: $<HTMLButtonElement>("edit-toggle"),
  newGenre: $<HTMLSelectElement>("new-genre"),
  newRows: $<HTMLInputElement>("new-rows"),
  newCols: $<HTMLInputElement>("new-cols"),
  analysis: $("analysis"),
  stepper: $("stepper"),
  exported: $("exported"),
  exportUrl: $<HTMLTextAreaElement>("export-url"),
  exportFile: $<HTMLTextAreaElement>("export-pzprv3"),
  exportFixture: $<HTMLTextAreaElement>("export-fixture"),
  download: $<HTMLAnchorElement>("download"),
  downloadFixture: $<HTMLAnchorElement>("download-fixture"),
  buttons: [...document.querySelectorAll<HTMLButtonElement>("button[data-job], button[data-act]")],
};

/** What undo and redo step between: the board (edit mode changes it) and the marks. */
interface Snapshot {
  readonly board: Board;
  readonly marks: Int8Array;
}

let board: Board | null = null;
let rule = "";
let marks: Int8Array = new Int8Array(0);
const past: Snapshot[] = [];
const future: Snapshot[] = [];
let cursor: number | null = null;
let forced: readonly number[] | null = null;
let hint: number | null = null;
let editing = false;
/** The judge's failure is shown on a board still being marked only when asked ("judge"). */
let failureAsked = false;
/** The room number being typed: digits typed one after another on one cell append. */
let typing: number | null = null;

function showError(message: string): void {
  ui.error.textContent = message;
  ui.error.hidden = message === "";
}

function open(url: string, ruleName: string): void {
  if (url === "") {
    showError("Enter a puzz.link URL (a Stostone or Dosun-Fuwari board) to open it.");
    return;
  }
  let next: Board;
  try {
    next = decodeUrl(url);
  } catch (e) {
    // The decoder's message quotes the URL already (cut to 80 characters).
    showError(`Cannot open the board: ${e instanceof Error ? e.message : String(e)}`);
    return;
  }
  const rules: readonly string[] = rulesOf(next.genre);
  const badRule = ruleName !== "" && !rules.includes(ruleName);
  start(next, badRule ? "" : ruleName);
  // A bad rule still opens the board, under the default, and says so.
  showError(
    badRule
      ? `rule "${ruleName}" is not a ${next.genre} rule setting (use one of ${
        rules.join(", ")
      }): the board is shown under ${rule}`
      : "",
  );
}

/** Shows a new board under `ruleName` (its genre's default when empty), history kept. */
function start(next: Board, ruleName: string): void {
  stopJob(); // its answer would be about the old board
  if (board !== null) {
    past.push({ board, marks });
    future.length = 0;
  }
  rule = ruleName || defaultRule(next);
  ui.result.textContent = "";
  ui.exported.hidden = true;
  cursor = null;
  show(next, new Int8Array(next.rows * next.cols).fill(UNMARKED));
}

/** Boards with more rows or columns than this get the zoom button. */
const BIG_SIDE = 10;

let addressTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Puts the board and rule in the page's address, so the address is a link to them. It
 * is written in a task of its own: replaceState takes Chromium 10–15 ms, which would
 * otherwise be added to the edit's own task (see the long-task figure in docs/REPORT.md).
 */
function remember(): void {
  clearTimeout(addressTimer);
  addressTimer = setTimeout(() => {
    if (board === null) return;
    try {
      globalThis.history.replaceState(null, "", pageAddress(encodeUrl(board), rule));
    } catch {
      // some embeddings forbid it; the page works without
    }
  }, 0);
}

/** Makes `next` and `nextMarks` what is on screen (no history: see change()). */
function show(next: Board, nextMarks: Int8Array): void {
  const boardChanged = next !== board;
  const sizeChanged = board?.rows !== next.rows || board?.cols !== next.cols;
  board = next;
  marks = nextMarks;
  hint = null;
  failureAsked = false;
  if (cursor !== null && cursor >= next.rows * next.cols) cursor = null;
  if (boardChanged) {
    forced = null;
    ui.url.value = encodeUrl(next);
    document.body.dataset.genre = next.genre;
    // A board larger than about 10×10 is too small to touch on a phone when it fits the
    // width: there it opens zoomed (its own size, panned by scrolling); "zoom" toggles.
    const big = next.rows > BIG_SIDE || next.cols > BIG_SIDE;
    document.body.dataset.big = big ? "1" : "";
    if (sizeChanged) {
      const phone = globalThis.matchMedia?.("(max-width: 600px)").matches ?? false;
      document.body.dataset.zoom = big && phone ? "1" : "";
    }
    const rules: readonly string[] = rulesOf(next.genre);
    if (!rules.includes(rule)) rule = defaultRule(next);
    // Rebuilt only when the list or the choice changes: an edit keeps both.
    const options = [...ui.rule.options].map((o) => o.value);
    if (options.join() !== rules.join() || ui.rule.value !== rule) {
      ui.rule.replaceChildren(...rules.map((r) => new Option(r, r, false, r === rule)));
    }
    remember();
    scheduleAnalysis();
  }
  render();
}

// Undo history. A drag (painting marks, drawing borders) is one step: it starts a
// stroke, and its changes join one entry when it ends.
let stroke: Snapshot | null = null;
let strokeChanged = false;

/** Changes the board and marks as one undoable step (or part of the running stroke). */
function change(next: Board, nextMarks: Int8Array): void {
  if (board === null) return;
  const same = next === board && nextMarks.every((m, i) => m === marks[i]);
  if (same) return;
  if (stroke === null) {
    past.push({ board, marks });
    future.length = 0;
  } else strokeChanged = true;
  show(next, nextMarks);
}

function beginStroke(): void {
  if (board === null) return;
  stroke = { board, marks };
  strokeChanged = false;
}

function endStroke(): void {
  if (stroke !== null && strokeChanged) {
    past.push(stroke);
    future.length = 0;
  }
  stroke = null;
}

/** Undo (back from `past`, onto `future`) and redo (the other way). */
function step(from: Snapshot[], to: Snapshot[]): void {
  const previous = from.pop();
  if (previous === undefined || board === null) return;
  to.push({ board, marks });
  typing = null;
  show(previous.board, previous.marks);
}
const undo = () => step(past, future);
const redo = () => step(future, past);

function render(): void {
  ui.editToggle.setAttribute("aria-pressed", String(editing));
  ui.editor.hidden = !editing;
  document.body.dataset.editing = editing ? "1" : "";
  if (board === null) {
    ui.drawing.innerHTML = "";
    drawn = [];
    ui.verdict.textContent = "";
    return;
  }
  const verdict = verdictOf(board, marks, rule);
  // A board still being marked fails the judge as a matter of course: that is shown as
  // progress, not painted as a failure, until every room has a mark or it is asked for.
  const marked = everyRoomMarked(board, marks);
  const state = verdict.ok ? "ok" : marked || failureAsked ? "failure" : "pending";
  const live = editing && analysis !== null && analysis.url === encodeUrl(board) ? analysis : null;
  const answers = live?.reply.verdict === "multiple" ? live.reply.answers : [];
  redraw(drawBoard(board, marks, {
    highlight: state === "failure" ? verdict.cells : [],
    cursor,
    forced: live?.reply.forced ?? forced,
    hint,
    answer: answers[answerAt] ?? null,
    differ: answers.length > 1 ? differing(answers) : [],
  }));
  // For scripts and tests: what is marked and where the cursor is.
  ui.drawing.dataset.marks = marks.join(",");
  ui.drawing.dataset.cursor = cursor === null ? "" : String(cursor);
  ui.verdict.className = state === "ok" ? "ok" : state === "failure" ? "bad" : "pending";
  ui.verdict.dataset.code = verdict.code ?? "ok";
  ui.verdict.dataset.cells = verdict.cells.join(",");
  ui.verdict.dataset.state = state;
  ui.verdict.dataset.rule = rule;
  if (state === "ok") ui.verdict.textContent = "ok";
  else if (state === "pending") {
    const rooms = board.rooms.length, done = markedRooms(board, marks);
    ui.verdict.textContent = `still being marked: ${done} of ${rooms} rooms have marks ` +
      `(the judge's verdict shows once every room has one, or press "judge")`;
  } else {
    const names = verdict.cells.map((c) => cellName(board!, c));
    // A long list of cells is folded: on a phone it would fill the screen.
    const head = document.createElement("span");
    head.textContent = `${verdict.code}: ${verdict.message} `;
    if (names.length <= 8) {
      head.textContent += `(${names.join(" ")})`;
      ui.verdict.replaceChildren(head);
    } else {
      const fold = document.createElement("details");
      const summary = document.createElement("summary");
      summary.textContent = `${names.length} cells`;
      fold.append(summary, names.join(" "));
      ui.verdict.replaceChildren(head, fold);
    }
  }
  if (!ui.exported.hidden) exportBoard(); // the export panel follows the marks
}

/** The drawing's lines now on screen, one element each; empty when it must be redrawn whole. */
let drawn: string[] = [];

/**
 * Shows `markup` (an SVG, one element per line) in #drawing. Parsing and laying out the
 * whole 18×18 drawing again on every edit and every analysis made tasks over 50 ms:
 * elements whose line is unchanged are kept, and only the changed lines are parsed.
 */
function redraw(markup: string): void {
  const lines = markup.split("\n");
  const svg = ui.drawing.firstElementChild;
  if (svg === null || drawn.length === 0 || lines.length < 2) {
    ui.drawing.innerHTML = markup;
    const whole = ui.drawing.firstElementChild;
    // Patching needs one element per line: anything else is redrawn whole next time.
    drawn = whole !== null && whole.childElementCount === lines.length - 2 ? lines : [];
    return;
  }
  if (lines[0] !== drawn[0]) {
    // The <svg> tag (its size, its data-board): its attributes are copied over.
    const probe = document.createElement("div");
    probe.innerHTML = `${lines[0]}</svg>`;
    const tag = probe.firstElementChild!;
    for (const name of svg.getAttributeNames()) {
      if (!tag.hasAttribute(name)) svg.removeAttribute(name);
    }
    for (const name of tag.getAttributeNames()) svg.setAttribute(name, tag.getAttribute(name)!);
  }
  const plan = redrawPlan(drawn.slice(1, -1), lines.slice(1, -1));
  const parsed = plan.filter((step) => typeof step === "string");
  const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.innerHTML = parsed.join("\n");
  if (holder.childElementCount !== parsed.length) {
    drawn = [];
    return redraw(markup);
  }
  const old = [...svg.children], fresh = [...holder.children];
  const kept = new Set(plan.filter((step) => typeof step === "number"));
  old.forEach((element, at) => {
    if (!kept.has(at)) element.remove();
  });
  let previous: Element | null = null;
  for (const step of plan) {
    const element = typeof step === "number" ? old[step]! : fresh.shift()!;
    if (typeof step === "string") {
      if (previous === null) svg.prepend(element);
      else previous.after(element);
    }
    previous = element;
  }
  drawn = lines;
}

/** Cells on which the listed answers do not all agree. */
function differing(answers: readonly (readonly number[])[]): number[] {
  const first = answers[0]!;
  return first.flatMap((v, x) => (answers.some((a) => a[x] !== v) ? [x] : []));
}

// Pointer input. Play: a press marks its cell and a drag paints the same mark along its
// path, as pzprjs does. Edit: a drag along grid lines draws (or, starting on a border,
// erases) borders corner to corner; a click on an edge toggles it, on a cell selects it
// (Stostone, for its room's number) or toggles it black (Dosun-Fuwari).
interface PlayDrag {
  readonly kind: "play";
  readonly value: number;
  last: number;
}
interface EditDrag {
  readonly kind: "edit";
  last: Vertex | null;
  drawing: boolean | null;
  readonly x: number;
  readonly y: number;
}
let drag: PlayDrag | EditDrag | null = null;

function pointOf(event: MouseEvent): { x: number; y: number } | null {
  const svg = ui.drawing.querySelector("svg");
  const matrix = svg?.getScreenCTM();
  if (!svg || !matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: point.x, y: point.y };
}

/** Sets `value` on `cell` and on the cells between it and the last one painted. */
function paint(to: number, value: number): void {
  if (board === null || drag?.kind !== "play") return;
  const next = Int8Array.from(marks);
  const { cols } = board;
  let r = Math.floor(drag.last / cols), c = drag.last % cols;
  const tr = Math.floor(to / cols), tc = to % cols;
  const cells = [to];
  while (r !== tr || c !== tc) {
    if (r !== tr) r += Math.sign(tr - r);
    else c += Math.sign(tc - c);
    cells.push(r * cols + c);
  }
  for (const cell of cells) {
    if (board.genre === "dosun-fuwari" && board.black[cell] === 1) continue;
    next[cell] = value;
  }
  drag.last = to;
  cursor = to;
  change(board, next);
}

ui.drawing.addEventListener("pointerdown", (event) => {
  if (board === null || (event.button !== 0 && event.button !== 2)) return;
  const point = pointOf(event);
  if (point === null) return;
  typing = null;
  if (editing) {
    beginStroke();
    drag = { kind: "edit", last: vertexNear(board, point.x, point.y), drawing: null, ...point };
  } else {
    const cell = cellAt(board, point.x, point.y);
    if (cell === null) return;
    beginStroke();
    const value = nextMark(board, cell, marks[cell]!, event.button === 2 ? -1 : 1);
    drag = { kind: "play", value, last: cell };
    paint(cell, value);
  }
  ui.drawing.setPointerCapture?.(event.pointerId);
  event.preventDefault();
});

ui.drawing.addEventListener("pointermove", (event) => {
  if (board === null || drag === null) return;
  const point = pointOf(event);
  if (point === null) return;
  if (drag.kind === "play") {
    const cell = cellAt(board, point.x, point.y);
    if (cell !== null && cell !== drag.last) paint(cell, drag.value);
    return;
  }
  const vertex = vertexNear(board, point.x, point.y);
  if (vertex === null) return;
  const last = drag.last;
  drag.last = vertex;
  if (last === null || (last.r === vertex.r && last.c === vertex.c)) return;
  const edges = edgesBetween(board, last, vertex);
  if (edges.length === 0) return;
  // The first border crossed decides: draw where it was missing, erase where it was.
  drag.drawing ??= !hasBorder(board, edges[0]!);
  let next = board;
  for (const edge of edges) next = withBorder(next, edge, drag.drawing);
  change(next, marks);
});

function endDrag(event: PointerEvent): void {
  if (board === null || drag === null) return;
  const was = drag;
  drag = null;
  if (was.kind === "edit" && was.drawing === null) {
    // No border drawn: a click. On an edge it toggles the border, on a cell it acts.
    const edge = edgeNear(board, was.x, was.y);
    const cell = cellAt(board, was.x, was.y);
    if (edge !== null) change(withBorder(board, edge, !hasBorder(board, edge)), marks);
    else if (cell !== null) {
      cursor = cell;
      if (board.genre === "dosun-fuwari") toggleBlack(cell);
      else render();
    }
  }
  endStroke();
  ui.drawing.releasePointerCapture?.(event.pointerId);
}
ui.drawing.addEventListener("pointerup", endDrag);
ui.drawing.addEventListener("pointercancel", endDrag);
ui.drawing.addEventListener("contextmenu", (event) => event.preventDefault());

function toggleBlack(cell: number): void {
  if (board?.genre !== "dosun-fuwari") return;
  const next = Int8Array.from(marks);
  next[cell] = UNMARKED; // a black cell takes no mark
  change(withBlack(board, cell, board.black[cell] === 0), next);
}

function mark(cell: number, direction: 1 | -1 | 0): void {
  if (board === null) return;
  const next = Int8Array.from(marks);
  next[cell] = direction === 0 ? UNMARKED : nextMark(board, cell, marks[cell]!, direction);
  change(board, next);
}

/** Edit mode's keys on the cursor's cell: a room's number (Stostone), black (Dosun-Fuwari). */
function editKey(key: string, at: number): boolean {
  if (board === null) return false;
  if (board.genre === "stostone") {
    const room = board.roomOf[at]!;
    const current = board.clues[room] ?? null;
    let clue: number | "?" | null;
    if (/^[0-9]$/.test(key)) clue = typedNumber(current, Number(key), typing === at);
    else if (key === "?") clue = "?";
    else if (key === "Backspace" || key === "Delete" || key === "-") clue = null;
    else return false;
    change(withNumber(board, at, clue), marks);
    typing = /^[0-9]$/.test(key) ? at : null;
    return true;
  }
  if (key === " ") {
    toggleBlack(at);
    return true;
  }
  return false;
}

document.addEventListener("keydown", (event) => {
  if (event.altKey) return;
  const target = event.target as HTMLElement | null;
  if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const command = event.ctrlKey || event.metaKey;
  if (command) {
    if (key === "z" && !event.shiftKey) undo();
    else if ((key === "z" && event.shiftKey) || key === "y") redo();
    else return;
    event.preventDefault();
    return;
  }
  if (key === "e") {
    setEditing(!editing);
    event.preventDefault();
    return;
  }
  if (board === null) return;
  const { rows, cols } = board;
  const at = cursor ?? 0;
  const moves: Record<string, number> = {
    ArrowUp: at >= cols ? at - cols : at,
    ArrowDown: at + cols < rows * cols ? at + cols : at,
    ArrowLeft: at % cols > 0 ? at - 1 : at,
    ArrowRight: at % cols < cols - 1 ? at + 1 : at,
  };
  if (event.key in moves) {
    cursor = cursor === null ? 0 : moves[event.key]!;
    typing = null;
    render();
  } else if (key === "z") undo();
  else if (key === "y") redo();
  else if (editing) {
    cursor = at;
    if (!editKey(event.key, at)) return;
  } else if (event.key === " ") {
    cursor = at;
    mark(at, 1);
  } else if (event.key === "Backspace" || event.key === "Delete") {
    cursor = at;
    mark(at, 0);
  } else return;
  event.preventDefault();
});

function setEditing(on: boolean): void {
  editing = on;
  typing = null;
  if (on && board !== null) {
    ui.newGenre.value = board.genre;
    ui.newRows.value = String(board.rows);
    ui.newCols.value = String(board.cols);
    scheduleAnalysis();
  } else stopAnalysis();
  render();
}

/** The size typed in the editor, or null after saying what is wrong with it. */
function typedSize(genre: Board["genre"]): { rows: number; cols: number } | null {
  const rows = Number(ui.newRows.value), cols = Number(ui.newCols.value);
  try {
    emptyBoard(genre, rows, cols); // the genre's own checks, with their messages
    return { rows, cols };
  } catch (e) {
    showError(`Cannot make that board: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

function newBoard(): void {
  const genre = ui.newGenre.value as Board["genre"];
  const size = typedSize(genre);
  if (size === null) return;
  showError("");
  start(emptyBoard(genre, size.rows, size.cols), "");
}

function resize(): void {
  if (board === null) return newBoard();
  const size = typedSize(board.genre);
  if (size === null) return;
  showError("");
  const next = resized(board, size.rows, size.cols);
  const nextMarks = new Int8Array(size.rows * size.cols).fill(UNMARKED);
  for (let cell = 0; cell < nextMarks.length; cell++) {
    const r = Math.floor(cell / size.cols), c = cell % size.cols;
    if (r < board.rows && c < board.cols) nextMarks[cell] = marks[r * board.cols + c]!;
  }
  change(next, nextMarks);
}

ui.form.addEventListener("submit", (event) => {
  event.preventDefault();
  // A rule after "#" picks the rule, as in the page's own address (`…433h#convex`).
  const text = ui.url.value.trim();
  const at = text.lastIndexOf("#");
  open(at < 0 ? text : text.slice(0, at).trim(), at < 0 ? "" : text.slice(at + 1).trim());
});

ui.rule.addEventListener("change", () => {
  stopJob(); // its answer would be under the old rule
  rule = ui.rule.value;
  forced = null;
  hint = null;
  ui.result.textContent = "";
  remember();
  scheduleAnalysis();
  render();
});

// The workers: one for the buttons' jobs, one for live analysis, each made on first
// use and thrown away to cancel its job.
let worker: Worker | null = null;
let jobId = 0;
/**
 * The workers' script, made once as the page loads: copying the bundled source into a
 * Blob takes Chromium 13–23 ms, which made the first analysis after an edit a long task.
 */
const workerUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));

function newWorker(): Worker {
  return new Worker(workerUrl);
}

function setBusy(what: string | null): void {
  ui.busy.textContent = what === null ? "" : `${what}…`;
  ui.cancel.hidden = what === null;
  document.body.dataset.busy = what === null ? "" : what;
}

/** Stops the running job, if any, by throwing its worker away. */
function stopJob(): void {
  worker?.terminate();
  worker = null;
  jobId++;
  setBusy(null);
}

function cancel(): void {
  stopJob();
  ui.result.textContent = "cancelled";
}

function run(kind: JobRequest["kind"]): void {
  if (board === null) return;
  worker ??= newWorker();
  const id = ++jobId;
  const asked = marks; // change() replaces the array: a changed mark is a new one
  const request: JobRequest = { kind, url: encodeUrl(board), rule, marks: [...marks] };
  setBusy(kind);
  ui.result.textContent = "";
  worker.onmessage = (event: MessageEvent<{ id: number; reply?: JobReply; error?: string }>) => {
    if (event.data.id !== id) return;
    setBusy(null);
    if (event.data.error !== undefined) {
      ui.result.textContent = `error: ${event.data.error}`;
      return;
    }
    const reply = event.data.reply!;
    // A hint is about the marks it was asked from: once they change it may be wrong.
    if (reply.kind === "hint" && marks !== asked) {
      ui.result.textContent = "hint dropped: the marks changed while it was worked out; ask again";
      return;
    }
    showReply(reply);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    setBusy(null);
    ui.result.textContent = `error: ${event.message}`;
    worker = null;
  };
  worker.postMessage({ id, request });
}

function showReply(reply: JobReply): void {
  if (board === null) return;
  ui.result.dataset.kind = reply.kind;
  if (reply.kind === "solve") {
    ui.result.dataset.verdict = reply.verdict;
    const said = {
      unique: "unique: one answer, shown on the board",
      multiple: "two or more answers; one is shown on the board",
      none: "no answer",
      unknown: "unknown: the engine's budget ran out",
    }[reply.verdict];
    ui.result.textContent = `solve (${reply.engine}, ${reply.nodes} nodes): ${said}`;
    if (reply.answer !== null) change(board, marksOf(board, reply.answer));
  } else if (reply.kind === "forced") {
    forced = reply.cells;
    ui.result.dataset.count = String(reply.count);
    ui.result.textContent = `forced cells: ${reply.count} of ${markable(board)}${
      reply.complete ? "" : " (the budget ran out: there may be more)"
    }; undecided cells are left plain`;
    render();
  } else if (reply.kind === "certify") {
    ui.result.dataset.verdicts = reply.engines.map((e) => `${e.name}=${e.verdict}`).join(",");
    ui.result.textContent = `certify: ${
      reply.engines.map((e) => `${e.name} ${e.verdict} (${e.nodes} nodes, ${e.ms.toFixed(0)} ms)`)
        .join("; ")
    }${reply.agree ? "; the engines agree" : "; THE ENGINES DISAGREE"}`;
  } else if (reply.kind === "assist") {
    showAssist(board, reply);
  } else if (reply.kind === "hint") {
    hint = reply.cell;
    ui.result.dataset.cell = reply.cell === null ? "" : String(reply.cell);
    ui.result.dataset.rung = reply.rung ?? "";
    ui.result.textContent = `hint: ${reply.text}`;
    render();
  }
}

function showAssist(b: Board, reply: AssistReply): void {
  const names = (cells: readonly number[]) => cells.map((x) => cellName(b, x)).join(" ") || "none";
  const data = ui.result.dataset;
  data.alone = reply.alone.join(",");
  data.together = reply.together.join(",");
  data.suggestion = reply.suggestion === null
    ? ""
    : `${reply.suggestion.cell}:${reply.suggestion.value}`;
  data.openRooms = reply.openRooms.join(",");
  const said = b.genre === "dosun-fuwari"
    ? reply.verdict === "multiple"
      ? `rooms whose pieces are not yet determined (by their first cell): ${names(reply.openRooms)}`
      : `the board is ${reply.verdict}: no room is left open`
    : reply.verdict === "unique"
    ? `numbers that can each go alone (by the cell they are on): ${names(reply.alone)}; ` +
      `a set that can go together: ${names(reply.together)}`
    : reply.suggestion !== null
    ? `add ${reply.suggestion.value} in the room of ${cellName(b, reply.suggestion.cell)}: ` +
      `${reply.suggestion.undecided} cells left undecided, the fewest of the numbers tried`
    : `the board is ${reply.verdict}: nothing to suggest`;
  ui.result.textContent = `assistant: ${said}`;
}

/** The cells that take a mark: Dosun-Fuwari's black cells do not, and are not counted. */
function markable(b: Board): number {
  return b.rows * b.cols - (b.genre === "dosun-fuwari" ? b.black.reduce((n, v) => n + v, 0) : 0);
}

// Live analysis (edit mode): after each change of the board or rule, a short pause,
// then the analysis worker; a newer change cancels a job still running (its worker is
// thrown away) and a job over the time cap is stopped and reported unknown.
const ANALYSIS_DELAY_MS = 60;
const ANALYSIS_CAP_MS = 10_000;
let analysisWorker: Worker | null = null;
let analysisBusy = false;
let analysisTimer: ReturnType<typeof setTimeout> | undefined;
let analysisCap: ReturnType<typeof setTimeout> | undefined;
let analysisId = 0;
let analysis: { url: string; rule: string; reply: AnalyzeReply } | null = null;
let answerAt = 0;
/** When the last change was made, to measure how long analysis keeps a person waiting. */
let changedAt = 0;

function stopAnalysis(): void {
  clearTimeout(analysisTimer);
  clearTimeout(analysisCap);
  if (analysisBusy) {
    analysisWorker?.terminate();
    analysisWorker = null;
    analysisBusy = false;
  }
  analysisId++;
}

function scheduleAnalysis(): void {
  if (!editing || board === null) return;
  stopAnalysis();
  changedAt = performance.now();
  ui.analysis.dataset.state = "waiting";
  ui.analysis.dataset.url = encodeUrl(board);
  ui.analysis.textContent = "analysing…";
  ui.stepper.hidden = true;
  analysisTimer = setTimeout(analyse, ANALYSIS_DELAY_MS);
}

function analyse(): void {
  if (board === null) return;
  const url = encodeUrl(board), asked = rule, id = ++analysisId;
  analysisWorker ??= newWorker();
  analysisBusy = true;
  ui.analysis.dataset.state = "running";
  analysisCap = setTimeout(() => {
    stopAnalysis();
    showAnalysis(url, asked, null, `unknown: no verdict within ${ANALYSIS_CAP_MS / 1000} s`);
  }, ANALYSIS_CAP_MS);
  analysisWorker.onmessage = (
    event: MessageEvent<{ id: number; reply?: JobReply; error?: string }>,
  ) => {
    if (event.data.id !== id) return;
    analysisBusy = false;
    clearTimeout(analysisCap);
    const reply = event.data.reply;
    if (reply?.kind === "analyze") showAnalysis(url, asked, reply, "");
    else showAnalysis(url, asked, null, `error: ${event.data.error}`);
  };
  analysisWorker.onerror = (event) => {
    event.preventDefault();
    analysisBusy = false;
    analysisWorker = null;
    showAnalysis(url, asked, null, `error: ${event.message}`);
  };
  const request: JobRequest = { kind: "analyze", url, rule, marks: [...marks] };
  analysisWorker.postMessage({ id, request });
}

function showAnalysis(url: string, asked: string, reply: AnalyzeReply | null, why: string) {
  if (board === null || encodeUrl(board) !== url || asked !== rule) return;
  const data = ui.analysis.dataset;
  data.state = "done";
  data.url = url;
  data.latency = String(Math.round(performance.now() - changedAt));
  if (reply === null) {
    analysis = null;
    data.verdict = "unknown";
    data.count = "";
    data.forced = "";
    ui.analysis.textContent = why;
    render();
    return;
  }
  analysis = { url, rule: asked, reply };
  answerAt = 0;
  data.verdict = reply.verdict;
  data.count = String(reply.answers.length);
  data.forced = reply.forcedCount === null ? "" : String(reply.forcedCount);
  data.ms = String(Math.round(reply.ms));
  const n = reply.answers.length;
  const count = reply.allListed ? `${n}` : `${n} or more`;
  const forcedText = reply.forcedCount === null
    ? ""
    : `; ${reply.forcedCount} of ${markable(board)} cells forced (blue badges)`;
  ui.analysis.textContent = {
    unique: `unique: one answer${forcedText}`,
    multiple: `multiple: ${count} answers${forcedText}; yellow: cells where they differ`,
    none: `no answer${reply.conflicts.length ? `: ${reply.conflicts.join("; ")}` : ""}`,
    unknown: "unknown: the engine's budget ran out",
  }[reply.verdict];
  ui.stepper.hidden = reply.verdict !== "multiple";
  stepAnswer(0);
}

function stepAnswer(by: number): void {
  const answers = analysis?.reply.answers ?? [];
  if (answers.length === 0) return;
  answerAt = (answerAt + by + answers.length) % answers.length;
  ui.stepper.dataset.at = String(answerAt);
  const label = ui.stepper.querySelector("span");
  if (label) label.textContent = ` answer ${answerAt + 1} of ${answers.length} `;
  render();
}

function exportBoard(): void {
  if (board === null) return;
  const url = encodeUrl(board);
  const answer = answerOf(board, marks);
  // Stostone's blanks (0) are the reference's dots: kept as "+".
  const dots = Uint8Array.from(marks, (m) => (m === 0 ? 1 : 0));
  const file = writePzprv3(board, answer, { dots });
  // The fixture file carries the rule, so `check` and `solve` read it under the rule
  // the page shows (pzprv3 has no place for it).
  const verdict = analysis?.url === url && analysis.rule === rule ? analysis.reply.verdict : null;
  const fixture = fixtureText(board, answer, rule, verdict);
  ui.exportUrl.value = url;
  ui.exportFile.value = file;
  ui.exportFixture.value = fixture;
  const name = `${board.genre}_${board.rows}x${board.cols}`;
  ui.download.href = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
  ui.download.download = `${name}.pzprv3.txt`;
  ui.downloadFixture.href = `data:text/plain;charset=utf-8,${encodeURIComponent(fixture)}`;
  ui.downloadFixture.download = `${name}_${rule}.txt`;
  ui.exported.hidden = false;
}

for (const button of ui.buttons) {
  button.addEventListener("click", () => {
    const job = button.dataset.job as JobRequest["kind"] | undefined;
    if (job) return run(job);
    const act = button.dataset.act;
    if (act === "export") exportBoard();
    else if (act === "save") {
      exportBoard();
      ui.downloadFixture.click(); // the fixture file, with its rule and puzz.link URL
    } else if (act === "undo") undo();
    else if (act === "redo") redo();
    else if (act === "edit") setEditing(!editing);
    else if (act === "zoom") {
      document.body.dataset.zoom = document.body.dataset.zoom === "1" ? "" : "1";
    } else if (act === "new") newBoard();
    else if (act === "resize") resize();
    else if (act === "prev") stepAnswer(-1);
    else if (act === "next") stepAnswer(1);
    else if (act === "judge") {
      failureAsked = true;
      render();
    } else if (act === "clear" && board) {
      change(board, new Int8Array(marks.length).fill(UNMARKED));
    }
  });
}
ui.cancel.addEventListener("click", cancel);

// A new rule typed into the address bar (only the fragment changes: no reload).
globalThis.addEventListener("hashchange", () => {
  const { board: url, rule: asked } = readPageAddress(location.search, location.hash);
  if (url !== "" && asked !== rule) open(url, asked);
});

const address = readPageAddress(location.search, location.hash);
const first = address.board || document.body.dataset.board || "";
if (first !== "") open(first, address.rule || document.body.dataset.rule || "");
else render();
