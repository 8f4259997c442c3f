import { describe, expect, it } from "vitest";
import { mainThreadTasks } from "./long-tasks.mjs";

const thread = { pid: 1, tid: 7 };
const navigation = {
  ...thread,
  name: "navigationStart",
  ph: "R",
  ts: 0,
  args: { data: { documentLoaderURL: "http://127.0.0.1/contact", isLoadingMainFrame: true } },
};
/** A complete event on the page's main thread, its CPU time equal to its duration. */
const span = (name, ts, dur, extra = {}) => ({ ...thread, name, ph: "X", ts, dur, tdur: dur, cat: "devtools.timeline", ...extra });
const blink = (name, ts, dur) => span(name, ts, dur, { cat: "blink" });

/** The parse task of a page with an SVG <img> as a data: URL, and the first style forced as it ends. */
const parseTask = [
  navigation,
  span("RunTask", 0, 100),
  span("ParseHTML", 0, 20, { args: { beginData: { url: "http://127.0.0.1/contact" } } }),
  span("RunMicrotasks", 20, 40),
  blink("IsolatedSVGDocumentHost::IsolatedSVGDocumentHost", 22, 30),
  blink("IsolatedSVGDocumentHost::IsolatedSVGDocumentHost::load", 23, 20),
  span("UpdateLayoutTree", 45, 5),
  blink("Document::FinishedParsing", 60, 40),
  span("UpdateLayoutTree", 60, 4),
  blink("Blink.ForcedStyleAndLayout.UpdateTime", 64, 30),
  span("UpdateLayoutTree", 65, 6),
  span("Layout", 72, 15),
];

describe("mainThreadTasks", () => {
  it("names an SVG picture's own document and style and layout forced outside a frame", () => {
    const [task] = mainThreadTasks(parseTask);
    expect(Object.fromEntries(task.top)).toEqual({
      "ParseHTML contact": 20,
      // The microtask checkpoint's own time; the picture's document is the rest of it.
      RunMicrotasks: 10,
      // Its parse, style and layout, however deep.
      "SVG picture document": 30,
      "UpdateLayoutTree (as parsing finished)": 4,
      "UpdateLayoutTree (forced)": 6,
      "Layout (forced)": 15,
      // What no finer event accounts for, the forced update's and FinishedParsing's own time included.
      "(other)": 15,
    });
  });

  it("without Blink's events (the default categories) keeps the lump a trace shows", () => {
    const [task] = mainThreadTasks(parseTask.filter((event) => event.cat !== "blink"));
    expect(Object.fromEntries(task.top)).toEqual({
      "ParseHTML contact": 20,
      RunMicrotasks: 35,
      UpdateLayoutTree: 15,
      Layout: 15,
      "(other)": 15,
    });
  });
});
