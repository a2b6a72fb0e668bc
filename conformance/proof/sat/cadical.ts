/**
 * Runs the SAT solver CaDiCaL (the Debian package `cadical`) as a process: a CNF in,
 * a model or a DRAT refutation out. The solver is untrusted: a model is checkable
 * against the clauses, and a refutation goes through `elaborate` (`elaborate.ts`) to
 * LRAT for the independent checker.
 *
 * @module
 */

/** How to install the solver, for the message of {@link CadicalMissingError}. */
const INSTALL_HINT =
  'the SAT solver CaDiCaL is not installed: install the Debian package "cadical" (apt-get install cadical)';

/** Margin past the `-t` limit before the process is killed: CaDiCaL checks its clock lazily. */
const KILL_GRACE_MS = 1000;

/**
 * Thrown when the `cadical` binary cannot be found, so callers can tell a missing
 * solver from a failing one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { CadicalMissingError, solveCnf } from "./cadical.ts";
 * await assert.rejects(
 *   solveCnf("p cnf 1 1\n1 0\n", { binary: "/nonexistent/cadical" }),
 *   CadicalMissingError,
 * );
 * ```
 */
export class CadicalMissingError extends Error {
  /** `binary` is the command that was not found. */
  constructor(binary: string, options?: ErrorOptions) {
    super(`${INSTALL_HINT} (no executable "${binary}")`, options);
    this.name = "CadicalMissingError";
  }
}

/** What CaDiCaL answered. `seconds` is the wall-clock time of the solver process. */
export type SatResult =
  | {
    readonly status: "sat";
    /** Signed literals, one per variable 1..V of the header, at index v-1. */
    readonly model: Int32Array;
    readonly version: string;
    readonly seconds: number;
  }
  | {
    readonly status: "unsat";
    /** The DRAT proof as CaDiCaL wrote it (binary unless `binaryProof: false`), when asked for. */
    readonly drat?: Uint8Array;
    readonly version: string;
    readonly seconds: number;
  }
  | {
    readonly status: "unknown";
    /** Why there is no answer, e.g. the time limit. */
    readonly reason: string;
    readonly version: string;
    readonly seconds: number;
  };

/** Options of {@link solveCnf}. */
export interface SolveOptions {
  /** Ask for a DRAT proof of unsatisfiability (default false). */
  readonly proof?: boolean;
  /** Binary DRAT (default true, the smaller); false gives text DRAT (`--no-binary`). */
  readonly binaryProof?: boolean;
  /** Wall-clock limit: passed as `-t`, and the process is killed if it overruns. */
  readonly seconds?: number;
  /** Aborting kills the solver; {@link solveCnf} then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** The solver command (default `"cadical"`). */
  readonly binary?: string;
}

const versions = new Map<string, Promise<string>>();

/**
 * The version CaDiCaL prints for `--version`, trimmed. Asked once per binary and
 * cached.
 *
 * @throws {CadicalMissingError} when the binary is not installed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cadicalVersion } from "./cadical.ts";
 * assert.match(await cadicalVersion(), /\S/);
 * ```
 */
export function cadicalVersion(binary = "cadical"): Promise<string> {
  let version = versions.get(binary);
  if (version === undefined) {
    version = askVersion(binary);
    // A failure (say, not installed yet) must not stick.
    version.catch(() => versions.delete(binary));
    versions.set(binary, version);
  }
  return version;
}

async function askVersion(binary: string): Promise<string> {
  const out = await spawn(binary, ["--version"]).output();
  const text = new TextDecoder().decode(out.stdout).trim();
  if (!out.success || text === "") {
    throw new Error(
      `${binary} --version failed (exit code ${out.code}): ${
        new TextDecoder().decode(out.stderr).trim()
      }`,
    );
  }
  return text;
}

function spawn(binary: string, args: string[]): Deno.ChildProcess {
  try {
    return new Deno.Command(binary, { args, stdin: "null", stdout: "piped", stderr: "piped" })
      .spawn();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new CadicalMissingError(binary, { cause: error });
    }
    throw error;
  }
}

/**
 * Solves DIMACS CNF text with CaDiCaL. Exit code 10 is SAT (the model is read from the
 * `v` lines), 20 is UNSAT (with the DRAT proof when `proof` is set); no answer within
 * `seconds` is `unknown`. The CNF and the proof go through temporary files, removed
 * afterwards.
 *
 * @throws {CadicalMissingError} when the binary is not installed.
 * @throws {Error} when CaDiCaL fails (e.g. a DIMACS parse error), with its message.
 * @throws the signal's reason when `signal` aborts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { solveCnf } from "./cadical.ts";
 * const sat = await solveCnf("p cnf 2 2\n1 2 0\n-1 0\n");
 * assert.equal(sat.status, "sat");
 * if (sat.status === "sat") assert.deepEqual([...sat.model], [-1, 2]);
 * const unsat = await solveCnf("p cnf 1 2\n1 0\n-1 0\n", { proof: true });
 * assert.equal(unsat.status, "unsat");
 * if (unsat.status === "unsat") assert.ok(unsat.drat !== undefined);
 * ```
 */
