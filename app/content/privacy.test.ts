import { describe, expect, it } from "vitest";
import { backupLifetimeDays, DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP } from "../../contract/personal-data";
import { privacy } from "./privacy";

describe("the privacy notice", () => {
  it("states how long erased enquiries may live on in backups, from the server's backup settings", () => {
    const retention = privacy.sections.find((s) => s.id === "retention")!.paragraphs.join(" ");
    const days = backupLifetimeDays(DEFAULT_BACKUP_EVERY_HOURS, DEFAULT_BACKUP_KEEP);
    expect(retention).toContain(`can remain in a backup for up to ${days} days`);
    expect(retention).not.toMatch(/\{\w+\}/);
  });
});
