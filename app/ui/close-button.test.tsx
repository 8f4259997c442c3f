import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CloseButton } from "./close-button";

describe("CloseButton", () => {
  it("is a button named by its label that calls onClick", async () => {
    const onClick = vi.fn();
    const { rerender } = render(<CloseButton onClick={onClick} label="Close" />);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<CloseButton onClick={onClick} label="Close menu" />);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("type", "button");
  });

  it("lets the caller's classes override its own", () => {
    render(<CloseButton onClick={() => {}} label="Close" className="px-6 text-base" />);
    const classes = screen.getByRole("button").className.split(" ");
    expect(classes).toEqual(expect.arrayContaining(["px-6", "text-base"]));
    expect(classes).not.toContain("px-4");
    expect(classes).not.toContain("text-sm");
  });

  it("can close a dialog by invoker command, without a handler", () => {
    render(<CloseButton command="close" commandfor="bio" label="Close" />);
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveAttribute("command", "close");
    expect(button).toHaveAttribute("commandfor", "bio");
  });
});
