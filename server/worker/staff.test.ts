/**
 * The staff inbox's tests (storage/staff-contract.ts) against the Worker in workerd: requests
 * through its fetch handler, accounts made in its local D1 with the Node code's scrypt (node:crypto
 * under nodejs_compat), documents counted in its local R2.
 */
import { SELF } from "cloudflare:test";
import { describeStaff } from "../storage/staff-contract";
import { d1Sql } from "../storage/d1-sql";
import { documentPrefix } from "../storage/d1-intake";
import { createStaffUsers } from "../staff/users";
import { testEnv as env } from "./test-env";

const ORIGIN = "https://deltaforge.example";

describeStaff("Workers (D1 and R2)", () => ({
  origin: ORIGIN,
  request: (pathname, init) => SELF.fetch(`${ORIGIN}${pathname}`, init),
  addStaff: async (email, password) => void (await createStaffUsers(d1Sql(env.DB)).add(email, password)),
  documentCount: async (reference) => (await env.DOCUMENTS.list({ prefix: documentPrefix(reference) })).objects.length,
}));
