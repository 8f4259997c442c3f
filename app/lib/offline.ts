// The service worker's facts for the app (its file, its page cache): they live in contract/offline.ts,
// where the worker, the build and the server reach them.
export { NEVER_CACHED_PREFIXES, PAGE_CACHE, SERVICE_WORKER_PATH } from "../../contract/offline";
