import { describe, expect, it } from "vitest";
import { stylesheetLinks } from "./build-service-worker.mjs";

describe("stylesheetLinks", () => {
  it("finds the page's own stylesheets whatever the attributes' order, and nothing else", () => {
    const html = [
      '<link href="/assets/root-abc.css" rel="stylesheet">',
      '<link rel="preload stylesheet" as="style" href="/assets/extra.css">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="stylesheet" href="//cdn.example/y.css">',
      '<!-- <link rel="stylesheet" href="/assets/old.css"> -->',
      '<p>rel="stylesheet" href="/assets/text.css"</p>',
    ].join("");
    expect(stylesheetLinks(html)).toEqual(["/assets/root-abc.css", "/assets/extra.css"]);
  });
});
