/**
 * Entry point of `npm run serve` / `npm start`: a supervisor (supervisor/supervise.ts) that runs the
 * serving process, serve.ts (the static site plus the local enquiry inbox), and starts it again if
 * it dies.
 */
import { fileURLToPath } from "node:url";
import { supervise } from "./supervisor/supervise";

supervise({ exec: fileURLToPath(new URL("./serve.ts", import.meta.url)) });
