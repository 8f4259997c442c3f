// The build scripts' one directory walker.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * Every file under a folder (not the folders themselves), as paths relative to it with forward
 * slashes, sorted. A folder that does not exist holds no files.
 */
export async function filesUnder(dir) {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
