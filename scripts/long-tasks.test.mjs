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

  it("names the source positions a stack trace made V8 parse for, apart from the script's running and compiling", () => {
    const v8 = (name, ts, dur) => span(name, ts, dur, { cat: "disabled-by-default-v8.compile" });
    // React DOM's start-up under a DevTools client that captures detailed stack traces: its first
    // `Error` has V8 parse the module's function again for its line numbers.
    const [task] = mainThreadTasks([
      navigation,
      span("RunTask", 0, 60),
      span("v8.evaluateModule", 1, 58, { cat: "v8,devtools.timeline" }),
      v8("V8.ParseFunction", 2, 3),
      v8("V8.CompileIgnition", 5, 1),
      v8("V8.CollectSourcePositions", 10, 40),
      v8("V8.ParseFunction", 10, 36),
    ]);
    expect(Object.fromEntries(task.top)).toEqual({
      "V8.CollectSourcePositions (stack trace)": 40,
      "V8.ParseFunction": 3,
      "V8.CompileIgnition": 1,
      "v8.evaluateModule": 14,
      "(other)": 2,
    });
  });
});
