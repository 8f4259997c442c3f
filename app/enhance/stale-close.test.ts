import { describe, expect, it } from "vitest";
import { initStaleClose } from "./stale-close";

describe("stale close", () => {
  initStaleClose();
  const heard = (open: boolean) => {
    document.body.innerHTML = `<dialog ${open ? "open" : ""}></dialog>`;
    const dialog = document.querySelector("dialog")!;
    let count = 0;
    dialog.addEventListener("close", () => count++);
    dialog.dispatchEvent(new Event("close"));
    return count;
  };

  it("passes on the close event of a dialog that is closed", () => expect(heard(false)).toBe(1));
  it("stops the late close event of a dialog opened again", () => expect(heard(true)).toBe(0));
});
