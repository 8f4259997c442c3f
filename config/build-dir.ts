/** Where builds go unless BUILD_DIR says otherwise (several checkouts build side by side). */
export const defaultBuildDir = "build";

export function buildDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_DIR?.trim() || defaultBuildDir;
}
