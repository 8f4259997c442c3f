import { LANGUAGES, localPath } from "../../contract/languages";
import dataFile from "./data/moved-addresses.json" with { type: "json" };
import type { MovedAddress } from "./schemas/moved-address";

/**
 * Every moved address in every language, each answered with a permanent redirect by every host
 * (scripts/host-files.mjs writes them for Cloudflare Pages, nginx and our server;
 * docs/decisions/0019): /services/trading and /fr/services/trading lead to their language's new
 * page. The addresses are the same in every language, so the English half holds them.
 */
export const movedAddresses: MovedAddress[] = LANGUAGES.flatMap((language) =>
  dataFile.en.moved.map(({ from, to }) => ({ from: localPath(from, language), to: localPath(to, language) })),
);
