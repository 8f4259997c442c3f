import { beforeEach, describe, expect, it } from "vitest";
import { startGalleryLightbox } from "./gallery-lightbox";

const captions = ["Desks", "Meeting", "Crane"];

function gallery() {
  const tiles = captions
    .map(
      (text, i) =>
        `<button data-lightbox-open disabled aria-labelledby="c${i}"><img src="/art/${i}.svg" alt="Alt ${i}"><span id="c${i}">${text}</span></button>`,
    )
    .join("");
  document.body.innerHTML = `<div data-module="gallery-lightbox">${tiles}
    <dialog data-lightbox><p data-lightbox-count></p><button data-lightbox-close>Close</button>
    <figure><figcaption></figcaption></figure>
    <button data-lightbox-step="-1">Previous image</button><button data-lightbox-step="1">Next image</button></dialog></div>`;
  const root = document.querySelector<HTMLElement>("[data-module]")!;
  const dialog = root.querySelector("dialog")!;
  // jsdom has no modal dialogs: open and close are enough here.
  dialog.showModal = () => dialog.setAttribute("open", "");
  dialog.close = () => {
    dialog.removeAttribute("open");
    dialog.dispatchEvent(new Event("close"));
  };
  startGalleryLightbox(root);
  return { root, dialog };
}

const shown = (dialog: HTMLDialogElement) => ({
  src: dialog.querySelector("img")!.getAttribute("src"),
  alt: dialog.querySelector("img")!.alt,
  caption: dialog.querySelector("figcaption")!.textContent,
  count: dialog.querySelector("[data-lightbox-count]")!.textContent,
});
const button = (root: HTMLElement, text: string) => [...root.querySelectorAll("button")].find((b) => b.textContent === text)!;

describe("gallery lightbox", () => {
  let root: HTMLElement;
  let dialog: HTMLDialogElement;
  beforeEach(() => ({ root, dialog } = gallery()));

  it("enables the pictures and opens the clicked one with its caption and place", () => {
    const openers = root.querySelectorAll<HTMLButtonElement>("[data-lightbox-open]");
    expect([...openers].every((opener) => !opener.disabled)).toBe(true);
    openers[1]!.click();
    expect(dialog.open).toBe(true);
    expect(shown(dialog)).toEqual({ src: "/art/1.svg", alt: "Alt 1", caption: "Meeting", count: "Image 2 of 3" });
  });

  it("steps with the buttons, the arrow keys and a swipe, wrapping both ways", () => {
    root.querySelector<HTMLButtonElement>("[data-lightbox-open]")!.click();
    button(root, "Previous image").click();
    expect(shown(dialog).caption).toBe("Crane");
    button(root, "Next image").click();
    expect(shown(dialog).caption).toBe("Desks");
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
    expect(shown(dialog).caption).toBe("Meeting");
    dialog.dispatchEvent(new MouseEvent("pointerdown", { clientX: 300, clientY: 100 }));
    dialog.dispatchEvent(new MouseEvent("pointerup", { clientX: 100, clientY: 110 }));
    expect(shown(dialog).caption).toBe("Crane");
    dialog.dispatchEvent(new MouseEvent("pointerdown", { clientX: 100, clientY: 100 }));
    dialog.dispatchEvent(new MouseEvent("pointerup", { clientX: 120, clientY: 300 }));
    expect(shown(dialog).caption).toBe("Crane");
  });

  it("closes with its button and gives focus back to the opener", () => {
    const opener = root.querySelectorAll<HTMLButtonElement>("[data-lightbox-open]")[2]!;
    opener.click();
    button(root, "Close").click();
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
