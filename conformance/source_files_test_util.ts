/**
 * The repository's TypeScript sources, for the tests that read every file (the import
 * boundaries, the rule-name scan).
 *
 * @module
 */

import type { SourceFile } from "./import_graph.ts";

const ROOT = new URL("../", import.meta.url);

/** Every .ts file git knows of in the working tree (tracked or not ignored), with its text. */
export async function repositorySources(): Promise<SourceFile[]> {
  const { stdout } = await new Deno.Command("git", {
    args: ["ls-files", "--cached", "--others", "--exclude-standard", "--deduplicate", "*.ts"],
    cwd: ROOT,
  }).output();
  const files: SourceFile[] = [];
  for (const path of new TextDecoder().decode(stdout).split("\n")) {
    if (path === "") continue;
    try {
      files.push({ path, text: await Deno.readTextFile(new URL(path, ROOT)) });
    } catch (e) {
      // Deleted from the worktree but still in the index: nothing on disk to scan.
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
  }
  return files;
}

/**
 * The same files found by walking the folders (node_modules and .git aside): their
 * paths, for a count that does not trust git.
 */
export async function walkedTsPaths(dir: URL = ROOT, prefix = ""): Promise<string[]> {
  const paths: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".ts")) paths.push(prefix + entry.name);
    else if (entry.isDirectory && entry.name !== "node_modules" && entry.name !== ".git") {
      paths.push(
        ...await walkedTsPaths(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`),
      );
    }
  }
  return paths;
}