export async function solveCnf(dimacs: string, options: SolveOptions = {}): Promise<SatResult> {
  const binary = options.binary ?? "cadical";
  const { seconds, signal } = options;
  if (seconds !== undefined && !(seconds > 0 && Number.isFinite(seconds))) {
    throw new RangeError(`solveCnf: seconds must be a positive number, got ${seconds}`);
  }
  signal?.throwIfAborted();
  const vars = headerVars(dimacs);
  const version = await cadicalVersion(binary);
  const cnfPath = await Deno.makeTempFile({ prefix: "cadical_", suffix: ".cnf" });
  let proofPath: string | undefined;
  try {
    await Deno.writeTextFile(cnfPath, dimacs);
    const args = ["-q"];
    // CaDiCaL takes whole seconds only.
    if (seconds !== undefined) args.push("-t", String(Math.max(1, Math.ceil(seconds))));
    if (options.proof === true) {
      proofPath = await Deno.makeTempFile({ prefix: "cadical_", suffix: ".drat" });
      if (options.binaryProof === false) args.push("--no-binary");
      args.push(cnfPath, proofPath);
    } else args.push(cnfPath);

    const started = performance.now();
    const child = spawn(binary, args);
    let killedFor: "time" | "abort" | undefined;
    const kill = (why: "time" | "abort") => {
      if (killedFor !== undefined) return;
      killedFor = why;
      try {
        child.kill("SIGKILL");
      } catch {
        // Already exited.
      }
    };
    const onAbort = () => kill("abort");
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = seconds === undefined
      ? undefined
      : setTimeout(() => kill("time"), Math.max(1, Math.ceil(seconds)) * 1000 + KILL_GRACE_MS);
    let out: Deno.CommandOutput;
    try {
      out = await child.output();
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
    const elapsed = (performance.now() - started) / 1000;

    if (killedFor === "abort") throw signal?.reason;
    if (killedFor === "time") {
      return {
        status: "unknown",
        reason: `CaDiCaL overran the time limit of ${seconds} s and was killed`,
        version,
        seconds: elapsed,
      };
    }
    const stdout = new TextDecoder().decode(out.stdout);
    if (out.code === 10) {
      return { status: "sat", model: readModel(stdout, vars), version, seconds: elapsed };
    }
    if (out.code === 20) {
      if (proofPath === undefined) return { status: "unsat", version, seconds: elapsed };
      return { status: "unsat", drat: await Deno.readFile(proofPath), version, seconds: elapsed };
    }
    if (out.code === 0 && /^c UNKNOWN/m.test(stdout)) {
      return {
        status: "unknown",
        reason: seconds === undefined
          ? "CaDiCaL stopped without an answer"
          : `CaDiCaL reached the time limit of ${seconds} s`,
        version,
        seconds: elapsed,
      };
    }
    const stderr = new TextDecoder().decode(out.stderr).trim();
    throw new Error(
      `solveCnf: ${binary} failed with exit code ${out.code}${
        out.signal === null ? "" : ` (signal ${out.signal})`
      }: ${stderr || stdout.trim() || "no output"}`,
    );
  } finally {
    await Deno.remove(cnfPath).catch(() => {});
    if (proofPath !== undefined) await Deno.remove(proofPath).catch(() => {});
  }
}

function headerVars(dimacs: string): number {
  const m = /^p\s+cnf\s+(\d+)\s+\d+\s*$/m.exec(dimacs);
  if (m === null) throw new SyntaxError("solveCnf: the DIMACS text has no `p cnf V C` header");
  return Number(m[1]);
}

/** The model from CaDiCaL's `v` lines: every variable 1..vars must be given a value. */
function readModel(stdout: string, vars: number): Int32Array {
  const model = new Int32Array(vars);
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("v")) continue;
    for (const token of line.slice(1).trim().split(/\s+/)) {
      if (token === "") continue;
      const lit = Number(token);
      if (!Number.isInteger(lit)) {
        throw new Error(`solveCnf: CaDiCaL printed "${token}" in a v line`);
      }
      const v = Math.abs(lit);
      if (v >= 1 && v <= vars) model[v - 1] = lit;
    }
  }
  const missing = model.indexOf(0);
  if (missing >= 0) {
    throw new Error(`solveCnf: CaDiCaL printed no value for variable ${missing + 1}`);
  }
  return model;
}
