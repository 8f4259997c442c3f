/**
 * Whether a path can hold the inbox database, checked before SQLite or mkdir touch it: a path
 * inside /proc or /sys makes `mkdir -p` loop forever there (Node's recursive mkdir retries on the
 * ENOENT procfs answers) and SQLite open files that are not files. Node has no "is this a disk"
 * check, so the file-system type of the nearest existing folder is compared with the virtual ones.
 */
import { readFileSync, statfsSync, statSync } from "node:fs";
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
]);

/**
 * tmpfs and devtmpfs report this one magic number (devtmpfs is a tmpfs instance), so statfs alone
 * cannot tell /dev (device nodes, refused) from /dev/shm, /tmp on Debian 13 or Docker's `--tmpfs`
 * (memory-backed but real files, allowed). The mount table names the file system: see mountType.
 */
const TMPFS_MAGIC = 0x1021994;
/** Memory-backed file systems: a database there is lost at reboot (start.ts warns). */
const MEMORY_FILE_SYSTEMS = new Set(["tmpfs", "ramfs"]);
const RAMFS_MAGIC = 0x858458f6;

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

/** Linux's dev_t split into major:minor as /proc/self/mountinfo writes it (glibc's gnu_dev_major/minor). */
function majorMinor(dev: number): string {
  const d = BigInt(dev);
  const major = ((d >> 8n) & 0xfffn) | ((d >> 32n) & ~0xfffn);
  const minor = (d & 0xffn) | ((d >> 12n) & ~0xffn);
  return `${major}:${minor}`;
}

/**
 * The file-system type of the mount holding `folder`, from /proc/self/mountinfo (proc(5): field 3
 * is major:minor, the type follows the " - " separator); the mount is found by the folder's device
 * number, so symlinks and bind mounts need no path matching. Null where there is no mount table.
 */
export function mountType(folder: string): string | null {
  let table: string;
  try {
    table = readFileSync("/proc/self/mountinfo", "utf8");
  } catch {
    return null;
  }
  const device = majorMinor(statSync(folder).dev);
  let type: string | null = null;
  for (const line of table.split("\n")) {
    const fields = line.split(" ");
    const separator = fields.indexOf("-");
    // The last match wins: a later mount over the same device is the one in view.
    if (fields[2] === device && separator > 0) type = fields[separator + 1] ?? null;
  }
  return type;
}

/** The file system's name when `file` would live in memory (tmpfs, ramfs), else null. */
export function memoryBackedStorage(file: string): string | null {
  if (file === ":memory:") return null;
  try {
    const folder = nearestExisting(file);
    const magic = Number(statfsSync(folder).type);
    if (magic === RAMFS_MAGIC) return "ramfs";
    if (magic !== TMPFS_MAGIC) return null;
    const type = mountType(folder) ?? "tmpfs";
    return MEMORY_FILE_SYSTEMS.has(type) ? type : null;
  } catch {
    return null;
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
    const magic = Number(statfsSync(folder).type);
    const kind = magic === TMPFS_MAGIC && mountType(folder) === "devtmpfs" ? "devtmpfs" : VIRTUAL_FILE_SYSTEMS.get(magic);
    if (kind) return `is inside ${folder}, a ${kind} file system that cannot hold a database`;
    if (!statSync(folder).isDirectory()) return `is under ${folder}, which is not a folder`;
  } catch (error) {
    return `cannot be checked (${(error as NodeJS.ErrnoException).code})`;
  }
  return null;
}
