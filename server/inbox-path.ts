/**
 * Whether a path can hold the inbox database, checked before SQLite or mkdir touch it: a path
 * inside /proc or /sys makes `mkdir -p` loop forever there (Node's recursive mkdir retries on the
 * ENOENT procfs answers) and SQLite open files that are not files. Node has no "is this a disk"
 * check, so the file-system type of the nearest existing folder is compared with the virtual ones.
 */
import { statfsSync, statSync } from "node:fs";
import path from "node:path";

/** statfs(2) magic numbers of file systems that hold no data of their own. */
const VIRTUAL_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, "proc"],
  [0x62656572, "sysfs"],
  [0x1cd1, "devpts"],
  [0x64626720, "debugfs"],
  [0x74726163, "tracefs"],
  [0x27e0eb, "cgroup"],
  [0x63677270, "cgroup2"],
  [0x73636673, "securityfs"],
  [0x1021994, "devtmpfs"],
]);

function nearestExisting(file: string): string {
  let dir = path.dirname(file);
  for (;;) {
    try {
      statSync(dir);
      return dir;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return dir;
      dir = parent;
    }
  }
}

/** Null when `file` may be the inbox database, else what is wrong ("is inside /proc (proc)"). */
export function inboxPathProblem(file: string): string | null {
  if (file === ":memory:") return null;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return "is not a regular file";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return `cannot be read (${(error as NodeJS.ErrnoException).code})`;
  }
  const folder = nearestExisting(file);
  try {
    const kind = VIRTUAL_FILE_SYSTEMS.get(Number(statfsSync(folder).type));
    if (kind) return `is inside ${folder}, a ${kind} file system that cannot hold a database`;
    if (!statSync(folder).isDirectory()) return `is under ${folder}, which is not a folder`;
  } catch (error) {
    return `cannot be checked (${(error as NodeJS.ErrnoException).code})`;
  }
  return null;
}
